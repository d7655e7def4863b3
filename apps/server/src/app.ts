import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@platform/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { env } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createHttpSms, createMailer, createOutboxSms } from './lib/messaging.js';
import { createAuditRepository } from './modules/audit/index.js';
import { registerAdmin, registerAdminPages } from './modules/admin/index.js';
import { createOperatorQueues, type OperatorQueues } from './lib/operator-queues.js';
import { mayCreateSealKey } from './lib/sealed.js';
import {
  CODE_BUDGETS,
  createAuthRepository,
  createEncryptionService,
  createRsaKeysRepository,
  createSessionsService,
  createVerificationService,
  registerAuth,
  siteAddress,
} from './modules/auth/index.js';
import { registerCommissions } from './modules/commissions/index.js';
import { registerContent, createSiteBoot } from './modules/content/index.js';
import { registerGames, type BeforeLaunch, type GameLauncher } from './modules/games/index.js';
import { registerHouse } from './modules/house/index.js';
import { createSandboxFeed, registerLottery, type ResultsFeed } from './modules/lottery/index.js';
import {
  createSandboxFeed as createSandboxFixtures,
  registerSportsbook,
  type FixturesFeed,
} from './modules/sportsbook/index.js';
import { registerMembers } from './modules/members/index.js';
import type { ModuleDeps } from './modules/module-deps.js';
import { registerPayments } from './modules/payments/index.js';
import { registerPoints } from './modules/points/index.js';
import { registerRecords } from './modules/records/index.js';
import {
  createResponsibleGuard,
  createResponsibleRepository,
  registerResponsible,
} from './modules/responsible/index.js';
import { registerAgents } from './modules/agents/index.js';
import {
  createBonusLock,
  createDepositPromotions,
  createMemberInbox,
  createReferralEvents,
  createVipRepository,
  createVipService,
  registerRewards,
} from './modules/rewards/index.js';
import {
  createKnownIpsRepository,
  createPaymentPasswordRepository,
  createPaymentPasswordService,
  registerSecurity as registerSecurityCentre,
} from './modules/security/index.js';
import {
  createHttpDomainProbe,
  createSystemRepository,
  createSystemService,
  registerSystem,
  type DomainProbe,
} from './modules/system/index.js';
import {
  createLedger,
  createWalletRepository,
  createWalletService,
  registerWallet,
} from './modules/wallet/index.js';
import { registerDocs } from './plugins/docs.js';
import { registerWebSockets } from './plugins/websocket.js';
import { registerErrorHandling } from './plugins/errors.js';
import { logSerializers } from './plugins/log-serializers.js';
import { registerRequestHooks } from './plugins/hooks.js';
import { registerResponseSerializer } from './plugins/response-serializer.js';
import { registerSecurity } from './plugins/security.js';
import { registerWeb } from './plugins/web.js';
import { createScheduler, type Scheduler } from './lib/scheduler.js';
import { connectRedisState, createProcessState } from './lib/shared-state.js';
import { oneStartAtATime } from './lib/startup-lock.js';
import { demoBrand, seedBrand } from './seed/brands.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Scheduled jobs (the server starts them; tests run them by name). */
    scheduler: Scheduler;
    /** Requests waiting for an operator (deposits, withdrawals, points redemptions). */
    operatorQueues: OperatorQueues;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The committed migrations, next to the sources (`src/..`) or copied beside the bundle (`dist/`). */
function migrationsFolder(): string {
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, 'drizzle')];
  const found = candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')}).`);
  return found;
}

export const defaultWebRoot = () => path.resolve(here, '../../web/dist');
/** Where `npm run build` writes the sportsbook's pages. */
const defaultSportsbookRoot = () => path.resolve(here, '../../sportsbook/dist');

export type AppOptions = {
  /** PostgreSQL; without it, PGlite. */
  databaseUrl?: string;
  /** Redis shared by several API processes (decision record 037); without it, all stays in process. */
  redis?: { url: string; keyPrefix: string };
  /** PGlite files; in memory when absent. */
  dataDir?: string;
  /** Where the outbox SMS and e-mail providers write. */
  outboxDir?: string;
  /** Files members upload (promotion proof images); `<dataDir>/uploads` by default. */
  uploadsDir?: string;
  /** The server's own keys (`seal.key`); `KEYS_DIR`, else `./keys`, apart from the data folder. */
  keysDir?: string;
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  rateLimit?: { max: number; timeWindowMs: number } | false;
  loginPerMinute?: number;
  /** Leading zero bits of the captcha's proof of work (decision record 022); tests use fewer. */
  captchaDifficulty?: number;
  /** Budgets of SMS and e-mail codes (decision record 021); the defaults unless given. */
  codeBudgets?: Partial<typeof CODE_BUDGETS>;
  /** Feedback and affiliate applications per IP per minute. */
  submissionsPerMinute?: number;
  /** How the server measures the brand's other domains (tests pass a fake; never the network). */
  domainProbe?: DomainProbe;
  seedDemo?: boolean;
  /** With the demo brand, agent01's team and its last 30 days of play (on unless false; the test app turns it off). */
  demoTeam?: boolean;
  now?: () => Date;
  /** Opens a game for a member (tests pass a fake); games answer "not connected" without one. */
  gameLauncher?: GameLauncher;
  /** Runs before each launch (transfer-mode vendors). */
  beforeLaunch?: BeforeLaunch;
  /**
   * Also encode every answer with its zod schema, failing one that breaks its contract (decision record 036);
   * by default outside production only (tests, development).
   */
  checkAnswers?: boolean;
  /** Serve the OpenAPI document at /docs (public routes only); by default, outside production only. */
  docs?: boolean;
  /**
   * The brands' daily caps of new accounts per IP address and device (on by default). The tests turn them
   * off, since each file opens many accounts from one address, except those testing the caps.
   */
  registrationLimits?: boolean;
  /** Serve the sandbox payment gateway (decision record 025); `env.paymentSandbox` by default. */
  paymentSandbox?: boolean;
  /**
   * The site's address for links in mail when `PUBLIC_URL` is not set (the demo passes its own listening
   * address); without either, the brand's first configured domain. Never the request's `Host`.
   */
  publicUrl?: string;
  /** Gateway callbacks per IP per minute; `GATEWAY_CALLBACK_LIMIT` by default. */
  callbacksPerMinute?: number;
  /**
   * The lottery's results of real-world draws (its feed games). Without it, the sandbox feed where the
   * sandbox payment gateway is served (the demo, tests), else none (operators enter those results).
   */
  lotteryFeed?: ResultsFeed | null;
  /** The sportsbook's fixtures feed: the sandbox feed with the payment sandbox, else none (operators enter fixtures). */
  sportsbookFeed?: FixturesFeed | null;
  /** The sportsbook's in-play wait (tests pass one that returns at once). */
  sportsbookDelay?: (ms: number) => Promise<void>;
};

const REDACT = [
  'req.headers.authorization',
  'req.headers.encryption',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.paymentPassword',
  '*.token',
  '*.verificationCode',
  '*.captcha',
  '*.code',
  'err.params',
];

export const defaultLogger = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: REDACT, censor: '[redacted]' },
  serializers: logSerializers,
});

/** A URL the router cannot decode (`/wps/%ff`) gets the same envelope as any other refusal. */
function answerFrameworkError(error: { code: string }, _request: unknown, reply: FastifyReply) {
  void reply.code(400).send({
    success: false,
    value: null,
    message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The request is not valid.',
    errorCode: ERROR_CODES.validation,
  });
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerResponseSerializer(app, { check: options.checkAnswers ?? env.NODE_ENV !== 'production' });

  const shared = options.redis
    ? await connectRedisState({ url: options.redis.url, prefix: options.redis.keyPrefix, log: app.log })
    : createProcessState(app.log);
  app.addHook('onClose', async () => shared.close());
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    poolMax: env.DATABASE_POOL_MAX,
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  const { db } = database;
  await oneStartAtATime(database, async () => {
    await database.migrate(migrationsFolder());
    if (options.seedDemo ?? true) await seedBrand(db, demoBrand({ team: options.demoTeam ?? true }));
  });

  const now = options.now ?? (() => new Date());
  const outboxDir = options.outboxDir ?? path.resolve(options.dataDir ?? env.DATA_DIR, 'outbox');
  const uploadsDir = options.uploadsDir ?? path.resolve(options.dataDir ?? env.DATA_DIR, 'uploads');
  const sms = env.SMS_PROVIDER_URL
    ? createHttpSms(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN)
    : createOutboxSms(outboxDir, app.log);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir, from: env.MAIL_FROM, log: app.log });

  const settings: ModuleDeps['settings'] = {
    loginPerMinute: options.loginPerMinute ?? env.LOGIN_RATE_LIMIT_PER_MINUTE,
    submissionsPerMinute: options.submissionsPerMinute ?? 10,
    registrationLimits: options.registrationLimits ?? true,
    sealKey: { base64: env.SEAL_KEY, mayCreate: mayCreateSealKey(env) },
    paymentSandbox: options.paymentSandbox ?? env.paymentSandbox,
    callbacksPerMinute: options.callbacksPerMinute ?? env.GATEWAY_CALLBACK_LIMIT,
  };

  // Shared services, built once: the request hooks, the site page and several modules use them.
  const systemRepo = createSystemRepository(db);
  const system = createSystemService({
    repo: systemRepo,
    defaultMerchant: env.DEFAULT_MERCHANT,
    probe: options.domainProbe ?? createHttpDomainProbe(),
    now: () => now().getTime(),
  });
  const encryption = createEncryptionService({
    repo: createRsaKeysRepository(db),
    rotateMs: env.RSA_KEY_ROTATE_HOURS * 3_600_000,
    graceMs: env.RSA_KEY_GRACE_MINUTES * 60_000,
    now,
  });
  const authRepo = createAuthRepository(db);
  const sessions = createSessionsService({
    repo: authRepo,
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    changes: {
      publish: (change) => shared.publish('sessions', change),
      subscribe: (listener) => shared.subscribe('sessions', listener),
    },
    now,
  });
  const verification = createVerificationService({
    repo: authRepo,
    sms,
    now,
    captchaDifficulty: options.captchaDifficulty,
    budgets: { ...CODE_BUDGETS, ...options.codeBudgets },
  });
  const audit = createAuditRepository(db);
  const inbox = createMemberInbox();
  const ledger = createLedger(db);
  const bonusLock = createBonusLock();
  const scheduler = createScheduler(app.log, (key, ttlMs) => shared.claim(key, ttlMs));
  const operatorQueues = createOperatorQueues();
  const responsible = createResponsibleGuard({ db, repo: createResponsibleRepository(db), now });
  app.decorate('scheduler', scheduler);
  app.decorate('operatorQueues', operatorQueues);
  app.addHook('onClose', async () => scheduler.stop());
  const deps: ModuleDeps = {
    settings,
    db,
    now,
    log: app.log,
    sms,
    mailer,
    system,
    siteUrl: async (brand) =>
      env.PUBLIC_URL ?? options.publicUrl ?? siteAddress(await systemRepo.listDomains(brand.id)),
    verification,
    sessions,
    encryption,
    audit,
    inbox,
    referrals: createReferralEvents({ inbox }),
    depositPromotions: createDepositPromotions({ ledger, inbox, now }),
    paymentPassword: createPaymentPasswordService({
      db,
      repo: createPaymentPasswordRepository(db),
      audit,
      inbox,
      now,
    }),
    vip: createVipService({ repo: createVipRepository(db) }),
    knownIps: createKnownIpsRepository(db),
    ledger,
    wallet: createWalletService({
      db,
      ledger,
      repo: createWalletRepository(db),
      bonusLock,
      mayPlay: (memberId) => responsible.assertMayPlay(memberId),
    }),
    responsible,
    bonusLock,
    uploadsDir,
    keysDir: options.keysDir ?? path.resolve(env.KEYS_DIR ?? './keys'),
    scheduler,
    operatorQueues,
    shared,
  };

  const webRoot = options.webRoot ?? (env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : defaultWebRoot());
  registerErrorHandling(app);
  await registerSecurity(app, {
    webRoot,
    rateLimit: options.rateLimit ?? { max: env.RATE_LIMIT_MAX, timeWindowMs: 60_000 },
    store: shared.rateLimit,
  });
  await registerDocs(app, { serve: options.docs ?? env.NODE_ENV !== 'production' });
  await registerWebSockets(app);
  registerRequestHooks(app, {
    brandOf: (merchant) => system.brand(merchant),
    authenticate: (brand, token) => sessions.authenticate(brand, token),
    decrypt: (header, value) => encryption.decrypt(header, value),
  });

  // Each module registers its routes, jobs and queues.
  await registerSystem(app, deps);
  await registerAuth(app, deps);
  await registerMembers(app, deps);
  await registerWallet(app, deps);
  const rewards = await registerRewards(app, deps);
  await registerPoints(app, deps);
  // The in-house vendor's launcher opens its games unless a test passes another.
  const house = await registerHouse(app, deps);
  const lottery = await registerLottery(app, deps, {
    feed:
      options.lotteryFeed !== undefined
        ? options.lotteryFeed
        : settings.paymentSandbox
          ? createSandboxFeed({ now })
          : null,
  });
  const sportsbook = await registerSportsbook(app, deps, {
    feed:
      options.sportsbookFeed !== undefined
        ? options.sportsbookFeed
        : settings.paymentSandbox
          ? createSandboxFixtures('royal-lotus-sandbox')
          : null,
    ...(options.sportsbookDelay ? { delay: options.sportsbookDelay } : {}),
    pagesRoot: defaultSportsbookRoot(),
  });
  const games = await registerGames(app, deps, {
    launcher: options.gameLauncher ?? sportsbook.launcher(house.launcher),
    beforeLaunch:
      options.beforeLaunch ??
      ((brand, memberId, vendorCode) => deps.wallet.beforeLaunch(brand, memberId, vendorCode)),
    lotteryPage: lottery.page,
  });
  const content = await registerContent(app, deps, {
    countGameProviders: (brand) => games.countProviders(brand),
  });
  await registerRecords(app, deps);
  await registerAgents(app, deps);
  await registerSecurityCentre(app, deps);
  await registerPayments(app, deps);
  await registerCommissions(app, deps);
  const responsibleGaming = await registerResponsible(app, deps);
  await registerAdminPages(app, path.resolve(here, '../../admin/dist'));
  await registerAdmin(app, deps, {
    lottery: lottery.operator,
    sportsbook: sportsbook.operator,
    responsible: responsibleGaming.operator,
    sessions: {
      idleMs: env.OPERATOR_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: env.OPERATOR_SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
  });
  await registerWeb(app, webRoot, createSiteBoot({ system, content, promotions: rewards.promotions }));

  return app;
}
