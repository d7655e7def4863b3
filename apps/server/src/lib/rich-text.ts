import sanitizeHtml from 'sanitize-html';

/** A link target the site may follow: http(s), or a path of the site itself (not `//host`). */
const SAFE_HREF = /^(https?:\/\/|\/(?!\/))/i;
/** Images from the site's own artwork or from an https address. */
const SAFE_IMG = /^(\/art\/|https:\/\/)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span', 'img'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      if (href === undefined || !SAFE_HREF.test(href)) return { tagName, attribs: {} };
      if (href.startsWith('/')) return { tagName, attribs: { href } };
      return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    },
  },
  // An image whose address is not allowed goes entirely (an <img> without src is a broken box).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !SAFE_IMG.test(typeof frame.attribs.src === 'string' ? frame.attribs.src : ''),
};

/**
 * Reduces operator-written rich text to an allow-list of tags and attributes: no scripts, styles, event
 * handlers or foreign schemes; links to other sites open in a new tab without access to the opener, links
 * to the site's own pages stay in it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
