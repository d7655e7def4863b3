import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@platform/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { env } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createHttpSms, createMailer, createOutboxSms } from './lib/messaging.js';
import { createUploadStore } from './lib/uploads.js';
import {
  authRoutes,
  createAuthRepository,
  createAuthService,
  siteAddress,
  createEncryptionService,
  createRsaKeysRepository,
  createSessionsService,
  createVerificationService,
  CODE_BUDGETS,
} from './modules/auth/index.js';
import {
  contentRoutes,
  createContentRepository,
  createContentService,
  createSiteBoot,
} from './modules/content/index.js';
import {
  createGamesRepository,
  createGamesService,
  gamesRoutes,
  type BeforeLaunch,
  type GameLauncher,
} from './modules/games/index.js';
import {
  createHouseAssets,
  createHouseRepository,
  createHouseService,
  houseRoutes,
} from './modules/house/index.js';
import { createAuditRepository } from './modules/audit/index.js';
import { registerAdmin } from './modules/admin/index.js';
import { createOperatorQueues, type OperatorQueues } from './lib/operator-queues.js';
import { createMembersRepository, createMembersService, membersRoutes } from './modules/members/index.js';
import type { ModuleDeps } from './modules/module-deps.js';
import { registerPayments } from './modules/payments/index.js';
import {
  createPointsRepository,
  createPointsService,
  pointsRoutes,
  registerPointShop,
} from './modules/points/index.js';
import { createRecordsRepository, createRecordsService, recordsRoutes } from './modules/records/index.js';
import {
  createBonusLock,
  createMemberInbox,
  createReferralEvents,
  createPromotionsRepository,
  createPromotionsService,
  createVipRepository,
  createVipService,
  promotionsRoutes,
  registerMissions,
  registerRewardCentre,
  vipRoutes,
} from './modules/rewards/index.js';
import {
  createKnownIpsRepository,
  createPaymentPasswordRepository,
  createPaymentPasswordService,
  registerSecurity as registerSecurityCentre,
} from './modules/security/index.js';
import { createHttpDomainProbe, type DomainProbe } from './modules/system/index.js';
import { createSystemRepository, createSystemService, systemRoutes } from './modules/system/index.js';
import {
  createLedger,
  createVendorWalletRepository,
  createVendorWalletService,
  createWalletRepository,
  createWalletService,
  vendorWalletRoutes,
  walletRoutes,
} from './modules/wallet/index.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandling } from './plugins/errors.js';
import { logSerializers } from './plugins/log-serializers.js';
import { registerRequestHooks } from './plugins/hooks.js';
import { registerSecurity } from './plugins/security.js';
import { registerWeb } from './plugins/web.js';
import { createScheduler, type Scheduler } from './lib/scheduler.js';
import { DEMO_BRAND, seedBrand } from './seed/brands.js';

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

export type AppOptions = {
  /** PostgreSQL; without it, PGlite. */
  databaseUrl?: string;
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
  now?: () => Date;
  /** Opens a game for a member (tests pass a fake); games answer "not connected" without one. */
  gameLauncher?: GameLauncher;
  /** Runs before each launch (transfer-mode vendors). */
  beforeLaunch?: BeforeLaunch;
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
  app.setSerializerCompiler(serializerCompiler);

  const database: DatabaseHandle = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  await database.migrate(migrationsFolder());
  const { db } = database;
  if (options.seedDemo ?? true) await seedBrand(db, DEMO_BRAND);

  const now = options.now ?? (() => new Date());
  const outboxDir = options.outboxDir ?? path.resolve(options.dataDir ?? env.DATA_DIR, 'outbox');
  const uploadsDir = options.uploadsDir ?? path.resolve(options.dataDir ?? env.DATA_DIR, 'uploads');
  const sms = env.SMS_PROVIDER_URL
    ? createHttpSms(env.SMS_PROVIDER_URL, env.SMS_PROVIDER_TOKEN)
    : createOutboxSms(outboxDir, app.log);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir, from: env.MAIL_FROM, log: app.log });

  const systemRepo = createSystemRepository(db);
  const authRepo = createAuthRepository(db);
  const membersRepo = createMembersRepository(db);
  const audit = createAuditRepository(db);
  const knownIps = createKnownIpsRepository(db);
  const inbox = createMemberInbox();
  const referrals = createReferralEvents({ inbox });
  const bonusLock = createBonusLock();
  const paymentPassword = createPaymentPasswordService({
    db,
    repo: createPaymentPasswordRepository(db),
    audit,
    inbox,
    now,
  });
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
  const sessions = createSessionsService({
    repo: authRepo,
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    now,
  });
  const verification = createVerificationService({
    repo: authRepo,
    sms,
    now,
    captchaDifficulty: options.captchaDifficulty,
    budgets: { ...CODE_BUDGETS, ...options.codeBudgets },
  });
  const auth = createAuthService({
    audit,
    knownIps,
    db,
    repo: authRepo,
    members: membersRepo,
    sessions,
    verification,
    mailer,
    publicUrl: async (brand) =>
      env.PUBLIC_URL ?? options.publicUrl ?? siteAddress(await systemRepo.listDomains(brand.id)),
    now,
  });
  const vip = createVipService({ repo: createVipRepository(db) });
  const members = createMembersService({
    knownIps,
    db,
    repo: membersRepo,
    audit,
    sessions,
    verification,
    vip,
    referrals,
    registrationLimits: options.registrationLimits ?? true,
    now,
  });
  const ledger = createLedger(db);
  const wallet = createWalletService({ db, ledger, repo: createWalletRepository(db), bonusLock });
  const vendorWallet = createVendorWalletService({
    db,
    ledger,
    repo: createVendorWalletRepository(db),
    pointEarnings: createPointsRepository(db),
    now: () => now().getTime(),
  });
  const promotions = createPromotionsService({
    db,
    repo: createPromotionsRepository(db),
    uploads: createUploadStore(path.join(uploadsDir, 'promotions')),
    now,
  });
  const points = createPointsService({ repo: createPointsRepository(db) });
  // The in-house vendor moves money like any vendor: signed calls of the vendor wallet API, through the
  // app's own routes.
  const house = createHouseService({
    repo: createHouseRepository(db),
    inject: (request) => app.inject(request),
    now,
    log: app.log,
  });
  const games = createGamesService({
    repo: createGamesRepository(db),
    now: () => now().getTime(),
    launcher: options.gameLauncher ?? house.launcher,
    beforeLaunch:
      options.beforeLaunch ??
      ((brand, memberId, vendorCode) => wallet.beforeLaunch(brand, memberId, vendorCode)),
  });
  const records = createRecordsService({ repo: createRecordsRepository(db), now });
  const content = createContentService({
    repo: createContentRepository(db),
    countGameProviders: (brand) => games.countProviders(brand),
    now,
  });

  const webRoot = options.webRoot ?? (env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : defaultWebRoot());
  registerErrorHandling(app);
  await registerSecurity(app, {
    webRoot,
    rateLimit: options.rateLimit ?? { max: env.RATE_LIMIT_MAX, timeWindowMs: 60_000 },
  });
  await registerDocs(app, { serve: options.docs ?? env.NODE_ENV !== 'production' });
  registerRequestHooks(app, { system, sessions, encryption });

  const loginPerMinute = options.loginPerMinute ?? env.LOGIN_RATE_LIMIT_PER_MINUTE;
  await app.register(systemRoutes, { system });
  await app.register(authRoutes, {
    auth,
    encryption,
    verification,
    loginPerMinute,
    memberExistsByMobile: async (brandId, dial, mobile) =>
      (await membersRepo.findByMobile(brandId, dial, mobile)) !== undefined,
  });
  await app.register(membersRoutes, { members, registerPerMinute: loginPerMinute });
  await app.register(walletRoutes, { wallet });
  await app.register(vendorWalletRoutes, { vendorWallet });
  await app.register(promotionsRoutes, { promotions });
  await app.register(vipRoutes, { vip });
  await app.register(pointsRoutes, { points });
  await app.register(contentRoutes, { content, submissionsPerMinute: options.submissionsPerMinute ?? 10 });
  await app.register(gamesRoutes, { games });
  await app.register(houseRoutes, { house, assets: createHouseAssets() });
  await app.register(recordsRoutes, { records });
  const scheduler = createScheduler(app.log);
  const operatorQueues = createOperatorQueues();
  app.decorate('scheduler', scheduler);
  app.decorate('operatorQueues', operatorQueues);
  app.addHook('onClose', async () => scheduler.stop());
  const deps: ModuleDeps = {
    db,
    ledger,
    wallet,
    now,
    log: app.log,
    sms,
    mailer,
    verification,
    sessions,
    encryption,
    audit,
    inbox,
    referrals,
    paymentPassword,
    vip,
    knownIps,
    bonusLock,
    uploadsDir,
    keysDir: options.keysDir ?? path.resolve(env.KEYS_DIR ?? './keys'),
    scheduler,
    operatorQueues,
  };
  await registerSecurityCentre(app, deps);
  await registerPayments(app, deps, {
    sandbox: options.paymentSandbox ?? env.paymentSandbox,
    callbacksPerMinute: options.callbacksPerMinute ?? env.GATEWAY_CALLBACK_LIMIT,
  });
  await registerRewardCentre(app, deps);
  await registerMissions(app, deps);
  await registerPointShop(app, deps);
  await registerAdmin(app, deps);
  await registerWeb(app, webRoot, createSiteBoot({ system, content }));

  return app;
}
