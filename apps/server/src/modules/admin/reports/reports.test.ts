import { randomUUID } from 'node:crypto';
import { ADMIN_REPORTS_PATHS as PATHS } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { dateInZone } from '../../../lib/date-range.js';
import { createLedger } from '../../wallet/index.js';
import { grantBonus } from '../../rewards/bonus.js';
import { DEMO_BRAND, seedBrand } from '../../../seed/brands.js';
import { seedOperators } from '../../../seed/operators.js';
import { seedPayments } from '../../../seed/payments.js';
import { fundMember } from '../../../test/funding.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { playRound, setVendorSecret } from '../../../test/vendor.js';
import {
  addBankAccount,
  newMember,
  PAY_PASSWORD,
  withdraw,
  type TestMember,
} from '../../../test/withdrawal-kit.js';
import { REPORTS_ROLES } from './index.js';

// The dashboard and the reports on a brand of their own (`rpt`, Manila time): past rounds, orders and
// settlements written at known instants either side of a brand midnight (16:00 UTC), and today's play,
// deposits, bonuses and a withdrawal made through the platform's own paths. Every figure is asserted exactly.

const BRAND = 'rpt';
const ZONE = 'Asia/Manila';
let t: TestApp;
let brandId: number;
let a: TestMember;
let b: TestMember;
let promotionId: number;
let lotusCategory: string;
const tokens: Record<'owner' | 'finance' | 'support' | 'viewer', string> = {
  owner: '',
  finance: '',
  support: '',
  viewer: '',
};
const rows = <T = Record<string, unknown>>(query: SQL) => rowsOf<T>(t.app.database.db, query);
const today = () => dateInZone(new Date(), ZONE);

const get = (path: string, query: Record<string, string | number> = {}, token = tokens.owner) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { merchant: BRAND, authorization: token },
  });
const value = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await get(path, query);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value;
};

/** A settled (or void) round written at a known instant; the `member_daily` trigger counts it. */
async function round(
  member: TestMember,
  vendor: string,
  category: string,
  game: [string, string],
  stake: number,
  payout: number,
  settledAt: string,
  status = 'settled',
) {
  await rows(sql`insert into game_rounds (merchant_id, member_id, vendor_code, game_type, game_code, game_name,
      round_id, stake, valid_bet, payout, status, created_at, settled_at)
    values (${brandId}, ${member.id}, ${vendor}, ${category}, ${game[0]}, ${game[1]}, ${randomUUID()},
      ${stake * 100}, ${status === 'settled' ? stake * 100 : 0}, ${payout * 100}, ${status},
      ${settledAt}::timestamptz, ${status === 'settled' ? sql`${settledAt}::timestamptz` : null})`);
}

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000 });
  brandId = await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: BRAND,
    name: 'Report Lotus',
    isDefault: false,
    settings: { ...DEMO_BRAND.settings, timeZone: ZONE, operators: { totpRequiredRoles: [] } },
    accounts: [],
    content: [seedPayments, seedOperators],
  });
  a = await newMember(t.app, { merchant: BRAND });
  b = await newMember(t.app, { merchant: BRAND });
  tokens.owner = await loginOperator(t, 'admin', { merchant: BRAND });
  tokens.finance = await loginOperator(t, 'finance01', { merchant: BRAND });
  tokens.support = await loginOperator(t, 'support01', { merchant: BRAND });
  tokens.viewer = (
    await createOperator(t, tokens.owner, { username: 'viewer01', role: 'viewer' }, { merchant: BRAND })
  ).token;

  // Past play: Manila's 2026-03-10 runs from 2026-03-09T16:00Z to 2026-03-10T16:00Z.
  await round(a, 'LOTUS', 'RNG', ['g1', 'Lucky One'], 100, 40, '2026-03-10T15:59:59Z');
  await round(a, 'LOTUS', 'RNG', ['g2', 'Second Reel'], 50, 120, '2026-03-10T16:00:00Z');
  await round(b, 'LIVEV', 'LIVE', ['b1', 'Baccarat'], 200, 0, '2026-03-09T16:00:00Z');
  await round(b, 'LOTUS', 'RNG', ['g1', 'Lucky One'], 10, 0, '2026-03-10T10:00:00Z', 'void');
  await round(b, 'LOTUS', 'RNG', ['g1', 'Lucky One'], 10, 0, '2026-03-09T15:59:59Z');

  // Past orders and settlements.
  const [bank] = await rows<{ id: number }>(
    sql`select id from payment_channels where merchant_id = ${brandId} and code = 'bank'`,
  );
  const order = (no: string, amount: number, status: string, at: string) =>
    rows(sql`insert into deposit_orders (merchant_id, member_id, channel_id, order_no, amount, status, created_at)
      values (${brandId}, ${a.id}, ${bank!.id}, ${no}, ${amount * 100}, ${status}, ${at}::timestamptz)`);
  await order('D-1', 100, 'paid', '2026-03-10T15:59:59Z');
  await order('D-2', 40, 'rejected', '2026-03-10T16:00:00Z');
  const bankAccount = await addBankAccount(t.app, b);
  await rows(sql`insert into withdrawal_orders (merchant_id, member_id, bank_account_id, order_no, amount, status,
      created_at) values (${brandId}, ${b.id}, ${bankAccount}, 'W-1', 7000, 'paid', '2026-03-10T03:00:00Z')`);
  const [contract] = await rows<{ id: number }>(
    sql`insert into agent_contracts (merchant_id, kind, upline_id, member_id, terms, top_rate, status)
        values (${brandId}, 'daily', null, ${a.id}, '{}'::jsonb, 100, 'signed') returning id`,
  );
  const settle = (key: string, from: string, to: string, amount: number, status: string) =>
    rows(sql`insert into agent_settlements (merchant_id, contract_id, kind, member_id, payer_id, period_key,
        period_from, period_to, figures, rate, amount, status)
      values (${brandId}, ${contract!.id}, 'daily', ${a.id}, null, ${key}, ${from}::timestamptz,
        ${to}::timestamptz, '{}'::jsonb, 35, ${amount}, ${status})`);
  await settle('2026-03-10', '2026-03-09T16:00:00Z', '2026-03-10T16:00:00Z', 1234, 'paid');
  await settle('2026-03-11', '2026-03-10T16:00:00Z', '2026-03-11T16:00:00Z', 500, 'due');
  await settle('2026-03-12', '2026-03-11T16:00:00Z', '2026-03-12T16:00:00Z', 900, 'paid');

  // Today, through the platform: deposits, play on the vendor wallet API, bonuses, a withdrawal.
  await fundMember(t.app, a.id, 1000);
  await fundMember(t.app, a.id, 200);
  await fundMember(t.app, b.id, 500);
  await rows(sql`insert into game_vendors (merchant_id, code, category, name, logo_url, logo_white_url)
      values (${brandId}, 'LOTUS', 'RNG', 'Lotus Studio', '/l.png', '/lw.png')`);
  const secret = await setVendorSecret(t.app, 'LOTUS', BRAND);
  await playRound(t.app, {
    vendor: 'LOTUS',
    secret,
    memberId: a.id,
    stake: 100,
    end: 'credit',
    payout: 250,
    merchant: BRAND,
  });
  await playRound(t.app, {
    vendor: 'LOTUS',
    secret,
    memberId: b.id,
    stake: 300,
    end: 'credit',
    payout: 0,
    merchant: BRAND,
  });
  await playRound(t.app, {
    vendor: 'LOTUS',
    secret,
    memberId: b.id,
    stake: 20,
    end: 'rollback',
    merchant: BRAND,
  });
  const [promotion] = await rows<{ id: number }>(
    sql`insert into promotions (merchant_id, category_code, image_url, mode, starts_at, text)
        values (${brandId}, 'ALL', '/p.png', 'auto', now(), ${JSON.stringify({ EN: { title: 'Welcome 3%', summary: 's', content: 'c' } })}::jsonb)
        returning id`,
  );
  promotionId = Number(promotion!.id);
  const ledger = createLedger(t.app.database.db);
  await t.app.database.db.transaction(async (tx) => {
    const grant = { merchantId: brandId, turnoverRequired: 0n, template: 'test' };
    await grantBonus(tx, ledger, {
      ...grant,
      memberId: a.id,
      source: 'promotion',
      sourceRef: String(promotionId),
      amount: 3000n,
    });
    await grantBonus(tx, ledger, {
      ...grant,
      memberId: b.id,
      source: 'mission',
      sourceRef: 'm1',
      amount: 1000n,
    });
  });
  const asked = await withdraw(
    t.app,
    a,
    {
      amount: 200,
      bankAccountId: await addBankAccount(t.app, a),
      paymentPassword: PAY_PASSWORD,
      requestId: randomUUID(),
    },
    { merchant: BRAND },
  );
  expect(asked.statusCode, asked.body).toBe(200);
  const [vendor] = await rows<{ category: string }>(
    sql`select category from game_vendors where merchant_id = ${brandId} and code = 'LOTUS' limit 1`,
  );
  lotusCategory = vendor!.category;
}, 120_000);
afterAll(async () => t?.close());

const PAST = { from: '2026-03-10', to: '2026-03-11' };

describe('the dashboard', () => {
  it("answers today's figures from the platform's own movements, exactly", async () => {
    const dashboard = await value(PATHS.adminReportsDashboard, { from: today(), to: today() });
    expect(dashboard.range).toEqual({ from: today(), to: today(), today: today(), timeZone: ZONE });
    const expected = {
      deposits: 1700,
      depositCount: 3,
      withdrawals: 200,
      firstDeposits: { count: 2, amount: 1500 },
      newMembers: 2,
      activeMembers: 2,
      rounds: 2,
      stakes: 400,
      wins: 250,
      ggr: 150,
      bonus: 40,
      ngr: 110,
      categories: [{ category: lotusCategory, rounds: 2, stakes: 400, wins: 250, ggr: 150 }],
    };
    expect(dashboard.today).toEqual(expected);
    expect(dashboard.period).toEqual(expected);
    expect(dashboard.daily).toHaveLength(1);
    expect(dashboard.daily[0]).toMatchObject({
      day: today(),
      deposits: 1700,
      ggr: 150,
      ngr: 110,
      newMembers: 2,
    });
  });

  it('cuts days at the brand midnight, and sums the period by category and by day', async () => {
    const dashboard = await value(PATHS.adminReportsDashboard, PAST);
    expect(dashboard.period).toMatchObject({
      rounds: 3,
      stakes: 350,
      wins: 160,
      ggr: 190,
      bonus: 0,
      ngr: 190,
      activeMembers: 2,
      deposits: 0,
      categories: [
        { category: 'LIVE', rounds: 1, stakes: 200, wins: 0, ggr: 200 },
        { category: 'RNG', rounds: 2, stakes: 150, wins: 160, ggr: -10 },
      ],
    });
    expect(dashboard.daily.map((d: { day: string; ggr: number }) => [d.day, d.ggr])).toEqual([
      ['2026-03-10', 260],
      ['2026-03-11', -70],
    ]);
    expect(dashboard.daily[0].categories).toEqual([
      { category: 'LIVE', ggr: 200 },
      { category: 'RNG', ggr: 60 },
    ]);
    const day = await value(PATHS.adminReportsDashboard, { from: '2026-03-09', to: '2026-03-09' });
    expect(day.period).toMatchObject({ rounds: 1, stakes: 10, ggr: 10 });
  });

  it('refuses a period that ends before it starts or spans more than 366 days, naming the field', async () => {
    const backwards = await get(PATHS.adminReportsDashboard, { from: '2026-03-11', to: '2026-03-10' });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards)).toMatchObject({ errorCode: 'validation.failed', value: { field: 'to' } });
    const long = await get(PATHS.adminReportsDashboard, { from: '2025-01-01', to: '2026-01-02' });
    expect(long.statusCode).toBe(400);
    expect(json(long).value).toEqual({ field: 'to' });
    expect(json(long).message).toContain('366');
    expect(
      (await get(PATHS.adminReportsDashboard, { from: '2025-01-01', to: '2026-01-01' })).statusCode,
    ).toBe(200);
    const notADay = await get(PATHS.adminReportsDashboard, { from: '2026-02-30' });
    expect(json(notADay).value).toEqual({ field: 'from' });
  });
});

describe('GGR reports', () => {
  it('by vendor: rounds, players, stakes, wins and GGR, sorted, filtered, with totals', async () => {
    const report = await value(PATHS.adminReportsGgrVendors, PAST);
    expect(report.list).toEqual([
      {
        vendor: 'LIVEV',
        vendorName: 'LIVEV',
        category: 'LIVE',
        rounds: 1,
        players: 1,
        stakes: 200,
        wins: 0,
        ggr: 200,
      },
      expect.objectContaining({
        vendor: 'LOTUS',
        category: 'RNG',
        rounds: 2,
        players: 1,
        stakes: 150,
        wins: 160,
        ggr: -10,
      }),
    ]);
    expect(report.totals).toEqual({ rounds: 3, players: 2, stakes: 350, wins: 160, ggr: 190 });
    expect(report).toMatchObject({ pageNo: 1, totalCount: 2, totalPages: 1 });
    const ascending = await value(PATHS.adminReportsGgrVendors, { ...PAST, sort: 'ggr', order: 'asc' });
    expect(ascending.list.map((r: { vendor: string }) => r.vendor)).toEqual(['LOTUS', 'LIVEV']);
    const live = await value(PATHS.adminReportsGgrVendors, { ...PAST, category: 'LIVE' });
    expect(live.list).toHaveLength(1);
    expect(live.totals).toEqual({ rounds: 1, players: 1, stakes: 200, wins: 0, ggr: 200 });
    const paged = await value(PATHS.adminReportsGgrVendors, { ...PAST, pageSize: 1, pageNo: 2 });
    expect(paged.list.map((r: { vendor: string }) => r.vendor)).toEqual(['LOTUS']);
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 2 });
    const past = await value(PATHS.adminReportsGgrVendors, { ...PAST, pageNo: 9 });
    expect(past.list).toEqual([]);
    expect(past.totals.ggr).toBe(190);
  });

  it('by game, with a search on the code or name', async () => {
    const report = await value(PATHS.adminReportsGgrGames, { ...PAST, sort: 'game', order: 'asc' });
    expect(report.list.map((r: { gameCode: string; ggr: number }) => [r.gameCode, r.ggr])).toEqual([
      ['b1', 200],
      ['g1', 60],
      ['g2', -70],
    ]);
    const lucky = await value(PATHS.adminReportsGgrGames, { ...PAST, game: 'LUCKY' });
    expect(lucky.list).toEqual([
      {
        vendor: 'LOTUS',
        category: 'RNG',
        gameCode: 'g1',
        gameName: 'Lucky One',
        rounds: 1,
        players: 1,
        stakes: 100,
        wins: 40,
        ggr: 60,
      },
    ]);
  });

  it('by day: every day of the period, bonus and NGR for the whole brand only', async () => {
    const report = await value(PATHS.adminReportsGgrDays, {
      from: '2026-03-09',
      to: '2026-03-11',
      order: 'asc',
    });
    expect(report.list.map((r: { day: string; ggr: number; ngr: number }) => [r.day, r.ggr, r.ngr])).toEqual([
      ['2026-03-09', 10, 10],
      ['2026-03-10', 260, 260],
      ['2026-03-11', -70, -70],
    ]);
    const days = await value(PATHS.adminReportsGgrDays, { from: today(), to: today() });
    expect(days.list).toEqual([
      { day: today(), rounds: 2, players: 2, stakes: 400, wins: 250, ggr: 150, bonus: 40, ngr: 110 },
    ]);
    expect(days.totals).toEqual({
      rounds: 2,
      players: 2,
      stakes: 400,
      wins: 250,
      ggr: 150,
      bonus: 40,
      ngr: 110,
    });
    const rng = await value(PATHS.adminReportsGgrDays, { ...PAST, category: 'RNG', sort: 'ggr' });
    // GGR descending: the better day first.
    expect(rng.list.map((r: { day: string; ggr: number; bonus: null }) => [r.day, r.ggr, r.bonus])).toEqual([
      ['2026-03-10', 60, null],
      ['2026-03-11', -70, null],
    ]);
    expect(rng.totals.ngr).toBeNull();
  });
});

describe("players' profit and loss", () => {
  it('per member: play, deposits, withdrawals and bonus of the period', async () => {
    const report = await value(PATHS.adminReportsPlayers, {
      from: today(),
      to: today(),
      sort: 'username',
      order: 'asc',
    });
    const byName = Object.fromEntries(report.list.map((r: { username: string }) => [r.username, r]));
    expect(byName[a.username]).toEqual({
      memberId: a.id,
      username: a.username,
      rounds: 1,
      stakes: 100,
      wins: 250,
      ggr: -150,
      deposits: 1200,
      withdrawals: 200,
      bonus: 30,
      ngr: -180,
    });
    expect(byName[b.username]).toMatchObject({
      rounds: 1,
      stakes: 300,
      wins: 0,
      ggr: 300,
      deposits: 500,
      bonus: 10,
      ngr: 290,
    });
    expect(report.totals).toEqual({
      rounds: 2,
      stakes: 400,
      wins: 250,
      ggr: 150,
      deposits: 1700,
      withdrawals: 200,
      bonus: 40,
      ngr: 110,
    });
    const one = await value(PATHS.adminReportsPlayers, {
      from: today(),
      to: today(),
      username: b.username.slice(2, 8).toUpperCase(),
    });
    expect(one.list.map((r: { username: string }) => r.username)).toEqual([b.username]);
  });
});

describe('payments, bonuses and commissions', () => {
  it('payments by day, channel and state', async () => {
    const report = await value(PATHS.adminReportsPayments, { ...PAST, sort: 'amount' });
    expect(report.list).toEqual([
      { day: '2026-03-10', kind: 'deposit', channel: 'bank', status: 'paid', count: 1, amount: 100 },
      { day: '2026-03-10', kind: 'withdrawal', channel: 'BDO', status: 'paid', count: 1, amount: 70 },
      { day: '2026-03-11', kind: 'deposit', channel: 'bank', status: 'rejected', count: 1, amount: 40 },
    ]);
    expect(report.totals).toEqual({
      deposits: { count: 2, amount: 140 },
      withdrawals: { count: 1, amount: 70 },
    });
    const rejected = await value(PATHS.adminReportsPayments, {
      ...PAST,
      kind: 'deposit',
      status: 'rejected',
    });
    expect(rejected.list).toHaveLength(1);
    const now = await value(PATHS.adminReportsPayments, { from: today(), to: today() });
    expect(now.list).toEqual([
      { day: today(), kind: 'withdrawal', channel: 'BDO', status: 'pending', count: 1, amount: 200 },
    ]);
  });

  it('bonus cost by source and promotion', async () => {
    const report = await value(PATHS.adminReportsBonuses, { from: today(), to: today(), sort: 'amount' });
    expect(report.list).toEqual([
      {
        day: today(),
        source: 'promotion',
        promotionId,
        promotion: 'Welcome 3%',
        grants: 1,
        members: 1,
        amount: 30,
      },
      {
        day: today(),
        source: 'mission',
        promotionId: null,
        promotion: null,
        grants: 1,
        members: 1,
        amount: 10,
      },
    ]);
    expect(report.totals).toEqual({ grants: 2, members: 2, amount: 40 });
    const promo = await value(PATHS.adminReportsBonuses, { from: today(), to: today(), promotionId });
    expect(promo.list).toHaveLength(1);
  });

  it("agents' settlements whose period starts in the days", async () => {
    const report = await value(PATHS.adminReportsCommissions, { ...PAST, sort: 'periodFrom', order: 'asc' });
    expect(report.list).toEqual([
      expect.objectContaining({
        agent: a.username,
        kind: 'daily',
        periodKey: '2026-03-10',
        periodFrom: '2026-03-10 00:00:00',
        periodTo: '2026-03-11 00:00:00',
        payer: null,
        rate: 0.35,
        amount: 12.34,
        status: 'paid',
      }),
      expect.objectContaining({ periodKey: '2026-03-11', amount: 5, status: 'due' }),
    ]);
    expect(report.totals).toEqual({ settlements: 2, paid: 12.34, due: 5, forced: 0 });
    const due = await value(PATHS.adminReportsCommissions, { ...PAST, status: 'due' });
    expect(due.list.map((r: { periodKey: string }) => r.periodKey)).toEqual(['2026-03-11']);
  });
});

/** A CSV's rows as objects keyed by its header. */
function parseCsv(text: string): Record<string, string>[] {
  const lines = text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  const [header, ...body] = lines;
  return body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])));
}

describe('CSV exports', () => {
  it('answer every row of the filter, the header first, figures as plain decimals, as the JSON rows', async () => {
    for (const [json_, csv, query] of [
      [PATHS.adminReportsPlayers, PATHS.adminReportsPlayersCsv, { from: today(), to: today() }],
      [PATHS.adminReportsGgrVendors, PATHS.adminReportsGgrVendorsCsv, PAST],
      [PATHS.adminReportsGgrDays, PATHS.adminReportsGgrDaysCsv, { ...PAST, category: 'RNG' }],
      [PATHS.adminReportsCommissions, PATHS.adminReportsCommissionsCsv, PAST],
      [PATHS.adminReportsBonuses, PATHS.adminReportsBonusesCsv, { from: today(), to: today() }],
      [PATHS.adminReportsPayments, PATHS.adminReportsPaymentsCsv, PAST],
    ] as const) {
      const list = (await value(json_, query)).list as Record<string, unknown>[];
      const res = await get(csv, { ...query, pageSize: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rpt-.*\.csv"$/);
      const parsed = parseCsv(res.body);
      expect(parsed).toHaveLength(list.length);
      parsed.forEach((row, i) => {
        const expected = list[i]!;
        expect(Object.keys(row)).toEqual(Object.keys(expected));
        for (const [key, cell] of Object.entries(row)) {
          const want = expected[key];
          if (want === null) expect(cell).toBe('');
          else if (typeof want === 'number') expect(Number(cell)).toBe(want);
          else expect(cell).toBe(want);
        }
      });
    }
    const players = await get(PATHS.adminReportsPlayersCsv, {
      from: today(),
      to: today(),
      sort: 'username',
      order: 'asc',
    });
    expect(players.body).toContain(
      `${a.id},${a.username},1,100.00,250.00,-150.00,1200.00,200.00,30.00,-180.00`,
    );
  });
});

describe('the role matrix of the reports', () => {
  it('lets owner, finance and viewer read every report, support the dashboard and players only', async () => {
    for (const [key, roles] of Object.entries(REPORTS_ROLES)) {
      const path = key.slice('GET '.length);
      for (const role of ['owner', 'finance', 'support', 'viewer'] as const) {
        const res = await get(path, { from: today(), to: today() }, tokens[role]);
        expect(res.statusCode, `${role} ${key}: ${res.body.slice(0, 200)}`).toBe(
          roles.includes(role) ? 200 : 403,
        );
      }
    }
    expect(REPORTS_ROLES[`GET ${PATHS.adminReportsPayments}`]).toEqual(['owner', 'finance', 'viewer']);
    expect(REPORTS_ROLES[`GET ${PATHS.adminReportsPlayersCsv}`]).toEqual([
      'owner',
      'finance',
      'support',
      'viewer',
    ]);
  });

  it('shows a brand its own figures only', async () => {
    const demoOwner = await loginOperator(t, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: PATHS.adminReportsGgrVendors,
      query: PAST,
      headers: { merchant: 'demo', authorization: demoOwner },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).value.list).toEqual([]);
  });
});
