/** Paths and error codes of the in-house lottery (zod-free: the first page imports it). */
export const LOTTERY_PATHS = {
  /** Bare JSON (as the original gateway answers): the lottery groups and their games. */
  lotteryMenu: '/lgw/vn/games/game_menu',
  /** Bare JSON, token: the lottery games the member bet on lately, newest first. */
  lotteryMenuRecent: '/lgw/vn/games/game_menu/recent',
  /** Bare JSON: the latest drawn numeros of every game (`count`, 100 by default): results strips and lobbies. */
  lotteryLatestResults: '/lgw/vn/numeros/opened/game',
  /** Bare JSON, token: the numero taking bets now for each game (or `gameCode`'s), with the server's clock. */
  lotteryOpenNumeros: '/lotto/lgw/games/opened/numero',
  /** POST (token, requestId): a bet slip on the open numero, or a chase over the next numeros. GET: my bets, paged. */
  lotteryBets: '/wps/lottery/bets',
  /** POST (token): cancels the chase's bets whose numero has not closed yet (each refunded). */
  lotteryChaseCancel: '/wps/lottery/chases/:id/cancel',
  /** A game's drawn (or cancelled) numeros, newest first, paged; `date` (yyyy-MM-dd, the game's zone) narrows. */
  lotteryResults: '/wps/lottery/results',
  /** One numero with its result, the committed seed hash and, once drawn, the seed: everything to verify. */
  lotteryNumero: '/wps/lottery/numeros/:gameCode/:numero',
  /** Frequencies, hot and cold numbers and current misses over a game's last `count` draws. */
  lotteryTrends: '/wps/lottery/trends',
  /** Operators: the brand's numeros, newest draw first (filter by game and status). */
  adminLotteryNumeros: '/admin/lottery/numeros',
  /** Operators (PUT): a feed game's result, entered once its draw time has passed. */
  adminLotteryResult: '/admin/lottery/numeros/:gameCode/:numero/result',
  /** Operators (POST): a drawn result corrected; its bets are settled again by the difference. */
  adminLotteryCorrection: '/admin/lottery/numeros/:gameCode/:numero/correction',
  /** Operators (POST): a numero not yet settled cancelled; every bet on it is refunded. */
  adminLotteryCancel: '/admin/lottery/numeros/:gameCode/:numero/cancel',
} as const;

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
