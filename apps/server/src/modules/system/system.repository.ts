import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { merchants, registerRules, whitelabelSwitches } from '../../db/schema.js';

export type MerchantRow = typeof merchants.$inferSelect;
export type SwitchRow = typeof whitelabelSwitches.$inferSelect;
export type RuleRow = typeof registerRules.$inferSelect;

export function createSystemRepository(db: Database) {
  return {
    async findMerchantByCode(code: string, tx: Executor = db): Promise<MerchantRow | undefined> {
      const [row] = await tx.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row;
    },
    async listSwitches(merchantId: number, tx: Executor = db): Promise<SwitchRow[]> {
      return tx
        .select()
        .from(whitelabelSwitches)
        .where(eq(whitelabelSwitches.merchantId, merchantId))
        .orderBy(asc(whitelabelSwitches.sort));
    },
    async listRules(merchantId: number, tx: Executor = db): Promise<RuleRow[]> {
      return tx.select().from(registerRules).where(eq(registerRules.merchantId, merchantId));
    },
    async ping(tx: Executor = db): Promise<void> {
      await tx.execute(sql`select 1`);
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
