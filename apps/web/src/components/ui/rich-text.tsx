import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

// Links that open a new tab never get a handle on the site.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text from the back end (already reduced to an allow-list by the server), cleaned once more in the
 * browser. Import it only from lazily loaded parts: DOMPurify is not for the first page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] }),
    [html],
  );
  return (
    <div
      className={`${styles.rich} ${className ?? ''}`}
      // Sanitized just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
