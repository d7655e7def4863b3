import path from 'node:path';
import { buildApp, defaultLogger } from './app.js';
import { env } from './config/env.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { DEMO_BRAND } from './seed/brands.js';

const dataDir = path.resolve(env.DATA_DIR);
let release = () => undefined as void;
try {
  if (!env.DATABASE_URL) release = lockDataDir(dataDir);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const app = await buildApp({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
  outboxDir: path.join(dataDir, 'outbox'),
  logger: defaultLogger(env.LOG_LEVEL),
  seedDemo: env.SEED_DEMO,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  release();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: env.PORT, host: env.HOST });
app.scheduler.start();
const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${dataDir}`;
const logins = DEMO_BRAND.accounts
  .map((a) => `  ${a.username.padEnd(10)} ${a.password}  (type ${a.type})`)
  .join('\n');
console.log(
  `\nRoyal Lotus platform is running at ${address}\n  database: ${database}\n  API docs: ${address}/docs\n  demo logins (merchant "${DEMO_BRAND.code}"):\n${logins}\n`,
);
