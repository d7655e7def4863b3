import type { FastifyInstance } from 'fastify';
import type { LotteryPage } from '../games/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { createBettingService } from './betting.service.js';
import { createDrawsService, type DrawsService } from './draws.service.js';
import type { ResultsFeed } from './feed.js';
import { createGameStore } from './game-store.js';
import { createLobbyRepository } from './lobby.repository.js';
import { createLobbyService } from './lobby.service.js';
import { lotteryRoutes } from './lottery.routes.js';
import { createNumerosRepository } from './numeros.repository.js';
import { createLotteryOperator, type LotteryOperatorService } from './operator.service.js';
import { createParties } from './parties.js';
import { createRefunds } from './refunds.service.js';
import { createSettlementRepository } from './settlement.repository.js';
import { createSettlementService, type SettlementService } from './settlement.service.js';
import { createTicketsRepository } from './tickets.repository.js';
import { createVendorWalletClient } from '../../lib/vendor-wallet-client.js';

export { createSandboxFeed, type FeedNumero, type ResultsFeed } from './feed.js';
export type { LotteryOperator, LotteryOperatorService } from './operator.service.js';
export type { DrawsRun } from './draws.service.js';
export type { SettlementRun } from './settlement.service.js';

/** The lottery's scheduled jobs: numeros opened, closed and drawn; drawn numeros settled and refunds made. */
export const LOTTERY_JOBS = { draws: 'lottery.draws', settlement: 'lottery.settlement' } as const;
/** Both run every second: a draw is made within about a second of its time. */
export const LOTTERY_JOB_EVERY_MS = 1_000;

export type LotteryModule = {
  operator: LotteryOperatorService;
  page: LotteryPage;
  draws: Pick<DrawsService, 'run'>;
  settlement: Pick<SettlementService, 'run' | 'settleNumero'>;
};

/**
 * The in-house lottery (docs/lottery.md): its lobby and betting calls, its two jobs, and what other modules
 * use of it (the operators' side, the launch page). It moves money only through the vendor wallet: signed
 * debits and rollbacks through the app's own routes, settlement credits through the wallet's credit made
 * in batches (decision record 043). `feed` gives the feed games' results (none: operators enter them).
 */
export async function registerLottery(
  app: FastifyInstance,
  deps: ModuleDeps,
  options: { feed: ResultsFeed | null },
): Promise<LotteryModule> {
  const numeros = createNumerosRepository(deps.db);
  const tickets = createTicketsRepository(deps.db);
  const lobbyRepo = createLobbyRepository(deps.db);
  const games = createGameStore({ repo: numeros, now: deps.now });
  const wallet = createVendorWalletClient({
    inject: (request) => app.inject(request),
    secretOf: (merchantId, vendorCode) => numeros.vendorSecret(merchantId, vendorCode),
    now: deps.now,
    what: 'the lottery',
  });
  const partyOf = createParties({ repo: numeros, now: deps.now });
  const draws = createDrawsService({ numeros, games, feed: options.feed, now: deps.now, log: deps.log });
  const refunds = createRefunds({
    db: deps.db,
    tickets,
    games,
    wallet,
    partyOf,
    now: deps.now,
    log: deps.log,
  });
  const settlement = createSettlementService({
    db: deps.db,
    numeros,
    tickets,
    settlement: createSettlementRepository(deps.db),
    games,
    ledger: deps.ledger,
    refunds,
    partyOf,
    now: deps.now,
    log: deps.log,
  });
  const lobby = createLobbyService({ games, numeros, lobby: lobbyRepo, tickets, draws, now: deps.now });
  const betting = createBettingService({
    db: deps.db,
    games,
    tickets,
    draws,
    refunds,
    wallet,
    now: deps.now,
  });

  deps.scheduler.register({
    name: LOTTERY_JOBS.draws,
    everyMs: LOTTERY_JOB_EVERY_MS,
    run: () => draws.run(),
    // Numeros missed while the platform was down are made and drawn, in order, as soon as it is back.
    runAtStart: true,
  });
  deps.scheduler.register({
    name: LOTTERY_JOBS.settlement,
    everyMs: LOTTERY_JOB_EVERY_MS,
    run: () => settlement.run(),
    runAtStart: true,
  });
  await app.register(lotteryRoutes, { lobby, betting });

  const page: LotteryPage = async (brand, input) => {
    const def = input.gameCode ? await games.game(brand.id, input.gameCode) : undefined;
    const vietnamese = def ? def.group === 'VN' : input.area?.toUpperCase() === 'VN';
    const path = vietnamese ? '/vnlottery' : '/lottery';
    return def && input.view !== 'lobby' ? `${path}?${new URLSearchParams({ gameCode: def.code })}` : path;
  };

  return {
    operator: createLotteryOperator({
      db: deps.db,
      games,
      numeros,
      lobby: lobbyRepo,
      lobbyService: lobby,
      settlement,
      audit: deps.audit,
      now: deps.now,
    }),
    page,
    draws,
    settlement,
  };
}
