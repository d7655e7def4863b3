import {
  API,
  callbackResultSchema,
  createDepositSchema,
  depositChannelsSchema,
  depositOrderParamsSchema,
  depositOrderSchema,
  depositOrdersQuerySchema,
  depositOrdersSchema,
  envelope,
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
} from '@platform/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.js';
import { actorOf, languageOf } from '../../../plugins/request-context.js';
import type { DepositsService } from './deposits.service.js';
import { CALLBACK_BODY_LIMIT, PAY_PAGE_PATH, type SandboxGateway } from './sandbox-gateway.js';
import { PAY_PAGE_CSP } from './sandbox-page.js';
import { headerOf, keepRawJsonBodies } from '../../../lib/signed-body.js';

const tags = ['deposits'];
const security = [{ session: [] }];

/** depositv2: the member's channels and deposit orders. */
export const depositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  app.get(
    API.depositChannels,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary:
          'The open payment channels (limits, the receiving account of a bank transfer) and the deposit promotions open to the member',
        security,
        response: { 200: envelope(depositChannelsSchema) },
      },
    },
    async (request) => ok(await deposits.channels(request.brand, actorOf(request), languageOf(request))),
  );

  app.post(
    API.depositOrders,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: 'Creates a pending deposit order (a sandbox order answers its payment page in payUrl)',
        description:
          "The amount must be within the channel's limits, at most two decimals; a bank transfer needs " +
          'the reference written on it. At most 3 orders may wait at once (422 deposit.pending.limit).',
        security,
        body: createDepositSchema,
        response: { 200: envelope(depositOrderSchema) },
      },
    },
    async (request) =>
      ok(await deposits.create(request.brand, actorOf(request), request.body, languageOf(request))),
  );

  app.get(
    API.depositOrders,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: 'Your deposit orders, newest first, by state and days of the brand',
        security,
        querystring: depositOrdersQuerySchema,
        response: { 200: envelope(depositOrdersSchema) },
      },
    },
    async (request) =>
      ok(await deposits.list(request.brand, actorOf(request), request.query, languageOf(request))),
  );

  app.get(
    API.depositOrder,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: 'One of your deposit orders',
        security,
        params: depositOrderParamsSchema,
        response: { 200: envelope(depositOrderSchema) },
      },
    },
    async (request) =>
      ok(await deposits.detail(request.brand, actorOf(request), request.params.id, languageOf(request))),
  );
};

/**
 * The gateway's callback, signed over the raw body: the body is kept as it came, and the signature is
 * checked (and the callback recorded) before the body is validated. Anyone can call it: the body is
 * bounded (413 over 16 KiB) and the calls per IP too (429), except the sandbox's own.
 */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod<{
  gateway: SandboxGateway;
  perMinute: number;
}> = async (app, { gateway, perMinute }) => {
  keepRawJsonBodies(app);

  app.post(
    API.depositCallbackSandbox,
    {
      bodyLimit: CALLBACK_BODY_LIMIT,
      config: {
        rateLimit: {
          max: perMinute,
          timeWindow: 60_000,
          allowList: (request) => gateway.isOwnCallback(request.headers),
        },
      },
      schema: {
        tags: ['payment gateways'],
        summary: 'The sandbox gateway reports a payment (signed; credits the order exactly once)',
        description:
          `HMAC-SHA256 (hex) with the channel's secret over \`<timestamp>.<raw body>\` in ` +
          `\`${GATEWAY_SIGNATURE_HEADER}\`, the timestamp (ms) in \`${GATEWAY_TIMESTAMP_HEADER}\`. ` +
          "A repeated callback answers the order's state and moves nothing. The body is at most 16 KiB " +
          '(413); the calls per IP per minute are limited (429 with Retry-After).',
        body: z.unknown(),
        response: { 200: envelope(callbackResultSchema) },
      },
    },
    async (request) =>
      ok(
        await gateway.callback(request.brand, {
          timestamp: headerOf(request, GATEWAY_TIMESTAMP_HEADER),
          signature: headerOf(request, GATEWAY_SIGNATURE_HEADER),
          rawBody: request.rawBody ?? '',
          body: request.body,
        }),
      ),
  );
};

const pageParams = z.object({
  merchant: z.string().trim().min(1).max(32),
  orderNo: z.string().trim().min(1).max(40),
});
const pageQuery = z.object({
  token: z.string().max(128).optional(),
  lang: z.string().max(8).optional(),
});
const pageForm = z.object({
  token: z.string().max(128).optional(),
  action: z.enum(['pay', 'cancel']),
});

const html = (reply: FastifyReply, statusCode: number, body: string) =>
  reply
    .code(statusCode)
    .header('content-security-policy', PAY_PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);

/** The sandbox gateway's hosted payment page (outside /wps: it is the gateway's, not the site's API). */
export const payPageRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (app, { gateway }) => {
  app.get(
    PAY_PAGE_PATH,
    {
      schema: { hide: true, params: pageParams, querystring: pageQuery },
    },
    async (request, reply) => {
      const page = await gateway.page(
        request.params.merchant,
        request.params.orderNo,
        request.query.token,
        request.query.lang,
      );
      return html(reply, page.statusCode, page.html);
    },
  );

  app.post(
    PAY_PAGE_PATH,
    {
      schema: { hide: true, params: pageParams, querystring: pageQuery, body: pageForm },
    },
    async (request, reply) => {
      const back = await gateway.submit(
        request.params.merchant,
        request.params.orderNo,
        request.body.token,
        request.body.action,
      );
      if (!back) {
        const page = await gateway.page(
          request.params.merchant,
          request.params.orderNo,
          undefined,
          request.query.lang,
        );
        return html(reply, page.statusCode, page.html);
      }
      return reply.code(303).header('location', back).send();
    },
  );
};
