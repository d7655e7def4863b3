import {
  ERROR_CODES,
  SPORTSBOOK_ADMIN_ERRORS,
  SPORTSBOOK_ERRORS,
  type SbAdminChange,
  type SbAdminCorrection,
  type SbAdminFixture,
  type SbAdminFixtureEntered,
  type SbAdminFixtureInput,
  type SbAdminFixtures,
  type SbAdminFixturesQuery,
  type SbAdminResult,
  type SbAdminResultInput,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { pageFields } from '../../db/paging.js';
import type { Brand, Origin } from '../../lib/context.js';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.js';
import type { AuditRepository } from '../audit/index.js';
import {
  priceFixture,
  type FixtureModel,
  type FixtureResult,
  type LiveState,
  type Score,
  type Sport,
} from './engine/index.js';
import type { FixtureRow, FixturesRepository } from './fixtures.repository.js';
import type { SettlementService } from './settlement.service.js';

// The operators' side of the sportsbook (`/admin/sportsbook/...` and `npm run admin -- sportsbook`): the
// brand's fixtures listed, a fixture entered and priced with the brand's margin, its result entered or
// corrected, its markets suspended and reopened. Each change and its audit row (before and after) commit
// together; the settlement follows, at once for a fixture with few bets, by the settlement job otherwise.

/** Operators who change fixtures and results; every role reads. */
const CHANGE_ROLES: readonly string[] = ['owner', 'finance'];
/** A result's bets are settled in the operator's call up to this many; the settlement job takes more. */
export const INLINE_BETS = 500;
/** How far ahead a fixture may be entered. */
const MAX_AHEAD_MS = 366 * 24 * 3_600_000;

export type SportsbookOperator = { operatorId: number; role: string };

type ModelRule = {
  fields: readonly string[];
  min: number;
  max: number;
  bestOf: readonly number[] | null;
};

/** The pricing figures each sport takes, their range, and the series lengths it may be played over. */
const MODEL_RULES: Record<Sport, ModelRule> = {
  football: { fields: ['homeGoals', 'awayGoals'], min: 0.05, max: 8, bestOf: null },
  efootball: { fields: ['homeGoals', 'awayGoals'], min: 0.05, max: 12, bestOf: null },
  basketball: { fields: ['homePoints', 'awayPoints'], min: 10, max: 200, bestOf: null },
  tennis: { fields: ['pSetHome'], min: 0.02, max: 0.98, bestOf: [3, 5] },
  moba: { fields: ['pMapHome'], min: 0.02, max: 0.98, bestOf: [1, 3, 5] },
  shooter: { fields: ['pMapHome'], min: 0.02, max: 0.98, bestOf: [1, 3, 5] },
};

/** The highest goals or points a side may score in a result. */
const SCORE_MAX: Record<'football' | 'efootball' | 'basketball', number> = {
  football: 99,
  efootball: 99,
  basketball: 400,
};

const preMatch: LiveState = {
  status: 'scheduled',
  score: { home: 0, away: 0 },
  periods: [],
  elapsed: 0,
  clock: null,
};

const invalid = (field: string, problem: string) =>
  fieldError(ERROR_CODES.validation, `${field}: ${problem}.`, { field });

const badShape = (field: string, problem: string) =>
  fieldError(SPORTSBOOK_ADMIN_ERRORS.resultShape, `${field}: ${problem}.`, { field });

/** An entered fixture's pricing model: the figures its sport takes, in range; refusals name the field. */
export function modelOf(input: Pick<SbAdminFixtureInput, 'sport' | 'model' | 'bestOf'>): FixtureModel {
  const rule = MODEL_RULES[input.sport];
  for (const key of Object.keys(input.model)) {
    if (!rule.fields.includes(key))
      throw invalid(`model.${key}`, `${input.sport} is priced from ${rule.fields.join(' and ')}`);
  }
  const figures = rule.fields.map((field) => {
    const value = input.model[field];
    if (value === undefined) throw invalid(`model.${field}`, `${input.sport} needs it`);
    if (!Number.isFinite(value) || value < rule.min || value > rule.max)
      throw invalid(`model.${field}`, `must be from ${rule.min} to ${rule.max}`);
    return value;
  });
  if (rule.bestOf === null) {
    if (input.bestOf !== undefined) throw invalid('bestOf', `${input.sport} is not played over sets or maps`);
  } else if (input.bestOf === undefined || !rule.bestOf.includes(input.bestOf)) {
    throw invalid('bestOf', `${input.sport} is played best of ${rule.bestOf.join(', ')}`);
  }
  const [a = 0, b = 0] = figures;
  switch (input.sport) {
    case 'football':
    case 'efootball':
      return { sport: input.sport, homeGoals: a, awayGoals: b };
    case 'basketball':
      return { sport: 'basketball', homePoints: a, awayPoints: b };
    case 'tennis':
      return { sport: 'tennis', pSetHome: a, bestOf: input.bestOf as 3 | 5 };
    case 'moba':
    case 'shooter':
      return { sport: input.sport, pMapHome: a, bestOf: input.bestOf as 1 | 3 | 5 };
  }
}

const isCount = (n: number, max: number) => Number.isSafeInteger(n) && n >= 0 && n <= max;

function checkScore(field: string, score: Score, max: number) {
  for (const side of ['home', 'away'] as const)
    if (!isCount(score[side], max))
      throw badShape(`${field}.${side}`, `must be a whole number from 0 to ${max}`);
}

/**
 * A final result checked against the fixture's sport: sets and maps won by one side reaching the majority of
 * the series (so never a draw), periods that add up to the score. Refusals name the field.
 */
export function checkResult(model: FixtureModel, result: SbAdminResult): FixtureResult {
  if (result.status !== 'finished') return { status: result.status };
  const { score, periods } = result;
  if (model.sport === 'tennis' || model.sport === 'moba' || model.sport === 'shooter') {
    const need = (model.bestOf + 1) / 2;
    const unit = model.sport === 'tennis' ? 'sets' : 'maps';
    checkScore('score', score, need);
    if (Math.max(score.home, score.away) !== need || score.home === score.away)
      throw badShape('score', `best of ${model.bestOf}: the winner takes ${need} ${unit}, the loser fewer`);
    periods.forEach((p, i) => checkScore(`periods.${i}`, p, 999));
    if (periods.length > 0) {
      if (periods.length !== score.home + score.away)
        throw badShape('periods', `${score.home + score.away} ${unit} were played, ${periods.length} given`);
      if (periods.some((p) => p.home === p.away))
        throw badShape('periods', `each of the ${unit} has a winner`);
      if (periods.filter((p) => p.home > p.away).length !== score.home)
        throw badShape('periods', `the ${unit} won do not make the score`);
    }
  } else {
    const max = SCORE_MAX[model.sport];
    checkScore('score', score, max);
    periods.forEach((p, i) => checkScore(`periods.${i}`, p, max));
    if (periods.length > 0) {
      const sum = periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
        home: 0,
        away: 0,
      });
      if (sum.home !== score.home || sum.away !== score.away)
        throw badShape('periods', `they add up to ${sum.home}-${sum.away}, not the score`);
    }
  }
  return { status: 'finished', score, periods };
}

const sameScore = (a: Score, b: Score) => a.home === b.home && a.away === b.away;

/** Two results alike (compared field by field: a stored result comes back with its keys reordered). */
function sameResult(a: FixtureResult, b: FixtureResult): boolean {
  if (a.status !== 'finished' || b.status !== 'finished') return a.status === b.status;
  return (
    sameScore(a.score, b.score) &&
    a.periods.length === b.periods.length &&
    a.periods.every((p, i) => sameScore(p, b.periods[i]!))
  );
}

export function shownFixture(f: FixtureRow, openBets: number): SbAdminFixture {
  return {
    id: f.id,
    sport: f.sport,
    league: f.leagueName,
    home: f.home,
    away: f.away,
    startsAt: f.startsAt.toISOString(),
    status: f.status,
    source: f.source,
    score: f.score,
    result: f.result,
    corrections: Math.max(0, f.resultVersion - 1),
    openBets,
    suspended: f.operatorSuspended,
  };
}

export function createSportsbookOperator(deps: {
  db: Database;
  fixtures: Pick<
    FixturesRepository,
    | 'book'
    | 'fixture'
    | 'lockFixture'
    | 'insertFixture'
    | 'writeResult'
    | 'setOperatorSuspended'
    | 'adminList'
    | 'openBets'
    | 'betsToSettle'
  >;
  settlement: Pick<SettlementService, 'settleFixture'>;
  audit: AuditRepository;
  now: () => Date;
}) {
  const { fixtures } = deps;

  const mayChange = (operator: SportsbookOperator) => {
    if (!CHANGE_ROLES.includes(operator.role))
      throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not change the sportsbook.`);
  };

  const unknown = (id: number) =>
    notFound(`No fixture ${id} in this book.`, SPORTSBOOK_ERRORS.unknownFixture);

  const what = (f: FixtureRow) => `Fixture ${f.id} (${f.home} v ${f.away})`;

  /** The change's audit row, in its transaction. */
  const audited = (
    tx: Executor,
    operator: SportsbookOperator,
    brand: Brand,
    origin: Origin,
    event: string,
    detail: Record<string, unknown>,
  ) =>
    deps.audit.write(
      { merchantId: brand.id, operatorId: operator.operatorId, event, ip: origin.ip, detail },
      tx,
    );

  async function shown(brand: Brand, id: number): Promise<SbAdminFixture> {
    const row = await fixtures.fixture(brand.id, id);
    if (!row) throw new Error(`fixture ${id} vanished`);
    return shownFixture(row, await fixtures.openBets(id));
  }

  /** The fixture after a result, and its bets settled now (few) or left to the settlement job (many). */
  async function settled(brand: Brand, id: number, version: number): Promise<SbAdminChange> {
    const waiting = await fixtures.betsToSettle(id, version);
    let done = { settled: 0, corrected: 0 };
    let left = waiting;
    if (waiting <= INLINE_BETS) {
      done = await deps.settlement.settleFixture(brand.id, id);
      left = await fixtures.betsToSettle(id, version);
    }
    return { fixture: await shown(brand, id), settled: done.settled, corrected: done.corrected, left };
  }

  /** Checks a result against the fixture as locked: the state it may be written in, and its shape. */
  function resultFor(f: FixtureRow, body: SbAdminResult, now: Date): FixtureResult {
    const result = checkResult(f.model, body);
    if (result.status === 'finished' && f.startsAt > now)
      throw conflict(
        SPORTSBOOK_ADMIN_ERRORS.resultState,
        `${what(f)} starts at ${f.startsAt.toISOString()}: it cannot have finished yet.`,
      );
    return result;
  }

  const resultAudit = (f: FixtureRow, result: FixtureResult, version: number, note: string | undefined) => ({
    fixture: f.id,
    home: f.home,
    away: f.away,
    before: { status: f.status, result: f.result, version: f.resultVersion },
    after: { status: result.status, result, version },
    note: note ?? null,
  });

  async function suspension(
    operator: SportsbookOperator,
    brand: Brand,
    id: number,
    suspended: boolean,
    note: string | undefined,
    origin: Origin,
  ): Promise<SbAdminFixture> {
    mayChange(operator);
    await deps.db.transaction(async (tx) => {
      const f = await fixtures.lockFixture(brand.id, id, tx);
      if (!f) throw unknown(id);
      if (f.status !== 'scheduled' && f.status !== 'live')
        throw conflict(SPORTSBOOK_ADMIN_ERRORS.fixtureState, `${what(f)} is ${f.status}: it takes no bets.`);
      if (f.operatorSuspended === suspended)
        throw conflict(
          SPORTSBOOK_ADMIN_ERRORS.fixtureState,
          `${what(f)}: its markets are ${suspended ? 'suspended already' : 'not suspended'}.`,
        );
      await fixtures.setOperatorSuspended(f.id, suspended, deps.now(), tx);
      await audited(tx, operator, brand, origin, `sportsbook.fixture.${suspended ? 'suspend' : 'reopen'}`, {
        fixture: f.id,
        home: f.home,
        away: f.away,
        before: { suspended: f.operatorSuspended },
        after: { suspended },
        note: note ?? null,
      });
    });
    return shown(brand, id);
  }

  return {
    /** The brand's fixtures, soonest first, with their open bets; every role reads. */
    async list(brand: Brand, query: SbAdminFixturesQuery): Promise<SbAdminFixtures> {
      const page = await fixtures.adminList(brand.id, query);
      return {
        ...pageFields(query, page.total),
        list: page.list.map((f) => shownFixture(f, f.openBets)),
      };
    },

    /** A fixture entered by an operator, priced with the brand's margin before it starts. */
    async enter(
      operator: SportsbookOperator,
      brand: Brand,
      input: SbAdminFixtureInput,
      origin: Origin,
    ): Promise<SbAdminFixtureEntered> {
      mayChange(operator);
      const model = modelOf(input);
      if (input.home.toLowerCase() === input.away.toLowerCase())
        throw invalid('away', 'a side cannot play itself');
      const startsAt = new Date(input.startsAt);
      const now = deps.now();
      if (startsAt <= now) throw invalid('startsAt', 'is not in the future');
      if (startsAt.getTime() - now.getTime() > MAX_AHEAD_MS)
        throw invalid('startsAt', 'is more than a year ahead');
      const book = await fixtures.book(brand.id);
      if (!book) throw conflict(SPORTSBOOK_ADMIN_ERRORS.noBook, 'This brand has no sportsbook.');
      const markets = priceFixture(model, preMatch, book.marginBps);
      if (markets.length === 0) throw invalid('model', 'prices no market');
      const id = await deps.db.transaction(async (tx) => {
        const fixture = {
          merchantId: brand.id,
          source: 'operator' as const,
          feedRef: null,
          sport: input.sport,
          leagueCode: input.league.code,
          leagueName: input.league.name,
          country: input.league.country,
          home: input.home,
          away: input.away,
          startsAt,
          endsAt: null,
          model,
          markets,
        };
        const inserted = await fixtures.insertFixture(fixture, tx);
        await audited(tx, operator, brand, origin, 'sportsbook.fixture.enter', {
          fixture: inserted,
          before: null,
          after: {
            sport: input.sport,
            league: input.league,
            home: input.home,
            away: input.away,
            startsAt: startsAt.toISOString(),
            model,
            marginBps: book.marginBps,
            markets: markets.length,
          },
        });
        return inserted;
      });
      return { fixture: await shown(brand, id), markets: markets.length };
    },

    /** A fixture's first result: a final score once it has started, or a status that voids its bets. */
    async enterResult(
      operator: SportsbookOperator,
      brand: Brand,
      id: number,
      body: SbAdminResultInput,
      origin: Origin,
    ): Promise<SbAdminChange> {
      mayChange(operator);
      const version = await deps.db.transaction(async (tx) => {
        const f = await fixtures.lockFixture(brand.id, id, tx);
        if (!f) throw unknown(id);
        if (f.result || f.resultVersion > 0)
          throw conflict(
            SPORTSBOOK_ADMIN_ERRORS.resultState,
            `${what(f)} has a result already: correct it instead.`,
          );
        const now = deps.now();
        const result = resultFor(f, body, now);
        const written = await fixtures.writeResult(f.id, result, now, tx);
        await audited(
          tx,
          operator,
          brand,
          origin,
          'sportsbook.result.enter',
          resultAudit(f, result, written, body.note),
        );
        return written;
      });
      return settled(brand, id, version);
    },

    /** A result replaced: the bets it settled are settled again by the difference. */
    async correct(
      operator: SportsbookOperator,
      brand: Brand,
      id: number,
      body: SbAdminCorrection,
      origin: Origin,
    ): Promise<SbAdminChange> {
      mayChange(operator);
      const version = await deps.db.transaction(async (tx) => {
        const f = await fixtures.lockFixture(brand.id, id, tx);
        if (!f) throw unknown(id);
        if (!f.result)
          throw conflict(
            SPORTSBOOK_ADMIN_ERRORS.resultState,
            `${what(f)} has no result to correct: enter one.`,
          );
        const now = deps.now();
        const result = resultFor(f, body, now);
        if (sameResult(f.result, result))
          throw conflict(SPORTSBOOK_ADMIN_ERRORS.resultState, `${what(f)}: its result is already this one.`);
        const written = await fixtures.writeResult(f.id, result, now, tx);
        await audited(
          tx,
          operator,
          brand,
          origin,
          'sportsbook.result.correct',
          resultAudit(f, result, written, body.note),
        );
        return written;
      });
      return settled(brand, id, version);
    },

    /** A fixture's markets closed to new bets until reopened. */
    suspend: (
      operator: SportsbookOperator,
      brand: Brand,
      id: number,
      note: string | undefined,
      origin: Origin,
    ) => suspension(operator, brand, id, true, note, origin),

    reopen: (
      operator: SportsbookOperator,
      brand: Brand,
      id: number,
      note: string | undefined,
      origin: Origin,
    ) => suspension(operator, brand, id, false, note, origin),
  };
}
export type SportsbookOperatorService = ReturnType<typeof createSportsbookOperator>;
