import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';

/** Missions and their leaderboard, platform messages, VIP rank progress. */
export async function registerMissions(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
