import type { Transaction } from '../db/client.js';

export async function seedMissions(_tx: Transaction, _merchantId: number): Promise<void> {}
