import {
  ERROR_CODES,
  LEADERBOARD_SIZE,
  MISSION_METRICS,
  MONEY_METRICS,
  formatMoney,
  minorToMajor,
  type Language,
  type Leaderboard,
  type Mission,
  type MissionClaimResult,
  type MissionMetric,
  type MissionPeriod,
  type MissionSummary,
  maskUsername,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import { usableZone } from '../../lib/date-range.js';
import type { Brand } from '../../lib/context.js';
import { DuplicateTransfer, type Ledger } from '../wallet/index.js';
import { grantBonus } from './bonus.js';
import type { MemberInbox } from './inbox.repository.js';
import { currentPeriod, type Period } from './missions.period.js';
import type { MissionRow, MissionsRepository, PlayByType } from './missions.repository.js';

type Deps = { inbox: MemberInbox; db: Database; ledger: Ledger; repo: MissionsRepository; now?: () => Date };

const missionNotFound = () => notFound('The mission does not exist.', ERROR_CODES.notFound);
const alreadyClaimed = () =>
  conflict(ERROR_CODES.missionClaimed, 'You have already claimed this mission for this period.');

const metricOf = (row: MissionRow): MissionMetric =>
  MISSION_METRICS.find((m) => m === row.metric) ?? 'turnover';
const periodOf = (row: MissionRow): MissionPeriod => (row.period === 'weekly' ? 'weekly' : 'daily');
const isMoney = (metric: MissionMetric) => MONEY_METRICS.includes(metric);

/** The member's figure for a mission: rounds summed over its game category (every category when null). */
function playedFor(row: MissionRow, play: PlayByType[], deposits: bigint): bigint {
  const metric = metricOf(row);
  if (metric === 'deposit') return deposits;
  let total = 0n;
  for (const p of play) {
    if (row.gameType !== null && p.gameType !== row.gameType) continue;
    total += metric === 'turnover' ? p.turnover : BigInt(metric === 'rounds' ? p.rounds : p.wins);
  }
  return total;
}

export function createMissionsService({ db, ledger, repo, now = () => new Date(), inbox }: Deps) {
  /** The member's figures for each period the missions use, read once per period. */
  const progressOf = async (brand: Brand, memberId: number, rows: MissionRow[]) => {
    const zone = usableZone(brand.settings.timeZone);
    const at = now();
    const periods = new Map<MissionPeriod, Period>();
    for (const row of rows) periods.set(periodOf(row), currentPeriod(periodOf(row), at, zone));
    const figures = new Map<MissionPeriod, { play: PlayByType[]; deposits: bigint }>();
    await Promise.all(
      [...periods].map(async ([kind, p]) => {
        const [play, deposits] = await Promise.all([
          repo.playByType(brand.id, memberId, p.from, p.until),
          repo.depositsPaid(brand.id, memberId, p.from, p.until),
        ]);
        figures.set(kind, { play, deposits });
      }),
    );
    return (row: MissionRow) => {
      const kind = periodOf(row);
      const f = figures.get(kind) ?? { play: [], deposits: 0n };
      return { period: periods.get(kind)!, progress: playedFor(row, f.play, f.deposits) };
    };
  };

  const toMission = (
    brand: Brand,
    language: Language,
    row: MissionRow,
    period: Period,
    progress: bigint,
    claimed: boolean,
  ): Mission => {
    const metric = metricOf(row);
    const text = pickLocalized(row.text, language, brand.defaultLanguage);
    const wire = (v: bigint) => (isMoney(metric) ? minorToMajor(v) : Number(v));
    const percent =
      row.target > 0n ? Number(((progress >= row.target ? row.target : progress) * 100n) / row.target) : 100;
    return {
      id: row.id,
      title: text?.title ?? '',
      description: text?.description ?? '',
      metric,
      gameType: metric === 'deposit' ? null : row.gameType,
      period: periodOf(row),
      periodKey: period.key,
      target: wire(row.target),
      progress: wire(progress),
      percent,
      reward: minorToMajor(row.reward),
      turnoverMultiple: row.turnoverMultiple,
      state: claimed ? 'claimed' : progress >= row.target ? 'claimable' : 'inProgress',
      endsAt: period.endsAt,
    };
  };

  return {
    /** missionLeaderboard: the brand's missions of the current day and week with the member's progress. */
    async summary(brand: Brand, actor: Actor, language: Language): Promise<MissionSummary> {
      const rows = await repo.listEnabled(brand.id);
      const progress = await progressOf(brand, actor.memberId, rows);
      const keys = [...new Set(rows.map((r) => progress(r).period.key))];
      const claimed = await repo.claimedKeys(actor.memberId, keys);
      const list = rows.map((row) => {
        const { period, progress: value } = progress(row);
        return toMission(brand, language, row, period, value, claimed.has(`${row.id}:${period.key}`));
      });
      return {
        missions: list,
        claimableCount: list.filter((m) => m.state === 'claimable').length,
        timeZone: usableZone(brand.settings.timeZone),
      };
    },

    /**
     * Pays a reached mission once per period: the claim row (unique per mission, member and period), the
     * bonus and the message are written in one transaction.
     */
    async claim(brand: Brand, actor: Actor, missionId: number): Promise<MissionClaimResult> {
      const row = await repo.findEnabled(brand.id, missionId);
      if (!row) throw missionNotFound();
      const { period, progress } = (await progressOf(brand, actor.memberId, [row]))(row);
      if (progress < row.target) {
        throw unprocessable(ERROR_CODES.missionNotReached, 'The mission target is not reached yet.');
      }
      const turnoverRequired = row.reward * BigInt(row.turnoverMultiple);
      try {
        const paid = await db.transaction(async (tx) => {
          const claimId = await repo.insertClaim(
            { merchantId: brand.id, missionId: row.id, memberId: actor.memberId, periodKey: period.key },
            tx,
          );
          if (claimId === undefined) throw alreadyClaimed();
          const amount = formatMoney(minorToMajor(row.reward));
          const { bonus, transfer } = await grantBonus(tx, ledger, {
            merchantId: brand.id,
            memberId: actor.memberId,
            source: 'mission',
            sourceRef: `${row.id}:${period.key}`,
            amount: row.reward,
            turnoverRequired,
            template: 'mission.claimed',
            params: { amount },
          });
          await repo.setClaimBonus(claimId, bonus.id, tx);
          await inbox.post(tx, {
            merchantId: brand.id,
            memberId: actor.memberId,
            kind: 'mission',
            template: 'mission.claimed',
            params: { amount },
          });
          return { balance: transfer.creditBalanceAfter, turnover: bonus.turnoverRequired };
        });
        return {
          missionId: row.id,
          periodKey: period.key,
          reward: minorToMajor(row.reward),
          turnoverRequired: minorToMajor(paid.turnover),
          balance: minorToMajor(paid.balance),
        };
      } catch (error) {
        if (error instanceof DuplicateTransfer) throw alreadyClaimed();
        throw error;
      }
    },

    /** The brand's top members by valid bets in the day or week, and the caller's own place. */
    async leaderboard(brand: Brand, actor: Actor, periodKind: MissionPeriod): Promise<Leaderboard> {
      const period = currentPeriod(periodKind, now(), usableZone(brand.settings.timeZone));
      const rows = await repo.leaderboard(
        brand.id,
        actor.memberId,
        period.from,
        period.until,
        LEADERBOARD_SIZE,
      );
      const mine = rows.find((r) => r.memberId === actor.memberId);
      return {
        period: periodKind,
        periodKey: period.key,
        list: rows
          .filter((r) => r.rank <= LEADERBOARD_SIZE)
          .map((r) => ({
            rank: r.rank,
            username: maskUsername(r.username),
            nickname: r.nickname,
            turnover: minorToMajor(r.turnover),
            mine: r.memberId === actor.memberId,
          })),
        me: {
          rank: mine?.rank ?? null,
          turnover: mine ? minorToMajor(mine.turnover) : 0,
          username: maskUsername(actor.username),
        },
      };
    },
  };
}
export type MissionsService = ReturnType<typeof createMissionsService>;
