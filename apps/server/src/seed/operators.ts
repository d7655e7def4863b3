import { operators, type OperatorRole } from '../db/schema.js';
import type { Transaction } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import { DEMO_PASSWORD } from './demo-password.js';

const DEMO_OPERATORS: { username: string; role: OperatorRole }[] = [
  { username: 'admin', role: 'owner' },
  { username: 'finance01', role: 'finance' },
  { username: 'support01', role: 'support' },
];

/** The demo brand's operators (password `Lotus2026`); a name already taken is left as it is. */
export async function seedOperators(tx: Transaction, merchantId: number): Promise<void> {
  const hashes = await Promise.all(DEMO_OPERATORS.map(() => hashPassword(DEMO_PASSWORD)));
  await tx
    .insert(operators)
    .values(
      DEMO_OPERATORS.map((o, i) => ({
        merchantId,
        username: o.username,
        usernameLower: o.username.toLowerCase(),
        passwordHash: hashes[i] ?? '',
        role: o.role,
      })),
    )
    .onConflictDoNothing();
}
