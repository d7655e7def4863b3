import { TRANSFER_KINDS } from '@platform/contracts';
import type { TFunction } from 'i18next';

type Kind = (typeof TRANSFER_KINDS)[number];
const isKnown = (kind: string): kind is Kind => (TRANSFER_KINDS as readonly string[]).includes(kind);

/** The name of a transfer kind; a kind the site does not know yet shows as the ledger names it. */
export const kindLabel = (t: TFunction, kind: string) => (isKnown(kind) ? t(`records.kinds.${kind}`) : kind);

/** The name of a wallet: the main wallet by name, a vendor's sub-wallet by its code. */
export const walletLabel = (t: TFunction, walletCode: string) =>
  walletCode === 'MAIN' ? t('records.mainWallet') : walletCode;
