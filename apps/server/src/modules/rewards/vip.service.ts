import { minorToMajor, type Language, type VipLevel } from '@platform/contracts';
import { pickLocalized } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Brand } from '../../lib/context.js';
import type { VipLevelRow, VipRepository } from './vip.repository.js';

type Deps = {
  repo: Pick<VipRepository, 'listLevels'>;
  /** Levels change rarely (the back office); member info reads them on every call. */
  cacheMs?: number;
  now?: () => number;
};

export type MemberLabel = { labelName: string; rankLevel: number };

export function createVipService({ repo, cacheMs = 5_000, now = Date.now }: Deps) {
  const cache = createTtlCache<VipLevelRow[]>(cacheMs, now);
  const levelsOf = (brand: Brand) => cache.get(String(brand.id), () => repo.listLevels(brand.id));
  const nameOf = (brand: Brand, row: VipLevelRow, language: Language) =>
    pickLocalized(row.text, language, brand.defaultLanguage)?.name ?? `VIP ${row.level}`;

  return {
    /** Forgets the remembered levels (an operator changed them): the next read goes to the database. */
    invalidate: (_merchantId: number) => cache.clear(),
    /** The brand's levels in order; money in major units, rebates in percent. */
    async levels(brand: Brand, language: Language): Promise<VipLevel[]> {
      return (await levelsOf(brand)).map((row) => ({
        level: row.level,
        name: nameOf(brand, row, language),
        badgeUrl: row.badgeUrl,
        turnoverRequired: minorToMajor(row.turnoverRequired),
        depositRequired: minorToMajor(row.depositRequired),
        upgradeBonus: minorToMajor(row.upgradeBonus),
        birthdayBonus: minorToMajor(row.birthdayBonus),
        monthlyBonus: minorToMajor(row.monthlyBonus),
        rebates: row.rebates.map((r) => ({ gameType: r.gameType, rate: r.bps / 100 })),
        withdrawalsPerDay: row.withdrawalsPerDay,
        withdrawalLimit: minorToMajor(row.withdrawalLimit),
        dedicatedService: row.dedicatedService,
      }));
    },

    /** The member label of a VIP level (its name and rank), or null when the brand has no such level. */
    async label(brand: Brand, level: number, language: Language): Promise<MemberLabel | null> {
      const row = (await levelsOf(brand)).find((l) => l.level === level);
      return row ? { labelName: nameOf(brand, row, language), rankLevel: row.level } : null;
    },
  };
}
export type VipService = ReturnType<typeof createVipService>;
