import { useRef, useState, type ReactNode } from 'react';
import {
  ADMIN_CONTENT_PATHS,
  CONTENT_IMAGE,
  HEADERS,
  LANGUAGES,
  type ContentImageValue,
  type ContentState,
  type Language,
} from '@platform/contracts';
import { Upload } from 'lucide-react';
import { EDITOR_LANGUAGES, LANGUAGE_NAMES, type LocalizedText } from '../../components/LocalizedTextEditor';
import { Badge, type BadgeTone } from '../../components/ui';
import { ApiError, MERCHANT } from '../../lib/api';
import { sessionToken } from '../../lib/session';
import styles from './content.module.css';

/** Who changes the site's content (the server's rule; others read). */
export const CONTENT_WRITERS = ['owner', 'support'] as const;

const STATE_TONES: Record<ContentState, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  disabled: 'warning',
};
export const STATE_OPTIONS = [
  { value: 'live', label: 'Live' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'ended', label: 'Ended' },
  { value: 'disabled', label: 'Disabled' },
] as const;

export function StateBadge({ state }: { state: ContentState }) {
  return <Badge tone={STATE_TONES[state]}>{state}</Badge>;
}

/** An ISO time as the value of a `datetime-local` input (the operator's computer's time). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as ISO 8601; undefined when empty. */
export const fromLocalInput = (value: string): string | undefined =>
  value ? new Date(value).toISOString() : undefined;

/** `{ EN: { title } }` → `{ EN: 'title' }` (one field of a text per language). */
export function pick<K extends string>(
  texts: Record<string, Partial<Record<K, string>>>,
  key: K,
): LocalizedText {
  const out: LocalizedText = {};
  for (const [language, entry] of Object.entries(texts))
    if ((LANGUAGES as readonly string[]).includes(language) && entry[key])
      out[language as Language] = entry[key];
  return out;
}

/** The languages written in any of the fields (a language is sent when one of its fields is written). */
export function writtenLanguages(...fields: LocalizedText[]): Language[] {
  return LANGUAGES.filter((l) => fields.some((f) => f[l]?.trim()));
}

/** The message of a refusal (the server names the field in it). */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Not saved: something went wrong.';

export function Problem({ text }: { text: string | null }) {
  return text ? (
    <p className="form-problem" role="alert">
      {text}
    </p>
  ) : null;
}

/** The language tabs of a preview. */
export function PreviewLanguages({
  value,
  onChange,
  label,
}: {
  value: Language;
  onChange: (l: Language) => void;
  label: string;
}) {
  return (
    <div className={styles.languages} role="group" aria-label={label}>
      {EDITOR_LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          className={`button small${l === value ? ' primary' : ' ghost'}`}
          aria-pressed={l === value}
          title={LANGUAGE_NAMES[l]}
          onClick={() => onChange(l)}
        >
          {l.toLowerCase()}
        </button>
      ))}
    </div>
  );
}

export function PreviewFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section aria-label="Preview">
      <div className={styles.previewHead}>{title}</div>
      {children}
    </section>
  );
}

/** Uploads one image (multipart, field `file`) and answers its address on the site. */
async function uploadImage(file: File): Promise<ContentImageValue> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (MERCHANT) headers[HEADERS.merchant] = MERCHANT;
  const token = sessionToken();
  if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(ADMIN_CONTENT_PATHS.images, { method: 'POST', headers, body });
  } catch {
    throw new ApiError({ status: 0, code: 'network', message: 'The server cannot be reached.' });
  }
  const answer = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    value?: ContentImageValue & { field?: string };
    message?: string;
    errorCode?: string;
  };
  if (!response.ok || answer.success === false || !answer.value)
    throw new ApiError({
      status: response.status,
      code: answer.errorCode ?? 'system.error',
      message: answer.message ?? `The server answered ${response.status}.`,
      ...(answer.value?.field ? { field: answer.value.field } : {}),
    });
  return answer.value;
}

/** An image address: typed (a site path `/art/...` or https) or uploaded (PNG or JPEG, at most 2 MB). */
export function ImageInput({
  id,
  label,
  value,
  onChange,
  disabled,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pickFile = async (f: File | undefined) => {
    if (!f) return;
    setProblem(null);
    if (f.size > CONTENT_IMAGE.maxBytes) {
      setProblem('The image must be at most 2 MB.');
      return;
    }
    setBusy(true);
    try {
      onChange((await uploadImage(f)).url);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <div className={`field${problem ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="input-affix">
        <input
          id={id}
          className="input"
          value={value}
          disabled={disabled}
          placeholder="/art/... or https://..."
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="button small"
          disabled={disabled || busy}
          onClick={() => file.current?.click()}
        >
          <Upload size={14} aria-hidden /> {busy ? 'Uploading…' : 'Upload'}
        </button>
        <input
          ref={file}
          type="file"
          accept={CONTENT_IMAGE.types.join(',')}
          hidden
          aria-label={`${label}: file to upload`}
          onChange={(e) => void pickFile(e.target.files?.[0])}
        />
      </div>
      {problem ? (
        <p className="field-error">{problem}</p>
      ) : (
        <p className="field-hint">{hint ?? 'PNG or JPEG, at most 2 MB.'}</p>
      )}
    </div>
  );
}

/** Start and end of a schedule, in the operator's computer's time. */
export function ScheduleInputs({
  startsAt,
  endsAt,
  onChange,
  disabled,
}: {
  startsAt: string;
  endsAt: string;
  onChange: (next: { startsAt: string; endsAt: string }) => void;
  disabled?: boolean;
}) {
  return (
    <div className={styles.row}>
      <div className="field">
        <label htmlFor="content-starts">Starts</label>
        <input
          id="content-starts"
          className="input"
          type="datetime-local"
          value={startsAt}
          disabled={disabled}
          onChange={(e) => onChange({ startsAt: e.target.value, endsAt })}
        />
        <p className="field-hint">Empty: now.</p>
      </div>
      <div className="field">
        <label htmlFor="content-ends">Ends</label>
        <input
          id="content-ends"
          className="input"
          type="datetime-local"
          value={endsAt}
          disabled={disabled}
          onChange={(e) => onChange({ startsAt, endsAt: e.target.value })}
        />
        <p className="field-hint">Empty: no end.</p>
      </div>
    </div>
  );
}
