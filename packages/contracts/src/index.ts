export * from './envelope.js';
export * from './errors.js';
export * from './money.js';
export * from './mask.js';
export * from './patterns.js';
export * from './system.js';
export * from './constants.js';
export * from './crypto.js';
export * from './crypto-schemas.js';
export * from './auth.js';
export * from './member.js';
export * from './register.js';
export * from './paths.js';
export { ADMIN_API } from './keys/admin.js';
export * from './content-constants.js';
export * from './content.js';
export * from './wallet.js';
export * from './games-constants.js';
export * from './games.js';
export * from './records.js';
export * from './security.js';
export * from './deposits.js';
export * from './withdrawals.js';
export * from './admin.js';
export * from './admin-members.js';
export * from './admin-reports.js';
export * from './admin-content.js';
export * from './admin-brand.js';
export * from './admin-rewards.js';
export * from './admin-games.js';
export * from './reward-centre.js';
export * from './missions.js';
export * from './points-shop.js';
export * from './legal.js';
export * from './agent.js';
export * from './lottery.js';
export * from './sportsbook.js';
export * from './responsible.js';
export { RESPONSIBLE_ERRORS } from './keys/responsible-errors.js';
export { AGENT_ERRORS } from './keys/agent-errors.js';
export { LEGAL_ERRORS } from './keys/legal-errors.js';
export {
  breaksLine,
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  line,
  LINE_BREAK_MESSAGE,
  text,
} from './text.js';
export * from './paging.js';
