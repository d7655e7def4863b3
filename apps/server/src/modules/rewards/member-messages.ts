import { memberMessages } from '../../db/schema.js';
import type { Executor } from '../../db/client.js';

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
 * Tells a member what happened to their money (deposit credited, withdrawal paid, redemption decided), in
 * the caller's transaction: the message exists exactly when the change it reports does.
 */
export async function postMemberMessage(tx: Executor, message: EventMessage): Promise<void> {
  await tx.insert(memberMessages).values({
    merchantId: message.merchantId,
    memberId: message.memberId,
    kind: message.kind,
    template: message.template,
    params: message.params ?? {},
  });
}
