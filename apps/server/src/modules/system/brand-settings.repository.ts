import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  domainRoutes,
  merchants,
  registerRules,
  whitelabelSwitches,
  type MerchantSettings,
} from '../../db/schema.js';
import type { MerchantRow, RuleRow, SwitchRow } from './system.repository.js';

/** One field's registration rule as stored. */
export type RuleInput = Omit<RuleRow, 'merchantId' | 'field'>;

/**
 * Writes of a brand's settings (the back office): the merchant row with its settings, the switches of the
 * permission tree, the registration rules and the domains. Reads lock the merchant row, so that two
 * operators' changes of the same brand are applied one after the other.
 */
export function createBrandSettingsRepository(db: Database) {
  return {
    async findMerchant(merchantId: number, tx: Executor = db): Promise<MerchantRow | undefined> {
      const [row] = await tx.select().from(merchants).where(eq(merchants.id, merchantId));
      return row;
    },

    /** The brand's row, locked until the transaction ends. */
    async lockMerchant(merchantId: number, tx: Executor): Promise<MerchantRow | undefined> {
      const [row] = await tx.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
      return row;
    },

    async snapshot(
      merchantId: number,
      tx: Executor = db,
    ): Promise<{ switches: SwitchRow[]; rules: RuleRow[]; domains: string[] }> {
      const switches = await tx
        .select()
        .from(whitelabelSwitches)
        .where(eq(whitelabelSwitches.merchantId, merchantId))
        .orderBy(asc(whitelabelSwitches.sort));
      const rules = await tx.select().from(registerRules).where(eq(registerRules.merchantId, merchantId));
      const domains = await tx
        .select({ domain: domainRoutes.domain })
        .from(domainRoutes)
        .where(eq(domainRoutes.merchantId, merchantId))
        .orderBy(asc(domainRoutes.sort), asc(domainRoutes.id));
      return { switches, rules, domains: domains.map((d) => d.domain) };
    },

    async updateMerchant(
      tx: Executor,
      merchantId: number,
      values: {
        name: string;
        currencySymbol: string;
        languages: string[];
        defaultLanguage: string;
        settings: MerchantSettings;
      },
    ): Promise<void> {
      await tx.update(merchants).set(values).where(eq(merchants.id, merchantId));
    },

    /** Sets a switch, adding it (under its group, after the others) when the brand does not have it yet. */
    async setSwitch(
      tx: Executor,
      merchantId: number,
      input: { modId: string; parentModId: string | null; enabled: boolean; sort: number },
    ): Promise<void> {
      await tx
        .insert(whitelabelSwitches)
        .values({ merchantId, ...input })
        .onConflictDoUpdate({
          target: [whitelabelSwitches.merchantId, whitelabelSwitches.modId],
          set: { enabled: input.enabled },
        });
    },

    /** Replaces the brand's registration rules with these (a field without a rule is not on the form). */
    async replaceRules(tx: Executor, merchantId: number, rules: Record<string, RuleInput>): Promise<void> {
      const fields = Object.keys(rules);
      await tx
        .delete(registerRules)
        .where(
          fields.length
            ? and(eq(registerRules.merchantId, merchantId), notInArray(registerRules.field, fields))
            : eq(registerRules.merchantId, merchantId),
        );
      for (const [field, rule] of Object.entries(rules)) {
        await tx
          .insert(registerRules)
          .values({ merchantId, field, ...rule })
          .onConflictDoUpdate({ target: [registerRules.merchantId, registerRules.field], set: rule });
      }
    },

    /** Replaces the brand's domains, in this order. */
    async replaceDomains(tx: Executor, merchantId: number, domains: readonly string[]): Promise<void> {
      await tx.delete(domainRoutes).where(eq(domainRoutes.merchantId, merchantId));
      if (domains.length)
        await tx.insert(domainRoutes).values(domains.map((domain, sort) => ({ merchantId, domain, sort })));
    },
  };
}
export type BrandSettingsRepository = ReturnType<typeof createBrandSettingsRepository>;
