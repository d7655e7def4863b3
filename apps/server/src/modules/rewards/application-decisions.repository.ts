import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberMessages, promotionApplications, promotions, type Localized } from '../../db/schema.js';
import type { ApplicationRow, PromotionRow } from './promotions.repository.js';

/** The rows an operator's decision on an application reads and writes (always in the caller's transaction). */
export const applicationDecisionsRepository = {
  /** The application of the brand, its row locked until the transaction ends. */
  async lockApplication(tx: Executor, merchantId: number, id: number): Promise<ApplicationRow | undefined> {
    const [row] = await tx
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.id, id), eq(promotionApplications.merchantId, merchantId)))
      .for('update');
    return row;
  },

  async promotion(tx: Executor, merchantId: number, id: number): Promise<PromotionRow | undefined> {
    const [row] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)));
    return row;
  },

  async updateApplication(
    tx: Executor,
    id: number,
    values: Partial<typeof promotionApplications.$inferInsert>,
  ): Promise<ApplicationRow> {
    const [row] = await tx
      .update(promotionApplications)
      .set(values)
      .where(eq(promotionApplications.id, id))
      .returning();
    if (!row) throw new Error('application update returned nothing');
    return row;
  },

  /** A message to the member written per language (`content`), shown in the member's language. */
  async postMessage(
    tx: Executor,
    message: {
      merchantId: number;
      memberId: number;
      kind: string;
      content: Localized<{ title: string; body: string }>;
    },
  ): Promise<void> {
    await tx.insert(memberMessages).values(message);
  },
};
