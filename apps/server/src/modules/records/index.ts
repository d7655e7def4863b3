import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createRecordsRepository } from './records.repository.js';
import { recordsRoutes } from './records.routes.js';
import { createRecordsService } from './records.service.js';

export { createRecordsRepository, type RecordsRepository } from './records.repository.js';
export type { RecordsService } from './records.service.js';

/** The member's betting, transaction, deposit and withdrawal records with their totals. */
export async function registerRecords(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const records = createRecordsService({ repo: createRecordsRepository(deps.db), now: deps.now });
  await app.register(recordsRoutes, { records });
}
