import type { Transaction } from '../db/client.js';
import { legalDocuments, type MerchantSettings } from '../db/schema.js';
import { TERMS_OF_USE } from './legal-terms.js';
import { PRIVACY_POLICY } from './legal-privacy.js';
import { RESPONSIBLE_GAMING } from './legal-responsible-gaming.js';

// The demo brand's legal documents and the company that operates it.

/** The version name the demo's documents start at. */
export const DEMO_LEGAL_VERSION = '2026.1';

/** The demo's operating company and its licence: invented for the demonstration, no real regulator's. */
export const DEMO_LEGAL: NonNullable<MerchantSettings['legal']> = {
  company: {
    name: 'Royal Lotus Entertainment Ltd.',
    registeredAddress: 'Level 12, Lotus Tower, 88 Harbour Road, Demo City (demonstration address)',
  },
  licences: [{ regulator: 'Demo Gaming Commission (demonstration only)', number: 'DEMO-0000-RL' }],
};

/** Seeds the three legal documents of the demo brand; run once, inside the brand's creation transaction. */
export async function seedLegalDocuments(tx: Transaction, merchantId: number): Promise<void> {
  await tx.insert(legalDocuments).values([
    { merchantId, kind: 'terms', version: DEMO_LEGAL_VERSION, text: TERMS_OF_USE },
    { merchantId, kind: 'privacy', version: DEMO_LEGAL_VERSION, text: PRIVACY_POLICY },
    { merchantId, kind: 'responsible-gaming', version: DEMO_LEGAL_VERSION, text: RESPONSIBLE_GAMING },
  ]);
}
