import path from 'node:path';
import { ADMIN_BRAND_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUploadStore } from '../../../lib/uploads.js';
import type { ModuleDeps } from '../../module-deps.js';
import { createNotReceivedQueue, createPaymentsConfigRepository } from '../../payments/index.js';
import { createBrandSettingsRepository } from '../../system/index.js';
import type { Role } from '../roles.js';
import { BRAND_CHANGED, createBrandSettingsAdmin } from './brand-settings.service.js';
import { brandRoutes } from './brand.routes.js';
import { createPaymentsConfigAdmin } from './payments-config.service.js';

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) => `${method} ${path}`;
const EVERY_ROLE: readonly Role[] = ['owner', 'finance', 'support', 'viewer'];
const OWNER: readonly Role[] = ['owner'];
const OWNER_FINANCE: readonly Role[] = ['owner', 'finance'];
const P = ADMIN_BRAND_PATHS;

/** Who may make each call of this area (merged into the role matrix, roles.ts). */
export const BRAND_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [call('GET', P.settings)]: EVERY_ROLE,
  [call('PUT', P.settings)]: OWNER,
  [call('GET', P.channels)]: EVERY_ROLE,
  [call('PATCH', P.channel)]: OWNER_FINANCE,
  [call('GET', P.bankAccounts)]: EVERY_ROLE,
  [call('POST', P.bankAccounts)]: OWNER_FINANCE,
  [call('PATCH', P.bankAccount)]: OWNER_FINANCE,
  [call('GET', P.withdrawalLimits)]: EVERY_ROLE,
  [call('PUT', P.withdrawalLimits)]: OWNER_FINANCE,
  [call('GET', P.notReceived)]: EVERY_ROLE,
  [call('GET', P.withdrawalProof)]: EVERY_ROLE,
};

/**
 * The back office's brand calls, inside the operator session scope (the role matrix is checked before).
 * Registers the queue of withdrawals marked not received, and makes every API process drop its cached
 * brand when an operator changes it (the message goes through the shared state, decision record 037).
 */
export const adminBrandRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  deps.shared.subscribe(BRAND_CHANGED, () => deps.system.forget());
  const changed = (code: string) => deps.shared.publish(BRAND_CHANGED, { code });
  const brands = createBrandSettingsRepository(deps.db);
  const payments = createPaymentsConfigRepository(deps.db);
  deps.operatorQueues.register(
    createNotReceivedQueue({
      db: deps.db,
      ledger: deps.ledger,
      repo: payments,
      now: deps.now,
      inbox: deps.inbox,
    }),
  );
  await app.register(brandRoutes, {
    settings: createBrandSettingsAdmin({ db: deps.db, repo: brands, audit: deps.audit, changed }),
    payments: createPaymentsConfigAdmin({
      db: deps.db,
      repo: payments,
      brands,
      audit: deps.audit,
      // The withdrawals module keeps its members' proof images here (payments/withdrawals/index.ts).
      proofs: createUploadStore(path.join(deps.uploadsDir, 'withdrawals')),
      changed,
    }),
  });
};
