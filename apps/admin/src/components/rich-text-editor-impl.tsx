import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading3,
  Heading4,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Underline,
  Undo2,
  Unlink,
} from 'lucide-react';
import { sanitizeRichText } from '../lib/rich-text';
import type { RichTextEditorProps } from './RichTextEditor';

/** Only what the allow-list keeps: paragraphs, h3/h4, bold, italic, underline, lists, links, line breaks. */
const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    heading: { levels: [3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https'],
      isAllowedUri: (url) => /^(https?:\/\/|\/(?!\/))/i.test(url.trim()),
      HTMLAttributes: { rel: null, target: null },
    },
  }),
];

export default function RichTextEditorImpl({ value, onChange, label, disabled, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    // Its styles are in app.css: the pages' policy refuses injected <style> elements.
    injectCSS: false,
    immediatelyRender: false,
    content: sanitizeRichText(value),
    editable: !disabled,
    editorProps: { attributes: { class: 'rich-text-content', 'aria-label': label, ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : sanitizeRichText(e.getHTML())),
  });
  // A value set from outside (another language's copy, a reset) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : sanitizeRichText(editor.getHTML());
    if (current !== value) editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return <div className="rich-text-editor loading" />;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Link address (https://… or /page)', previous);
    if (href === null) return;
    if (href.trim() === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const tools = [
    { key: 'bold', label: 'Bold', icon: Bold, on: state?.bold, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      label: 'Italic',
      icon: Italic,
      on: state?.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: 'Underline',
      icon: Underline,
      on: state?.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'h3',
      label: 'Heading',
      icon: Heading3,
      on: state?.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'h4',
      label: 'Subheading',
      icon: Heading4,
      on: state?.h4,
      run: () => chain().toggleHeading({ level: 4 }).run(),
    },
    {
      key: 'bullet',
      label: 'Bulleted list',
      icon: List,
      on: state?.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: 'Numbered list',
      icon: ListOrdered,
      on: state?.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'link', label: 'Link', icon: Link2, on: state?.link, run: setLink },
    { key: 'unlink', label: 'Remove link', icon: Unlink, on: false, run: () => chain().unsetLink().run() },
    { key: 'undo', label: 'Undo', icon: Undo2, on: false, run: () => chain().undo().run() },
    { key: 'redo', label: 'Redo', icon: Redo2, on: false, run: () => chain().redo().run() },
  ];
  return (
    <div className={`rich-text-editor${disabled ? ' disabled' : ''}`}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {tools.map((t) => (
          <button
            key={t.key}
            type="button"
            className={`button ghost icon${t.on ? ' active' : ''}`}
            title={t.label}
            aria-label={t.label}
            aria-pressed={t.on}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={t.run}
          >
            <t.icon size={16} />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
