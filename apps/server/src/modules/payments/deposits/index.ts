import { DEPOSIT_SANDBOX_EXPIRY_MINUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.js';
import { createDepositCrediting } from './crediting.js';
import { createDepositQueue } from './deposits.queue.js';
import { createDepositsRepository } from './deposits.repository.js';
import { depositsRoutes, gatewayCallbackRoutes, payPageRoutes } from './deposits.routes.js';
import { createDepositsService } from './deposits.service.js';
import { createSandboxGateway, payUrlOf } from './sandbox-gateway.js';

export const EXPIRE_DEPOSITS_JOB = 'deposits.expire-sandbox';

/** Deposits: the brand's channels, the member's orders, the sandbox gateway and the operators' queue. */
export async function registerDeposits(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { paymentSandbox, callbacksPerMinute } = deps.settings;
  const repo = createDepositsRepository(deps.db);
  const crediting = createDepositCrediting({
    db: deps.db,
    ledger: deps.ledger,
    repo,
    inbox: deps.inbox,
    referrals: deps.referrals,
    promotions: deps.depositPromotions,
  });
  const deposits = createDepositsService({
    db: deps.db,
    responsible: deps.responsible,
    promotions: deps.depositPromotions,
    repo,
    payUrlOf,
    now: deps.now,
    sandbox: paymentSandbox,
  });
  // The sandbox gateway calls back through the app's own route, like an outside gateway would.
  const gateway = createSandboxGateway({
    db: deps.db,
    repo,
    crediting,
    inject: (request) => app.inject(request),
    now: deps.now,
    enabled: paymentSandbox,
  });

  deps.operatorQueues.register(createDepositQueue({ repo, crediting, now: deps.now }));
  deps.scheduler.register({
    name: EXPIRE_DEPOSITS_JOB,
    everyMs: 60_000,
    run: () => gateway.expire(DEPOSIT_SANDBOX_EXPIRY_MINUTES * 60_000),
  });

  await app.register(depositsRoutes, { deposits });
  await app.register(gatewayCallbackRoutes, { gateway, perMinute: callbacksPerMinute });
  await app.register(payPageRoutes, { gateway });
}
