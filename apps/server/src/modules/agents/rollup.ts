import { addDays, dateInZone, usableZone } from '../../lib/date-range.js';
import type { RollupRepository } from './rollup.repository.js';

/** The scheduled job that rolls closed days up into `team_daily` and takes the current day's snapshot. */
export const TEAM_ROLLUP_JOB = 'agents.rollup';
/** How old today's team figures and balances in the reports can be (decision 039). */
export const TEAM_ROLLUP_EVERY_MS = 60_000;

/**
 * Rolls every brand's closed days not yet rolled up, oldest first, then writes the snapshot of each brand's
 * current day; answers how many closed days it wrote.
 */
export async function rollUpClosedDays(repo: RollupRepository, now: () => Date): Promise<number> {
  let written = 0;
  for (const brand of await repo.brands()) {
    const zone = usableZone(brand.zone ?? undefined);
    const today = dateInZone(now(), zone);
    const yesterday = addDays(today, -1);
    let day = brand.rolledThrough ? addDays(brand.rolledThrough, 1) : await repo.firstDay(brand.merchantId);
    for (; day !== null && day <= yesterday; day = addDays(day, 1)) {
      await repo.rollDay(brand.merchantId, day, zone);
      written += 1;
    }
    await repo.snapshot(brand.merchantId, today, zone);
  }
  return written;
}
