import {
  bonusRowSchema,
  commissionRowSchema,
  ggrDayRowSchema,
  ggrGameRowSchema,
  ggrVendorRowSchema,
  minorToMajor,
  paymentRowSchema,
  playerRowSchema,
  type bonusesQuerySchema,
  type commissionsQuerySchema,
  type Dashboard,
  type DashboardFigures,
  type ggrDaysQuerySchema,
  type ggrGamesQuerySchema,
  type ggrVendorsQuerySchema,
  type paymentsQuerySchema,
  type playersQuerySchema,
  type ReportRange,
} from '@platform/contracts';
import type { z } from 'zod';
import { pageFields, pageWindow, type PageFields, type PageWindow } from '../../../db/paging.js';
import type { Brand } from '../../../lib/context.js';
import type { ResolvedRange } from '../../../lib/date-range.js';
import { csvLines, wireOf } from './csv.js';
import type { DashboardRepository, MoneyDay, PlayDay } from './dashboard.repository.js';
import type { MoneyReports } from './money.repository.js';
import { daysOf, rangeOut, reportRange, todayRange } from './period.js';
import type { Page, PlayReports } from './play.repository.js';

type Deps = {
  play: PlayReports;
  money: MoneyReports;
  dashboard: DashboardRepository;
  now: () => Date;
};

/** A paged report as the wire carries it (money in major units). */
export type ReportPage = { range: ReportRange; list: unknown; totals: unknown } & PageFields;
/** A report's export: its file name and its lines, the header first. */
export type ReportCsv = { filename: string; lines: Iterable<string> };

type Period = { from?: string | undefined; to?: string | undefined };
type Asked = Period & { sort: string; order: 'asc' | 'desc'; pageNo: number; pageSize: number };
type Run<Q> = (
  brand: Brand,
  range: ResolvedRange,
  query: Q,
  window: PageWindow | null,
) => Promise<Page<object, object>>;

const major = (value: unknown) => wireOf(value, minorToMajor);

/** GGR and NGR of play and bonus, in minor units. */
function figuresOf(days: MoneyDay | undefined, play: PlayDay[], registrations: number): DashboardFigures {
  const categories = new Map<string, { rounds: number; stakes: bigint; wins: bigint }>();
  for (const p of play) {
    const c = categories.get(p.category) ?? { rounds: 0, stakes: 0n, wins: 0n };
    c.rounds += p.rounds;
    c.stakes += p.stakes;
    c.wins += p.wins;
    categories.set(p.category, c);
  }
  let rounds = 0;
  let stakes = 0n;
  let wins = 0n;
  for (const c of categories.values()) {
    rounds += c.rounds;
    stakes += c.stakes;
    wins += c.wins;
  }
  const bonus = days?.bonus ?? 0n;
  return major({
    deposits: days?.deposits ?? 0n,
    depositCount: days?.depositCount ?? 0,
    withdrawals: days?.withdrawals ?? 0n,
    firstDeposits: { count: days?.firstDepositCount ?? 0, amount: days?.firstDepositAmount ?? 0n },
    newMembers: registrations,
    activeMembers: days?.activeMembers ?? 0,
    rounds,
    stakes,
    wins,
    ggr: stakes - wins,
    bonus,
    ngr: stakes - wins - bonus,
    categories: [...categories.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, c]) => ({ category, ...c, ggr: c.stakes - c.wins })),
  }) as DashboardFigures;
}

/** The dashboard and the reports of the operator API; every figure from the database, per brand. */
export function createReportsService({ play, money, dashboard, now }: Deps) {
  const rangeOf = (brand: Brand, asked: Period) => reportRange(asked, brand.settings.timeZone, now());

  async function figures(brand: Brand, range: ResolvedRange) {
    const [moneyDays, playDays, registrations] = await Promise.all([
      dashboard.money(brand.id, range),
      dashboard.play(brand.id, range),
      dashboard.registrations(brand.id, range),
    ]);
    return { moneyDays, playDays, registrations };
  }

  /** A report's page and its export, from one runner and the columns of its row. */
  function report<Q extends Asked>(name: string, columns: readonly string[], run: Run<Q>) {
    return {
      async page(brand: Brand, query: Q): Promise<ReportPage> {
        const range = rangeOf(brand, query);
        const page = await run(brand, range, query, pageWindow(query));
        return {
          range: rangeOut(range),
          list: major(page.rows),
          totals: major(page.totals),
          ...pageFields(query, page.total),
        };
      },
      async csv(brand: Brand, query: Q): Promise<ReportCsv> {
        const range = rangeOf(brand, query);
        const page = await run(brand, range, query, null);
        return {
          filename: `${brand.code}-${name}-${range.startDate}-${range.endDate}.csv`,
          lines: csvLines(columns, page.rows as Record<string, unknown>[]),
        };
      },
    };
  }
  const keys = (schema: { shape: object }) => Object.keys(schema.shape);

  return {
    /** Today's and the period's figures, and the period day by day. */
    async dashboard(brand: Brand, query: Period): Promise<Dashboard> {
      const range = rangeOf(brand, query);
      const [period, today] = await Promise.all([figures(brand, range), figures(brand, todayRange(range))]);
      const total = (f: Awaited<ReturnType<typeof figures>>) =>
        figuresOf(
          f.moneyDays.find((d) => d.day === null),
          f.playDays,
          [...f.registrations.values()].reduce((a, b) => a + b, 0),
        );
      const daily = daysOf(range).map((day) => {
        const m = period.moneyDays.find((d) => d.day === day);
        const p = period.playDays.filter((d) => d.day === day);
        const f = figuresOf(m, p, period.registrations.get(day) ?? 0);
        return {
          day,
          deposits: f.deposits,
          withdrawals: f.withdrawals,
          firstDepositCount: f.firstDeposits.count,
          newMembers: f.newMembers,
          activeMembers: f.activeMembers,
          stakes: f.stakes,
          wins: f.wins,
          ggr: f.ggr,
          bonus: f.bonus,
          ngr: f.ngr,
          categories: f.categories.map((c) => ({ category: c.category, ggr: c.ggr })),
        };
      });
      return {
        range: rangeOut(range),
        currencySymbol: brand.currencySymbol,
        today: total(today),
        period: total(period),
        daily,
      };
    },

    ggrVendors: report<z.output<typeof ggrVendorsQuerySchema>>(
      'ggr-vendors',
      keys(ggrVendorRowSchema),
      (brand, range, q, window) => play.byVendor(brand.id, range, q, q, window),
    ),
    ggrGames: report<z.output<typeof ggrGamesQuerySchema>>(
      'ggr-games',
      keys(ggrGameRowSchema),
      (brand, range, q, window) => play.byGame(brand.id, range, q, q, window),
    ),
    ggrDays: report<z.output<typeof ggrDaysQuerySchema>>(
      'ggr-days',
      keys(ggrDayRowSchema),
      (brand, range, q, window) => play.byDay(brand.id, range, q, q, window),
    ),
    players: report<z.output<typeof playersQuerySchema>>(
      'players',
      keys(playerRowSchema),
      (brand, range, q, window) => play.players(brand.id, range, q, q, window),
    ),
    payments: report<z.output<typeof paymentsQuerySchema>>(
      'payments',
      keys(paymentRowSchema),
      (brand, range, q, window) => money.payments(brand.id, range, q, q, window),
    ),
    bonuses: report<z.output<typeof bonusesQuerySchema>>(
      'bonuses',
      keys(bonusRowSchema),
      (brand, range, q, window) => money.bonuses(brand.id, range, q, brand.defaultLanguage, q, window),
    ),
    commissions: report<z.output<typeof commissionsQuerySchema>>(
      'commissions',
      keys(commissionRowSchema),
      (brand, range, q, window) => money.commissions(brand.id, range, q, q, window),
    ),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
