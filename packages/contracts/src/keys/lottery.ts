/**
 * Paths of the in-house lottery (zod-free: the first page imports it). Its error codes are in `./lottery-
 * errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
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
} as const;
