import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createMessagesRepository } from './messages.repository.js';
import { messagesRoutes } from './messages.routes.js';
import { createMessagesService } from './messages.service.js';
import { createMissionsRepository } from './missions.repository.js';
import { missionsRoutes } from './missions.routes.js';
import { createMissionsService } from './missions.service.js';
import { createRankRepository } from './rank.repository.js';
import { rankRoutes } from './rank.routes.js';
import { createRankService } from './rank.service.js';
import { createVipRepository } from './vip.repository.js';

/** Missions and their leaderboard, platform messages, VIP rank progress. */
export async function registerMissions(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, ledger, now, inbox } = deps;
  const missions = createMissionsService({ db, ledger, repo: createMissionsRepository(db), now, inbox });
  const messages = createMessagesService({ repo: createMessagesRepository(db), now });
  const rank = createRankService({ repo: createRankRepository(db), levels: createVipRepository(db), now });
  await app.register(missionsRoutes, { missions });
  await app.register(messagesRoutes, { messages });
  await app.register(rankRoutes, { rank });
}
