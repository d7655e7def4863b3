import multipart from '@fastify/multipart';
import {
  API,
  envelope,
  uplineInfoSchema,
  uplineTransferRequestSchema,
  uplineTransferResultSchema,
  withdrawInfoSchema,
  withdrawRequestSchema,
  withdrawResultSchema,
  withdrawalConfirmationsSchema,
  withdrawalIdSchema,
  withdrawalListQuerySchema,
  withdrawalListSchema,
  withdrawalSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { actorOf } from '../../../plugins/request-context.js';
import { PROOF_FORM_LIMITS, readProofForm } from './proof-form.js';
import type { UplineService } from './upline.service.js';
import type { WithdrawalsService } from './withdrawals.service.js';

const tags = ['withdrawals'];
const security = [{ session: [] }];
// Trial accounts hold no real money: every call here refuses them (403).
const member = { auth: true, noTrial: true } as const;

export const withdrawalsRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalsService;
  upline: UplineService;
}> = async (app, { withdrawals, upline }) => {
  // Multipart only for the routes of this plugin (the not-received form).
  await app.register(multipart, { limits: PROOF_FORM_LIMITS, throwFileSizeLimit: true });

  app.get(
    API.withdrawInfo,
    {
      config: member,
      schema: {
        tags,
        summary: 'The withdraw page: balance, limits, your bank accounts, whether a payment password is set',
        security,
        response: { 200: envelope(withdrawInfoSchema) },
      },
    },
    async (request) => ok(await withdrawals.info(request.brand, actorOf(request))),
  );

  app.post(
    API.withdrawals,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Withdraw to one of your bank accounts (encrypted); the amount is held at once',
        security,
        body: withdrawRequestSchema,
        response: { 200: envelope(withdrawResultSchema) },
      },
    },
    async (request) =>
      ok(await withdrawals.withdraw(request.brand, actorOf(request), request.body, request.ip)),
  );

  app.get(
    API.withdrawals,
    {
      config: member,
      schema: {
        tags,
        summary: 'Your withdrawals, newest first, optionally of one status',
        security,
        querystring: withdrawalListQuerySchema,
        response: { 200: envelope(withdrawalListSchema) },
      },
    },
    async (request) => ok(await withdrawals.list(request.brand, actorOf(request), request.query)),
  );

  app.get(
    API.withdrawalConfirmations,
    {
      config: member,
      schema: {
        tags,
        summary: 'Paid withdrawals waiting for you to say whether the money arrived',
        security,
        response: { 200: envelope(withdrawalConfirmationsSchema) },
      },
    },
    async (request) => ok(await withdrawals.confirmations(request.brand, actorOf(request))),
  );

  app.get(
    API.withdrawalDetail,
    {
      config: member,
      schema: {
        tags,
        summary: 'One of your withdrawals',
        security,
        params: withdrawalIdSchema,
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (request) => ok(await withdrawals.detail(request.brand, actorOf(request), request.params.id)),
  );

  app.post(
    API.withdrawalReceived,
    {
      config: member,
      schema: {
        tags,
        summary: 'The money of a paid withdrawal arrived',
        security,
        params: withdrawalIdSchema,
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (request) =>
      ok(await withdrawals.received(request.brand, actorOf(request), request.params.id, request.ip)),
  );

  app.post(
    API.withdrawalNotReceived,
    {
      config: member,
      schema: {
        tags,
        summary: 'The money of a paid withdrawal did not arrive (multipart: proof image, amount received)',
        description:
          'multipart/form-data with the file `proof` (a PNG or JPEG by content, smaller than 5 MB) and the ' +
          'optional text field `receivedAmount` (what did arrive, below the amount; 0 when nothing).',
        security,
        params: withdrawalIdSchema,
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (request) => {
      const form = await readProofForm(request);
      return ok(
        await withdrawals.notReceived(request.brand, actorOf(request), request.params.id, form, request.ip),
      );
    },
  );

  app.get(
    API.withdrawalProof,
    {
      config: member,
      schema: {
        tags,
        summary: 'The proof image you sent for one of your withdrawals',
        security,
        params: withdrawalIdSchema,
      },
    },
    async (request, reply) => {
      const file = await withdrawals.proof(request.brand, actorOf(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );

  app.get(
    API.uplineInfo,
    {
      config: member,
      schema: {
        tags,
        summary: 'transferUpline: your upline (masked), the limits and your balance',
        security,
        response: { 200: envelope(uplineInfoSchema) },
      },
    },
    async (request) => ok(await upline.info(request.brand, actorOf(request))),
  );

  app.post(
    API.uplineTransfer,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Transfer money to your upline (encrypted); a repeated requestId moves nothing again',
        security,
        body: uplineTransferRequestSchema,
        response: { 200: envelope(uplineTransferResultSchema) },
      },
    },
    async (request) => ok(await upline.transfer(request.brand, actorOf(request), request.body, request.ip)),
  );
};
