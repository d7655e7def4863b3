import { lazy, Suspense } from 'react';
import { sanitizeRichText } from '../lib/rich-text';

export type RichTextEditorProps = {
  /** HTML within the allow-list (`lib/rich-text.ts`); '' for empty. */
  value: string;
  /** Called with sanitized HTML ('' when empty). */
  onChange: (html: string) => void;
  /** The editor's accessible name. */
  label: string;
  disabled?: boolean;
  id?: string;
};

const Impl = lazy(() => import('./rich-text-editor-impl'));

/**
 * A rich text editor (Tiptap, loaded when first shown) writing only the server's allow-list: paragraphs,
 * h3/h4, bold, italic, underline, lists and http(s) or site links.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="rich-text-editor loading" aria-busy="true" />}>
      <Impl {...props} />
    </Suspense>
  );
}

/** Rich text shown as members will see it: sanitized with the same allow-list first. */
export function RichTextPreview({ html }: { html: string }) {
  // Sanitized just above with the server's allow-list: no script, style, handler or foreign scheme is left.
  return (
    <div className="rich-text-content preview" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
  );
}
