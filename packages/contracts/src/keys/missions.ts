/** Paths and error codes of this part of the member centre (zod-free: the first page imports it). */
export const MISSIONS_PATHS = {} as const;

/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const MISSIONS_ERRORS = {} as const;
