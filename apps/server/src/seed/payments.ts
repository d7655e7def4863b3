import type { Transaction } from '../db/client.js';

export async function seedPayments(_tx: Transaction, _merchantId: number): Promise<void> {}
