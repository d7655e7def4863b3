// The lottery's answers for the web tests: a small in-memory lottery behind `fetch` (games with their bet
// types under the server's tabs, the numero open for bets, drawn numeros with their seeds, trends counted
// from them, the member's bets), answering as the server does: `/lgw` and `/lotto/lgw` bare, `/wps` in the
// envelope, a placed slip checked by the contracts' schema first. Tests set a refusal or move a game to its
// next numero through `state`.
import { createHash } from 'node:crypto';
import {
  API,
  lotteryPlaceSchema,
  type LotteryBet,
  type LotteryBetType,
  type LotteryGame,
  type LotteryNumero,
  type LotteryResult,
  type LotteryTrends,
} from '@platform/contracts';
import { vi } from 'vitest';

/** The server's clock in every answer: the countdowns count from it. */
export const SERVER_TIME = '2026-03-10T04:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(SERVER_TIME) + seconds * 1000).toISOString();

const type = (code: string, group: string, odds: number, table: LotteryBetType['table'] = null) => ({
  code,
  group,
  odds,
  table,
});

const game = (
  over: Partial<LotteryGame> & Pick<LotteryGame, 'gameCode' | 'gameName' | 'group' | 'kind'>,
) => ({
  vendor: 'LOTT',
  prizeMode: 'Lott' as const,
  region: null,
  intervalSeconds: 60,
  cutoffSeconds: 10,
  source: 'house' as const,
  unitPrices: [1, 2, 10],
  maxMultiple: 1000,
  betTypes: [],
  ...over,
});

export const FAST1 = game({
  gameCode: 'FAST1',
  gameName: 'Lotus 1-minute',
  group: 'FAST',
  kind: 'digits5',
  betTypes: [
    type('d5.position', 'position', 9.7),
    type('d5.position.bigSmall', 'sides', 1.94),
    type('d5.sum', 'sum', 0, { '0': 97000, '1': 19400 }),
    type('d5.sum.bigSmall', 'sides', 1.94),
    type('d5.three.straight', 'straight', 970),
    type('d5.two.straight', 'straight', 97),
    type('d5.three.group6', 'group', 161.67),
  ],
});
export const FAST5 = game({
  gameCode: 'FAST5',
  gameName: 'Lotus 5-minute',
  group: 'FAST',
  kind: 'digits5',
  intervalSeconds: 300,
  betTypes: [type('d5.position', 'position', 9.7)],
});
export const KENO = game({
  gameCode: 'KENO5',
  gameName: 'Lotus Keno',
  group: 'KENO',
  kind: 'keno',
  intervalSeconds: 300,
  betTypes: [
    type('keno.pick1', 'pick', 0, { '1': 3.76 }),
    type('keno.pick3', 'pick', 0, { '2': 2, '3': 48 }),
    type('keno.sum.bigSmall', 'sides', 1.94),
  ],
});
export const VN_NORTH = game({
  gameCode: 'VN-N',
  gameName: 'Northern lottery',
  group: 'VN',
  kind: 'vn',
  region: 'north',
  intervalSeconds: null,
  cutoffSeconds: 900,
  source: 'feed',
  unitPrices: [1, 5],
  betTypes: [
    type('vn.lo2', 'lo', 3.65),
    type('vn.lo3', 'lo', 36.5),
    type('vn.de', 'de', 97),
    type('vn.parlay2', 'parlay', 16.9),
  ],
});
export const VN_SOUTH = game({
  gameCode: 'VN-S',
  gameName: 'Southern lottery',
  group: 'VN',
  kind: 'vn',
  region: 'south',
  intervalSeconds: null,
  cutoffSeconds: 900,
  source: 'feed',
  betTypes: [type('vn.lo2', 'lo', 5.38)],
});
export const ELOTT_FAST = game({
  gameCode: 'EFAST3',
  gameName: 'E-lottery 3-minute',
  group: 'FAST',
  kind: 'digits5',
  vendor: 'ELOTT',
  prizeMode: 'Elott',
  intervalSeconds: 180,
  betTypes: [type('d5.position', 'position', 9.5)],
});

export const GAMES: LotteryGame[] = [VN_NORTH, VN_SOUTH, FAST1, FAST5, KENO, ELOTT_FAST];

/** A Vietnamese board of the region's layout, its numbers made from `seed` (the special prize first). */
export function vnBoard(region: 'north' | 'central' | 'south', seed: number): LotteryResult {
  const layout: [string, number, number][] =
    region === 'north'
      ? [
          ['special', 1, 5],
          ['first', 1, 5],
          ['second', 2, 5],
          ['third', 6, 5],
          ['fourth', 4, 4],
          ['fifth', 6, 4],
          ['sixth', 3, 3],
          ['seventh', 4, 2],
        ]
      : [
          ['special', 1, 6],
          ['first', 1, 5],
          ['second', 1, 5],
          ['third', 2, 5],
          ['fourth', 7, 5],
          ['fifth', 1, 4],
          ['sixth', 3, 4],
          ['seventh', 1, 3],
          ['eighth', 1, 2],
        ];
  let next = seed;
  const draw = (digits: number) => {
    next = (next * 48271 + 11) % 2147483647;
    return String(next % 10 ** digits).padStart(digits, '0');
  };
  return {
    kind: 'vn',
    region,
    prizes: layout.map(([rank, count, digits]) => ({
      rank,
      numbers: Array.from({ length: count }, () => draw(digits)),
    })),
  };
}

const seedOf = (gameCode: string, numero: string) =>
  createHash('sha256').update(`seed:${gameCode}:${numero}`).digest('hex');
const hashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** A drawn numero of a game, `minutesAgo` before the server's clock. */
export function drawn(
  g: LotteryGame,
  numero: string,
  minutesAgo: number,
  result: LotteryResult,
): LotteryNumero {
  const house = g.source === 'house';
  const seed = seedOf(g.gameCode, numero);
  return {
    gameCode: g.gameCode,
    gameName: g.gameName,
    numero,
    status: 'settled',
    opensAt: at(-minutesAgo * 60 - 60),
    closesAt: at(-minutesAgo * 60 - 10),
    drawAt: at(-minutesAgo * 60),
    seedHash: house ? hashOf(seed) : null,
    serverSeed: house ? seed : null,
    result,
    corrections: 0,
  };
}

/** The numero of a game taking bets, closing `closesIn` seconds after the server's clock. */
export function opened(g: LotteryGame, numero: string, closesIn: number): LotteryNumero {
  return {
    gameCode: g.gameCode,
    gameName: g.gameName,
    numero,
    status: 'open',
    opensAt: at(closesIn - 60),
    closesAt: at(closesIn),
    drawAt: at(closesIn + g.cutoffSeconds),
    seedHash: g.source === 'house' ? hashOf(seedOf(g.gameCode, numero)) : null,
    serverSeed: null,
    result: null,
    corrections: 0,
  };
}

/** The number of ways to choose k of n (the fake's own count, not the site's). */
const ways = (n: number, k: number): number => (k === 0 ? 1 : k > n ? 0 : (ways(n - 1, k - 1) * n) / k);

/** Units of a selection as the engine counts them, for the codes the fixtures offer. */
function unitsOf(betType: string, selection: unknown): number {
  const s = selection as { numbers?: unknown[]; digits?: unknown[]; sums?: unknown[] };
  const parlay = /^vn\.parlay(\d)$/.exec(betType);
  if (parlay) return ways(s.numbers?.length ?? 0, Number(parlay[1]));
  if (betType.startsWith('keno.') || betType.endsWith('bigSmall') || betType.endsWith('oddEven')) return 1;
  if (betType === 'd5.three.straight')
    return (s.digits as unknown[][]).reduce((product, row) => product * row.length, 1);
  if (betType === 'd5.three.group6') return ways(s.digits?.length ?? 0, 3);
  return (s.numbers ?? s.digits ?? s.sums ?? []).length;
}

/** Hits and draws-missing of each value over drawn numeros, newest first. */
function trendsOf(g: LotteryGame, results: LotteryNumero[], count: number): LotteryTrends {
  const draws = results.filter((n) => n.result).slice(0, count);
  const line = (label: string, values: string[], read: (r: LotteryResult) => string[]) => ({
    label,
    values: values.map((value) => {
      const seen = draws.map((n) => read(n.result!).includes(value));
      const first = seen.indexOf(true);
      return { value, hits: seen.filter(Boolean).length, missing: first === -1 ? draws.length : first };
    }),
  });
  const digits = Array.from({ length: 10 }, (_, i) => String(i));
  const lines =
    g.kind === 'digits5'
      ? [1, 2, 3, 4, 5].map((p) =>
          line(String(p), digits, (r) => (r.kind === 'digits5' ? [String(r.digits[p - 1])] : [])),
        )
      : g.kind === 'keno'
        ? [
            line(
              'keno',
              Array.from({ length: 80 }, (_, i) => String(i + 1)),
              (r) => (r.kind === 'keno' ? r.numbers.map(String) : []),
            ),
          ]
        : [
            line(
              'lo',
              Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
              (r) => (r.kind === 'vn' ? r.prizes.flatMap((p) => p.numbers.map((n) => n.slice(-2))) : []),
            ),
          ];
  return { gameCode: g.gameCode, draws: draws.length, lines };
}

/** A refusal the next placed slip gets (the server's status, code, message and value). */
export type Refusal = { status: number; errorCode: string; message: string; value?: unknown };

export type LotteryState = {
  games: LotteryGame[];
  /** The numeros taking bets by game (a Vietnamese region draws one per province of the day). */
  open: Record<string, LotteryNumero | LotteryNumero[]>;
  results: Record<string, LotteryNumero[]>;
  bets: LotteryBet[];
  balance: number;
  refusal: Refusal | null;
};

export const defaultResults = (): Record<string, LotteryNumero[]> => ({
  FAST1: [
    drawn(FAST1, '20260310-0239', 1, { kind: 'digits5', digits: [3, 1, 4, 1, 5] }),
    drawn(FAST1, '20260310-0238', 2, { kind: 'digits5', digits: [9, 2, 6, 5, 3] }),
    drawn(FAST1, '20260310-0237', 3, { kind: 'digits5', digits: [5, 8, 9, 7, 9] }),
  ],
  KENO5: [
    drawn(KENO, '20260310-0047', 5, {
      kind: 'keno',
      numbers: [3, 11, 17, 24, 29, 33, 38, 41, 45, 50, 52, 57, 60, 63, 66, 70, 72, 75, 78, 80],
    }),
  ],
  'VN-N': [drawn(VN_NORTH, '20260309', 60 * 20, vnBoard('north', 7))],
  'VN-S': [
    drawn(VN_SOUTH, '20260309-BTR', 60 * 22, vnBoard('south', 11)),
    drawn(VN_SOUTH, '20260309-VT', 60 * 22, vnBoard('south', 13)),
  ],
});

export const defaultOpen = (): LotteryState['open'] => ({
  FAST1: opened(FAST1, '20260310-0240', 42),
  FAST5: opened(FAST5, '20260310-0048', 200),
  KENO5: opened(KENO, '20260310-0048', 150),
  'VN-N': opened(VN_NORTH, '20260310', 6 * 3600),
  'VN-S': [opened(VN_SOUTH, '20260310-BL', 4 * 3600), opened(VN_SOUTH, '20260310-VL', 4 * 3600)],
  EFAST3: opened(ELOTT_FAST, '20260310-0080', 100),
});

/** One call the fake lottery received. */
export type LotteryRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json(200, { success: true, value, message: 'OK' });
const refused = (status: number, errorCode: string, message: string, value: unknown = null) =>
  json(status, { success: false, value, message, errorCode });

/** Pages a list as the `/wps` lists do. */
function paged<T>(list: T[], query: URLSearchParams) {
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return {
    pageNo,
    pageSize,
    totalCount: list.length,
    totalPages: Math.ceil(list.length / pageSize),
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  };
}

const matches = (pattern: string, path: string): Record<string, string> | null => {
  const names: string[] = [];
  const regex = new RegExp(
    `^${pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  const found = regex.exec(path);
  return found ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1] ?? '')])) : null;
};

/** Answers the lottery's calls (and the site status the pages read); anything else is a 404. */
export function lotteryBackEnd(over: Partial<LotteryState> = {}) {
  const state: LotteryState = {
    games: GAMES,
    open: defaultOpen(),
    results: defaultResults(),
    bets: [],
    balance: 1000,
    refusal: null,
    ...over,
  };
  const requests: LotteryRequest[] = [];
  let nextBet = 1;
  let nextChase = 1;

  const answer = (request: LotteryRequest, token: string | null): Response => {
    const { method, path, query } = request;
    const language = query.get('language');
    if (path === API.systemStatus)
      return ok({ info: { brand: { currencySymbol: 'P', timeZone: 'Asia/Manila', languages: ['EN'] } } });
    if (path === API.lotteryMenu)
      return json(200, {
        groups: (['VN', 'FAST', 'KENO'] as const).map((group) => ({
          group,
          name: { VN: 'Vietnam', FAST: 'Fast', KENO: 'Keno' }[group] + (language === 'VI' ? ' (VI)' : ''),
          games: state.games.filter((g) => g.group === group),
        })),
      });
    if (path === API.lotteryLatestResults)
      return json(200, { list: Object.values(state.results).flatMap((list) => list.slice(0, 1)) });
    if (path === API.lotteryOpenNumeros) {
      if (!token) return json(401, { message: 'log in first' });
      const code = query.get('gameCode');
      const list = Object.values(state.open)
        .flat()
        .filter((n) => !code || n.gameCode === code)
        .map((n) => ({ ...n, last: state.results[n.gameCode]?.[0] ?? null }));
      return json(200, { serverTime: SERVER_TIME, list });
    }
    if (path === API.lotteryResults) {
      const date = query.get('date');
      const list = (state.results[query.get('gameCode') ?? ''] ?? []).filter(
        (n) => !date || n.drawAt.slice(0, 10) === date,
      );
      return ok(paged(list, query));
    }
    if (path === API.lotteryTrends) {
      const g = state.games.find((x) => x.gameCode === query.get('gameCode'));
      if (!g) return refused(404, 'lottery.game.unknown', 'no such game');
      return ok(trendsOf(g, state.results[g.gameCode] ?? [], Number(query.get('count') ?? 50)));
    }
    const numero = matches(API.lotteryNumero, path);
    if (numero) {
      const found = (state.results[numero.gameCode ?? ''] ?? []).find((n) => n.numero === numero.numero);
      if (!found) return refused(404, 'not.found', 'no such numero');
      const house = found.seedHash !== null;
      return ok({
        ...found,
        clientSeed: house ? `${found.gameCode}:${found.numero}` : null,
        nonce: house ? 0 : null,
        verified: house ? true : null,
      });
    }
    if (!token && path.startsWith('/wps/lottery')) return refused(401, 'login.not.session', 'log in first');
    if (path === API.lotteryBets && method === 'GET') {
      const code = query.get('gameCode');
      return ok(
        paged(
          state.bets.filter((b) => !code || b.gameCode === code),
          query,
        ),
      );
    }
    if (path === API.lotteryBets && method === 'POST') {
      const parsed = lotteryPlaceSchema.safeParse(request.body);
      if (!parsed.success) return refused(400, 'validation', parsed.error.issues[0]?.message ?? 'invalid');
      if (state.refusal)
        return refused(
          state.refusal.status,
          state.refusal.errorCode,
          state.refusal.message,
          state.refusal.value,
        );
      const slip = parsed.data;
      const g = state.games.find((x) => x.gameCode === slip.gameCode)!;
      const chaseId = slip.chase ? nextChase++ : null;
      const numeros = slip.chase?.numeros ?? 1;
      const placed: LotteryBet[] = [];
      for (let k = 0; k < numeros; k += 1)
        for (const bet of slip.bets) {
          const units = unitsOf(bet.betType, bet.selection);
          placed.push({
            id: nextBet++,
            gameCode: g.gameCode,
            gameName: g.gameName,
            numero: k === 0 ? slip.numero : `${slip.numero}+${k}`,
            betType: bet.betType,
            selection: bet.selection,
            units,
            unitPrice: bet.unitPrice,
            multiple: bet.multiple,
            amount: (units * Math.round(bet.unitPrice * 100) * bet.multiple) / 100,
            status: 'open',
            payout: 0,
            chaseId,
            placedAt: SERVER_TIME,
            settledAt: null,
          });
        }
      const totalAmount = placed.reduce((sum, b) => sum + Math.round(b.amount * 100), 0) / 100;
      state.balance = Math.round((state.balance - totalAmount) * 100) / 100;
      state.bets = [...placed.reverse(), ...state.bets];
      return ok({ bets: placed, chaseId, totalAmount, balance: state.balance });
    }
    const chase = matches(API.lotteryChaseCancel, path);
    if (chase && method === 'POST') {
      const id = Number(chase.id);
      const open = state.bets.filter((b) => b.chaseId === id && b.status === 'open');
      if (open.length === 0) return refused(422, 'lottery.chase.notFound', 'nothing left to cancel');
      for (const b of open) Object.assign(b, { status: 'refunded', payout: b.amount });
      state.balance += open.reduce((sum, b) => sum + b.amount, 0);
      return ok({ chaseId: id, refunded: open.length, balance: state.balance });
    }
    return refused(404, 'not.found', `no route ${method} ${path}`);
  };

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: LotteryRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return answer(request, headers.authorization ?? null);
  });

  return {
    state,
    requests,
    calls: (path: string, method = 'GET') => requests.filter((r) => r.path === path && r.method === method),
    /** The game's numero closes and the next opens (`closesIn` seconds after the server's clock). */
    nextNumero(gameCode: string, numero: string, closesIn: number) {
      const g = state.games.find((x) => x.gameCode === gameCode)!;
      state.open = { ...state.open, [gameCode]: opened(g, numero, closesIn) };
    },
  };
}
