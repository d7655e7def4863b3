/** Paths and error codes of the operator API (`/admin/...`, decision record 016). */
export const ADMIN_PATHS = {
  adminLogin: '/admin/session/login',
  adminLogout: '/admin/session/logout',
  adminMe: '/admin/session/me',
  adminLogoutAll: '/admin/session/logout-all',
  adminTotpSetup: '/admin/session/totp/setup',
  adminTotpEnable: '/admin/session/totp/enable',
  adminTotpLogin: '/admin/session/totp',
  adminOperators: '/admin/operators',
  adminOperator: '/admin/operators/:id',
  adminOperatorPassword: '/admin/operators/:id/password',
  adminOperatorTotpReset: '/admin/operators/:id/totp/reset',
  adminQueues: '/admin/queues',
  adminQueue: '/admin/queues/:queue',
  adminApprove: '/admin/queues/:queue/:id/approve',
  adminReject: '/admin/queues/:queue/:id/reject',
  adminMessages: '/admin/messages',
  adminAudit: '/admin/audit',
} as const;

/**
 * Error codes (translated as `errors.<code with _ for .>` in every language). The operator API answers
 * with the platform's codes (`login.failed`, `login.locked`, `login.not.session`, `forbidden`,
 * `not.found`, `validation.failed`) and the queues' own codes; it adds none.
 */
export const ADMIN_ERRORS = {} as const;
