import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  TEST_DATABASE_URL: z.string().url().optional(),
  /** Connections each API process keeps to PostgreSQL at most; all processes together stay under the server's max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Redis shared by every API process (decision record 037): session revocations, rate limits and the
   * claims of scheduled runs. Unset: all of it stays in this process, which is right for one process.
   */
  REDIS_URL: z.string().url().optional(),
  /** Put before every Redis key and channel of this platform, so that one Redis can serve several. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, ":", "_" or "-", at most 64')
    .default('royal-lotus:'),
  /** The Redis of the several-process test (`cluster.test.ts`); it runs only where it answers. */
  TEST_REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().min(1).optional(),
  DEFAULT_MERCHANT: z.string().min(1).max(32).default('demo'),
  SEED_DEMO: bool.default(true),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Operator sessions (the back office) are shorter than members': idle and absolute limits. */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  OPERATOR_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  RSA_KEY_ROTATE_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  RSA_KEY_GRACE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Royal Lotus <no-reply@royallotus.example>'),
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** The operator the admin command line logs in as (`npm run admin`), unless given on its command line. */
  ADMIN_USER: z.string().max(64).optional(),
  ADMIN_PASSWORD: z.string().max(128).optional(),
  /** Base64 of 32 bytes sealing bank account numbers; without it, `KEYS_DIR/seal.key` (decision record 024). */
  SEAL_KEY: z.string().min(40).max(64).optional(),
  /**
   * The folder of the server's own keys (`seal.key`), apart from DATA_DIR so that a copy of the data does
   * not carry them; `./keys` when unset. Required (or SEAL_KEY) in production with DATABASE_URL.
   */
  KEYS_DIR: z.string().min(1).optional(),
  /**
   * The sandbox payment gateway, which credits deposits nobody paid (decision record 025). Unset: on only
   * when NODE_ENV is development or test. `npm start` (the demo) runs the server with `--demo`, which
   * turns it on too.
   */
  PAYMENT_SANDBOX: bool.optional(),
  /** Callbacks of payment gateways accepted per minute per IP. */
  GATEWAY_CALLBACK_LIMIT: z.coerce.number().int().min(1).default(120),
});

export type Env = z.infer<typeof schema> & {
  /** Whether the sandbox payment gateway is served: PAYMENT_SANDBOX, else on outside production. */
  paymentSandbox: boolean;
};

/** The environment, read once and validated; nothing else reads `process.env`. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    paymentSandbox: parsed.data.PAYMENT_SANDBOX ?? parsed.data.NODE_ENV !== 'production',
  };
}

export const env: Env = readEnv();

export const resolveDataDir = (dataDir: string) => path.resolve(dataDir);
