// The sportsbook engine: pricing, markets, settlement, returns and cash-out. Pure: no database, clock,
// network or randomness.
export * from './types.js';
export { UnknownSelection, settleSelection, CORRECT_SCORE_MAX } from './settle.js';
export { priceFixture, fairChances, fairOdds, priceMarket, MIN_ODDS, MAX_ODDS } from './pricing.js';
export {
  forecastOf,
  marketsOffered,
  SPORT_MARKETS,
  BASKETBALL_MARGIN_SD,
  BASKETBALL_TOTAL_SD,
  type Forecast,
  type MarketOffer,
  type WeightedScore,
} from './markets.js';
export { legFactor, betReturn, potentialReturn, combinedOdds, type Factor } from './returns.js';
export { cashOutValue, type CashOutLeg } from './cashout.js';
