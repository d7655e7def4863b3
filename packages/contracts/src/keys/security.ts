/**
 * Paths of this part of the member centre (zod-free: the first page imports it). Its error codes are in
 * `./security-errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
export const SECURITY_PATHS = {
  securityOverview: '/wps/member/security',
  memberNickname: '/wps/member/info/nickname',
  playerAvatar: '/wps/relay/MCSFE_getPlayerAvatar',
  memberIcon: '/wps/member/info/icon',
  avatarImage: '/wps/avatars/:file',
  bindCode: '/wps/member/security/code',
  bindMobile: '/wps/member/security/mobile',
  bindEmail: '/wps/member/security/email',
  paymentPasswordSet: '/wps/member/payment-password',
  paymentPasswordChange: '/wps/member/payment-password/change',
  banks: '/wps/member/banks',
  bankAccounts: '/wps/member/bank-accounts',
  bankAccountRemove: '/wps/member/bank-accounts/:id/remove',
  loginHistory: '/wps/member/login-history',
  authenticatorEnrol: '/wps/member/authenticator',
  authenticatorConfirm: '/wps/member/authenticator/confirm',
  authenticatorDisable: '/wps/member/authenticator/disable',
  loginVerificationCode: '/wps/session/verification/code',
  loginVerification: '/wps/session/verification',
} as const;
