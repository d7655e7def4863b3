import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createBonusesRepository } from './bonuses.repository.js';
import { createBonusesService } from './bonuses.service.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { createRaffleRepository } from './raffle.repository.js';
import { createRaffleService } from './raffle.service.js';
import { createReferralQueue } from './referral.queue.js';
import { createReferralRepository } from './referral.repository.js';
import { createReferralService } from './referral.service.js';
import { createRewardCentreRepository } from './reward-centre.repository.js';
import { rewardCentreRoutes } from './reward-centre.routes.js';
import { createRewardCentreService } from './reward-centre.service.js';

/** How often invitees' turnover is checked for the referrer's play reward. */
const PLAY_REWARDS_EVERY_MS = 5 * 60_000;

/** Reward centre, bonuses, raffles and referral. */
export async function registerRewardCentre(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, ledger, now, inbox } = deps;
  const raffles = createRaffleService({ db, ledger, repo: createRaffleRepository(db), now });
  const centre = createRewardCentreService({
    db,
    ledger,
    repo: createRewardCentreRepository(db),
    promotions: createPromotionsRepository(db),
    raffles,
    now,
    inbox,
  });
  const bonuses = createBonusesService({ repo: createBonusesRepository(db) });
  const referral = createReferralService({ db, repo: createReferralRepository(db), now, inbox });
  deps.scheduler.register({
    name: 'referral.playRewards',
    everyMs: PLAY_REWARDS_EVERY_MS,
    run: () => referral.grantPlayRewards(),
  });
  deps.operatorQueues.register(createReferralQueue({ db, now, inbox }));
  await app.register(rewardCentreRoutes, { centre, raffles, bonuses, referral });
}
