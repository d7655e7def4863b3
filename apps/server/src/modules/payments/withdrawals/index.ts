import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createUploadStore } from '../../../lib/uploads.js';
import type { ModuleDeps } from '../../module-deps.js';
import { createUplineService } from './upline.service.js';
import { createWithdrawalsQueue } from './withdrawals.queue.js';
import { createWithdrawalsRepository } from './withdrawals.repository.js';
import { withdrawalsRoutes } from './withdrawals.routes.js';
import { createWithdrawalsService } from './withdrawals.service.js';

/** How often the job looks for paid withdrawals nobody confirmed in time. */
const AUTO_CONFIRM_EVERY_MS = 60_000;

/** Withdrawals (held at once, decided by an operator, confirmed by the member) and transfers to the upline. */
export async function registerWithdrawals(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const repo = createWithdrawalsRepository(deps.db);
  const withdrawals = createWithdrawalsService({
    db: deps.db,
    ledger: deps.ledger,
    repo,
    uploads: createUploadStore(path.join(deps.uploadsDir, 'withdrawals')),
    now: deps.now,
    inbox: deps.inbox,
    paymentPassword: deps.paymentPassword,
    audit: deps.audit,
    bonusLock: deps.bonusLock,
  });
  const upline = createUplineService({
    db: deps.db,
    ledger: deps.ledger,
    repo,
    inbox: deps.inbox,
    paymentPassword: deps.paymentPassword,
    audit: deps.audit,
    bonusLock: deps.bonusLock,
  });
  deps.operatorQueues.register(
    createWithdrawalsQueue({
      db: deps.db,
      ledger: deps.ledger,
      repo,
      now: deps.now,
      inbox: deps.inbox,
    }),
  );
  deps.scheduler.register({
    name: 'withdrawals.autoConfirm',
    everyMs: AUTO_CONFIRM_EVERY_MS,
    run: () => withdrawals.autoConfirm(),
  });
  await app.register(withdrawalsRoutes, { withdrawals, upline });
}
