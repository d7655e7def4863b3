// Text width estimates for fitting words into a fixed box without a font engine.
// Advance widths (em) of DejaVu Sans Bold, the widest face the sans stack falls back to, so text sized
// with them also fits in Inter, Segoe UI, Roboto and Arial.

const WIDTHS = {
  A: 0.774,
  B: 0.762,
  C: 0.734,
  D: 0.83,
  E: 0.683,
  F: 0.683,
  G: 0.821,
  H: 0.837,
  I: 0.372,
  J: 0.372,
  K: 0.775,
  L: 0.637,
  M: 0.995,
  N: 0.837,
  O: 0.85,
  P: 0.733,
  Q: 0.85,
  R: 0.77,
  S: 0.72,
  T: 0.682,
  U: 0.812,
  V: 0.774,
  W: 1.103,
  X: 0.771,
  Y: 0.724,
  Z: 0.725,
  a: 0.675,
  b: 0.716,
  c: 0.593,
  d: 0.716,
  e: 0.678,
  f: 0.435,
  g: 0.716,
  h: 0.712,
  i: 0.343,
  j: 0.343,
  k: 0.665,
  l: 0.343,
  m: 1.042,
  n: 0.712,
  o: 0.687,
  p: 0.716,
  q: 0.716,
  r: 0.493,
  s: 0.595,
  t: 0.478,
  u: 0.712,
  v: 0.652,
  w: 0.924,
  x: 0.645,
  y: 0.652,
  z: 0.582,
  ' ': 0.348,
  '-': 0.415,
  '.': 0.38,
  '%': 1.002,
};

/** Width in em of `text` set in a bold sans. */
export function emWidth(text) {
  let w = 0;
  for (const ch of text) w += WIDTHS[ch] ?? (/\d/.test(ch) ? 0.696 : 0.75);
  return w;
}

/** The largest font size (capped at `max`) at which `text` with `tracking` px letter spacing fits `width`. */
export function fitSize(text, width, max, tracking = 0) {
  const extra = tracking * [...text].length;
  return Math.min(max, Math.floor(((width - extra) / emWidth(text)) * 10) / 10);
}
