import { createTtlCache } from '../../lib/ttl-cache.js';
import type { NumerosRepository } from './numeros.repository.js';
import type { WalletParty } from '../../lib/vendor-wallet-client.js';

/** A brand and a lottery vendor as the wallet calls name them, with the currency and the wallet played on. */
export type Party = WalletParty & { currency: string; walletCode: string };

/** The wallet parties of the worker's calls (made without a request: the brand is read by its id). */
export function createParties(deps: { repo: NumerosRepository; now: () => Date }) {
  const parties = createTtlCache<Party>(60_000, () => deps.now().getTime());
  return async function partyOf(merchantId: number, vendorCode: string): Promise<Party> {
    return parties.get(`${merchantId}:${vendorCode}`, async () => {
      const brand = await deps.repo.brand(merchantId);
      if (!brand) throw new Error(`brand ${merchantId} does not exist`);
      return {
        merchantId,
        merchantCode: brand.code,
        vendorCode,
        currency: brand.currencySymbol,
        walletCode: await deps.repo.walletCode(merchantId, vendorCode),
      };
    });
  };
}
export type PartyOf = ReturnType<typeof createParties>;
