/**
 * The database schema: one file per domain under `tables/`, gathered here for the query builder, the
 * migrations (drizzle-kit reads this file) and the repositories, which import tables from here.
 */
export * from './tables/brands.js';
export * from './tables/members.js';
export * from './tables/ledger.js';
export * from './tables/auth.js';
export * from './tables/audit.js';
export * from './tables/content.js';
export * from './tables/games.js';
export * from './tables/rewards.js';
export * from './tables/points.js';
export * from './tables/house.js';
export * from './tables/house-demo.js';
export * from './tables/security.js';
export * from './tables/payments.js';
export * from './tables/operators.js';
export * from './tables/agents.js';
export * from './tables/lottery.js';
export * from './tables/sportsbook.js';
export * from './tables/rooms.js';
export * from './tables/live-tables.js';
export * from './tables/responsible.js';
export * from './tables/back-office.js';
