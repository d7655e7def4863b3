import { addDays, dateInZone, usableZone } from '../../lib/date-range.js';
import type { RollupRepository } from './rollup.repository.js';

/** The scheduled job that rolls closed days up into `team_daily`. */
export const TEAM_ROLLUP_JOB = 'agents.rollup';
export const TEAM_ROLLUP_EVERY_MS = 5 * 60_000;

/** Rolls every brand's closed days not yet rolled up, oldest first; answers how many days it wrote. */
export async function rollUpClosedDays(repo: RollupRepository, now: () => Date): Promise<number> {
  let written = 0;
  for (const brand of await repo.brands()) {
    const yesterday = addDays(dateInZone(now(), usableZone(brand.zone ?? undefined)), -1);
    let day = brand.rolledThrough ? addDays(brand.rolledThrough, 1) : await repo.firstDay(brand.merchantId);
    for (; day !== null && day <= yesterday; day = addDays(day, 1)) {
      await repo.rollDay(brand.merchantId, day);
      written += 1;
    }
  }
  return written;
}
