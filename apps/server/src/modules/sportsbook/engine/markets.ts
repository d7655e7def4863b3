// The chances of a fixture's final score, and the markets the book offers on it. A market's chances are
// the settlement rules (settle.ts) summed over every final score the model thinks possible.
import { CORRECT_SCORE_MAX, UnknownSelection, checkSelection, outcomeOnScore } from './settle.js';
import type {
  FixtureModel,
  LiveState,
  MarketSpec,
  MarketType,
  OutcomeChances,
  Score,
  Sport,
} from './types.js';

/** A final score and its chance. */
export type WeightedScore = { score: Score; p: number };

/**
 * The chances of the final score, as each kind of market reads them: `byScore` for the markets on the
 * whole score (1x2, both teams to score, correct score), `byMargin` for those on home's margin (winner,
 * handicaps), `byTotal` for totals. A margin m is written as the score m-0 or 0-(-m), a total t as t-0:
 * the markets that read them look at nothing else.
 */
export type Forecast = { byScore: WeightedScore[]; byMargin: WeightedScore[]; byTotal: WeightedScore[] };

/** A market to price: its type, its line and its selections. */
export type MarketOffer = { spec: MarketSpec; keys: string[] };

/** The market types of each sport. */
export const SPORT_MARKETS: Record<Sport, readonly MarketType[]> = {
  football: ['1x2', 'ah', 'ou', 'btts', 'cs'],
  efootball: ['1x2', 'ah', 'ou', 'btts', 'cs'],
  basketball: ['winner', 'ah', 'ou'],
  tennis: ['winner', 'ah', 'ou'],
  moba: ['winner', 'map_ah', 'maps_ou'],
  shooter: ['winner', 'map_ah', 'maps_ou'],
};

/** Where the Poisson and normal distributions are cut: the mass left beyond is below this. */
const TAIL = 1e-12;
/** Standard normal quantile beyond which the mass is below `TAIL`. */
const NORMAL_REACH = 7.5;
/**
 * Basketball: standard deviations of the final margin and total over a whole game, in points (NBA-like
 * spreads). In play the rest of the game varies with sqrt(1 - elapsed).
 */
export const BASKETBALL_MARGIN_SD = 12;
export const BASKETBALL_TOTAL_SD = 18;

const scoreOfMargin = (m: number): Score => ({ home: Math.max(m, 0), away: Math.max(-m, 0) });
const scoreOfTotal = (t: number): Score => ({ home: t, away: 0 });

function normalise(weights: Map<number, number>, toScore: (k: number) => Score): WeightedScore[] {
  let sum = 0;
  for (const p of weights.values()) sum += p;
  return [...weights.entries()]
    .sort((a, b) => a[0] - b[0])
    .filter(([, p]) => p > 0)
    .map(([k, p]) => ({ score: toScore(k), p: p / sum }));
}

function collapse(scores: WeightedScore[], by: (s: Score) => number, toScore: (k: number) => Score) {
  const weights = new Map<number, number>();
  for (const { score, p } of scores) weights.set(by(score), (weights.get(by(score)) ?? 0) + p);
  return normalise(weights, toScore);
}

function forecastOfScores(byScore: WeightedScore[]): Forecast {
  return {
    byScore,
    byMargin: collapse(byScore, (s) => s.home - s.away, scoreOfMargin),
    byTotal: collapse(byScore, (s) => s.home + s.away, scoreOfTotal),
  };
}

/** Poisson probabilities of 0, 1, 2, ... goals, cut where the remaining tail is below `TAIL`. */
export function poissonMasses(rate: number): number[] {
  if (!(rate > 0)) return [1];
  const masses: number[] = [];
  let p = Math.exp(-rate);
  let cumulative = 0;
  for (let k = 0; ; k += 1) {
    if (k > 0) p = (p * rate) / k;
    masses.push(p);
    cumulative += p;
    if (k >= rate && 1 - cumulative < TAIL) break;
  }
  return masses.map((m) => m / cumulative);
}

/** erf by its everywhere-positive series, exact to double precision within the reach used here. */
function erf(z: number): number {
  const x = Math.abs(z);
  if (x > 6) return Math.sign(z);
  let term = x;
  let sum = x;
  for (let n = 1; term > sum * 1e-17; n += 1) {
    term = (term * 2 * x * x) / (2 * n + 1);
    sum += term;
  }
  return Math.sign(z) * Math.min(1, (2 / Math.sqrt(Math.PI)) * Math.exp(-x * x) * sum);
}

/** The standard normal distribution function. */
export const normalCdf = (x: number): number => 0.5 * (1 + erf(x / Math.SQRT2));

/** A normal quantity rounded to whole points: the chance of each integer, none below `floor`. */
function normalOnIntegers(mean: number, sd: number, floor: number): Map<number, number> {
  const weights = new Map<number, number>();
  if (!(sd > 1e-9)) {
    weights.set(Math.max(floor, Math.round(mean)), 1);
    return weights;
  }
  const low = Math.max(floor, Math.floor(mean - NORMAL_REACH * sd));
  const high = Math.ceil(mean + NORMAL_REACH * sd);
  for (let k = low; k <= high; k += 1) {
    const below = k === floor ? 0 : normalCdf((k - 0.5 - mean) / sd);
    weights.set(k, normalCdf((k + 0.5 - mean) / sd) - below);
  }
  return weights;
}

/** Goals: each side's remaining goals are independent Poisson, on top of the score so far. */
function footballScores(
  homeGoals: number,
  awayGoals: number,
  score: Score,
  elapsed: number,
): WeightedScore[] {
  const left = 1 - elapsed;
  const home = poissonMasses(homeGoals * left);
  const away = poissonMasses(awayGoals * left);
  const scores: WeightedScore[] = [];
  home.forEach((ph, i) =>
    away.forEach((pa, j) =>
      scores.push({ score: { home: score.home + i, away: score.away + j }, p: ph * pa }),
    ),
  );
  return scores;
}

/**
 * Basketball: final margin and total are normal around the expected points (the rest of the game's share
 * on top of the score so far), rounded to whole points. A level margin goes to overtime, which either side
 * wins by a point or more: its mass is split evenly between +1 and -1.
 */
function basketballForecast(homePoints: number, awayPoints: number, score: Score, elapsed: number): Forecast {
  const left = 1 - elapsed;
  const spread = Math.sqrt(left);
  const margin = normalOnIntegers(
    score.home - score.away + (homePoints - awayPoints) * left,
    BASKETBALL_MARGIN_SD * spread,
    -Infinity,
  );
  const tie = margin.get(0) ?? 0;
  margin.delete(0);
  margin.set(1, (margin.get(1) ?? 0) + tie / 2);
  margin.set(-1, (margin.get(-1) ?? 0) + tie / 2);
  const total = normalOnIntegers(
    score.home + score.away + (homePoints + awayPoints) * left,
    BASKETBALL_TOTAL_SD * spread,
    score.home + score.away,
  );
  return { byScore: [], byMargin: normalise(margin, scoreOfMargin), byTotal: normalise(total, scoreOfTotal) };
}

/** Sets or maps: each won by home with chance p, independently, until a side has won `needed`. */
function raceScores(needed: number, score: Score, p: number): WeightedScore[] {
  const finals = new Map<string, WeightedScore>();
  const walk = (home: number, away: number, chance: number) => {
    if (chance === 0) return;
    if (home >= needed || away >= needed) {
      const key = `${home}-${away}`;
      const seen = finals.get(key);
      if (seen) seen.p += chance;
      else finals.set(key, { score: { home, away }, p: chance });
      return;
    }
    walk(home + 1, away, chance * p);
    walk(home, away + 1, chance * (1 - p));
  };
  walk(score.home, score.away, 1);
  return [...finals.values()];
}

/**
 * The chances of the final score from the model and the state: before the start from the model alone, in
 * play from the score so far and the share of the match left; a finished fixture's score is certain.
 */
export function forecastOf(model: FixtureModel, state: LiveState): Forecast {
  if (state.status === 'finished') return forecastOfScores([{ score: state.score, p: 1 }]);
  const started = state.status === 'live';
  const score = started ? state.score : { home: 0, away: 0 };
  const elapsed = started ? Math.min(1, Math.max(0, state.elapsed)) : 0;
  switch (model.sport) {
    case 'football':
    case 'efootball':
      return forecastOfScores(footballScores(model.homeGoals, model.awayGoals, score, elapsed));
    case 'basketball':
      return basketballForecast(model.homePoints, model.awayPoints, score, elapsed);
    case 'tennis':
      return forecastOfScores(raceScores(Math.ceil(model.bestOf / 2), score, model.pSetHome));
    case 'moba':
    case 'shooter':
      return forecastOfScores(raceScores(Math.ceil(model.bestOf / 2), score, model.pMapHome));
  }
}

function scoresFor(forecast: Forecast, type: MarketType): WeightedScore[] {
  if (type === '1x2' || type === 'btts' || type === 'cs') return forecast.byScore;
  if (type === 'ou' || type === 'maps_ou') return forecast.byTotal;
  return forecast.byMargin;
}

const OUTCOME_FIELD = {
  win: 'win',
  'half-win': 'halfWin',
  void: 'void',
  'half-lose': 'halfLose',
  lose: 'lose',
} as const;

/** Throws `UnknownSelection` for a market the sport does not have or a key or line it cannot have. */
export function checkMarket(sport: Sport, spec: MarketSpec, key: string): void {
  checkSelection(spec, key);
  if (!SPORT_MARKETS[sport].includes(spec.type)) throw new UnknownSelection(spec, key);
}

/** The chances of each settlement of a selection under a forecast. */
export function chancesIn(forecast: Forecast, sport: Sport, spec: MarketSpec, key: string): OutcomeChances {
  checkMarket(sport, spec, key);
  const chances: OutcomeChances = { win: 0, halfWin: 0, void: 0, halfLose: 0, lose: 0 };
  for (const { score, p } of scoresFor(forecast, spec.type)) {
    chances[OUTCOME_FIELD[outcomeOnScore(spec, key, score)]] += p;
  }
  return chances;
}

const mean = (scores: WeightedScore[], of: (s: Score) => number) =>
  scores.reduce((sum, { score, p }) => sum + p * of(score), 0);

/** How far a two-way market is from even: home's (or over's) share of the stake-weighted chances, less 1/2. */
function unevenness(forecast: Forecast, sport: Sport, spec: MarketSpec, key: string): number {
  const c = chancesIn(forecast, sport, spec, key);
  const winning = c.win + c.halfWin / 2;
  const losing = c.lose + c.halfLose / 2;
  if (winning + losing < 1e-12) return Infinity;
  return Math.abs(winning / (winning + losing) - 0.5);
}

/** The line nearest an even market among the candidates (the lowest on a tie), with its neighbours. */
function linesNearEven(
  forecast: Forecast,
  sport: Sport,
  type: MarketType,
  candidates: number[],
  step: number,
): number[] {
  const key = type === 'ou' ? 'over' : 'home';
  let best = candidates[0]!;
  let bestGap = Infinity;
  for (const line of candidates) {
    const gap = unevenness(forecast, sport, { type, line }, key);
    if (gap < bestGap) [best, bestGap] = [line, gap];
  }
  return [best - step, best, best + step].filter((line) => type !== 'ou' || line > 0);
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

function footballMarkets(forecast: Forecast, score: Score): MarketOffer[] {
  const margin = mean(forecast.byMargin, (s) => s.home - s.away);
  const total = mean(forecast.byTotal, (s) => s.home);
  // Handicaps: every quarter line within four goals of the expected margin, negated (home gives goals).
  const ahCentre = -Math.round(margin * 4) * 25;
  const ahLines = linesNearEven(forecast, 'football', 'ah', range(ahCentre - 400, ahCentre + 400, 25), 25);
  // Totals: the main line is a half or quarter line (never whole); its neighbours 0.25 either side.
  const ouCentre = Math.round(total * 4) * 25;
  const ouCandidates = range(Math.max(25, ouCentre - 400), ouCentre + 400, 25).filter((l) => l % 100 !== 0);
  const ouLines = linesNearEven(forecast, 'football', 'ou', ouCandidates, 25);
  const correctScores: string[] = [];
  for (let h = score.home; h <= CORRECT_SCORE_MAX; h += 1) {
    for (let a = score.away; a <= CORRECT_SCORE_MAX; a += 1) correctScores.push(`${h}-${a}`);
  }
  return [
    { spec: { type: '1x2', line: null }, keys: ['home', 'draw', 'away'] },
    ...ahLines.map((line) => ({ spec: { type: 'ah' as const, line }, keys: ['home', 'away'] })),
    ...ouLines.map((line) => ({ spec: { type: 'ou' as const, line }, keys: ['over', 'under'] })),
    { spec: { type: 'btts', line: null }, keys: ['yes', 'no'] },
    { spec: { type: 'cs', line: null }, keys: [...correctScores, 'other'] },
  ];
}

function basketballMarkets(forecast: Forecast): MarketOffer[] {
  const margin = mean(forecast.byMargin, (s) => s.home - s.away);
  const total = mean(forecast.byTotal, (s) => s.home);
  // Half lines only, a point apart, within ten points of the expected margin and total.
  const ahCentre = -Math.round(margin) * 100 + 50;
  const ahLines = linesNearEven(
    forecast,
    'basketball',
    'ah',
    range(ahCentre - 1000, ahCentre + 1000, 100),
    100,
  );
  const ouCentre = Math.round(total) * 100 + 50;
  const ouCandidates = range(Math.max(50, ouCentre - 1000), ouCentre + 1000, 100);
  const ouLines = linesNearEven(forecast, 'basketball', 'ou', ouCandidates, 100);
  return [
    { spec: { type: 'winner', line: null }, keys: ['home', 'away'] },
    ...ahLines.map((line) => ({ spec: { type: 'ah' as const, line }, keys: ['home', 'away'] })),
    ...ouLines.map((line) => ({ spec: { type: 'ou' as const, line }, keys: ['over', 'under'] })),
  ];
}

/** Sets or maps: fixed handicaps and totals by the length of the match. */
function raceMarkets(bestOf: 1 | 3 | 5, handicap: 'ah' | 'map_ah', totals: 'ou' | 'maps_ou'): MarketOffer[] {
  const offers: MarketOffer[] = [{ spec: { type: 'winner', line: null }, keys: ['home', 'away'] }];
  if (bestOf === 1) return offers;
  const handicaps = bestOf === 3 ? [150] : [150, 250];
  const lines = bestOf === 3 ? [250] : [350, 450];
  for (const h of handicaps) {
    offers.push({ spec: { type: handicap, line: -h }, keys: ['home', 'away'] });
    offers.push({ spec: { type: handicap, line: h }, keys: ['home', 'away'] });
  }
  for (const line of lines) offers.push({ spec: { type: totals, line }, keys: ['over', 'under'] });
  return offers;
}

/** The markets of a fixture with their lines, chosen from its forecast. */
export function marketsOffered(model: FixtureModel, forecast: Forecast, score: Score): MarketOffer[] {
  switch (model.sport) {
    case 'football':
    case 'efootball':
      return footballMarkets(forecast, score);
    case 'basketball':
      return basketballMarkets(forecast);
    case 'tennis':
      return raceMarkets(model.bestOf, 'ah', 'ou');
    case 'moba':
    case 'shooter':
      return raceMarkets(model.bestOf, 'map_ah', 'maps_ou');
  }
}
