import {
  ERROR_CODES,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type VendorWalletResult,
} from '@platform/contracts';
import { AppError, unavailable } from './errors.js';
import { createTtlCache } from './ttl-cache.js';
import { signVendorBody } from './vendor-signature.js';

// The in-house vendors (the games, the lottery) as vendors of the brand's wallet: their balance reads,
// debits, credits and rollbacks are signed calls of the vendor wallet API (`/vendor/:code/wallet/...`)
// sent through the app's own routes, signature check and all, as any vendor makes them.

/** Sends one request through the app's own HTTP routes (`app.inject`), signature check and all. */
export type Injector = (options: {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; body: string }>;

export type WalletAction = 'balance' | 'debit' | 'credit' | 'rollback';

/** Who the call is for: the brand (its code in the `Merchant` header) and the lottery's vendor code. */
export type WalletParty = { merchantId: number; merchantCode: string; vendorCode: string };

/** A refusal the wallet answered (4xx), with its error code: the caller decides what it means here. */
export class WalletRefused extends AppError {}

type Answer = { success?: boolean; value?: VendorWalletResult; errorCode?: string; message?: string };

export function createVendorWalletClient(deps: {
  inject: Injector;
  secretOf: (merchantId: number, vendorCode: string) => Promise<string | null>;
  now: () => Date;
  /** What the vendor is, in the refusal when the brand has not connected it ("the game", "the lottery"). */
  what: string;
}) {
  const secrets = createTtlCache<string | null>(30_000, () => deps.now().getTime());

  return async function call(
    party: WalletParty,
    action: WalletAction,
    body: Record<string, unknown>,
  ): Promise<VendorWalletResult> {
    const secret = await secrets.get(`${party.merchantId}:${party.vendorCode}`, () =>
      deps.secretOf(party.merchantId, party.vendorCode),
    );
    if (!secret)
      throw unavailable(
        ERROR_CODES.gameMaintenance,
        `${deps.what[0]!.toUpperCase()}${deps.what.slice(1)} is not connected to this brand's wallet (no credentials for ${party.vendorCode}).`,
      );
    const payload = JSON.stringify(body);
    const timestamp = String(deps.now().getTime());
    const res = await deps.inject({
      method: 'POST',
      url: `/vendor/${encodeURIComponent(party.vendorCode)}/wallet/${action}`,
      headers: {
        'content-type': 'application/json',
        merchant: party.merchantCode,
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(secret, timestamp, payload),
      },
      payload,
    });
    let answer: Answer = {};
    try {
      answer = JSON.parse(res.body) as Answer;
    } catch {
      // Not JSON: answered below as the wallet's failure.
    }
    if (res.statusCode === 200 && answer.success && answer.value) return answer.value;
    const message = answer.message ?? `The wallet refused the ${action} (${res.statusCode}).`;
    if (res.statusCode >= 400 && res.statusCode < 500 && res.statusCode !== 401)
      throw new WalletRefused(
        res.statusCode,
        answer.errorCode ?? ERROR_CODES.internal,
        message,
        (answer as { value?: unknown }).value ?? null,
      );
    throw new AppError(503, answer.errorCode ?? ERROR_CODES.internal, message);
  };
}
export type VendorWalletClient = ReturnType<typeof createVendorWalletClient>;
