import {
  ADMIN_MEMBERS_PATHS as P,
  adjustmentApproveRequestSchema,
  adjustmentListQuerySchema,
  adjustmentListSchema,
  adjustmentRejectRequestSchema,
  adjustmentRequestSchema,
  adjustmentSchema,
  adminMemberIdParamsSchema,
  envelope,
  feedbackAnswerRequestSchema,
  feedbackAnswerValueSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { Adjustments } from './adjustments.service.js';
import type { FeedbackAdmin } from './feedback.service.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];
const params = adminMemberIdParamsSchema;

/** Manual adjustments (made on the member page, decided by a second operator) and members' feedback. */
export const adjustmentsRoutes: FastifyPluginAsyncZod<{
  adjustments: Adjustments;
  feedback: FeedbackAdmin;
}> = async (app, { adjustments, feedback }) => {
  app.get(
    P.adminMemberAdjustments,
    {
      schema: {
        tags,
        summary: "The member's manual adjustments (pending, applied, approved, rejected), newest first",
        security,
        params,
        querystring: adjustmentListQuerySchema,
        response: { 200: envelope(adjustmentListSchema) },
      },
    },
    async (request) =>
      ok(
        await adjustments.adjustments(
          request.brand,
          { status: request.query.status, memberId: request.params.id },
          request.query,
        ),
      ),
  );
  app.post(
    P.adminMemberAdjustments,
    {
      schema: {
        tags,
        summary: "A manual credit or debit of the member's main balance, with a reason",
        description:
          "Owner and finance at or below the brand's threshold (`backOffice.adjustmentApprovalThreshold`, " +
          'default 1,000.00): applied at once through the ledger (`applied`). Above it, or by support: a ' +
          '`pending` request in the `adjustments` queue that another operator (owner, finance) decides. A debit ' +
          'never takes the balance below zero (422 `adjustment.balance`).',
        security,
        params,
        body: adjustmentRequestSchema,
        response: { 200: envelope(adjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await adjustments.adjust(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body,
          originOf(request),
        ),
      ),
  );

  // --- Adjustments waiting for a second operator --------------------------------------------------------------

  app.get(
    P.adminAdjustments,
    {
      schema: {
        tags,
        summary:
          "The brand's manual adjustments (the queue: `status=pending`), newest first, with the threshold",
        security,
        querystring: adjustmentListQuerySchema,
        response: { 200: envelope(adjustmentListSchema) },
      },
    },
    async (request) =>
      ok(await adjustments.adjustments(request.brand, { status: request.query.status }, request.query)),
  );
  app.post(
    P.adminAdjustmentApprove,
    {
      schema: {
        tags,
        summary: 'Approve a pending adjustment (owner, finance; never its maker): the money moves once',
        description:
          'The maker is refused (409 `adjustment.own.request`); a decided adjustment is a 409 ' +
          '`adjustment.decided`; a debit above the balance now is a 422 `adjustment.balance` (nothing changes).',
        security,
        params,
        body: adjustmentApproveRequestSchema,
        response: { 200: envelope(adjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await adjustments.decide(
          operatorOf(request),
          request.params.id,
          'approve',
          request.body.note ?? null,
          originOf(request).ip,
        ),
      ),
  );
  app.post(
    P.adminAdjustmentReject,
    {
      schema: {
        tags,
        summary: 'Reject a pending adjustment with a reason (owner, finance; never its maker)',
        security,
        params,
        body: adjustmentRejectRequestSchema,
        response: { 200: envelope(adjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await adjustments.decide(
          operatorOf(request),
          request.params.id,
          'reject',
          request.body.note,
          originOf(request).ip,
        ),
      ),
  );

  // --- Feedback -----------------------------------------------------------------------------------------------

  app.get(
    P.adminFeedback,
    {
      schema: {
        tags,
        summary: "Members' feedback with its answers, newest first (the text is the member's, shown escaped)",
        security,
        querystring: feedbackListQuerySchema,
        response: { 200: envelope(feedbackListSchema) },
      },
    },
    async (request) => ok(await feedback.feedback(request.brand, request.query.status, request.query)),
  );
  app.post(
    P.adminFeedbackAnswer,
    {
      schema: {
        tags,
        summary: "Answer a feedback: kept on it (answered) and sent to the member's inbox",
        security,
        params,
        body: feedbackAnswerRequestSchema,
        response: { 200: envelope(feedbackAnswerValueSchema) },
      },
    },
    async (request) =>
      ok(
        await feedback.answerFeedback(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body.body,
          originOf(request),
        ),
      ),
  );
};
