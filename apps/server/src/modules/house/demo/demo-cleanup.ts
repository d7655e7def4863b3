import type { FunWalletRepository } from './fun-wallet.repository.js';

export const DEMO_CLEANUP_JOB = 'house.demo.cleanup';
export const DEMO_CLEANUP_EVERY_MS = 3_600_000;
/** Demo rounds, and fun wallets left unused, are kept this long. */
export const DEMO_KEEP_MS = 7 * 86_400_000;

/**
 * The scheduled cleanup of demo play: fun wallets unused for 7 days (with their sessions and rounds), demo
 * rounds played 7 days ago and demo sessions that ended then. Idempotent: each run deletes what is older
 * than its own cut, so a run missed while the platform was down is made up by the next.
 */
export function createDemoCleanup({ repo, now }: { repo: FunWalletRepository; now: () => Date }) {
  return {
    run: () => repo.deleteOlderThan(new Date(now().getTime() - DEMO_KEEP_MS)),
  };
}
