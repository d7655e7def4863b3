import {
  ADMIN_API,
  adminLotteryCancelSchema,
  adminLotteryChangeSchema,
  adminLotteryNumerosQuerySchema,
  adminLotteryNumerosSchema,
  adminLotteryResultSchema,
  envelope,
  lotteryNumeroParamsSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { originOf } from '../../plugins/request-context.js';
import type { LotteryOperatorService } from '../lottery/index.js';
import { operatorOf } from './operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * The lottery for operators (registered inside the operator session scope): every role reads the numeros;
 * owners and finance enter a feed game's result, correct a drawn one and cancel a numero, each with one
 * audit row; the money follows through the wallet and the ledger.
 */
export const adminLotteryRoutes: FastifyPluginAsyncZod<{ lottery: LotteryOperatorService }> = async (
  app,
  { lottery },
) => {
  app.get(
    ADMIN_API.adminLotteryNumeros,
    {
      schema: {
        tags,
        summary: "The brand's numeros that have opened, newest draw first, with their stakes and payouts",
        security,
        querystring: adminLotteryNumerosQuerySchema,
        response: { 200: envelope(adminLotteryNumerosSchema) },
      },
    },
    async (request) => {
      operatorOf(request);
      return ok(await lottery.list(request.brand, request.query));
    },
  );

  app.put(
    ADMIN_API.adminLotteryResult,
    {
      schema: {
        tags,
        summary: "Enter a feed game's result once its draw time has passed (owner, finance)",
        description:
          "The result must have the game's shape (400 `lottery.result.invalid`); a numero that has a result " +
          'already, or whose draw time has not come, is a 409 `lottery.numero.state`. Its tickets are settled.',
        security,
        params: lotteryNumeroParamsSchema,
        body: adminLotteryResultSchema,
        response: { 200: envelope(adminLotteryChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await lottery.enterResult(
          operatorOf(request),
          request.brand,
          request.params,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.post(
    ADMIN_API.adminLotteryCorrection,
    {
      schema: {
        tags,
        summary: 'Correct a drawn result (owner, finance): its tickets are settled again by the difference',
        description:
          'Each ticket paid by the old result gets the difference paid, or taken back up to what the member ' +
          'holds, through a new ledger transfer (decision record 043); nothing already written is changed.',
        security,
        params: lotteryNumeroParamsSchema,
        body: adminLotteryResultSchema,
        response: { 200: envelope(adminLotteryChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await lottery.correct(
          operatorOf(request),
          request.brand,
          request.params,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.post(
    ADMIN_API.adminLotteryCancel,
    {
      schema: {
        tags,
        summary: 'Cancel a numero without a result (owner, finance): every ticket on it is refunded',
        security,
        params: lotteryNumeroParamsSchema,
        body: adminLotteryCancelSchema,
        response: { 200: envelope(adminLotteryChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await lottery.cancel(
          operatorOf(request),
          request.brand,
          request.params,
          request.body,
          originOf(request),
        ),
      ),
  );
};
