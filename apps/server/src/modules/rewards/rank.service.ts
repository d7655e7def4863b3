import {
  ERROR_CODES,
  minorToMajor,
  type Language,
  type RankLevel,
  type RankProgress,
} from '@platform/contracts';
import { notFound } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import { usableZone } from '../../lib/date-range.js';
import type { Brand } from '../../lib/context.js';
import { currentMonth } from './missions.period.js';
import type { RankRepository } from './rank.repository.js';
import type { VipLevelRow, VipRepository } from './vip.repository.js';

type Deps = {
  repo: RankRepository;
  levels: Pick<VipRepository, 'listLevels'>;
  now?: () => Date;
};

/** Share of `actual` in `expected`, 0 to 100 (100 when nothing is expected). */
const share = (actual: bigint, expected: bigint) =>
  expected <= 0n ? 100 : Number(((actual >= expected ? expected : actual) * 100n) / expected);

export function createRankService({ repo, levels, now = () => new Date() }: Deps) {
  return {
    /** playerRank: the member's VIP level and this month's valid bets and deposits against the next level. */
    async progress(brand: Brand, actor: Actor, language: Language): Promise<RankProgress> {
      const level = await repo.vipLevelOf(brand.id, actor.memberId);
      if (level === undefined) throw notFound('The member does not exist.', ERROR_CODES.notFound);
      const rows = await levels.listLevels(brand.id);
      const month = currentMonth(now(), usableZone(brand.settings.timeZone));
      const figures = await repo.monthFigures(brand.id, actor.memberId, month.from, month.until);
      const nameOf = (row: VipLevelRow) =>
        pickLocalized(row.text, language, brand.defaultLanguage)?.name ?? `VIP ${row.level}`;
      const toLevel = (row: VipLevelRow): RankLevel => ({
        level: row.level,
        name: nameOf(row),
        badgeUrl: row.badgeUrl,
        turnoverRequired: minorToMajor(row.turnoverRequired),
        depositRequired: minorToMajor(row.depositRequired),
      });
      const mine = rows.find((r) => r.level === level);
      const next = rows.find((r) => r.level > level);
      return {
        level,
        name: mine ? nameOf(mine) : `VIP ${level}`,
        badgeUrl: mine?.badgeUrl ?? null,
        month: month.key,
        next: next ? toLevel(next) : null,
        turnover: {
          actual: minorToMajor(figures.turnover),
          expected: next ? minorToMajor(next.turnoverRequired) : null,
        },
        deposit: {
          actual: minorToMajor(figures.deposits),
          expected: next ? minorToMajor(next.depositRequired) : null,
        },
        // Both requirements must be met: the slower of the two is the progress.
        percent: next
          ? Math.min(
              share(figures.turnover, next.turnoverRequired),
              share(figures.deposits, next.depositRequired),
            )
          : 100,
        topLevel: !next,
        levels: rows.map(toLevel),
      };
    },
  };
}
export type RankService = ReturnType<typeof createRankService>;
