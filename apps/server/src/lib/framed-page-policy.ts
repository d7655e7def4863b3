/**
 * The content policy of the pages an in-house vendor serves for the site to frame (the games' pages, the
 * sportsbook's): same-origin everything, and framed only by the site (its /game and /fbsports pages). The
 * site's own pages refuse every frame (`plugins/security.ts`).
 */
export const FRAMED_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');
