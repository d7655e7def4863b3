import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  domainRoutes,
  members,
  merchants,
  registerRules,
  resources,
  whitelabelSwitches,
} from '../../db/schema.js';

export type MerchantRow = typeof merchants.$inferSelect;
export type SwitchRow = typeof whitelabelSwitches.$inferSelect;
export type RuleRow = typeof registerRules.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;

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
    async listResources(merchantId: number, tx: Executor = db): Promise<ResourceRow[]> {
      return tx
        .select()
        .from(resources)
        .where(eq(resources.merchantId, merchantId))
        .orderBy(asc(resources.sort), asc(resources.resourceType));
    },
    async listDomains(merchantId: number, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ domain: domainRoutes.domain })
        .from(domainRoutes)
        .where(eq(domainRoutes.merchantId, merchantId))
        .orderBy(asc(domainRoutes.sort), asc(domainRoutes.id));
      return rows.map((r) => r.domain);
    },
    /** The VIP level of a member of this brand; undefined when there is no such member. */
    async findMemberVipLevel(
      merchantId: number,
      memberId: number,
      tx: Executor = db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .select({ vipLevel: members.vipLevel })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
        .limit(1);
      return row?.vipLevel;
    },
    async ping(tx: Executor = db): Promise<void> {
      await tx.execute(sql`select 1`);
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
