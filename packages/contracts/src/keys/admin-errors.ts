/**
 * Error codes (translated as `errors.<code with _ for .>` in every language). The operator API answers
 * with the platform's codes (`login.failed`, `login.locked`, `login.not.session`, `forbidden`,
 * `not.found`, `validation.failed`) and the queues' own codes; it adds none.
 */
export const ADMIN_ERRORS = {} as const;
