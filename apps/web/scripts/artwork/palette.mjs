// Brand colours (BRAND.md) and the type stacks used in artwork text.

export const BRAND = {
  violet: '#6B2BD9',
  violetLight: '#8B5CF6',
  gold: '#E9A908',
  goldLight: '#F5B40A',
  night: '#0F0B1A',
  deep: '#1F1140',
  plum: '#3B1585',
};

export const GOLD = ['#FFF1B8', '#FFD56B', '#F5B40A', '#C98A00'];
export const GOLD_EDGE = ['#A96F00', '#6E4300'];
export const VIOLET = ['#C4A8FF', '#8B5CF6', '#6B2BD9', '#3B1585'];

export const SANS = "Inter, 'Segoe UI', Roboto, Arial, sans-serif";
export const SERIF = "Georgia, 'Times New Roman', serif";

export const RED = '#D62F4B';
export const INK = '#1B1530';
