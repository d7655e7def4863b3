import {
  ERROR_CODES,
  EXCLUSION_COOLING_HOURS,
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_KEYS,
  NET_POSITION_MAX_DAYS,
  RECALL_ROUNDS,
  majorToMinor,
  minorToMajor,
  type ExclusionRequest,
  type LimitKey,
  type LimitsAnswer,
  type LimitsRequest,
  type NetPosition,
  type NetPositionQuery,
  type RealityAnswer,
  type Recall,
  type RecallQuery,
  type ResponsibleState,
  type SelfExclusionDuration,
  type SessionState,
  type TimeoutDuration,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { Actor, Brand, Origin } from '../../lib/context.js';
import { conflict, fieldError, notFound, notSession, unprocessable } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import type { AuditRepository } from '../audit/index.js';
import { minimumAgeOf, realityCheckDefaultOf } from '../system/index.js';
import { exclusionState, lastInForce, liftOf, limitStates, shownLimit } from './views.js';
import type { ResponsibleRepository, RgSettings } from './responsible.repository.js';

type Deps = {
  db: Database;
  repo: ResponsibleRepository;
  audit: AuditRepository;
  now: () => Date;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The end of a time-out or self-exclusion chosen now; null: permanent. */
export function endOf(duration: TimeoutDuration | SelfExclusionDuration, from: Date): Date | null {
  if (duration === 'permanent') return null;
  const n = Number(duration.slice(0, -1));
  const unit = duration.slice(-1);
  if (unit === 'h') return new Date(from.getTime() + n * HOUR_MS);
  if (unit === 'd') return new Date(from.getTime() + n * DAY_MS);
  const end = new Date(from);
  if (unit === 'm') end.setUTCMonth(end.getUTCMonth() + n);
  else end.setUTCFullYear(end.getUTCFullYear() + n);
  return end;
}

const isMoney = (key: LimitKey) => key !== 'sessionMinutes';
/** A limit as the member writes it (major units, minutes) into its stored form (minor units, minutes). */
const stored = (key: LimitKey, value: number | null) =>
  value === null ? null : isMoney(key) ? majorToMinor(value) : BigInt(value);
const shown = shownLimit;
const later = (a: Date | 'forever', b: Date | 'forever') =>
  a === 'forever' ? b !== 'forever' : b !== 'forever' && a.getTime() > b.getTime();

/**
 * A member's own responsible-gaming tools (SPEC's member centre; the strictest common licences): limits that
 * tighten at once and loosen only after a day and a confirmation, the reality check, time-outs and
 * self-exclusions that the member cannot shorten, the net position and the recall of a game's last rounds.
 * Every change is audited in its transaction.
 */
export function createResponsibleService({ db, repo, audit, now }: Deps) {
  async function sessionStartOf(actor: Actor): Promise<Date> {
    const start = await repo.sessionStart(actor.sessionId, actor.memberId);
    if (!start) throw notSession();
    return start;
  }

  async function stateOf(brand: Brand, actor: Actor): Promise<ResponsibleState> {
    const at = now();
    const [settings, pending, usage, exclusions, sessionStart] = await Promise.all([
      repo.settings(actor.memberId),
      repo.pending(actor.memberId),
      repo.usage(brand.id, actor.memberId),
      repo.exclusions(actor.memberId),
      sessionStartOf(actor),
    ]);
    const limits = limitStates(settings, pending, usage, sessionStart, at);
    const current = lastInForce(exclusions, at);
    return {
      limits,
      realityCheck: {
        minutes: settings?.realityCheckMinutes ?? realityCheckDefaultOf(brand),
        brandDefault: realityCheckDefaultOf(brand),
      },
      exclusion: current ? exclusionState(current, at) : null,
      sessionStartedAt: sessionStart.toISOString(),
      minimumAge: minimumAgeOf(brand),
      currency: brand.currencySymbol,
    };
  }

  const auditEntry = (brand: Brand, actor: Actor, origin: Origin, event: string, detail: object) => ({
    merchantId: brand.id,
    memberId: actor.memberId,
    event,
    ip: origin.ip,
    detail: detail as Record<string, unknown>,
  });

  return {
    state: stateOf,

    /**
     * Sets, lowers, raises or removes limits. A new or lower limit applies at once (and drops a pending
     * change of it); a higher one or a removal waits `LIMIT_INCREASE_DELAY_HOURS` and then a confirmation.
     */
    async changeLimits(
      brand: Brand,
      actor: Actor,
      origin: Origin,
      input: LimitsRequest,
    ): Promise<LimitsAnswer> {
      const at = now();
      const effectiveAt = new Date(at.getTime() + LIMIT_INCREASE_DELAY_HOURS * HOUR_MS);
      const changes = await db.transaction(async (tx) => {
        const settings = await repo.lockSettings(brand.id, actor.memberId, tx);
        const out: LimitsAnswer['changes'] = [];
        const applied: Partial<RgSettings['limits']> = {};
        for (const key of LIMIT_KEYS) {
          const asked = input[key];
          if (asked === undefined) continue;
          const next = stored(key, asked);
          const current = settings.limits[key];
          if (next === current) {
            if (await repo.takePending(actor.memberId, key, tx))
              await audit.write(auditEntry(brand, actor, origin, 'rg.limit.pending.dropped', { key }), tx);
            out.push({ key, outcome: 'unchanged', effectiveAt: null });
          } else if (current === null || (next !== null && next < current)) {
            applied[key] = next;
            await repo.takePending(actor.memberId, key, tx);
            await audit.write(
              auditEntry(brand, actor, origin, 'rg.limit.set', {
                key,
                from: shown(key, current),
                to: shown(key, next),
              }),
              tx,
            );
            out.push({ key, outcome: 'applied', effectiveAt: at.toISOString() });
          } else {
            await repo.putPending(actor.memberId, key, next, effectiveAt, tx);
            await audit.write(
              auditEntry(brand, actor, origin, 'rg.limit.pending', {
                key,
                from: shown(key, current),
                to: shown(key, next),
                effectiveAt: effectiveAt.toISOString(),
              }),
              tx,
            );
            out.push({ key, outcome: 'pending', effectiveAt: effectiveAt.toISOString() });
          }
        }
        await repo.setLimits(actor.memberId, applied, tx);
        return out;
      });
      return { state: await stateOf(brand, actor), changes };
    },

    /** Applies a pending increase or removal whose day has passed. */
    async confirmLimit(brand: Brand, actor: Actor, origin: Origin, key: LimitKey): Promise<ResponsibleState> {
      await db.transaction(async (tx) => {
        const settings = await repo.lockSettings(brand.id, actor.memberId, tx);
        const waiting = (await repo.pending(actor.memberId, tx)).find((p) => p.key === key);
        if (!waiting) throw notFound(`No change of ${key} is waiting.`, ERROR_CODES.rgNothingPending);
        if (waiting.effectiveAt.getTime() > now().getTime())
          throw unprocessable(
            ERROR_CODES.rgNotDue,
            `The change of ${key} can be confirmed from ${waiting.effectiveAt.toISOString()}.`,
            { effectiveAt: waiting.effectiveAt.toISOString() },
          );
        await repo.takePending(actor.memberId, key, tx);
        await repo.setLimits(actor.memberId, { [key]: waiting.value }, tx);
        await audit.write(
          auditEntry(brand, actor, origin, 'rg.limit.confirmed', {
            key,
            from: shown(key, settings.limits[key]),
            to: shown(key, waiting.value),
          }),
          tx,
        );
      });
      return stateOf(brand, actor);
    },

    async cancelLimit(brand: Brand, actor: Actor, origin: Origin, key: LimitKey): Promise<ResponsibleState> {
      await db.transaction(async (tx) => {
        await repo.lockSettings(brand.id, actor.memberId, tx);
        if (!(await repo.takePending(actor.memberId, key, tx)))
          throw notFound(`No change of ${key} is waiting.`, ERROR_CODES.rgNothingPending);
        await audit.write(auditEntry(brand, actor, origin, 'rg.limit.pending.dropped', { key }), tx);
      });
      return stateOf(brand, actor);
    },

    async setRealityCheck(
      brand: Brand,
      actor: Actor,
      origin: Origin,
      minutes: number,
    ): Promise<ResponsibleState> {
      await db.transaction(async (tx) => {
        const settings = await repo.lockSettings(brand.id, actor.memberId, tx);
        await repo.setRealityCheck(actor.memberId, minutes, tx);
        await audit.write(
          auditEntry(brand, actor, origin, 'rg.reality.interval', {
            from: settings.realityCheckMinutes ?? realityCheckDefaultOf(brand),
            to: minutes,
          }),
          tx,
        );
      });
      return stateOf(brand, actor);
    },

    /** The member's answer to a reality check, kept with what it was shown. */
    async answerReality(brand: Brand, actor: Actor, origin: Origin, input: RealityAnswer): Promise<void> {
      const start = await sessionStartOf(actor);
      await audit.write(
        auditEntry(brand, actor, origin, 'rg.reality.answer', {
          choice: input.choice,
          minutesPlayed: Math.floor((now().getTime() - start.getTime()) / 60_000),
        }),
      );
    },

    /**
     * A time-out or self-exclusion from now. One already in force that lasts as long or longer is not
     * replaced (409); the member's game sessions end at once.
     */
    async exclude(
      brand: Brand,
      actor: Actor,
      origin: Origin,
      input: ExclusionRequest,
    ): Promise<ResponsibleState> {
      const at = now();
      const endsAt = endOf(input.duration, at);
      const lift: Date | 'forever' = input.kind === 'self' || endsAt === null ? 'forever' : endsAt;
      await db.transaction(async (tx) => {
        await repo.lockSettings(brand.id, actor.memberId, tx);
        const current = lastInForce(await repo.exclusions(actor.memberId, tx), at);
        if (current && !later(lift, liftOf(current)))
          throw conflict(
            ERROR_CODES.rgAlreadyExcluded,
            'A time-out or exclusion that lasts as long or longer is already in force.',
          );
        const id = await repo.insertExclusion(
          {
            merchantId: brand.id,
            memberId: actor.memberId,
            kind: input.kind,
            startedAt: at,
            endsAt,
            operatorId: null,
            reason: null,
          },
          tx,
        );
        await repo.refreshExcludedUntil(actor.memberId, tx);
        await repo.endGameSessions(actor.memberId, at, tx);
        await audit.write(
          auditEntry(brand, actor, origin, 'rg.exclusion', {
            id,
            kind: input.kind,
            duration: input.duration,
            endsAt: endsAt?.toISOString() ?? null,
          }),
          tx,
        );
      });
      return stateOf(brand, actor);
    },

    /** Ends a self-exclusion whose term has passed: play returns after the cooling day. */
    async endExclusion(brand: Brand, actor: Actor, origin: Origin): Promise<ResponsibleState> {
      const at = now();
      await db.transaction(async (tx) => {
        await repo.lockSettings(brand.id, actor.memberId, tx);
        const own = (await repo.exclusions(actor.memberId, tx)).find(
          (r) => r.kind === 'self' && r.endedAt === null && r.endRequestedAt === null,
        );
        if (!own)
          throw conflict(ERROR_CODES.rgExclusionNotEndable, 'There is no self-exclusion of yours to end.');
        if (own.endsAt === null || own.endsAt.getTime() > at.getTime())
          throw conflict(
            ERROR_CODES.rgExclusionNotEndable,
            own.endsAt === null
              ? 'A permanent self-exclusion cannot be ended.'
              : `The self-exclusion runs until ${own.endsAt.toISOString()} and cannot be ended before.`,
          );
        const liftsAt = new Date(at.getTime() + EXCLUSION_COOLING_HOURS * HOUR_MS);
        await repo.requestEnd(own.id, at, liftsAt, tx);
        await repo.refreshExcludedUntil(actor.memberId, tx);
        await audit.write(
          auditEntry(brand, actor, origin, 'rg.exclusion.end', {
            id: own.id,
            liftsAt: liftsAt.toISOString(),
          }),
          tx,
        );
      });
      return stateOf(brand, actor);
    },

    /** The playing session: time played since the login, its stakes and wins, and its checks. */
    async session(brand: Brand, actor: Actor): Promise<SessionState> {
      const at = now();
      const start = await sessionStartOf(actor);
      const [settings, play] = await Promise.all([
        repo.settings(actor.memberId),
        repo.playSince(actor.memberId, start),
      ]);
      const limit = settings?.limits.sessionMinutes ?? null;
      return {
        startedAt: start.toISOString(),
        now: at.toISOString(),
        minutesPlayed: Math.floor((at.getTime() - start.getTime()) / 60_000),
        stakes: minorToMajor(play.stakes),
        wins: minorToMajor(play.wins),
        net: minorToMajor(play.wins - play.settledStakes),
        realityCheckMinutes: settings?.realityCheckMinutes ?? realityCheckDefaultOf(brand),
        sessionLimitMinutes: limit === null ? null : Number(limit),
        endsAt:
          limit === null || !settings
            ? null
            : new Date(settings.sessionStartedAt.getTime() + Number(limit) * 60_000).toISOString(),
      };
    },

    /** Deposits minus withdrawals and wins minus stakes, per brand day and in all, over a period. */
    async netPosition(actor: Actor, query: NetPositionQuery): Promise<NetPosition> {
      const from = Date.parse(`${query.from}T00:00:00Z`);
      const to = Date.parse(`${query.to}T00:00:00Z`);
      if (Number.isNaN(from)) throw fieldError(ERROR_CODES.validation, 'from: not a day.', { field: 'from' });
      if (Number.isNaN(to)) throw fieldError(ERROR_CODES.validation, 'to: not a day.', { field: 'to' });
      if (to < from) throw fieldError(ERROR_CODES.validation, 'to: before from.', { field: 'to' });
      if ((to - from) / DAY_MS + 1 > NET_POSITION_MAX_DAYS)
        throw fieldError(ERROR_CODES.validation, `to: at most ${NET_POSITION_MAX_DAYS} days at once.`, {
          field: 'to',
        });
      const days = await repo.days(actor.memberId, query.from, query.to);
      const sum = (pick: (d: (typeof days)[number]) => bigint) => days.reduce((s, d) => s + pick(d), 0n);
      const deposits = sum((d) => d.deposits);
      const withdrawals = sum((d) => d.withdrawals);
      const stakes = sum((d) => d.stakes);
      const wins = sum((d) => d.wins);
      return {
        from: query.from,
        to: query.to,
        deposits: minorToMajor(deposits),
        withdrawals: minorToMajor(withdrawals),
        stakes: minorToMajor(stakes),
        wins: minorToMajor(wins),
        moneyNet: minorToMajor(deposits - withdrawals),
        gameNet: minorToMajor(wins - stakes),
        days: days.map((d) => ({
          day: d.day,
          deposits: minorToMajor(d.deposits),
          withdrawals: minorToMajor(d.withdrawals),
          stakes: minorToMajor(d.stakes),
          wins: minorToMajor(d.wins),
        })),
      };
    },

    /** The member's last rounds of one game, newest first. */
    async recall(brand: Brand, actor: Actor, language: string, query: RecallQuery): Promise<Recall> {
      const [rounds, name] = await Promise.all([
        repo.recall(brand.id, actor.memberId, query.vendorCode, query.gameCode, RECALL_ROUNDS),
        repo.gameName(brand.id, query.vendorCode, query.gameCode),
      ]);
      if (!name && rounds.length === 0)
        throw notFound(`No game ${query.gameCode} of ${query.vendorCode}.`, ERROR_CODES.gameUnknown);
      return {
        gameName:
          (name && pickLocalized(name, language, brand.defaultLanguage)) ??
          rounds[0]?.gameName ??
          query.gameCode,
        rounds: rounds.map((r) => ({
          roundId: r.roundId,
          placedAt: r.placedAt.toISOString(),
          settledAt: r.settledAt?.toISOString() ?? null,
          status: r.status,
          stake: minorToMajor(r.stake),
          win: minorToMajor(r.payout),
          detail: r.detail,
        })),
      };
    },
  };
}
export type ResponsibleService = ReturnType<typeof createResponsibleService>;
