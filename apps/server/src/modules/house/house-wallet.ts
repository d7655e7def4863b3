import type { VendorWalletResult } from '@platform/contracts';
import {
  createVendorWalletClient,
  type Injector,
  type WalletAction,
} from '../../lib/vendor-wallet-client.js';
import type { HouseRepository, HouseRoundRow, HouseSessionRow } from './house.repository.js';

/**
 * What a game session plays its rounds through: the balance, debit, credit and rollback of the vendor
 * wallet API (with its idempotence by transaction id: a debit asked for again answers `replayed`), and
 * the rounds as recorded with their proofs. A real session plays on the vendor wallet (the brand's
 * ledger); a demo session on the fun player's credits, which never touch the ledger (decision 045).
 */
export type HouseWallet = {
  call(
    session: HouseSessionRow,
    action: WalletAction,
    body: Record<string, unknown>,
  ): Promise<VendorWalletResult>;
  /** A round of the session's player by its id. */
  round(session: HouseSessionRow, roundId: string): Promise<HouseRoundRow | undefined>;
  /** The player's rounds whose id starts with `prefix` (one game session's rounds), newest first. */
  rounds(session: HouseSessionRow, prefix: string, limit: number): Promise<HouseRoundRow[]>;
};

/** The vendor wallet API, with signed calls through the app's own routes, as any vendor makes them. */
export function createVendorHouseWallet(deps: {
  repo: HouseRepository;
  inject: Injector;
  now: () => Date;
}): HouseWallet {
  const client = createVendorWalletClient({
    inject: deps.inject,
    secretOf: (merchantId, vendorCode) => deps.repo.vendorSecret(merchantId, vendorCode),
    now: deps.now,
    what: 'the game',
  });
  return {
    call: (session, action, body) =>
      client(
        {
          merchantId: session.merchantId,
          merchantCode: session.merchantCode,
          vendorCode: session.vendorCode,
        },
        action,
        body,
      ),
    round: (session, roundId) => deps.repo.round(session.merchantId, session.vendorCode, roundId),
    rounds: (session, prefix, limit) =>
      deps.repo.roundsOf(session.merchantId, session.memberId ?? 0, session.vendorCode, prefix, limit),
  };
}
