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
