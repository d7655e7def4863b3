// Prices a fixture's markets: fair chances from the forecast of its final score (markets.ts), fair odds
// that return the stake on average, then the brand's margin as a multiplicative overround.
import { chancesIn, checkMarket, forecastOf, marketsOffered } from './markets.js';
import type {
  FixtureModel,
  LiveState,
  MarketSpec,
  OutcomeChances,
  PricedMarket,
  PricedSelection,
} from './types.js';

/** The shortest odds offered, in thousandths. */
export const MIN_ODDS = 1010;
/** The longest odds offered, in thousandths (1000.00): a longer fair price is cut to it. */
export const MAX_ODDS = 1_000_000;
/** Odds are offered to two decimals: a multiple of this many thousandths. */
const ODDS_STEP = 10;
/**
 * A selection whose stake-weighted chance of winning, or of losing, is below this is as good as certain
 * or impossible: it is not offered.
 */
const NEGLIGIBLE = 1e-6;

/**
 * The stake-weighted chances of a selection: a half win counts half a win, a half loss half a loss, a void
 * neither. Fair odds o make the expected return 1: o * winning + (1 - winning - losing) = 1 with the half
 * outcomes returning their halves, which gives 1/o = winning / (winning + losing).
 */
function weighted(c: OutcomeChances) {
  return { winning: c.win + c.halfWin / 2, losing: c.lose + c.halfLose / 2 };
}

/** The fair decimal odds of a selection (its expected return factor is 1); Infinity if it cannot win. */
export function fairOdds(c: OutcomeChances): number {
  const { winning, losing } = weighted(c);
  return (winning + losing) / winning;
}

function checkMargin(marginBps: number): void {
  if (!Number.isSafeInteger(marginBps) || marginBps < 0 || marginBps >= 10_000) {
    throw new RangeError(`margin ${marginBps} is not basis points in [0, 10000)`);
  }
}

/**
 * Prices one market: each selection's fair implied chance 1/o, scaled so the market's add up to
 * 1 + margin, then odds floored to two decimals, within `MIN_ODDS` and `MAX_ODDS`. Selections as good as certain
 * or impossible are left out; a market left with fewer than two is not offered (null).
 */
export function priceMarket(
  spec: MarketSpec,
  selections: { key: string; chances: OutcomeChances }[],
  marginBps: number,
): PricedMarket | null {
  checkMargin(marginBps);
  const offered = selections
    .map((s) => ({ ...s, ...weighted(s.chances) }))
    .filter((s) => s.winning >= NEGLIGIBLE && s.losing >= NEGLIGIBLE);
  if (offered.length < 2) return null;
  const implied = offered.map((s) => s.winning / (s.winning + s.losing));
  const scale = (1 + marginBps / 10_000) / implied.reduce((a, b) => a + b, 0);
  const priced: PricedSelection[] = offered.map((s, i) => {
    // A hair of tolerance keeps an exact step (1.95 computed as 1.9499999...) from dropping to the one below.
    const steps = Math.floor(1000 / (implied[i]! * scale) / ODDS_STEP + 1e-9);
    return {
      key: s.key,
      odds: Math.min(MAX_ODDS, Math.max(MIN_ODDS, steps * ODDS_STEP)),
      chances: s.chances,
    };
  });
  return { type: spec.type, line: spec.line, selections: priced };
}

const PRICED_STATUSES: LiveState['status'][] = ['scheduled', 'live'];

/**
 * The markets of a fixture priced from its model and state with the brand's margin (basis points of
 * overround, 500 = 5%). Empty unless the fixture is scheduled or live.
 */
export function priceFixture(model: FixtureModel, state: LiveState, marginBps: number): PricedMarket[] {
  checkMargin(marginBps);
  if (!PRICED_STATUSES.includes(state.status)) return [];
  const forecast = forecastOf(model, state);
  const score = state.status === 'live' ? state.score : { home: 0, away: 0 };
  const markets: PricedMarket[] = [];
  for (const { spec, keys } of marketsOffered(model, forecast, score)) {
    const selections = keys.map((key) => ({ key, chances: chancesIn(forecast, model.sport, spec, key) }));
    const market = priceMarket(spec, selections, marginBps);
    if (market) markets.push(market);
  }
  return markets;
}

/**
 * The fair chances of each settlement of a selection as the fixture stands (cash-out values open legs by
 * them). A postponed, abandoned or cancelled fixture voids it; a finished one settles it for certain.
 * Throws `UnknownSelection` for a market the sport does not have or a key the market cannot have.
 */
export function fairChances(
  model: FixtureModel,
  state: LiveState,
  spec: MarketSpec,
  key: string,
): OutcomeChances {
  checkMarket(model.sport, spec, key);
  if (state.status === 'postponed' || state.status === 'abandoned' || state.status === 'cancelled') {
    return { win: 0, halfWin: 0, void: 1, halfLose: 0, lose: 0 };
  }
  return chancesIn(forecastOf(model, state), model.sport, spec, key);
}
