import type { FastifyInstance } from 'fastify';
import { createVendorWalletClient } from '../../../lib/vendor-wallet-client.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { HouseRepository } from '../house.repository.js';
import { createLiveHub, createLiveSessions } from '../live/index.js';
import { createRoundsService } from './rounds.service.js';
import { createTablesRepository } from './tables.repository.js';
import { createTablesService } from './tables.service.js';
import { registerTableSocket } from './tables.socket.js';

export { TABLE_GAMES, tableGame, type TableGame } from './catalogue.js';
export { TABLE_SOCKET_PATH } from './tables.contracts.js';

export const TABLES_JOB = 'house.tables';

/**
 * The live tables of the in-house vendor: shared rounds on a clock (the `house.tables` job, every second),
 * bets over a WebSocket, money through the signed vendor wallet API like any vendor's.
 */
export function registerTables(
  app: FastifyInstance,
  deps: ModuleDeps,
  { houseRepo }: { houseRepo: HouseRepository },
): void {
  const repo = createTablesRepository(deps.db);
  const hub = createLiveHub({ shared: deps.shared, log: deps.log });
  const wallet = createVendorWalletClient({
    inject: (request) => app.inject(request),
    secretOf: (merchantId, vendorCode) => houseRepo.vendorSecret(merchantId, vendorCode),
    now: deps.now,
    what: 'the table',
  });
  const tables = createTablesService({ repo, wallet, hub, now: deps.now, log: deps.log });
  const rounds = createRoundsService({ db: deps.db, repo, wallet, hub, now: deps.now, log: deps.log });
  registerTableSocket(app, {
    hub,
    sessions: createLiveSessions({ repo: houseRepo, now: deps.now }),
    tables,
    log: deps.log,
  });
  deps.scheduler.register({ name: TABLES_JOB, everyMs: 1_000, run: () => rounds.run(), runAtStart: true });
}
