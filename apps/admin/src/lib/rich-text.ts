import DOMPurify from 'dompurify';

/**
 * The allow-list of operator-written rich text, the same as the server's (`apps/server/src/lib/rich-text.ts`):
 * what the editor writes and what the preview shows pass through it.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'span',
  'img',
];
const ATTRIBUTES = ['href', 'rel', 'target', 'src', 'alt', 'width', 'height'];
/** A link target the site may follow: http(s), or a path of the site itself (not `//host`). */
const SAFE_HREF = /^(https?:\/\/|\/(?!\/))/i;
/** Images from the site's own artwork or from an https address. */
const SAFE_IMG = /^(\/art\/|https:\/\/)/i;

/** Reduces HTML to the allow-list: the same result as the server's sanitizer for what the editor writes. */
export function sanitizeRichText(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of Array.from(fragment.querySelectorAll('a'))) {
    const href = a.getAttribute('href')?.trim();
    for (const name of Array.from(a.attributes)) a.removeAttribute(name.name);
    if (href === undefined || !SAFE_HREF.test(href)) continue;
    a.setAttribute('href', href);
    if (!href.startsWith('/')) {
      a.setAttribute('rel', 'noopener noreferrer');
      a.setAttribute('target', '_blank');
    }
  }
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    if (!SAFE_IMG.test(img.getAttribute('src') ?? '')) img.remove();
  }
  for (const el of Array.from(fragment.querySelectorAll('*'))) {
    if (el.tagName !== 'A' && el.tagName !== 'IMG') {
      for (const name of Array.from(el.attributes)) el.removeAttribute(name.name);
    }
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
