/**
 * The address a game frame may show, or null: a same-origin relative path (`/house/...`), or an address
 * under one of the brand's `launchGameCDNs`. Anything else (another site, `javascript:`, `//host`) is
 * refused, so a crafted `/game?url=` link cannot frame a stranger's page inside the site.
 */
export function frameableUrl(
  raw: string | null | undefined,
  cdns: readonly string[],
  origin: string,
): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    try {
      const url = new URL(value, origin);
      return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  for (const cdn of cdns) {
    let base: URL;
    try {
      base = new URL(cdn);
    } catch {
      continue;
    }
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    if (url.origin === base.origin && (base.pathname === '/' || `${url.pathname}/`.startsWith(prefix)))
      return url.href;
  }
  return null;
}
