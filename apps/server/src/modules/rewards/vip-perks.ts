import type { Database, Executor } from '../../db/client.js';
import type { MerchantSettings } from '../../db/schema.js';
import { addDays, dateInZone, startOfDay, usableZone } from '../../lib/date-range.js';
import { DuplicateTransfer, type Ledger } from '../wallet/index.js';
import { grantBonus } from './bonus.js';
import { createBonusesRepository } from './bonuses.repository.js';
import { currentMonth } from './missions.period.js';
import type { LevelRow, VipPerksRepository } from './vip-perks.repository.js';

/** The bonus sources of the VIP perks; each reference makes its grant once-only (`bonuses_source_uq`). */
export const VIP_SOURCES = {
  upgrade: 'vip_upgrade',
  rebate: 'vip_rebate',
  monthly: 'vip_monthly',
  birthday: 'vip_birthday',
} as const;

type Deps = {
  db: Database;
  repo: VipPerksRepository;
  ledger: Ledger;
  now: () => Date;
};

type Grant = {
  merchantId: number;
  memberId: number;
  source: string;
  sourceRef: string;
  amount: bigint;
  template: string;
  params: Record<string, string | number>;
};

/** What one run paid, by perk. */
export type PerksRun = { upgrades: number; rebates: number; monthly: number; birthdays: number };

/**
 * The VIP level table's promises, kept (the scheduled job `vip.perks`):
 * - upgrades: a member whose valid bets and paid deposits of this month (the brand's) reach a higher level
 *   moves up at once, and is paid the upgrade bonus of every level passed, each once in its life;
 * - rebates: each day, yesterday's valid bets by game category times the rate of the member's level;
 * - the monthly bonus of the member's level on the first day of the month, and the birthday bonus on the
 *   day of the profile's date of birth, once a year.
 * Levels are never lowered. Each grant is a bonus with a 1x turnover (the brand's floor if higher),
 * exactly once: its reference is unique per member and a run that meets a paid one moves on.
 */
export function createVipPerks({ db, repo, ledger, now }: Deps) {
  /** Pays one grant inside `tx`; false when it was paid before or is nothing. */
  async function payIn(tx: Executor, grant: Grant): Promise<boolean> {
    if (grant.amount <= 0n) return false;
    if (await createBonusesRepository(tx).hasBonus(grant.memberId, grant.source, grant.sourceRef, tx))
      return false;
    await grantBonus(tx, ledger, { ...grant, turnoverRequired: grant.amount });
    return true;
  }

  /** Pays one grant in its own transaction; false when it was paid before. */
  async function pay(grant: Grant): Promise<boolean> {
    try {
      return await db.transaction((tx) => payIn(tx, grant));
    } catch (error) {
      if (error instanceof DuplicateTransfer) return false;
      throw error;
    }
  }

  async function upgrades(merchantId: number, levels: LevelRow[], zone: string, at: Date) {
    const month = currentMonth(at, zone);
    let paid = 0;
    for (const m of await repo.periodFigures(merchantId, month.from, month.until)) {
      const reached = levels
        .filter(
          (l) => l.level > m.level && m.turnover >= l.turnoverRequired && m.deposits >= l.depositRequired,
        )
        .reduce((top, l) => Math.max(top, l.level), m.level);
      if (reached <= m.level) continue;
      // The raise and its bonuses are one decision: a run that stops between them cannot leave a level
      // reached with its bonus unpaid. The raise locks the member row, so a parallel run waits here and
      // then finds the level already reached.
      paid += await db.transaction(async (tx) => {
        if (!(await repo.raiseLevel(merchantId, m.memberId, reached, tx))) return 0;
        let granted = 0;
        for (const level of levels.filter((l) => l.level > m.level && l.level <= reached)) {
          const ok = await payIn(tx, {
            merchantId,
            memberId: m.memberId,
            source: VIP_SOURCES.upgrade,
            sourceRef: String(level.level),
            amount: level.upgradeBonus,
            template: 'reward.vipUpgrade',
            params: { level: level.level },
          });
          if (ok) granted += 1;
        }
        return granted;
      });
    }
    return paid;
  }

  async function rebates(merchantId: number, levels: LevelRow[], zone: string, at: Date) {
    const today = dateInZone(at, zone);
    const yesterday = addDays(today, -1);
    const rates = new Map(levels.map((l) => [l.level, new Map(l.rebates.map((r) => [r.gameType, r.bps]))]));
    const owed = new Map<number, bigint>();
    for (const row of await repo.categoryTurnover(
      merchantId,
      startOfDay(yesterday, zone),
      startOfDay(today, zone),
    )) {
      const bps = rates.get(row.level)?.get(row.gameType) ?? 0;
      const amount = (row.turnover * BigInt(bps)) / 10_000n;
      owed.set(row.memberId, (owed.get(row.memberId) ?? 0n) + amount);
    }
    let paid = 0;
    for (const [memberId, amount] of owed) {
      const ok = await pay({
        merchantId,
        memberId,
        source: VIP_SOURCES.rebate,
        sourceRef: yesterday,
        amount,
        template: 'vip.rebate',
        params: { day: yesterday },
      });
      if (ok) paid += 1;
    }
    return paid;
  }

  async function monthly(merchantId: number, levels: LevelRow[], zone: string, at: Date) {
    const today = dateInZone(at, zone);
    if (!today.endsWith('-01')) return 0;
    const month = today.slice(0, 7);
    const byLevel = new Map(levels.map((l) => [l.level, l]));
    let paid = 0;
    for (const m of await repo.membersFromLevel(merchantId, 1)) {
      const ok = await pay({
        merchantId,
        memberId: m.memberId,
        source: VIP_SOURCES.monthly,
        sourceRef: month,
        amount: byLevel.get(m.level)?.monthlyBonus ?? 0n,
        template: 'vip.monthly',
        params: { month },
      });
      if (ok) paid += 1;
    }
    return paid;
  }

  async function birthdays(merchantId: number, levels: LevelRow[], zone: string, at: Date) {
    const today = dateInZone(at, zone);
    const byLevel = new Map(levels.map((l) => [l.level, l]));
    let paid = 0;
    for (const m of await repo.birthdaysOn(merchantId, today.slice(5))) {
      const ok = await pay({
        merchantId,
        memberId: m.memberId,
        source: VIP_SOURCES.birthday,
        sourceRef: today.slice(0, 4),
        amount: byLevel.get(m.level)?.birthdayBonus ?? 0n,
        template: 'vip.birthday',
        params: { year: today.slice(0, 4) },
      });
      if (ok) paid += 1;
    }
    return paid;
  }

  return {
    /** One pass over every brand with VIP levels; safe to run at any time and any number of times. */
    async run(): Promise<PerksRun> {
      const at = now();
      const total: PerksRun = { upgrades: 0, rebates: 0, monthly: 0, birthdays: 0 };
      for (const brand of await repo.brands()) {
        const levels = await repo.levels(brand.id);
        if (levels.length === 0) continue;
        const zone = usableZone((brand.settings as MerchantSettings | undefined)?.timeZone);
        // Upgrades first: today's monthly and birthday bonuses are those of the level reached.
        total.upgrades += await upgrades(brand.id, levels, zone, at);
        total.rebates += await rebates(brand.id, levels, zone, at);
        total.monthly += await monthly(brand.id, levels, zone, at);
        total.birthdays += await birthdays(brand.id, levels, zone, at);
      }
      return total;
    },
  };
}
export type VipPerks = ReturnType<typeof createVipPerks>;
