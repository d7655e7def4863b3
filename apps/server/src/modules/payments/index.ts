import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { registerDeposits } from './deposits/index.js';
import { registerWithdrawals } from './withdrawals/index.js';

export {
  createPaymentsConfigRepository,
  type PaymentsConfigRepository,
} from './payments-config.repository.js';
export { createNotReceivedQueue, missingOf, notReceivedStatusOf } from './not-received.queue.js';
export { paymentSettingsOf } from './withdrawals/settings.js';

/** Deposits (channels, orders, the sandbox gateway), withdrawals and transfers to the upline. */
export async function registerPayments(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await registerDeposits(app, deps);
  await registerWithdrawals(app, deps);
}
