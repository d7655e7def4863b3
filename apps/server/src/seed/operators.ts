import type { Transaction } from '../db/client.js';

export async function seedOperators(_tx: Transaction, _merchantId: number): Promise<void> {}
