import {
  ADMIN_MEMBERS_PATHS as P,
  adminMemberIdParamsSchema,
  adminPagedQuerySchema,
  envelope,
  linkedAccountsSchema,
  memberBonusesSchema,
  memberLedgerSchema,
  memberLoginsSchema,
  memberMessagesSchema,
  memberNotesSchema,
  memberPaymentsQuerySchema,
  memberPaymentsSchema,
  memberRoundsSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import type { MemberTabs } from './member-tabs.service.js';

const tags = ['admin'];
const security = [{ session: [] }];
const params = adminMemberIdParamsSchema;

/** The member page's tabs, each paged on the server (every role reads). */
export const memberTabsRoutes: FastifyPluginAsyncZod<{ tabs: MemberTabs }> = async (app, { tabs }) => {
  const pagedQuery = adminPagedQuerySchema;
  app.get(
    P.adminMemberLedger,
    {
      schema: {
        tags,
        summary: "The member's ledger entries, newest first (signed: into the wallet positive)",
        security,
        params,
        querystring: pagedQuery,
        response: { 200: envelope(memberLedgerSchema) },
      },
    },
    async (request) => ok(await tabs.ledger(request.brand, request.params.id, request.query)),
  );
  app.get(
    P.adminMemberRounds,
    {
      schema: {
        tags,
        summary: "The member's game rounds, newest first",
        security,
        params,
        querystring: pagedQuery,
        response: { 200: envelope(memberRoundsSchema) },
      },
    },
    async (request) => ok(await tabs.rounds(request.brand, request.params.id, request.query)),
  );
  app.get(
    P.adminMemberPayments,
    {
      schema: {
        tags,
        summary: "The member's deposits and withdrawals, newest first",
        security,
        params,
        querystring: memberPaymentsQuerySchema,
        response: { 200: envelope(memberPaymentsSchema) },
      },
    },
    async (request) =>
      ok(await tabs.payments(request.brand, request.params.id, request.query.kind, request.query)),
  );
  app.get(
    P.adminMemberBonuses,
    {
      schema: {
        tags,
        summary: "The member's bonuses (promotions, VIP, referral), newest first",
        security,
        params,
        querystring: pagedQuery,
        response: { 200: envelope(memberBonusesSchema) },
      },
    },
    async (request) => ok(await tabs.bonuses(request.brand, request.params.id, request.query)),
  );
  app.get(
    P.adminMemberLogins,
    {
      schema: {
        tags,
        summary: "The member's logins with IP and device, newest first",
        security,
        params,
        querystring: pagedQuery,
        response: { 200: envelope(memberLoginsSchema) },
      },
    },
    async (request) => ok(await tabs.logins(request.brand, request.params.id, request.query)),
  );
  app.get(
    P.adminMemberLinked,
    {
      schema: {
        tags,
        summary: 'Other members sharing a login or registration IP, or the registration device',
        security,
        params,
        querystring: pagedQuery,
        response: { 200: envelope(linkedAccountsSchema) },
      },
    },
    async (request) => ok(await tabs.linked(request.brand, request.params.id, request.query)),
  );
  app.get(
    P.adminMemberMessages,
    {
      schema: {
        tags,
        summary: 'Messages sent to the member, newest first',
        security,
        params,
        querystring: pagedQuery,
        response: { 200: envelope(memberMessagesSchema) },
      },
    },
    async (request) => ok(await tabs.messages(request.brand, request.params.id, request.query)),
  );
  app.get(
    P.adminMemberNotes,
    {
      schema: {
        tags,
        summary: "Operators' notes on the member, newest first",
        security,
        params,
        querystring: pagedQuery,
        response: { 200: envelope(memberNotesSchema) },
      },
    },
    async (request) => ok(await tabs.notes(request.brand, request.params.id, request.query)),
  );
};
