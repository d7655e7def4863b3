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

// `--demo` (what `npm start` passes) turns the sandbox payment gateway on unless PAYMENT_SANDBOX says
// otherwise; a deployment started without it has no sandbox in production (decision record 025).
const demo = process.argv.includes('--demo');
const paymentSandbox = env.PAYMENT_SANDBOX ?? (demo || env.paymentSandbox);

const app = await buildApp({
  databaseUrl: env.DATABASE_URL,
  redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
  dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
  outboxDir: path.join(dataDir, 'outbox'),
  logger: defaultLogger(env.LOG_LEVEL),
  seedDemo: env.SEED_DEMO,
  paymentSandbox,
  // The demo's mails (password reset) link to the demo itself.
  publicUrl: demo ? `http://${env.HOST}:${env.PORT}` : undefined,
});
const sandboxInProduction = paymentSandbox && env.NODE_ENV === 'production';
if (sandboxInProduction)
  app.log.warn(
    { paymentSandbox, nodeEnv: env.NODE_ENV },
    'DEMO: the sandbox payment gateway is on and credits deposits nobody paid; never run this for real money',
  );

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
const shared = env.REDIS_URL
  ? `Redis (REDIS_URL, keys under "${env.REDIS_KEY_PREFIX}")`
  : 'this process only';
const logins = DEMO_BRAND.accounts
  .map((a) => `  ${a.username.padEnd(10)} ${a.password}  (type ${a.type})`)
  .join('\n');
const box = (lines: string[]) => {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `  ${'*'.repeat(width + 4)}`;
  return ['', rule, ...lines.map((l) => `  * ${l.padEnd(width)} *`), rule].join('\n');
};
const banner = sandboxInProduction
  ? box([
      'THIS IS A DEMO. The sandbox payment gateway is on: it credits deposits nobody paid.',
      'Never take real money with it. A real deployment runs `node apps/server/dist/server.js`',
      'without --demo (and without PAYMENT_SANDBOX=true).',
    ])
  : '';
console.log(
  `${banner}\nRoyal Lotus platform is running at ${address}\n  database: ${database}\n  shared state: ${shared}\n${env.NODE_ENV === 'production' ? '' : `  API docs: ${address}/docs\n`}  demo logins (merchant "${DEMO_BRAND.code}"):\n${logins}\n`,
);
