import { minorToMajor, type BonusDetails, type Language } from '@platform/contracts';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import type { BonusesRepository, BonusWithWindow } from './bonuses.repository.js';
import { rewardTitle } from './reward-centre.titles.js';
import { slicePage } from '../../db/paging.js';

type Deps = { repo: Pick<BonusesRepository, 'listWithWindows'> };

/**
 * How much of each bonus's turnover is done. The rule: a settled round's valid bet counts only for
 * bonuses granted before the round settled, and goes to the oldest of them that still needs turnover;
 * what is left over flows to the next oldest, and what no bonus needs counts for nothing (it is not kept
 * for bonuses granted later). Bonuses come oldest first, each with the valid bets of its window (from its
 * grant to the next grant), so the rounds of window k can fill bonuses 0..k.
 */
export function turnoverProgress(bonuses: readonly BonusWithWindow[]): bigint[] {
  const done = bonuses.map(() => 0n);
  let oldestOpen = 0;
  bonuses.forEach((window, k) => {
    let pool = window.windowValidBets;
    for (let j = oldestOpen; j <= k && pool > 0n; j++) {
      const need = bonuses[j]!.turnoverRequired - done[j]!;
      if (need <= 0n) continue;
      const given = pool < need ? pool : need;
      done[j]! += given;
      pool -= given;
    }
    while (oldestOpen <= k && done[oldestOpen]! >= bonuses[oldestOpen]!.turnoverRequired) oldestOpen++;
  });
  return done;
}

export function createBonusesService({ repo }: Deps) {
  return {
    /** bonusDetails: the member's bonuses, newest first, with the turnover each still needs. */
    async details(
      brand: Brand,
      actor: Actor,
      language: Language,
      query: { pageNo: number; pageSize: number },
    ): Promise<BonusDetails> {
      const all = await repo.listWithWindows(brand.id, actor.memberId);
      const done = turnoverProgress(all);
      const zone = brand.settings.timeZone ?? DEFAULT_TIME_ZONE;
      let received = 0n;
      let outstanding = 0n;
      const rows = all.map((b, i) => {
        const counted = done[i]!;
        received += b.amount;
        outstanding += b.turnoverRequired - counted;
        return {
          id: b.id,
          source: b.source,
          title: rewardTitle(b.template, b.params, language, b.source),
          amount: minorToMajor(b.amount),
          turnoverRequired: minorToMajor(b.turnoverRequired),
          turnoverDone: minorToMajor(counted),
          completed: counted >= b.turnoverRequired,
          createdDateStr: formatDateTime(b.createdAt, zone),
        };
      });
      rows.reverse();
      return {
        ...slicePage(rows, query),
        totals: { bonusReceived: minorToMajor(received), turnoverOutstanding: minorToMajor(outstanding) },
      };
    },
  };
}
export type BonusesService = ReturnType<typeof createBonusesService>;
