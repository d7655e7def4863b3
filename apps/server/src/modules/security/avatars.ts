import { API, AVATAR_COUNT } from '@platform/contracts';

// Twelve built-in profile icons: a lotus-garden animal face on a coloured disc, drawn as small SVGs.
const BACKGROUNDS = [
  '#7c4dff',
  '#ef5350',
  '#26a69a',
  '#ffa726',
  '#42a5f5',
  '#ec407a',
  '#66bb6a',
  '#8d6e63',
  '#5c6bc0',
  '#ffca28',
  '#29b6f6',
  '#ab47bc',
];
const EARS = ['round', 'pointed', 'long', 'none'] as const;

export const avatarIds = () => Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1);
export const isAvatarId = (id: number) => Number.isInteger(id) && id >= 1 && id <= AVATAR_COUNT;
export const avatarUrl = (id: number) => API.avatarImage.replace(':file', `${id}.svg`);

function ears(kind: (typeof EARS)[number]): string {
  switch (kind) {
    case 'round':
      return '<circle cx="20" cy="20" r="9" fill="#fff8e7"/><circle cx="44" cy="20" r="9" fill="#fff8e7"/>';
    case 'pointed':
      return '<path d="M13 28 L18 9 L28 22 Z M51 28 L46 9 L36 22 Z" fill="#fff8e7"/>';
    case 'long':
      return '<ellipse cx="24" cy="14" rx="5" ry="12" fill="#fff8e7"/><ellipse cx="40" cy="14" rx="5" ry="12" fill="#fff8e7"/>';
    default:
      return '<path d="M22 16 Q32 4 42 16" stroke="#fff8e7" stroke-width="4" fill="none"/>';
  }
}

/** The SVG of one icon; undefined for an unknown id. */
export function avatarSvg(id: number): string | undefined {
  if (!isAvatarId(id)) return undefined;
  const background = BACKGROUNDS[(id - 1) % BACKGROUNDS.length];
  const ear = EARS[(id - 1) % EARS.length] ?? 'none';
  const smile = id % 2 === 0 ? 'M26 41 Q32 46 38 41' : 'M27 42 Q32 44 37 42';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<circle cx="32" cy="32" r="32" fill="${background}"/>` +
    ears(ear) +
    '<circle cx="32" cy="35" r="17" fill="#fff8e7"/>' +
    '<circle cx="26" cy="32" r="2.5" fill="#1b1530"/><circle cx="38" cy="32" r="2.5" fill="#1b1530"/>' +
    `<path d="${smile}" stroke="#1b1530" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    `<circle cx="21" cy="39" r="2.5" fill="${background}" opacity="0.45"/>` +
    `<circle cx="43" cy="39" r="2.5" fill="${background}" opacity="0.45"/>` +
    '</svg>'
  );
}
