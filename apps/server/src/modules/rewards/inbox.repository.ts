import type { Executor } from '../../db/client.js';
import { memberMessages } from '../../db/schema.js';

/** A message telling a member what happened to their money or rewards. */
export type EventMessage = {
  merchantId: number;
  memberId: number;
  /** deposit, withdrawal, points, reward, ... */
  kind: string;
  /** A key of the message templates (written in the member's language when read). */
  template: string;
  params?: Record<string, string | number>;
};

/**
 * The member's inbox, as other modules write to it: a message is posted in the caller's transaction, so
 * it exists exactly when the change it reports does (deposit credited, withdrawal paid, redemption
 * decided).
 */
export type MemberInbox = { post(tx: Executor, message: EventMessage): Promise<void> };

export function createMemberInbox(): MemberInbox {
  return {
    async post(tx, message) {
      await tx.insert(memberMessages).values({
        merchantId: message.merchantId,
        memberId: message.memberId,
        kind: message.kind,
        template: message.template,
        params: message.params ?? {},
      });
    },
  };
}
