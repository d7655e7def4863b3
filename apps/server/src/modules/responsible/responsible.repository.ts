import { sql } from 'drizzle-orm';
import type { LimitKey } from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { bigintOf, rowsOf, timeOf, timeOrNull } from '../../db/rows.js';

/** The columns of `rg_settings` behind each limit key. */
export const LIMIT_COLUMNS: Record<LimitKey, string> = {
  depositDay: 'deposit_day',
  depositWeek: 'deposit_week',
  depositMonth: 'deposit_month',
  lossDay: 'loss_day',
  lossWeek: 'loss_week',
  lossMonth: 'loss_month',
  wagerDay: 'wager_day',
  wagerWeek: 'wager_week',
  wagerMonth: 'wager_month',
  sessionMinutes: 'session_minutes',
};

/** A limit's value as stored: minor units for money, minutes for the session. */
export type LimitValues = Record<LimitKey, bigint | null>;

export type RgSettings = {
  memberId: number;
  limits: LimitValues;
  realityCheckMinutes: number | null;
  /** When play returns: a moment, `forever` (permanent, or a self-exclusion not yet ended), or null. */
  excludedUntil: Date | 'forever' | null;
  sessionStartedAt: Date;
};

export type ExclusionRow = {
  id: number;
  kind: 'timeout' | 'self' | 'operator';
  startedAt: Date;
  endsAt: Date | null;
  endRequestedAt: Date | null;
  liftsAt: Date | null;
  endedAt: Date | null;
  operatorId: number | null;
  reason: string | null;
};

/** Per period (the brand's day, ISO week and month containing now): deposits, stakes and net loss. */
export type Usage = Record<'deposit' | 'wager' | 'loss', { day: bigint; week: bigint; month: bigint }>;

type Raw = Record<string, unknown>;
const nullableBigint = (v: unknown) => (v === null || v === undefined ? null : bigintOf(v));

function toSettings(r: Raw): RgSettings {
  const limits = {} as LimitValues;
  for (const [key, column] of Object.entries(LIMIT_COLUMNS) as [LimitKey, string][])
    limits[key] = nullableBigint(r[column]);
  return {
    memberId: Number(r.member_id),
    limits,
    realityCheckMinutes: r.reality_check_minutes === null ? null : Number(r.reality_check_minutes),
    excludedUntil: r.excluded_forever ? 'forever' : timeOrNull(r.excluded_until_finite),
    sessionStartedAt: timeOf(r.session_started_at),
  };
}

const toExclusion = (r: Raw): ExclusionRow => ({
  id: Number(r.id),
  kind: r.kind as ExclusionRow['kind'],
  startedAt: timeOf(r.started_at),
  endsAt: timeOrNull(r.ends_at),
  endRequestedAt: timeOrNull(r.end_requested_at),
  liftsAt: timeOrNull(r.lifts_at),
  endedAt: timeOrNull(r.ended_at),
  operatorId: r.operator_id === null ? null : Number(r.operator_id),
  reason: (r.reason as string | null) ?? null,
});

// `infinity` is kept out of the drivers' date parsing: read as a flag and a finite moment.
const SETTINGS_COLUMNS =
  sql.raw(`member_id, ${Object.values(LIMIT_COLUMNS).join(', ')}, reality_check_minutes,
  session_started_at, excluded_until = 'infinity' as excluded_forever,
  case when isfinite(excluded_until) then excluded_until end as excluded_until_finite`);

export function createResponsibleRepository(db: Database) {
  return {
    /** The member's settings row (taken for update with `lock`), or null when it has none. */
    async settings(memberId: number, tx: Executor = db, lock = false): Promise<RgSettings | null> {
      const [row] = await rowsOf(
        tx,
        sql`select ${SETTINGS_COLUMNS} from rg_settings where member_id = ${memberId} ${lock ? sql`for update` : sql``}`,
      );
      return row ? toSettings(row) : null;
    },

    /** The member's settings row, made when missing, taken for update. */
    async lockSettings(merchantId: number, memberId: number, tx: Executor): Promise<RgSettings> {
      await tx.execute(
        sql`insert into rg_settings (member_id, merchant_id, session_started_at)
            values (${memberId}, ${merchantId},
              coalesce((select max(created_at) from sessions where member_id = ${memberId} and revoked_at is null), now()))
            on conflict (member_id) do nothing`,
      );
      const settings = await this.settings(memberId, tx, true);
      if (!settings) throw new Error(`rg_settings of member ${memberId} is missing after its insert`);
      return settings;
    },

    /** Sets limit columns (minor units or minutes; null: none). */
    async setLimits(memberId: number, values: Partial<LimitValues>, tx: Executor): Promise<void> {
      const sets = (Object.entries(values) as [LimitKey, bigint | null][]).map(
        ([key, value]) =>
          sql`${sql.raw(LIMIT_COLUMNS[key])} = ${value === null ? null : value.toString()}::bigint`,
      );
      if (sets.length === 0) return;
      await tx.execute(
        sql`update rg_settings set ${sql.join(sets, sql`, `)}, updated_at = now() where member_id = ${memberId}`,
      );
    },

    async setRealityCheck(memberId: number, minutes: number, tx: Executor): Promise<void> {
      await tx.execute(
        sql`update rg_settings set reality_check_minutes = ${minutes}, updated_at = now() where member_id = ${memberId}`,
      );
    },

    /** A login starts the member's playing session (what a session limit counts from). */
    async startSession(memberId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx.execute(
        sql`update rg_settings set session_started_at = ${at.toISOString()}::timestamptz where member_id = ${memberId}`,
      );
    },

    async pending(memberId: number, tx: Executor = db) {
      const rows = await rowsOf(
        tx,
        sql`select key, value, effective_at from rg_pending_limits where member_id = ${memberId}`,
      );
      return rows.map((r) => ({
        key: r.key as LimitKey,
        value: nullableBigint(r.value),
        effectiveAt: timeOf(r.effective_at),
      }));
    },

    async putPending(memberId: number, key: LimitKey, value: bigint | null, effectiveAt: Date, tx: Executor) {
      await tx.execute(
        sql`insert into rg_pending_limits (member_id, key, value, effective_at)
            values (${memberId}, ${key}, ${value === null ? null : value.toString()}::bigint, ${effectiveAt.toISOString()}::timestamptz)
            on conflict (member_id, key) do update set value = excluded.value, effective_at = excluded.effective_at,
              created_at = now()`,
      );
    },

    /** Removes a pending change; answers it (null when there was none). */
    async takePending(memberId: number, key: LimitKey, tx: Executor) {
      const [row] = await rowsOf(
        tx,
        sql`delete from rg_pending_limits where member_id = ${memberId} and key = ${key}
            returning value, effective_at`,
      );
      return row ? { value: nullableBigint(row.value), effectiveAt: timeOf(row.effective_at) } : null;
    },

    /** What counts now against each money limit, in the brand's current day, ISO week and month. */
    async usage(merchantId: number, memberId: number, tx: Executor = db): Promise<Usage> {
      const [row] = await rowsOf(
        tx,
        sql`with p as (select brand_day(${merchantId}, now()) as d),
            q as (select d, d - (extract(isodow from d)::integer - 1) as w, date_trunc('month', d)::date as m from p),
            play as (
              select coalesce(sum(wagered) filter (where day = q.d), 0) as wd,
                coalesce(sum(wagered) filter (where day >= q.w), 0) as ww,
                coalesce(sum(wagered) filter (where day >= q.m), 0) as wm,
                coalesce(sum(lost) filter (where day = q.d), 0) as ld,
                coalesce(sum(lost) filter (where day >= q.w), 0) as lw,
                coalesce(sum(lost) filter (where day >= q.m), 0) as lm
              from q left join rg_play_days g on g.member_id = ${memberId} and g.day >= least(q.w, q.m) and g.day <= q.d
            ),
            dep as (
              select coalesce(sum(o.amount) filter (where brand_day(o.merchant_id, o.created_at) = q.d), 0) as dd,
                coalesce(sum(o.amount) filter (where brand_day(o.merchant_id, o.created_at) >= q.w), 0) as dw,
                coalesce(sum(o.amount) filter (where brand_day(o.merchant_id, o.created_at) >= q.m), 0) as dm
              from q left join deposit_orders o on o.member_id = ${memberId} and o.status in ('pending', 'paid')
                and o.created_at > now() - interval '32 days'
            )
            select * from play, dep`,
      );
      const r = row ?? {};
      return {
        deposit: { day: bigintOf(r.dd ?? 0), week: bigintOf(r.dw ?? 0), month: bigintOf(r.dm ?? 0) },
        wager: { day: bigintOf(r.wd ?? 0), week: bigintOf(r.ww ?? 0), month: bigintOf(r.wm ?? 0) },
        loss: { day: bigintOf(r.ld ?? 0), week: bigintOf(r.lw ?? 0), month: bigintOf(r.lm ?? 0) },
      };
    },

    async exclusions(memberId: number, tx: Executor = db): Promise<ExclusionRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from rg_exclusions where member_id = ${memberId} order by started_at desc, id desc`,
      );
      return rows.map(toExclusion);
    },

    async insertExclusion(
      row: {
        merchantId: number;
        memberId: number;
        kind: ExclusionRow['kind'];
        startedAt: Date;
        endsAt: Date | null;
        operatorId: number | null;
        reason: string | null;
      },
      tx: Executor,
    ): Promise<number> {
      const [inserted] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into rg_exclusions (merchant_id, member_id, kind, started_at, ends_at, operator_id, reason)
            values (${row.merchantId}, ${row.memberId}, ${row.kind}, ${row.startedAt.toISOString()}::timestamptz,
              ${row.endsAt?.toISOString() ?? null}::timestamptz, ${row.operatorId}, ${row.reason})
            returning id`,
      );
      return Number(inserted?.id);
    },

    /** A self-exclusion past its term asked to end: play returns at `liftsAt`. */
    async requestEnd(id: number, at: Date, liftsAt: Date, tx: Executor): Promise<void> {
      await tx.execute(
        sql`update rg_exclusions set end_requested_at = ${at.toISOString()}::timestamptz,
              lifts_at = ${liftsAt.toISOString()}::timestamptz where id = ${id}`,
      );
    },

    /** An operator's exclusion lifted (only operator exclusions: answers false for a member's own). */
    async liftOperatorExclusion(memberId: number, id: number, at: Date, tx: Executor): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update rg_exclusions set ended_at = ${at.toISOString()}::timestamptz
            where id = ${id} and member_id = ${memberId} and kind = 'operator' and ended_at is null returning id`,
      );
      return rows.length > 0;
    },

    /** Recomputes `excluded_until` from the member's exclusions not ended (the one that lifts last). */
    async refreshExcludedUntil(memberId: number, tx: Executor): Promise<void> {
      await tx.execute(
        sql`update rg_settings set updated_at = now(), excluded_until = (
              select max(case when kind = 'timeout' then ends_at
                              when kind = 'self' then coalesce(lifts_at, 'infinity'::timestamptz)
                              else coalesce(ends_at, 'infinity'::timestamptz) end)
              from rg_exclusions where member_id = ${memberId} and ended_at is null)
            where member_id = ${memberId}`,
      );
    },

    /** Ends the member's open game sessions (in-house games and the sportsbook). */
    async endGameSessions(memberId: number, at: Date, tx: Executor): Promise<void> {
      const when = at.toISOString();
      await tx.execute(
        sql`update house_sessions set expires_at = ${when}::timestamptz
            where member_id = ${memberId} and mode = 'real' and expires_at > ${when}::timestamptz`,
      );
      await tx.execute(
        sql`update sb_sessions set expires_at = ${when}::timestamptz
            where member_id = ${memberId} and expires_at > ${when}::timestamptz`,
      );
    },

    /** When the site session began (the login), or null when it is not the member's. */
    async sessionStart(sessionId: number, memberId: number): Promise<Date | null> {
      const [row] = await rowsOf(
        db,
        sql`select created_at from sessions where id = ${sessionId} and member_id = ${memberId}`,
      );
      return row ? timeOf(row.created_at) : null;
    },

    /** Stakes and wins of the member's rounds placed since a moment (wins of settled rounds). */
    async playSince(memberId: number, since: Date) {
      const [row] = await rowsOf(
        db,
        sql`select coalesce(sum(stake) filter (where status <> 'void'), 0) as stakes,
              coalesce(sum(stake) filter (where status = 'settled'), 0) as settled,
              coalesce(sum(payout) filter (where status = 'settled'), 0) as wins
            from game_rounds where member_id = ${memberId} and created_at >= ${since.toISOString()}::timestamptz`,
      );
      return {
        stakes: bigintOf(row?.stakes ?? 0),
        settledStakes: bigintOf(row?.settled ?? 0),
        wins: bigintOf(row?.wins ?? 0),
      };
    },

    /** The member's figures per brand day from `member_daily`, between two days inclusive. */
    async days(memberId: number, from: string, to: string) {
      const rows = await rowsOf(
        db,
        sql`select day::text as day, deposits, withdrawals, valid_bet, payout from member_daily
            where member_id = ${memberId} and day between ${from}::date and ${to}::date order by day`,
      );
      return rows.map((r) => ({
        day: String(r.day),
        deposits: bigintOf(r.deposits),
        withdrawals: bigintOf(r.withdrawals),
        stakes: bigintOf(r.valid_bet),
        wins: bigintOf(r.payout),
      }));
    },

    /** The member's newest rounds of one game. */
    async recall(merchantId: number, memberId: number, vendorCode: string, gameCode: string, limit: number) {
      const rows = await rowsOf(
        db,
        sql`select round_id, game_name, created_at, settled_at, status, stake, payout, detail from game_rounds
            where member_id = ${memberId} and merchant_id = ${merchantId} and vendor_code = ${vendorCode}
              and game_code = ${gameCode}
            order by created_at desc, id desc limit ${limit}`,
      );
      return rows.map((r) => ({
        roundId: String(r.round_id),
        gameName: String(r.game_name),
        placedAt: timeOf(r.created_at),
        settledAt: timeOrNull(r.settled_at),
        status: r.status as 'open' | 'settled' | 'void',
        stake: bigintOf(r.stake),
        payout: bigintOf(r.payout),
        detail: (r.detail as Record<string, unknown> | null) ?? null,
      }));
    },

    async gameName(merchantId: number, vendorCode: string, gameCode: string) {
      const [row] = await rowsOf<{ name: Record<string, string> }>(
        db,
        sql`select name from games where merchant_id = ${merchantId} and vendor_code = ${vendorCode}
            and game_code = ${gameCode} limit 1`,
      );
      return row?.name ?? null;
    },

    async memberOfBrand(merchantId: number, memberId: number) {
      const [row] = await rowsOf<{ username: string }>(
        db,
        sql`select username from members where id = ${memberId} and merchant_id = ${merchantId}`,
      );
      return row ?? null;
    },

    /** The member's responsible-gaming audit rows, newest first. */
    async history(memberId: number, limit = 100) {
      const rows = await rowsOf(
        db,
        sql`select created_at, event, operator_id, detail from audit_log
            where member_id = ${memberId} and event like 'rg.%' order by created_at desc, id desc limit ${limit}`,
      );
      return rows.map((r) => ({
        at: timeOf(r.created_at),
        event: String(r.event),
        operatorId: r.operator_id === null ? null : Number(r.operator_id),
        detail: (r.detail as Record<string, unknown>) ?? {},
      }));
    },
  };
}
export type ResponsibleRepository = ReturnType<typeof createResponsibleRepository>;
