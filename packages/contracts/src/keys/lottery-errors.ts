/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const LOTTERY_ERRORS = {
  /** No enabled lottery game of the brand has this code. */
  unknownGame: 'lottery.game.unknown',
  /** The numero named is not the one taking bets (closed, drawn, cancelled or not open yet). */
  numeroClosed: 'lottery.numero.closed',
  /** A bet type the game does not offer. */
  unknownBetType: 'lottery.betType.unknown',
  /** The unit price or the multiple is outside the game's limits. */
  stakeLimit: 'lottery.limit.stake',
  /** The numbers' liability on this numero would pass the brand's cap. */
  liabilityLimit: 'lottery.limit.liability',
  /** The member's lottery stakes of the brand day would pass the daily limit. */
  dailyLimit: 'lottery.limit.daily',
  /** The slip holds too many bets, or a chase too many numeros. */
  slipSize: 'lottery.slip.size',
  /** The chase is not the member's, or has nothing left to cancel. */
  chaseNotFound: 'lottery.chase.notFound',
  /** Not enough balance for the whole slip (nothing of it was placed). */
  insufficient: 'lottery.balance.insufficient',
} as const;

/** Error codes of the operator's lottery calls (the back office shows their message; the site never meets them). */
export const LOTTERY_ADMIN_ERRORS = {
  /** No numero of the game has this id. */
  unknownNumero: 'lottery.numero.unknown',
  /** The numero's state does not allow the change (drawn already, not drawn yet, settled, cancelled). */
  numeroState: 'lottery.numero.state',
  /** The result does not have the game's shape (its region, prizes, digits or numbers). */
  resultInvalid: 'lottery.result.invalid',
} as const;
