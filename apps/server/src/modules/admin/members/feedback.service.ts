import { LANGUAGES, type FeedbackItem, type Language } from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import { pageFields, type PageRequest } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { notFound } from '../../../lib/errors.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { FeedbackRecord } from './adjustments.repository.js';
import { operatorAudit, type AreaRepository } from './shared.js';

type Deps = { db: Database; repo: AreaRepository; audit: ModuleDeps['audit'] };

/** The answer to a feedback, as the member's inbox titles it (the operator's text is the body). */
const FEEDBACK_ANSWER_TITLE: Record<Language, string> = {
  EN: 'Reply to your feedback',
  CN: '关于您反馈的回复',
  ID: 'Balasan atas masukan Anda',
  TH: 'การตอบกลับความคิดเห็นของคุณ',
  TY: 'Tugon sa iyong puna',
  VI: 'Phản hồi cho góp ý của bạn',
};

/** Members' feedback for operators, and support's answers (kept on the feedback, sent to the member). */
export function createFeedbackAdmin({ db, repo, audit }: Deps) {
  const write = operatorAudit(audit);
  return {
    async feedback(brand: Brand, status: string | undefined, page: PageRequest) {
      const { rows, total, answers } = await repo.feedbackPage(brand.id, status, page);
      return { list: rows.map((r) => feedbackView(r, answers)), ...pageFields(page, total) };
    },

    /** Support's answer: kept on the feedback (answered) and sent to the member's inbox when it has one. */
    async answerFeedback(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      body: string,
      origin: Origin,
    ): Promise<{ feedback: FeedbackItem; messaged: boolean }> {
      return db.transaction(async (tx) => {
        const item = await repo.feedbackItem(brand.id, id, tx, true);
        if (!item) throw notFound(`No feedback ${id} in this brand.`);
        await repo.answerFeedback(brand.id, id, operator.operatorId, body, tx);
        let messaged = false;
        if (item.memberId !== null) {
          const content = Object.fromEntries(
            LANGUAGES.filter((l) => brand.languages.includes(l)).map((l) => [
              l,
              { title: FEEDBACK_ANSWER_TITLE[l], body },
            ]),
          );
          await repo.postMessage(brand.id, item.memberId, 'feedback', content, tx);
          messaged = true;
        }
        await write(
          operator,
          item.memberId,
          'feedback.answer',
          origin.ip,
          { id, body, messaged, before: { status: item.status }, after: { status: 'answered' } },
          tx,
        );
        const after = await repo.feedbackItem(brand.id, id, tx);
        if (!after) throw new Error('feedback vanished');
        return { feedback: feedbackView(after, await repo.feedbackAnswers([id], tx)), messaged };
      });
    },
  };
}
export type FeedbackAdmin = ReturnType<typeof createFeedbackAdmin>;

function feedbackView(
  r: FeedbackRecord,
  answers: { feedbackId: number; id: number; createdAt: Date; operator: string; body: string }[],
): FeedbackItem {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    memberId: r.memberId,
    username: r.username,
    questionType: r.questionType,
    content: r.content,
    ip: r.ip,
    status: r.status,
    answers: answers
      .filter((a) => a.feedbackId === r.id)
      .map((a) => ({ id: a.id, createdAt: a.createdAt.toISOString(), operator: a.operator, body: a.body })),
  };
}
