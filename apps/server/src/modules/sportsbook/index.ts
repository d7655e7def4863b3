import type { FastifyInstance } from 'fastify';
import { createVendorWalletClient } from '../../lib/vendor-wallet-client.js';
import type { GameLauncher } from '../games/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { createRoundCredits } from '../wallet/index.js';
import { createBetsRepository } from './bets.repository.js';
import { createBettingService } from './betting.service.js';
import { createCashOutService } from './cashout.service.js';
import type { FixturesFeed } from './engine/feed/index.js';
import { createFeedWorker, type FeedWorker } from './feed.service.js';
import { createFixturesRepository } from './fixtures.repository.js';
import { createLobbyService } from './lobby.service.js';
import { createSportsbookOperator, type SportsbookOperatorService } from './operator.service.js';
import { createSettlementService, type SettlementService } from './settlement.service.js';
import { sportsbookRoutes } from './sportsbook.routes.js';

export { createSandboxFeed, type FixturesFeed } from './engine/feed/index.js';
export { ESPORTS_GAME_CODE, SPORTS_GAME_CODE } from './rounds.js';
export type { SportsbookOperator, SportsbookOperatorService } from './operator.service.js';

/** The book's jobs: the feed followed, and fixtures with a new result settled. Both every second. */
export const SPORTSBOOK_JOBS = { feed: 'sportsbook.feed', settlement: 'sportsbook.settlement' } as const;
export const SPORTSBOOK_JOB_EVERY_MS = 1_000;
/** The catalogue engine of the book's entries. */
export const SPORTSBOOK_ENGINE = 'sportsbook';

export type SportsbookModule = {
  /** Opens the book for a catalogue entry of engine `sportsbook`; other engines go to `next`. */
  launcher: (next: GameLauncher) => GameLauncher;
  feed: Pick<FeedWorker, 'run'>;
  settlement: Pick<SettlementService, 'run' | 'settleFixture'>;
  /** The operators' side: fixtures entered, results entered and corrected, markets suspended. */
  operator: SportsbookOperatorService;
};

/**
 * The in-house sportsbook (docs/sportsbook.md): its pages and calls, its two jobs, and its launcher. It moves
 * money only through the vendor wallet: signed debits and rollbacks through the app's own routes, settlement
 * and cash-out credits through the wallet's batch credit (decision record 044). `feed` gives the fixtures
 * (none: operators enter them).
 */
export async function registerSportsbook(
  app: FastifyInstance,
  deps: ModuleDeps,
  options: { feed: FixturesFeed | null; pagesRoot: string; delay?: (ms: number) => Promise<void> },
): Promise<SportsbookModule> {
  const fixtures = createFixturesRepository(deps.db);
  const bets = createBetsRepository(deps.db);
  const credits = createRoundCredits();
  const wallet = createVendorWalletClient({
    inject: (request) => app.inject(request),
    secretOf: (merchantId, vendorCode) => fixtures.vendorSecret(merchantId, vendorCode),
    now: deps.now,
    what: 'the sportsbook',
  });
  const lobby = createLobbyService({ fixtures, bets, wallet, now: deps.now });
  const betting = createBettingService({
    db: deps.db,
    fixtures,
    bets,
    wallet,
    now: deps.now,
    ...(options.delay ? { delay: options.delay } : {}),
  });
  const cashOut = createCashOutService({ db: deps.db, fixtures, bets, credits, now: deps.now });
  const feed = createFeedWorker({ fixtures, feed: options.feed, now: deps.now, log: deps.log });
  const settlement = createSettlementService({
    db: deps.db,
    fixtures,
    bets,
    credits,
    ledger: deps.ledger,
    now: deps.now,
    log: deps.log,
  });
  const operator = createSportsbookOperator({
    db: deps.db,
    fixtures,
    settlement,
    audit: deps.audit,
    now: deps.now,
  });

  deps.scheduler.register({
    name: SPORTSBOOK_JOBS.feed,
    everyMs: SPORTSBOOK_JOB_EVERY_MS,
    run: () => feed.run(),
    runAtStart: true,
  });
  deps.scheduler.register({
    name: SPORTSBOOK_JOBS.settlement,
    everyMs: SPORTSBOOK_JOB_EVERY_MS,
    run: () => settlement.run(),
    runAtStart: true,
  });
  await app.register(sportsbookRoutes, {
    lobby,
    betting,
    cashOut,
    pagesRoot: options.pagesRoot,
  });

  return {
    launcher: (next) => async (input) => {
      if (input.game.engine !== SPORTSBOOK_ENGINE) return next(input);
      return lobby.launch({
        brand: input.brand,
        memberId: input.memberId,
        sessionId: input.sessionId,
        language: input.language,
        group: input.game.gameType === 'ESPORTS' ? 'esports' : 'sports',
      });
    },
    feed,
    settlement,
    operator,
  };
}
