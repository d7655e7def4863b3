import { LIMIT_PERIODS, type LimitPeriod } from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { Brand } from '../../lib/context.js';
import { depositRefusal, excludedRefusal } from './refusals.js';
import type { ExclusionRow, ResponsibleRepository, RgSettings } from './responsible.repository.js';
import { lastInForce } from './views.js';

type Deps = { db: Database; repo: ResponsibleRepository; now: () => Date };

const inForce = (until: RgSettings['excludedUntil'], now: Date) =>
  until === 'forever' || (until !== null && until.getTime() > now.getTime());

const KEY_OF: Record<LimitPeriod, 'depositDay' | 'depositWeek' | 'depositMonth'> = {
  day: 'depositDay',
  week: 'depositWeek',
  month: 'depositMonth',
};

/**
 * What other modules ask of responsible gaming: whether a member may play, whether a deposit passes its
 * limits (decided under the member's settings lock in the deposit's transaction), the restriction a login
 * tells, and the start of a playing session. Bets are decided in the vendor debit's own statement.
 */
export function createResponsibleGuard({ db, repo, now }: Deps) {
  return {
    /** Refuses (403 `rg.excluded`) a member in a time-out or exclusion: launching a game, moving money to one. */
    async assertMayPlay(memberId: number, tx: Executor = db): Promise<void> {
      const settings = await repo.settings(memberId, tx);
      if (settings && inForce(settings.excludedUntil, now()))
        throw excludedRefusal(settings.excludedUntil as Date | 'forever');
    },

    /**
     * In the deposit's transaction: refuses a member in a time-out or exclusion, and a deposit that would pass
     * a deposit limit (pending and paid orders of the brand's day, ISO week and month count). Takes the
     * member's settings row, so that two orders at once are decided one after the other.
     */
    async checkDeposit(tx: Executor, brand: Brand, memberId: number, amount: bigint): Promise<void> {
      const settings = await repo.settings(memberId, tx, true);
      if (!settings) return;
      if (inForce(settings.excludedUntil, now()))
        throw excludedRefusal(settings.excludedUntil as Date | 'forever');
      const limited = LIMIT_PERIODS.filter((p) => settings.limits[KEY_OF[p]] !== null);
      if (limited.length === 0) return;
      const usage = await repo.usage(brand.id, memberId, tx);
      for (const period of limited) {
        const limit = settings.limits[KEY_OF[period]] as bigint;
        if (usage.deposit[period] + amount > limit)
          throw depositRefusal(period, limit, usage.deposit[period], amount);
      }
    },

    /** Whether a member is in a time-out or exclusion now (no money may be sent to it to play with). */
    async isExcluded(memberId: number): Promise<boolean> {
      const settings = await repo.settings(memberId);
      return settings !== null && inForce(settings.excludedUntil, now());
    },

    /** The time-out or exclusion in force, as a login answers it; null when none. */
    async restriction(
      memberId: number,
    ): Promise<{ kind: ExclusionRow['kind']; until: string | null } | null> {
      const settings = await repo.settings(memberId);
      if (!settings || !inForce(settings.excludedUntil, now())) return null;
      const last = lastInForce(await repo.exclusions(memberId), now());
      const until = settings.excludedUntil;
      return {
        kind: last?.kind ?? 'self',
        until: until === 'forever' ? null : (until?.toISOString() ?? null),
      };
    },

    /** A login starts the member's playing session, which a session limit counts from. */
    async sessionStarted(memberId: number, at: Date): Promise<void> {
      await repo.startSession(memberId, at);
    },
  };
}
export type ResponsibleGuard = ReturnType<typeof createResponsibleGuard>;
