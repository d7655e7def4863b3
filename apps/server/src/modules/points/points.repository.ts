import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { pointRates, pointRewards } from '../../db/schema.js';

export type PointRewardRow = typeof pointRewards.$inferSelect;
export type PointRateRow = typeof pointRates.$inferSelect;

export function createPointsRepository(db: Database) {
  return {
    async listEnabledRewards(merchantId: number, tx: Executor = db): Promise<PointRewardRow[]> {
      return tx
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.enabled, true)))
        .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
    },
    async listRates(merchantId: number, tx: Executor = db): Promise<PointRateRow[]> {
      return tx.select().from(pointRates).where(eq(pointRates.merchantId, merchantId));
    },
  };
}
export type PointsRepository = ReturnType<typeof createPointsRepository>;
