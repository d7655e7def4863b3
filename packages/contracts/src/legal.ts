import * as z from './z.js';
import { LANGUAGES } from './constants.js';
import { languageSchema } from './system.js';
import { line, text } from './text.js';

// ---------------------------------------------------------------------------------------------------
// Legal documents (terms of use, privacy policy, responsible gaming) and the operating company

/** The legal documents every brand publishes, by the name of their page. */
export const LEGAL_KINDS = ['terms', 'privacy', 'responsible-gaming'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const legalKindSchema = z.enum(LEGAL_KINDS);

export const isLegalKind = (value: string): value is LegalKind =>
  (LEGAL_KINDS as readonly string[]).includes(value);

export const LEGAL_TITLE_MAX = 200;
export const LEGAL_CONTENT_MAX = 100_000;
export const LEGAL_VERSION_MAX = 32;

/** Any kind is accepted by the path, so that an unknown one answers 404 `legal.kind.unknown`. */
export const legalDocumentParamsSchema = z.object({ kind: line(64) });

export const legalDocumentSchema = z.object({
  kind: legalKindSchema,
  /** The language of the text answered: the asked one, else English when the brand has no text in it. */
  language: languageSchema,
  title: z.string().max(LEGAL_TITLE_MAX),
  /** Rich text, reduced to the server's allow-list (headings are `h3` and `h4`). */
  content: z.string().max(LEGAL_CONTENT_MAX),
  /** The operator's name of this version, e.g. `2026.1`. */
  version: z.string().max(LEGAL_VERSION_MAX),
  /** The day the document was last changed, `yyyy-MM-dd` in the brand's time zone. */
  updatedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const operatingCompanySchema = z.object({
  name: z.string().max(200),
  registeredAddress: z.string().max(500),
});
export const gamingLicenceSchema = z.object({
  regulator: z.string().max(200),
  number: z.string().max(100),
});
export const legalOperatorSchema = z.object({
  /** The company that operates the brand; null until the operator states it. */
  company: operatingCompanySchema.nullable(),
  licences: z.array(gamingLicenceSchema),
});
export type LegalOperator = z.infer<typeof legalOperatorSchema>;

// Operator API: replace a document.

const legalTextSchema = z.object({
  title: line(LEGAL_TITLE_MAX).trim().min(1, 'required'),
  content: text(LEGAL_CONTENT_MAX).trim().min(1, 'required'),
});

/**
 * The whole document: its version name and its text per language. English is required (it is what
 * players of a language without text read); the languages left out have no text of their own.
 */
export const adminLegalDocumentRequestSchema = z.object({
  version: line(LEGAL_VERSION_MAX).trim().min(1, 'required'),
  texts: z
    .partialRecord(z.enum(LANGUAGES), legalTextSchema)
    .refine((texts) => texts.EN !== undefined, { message: 'needs the English text', path: ['EN'] }),
});
export type AdminLegalDocumentRequest = z.infer<typeof adminLegalDocumentRequestSchema>;

export const adminLegalDocumentValueSchema = z.object({
  kind: legalKindSchema,
  version: z.string().max(LEGAL_VERSION_MAX),
  /** The languages the document is written in now. */
  languages: z.array(languageSchema),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type AdminLegalDocumentValue = z.infer<typeof adminLegalDocumentValueSchema>;
