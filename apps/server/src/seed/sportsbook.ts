import type { Executor } from '../db/client.js';
import { sbBooks } from '../db/schema.js';

/**
 * The demo brand's sportsbook (vendor FB): a 5% margin, stakes of 1.00 to 50,000.00, at most 500,000.00
 * returned by one bet, a member's 100,000.00 per market and 500,000.00 a day, 1,000,000.00 of liability
 * per selection, a 5-second in-play wait and markets held 10 seconds after a goal. Its fixtures come from
 * the feed (the sandbox feed in the demo) or from operators. Running it again keeps an operator's changes.
 */
export async function seedSportsbook(tx: Executor, merchantId: number): Promise<void> {
  await tx
    .insert(sbBooks)
    .values({
      merchantId,
      vendorCode: 'FB',
      marginBps: 500,
      cashOutMarginBps: 300,
      minStake: 100n,
      maxStake: 5_000_000n,
      maxPayout: 50_000_000n,
      memberMarketLimit: 10_000_000n,
      memberDailyLimit: 50_000_000n,
      liabilityCap: 100_000_000n,
      inPlayDelayMs: 5_000,
      suspendAfterEventMs: 10_000,
    })
    .onConflictDoNothing();
}
