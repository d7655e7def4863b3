import { BOOT_ELEMENT_ID, type SiteBoot } from '@platform/contracts';

let cached: SiteBoot | null | undefined;

/**
 * The data the server wrote into the page for its first render (status, the route's banners and notices),
 * or null when the page came without it (the dev server, an error on the server).
 */
export function readBoot(): SiteBoot | null {
  if (cached !== undefined) return cached;
  cached = null;
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      cached = JSON.parse(text) as SiteBoot;
    } catch {
      // a damaged page: the app asks for the same data itself
    }
  }
  return cached;
}
