/** Paths and error codes of the legal documents and the operating company (zod-free: the footer reads it). */
export const LEGAL_PATHS = {
  /** A legal document of the brand (`terms`, `privacy`, `responsible-gaming`) in the asked language. */
  legalDocument: '/wps/legal/documents/:kind',
  /** The brand's operating company and licences, as the footer shows them. */
  legalOperator: '/wps/legal/operator',
  /** An operator replaces a legal document (operator API). */
  adminLegalDocument: '/admin/legal/:kind',
} as const;

/**
 * Error codes of the legal documents. The site asks only for the kinds it links to, so these reach no
 * player and have no translation; they tell an integrator what went wrong.
 */
export const LEGAL_ERRORS = {
  /** A kind that is not one of `LEGAL_KINDS`: 404. */
  legalKindUnknown: 'legal.kind.unknown',
  /** A known kind the brand has not written yet: 404. */
  legalDocumentMissing: 'legal.document.missing',
} as const;
