import {
  ADMIN_BRAND_PATHS,
  adminPageQuerySchema,
  bankAccountCreateSchema,
  bankAccountUpdateSchema,
  brandSettingsSchema,
  brandSettingsValueSchema,
  channelParamsSchema,
  channelUpdateSchema,
  envelope,
  notReceivedListSchema,
  notReceivedQuerySchema,
  paymentChannelListSchema,
  paymentChannelSchema,
  withdrawalLimitsSchema,
  withdrawalLimitsValueSchema,
  withdrawalParamsSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { BrandSettingsAdmin } from './brand-settings.service.js';
import type { PaymentsConfigAdmin } from './payments-config.service.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];
const P = ADMIN_BRAND_PATHS;

/**
 * Brand settings (owners write) and the payments configuration (owner and finance write); every role reads.
 * Inside the operator session scope: the role matrix (`BRAND_ROLES`) is checked before a route runs.
 */
export const brandRoutes: FastifyPluginAsyncZod<{
  settings: BrandSettingsAdmin;
  payments: PaymentsConfigAdmin;
}> = async (app, { settings, payments }) => {
  app.get(
    P.settings,
    {
      schema: {
        tags,
        summary:
          "The brand's settings: switches, registration, domains, maintenance, region, locale, security",
        security,
        response: { 200: envelope(brandSettingsValueSchema) },
      },
    },
    async (request) => ok(await settings.read(request.brand)),
  );

  app.put(
    P.settings,
    {
      schema: {
        tags,
        summary: "Replace the brand's settings whole (owners)",
        description:
          'The whole settings object, checked strictly: an unknown key (a switch the site does not have, a ' +
          'field of no group) is refused, the time zone must be an IANA zone, the currency an ISO 4217 code, ' +
          'languages among CN, EN, ID, TH, TY, VI with the default among those offered, countries ISO 3166 ' +
          'alpha-2. A refusal is a 400 naming the field, and nothing changes. One transaction with its audit ' +
          'row (`brand.settings`, the changed groups before and after); every API process answers with the new ' +
          'settings from the next request on.',
        security,
        body: brandSettingsSchema,
        response: { 200: envelope(brandSettingsValueSchema) },
      },
    },
    async (request) =>
      ok(await settings.replace(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.get(
    P.channels,
    {
      schema: {
        tags,
        summary: "The brand's deposit channels in the site's order, with their limits, paged",
        security,
        querystring: adminPageQuerySchema,
        response: { 200: envelope(paymentChannelListSchema) },
      },
    },
    async (request) => ok(await payments.channels(request.brand, request.query)),
  );

  app.patch(
    P.channel,
    {
      schema: {
        tags,
        summary: 'Open or close a deposit channel, change its limits per order or its place (owner, finance)',
        description:
          'Limits are major units; a minimum above the maximum (given or kept) is a 400 naming the field. ' +
          'Audited (`payments.channel.update`) with the channel before and after.',
        security,
        params: channelParamsSchema,
        body: channelUpdateSchema,
        response: { 200: envelope(paymentChannelSchema) },
      },
    },
    async (request) =>
      ok(
        await payments.updateChannel(
          operatorOf(request),
          request.brand,
          request.params.channelId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.get(
    P.bankAccounts,
    {
      schema: {
        tags,
        summary: 'The receiving bank accounts of bank transfer deposits, paged',
        security,
        querystring: adminPageQuerySchema,
        response: { 200: envelope(paymentChannelListSchema) },
      },
    },
    async (request) => ok(await payments.bankAccounts(request.brand, request.query)),
  );

  app.post(
    P.bankAccounts,
    {
      schema: {
        tags,
        summary:
          'Add a receiving bank account: a bank transfer channel members can deposit to (owner, finance)',
        description:
          'Its name in the brand default language is required, other languages optional (only those the ' +
          'brand offers). A code taken in the brand is a 409 `payments.channel.code.taken`. Audited ' +
          '(`payments.bank.add`).',
        security,
        body: bankAccountCreateSchema,
        response: { 200: envelope(paymentChannelSchema) },
      },
    },
    async (request) =>
      ok(await payments.addBankAccount(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.patch(
    P.bankAccount,
    {
      schema: {
        tags,
        summary: 'Change a receiving bank account, or disable it (owner, finance)',
        description:
          '`enabled: false` takes it off the deposit page at once; orders already made keep their account. ' +
          'Audited (`payments.bank.update`) with the account before and after.',
        security,
        params: channelParamsSchema,
        body: bankAccountUpdateSchema,
        response: { 200: envelope(paymentChannelSchema) },
      },
    },
    async (request) =>
      ok(
        await payments.updateBankAccount(
          operatorOf(request),
          request.brand,
          request.params.channelId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.get(
    P.withdrawalLimits,
    {
      schema: {
        tags,
        summary: 'The limits of withdrawals and of transfers to the upline, and the confirmation time',
        security,
        response: { 200: envelope(withdrawalLimitsValueSchema) },
      },
    },
    async (request) => ok(await payments.withdrawalLimits(request.brand)),
  );

  app.put(
    P.withdrawalLimits,
    {
      schema: {
        tags,
        summary: 'Replace the limits of withdrawals and transfers to the upline (owner, finance)',
        description:
          'A minimum above its maximum is a 400 naming the field. Audited (`payments.withdrawal.limits`, ' +
          'before and after); the member centre uses them from the next request on.',
        security,
        body: withdrawalLimitsSchema,
        response: { 200: envelope(withdrawalLimitsValueSchema) },
      },
    },
    async (request) =>
      ok(
        await payments.replaceWithdrawalLimits(
          operatorOf(request),
          request.brand,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.get(
    P.notReceived,
    {
      schema: {
        tags,
        summary: 'Withdrawals members marked not received, newest first, with their proof, paged',
        description:
          '`status`: `waiting` (default), `refunded`, `arrived` or `all`. They are decided through the queue ' +
          '`withdrawals-not-received` (`POST /admin/queues/withdrawals-not-received/:id/approve` pays the ' +
          "missing part back to the member's balance; `reject` records that the money arrived).",
        security,
        querystring: notReceivedQuerySchema,
        response: { 200: envelope(notReceivedListSchema) },
      },
    },
    async (request) => ok(await payments.notReceived(request.brand, request.query)),
  );

  app.get(
    P.withdrawalProof,
    {
      schema: {
        tags,
        summary: 'The proof image a member sent with a withdrawal marked not received',
        security,
        params: withdrawalParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await payments.proof(request.brand, request.params.withdrawalId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
