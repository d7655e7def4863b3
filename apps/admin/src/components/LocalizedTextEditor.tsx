import { useId, useState } from 'react';
import { HTML_LANG, LANGUAGES, type Language } from '@platform/contracts';
import { Eye, PencilLine } from 'lucide-react';
import { RichTextEditor, RichTextPreview } from './RichTextEditor';

/** A text per language (the contracts' upper-case codes: `EN`, `CN`, ...). */
export type LocalizedText = Partial<Record<Language, string>>;

export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: 'Chinese',
  EN: 'English',
  ID: 'Indonesian',
  TH: 'Thai',
  TY: 'Tagalog',
  VI: 'Vietnamese',
};

/** The tabs' order: cn, en, id, th, ty, vi. */
export const EDITOR_LANGUAGES: readonly Language[] = ['CN', 'EN', 'ID', 'TH', 'TY', 'VI'].filter((l) =>
  (LANGUAGES as readonly string[]).includes(l),
) as Language[];

type Props = {
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  /** `text` (one line), `multiline` or `rich` (the rich text editor). */
  kind?: 'text' | 'multiline' | 'rich';
  /** Languages that must be filled (marked, and `missing` tells the caller). */
  required?: readonly Language[];
  maxLength?: number;
  languages?: readonly Language[];
  /** The server's refusal for this field (`title.EN`), shown under it. */
  error?: string | undefined;
  disabled?: boolean;
};

/** The languages of `required` left empty. */
export const missingLanguages = (value: LocalizedText, required: readonly Language[]) =>
  required.filter((l) => !value[l]?.trim());

/**
 * A text in each of the brand's languages: a tab per language (a dot marks those filled), the editor of
 * the chosen one and a preview of it as members see it.
 */
export function LocalizedTextEditor({
  label,
  value,
  onChange,
  kind = 'text',
  required = [],
  maxLength,
  languages = EDITOR_LANGUAGES,
  error,
  disabled,
}: Props) {
  const [language, setLanguage] = useState<Language>(languages[0] ?? 'EN');
  const [preview, setPreview] = useState(false);
  const id = useId();
  const text = value[language] ?? '';
  const set = (next: string) => onChange({ ...value, [language]: next });
  const inputId = `${id}-${language}`;
  return (
    <div className={`field localized${error ? ' invalid' : ''}`}>
      <div className="localized-head">
        <label htmlFor={inputId}>{label}</label>
        <button type="button" className="button ghost small" onClick={() => setPreview((p) => !p)}>
          {preview ? <PencilLine size={14} /> : <Eye size={14} />} {preview ? 'Edit' : 'Preview'}
        </button>
      </div>
      <div className="tabs compact" role="tablist" aria-label={`${label} language`}>
        {languages.map((l) => {
          const filled = Boolean(value[l]?.trim());
          const needed = required.includes(l);
          return (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={l === language}
              className={`tab${l === language ? ' active' : ''}`}
              title={`${LANGUAGE_NAMES[l]}${filled ? '' : needed ? ' (required, empty)' : ' (empty)'}`}
              onClick={() => setLanguage(l)}
            >
              {l.toLowerCase()}
              <span className={`dot${filled ? ' filled' : needed ? ' needed' : ''}`} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {preview ? (
        <div className="localized-preview" lang={HTML_LANG[language]}>
          {text.trim() === '' ? (
            <p className="muted">No {LANGUAGE_NAMES[language]} text.</p>
          ) : kind === 'rich' ? (
            <RichTextPreview html={text} />
          ) : (
            <p className="escaped-text">{text}</p>
          )}
        </div>
      ) : kind === 'rich' ? (
        <RichTextEditor
          key={language}
          id={inputId}
          label={`${label} (${LANGUAGE_NAMES[language]})`}
          value={text}
          onChange={set}
          {...(disabled !== undefined ? { disabled } : {})}
        />
      ) : kind === 'multiline' ? (
        <textarea
          id={inputId}
          className="input"
          rows={5}
          lang={HTML_LANG[language]}
          maxLength={maxLength}
          value={text}
          disabled={disabled}
          onChange={(e) => set(e.target.value)}
        />
      ) : (
        <input
          id={inputId}
          className="input"
          lang={HTML_LANG[language]}
          maxLength={maxLength}
          value={text}
          disabled={disabled}
          onChange={(e) => set(e.target.value)}
        />
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : (
        maxLength !== undefined &&
        kind !== 'rich' && (
          <p className="field-hint">
            {text.length}/{maxLength}
          </p>
        )
      )}
    </div>
  );
}
