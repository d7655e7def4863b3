import type { ReactNode } from 'react';
import { LANGUAGES, type Language } from '@platform/contracts';
import type { LocalizedText } from '../../components/LocalizedTextEditor';

/** Who writes promotions, VIP levels, the shop and missions (the server's rule; the others read). */
export const REWARDS_WRITERS = ['owner'] as const;
/** Who approves an application (it pays), and who may reject one. */
export const APPROVERS = ['owner', 'finance'] as const;
export const REJECTERS = ['owner', 'finance', 'support'] as const;

export const GAME_TYPE_NAMES: Record<string, string> = {
  RNG: 'Slots',
  LIVE: 'Live casino',
  FISH: 'Fishing',
  PVP: 'Card games',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
};
export const gameTypeName = (type: string | null) => (type ? (GAME_TYPE_NAMES[type] ?? type) : 'Every game');

/** An ISO time as the value of a `datetime-local` input (the operator's computer's time). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as ISO 8601 with its zone; null when empty. */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

/** `{ EN: { title } }` → `{ EN: 'title' }`: one field of texts per language. */
export function pick<K extends string>(
  texts: Partial<Record<string, Partial<Record<K, string>>>>,
  key: K,
): LocalizedText {
  const out: LocalizedText = {};
  for (const language of LANGUAGES) {
    const value = texts[language]?.[key];
    if (value) out[language] = value;
  }
  return out;
}

/** Fields per language back into texts per language; a language is sent when its first field is written. */
export function join<K extends string>(
  fields: Record<K, LocalizedText>,
  first: NoInfer<K>,
): Partial<Record<Language, Record<K, string>>> {
  const out: Partial<Record<Language, Record<K, string>>> = {};
  const keys = Object.keys(fields) as K[];
  for (const language of LANGUAGES) {
    if (!fields[first][language]?.trim()) continue;
    const entry = {} as Record<K, string>;
    for (const key of keys) entry[key] = fields[key][language] ?? '';
    out[language] = entry;
  }
  return out;
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

/** A labelled input of a form. */
export function Labelled({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <span className="field-hint">{hint}</span> : null}
    </div>
  );
}

/** A number input bound to a string draft (empty allowed while typing). */
export function NumberInput({
  id,
  value,
  onChange,
  disabled,
  step = '0.01',
  min = 0,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  step?: string;
  min?: number;
}) {
  return (
    <input
      id={id}
      className="input number"
      type="number"
      inputMode="decimal"
      min={min}
      step={step}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function Switch({
  checked,
  onChange,
  label,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="switch-track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

/** A draft number as the wire's number (an empty field is sent as NaN, which the server names). */
export const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
