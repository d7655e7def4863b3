// The lottery draws from the house games' provably fair stream (docs/house-games.md), the one way the
// platform draws randomness: HMAC-SHA256 of the server seed, read as 32-bit words, integers by rejection
// sampling.
export {
  fairRng,
  nodeHmac,
  seedHash,
  SERVER_SEED_PATTERN,
  type HmacFn,
  type Rng,
} from '../../../house/index.js';
