import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../seed/brands.js';
import { seedPoints } from '../../seed/points.js';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { createTestApp, encryptedCall, json, login, uniqueName, type TestApp } from '../../test/test-app.js';
import type { OperatorActor, OperatorQueue } from '../../lib/operator-queues.js';
import { rowsOf } from '../../db/rows.js';
import { newMember as newTestMember } from '../../test/members.js';

let t: TestApp;
let queue: OperatorQueue;
const PAY = 'Pay-2026';
let payHash = '';
const OTHER = 'lotus-points2';

const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

type Member = { token: string; id: number; merchant: string };

async function newMember(merchant = 'demo', points = 0, money = 0): Promise<Member> {
  const { id, token } = await newTestMember(t.app, { prefix: 'pts', merchant });
  await t.app.database.db.execute(
    sql`update members set payment_password_hash = ${payHash} where id = ${id}`,
  );
  if (points > 0) await givePoints(id, points);
  if (money > 0) await fundMember(t.app, id, money);
  return { token, id, merchant };
}

async function givePoints(memberId: number, points: number) {
  await t.app.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into point_entries (merchant_id, member_id, points, kind, reference)
          select merchant_id, id, ${points}, 'seed', ${`test:${uniqueName()}`} from members where id = ${memberId}`,
    );
    await tx.execute(
      sql`update members set points_balance = points_balance + ${points} where id = ${memberId}`,
    );
  });
}

const headers = (m: Member) => ({ authorization: m.token, merchant: m.merchant });
const get = (url: string, m: Member, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: headers(m),
  });
const redeem = (m: Member, body: Record<string, unknown>) =>
  encryptedCall(
    t.app,
    'POST',
    API.redeemPoints,
    { paymentPassword: PAY, quantity: 1, requestId: randomUUID(), ...body },
    headers(m),
  );
const convert = (m: Member, body: Record<string, unknown>) =>
  encryptedCall(
    t.app,
    'POST',
    API.convertPoints,
    { paymentPassword: PAY, requestId: randomUUID(), ...body },
    headers(m),
  );

const pointsOf = async (m: Member) => json(await get(API.pointBalance, m)).value.points as number;
const mainBalance = async (memberId: number) => {
  const [row] = await rows<{ balance: string }>(
    sql`select balance from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return Number(row?.balance ?? 0) / 100;
};
const rewardByName = async (name: string, merchant = 'demo') => {
  const [row] = await rows<{ id: number; quantity: number | null }>(
    sql`select r.id, r.quantity from point_rewards r join merchants b on b.id = r.merchant_id
        where b.code = ${merchant} and r.text->'EN'->>'name' = ${name}`,
  );
  return { id: Number(row!.id), quantity: row!.quantity };
};
const stockOf = async (rewardId: number) => {
  const [row] = await rows<{ quantity: number | null }>(
    sql`select quantity from point_rewards where id = ${rewardId}`,
  );
  return row?.quantity ?? null;
};
const setStock = (rewardId: number, quantity: number | null) =>
  t.app.database.db.execute(sql`update point_rewards set quantity = ${quantity} where id = ${rewardId}`);
const countOf = async (query: SQL) => Number((await rows<{ n: string }>(query))[0]?.n ?? 0);
const messagesOf = (memberId: number) =>
  rows<{ template: string; params: Record<string, unknown> }>(
    sql`select template, params from member_messages where member_id = ${memberId} and kind <> 'welcome' order by id`,
  );

let operator: OperatorActor;
let otherOperator: OperatorActor;
let bonus50: number;
let earbuds: number;
let goldBar: number;

beforeAll(async () => {
  // Many accounts and encrypted calls from one address: the per-IP limits are not what these tests are about.
  t = await createTestApp({ rateLimit: { max: 100_000, timeWindowMs: 60_000 }, loginPerMinute: 1000 });
  payHash = await hashPassword(PAY);
  const otherId = await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Points Lotus',
    isDefault: false,
    settings: { ...defaultSettings(), pointConversionRate: 0.1 },
    accounts: [],
    content: [seedPoints],
  });
  const [demo] = await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`);
  operator = { operatorId: 9001, merchantId: Number(demo!.id), username: 'support01', role: 'support' };
  otherOperator = { operatorId: 9002, merchantId: otherId, username: 'support02', role: 'support' };
  queue = t.app.operatorQueues.get('redemptions')!;
  bonus50 = (await rewardByName('P 50 Bonus')).id;
  earbuds = (await rewardByName('Wireless Earbuds')).id;
  goldBar = (await rewardByName('10 g Gold Bar')).id;
});
afterAll(async () => t.close());

describe('points balance and detail', () => {
  it('answers the points, earned and spent, the rate and the minimum conversion', async () => {
    const m = await newMember('demo', 1_200);
    const res = await get(API.pointBalance, m);
    expect(res.statusCode).toBe(200);
    expect(json(res).value).toEqual({
      points: 1_200,
      earned: 1_200,
      spent: 0,
      conversionRate: 0.1,
      convertMin: 100,
    });
  });

  it('lists the entries newest first with the points after each, paged', async () => {
    const m = await newMember('demo', 1_000, 100);
    await givePoints(m.id, 300);
    expect((await redeem(m, { rewardId: bonus50 })).statusCode).toBe(200);
    const res = await get(API.pointDetail, m, { pageSize: 2 });
    expect(res.statusCode).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(value.list.map((e: any) => [e.kind, e.points, e.balanceAfter])).toEqual([
      ['redeem', -500, 800],
      ['seed', 300, 1_300],
    ]);
    expect(value.list[0].transactionNo).toMatch(/^P\d{8}$/);
    expect(value.list[0].createdDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = json(await get(API.pointDetail, m, { pageSize: 2, pageNo: 2 })).value;
    expect(second.list.map((e: any) => [e.kind, e.balanceAfter])).toEqual([['seed', 1_000]]);
    expect(json(await get(API.pointBalance, m)).value).toMatchObject({
      points: 800,
      earned: 1_300,
      spent: 500,
    });
  });

  it('refuses a bad page size, no session, and a trial account', async () => {
    const m = await newMember();
    expect((await get(API.pointDetail, m, { pageSize: 500 })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: API.pointBalance });
    expect(anonymous.statusCode).toBe(401);
    const trial = json(await login(t.app, 'trial01', 'Lotus2026')).value.token as string;
    for (const url of [API.pointBalance, API.pointDetail, API.redeemHistory]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: trial } });
      expect(res.statusCode).toBe(403);
      expect(json(res).errorCode).toBe('trial.forbidden');
    }
  });

  it('counts the demo player’s opening points as an entry', async () => {
    const token = json(await login(t.app, 'player01', 'Lotus2026')).value.token as string;
    const m = { token, id: 0, merchant: 'demo' };
    const balance = json(await get(API.pointBalance, m)).value;
    expect(balance.points).toBeGreaterThanOrEqual(25_000);
    const detail = json(await get(API.pointDetail, m)).value;
    expect(detail.list.at(-1)).toMatchObject({ kind: 'seed', points: 25_000, balanceAfter: 25_000 });
  });
});

describe('redeeming an item', () => {
  it('takes the points, the amount and the stock, and waits for the brand', async () => {
    const m = await newMember('demo', 30_000, 2_000);
    const stock = (await stockOf(earbuds))!;
    const res = await redeem(m, { rewardId: earbuds, quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ points: 30_000 - 2 * 12_000, balance: 1_000 });
    expect(value.redemption).toMatchObject({
      exchangeType: 'item',
      productName: 'Wireless Earbuds',
      quantity: 2,
      points: 24_000,
      amount: 1_000,
      status: 'applying',
      decidedDateStr: null,
    });
    expect(value.redemption.transactionNo).toBe(`R${String(value.redemption.id).padStart(8, '0')}`);
    expect(await stockOf(earbuds)).toBe(stock - 2);
    const id = value.redemption.id as number;
    const [transfer] = await rows(
      sql`select kind, amount, reference from ledger_transfers where idempotency_key = ${`redemption:${id}`}`,
    );
    expect(transfer).toMatchObject({ kind: 'points_redeem', reference: `redemption:${id}` });
    expect(
      await countOf(sql`select count(*) as n from point_entries where reference = ${`redemption:${id}`}`),
    ).toBe(1);
    const history = json(await get(API.redeemHistory, m)).value;
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ id, status: 'applying', productName: 'Wireless Earbuds' });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('names the item in the language asked', async () => {
    const m = await newMember('demo', 600);
    const res = await encryptedCall(
      t.app,
      'POST',
      API.redeemPoints,
      { rewardId: bonus50, quantity: 1, paymentPassword: PAY, requestId: randomUUID() },
      { ...headers(m), language: 'TH' },
    );
    expect(json(res).value.redemption.productName).toBe('โบนัส P 50');
  });

  async function refusedWithoutChange(
    m: Member,
    body: Record<string, unknown>,
    status: number,
    errorCode: string,
  ) {
    const before = {
      points: await pointsOf(m),
      balance: await mainBalance(m.id),
      earbuds: await stockOf(earbuds),
      entries: await countOf(sql`select count(*) as n from point_entries where member_id = ${m.id}`),
      redemptions: await countOf(sql`select count(*) as n from point_redemptions where member_id = ${m.id}`),
    };
    const res = await redeem(m, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(json(res).errorCode).toBe(errorCode);
    expect({
      points: await pointsOf(m),
      balance: await mainBalance(m.id),
      earbuds: await stockOf(earbuds),
      entries: await countOf(sql`select count(*) as n from point_entries where member_id = ${m.id}`),
      redemptions: await countOf(sql`select count(*) as n from point_redemptions where member_id = ${m.id}`),
    }).toEqual(before);
    return json(res);
  }

  it('refuses a wrong or missing payment password', async () => {
    const m = await newMember('demo', 20_000, 1_000);
    await refusedWithoutChange(
      m,
      { rewardId: earbuds, paymentPassword: 'wrong-one' },
      400,
      'payment.password.wrong',
    );
    await refusedWithoutChange(m, { rewardId: earbuds, paymentPassword: '' }, 400, 'validation.failed');
    await t.app.database.db.execute(sql`update members set payment_password_hash = null where id = ${m.id}`);
    await refusedWithoutChange(m, { rewardId: earbuds }, 422, 'payment.password.not.set');
  });

  it('refuses not enough points, and not enough balance for the amount', async () => {
    const poor = await newMember('demo', 11_999, 1_000);
    await refusedWithoutChange(poor, { rewardId: earbuds }, 422, 'points.insufficient');
    const broke = await newMember('demo', 12_000, 499.99);
    await refusedWithoutChange(broke, { rewardId: earbuds }, 422, 'wallet.insufficient');
  });

  it('refuses quantities 0 and 11, and fractions, naming the field', async () => {
    const m = await newMember('demo', 100_000, 10_000);
    for (const quantity of [0, 11, 1.5]) {
      const body = await refusedWithoutChange(m, { rewardId: bonus50, quantity }, 400, 'validation.failed');
      expect(body.value).toEqual({ field: 'quantity' });
    }
  });

  it('refuses more than the stock, a sold-out item, a disabled item and an unknown one', async () => {
    const m = await newMember('demo', 500_000, 50_000);
    await refusedWithoutChange(m, { rewardId: goldBar, quantity: 3 }, 422, 'points.out.of.stock');
    await setStock(earbuds, 0);
    await refusedWithoutChange(m, { rewardId: earbuds }, 422, 'points.out.of.stock');
    await setStock(earbuds, 40);
    await t.app.database.db.execute(sql`update point_rewards set enabled = false where id = ${earbuds}`);
    await refusedWithoutChange(m, { rewardId: earbuds }, 422, 'points.reward.disabled');
    await t.app.database.db.execute(sql`update point_rewards set enabled = true where id = ${earbuds}`);
    await refusedWithoutChange(m, { rewardId: 999_999 }, 404, 'points.reward.not.found');
  });

  it("refuses another brand's item and a token of another brand", async () => {
    const other = await newMember(OTHER, 10_000);
    await refusedWithoutChange(other, { rewardId: bonus50 }, 404, 'points.reward.not.found');
    const m = await newMember('demo', 10_000);
    const res = await redeem(
      { ...m, merchant: OTHER },
      { rewardId: (await rewardByName('P 50 Bonus', OTHER)).id },
    );
    expect(res.statusCode).toBe(401);
    expect(await pointsOf(m)).toBe(10_000);
  });

  it('refuses a trial account and a plain (unencrypted) body', async () => {
    const trial = json(await login(t.app, 'trial01', 'Lotus2026')).value.token as string;
    const res = await encryptedCall(
      t.app,
      'POST',
      API.redeemPoints,
      { rewardId: bonus50, quantity: 1, paymentPassword: PAY, requestId: randomUUID() },
      { authorization: trial },
    );
    expect(res.statusCode).toBe(403);
    const m = await newMember('demo', 1_000);
    const plain = await t.app.inject({
      method: 'POST',
      url: API.redeemPoints,
      headers: headers(m),
      payload: { rewardId: bonus50, quantity: 1, paymentPassword: PAY, requestId: randomUUID() },
    });
    expect(plain.statusCode).toBe(400);
    expect(await pointsOf(m)).toBe(1_000);
  });

  it('gives the last item in stock to exactly one of 20 concurrent redemptions', async () => {
    const members = await Promise.all([0, 1, 2, 3].map(() => newMember('demo', 2_000_000, 200_000)));
    await setStock(goldBar, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem(members[i % 4]!, { rewardId: goldBar })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of results.filter((res) => res.statusCode !== 200))
      expect(json(r).errorCode).toBe('points.out.of.stock');
    expect(await stockOf(goldBar)).toBe(0);
    expect(
      await countOf(
        sql`select count(*) as n from point_redemptions where reward_id = ${goldBar} and status = 'applying'`,
      ),
    ).toBe(1);
    const spent = await Promise.all(members.map(pointsOf));
    expect(spent.reduce((a, b) => a + b, 0)).toBe(4 * 2_000_000 - 200_000);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});

describe('converting points to balance', () => {
  it('moves the value of the points from the brand to the main wallet, rounded down to the cent', async () => {
    const m = await newMember('demo', 1_234);
    const res = await convert(m, { points: 1_234 });
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ points: 1_234, amount: 123.4, pointsBalance: 0, balance: 123.4 });
    expect(await mainBalance(m.id)).toBe(123.4);
    const history = json(await get(API.redeemHistory, m)).value.list;
    expect(history).toEqual([
      expect.objectContaining({
        transactionNo: value.transactionNo,
        exchangeType: 'convert',
        productName: '',
        points: 1_234,
        amount: 123.4,
        status: 'approved',
      }),
    ]);
    expect(await messagesOf(m.id)).toEqual([
      { template: 'points.converted', params: { points: '1,234', amount: '123.40' } },
    ]);
    const [transfer] = await rows(
      sql`select kind from ledger_transfers where reference like 'points-convert:%' order by id desc limit 1`,
    );
    expect(transfer).toEqual({ kind: 'points_convert' });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('rounds down at a rate with fractions of a cent, and refuses what would be 0.00', async () => {
    const code = 'lotus-points3';
    await seedBrand(t.app.database.db, {
      ...DEMO_BRAND,
      code,
      name: 'Tiny Lotus',
      isDefault: false,
      settings: { ...defaultSettings(), pointConversionRate: 0.000075 },
      accounts: [],
      content: [],
    });
    const m = await newMember(code, 1_000);
    const zero = await convert(m, { points: 100 });
    expect(zero.statusCode).toBe(422);
    expect(json(zero).errorCode).toBe('points.convert.too.small');
    // 1,000 x 0.000075 = 0.075: the member gets 0.07.
    const res = await convert(m, { points: 1_000 });
    expect(json(res).value).toMatchObject({ amount: 0.07, pointsBalance: 0 });
  });

  it('refuses below the minimum, fractions, more than the balance, a wrong password, and a trial', async () => {
    const m = await newMember('demo', 500);
    for (const points of [99, 150.5, 0, -100]) {
      const res = await convert(m, { points });
      expect(res.statusCode).toBe(400);
      expect(json(res).value).toEqual({ field: 'points' });
    }
    const more = await convert(m, { points: 501 });
    expect(json(more).errorCode).toBe('points.insufficient');
    const wrong = await convert(m, { points: 100, paymentPassword: 'nope-nope' });
    expect(json(wrong).errorCode).toBe('payment.password.wrong');
    expect(await pointsOf(m)).toBe(500);
    expect(await mainBalance(m.id)).toBe(0);
    const trial = json(await login(t.app, 'trial01', 'Lotus2026')).value.token as string;
    const res = await encryptedCall(
      t.app,
      'POST',
      API.convertPoints,
      { points: 100, paymentPassword: PAY, requestId: randomUUID() },
      {
        authorization: trial,
      },
    );
    expect(res.statusCode).toBe(403);
  });

  it('refuses when the brand does not convert points', async () => {
    const code = 'lotus-points4';
    await seedBrand(t.app.database.db, {
      ...DEMO_BRAND,
      code,
      name: 'No Convert Lotus',
      isDefault: false,
      settings: defaultSettings(),
      accounts: [],
      content: [],
    });
    const m = await newMember(code, 1_000);
    const res = await convert(m, { points: 100 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe('points.convert.disabled');
  });
});

describe('a points call replayed under one request id', () => {
  it('converts once while 30 replays of one conversion race, each answered as the first', async () => {
    const m = await newMember('demo', 1_000);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => convert(m, { points: 400, requestId })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const first = json(answers[0]!).value;
    expect(first).toMatchObject({ points: 400, amount: 40, pointsBalance: 600, balance: 40 });
    for (const a of answers) expect(json(a).value).toEqual(first);
    expect(await pointsOf(m)).toBe(600);
    expect(await mainBalance(m.id)).toBe(40);
    expect(
      await countOf(
        sql`select count(*) as n from point_entries where member_id = ${m.id} and kind = 'convert'`,
      ),
    ).toBe(1);
    expect(await messagesOf(m.id)).toHaveLength(1);
    // Later, after another conversion, the replay still answers the first and moves nothing.
    expect((await convert(m, { points: 100 })).statusCode).toBe(200);
    const later = await convert(m, { points: 400, requestId });
    expect(json(later).value).toEqual(first);
    expect(await pointsOf(m)).toBe(500);
    expect(await mainBalance(m.id)).toBe(50);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('refuses the same request id for other points (409 naming requestId), converting nothing', async () => {
    const m = await newMember('demo', 1_000);
    const requestId = randomUUID();
    expect((await convert(m, { points: 200, requestId })).statusCode).toBe(200);
    const res = await convert(m, { points: 300, requestId });
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).errorCode).toBe('idempotency.conflict');
    expect(json(res).value).toEqual({ field: 'requestId' });
    expect(json(res).message).toContain('requestId');
    expect(await pointsOf(m)).toBe(800);
    expect(await mainBalance(m.id)).toBe(20);
  });

  it('redeems once while 30 replays of one redemption race, each answered as the first', async () => {
    const m = await newMember('demo', 2_000_000, 200_000);
    await setStock(goldBar, 5);
    const requestId = randomUUID();
    const pointsBefore = await pointsOf(m);
    const balanceBefore = await mainBalance(m.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => redeem(m, { rewardId: goldBar, requestId })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const first = json(answers[0]!).value;
    for (const a of answers) expect(json(a).value).toEqual(first);
    expect(await stockOf(goldBar)).toBe(4);
    expect(await countOf(sql`select count(*) as n from point_redemptions where member_id = ${m.id}`)).toBe(1);
    const spentPoints = pointsBefore - (await pointsOf(m));
    expect(spentPoints).toBe(first.redemption.points);
    expect(first.points).toBe(pointsBefore - spentPoints);
    expect(balanceBefore - (await mainBalance(m.id))).toBeCloseTo(first.redemption.amount, 2);
    const later = await redeem(m, { rewardId: goldBar, requestId });
    expect(json(later).value).toEqual(first);
    expect(await stockOf(goldBar)).toBe(4);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('refuses the same request id for another item or quantity (409 naming requestId), taking nothing', async () => {
    const m = await newMember('demo', 2_000_000, 200_000);
    await setStock(goldBar, 5);
    const requestId = randomUUID();
    expect((await redeem(m, { rewardId: goldBar, requestId })).statusCode).toBe(200);
    const points = await pointsOf(m);
    const balance = await mainBalance(m.id);
    for (const body of [
      { rewardId: goldBar, quantity: 2, requestId },
      { rewardId: bonus50, requestId },
    ]) {
      const res = await redeem(m, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res).errorCode).toBe('idempotency.conflict');
      expect(json(res).value).toEqual({ field: 'requestId' });
    }
    expect(await pointsOf(m)).toBe(points);
    expect(await mainBalance(m.id)).toBe(balance);
    expect(await stockOf(goldBar)).toBe(4);
    expect(await countOf(sql`select count(*) as n from point_redemptions where member_id = ${m.id}`)).toBe(1);
  });

  it('requires a well-formed request id on both calls (400 naming requestId), changing nothing', async () => {
    const m = await newMember('demo', 1_000);
    for (const requestId of [undefined, 'short', 'x'.repeat(65), 'has space here']) {
      const c = await convert(m, { points: 100, requestId });
      expect(c.statusCode, c.body).toBe(400);
      expect(json(c).value).toEqual({ field: 'requestId' });
      const r = await redeem(m, { rewardId: bonus50, requestId });
      expect(r.statusCode, r.body).toBe(400);
      expect(json(r).value).toEqual({ field: 'requestId' });
    }
    expect(await pointsOf(m)).toBe(1_000);
  });
});

describe('the redemptions queue', () => {
  it('approves: the status, the message, and a second decision is a conflict', async () => {
    const m = await newMember('demo', 600);
    const id = json(await redeem(m, { rewardId: bonus50 })).value.redemption.id as number;
    const listed = await queue.list(operator.merchantId, { status: 'applying', pageNo: 1, pageSize: 100 });
    expect(listed.list.map((i) => i.id)).toContain(id);
    const item = await queue.approve(operator, id, 'sent', undefined);
    expect(item).toMatchObject({ id, memberId: m.id, status: 'approved', amount: 0 });
    expect(item.detail).toMatchObject({ item: 'P 50 Bonus', quantity: 1, points: 500, note: 'sent' });
    const history = json(await get(API.redeemHistory, m, { status: 'approved' })).value.list;
    expect(history).toEqual([expect.objectContaining({ id, status: 'approved', note: 'sent' })]);
    expect(history[0].decidedDateStr).toMatch(/^\d{4}-/);
    expect(json(await get(API.redeemHistory, m, { status: 'applying' })).value.list).toEqual([]);
    expect(await messagesOf(m.id)).toEqual([
      { template: 'redemption.approved', params: { item: 'P 50 Bonus', quantity: 1 } },
    ]);
    await expect(queue.approve(operator, id, null)).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'redemption.already.decided',
    });
    await expect(queue.reject(operator, id, null)).rejects.toMatchObject({ statusCode: 409 });
    expect(await pointsOf(m)).toBe(100);
  });

  it('rejects: gives back the points, the amount and the stock, once', async () => {
    const m = await newMember('demo', 12_500, 800);
    const stock = (await stockOf(earbuds))!;
    const id = json(await redeem(m, { rewardId: earbuds })).value.redemption.id as number;
    expect(await mainBalance(m.id)).toBe(300);
    const item = await queue.reject(operator, id, 'out of colour');
    expect(item.status).toBe('rejected');
    expect(await pointsOf(m)).toBe(12_500);
    expect(await mainBalance(m.id)).toBe(800);
    expect(await stockOf(earbuds)).toBe(stock);
    const [refund] = await rows<{ reverses_id: number; original: number }>(
      sql`select r.reverses_id, o.id as original from ledger_transfers r
          join ledger_transfers o on o.idempotency_key = ${`redemption:${id}`}
          where r.idempotency_key = ${`redemption-refund:${id}`}`,
    );
    expect(Number(refund!.reverses_id)).toBe(Number(refund!.original));
    expect(
      await countOf(
        sql`select count(*) as n from point_entries where reference = ${`redemption-refund:${id}`}`,
      ),
    ).toBe(1);
    expect((await messagesOf(m.id)).at(-1)).toEqual({
      template: 'redemption.rejected',
      params: { item: 'Wireless Earbuds', quantity: 1, note: 'out of colour' },
    });
    await expect(queue.reject(operator, id, null)).rejects.toMatchObject({ statusCode: 409 });
    expect(await pointsOf(m)).toBe(12_500);
    const history = json(await get(API.redeemHistory, m, { status: 'rejected' })).value.list;
    expect(history).toEqual([expect.objectContaining({ id, status: 'rejected', note: 'out of colour' })]);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it("refuses another brand's operator and an unknown id, changing nothing", async () => {
    const m = await newMember('demo', 600);
    const id = json(await redeem(m, { rewardId: bonus50 })).value.redemption.id as number;
    await expect(queue.approve(otherOperator, id, null)).rejects.toMatchObject({ statusCode: 404 });
    await expect(queue.reject(otherOperator, id, null)).rejects.toMatchObject({ statusCode: 404 });
    await expect(queue.approve(operator, 987_654, null)).rejects.toMatchObject({ statusCode: 404 });
    const other = await queue.list(otherOperator.merchantId, { pageNo: 1, pageSize: 100 });
    expect(other.list.map((i) => i.id)).not.toContain(id);
    expect(json(await get(API.redeemHistory, m)).value.list[0].status).toBe('applying');
  });

  it('decides inside a transaction it is given (and rolls back with it)', async () => {
    const m = await newMember('demo', 600);
    const id = json(await redeem(m, { rewardId: bonus50 })).value.redemption.id as number;
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await queue.reject(operator, id, null, tx);
        throw new Error('operator action failed later');
      }),
    ).rejects.toThrow('operator action failed later');
    expect(await pointsOf(m)).toBe(100);
    await t.app.database.db.transaction((tx) => queue.reject(operator, id, null, tx));
    expect(await pointsOf(m)).toBe(600);
  });

  it("shows a member only their own history: another member's redemption is not listed", async () => {
    const alice = await newMember('demo', 600);
    const bob = await newMember('demo', 600);
    const id = json(await redeem(alice, { rewardId: bonus50 })).value.redemption.id as number;
    expect(json(await get(API.redeemHistory, bob)).value).toMatchObject({ list: [], totalCount: 0 });
    expect(json(await get(API.redeemHistory, alice)).value.list.map((r: any) => r.id)).toEqual([id]);
    expect(json(await get(API.pointDetail, bob)).value.list.map((e: any) => e.kind)).toEqual(['seed']);
  });
});
