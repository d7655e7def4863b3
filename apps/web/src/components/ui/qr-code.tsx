import { encode } from 'uqr';

/** A QR code drawn in the browser as one SVG path (dark modules on a white quiet zone); never sent anywhere. */
export function QrCode({ value, size = 148, label }: { value: string; size?: number; label: string }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#1b1530" />
    </svg>
  );
}
