// Responsible gaming's answers for the web tests: a small in-memory server behind `fetch` with the rules the
// pages rely on (a decrease applies at once, an increase waits 24 hours and then a confirmation, a longer
// exclusion replaces a shorter one, a self-exclusion ends only after its term), on a clock the test moves.
import {
  API,
  EXCLUSION_COOLING_HOURS,
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_KEYS,
  limitsRequestSchema,
  type ExclusionRequest,
  type ExclusionState,
  type LimitKey,
  type LimitState,
  type NetPosition,
  type Recall,
  type ResponsibleState,
  type SessionState,
} from '@platform/contracts';
import { vi } from 'vitest';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DURATION_MS: Record<string, number | null> = {
  '24h': DAY,
  '72h': 3 * DAY,
  '7d': 7 * DAY,
  '14d': 14 * DAY,
  '30d': 30 * DAY,
  '42d': 42 * DAY,
  '6m': 182 * DAY,
  '1y': 365 * DAY,
  '2y': 730 * DAY,
  '3y': 1095 * DAY,
  '5y': 1826 * DAY,
  permanent: null,
};

export type Sent = { path: string; method: string; body: unknown; query: URLSearchParams };
type Refusal = { status: number; errorCode: string; message: string; value: unknown };

export type ResponsibleServer = {
  /** The server's clock (ms); moved by the test. */
  now: number;
  limits: Map<LimitKey, LimitState>;
  realityMinutes: number;
  exclusion: ExclusionState | null;
  sessionStartedAt: string;
  session: Omit<SessionState, 'startedAt' | 'now' | 'realityCheckMinutes'>;
  recall: Recall;
  net: NetPosition;
  /** Refusals by path (any method but GET). */
  refusals: Record<string, Refusal>;
  sent: Sent[];
  posted: (path: string) => Sent[];
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The server's state in the contract's shape. */
function stateOf(s: ResponsibleServer): ResponsibleState {
  return {
    limits: LIMIT_KEYS.map((key) => {
      const limit = s.limits.get(key) ?? { key, value: null, used: 0, pending: null };
      const pending = limit.pending
        ? { ...limit.pending, confirmable: Date.parse(limit.pending.effectiveAt) <= s.now }
        : null;
      return { ...limit, pending };
    }),
    realityCheck: { minutes: s.realityMinutes, brandDefault: 60 },
    exclusion: s.exclusion,
    sessionStartedAt: s.sessionStartedAt,
    minimumAge: 18,
    currency: 'P',
  };
}

function changeLimits(s: ResponsibleServer, body: unknown) {
  const request = limitsRequestSchema.parse(body);
  const changes = Object.entries(request).map(([k, next]) => {
    const key = k as LimitKey;
    const limit = s.limits.get(key) ?? { key, value: null, used: 0, pending: null };
    if (next === undefined || next === limit.value)
      return { key, outcome: 'unchanged' as const, effectiveAt: null };
    const lower = next !== null && (limit.value === null || next < limit.value);
    if (lower) {
      s.limits.set(key, { ...limit, value: next, pending: null });
      return { key, outcome: 'applied' as const, effectiveAt: null };
    }
    const effectiveAt = iso(s.now + LIMIT_INCREASE_DELAY_HOURS * HOUR);
    s.limits.set(key, { ...limit, pending: { value: next, effectiveAt, confirmable: false } });
    return { key, outcome: 'pending' as const, effectiveAt };
  });
  return { state: stateOf(s), changes };
}

function startExclusion(s: ResponsibleServer, request: ExclusionRequest): Refusal | ResponsibleState {
  const length = DURATION_MS[request.duration];
  const endsAt = length === null || length === undefined ? null : iso(s.now + length);
  const current = s.exclusion;
  if (current && (current.endsAt === null || (endsAt !== null && current.endsAt > endsAt)))
    return { status: 409, errorCode: 'rg.already.excluded', message: 'already excluded', value: null };
  s.exclusion = {
    id: (current?.id ?? 0) + 1,
    kind: request.kind,
    startedAt: iso(s.now),
    endsAt,
    liftsAt: request.kind === 'timeout' ? endsAt : null,
    canEnd: false,
    endRequestedAt: null,
  };
  return stateOf(s);
}

function answer(s: ResponsibleServer, path: string, method: string, body: unknown): unknown {
  switch (path) {
    case API.systemStatus:
      return { info: { brand: { currencySymbol: 'P', timeZone: 'Asia/Manila', minimumAge: 18 } } };
    case API.responsibleState:
      return stateOf(s);
    case API.responsibleLimits:
      return changeLimits(s, body);
    case API.responsibleLimitConfirm: {
      const key = (body as { key: LimitKey }).key;
      const limit = s.limits.get(key);
      if (!limit?.pending) return { status: 404, errorCode: 'rg.pending.none', message: 'none', value: null };
      if (Date.parse(limit.pending.effectiveAt) > s.now)
        return { status: 422, errorCode: 'rg.pending.not.due', message: 'not due', value: null };
      s.limits.set(key, { ...limit, value: limit.pending.value, pending: null });
      return stateOf(s);
    }
    case API.responsibleLimitCancel: {
      const key = (body as { key: LimitKey }).key;
      const limit = s.limits.get(key);
      if (limit) s.limits.set(key, { ...limit, pending: null });
      return stateOf(s);
    }
    case API.responsibleRealityCheck:
      s.realityMinutes = (body as { minutes: number }).minutes;
      return stateOf(s);
    case API.responsibleRealityAnswer:
      return {};
    case API.responsibleExclusion:
      return startExclusion(s, body as ExclusionRequest);
    case API.responsibleExclusionEnd: {
      const e = s.exclusion;
      if (!e?.canEnd)
        return { status: 409, errorCode: 'rg.exclusion.not.endable', message: 'no', value: null };
      const liftsAt = iso(s.now + EXCLUSION_COOLING_HOURS * HOUR);
      s.exclusion = { ...e, canEnd: false, endRequestedAt: iso(s.now), liftsAt };
      return stateOf(s);
    }
    case API.responsibleSession:
      return {
        ...s.session,
        startedAt: s.sessionStartedAt,
        now: iso(s.now),
        realityCheckMinutes: s.realityMinutes,
      };
    case API.responsibleNetPosition:
      return s.net;
    case API.responsibleRecall:
      return s.recall;
    default:
      void method;
      return { status: 404, errorCode: 'not.found', message: 'no route', value: null };
  }
}

/** Starts the fake server behind `fetch`; `now` starts at `start`. */
export function responsibleBackEnd(start = Date.parse('2026-03-10T04:00:00.000Z')): ResponsibleServer {
  const server: ResponsibleServer = {
    now: start,
    limits: new Map(),
    realityMinutes: 30,
    exclusion: null,
    sessionStartedAt: iso(start),
    session: {
      minutesPlayed: 30,
      stakes: 120,
      wins: 75.5,
      net: -44.5,
      sessionLimitMinutes: null,
      endsAt: null,
    },
    recall: { gameName: 'Lotus Fortune', rounds: [] },
    net: {
      from: '2026-03-01',
      to: '2026-03-10',
      deposits: 500,
      withdrawals: 200,
      stakes: 320,
      wins: 280,
      moneyNet: 300,
      gameNet: -40,
      days: [
        { day: '2026-03-09', deposits: 500, withdrawals: 0, stakes: 120, wins: 60 },
        { day: '2026-03-10', deposits: 0, withdrawals: 200, stakes: 200, wins: 220 },
      ],
    },
    refusals: {},
    sent: [],
    posted: (path) => server.sent.filter((s) => s.path === path && s.method !== 'GET'),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    server.sent.push({ path: url.pathname, method, body, query: url.searchParams });
    const refused = method !== 'GET' ? server.refusals[url.pathname] : undefined;
    const value = refused ?? answer(server, url.pathname, method, body);
    const refusal =
      value && typeof value === 'object' && 'errorCode' in value && 'status' in value
        ? (value as Refusal)
        : null;
    const reply = refusal
      ? { success: false, value: refusal.value, message: refusal.message, errorCode: refusal.errorCode }
      : { success: true, value, message: 'OK' };
    return new Response(JSON.stringify(reply), {
      status: refusal?.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return server;
}
