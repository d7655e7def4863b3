import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { members } from '../../db/schema.js';

/** The member's payment password hash (argon2id), the one column this concept owns. */
export function createPaymentPasswordRepository(db: Database) {
  return {
    /** The hash (null when none is set) and the member's brand; undefined for no such member. */
    async find(
      memberId: number,
      tx: Executor = db,
    ): Promise<{ hash: string | null; merchantId: number } | undefined> {
      const [row] = await tx
        .select({ hash: members.paymentPasswordHash, merchantId: members.merchantId })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    async setHash(memberId: number, hash: string, tx: Executor = db): Promise<void> {
      await tx.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, memberId));
    },
  };
}
export type PaymentPasswordRepository = ReturnType<typeof createPaymentPasswordRepository>;
