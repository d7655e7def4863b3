import { ERROR_CODES } from '@platform/contracts';

/**
 * The error codes the API client acts on. The contracts' table of every code is large: it loads with the
 * first refused or unreadable answer, not with the first page.
 */
export const REFUSAL_CODES = {
  internal: ERROR_CODES.internal,
  notSession: ERROR_CODES.notSession,
  encryptionInvalid: ERROR_CODES.encryptionInvalid,
} as const;
