import { SPORTSBOOK_PATHS } from '@platform/contracts';

// The sportsbook in `npm run admin`: `sportsbook fixtures|add|result|correct|suspend|reopen`. Each command is
// one call of the operator API, which checks the fixture and the result and writes the audit row.

export const SPORTSBOOK_USAGE = `
Sportsbook:
  sportsbook fixtures [--status s] [--sport s] [--page n]
                                              the fixtures, soonest first, with their open bets
  sportsbook add --sport s --league code --league-name name --country cc --home team --away team
                 --starts <ISO time> --model k=v[,k=v] [--best-of n]
                                              enter a fixture, priced with the brand's margin; the model
                                              is homeGoals,awayGoals (football, efootball),
                                              homePoints,awayPoints (basketball), pSetHome (tennis,
                                              --best-of 3|5) or pMapHome (moba, shooter, --best-of 1|3|5)
  sportsbook result <id> (--score h-a [--periods h-a,h-a...] | --status postponed|abandoned|cancelled)
                 [--note text]                enter a fixture's result; its bets are settled
  sportsbook correct <id> (--score h-a [--periods ...] | --status s) --note text
                                              correct a result; its bets are settled again
  sportsbook suspend <id> [--note text]       suspend a fixture's markets (bets are refused)
  sportsbook reopen <id> [--note text]        reopen them`;

const SUBCOMMANDS = ['fixtures', 'add', 'result', 'correct', 'suspend', 'reopen'] as const;

const ADD_OPTIONS = ['sport', 'league', 'league-name', 'country', 'home', 'away', 'starts', 'model'];

export const SPORTSBOOK_COMMAND_OPTIONS: Record<string, { positionals: number; options: string[] }> = {
  'sportsbook fixtures': { positionals: 0, options: ['status', 'sport', 'page', 'page-size'] },
  'sportsbook add': { positionals: 0, options: [...ADD_OPTIONS, 'best-of'] },
  'sportsbook result': { positionals: 1, options: ['score', 'periods', 'status', 'note'] },
  'sportsbook correct': { positionals: 1, options: ['score', 'periods', 'status', 'note'] },
  'sportsbook suspend': { positionals: 1, options: ['note'] },
  'sportsbook reopen': { positionals: 1, options: ['note'] },
};

/** The options the sportsbook commands add to the command line's parser. */
export const SPORTSBOOK_PARSE_OPTIONS = {
  sport: { type: 'string' },
  league: { type: 'string' },
  'league-name': { type: 'string' },
  country: { type: 'string' },
  home: { type: 'string' },
  away: { type: 'string' },
  starts: { type: 'string' },
  model: { type: 'string' },
  'best-of': { type: 'string' },
  score: { type: 'string' },
  periods: { type: 'string' },
} as const;

export type SportsbookValues = {
  sport?: string;
  league?: string;
  'league-name'?: string;
  country?: string;
  home?: string;
  away?: string;
  starts?: string;
  model?: string;
  'best-of'?: string;
  score?: string;
  periods?: string;
  status?: string;
  note?: string;
  page?: string;
  'page-size'?: string;
};

type Call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', path: string, body?: unknown) => Promise<unknown>;

/**
 * `sportsbook <command> ...` read as the one command `sportsbook <command>` and its arguments; any other
 * command as it is. `problem` when `sportsbook` comes without a command of its own.
 */
export function sportsbookCommandOf(positionals: string[]): {
  command: string | undefined;
  args: string[];
  problem?: string;
} {
  const [first, ...rest] = positionals;
  if (first !== 'sportsbook') return { command: first, args: rest };
  const [sub, ...args] = rest;
  if (!sub || !(SUBCOMMANDS as readonly string[]).includes(sub))
    return {
      command: undefined,
      args,
      problem: `sportsbook ${sub ? `has no command ${sub}` : 'needs a command'}: ${SUBCOMMANDS.join(', ')}.`,
    };
  return { command: `sportsbook ${sub}`, args };
}

const SCORE = /^(\d{1,3})-(\d{1,3})$/;

function scoreOf(text: string): { home: number; away: number } | undefined {
  const match = SCORE.exec(text.trim());
  return match ? { home: Number(match[1]), away: Number(match[2]) } : undefined;
}

/** `k=v,k=v` as numbers by name; undefined when a pair is not one. */
function modelOf(text: string): Record<string, number> | undefined {
  const model: Record<string, number> = {};
  for (const pair of text.split(',')) {
    const match = /^\s*([A-Za-z]{1,30})\s*=\s*(\d{1,4}(?:\.\d{1,6})?)\s*$/.exec(pair);
    if (!match) return undefined;
    model[match[1]!] = Number(match[2]);
  }
  return model;
}

const isId = (text: string | undefined) => /^[1-9][0-9]{0,9}$/.test(text ?? '');

/** Checks a sportsbook command before logging in; answers the problem, or undefined. */
export function sportsbookUsageProblem(
  command: string,
  args: string[],
  values: SportsbookValues,
): string | undefined {
  if (!command.startsWith('sportsbook ')) return undefined;
  if (command !== 'sportsbook fixtures' && command !== 'sportsbook add' && !isId(args[0]))
    return `${args[0]} is not a fixture id (a whole number).`;
  if (command === 'sportsbook add') {
    const missing = ADD_OPTIONS.filter((name) => !values[name as keyof SportsbookValues]);
    if (missing.length) return `sportsbook add needs ${missing.map((m) => `--${m}`).join(', ')}.`;
    if (!modelOf(values.model ?? '')) return '--model is not k=v pairs (e.g. homeGoals=1.6,awayGoals=1.1).';
    if (!/(Z|[+-]\d{2}:\d{2})$/.test(values.starts ?? '') || Number.isNaN(Date.parse(values.starts ?? '')))
      return '--starts is not a time with its zone (e.g. 2026-05-01T19:30:00+08:00).';
    if (values['best-of'] !== undefined && !/^[135]$/.test(values['best-of']))
      return '--best-of must be 1, 3 or 5.';
  }
  if (command === 'sportsbook result' || command === 'sportsbook correct') {
    if (Boolean(values.score) === Boolean(values.status))
      return `${command} needs --score h-a or --status postponed|abandoned|cancelled.`;
    if (values.score && !scoreOf(values.score)) return '--score is not a score (e.g. 2-1).';
    if (values.periods !== undefined && !values.score) return '--periods go with --score.';
    if (values.periods !== undefined && values.periods.split(',').some((p) => !scoreOf(p)))
      return '--periods are not scores (e.g. 1-0,1-1).';
    if (command === 'sportsbook correct' && !values.note) return 'sportsbook correct needs --note (why).';
  }
  return undefined;
}

type Fixture = {
  id: number;
  sport: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  status: string;
  source: string;
  score: { home: number; away: number } | null;
  result: { status: string; score?: { home: number; away: number } } | null;
  corrections: number;
  openBets: number;
  suspended: boolean;
};

type Change = { fixture: Fixture; settled: number; corrected: number; left: number };

const scoreText = (f: Fixture) =>
  f.result?.score
    ? `${f.result.score.home}-${f.result.score.away}`
    : f.score
      ? `${f.score.home}-${f.score.away}`
      : '-';

const fixturePath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/** The result body from `--score` and `--periods`, or `--status`. */
function resultBody(values: SportsbookValues) {
  const note = values.note ? { note: values.note } : {};
  if (values.status) return { status: values.status, ...note };
  return {
    status: 'finished',
    score: scoreOf(values.score ?? ''),
    periods: values.periods ? values.periods.split(',').map((p) => scoreOf(p)) : [],
    ...note,
  };
}

/** Runs a sportsbook command; false when `command` is not one. */
export async function runSportsbookCommand(
  command: string,
  args: string[],
  values: SportsbookValues,
  call: Call,
  out: (line: string) => void,
  table: (head: string[], rows: string[][]) => string[],
): Promise<boolean> {
  const [id = ''] = args;
  const named = (f: Fixture) => `#${f.id} ${f.home} v ${f.away}`;
  switch (command) {
    case 'sportsbook fixtures': {
      const query = new URLSearchParams({
        pageNo: values.page ?? '1',
        pageSize: values['page-size'] ?? '50',
      });
      if (values.status) query.set('status', values.status);
      if (values.sport) query.set('sport', values.sport);
      const value = (await call('GET', `${SPORTSBOOK_PATHS.adminFixtures}?${query.toString()}`)) as {
        list: Fixture[];
        pageNo: number;
        totalPages: number;
        totalCount: number;
      };
      if (value.list.length === 0) {
        out('No fixtures.');
        return true;
      }
      const rows = value.list.map((f) => [
        String(f.id),
        f.sport,
        f.startsAt,
        `${f.home} v ${f.away}`,
        f.status + (f.suspended ? ' (suspended)' : ''),
        scoreText(f),
        String(f.openBets),
        f.source,
      ]);
      for (const line of table(
        ['id', 'sport', 'starts', 'fixture', 'status', 'score', 'open bets', 'source'],
        rows,
      ))
        out(line);
      out(`page ${value.pageNo} of ${value.totalPages} (${value.totalCount} in all)`);
      return true;
    }
    case 'sportsbook add': {
      const value = (await call('POST', SPORTSBOOK_PATHS.adminFixtures, {
        sport: values.sport,
        league: { code: values.league, name: values['league-name'], country: values.country },
        home: values.home,
        away: values.away,
        startsAt: values.starts,
        model: modelOf(values.model ?? ''),
        ...(values['best-of'] ? { bestOf: Number(values['best-of']) } : {}),
      })) as { fixture: Fixture; markets: number };
      const f = value.fixture;
      out(`Entered fixture ${named(f)} (${f.sport}), starts ${f.startsAt}: ${value.markets} markets priced.`);
      return true;
    }
    case 'sportsbook result':
    case 'sportsbook correct': {
      const body = resultBody(values);
      const value = (
        command === 'sportsbook result'
          ? await call('PUT', fixturePath(SPORTSBOOK_PATHS.adminResult, id), body)
          : await call('POST', fixturePath(SPORTSBOOK_PATHS.adminCorrection, id), body)
      ) as Change;
      const f = value.fixture;
      out(
        `${command === 'sportsbook result' ? 'Entered the result of' : 'Corrected'} ${named(f)}: now ` +
          `${f.status} (${scoreText(f)}); ${value.settled} bet(s) settled, ${value.corrected} settled ` +
          `again, ${value.left} left to the settlement job.`,
      );
      return true;
    }
    case 'sportsbook suspend':
    case 'sportsbook reopen': {
      const suspend = command === 'sportsbook suspend';
      const f = (await call(
        'POST',
        fixturePath(suspend ? SPORTSBOOK_PATHS.adminSuspend : SPORTSBOOK_PATHS.adminReopen, id),
        values.note ? { note: values.note } : {},
      )) as Fixture;
      out(`${suspend ? 'Suspended' : 'Reopened'} the markets of ${named(f)} (${f.openBets} open bet(s)).`);
      return true;
    }
    default:
      return false;
  }
}
