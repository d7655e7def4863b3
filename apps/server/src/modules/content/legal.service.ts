import {
  ERROR_CODES,
  LEGAL_ERRORS,
  LEGAL_KINDS,
  isLegalKind,
  type AdminLegalDocumentRequest,
  type Language,
  type LegalDocument,
  type LegalKind,
  type LegalOperator,
} from '@platform/contracts';
import type { Executor } from '../../db/client.js';
import type { Brand } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { formatDateTime } from '../../lib/localized.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { ContentRepository, LegalDocumentRow } from './content.repository.js';
import { stripMarkup } from './plain-text.js';

/** Sanitizing is the costly part of the answer; a few seconds of staleness is fine for a document. */
const LEGAL_CACHE_MS = 5_000;
/** The language every brand writes its documents in, and that players of other languages read. */
const FALLBACK_LANGUAGE: Language = 'EN';

type Deps = {
  repo: Pick<ContentRepository, 'findLegalDocument' | 'saveLegalDocument'>;
  now?: () => Date;
};

/** A document as the audit trail keeps it: its version, the day it changed and its text per language. */
export type LegalSnapshot = {
  version: string;
  updatedAt: string;
  text: LegalDocumentRow['text'];
};

const snapshotOf = (row: LegalDocumentRow): LegalSnapshot => ({
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  text: row.text,
});

/** The kind, or 404 `legal.kind.unknown` naming the kinds there are. */
export function legalKindOf(kind: string): LegalKind {
  if (!isLegalKind(kind))
    throw notFound(
      `kind: no legal document named ${kind} (documents: ${LEGAL_KINDS.join(', ')}).`,
      LEGAL_ERRORS.legalKindUnknown,
    );
  return kind;
}

/**
 * The brand's legal documents (terms of use, privacy policy, responsible gaming) and its operating
 * company: read by every visitor, replaced by operators through the operator API.
 */
export function createLegalService({ repo, now = () => new Date() }: Deps) {
  const cache = createTtlCache<LegalDocument>(LEGAL_CACHE_MS, () => now().getTime());

  async function load(brand: Brand, kind: LegalKind, language: Language): Promise<LegalDocument> {
    const row = await repo.findLegalDocument(brand.id, kind);
    if (!row)
      throw notFound(
        `kind: this brand has not published its ${kind} document yet.`,
        LEGAL_ERRORS.legalDocumentMissing,
      );
    // The asked language, else English, else the brand's default, else whatever the operator wrote.
    const order = [language, FALLBACK_LANGUAGE, brand.defaultLanguage];
    const answered =
      order.find((l) => row.text[l] !== undefined) ??
      (Object.keys(row.text).find((l) => row.text[l] !== undefined) as Language | undefined);
    const text = answered ? row.text[answered] : undefined;
    if (!answered || !text)
      throw notFound(
        `kind: this brand has not published its ${kind} document yet.`,
        LEGAL_ERRORS.legalDocumentMissing,
      );
    return {
      kind,
      language: answered,
      title: text.title,
      content: sanitizeRichText(text.content),
      version: row.version,
      updatedDate: formatDateTime(row.updatedAt, brand.settings.timeZone).slice(0, 10),
    };
  }

  return {
    /** A document in the asked language (English when the brand has no text in it); 404 for an unknown kind. */
    document(brand: Brand, language: Language, kind: string): Promise<LegalDocument> {
      const known = legalKindOf(kind);
      return cache.get(`${brand.id}:${known}:${language}`, () => load(brand, known, language));
    },

    /** Drops the cached documents (a change announced by any process, operator-content.ts). */
    forget(): void {
      cache.clear();
    },

    /** The company that operates the brand and its licences, from the brand's settings. */
    operator(brand: Brand): LegalOperator {
      const legal = brand.settings.legal;
      return {
        company: legal?.company
          ? { name: legal.company.name, registeredAddress: legal.company.registeredAddress }
          : null,
        licences: (legal?.licences ?? []).map((l) => ({ regulator: l.regulator, number: l.number })),
      };
    },

    /**
     * Replaces the brand's document of this kind in the caller's transaction: every text is reduced to the
     * rich-text allow-list first, and refused (nothing written) when a language the brand does not offer
     * is given or a body keeps no text. Answers the document before (none for the first) and after.
     */
    async replace(
      brand: Brand,
      kind: string,
      request: AdminLegalDocumentRequest,
      tx: Executor,
    ): Promise<{ kind: LegalKind; before: LegalSnapshot | null; after: LegalSnapshot }> {
      const known = legalKindOf(kind);
      const text: LegalDocumentRow['text'] = {};
      for (const [language, entry] of Object.entries(request.texts)) {
        if (!entry) continue;
        if (!brand.languages.includes(language as Language))
          throw badRequest(
            ERROR_CODES.validation,
            `texts.${language}: this brand does not offer the language (it offers ${brand.languages.join(', ')}).`,
            { field: `texts.${language}` },
          );
        const content = sanitizeRichText(entry.content);
        if (stripMarkup(content).length === 0)
          throw badRequest(
            ERROR_CODES.validation,
            `texts.${language}.content: no text is left once markup that is not allowed is removed.`,
            { field: `texts.${language}.content` },
          );
        text[language] = { title: entry.title, content };
      }
      const previous = await repo.findLegalDocument(brand.id, known, tx, true);
      const saved = await repo.saveLegalDocument(
        { merchantId: brand.id, kind: known, version: request.version, text, updatedAt: now() },
        tx,
      );
      cache.clear();
      return { kind: known, before: previous ? snapshotOf(previous) : null, after: snapshotOf(saved) };
    },
  };
}
export type LegalService = ReturnType<typeof createLegalService>;
