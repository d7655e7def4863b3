/**
 * Paths of the legal documents and the operating company (zod-free: the footer reads it). Its error codes
 * are in `./legal-errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
export const LEGAL_PATHS = {
  /** A legal document of the brand (`terms`, `privacy`, `responsible-gaming`) in the asked language. */
  legalDocument: '/wps/legal/documents/:kind',
  /** The brand's operating company and licences, as the footer shows them. */
  legalOperator: '/wps/legal/operator',
} as const;
