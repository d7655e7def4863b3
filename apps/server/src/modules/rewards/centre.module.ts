import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';

/** Reward centre, bonuses, raffles and referral. */
export async function registerRewardCentre(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
