import { CONTENT_ADMIN_ERRORS, ERROR_CODES, type ContentState, type Language } from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { sanitizeRichText } from '../../../lib/rich-text.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { OperatorSession } from '../operator-auth.service.js';

// What every write of the content calls shares: checked texts per language, sanitized rich text, schedules,
// orders, and the one transaction with its audit row, told to every process after the commit.

export type Texts<T> = Partial<Record<Language, T>>;

export const invalid = (field: string, message: string) =>
  badRequest(ERROR_CODES.validation, `${field}: ${message}`, { field });

export const unknownItem = (what: string, id: number | string) =>
  notFound(`id: no ${what} ${id} in this brand.`, CONTENT_ADMIN_ERRORS.contentUnknown);

/** Markup that shows something: text, or an image. */
const showsSomething = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0 || /<img\s/i.test(html);

/** Where a scheduled item stands at `at` (see `CONTENT_STATES`). */
export function stateOf(
  row: { enabled: boolean; startsAt: Date; endsAt: Date | null },
  at: Date,
): ContentState {
  if (!row.enabled) return 'disabled';
  if (row.endsAt && row.endsAt <= at) return 'ended';
  if (row.startsAt > at) return 'scheduled';
  return 'live';
}

/** Checks the languages (offered by the brand, its default given) of a text per language. */
function checkLanguages(brand: Brand, texts: Texts<unknown>): void {
  for (const language of Object.keys(texts)) {
    if (!brand.languages.includes(language as Language))
      throw invalid(
        `texts.${language}`,
        `this brand does not offer the language (it offers ${brand.languages.join(', ')}).`,
      );
  }
  if (texts[brand.defaultLanguage] === undefined)
    throw invalid(
      `texts.${brand.defaultLanguage}`,
      `the text in the brand's default language (${brand.defaultLanguage}) is required: members of a language without text read it.`,
    );
}

export function titles(brand: Brand, texts: Texts<{ title: string }>): Texts<{ title: string }> {
  checkLanguages(brand, texts);
  const out: Texts<{ title: string }> = {};
  for (const [language, entry] of Object.entries(texts) as [Language, { title: string }][])
    out[language] = { title: entry.title };
  return out;
}

/** Titles as written (shown as text), contents reduced to the allow-list; refused when nothing is left. */
export function richTexts(
  brand: Brand,
  texts: Texts<{ title: string; content: string }>,
): Texts<{ title: string; content: string }> {
  checkLanguages(brand, texts);
  const out: Texts<{ title: string; content: string }> = {};
  for (const [language, entry] of Object.entries(texts) as [Language, { title: string; content: string }][]) {
    const content = sanitizeRichText(entry.content).trim();
    if (!showsSomething(content))
      throw invalid(
        `texts.${language}.content`,
        'nothing is left once markup that is not allowed (scripts, event handlers, foreign addresses) is removed.',
      );
    out[language] = { title: entry.title, content };
  }
  return out;
}

/** The schedule of a write: its start (`start` when not given) and its end, after the start. */
export const windowOf = (
  input: { startsAt?: string | undefined; endsAt?: string | null | undefined },
  start: Date,
) => {
  const startsAt = input.startsAt ? new Date(input.startsAt) : start;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= startsAt) throw invalid('endsAt', 'must be after startsAt.');
  return { startsAt, endsAt };
};

/** The new order must list exactly the items there are. */
function checkOrder(current: { id: number }[], ids: number[], what: string): void {
  const have = new Set(current.map((r) => r.id));
  const given = new Set(ids);
  if (given.size !== ids.length || have.size !== given.size || ids.some((id) => !have.has(id)))
    throw badRequest(
      CONTENT_ADMIN_ERRORS.orderMismatch,
      `ids: list each of the ${have.size} ${what} exactly once (${[...have].join(', ')}).`,
      { field: 'ids' },
    );
}

/** Writes the new order of `rows` (every id once), answering the order before and after. */
export async function reorder<R extends { id: number; sort: number }>(
  tx: Executor,
  rows: R[],
  ids: number[],
  what: string,
  setSort: (id: number, sort: number, tx: Executor) => Promise<void>,
) {
  checkOrder(rows, ids, what);
  const before = rows.map((r) => r.id);
  for (const [sort, id] of ids.entries()) {
    if (rows.find((r) => r.id === id)?.sort !== sort) await setSort(id, sort, tx);
  }
  return { before, after: ids };
}

/** The one way a content call writes (see above). */
export function createContentWrites({
  db,
  audit,
  changed,
}: {
  db: Database;
  audit: ModuleDeps['audit'];
  /** Tells every API process that the brand's content changed (their caches drop it at once). */
  changed: (brand: Brand) => Promise<void>;
}) {
  return {
    /** One write: the change and its audit row in one transaction; the processes are told after the commit. */
    async write<T>(
      operator: OperatorSession,
      brand: Brand,
      origin: Origin,
      event: string,
      change: (tx: Executor) => Promise<{ value: T; target: unknown; before: unknown; after: unknown }>,
    ): Promise<T> {
      const value = await db.transaction(async (tx) => {
        const done = await change(tx);
        await audit.write(
          {
            merchantId: brand.id,
            operatorId: operator.operatorId,
            event,
            ip: origin.ip,
            detail: { target: done.target, before: done.before, after: done.after },
          },
          tx,
        );
        return done.value;
      });
      await changed(brand);
      return value;
    },
  };
}
export type ContentWrites = ReturnType<typeof createContentWrites>;
