import { randomUUID } from 'node:crypto';
import { API, type LotteryBetInput } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../app.js';
import { rowsOf } from '../db/rows.js';
import { LOTTERY_JOBS, type ResultsFeed } from '../modules/lottery/index.js';
import { createTestApp, json, type TestApp } from './test-app.js';

// The lottery's tests: an app on a clock the test moves (the server's clock decides every cut-off), slips
// sent as the site sends them, and the two jobs run by hand.

/**
 * Half past the current minute (sessions are dated by the database's clock, so the app's stays near it):
 * fast-1m's open numero takes bets for 20 more seconds. Near midnight in Manila it is moved past it, so
 * that the numeros a test counts on belong to one brand day.
 */
export function lotteryStart(): Date {
  const minute = Math.floor(Date.now() / 60_000);
  const ofDay = (minute + 8 * 60) % 1_440;
  const skip = ofDay >= 1_410 ? 1_440 - ofDay + 5 : 0;
  return new Date((minute + skip) * 60_000 + 30_000);
}

/** The numero after `numero` of a fast game (`yyyyMMdd-nnnn`, same day). */
export const nextSeq = (numero: string, step = 1) =>
  `${numero.slice(0, 9)}${String(Number(numero.slice(9)) + step).padStart(4, '0')}`;

export type LotteryTestApp = TestApp & {
  now: () => Date;
  setNow: (at: Date) => void;
  advance: (ms: number) => void;
  rows: <T = Record<string, any>>(query: SQL) => Promise<T[]>;
};

export async function createLotteryTestApp(
  options: { feed?: ResultsFeed | null; start?: Date; app?: Partial<AppOptions> } = {},
): Promise<LotteryTestApp> {
  let at = (options.start ?? lotteryStart()).getTime();
  const t = await createTestApp({
    ...options.app,
    now: () => new Date(at),
    lotteryFeed: options.feed ?? null,
  });
  return {
    ...t,
    now: () => new Date(at),
    setNow: (date) => {
      at = date.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
    rows: (query) => rowsOf(t.app.database.db, query),
  };
}

/** A slip body with a fresh request id. */
export function slipBody(
  gameCode: string,
  numero: string,
  bets: LotteryBetInput[],
  extra: Record<string, unknown> = {},
) {
  return { requestId: randomUUID(), gameCode, numero, bets, ...extra };
}

export function placeSlip(app: FastifyInstance, token: string, body: object, merchant = 'demo') {
  return app.inject({
    method: 'POST',
    url: API.lotteryBets,
    headers: { merchant, authorization: token },
    payload: body as Record<string, unknown>,
  });
}

/** The open numero of a game, as the site reads it. */
export async function openNumero(app: FastifyInstance, token: string, gameCode: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${API.lotteryOpenNumeros}?gameCode=${gameCode}`,
    headers: { merchant: 'demo', authorization: token },
  });
  if (res.statusCode !== 200) throw new Error(`open numeros: ${res.statusCode} ${res.body}`);
  return res.json<{ serverTime: string; list: { numero: string; closesAt: string; drawAt: string }[] }>()
    .list[0]!;
}

export const runDraws = (app: FastifyInstance) => app.scheduler.run(LOTTERY_JOBS.draws);
export const runSettlement = (app: FastifyInstance) => app.scheduler.run(LOTTERY_JOBS.settlement);

/** The member's main balance (minor units), from the ledger's account. */
export async function balanceOf(app: FastifyInstance, memberId: number): Promise<bigint> {
  const [row] = await rowsOf<{ balance: string }>(
    app.database.db,
    sql`select balance from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return BigInt(row?.balance ?? 0);
}

/** What the wallet holds about the member's lottery rounds: tickets, rounds, vendor calls. */
export async function walletTrace(app: FastifyInstance, memberId: number) {
  const [row] = await rowsOf<{ tickets: number; rounds: number; calls: number; bets: number }>(
    app.database.db,
    sql`select (select count(*) from lottery_tickets where member_id = ${memberId})::int as tickets,
          (select count(*) from lottery_bets where member_id = ${memberId})::int as bets,
          (select count(*) from game_rounds where member_id = ${memberId} and game_type in ('LOTT', 'ELOTT'))::int
            as rounds,
          (select count(*) from vendor_transactions where member_id = ${memberId}
            and vendor_code in ('LOTT', 'ELOTT'))::int as calls`,
  );
  return row!;
}

export const refusalOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  errorCode: json(res).errorCode,
  message: json(res).message,
});
