import {
  API,
  agentAccountRequestSchema,
  agentAccountResultSchema,
  agentAnnouncementsSchema,
  agentBetsQuerySchema,
  agentBetsSchema,
  agentLinkIdSchema,
  agentLinkRequestSchema,
  agentLinkSchema,
  agentLinksSchema,
  agentOverviewSchema,
  agentPeriodQuerySchema,
  agentProfitQuerySchema,
  agentProfitSchema,
  agentTeamQuerySchema,
  agentTeamSchema,
  agentTransactionsQuerySchema,
  agentTransactionsSchema,
  agentTransferRequestSchema,
  agentTransferResultSchema,
  emptyValueSchema,
  envelope,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import type { AccountsService } from './accounts.service.js';
import type { ActivityService } from './activity.service.js';
import type { ReportsService } from './reports.service.js';
import type { TransferService } from './transfer.service.js';

const tags = ['agent'];
const security = [{ session: [] }];
// Every call checks that the caller is an agent of the brand with the agent centre on (403 agent.only),
// which also refuses trial accounts; an id outside the caller's team is 404.
const agent = { auth: true } as const;
const periodText =
  "Periods are days of the brand's time zone: today, yesterday, thisWeek (from Monday), lastWeek, " +
  'thisMonth, lastMonth, or custom with startDate and endDate (both, at most 90 days).';

export const agentsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  activity: ActivityService;
  accounts: AccountsService;
  transfers: TransferService;
}> = async (app, { reports, activity, accounts, transfers }) => {
  app.get(
    API.agentAnnouncements,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Notices for agents (announcement type AG)',
        security,
        response: { 200: envelope(agentAnnouncementsSchema) },
      },
    },
    async (request) => ok(await activity.announcements(request.brand, actorOf(request), languageOf(request))),
  );

  app.get(
    API.agentOverview,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Team overview: the team (you not counted) over a period, and a row for every day',
        description: periodText,
        security,
        querystring: agentPeriodQuerySchema,
        response: { 200: envelope(agentOverviewSchema) },
      },
    },
    async (request) => ok(await reports.overview(request.brand, actorOf(request), request.query)),
  );

  app.post(
    API.agentAccounts,
    {
      config: { ...agent, encrypted: true },
      schema: {
        tags,
        summary:
          'Open a member or agent account directly under you (encrypted); it changes its password first',
        security,
        body: agentAccountRequestSchema,
        response: { 200: envelope(agentAccountResultSchema) },
      },
    },
    async (request) =>
      ok(await accounts.openAccount(request.brand, actorOf(request), request.body, request.ip)),
  );

  app.get(
    API.agentLinks,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Your affiliate links with the accounts registered through each',
        security,
        response: { 200: envelope(agentLinksSchema) },
      },
    },
    async (request) => ok(await accounts.listLinks(request.brand, actorOf(request))),
  );

  app.post(
    API.agentLinks,
    {
      config: agent,
      schema: {
        tags,
        summary: 'A new affiliate link: registrations through it become your direct downlines',
        security,
        body: agentLinkRequestSchema,
        response: { 200: envelope(agentLinkSchema) },
      },
    },
    async (request) => ok(await accounts.createLink(request.brand, actorOf(request), request.body)),
  );

  app.delete(
    API.agentLink,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Delete one of your affiliate links (the accounts it brought stay yours)',
        security,
        params: agentLinkIdSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await accounts.deleteLink(request.brand, actorOf(request), request.params.id);
      return ok(null);
    },
  );

  app.get(
    API.agentTeam,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Your team one level at a time (parentId), or a search by the start of a username',
        security,
        querystring: agentTeamQuerySchema,
        response: { 200: envelope(agentTeamSchema) },
      },
    },
    async (request) => ok(await reports.team(request.brand, actorOf(request), request.query)),
  );

  app.post(
    API.agentTransfer,
    {
      config: { ...agent, encrypted: true },
      schema: {
        tags,
        summary: 'Send money to a direct downline (encrypted); a repeated requestId moves nothing again',
        security,
        body: agentTransferRequestSchema,
        response: { 200: envelope(agentTransferResultSchema) },
      },
    },
    async (request) =>
      ok(await transfers.transfer(request.brand, actorOf(request), request.body, request.ip)),
  );

  app.get(
    API.agentBets,
    {
      config: agent,
      schema: {
        tags,
        summary: "Your team's settled rounds in a period, filtered, with totals",
        description: periodText,
        security,
        querystring: agentBetsQuerySchema,
        response: { 200: envelope(agentBetsSchema) },
      },
    },
    async (request) =>
      ok(await activity.bets(request.brand, actorOf(request), request.query, languageOf(request))),
  );

  app.get(
    API.agentProfit,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Profit and loss per direct downline of parentId (you by default), subtrees rolled up',
        description: periodText,
        security,
        querystring: agentProfitQuerySchema,
        response: { 200: envelope(agentProfitSchema) },
      },
    },
    async (request) => ok(await reports.profit(request.brand, actorOf(request), request.query)),
  );

  app.get(
    API.agentTransactions,
    {
      config: agent,
      schema: {
        tags,
        summary: "Your team's deposits, withdrawals and transfers in a period, with totals",
        description: periodText,
        security,
        querystring: agentTransactionsQuerySchema,
        response: { 200: envelope(agentTransactionsSchema) },
      },
    },
    async (request) => ok(await activity.transactions(request.brand, actorOf(request), request.query)),
  );
};
