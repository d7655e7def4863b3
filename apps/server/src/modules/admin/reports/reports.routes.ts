import { Readable } from 'node:stream';
import {
  ADMIN_REPORTS_PATHS as PATHS,
  bonusesQuerySchema,
  bonusesSchema,
  commissionsQuerySchema,
  commissionsSchema,
  dashboardQuerySchema,
  dashboardSchema,
  envelope,
  ggrDaysQuerySchema,
  ggrDaysSchema,
  ggrGamesQuerySchema,
  ggrGamesSchema,
  ggrVendorsQuerySchema,
  ggrVendorsSchema,
  paymentsQuerySchema,
  paymentsSchema,
  playersQuerySchema,
  playersSchema,
  reportCsvSchema,
} from '@platform/contracts';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import type { ReportPage, ReportsService } from './reports.service.js';

const tags = ['admin'];
const security = [{ session: [] }];

type Report<Q> = {
  page: (brand: Parameters<ReportsService['dashboard']>[0], query: Q) => Promise<ReportPage>;
  csv: (
    brand: Parameters<ReportsService['dashboard']>[0],
    query: Q,
  ) => Promise<{ filename: string; lines: Iterable<string> }>;
};

/**
 * The dashboard and the reports (inside the operator session scope; the role matrix is checked before).
 * Each report answers a page of its rows with the totals of the whole filter, and its `/csv` sibling every
 * row of the same filter as `text/csv`.
 */
export const adminReportsRoutesOf =
  (reports: ReportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      PATHS.adminReportsDashboard,
      {
        schema: {
          tags,
          summary: "Today's and a period's figures, by game category, and the period day by day",
          description:
            'Deposits credited, withdrawals requested and not rejected, first deposits, accounts opened, active ' +
            'members (a settled round), GGR (stakes - wins of the rounds settled) by category, bonus cost and ' +
            'NGR (GGR - bonus cost), over brand days (`from`, `to`, at most 366 days; the last 7 days without ' +
            'dates). 400 naming `to` when it is before `from` or the period is longer.',
          security,
          querystring: dashboardQuerySchema,
          response: { 200: envelope(dashboardSchema) },
        },
      },
      async (request) => ok(await reports.dashboard(request.brand, request.query)),
    );

    const pair = <S extends z.ZodType, Q extends z.output<S>>(
      paths: { json: string; csv: string },
      what: string,
      querystring: S,
      answer: z.ZodType,
      report: Report<Q>,
    ) => {
      app.get(
        paths.json,
        {
          schema: {
            tags,
            summary: `${what}: a page, sorted, with the totals of the whole filter`,
            security,
            querystring,
            response: { 200: envelope(answer) },
          },
        },
        async (request) => ok(await report.page(request.brand, request.query as Q)),
      );
      app.get(
        paths.csv,
        {
          schema: {
            tags,
            summary: `${what}: every row of the filter as text/csv (a header row; figures as plain decimals)`,
            security,
            querystring,
            response: { 200: reportCsvSchema },
          },
        },
        async (request, reply) => {
          const { filename, lines } = await report.csv(request.brand, request.query as Q);
          // Streamed as written (the contract's string is the document; no serializer touches a stream).
          const body = Readable.from(lines) as unknown as string;
          return reply
            .type('text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
            )
            .header('cache-control', 'no-store')
            .send(body);
        },
      );
    };

    pair(
      { json: PATHS.adminReportsGgrVendors, csv: PATHS.adminReportsGgrVendorsCsv },
      'GGR by vendor',
      ggrVendorsQuerySchema,
      ggrVendorsSchema,
      reports.ggrVendors,
    );
    pair(
      { json: PATHS.adminReportsGgrGames, csv: PATHS.adminReportsGgrGamesCsv },
      'GGR by game',
      ggrGamesQuerySchema,
      ggrGamesSchema,
      reports.ggrGames,
    );
    pair(
      { json: PATHS.adminReportsGgrDays, csv: PATHS.adminReportsGgrDaysCsv },
      'GGR, bonus and NGR by day',
      ggrDaysQuerySchema,
      ggrDaysSchema,
      reports.ggrDays,
    );
    pair(
      { json: PATHS.adminReportsPlayers, csv: PATHS.adminReportsPlayersCsv },
      "Players' profit and loss",
      playersQuerySchema,
      playersSchema,
      reports.players,
    );
    pair(
      { json: PATHS.adminReportsPayments, csv: PATHS.adminReportsPaymentsCsv },
      'Deposits and withdrawals by day, channel and state',
      paymentsQuerySchema,
      paymentsSchema,
      reports.payments,
    );
    pair(
      { json: PATHS.adminReportsBonuses, csv: PATHS.adminReportsBonusesCsv },
      'Bonus and promotion cost by day and source',
      bonusesQuerySchema,
      bonusesSchema,
      reports.bonuses,
    );
    pair(
      { json: PATHS.adminReportsCommissions, csv: PATHS.adminReportsCommissionsCsv },
      "Agents' commission settlements",
      commissionsQuerySchema,
      commissionsSchema,
      reports.commissions,
    );
  };
