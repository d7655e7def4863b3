import type { MerchantSettings } from '../../../db/schema.js';

export type PaymentSettings = NonNullable<MerchantSettings['payments']>;

/** A brand without its own limits gets these (major units; minutes). */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  withdrawMin: 100,
  withdrawMax: 50_000,
  withdrawalConfirmMinutes: 30,
  uplineTransferMin: 10,
  uplineTransferMax: 20_000,
};

export const paymentSettingsOf = (settings: MerchantSettings | null | undefined): PaymentSettings => ({
  ...DEFAULT_PAYMENT_SETTINGS,
  ...settings?.payments,
});
