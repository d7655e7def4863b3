// The `fish` engine: a real-time fishing game whose shots are settled in batches, one batch per round
// (`../fishing/`: the games, the ocean and the batch).
export {
  fishingBetProblem,
  fishingStake,
  playFishing as playFish,
  type FishingBet as FishBet,
  type FishingOutcome as FishOutcome,
} from '../fishing/batch.js';
