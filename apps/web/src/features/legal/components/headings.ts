/** A heading of a document, for its table of contents. */
export type Heading = { id: string; text: string; level: 3 | 4 };

/**
 * Gives each `h3` and `h4` of a document's rich text an id (`legal-1`, `legal-2`, ...), so that a table of
 * contents can link to it; answers the rich text with the ids and the headings in order.
 */
export function withHeadingIds(html: string): { html: string; headings: Heading[] } {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const headings: Heading[] = [];
  body.querySelectorAll('h3, h4').forEach((node, i) => {
    const text = node.textContent?.trim() ?? '';
    if (!text) return;
    const id = `legal-${i + 1}`;
    node.id = id;
    headings.push({ id, text, level: node.tagName === 'H4' ? 4 : 3 });
  });
  return { html: body.innerHTML, headings };
}
