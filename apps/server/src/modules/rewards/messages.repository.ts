import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { memberMessages, members } from '../../db/schema.js';

export type MessageRow = typeof memberMessages.$inferSelect;

/** The member's own messages that are not deleted: every query is scoped by brand and member. */
const mine = (merchantId: number, memberId: number) =>
  and(
    eq(memberMessages.merchantId, merchantId),
    eq(memberMessages.memberId, memberId),
    isNull(memberMessages.deletedAt),
  );

export function createMessagesRepository(db: Database) {
  return {
    /** Uses `member_messages_unread_idx`. */
    async unreadCount(merchantId: number, memberId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(memberMessages)
        .where(and(mine(merchantId, memberId), isNull(memberMessages.readAt)));
      return Number(row?.n ?? 0);
    },

    async countAll(merchantId: number, memberId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(memberMessages).where(mine(merchantId, memberId));
      return Number(row?.n ?? 0);
    },

    /** A page, newest first. */
    async list(
      merchantId: number,
      memberId: number,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<MessageRow[]> {
      return tx
        .select()
        .from(memberMessages)
        .where(mine(merchantId, memberId))
        .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Marks one message read (it stays read when already read) and answers it; undefined when not the member's. */
    async markRead(
      merchantId: number,
      memberId: number,
      id: number,
      at: Date,
      tx: Executor = db,
    ): Promise<MessageRow | undefined> {
      const [updated] = await tx
        .update(memberMessages)
        .set({ readAt: at })
        .where(and(mine(merchantId, memberId), eq(memberMessages.id, id), isNull(memberMessages.readAt)))
        .returning();
      if (updated) return updated;
      const [row] = await tx
        .select()
        .from(memberMessages)
        .where(and(mine(merchantId, memberId), eq(memberMessages.id, id)));
      return row;
    },

    async markAllRead(merchantId: number, memberId: number, at: Date, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(memberMessages)
        .set({ readAt: at })
        .where(and(mine(merchantId, memberId), isNull(memberMessages.readAt)))
        .returning({ id: memberMessages.id });
      return rows.length;
    },

    /** Soft delete; false when the message is not the member's (or already deleted). */
    async softDelete(
      merchantId: number,
      memberId: number,
      id: number,
      at: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(memberMessages)
        .set({ deletedAt: at })
        .where(and(mine(merchantId, memberId), eq(memberMessages.id, id)))
        .returning({ id: memberMessages.id });
      return rows.length > 0;
    },

    /** The language the member chose for the site. */
    async memberLanguage(
      merchantId: number,
      memberId: number,
      tx: Executor = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .select({ language: members.language })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
      return row?.language;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
