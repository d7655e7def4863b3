import type { Transaction } from '../db/client.js';

export async function seedCentreRewards(_tx: Transaction, _merchantId: number): Promise<void> {}
