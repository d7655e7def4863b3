// The in-house lottery's provably fair draws.
export { drawDigits5, drawKeno, DIGITS5_POSITIONS, KENO_DRAWN, KENO_POOL } from './fast.js';
export { drawVn } from './vn.js';
export {
  drawFor,
  drawShape,
  LOTTERY_NONCE,
  lotteryClientSeed,
  sameResult,
  verifyDraw,
  type DrawShape,
  type DrawVerdict,
  type PublishedDraw,
} from './fair-draw.js';
