import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { vipLevels } from '../../db/schema.js';

export type VipLevelRow = typeof vipLevels.$inferSelect;

export function createVipRepository(db: Database) {
  return {
    async listLevels(merchantId: number, tx: Executor = db): Promise<VipLevelRow[]> {
      return tx
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .orderBy(asc(vipLevels.level));
    },
  };
}
export type VipRepository = ReturnType<typeof createVipRepository>;
