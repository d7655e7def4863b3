import { SPORTSBOOK_VENDOR } from '@platform/contracts';
import type { Theme } from '@/lib/theme';

/** What the sportsbook's pages accept beside the launch's own parameters (apps/sportsbook, boot/launch.ts). */
export type BookParams = {
  theme?: Theme | undefined;
  /** `<marketId>~<key>`: the selection put in the slip, its fixture opened. */
  select?: string | null | undefined;
};

/** The sportsbook's vendor: its launches carry the site's theme. */
export const isBookVendor = (vendor: string) => vendor === SPORTSBOOK_VENDOR;

/** A selection as the book's `select` parameter names it. */
export const selectParam = (marketId: string, key: string) => `${marketId}~${key}`;

/**
 * The launch's address with the book's parameters set; a relative address (`/sportsbook/?t=..`) stays
 * relative, so that the game frame's same-origin check reads it as before.
 */
export function bookUrl(url: string, params: BookParams): string {
  const relative = url.startsWith('/') && !url.startsWith('//');
  const parsed = new URL(url, 'http://book.invalid');
  if (params.theme) parsed.searchParams.set('theme', params.theme);
  if (params.select) parsed.searchParams.set('select', params.select);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}
