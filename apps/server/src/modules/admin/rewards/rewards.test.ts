import { ADMIN_REWARDS_ERRORS, ADMIN_REWARDS_PATHS as P, API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { ledgerCheck } from '../../../test/funding.js';
import { createOperator, DEMO_OPERATORS, loginOperator } from '../../../test/operators.js';
import { newMember, type Member } from '../../../test/reward-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// The back office's rewards area against the real app: every role against every call, promotions whose
// texts cannot promise what they do not pay, applications approved (paid once, through the ledger and a
// bonus lock) or rejected (the member told), VIP levels, the points shop and missions, each change seen by
// the member's own calls at once, bad input refused with nothing changed, every write audited.

let t: TestApp;
const ROLES = ['owner', 'finance', 'support', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const tokens = {} as Record<Role, string>;

const rows = <T = Record<string, any>>(q: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, q);
const path = (template: string, params: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

type Method = 'GET' | 'POST' | 'PUT';
const as = (role: Role, method: Method, url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: tokens[role] },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
const member = (m: Member, url: string, language = 'EN') =>
  t.app.inject({ method: 'GET', url, headers: { merchant: 'demo', authorization: m.token, language } });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function apply(promotionId: number, m: Member, remark: string, image = true) {
  const form = new FormData();
  form.append('remark', remark);
  if (image) form.append('images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'proof.png');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: API.promotionApply.replace(':id', String(promotionId)),
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      merchant: 'demo',
      authorization: m.token,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.id as number;
}

const en = (title: string, summary = '', content = '<p>Terms</p>') => ({ EN: { title, summary, content } });

const applyPromotion = (over: Record<string, unknown> = {}) => ({
  category: 'slots',
  imageUrl: '/art/promotions/slot-cashback.svg',
  mode: 'apply',
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  endsAt: null,
  enabled: true,
  text: {
    ...en('Cashback up to P 2,000', 'From P 50 to P 2,000 back.', '<p>Apply on Monday.</p>'),
    CN: { title: '返水最高 P 2,000', summary: '', content: '<p>周一申请。</p>' },
  },
  rules: { kind: 'apply', minBonus: 50, maxBonus: 2_000, turnoverMultiple: 3 },
  ...over,
});

/** What a write could have changed in the area's tables. */
async function footprint() {
  const [row] = await rows(
    sql`select (select count(*) from promotions)::int as promotions,
               (select md5(string_agg(p::text, ',' order by id)) from promotions p) as promotion_rows,
               (select count(*) from bonuses)::int as bonuses,
               (select count(*) from ledger_transfers)::int as transfers,
               (select md5(string_agg(a::text, ',' order by id)) from promotion_applications a) as applications,
               (select md5(string_agg(v::text, ',' order by level)) from vip_levels v) as vip,
               (select md5(string_agg(r::text, ',' order by id)) from point_rewards r) as items,
               (select md5(string_agg(r::text, ',' order by game_type)) from point_rates r) as rates,
               (select md5(string_agg(m::text, ',' order by id)) from missions m) as missions,
               (select count(*) from member_messages)::int as messages,
               (select count(*) from audit_log where event like 'rewards.%')::int as audits`,
  );
  return row!;
}

/** The newest audit row of an event. */
async function lastAudit(event: string) {
  const [row] = await rows<{ detail: any; operator_id: number | null; member_id: number | null }>(
    sql`select detail, operator_id, member_id from audit_log where event = ${event} order by id desc limit 1`,
  );
  return row;
}

let applyId = 0;

beforeAll(async () => {
  t = await createTestApp();
  tokens.owner = await loginOperator(t, DEMO_OPERATORS.owner);
  tokens.finance = await loginOperator(t, DEMO_OPERATORS.finance);
  tokens.support = await loginOperator(t, DEMO_OPERATORS.support);
  tokens.viewer = (await createOperator(t, tokens.owner, { username: 'viewer_rw', role: 'viewer' })).token;
  const created = await as('owner', 'POST', P.promotions, applyPromotion());
  expect(created.statusCode, created.body).toBe(200);
  applyId = json(created).value.id;
});

afterAll(async () => {
  await t?.close();
});

describe('the role matrix of the rewards calls', () => {
  const reads = [
    P.promotionCategories,
    P.promotions,
    () => path(P.promotion, { promotionId: applyId }),
    P.applications,
    P.vipLevels,
    P.shopItems,
    P.pointRates,
    P.missions,
  ];

  it('lets every role read', async () => {
    for (const role of ROLES)
      for (const read of reads) {
        const url = typeof read === 'function' ? read() : read;
        const res = await as(role, 'GET', url);
        expect(res.statusCode, `${role} GET ${url}: ${res.body}`).toBe(200);
      }
  });

  it('lets owners alone write, owners and finance approve, and support reject too', async () => {
    // Bodies that fail validation: an allowed role gets 400 (nothing changes), a refused one 403 first.
    const writes: [Method, string, readonly Role[]][] = [
      ['POST', P.promotions, ['owner']],
      ['PUT', path(P.promotion, { promotionId: applyId }), ['owner']],
      ['PUT', path(P.promotionEnabled, { promotionId: applyId }), ['owner']],
      ['PUT', P.promotionOrder, ['owner']],
      ['POST', path(P.applicationApprove, { applicationId: 1 }), ['owner', 'finance']],
      ['POST', path(P.applicationReject, { applicationId: 1 }), ['owner', 'finance', 'support']],
      ['PUT', path(P.vipLevel, { level: 1 }), ['owner']],
      ['POST', P.shopItems, ['owner']],
      ['PUT', path(P.shopItem, { itemId: 1 }), ['owner']],
      ['PUT', path(P.shopItemEnabled, { itemId: 1 }), ['owner']],
      ['PUT', P.pointRates, ['owner']],
      ['POST', P.missions, ['owner']],
      ['PUT', path(P.mission, { missionId: 1 }), ['owner']],
      ['PUT', path(P.missionEnabled, { missionId: 1 }), ['owner']],
    ];
    const before = await footprint();
    for (const [method, url, allowed] of writes)
      for (const role of ROLES) {
        const res = await as(role, method, url, { amount: 'x', enabled: 'x', ids: 'x', rates: 'x' });
        const expected = allowed.includes(role) ? 400 : 403;
        expect(res.statusCode, `${role} ${method} ${url}: ${res.body}`).toBe(expected);
        if (expected === 403) expect(json(res).errorCode).toBe(ERROR_CODES.forbidden);
      }
    expect(await footprint()).toEqual(before);
  });
});

describe('promotions', () => {
  it('lists with figures and computed terms, and the member sees a new promotion at once', async () => {
    const res = await as('viewer', 'GET', `${P.promotions}?mode=apply&pageSize=50`);
    const value = json(res).value;
    const mine = value.list.find((p: { id: number }) => p.id === applyId);
    expect(mine.terms).toContain('from P 50.00 to P 2,000.00');
    expect(mine.terms).toContain('3 times the bonus');
    expect(value.totalCount).toBeGreaterThanOrEqual(3);

    const m = await newMember(t.app);
    const list = json(await member(m, API.promotions)).value.list;
    expect(list.map((p: { id: number }) => p.id)).toContain(applyId);
    const cn = json(await member(m, API.promotions, 'CN')).value.list;
    expect(cn.find((p: { id: number }) => p.id === applyId).title).toBe('返水最高 P 2,000');
  });

  it('refuses texts that promise what the figures do not pay, naming the field, and changes nothing', async () => {
    const before = await footprint();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: en('Cashback up to P 5,000') }, 'text.EN.title', ADMIN_REWARDS_ERRORS.promotionTextFigures],
      [
        { text: en('Cashback', '', '<p>Win <b>P</b>&nbsp;10,000!</p>') },
        'text.EN.content',
        ADMIN_REWARDS_ERRORS.promotionTextFigures,
      ],
      [{ text: en('Cashback {percent}%') }, 'text.EN.title', ADMIN_REWARDS_ERRORS.promotionTextFigures],
      [
        {
          mode: 'deposit',
          rules: {
            kind: 'deposit',
            percent: 50,
            maxBonus: 500,
            minDeposit: 100,
            turnoverMultiple: 5,
            once: 'member',
          },
          text: en('Reload 100%'),
        },
        'text.EN.title',
        ADMIN_REWARDS_ERRORS.promotionTextFigures,
      ],
      [{ mode: 'deposit' }, 'rules', 'validation.rules'],
      [{ mode: 'none' }, 'rules', 'validation.rules'],
      [{ category: 'nope' }, 'category', 'validation.category'],
      [{ text: { CN: { title: '只有中文', summary: '', content: '' } } }, 'text.EN', 'validation.text.EN'],
      [{ endsAt: new Date(Date.now() - 2 * 86_400_000).toISOString() }, 'endsAt', 'validation.endsAt'],
      [
        { rules: { kind: 'apply', minBonus: 100, maxBonus: 50, turnoverMultiple: 1 } },
        'rules.maxBonus',
        ERROR_CODES.validation,
      ],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', ERROR_CODES.validation],
    ];
    for (const [over, field, code] of cases) {
      for (const [method, url] of [
        ['POST', P.promotions],
        ['PUT', path(P.promotion, { promotionId: applyId })],
      ] as const) {
        const res = await as('owner', method, url, applyPromotion(over));
        expect(res.statusCode, `${JSON.stringify(over)}: ${res.body}`).toBe(400);
        expect(json(res).value.field).toBe(field);
        expect(json(res).errorCode).toBe(code);
        expect(json(res).message).toContain(field);
      }
    }
    expect(await footprint()).toEqual(before);
  });

  it('accepts a deposit promotion whose texts use the figures, and the member reads them filled in', async () => {
    const body = {
      ...applyPromotion(),
      mode: 'deposit',
      category: 'daily',
      rules: {
        kind: 'deposit',
        percent: 25,
        maxBonus: 800,
        minDeposit: 100,
        turnoverMultiple: 4,
        once: 'day',
      },
      text: en(
        'Reload {percent}% up to {maxBonus}',
        'Deposit {minDeposit} or more.',
        '<p onclick="x()">Bets of {turnover} times.<script>alert(1)</script></p>',
      ),
    };
    const res = await as('owner', 'POST', P.promotions, body);
    expect(res.statusCode, res.body).toBe(200);
    const created = json(res).value;
    expect(created.text.EN.content).toBe('<p>Bets of {turnover} times.</p>');
    expect(created.figures.maxBonus).toBe('P\u00a0800');
    expect(created.terms).toContain('Pays 25% of a deposit of at least P 100.00, at most P 800.00');
    const m = await newMember(t.app);
    const detail = json(await member(m, API.promotionDetail.replace(':id', String(created.id)))).value;
    expect(detail.title).toBe('Reload 25% up to P\u00a0800');
    expect(detail.content).toBe('<p>Bets of 4 times.</p>');

    const audit = await lastAudit('rewards.promotion.create');
    expect(audit?.detail.before).toBeNull();
    expect(audit?.detail.after.rules.percent).toBe(25);
  });

  it('updates, disables and orders, each audited with before and after and seen by members at once', async () => {
    const m = await newMember(t.app);
    const updated = await as(
      'owner',
      'PUT',
      path(P.promotion, { promotionId: applyId }),
      applyPromotion({
        text: en('Cashback up to P 1,500'),
        rules: { kind: 'apply', minBonus: 50, maxBonus: 1_500, turnoverMultiple: 3 },
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const audit = await lastAudit('rewards.promotion.update');
    expect(audit?.detail.before.text.EN.title).toBe('Cashback up to P 2,000');
    expect(audit?.detail.after.text.EN.title).toBe('Cashback up to P 1,500');
    expect(audit?.detail.after.rules.maxBonus).toBe(1_500);
    const shown = json(await member(m, API.promotionDetail.replace(':id', String(applyId)))).value;
    expect(shown.title).toBe('Cashback up to P 1,500');

    const off = await as('owner', 'PUT', path(P.promotionEnabled, { promotionId: applyId }), {
      enabled: false,
    });
    expect(json(off).value.enabled).toBe(false);
    const hidden = json(await member(m, API.promotions)).value.list.map((p: { id: number }) => p.id);
    expect(hidden).not.toContain(applyId);
    expect((await lastAudit('rewards.promotion.disable'))?.detail).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    await as('owner', 'PUT', path(P.promotionEnabled, { promotionId: applyId }), { enabled: true });

    const all = json(await as('owner', 'GET', `${P.promotions}?pageSize=100`)).value.list.map(
      (p: { id: number }) => p.id,
    ) as number[];
    const reversed = [...all].reverse();
    const bad = await as('owner', 'PUT', P.promotionOrder, { ids: reversed.slice(1) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).value.field).toBe('ids');
    const ordered = await as('owner', 'PUT', P.promotionOrder, { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const listed = json(await as('viewer', 'GET', `${P.promotions}?pageSize=100`)).value.list;
    expect(listed.map((p: { id: number }) => p.id)).toEqual(reversed);
    // The member's list follows the order (running promotions first): the newest now comes first.
    const seen = json(await member(m, API.promotions)).value.list.map(
      (p: { id: number }) => p.id,
    ) as number[];
    const newest = Math.max(...all);
    expect(seen.indexOf(newest)).toBeLessThan(seen.indexOf(applyId));
    expect((await lastAudit('rewards.promotion.order'))?.detail).toEqual({
      before: { ids: all },
      after: { ids: reversed },
    });
  });
});

describe('applications', () => {
  const balanceOf = async (memberId: number) => {
    const [row] = await rows<{ balance: string }>(
      sql`select balance::text from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
    );
    return Number(row?.balance ?? 0);
  };

  it("shows the member's text as typed and the proof image, filters, and pays exactly the figures once", async () => {
    const m = await newMember(t.app);
    const remark = '<script>alert("x")</script> & my week';
    const id = await apply(applyId, m, remark);

    const listed = json(
      await as(
        'support',
        'GET',
        `${P.applications}?promotionId=${applyId}&status=applying&username=${m.username.toUpperCase()}`,
      ),
    ).value;
    expect(listed.totalCount).toBe(1);
    expect(listed.list[0]).toMatchObject({
      id,
      remark,
      username: m.username,
      status: 'applying',
      bonus: null,
    });

    const detail = json(await as('viewer', 'GET', path(P.application, { applicationId: id }))).value;
    expect(detail.remark).toBe(remark);
    expect(detail.rules).toEqual({ kind: 'apply', minBonus: 50, maxBonus: 1_500, turnoverMultiple: 3 });
    const image = await as('viewer', 'GET', detail.images[0]);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const before = await footprint();
    for (const body of [{}, { amount: 49.99 }, { amount: 1_500.01 }, { amount: 12.345 }]) {
      const res = await as('finance', 'POST', path(P.applicationApprove, { applicationId: id }), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).value.field).toBe('amount');
    }
    expect(await footprint()).toEqual(before);

    const balance = await balanceOf(m.id);
    const ok = await as('finance', 'POST', path(P.applicationApprove, { applicationId: id }), {
      amount: 321.5,
      note: 'week 47',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).value).toMatchObject({
      status: 'approved',
      bonus: 321.5,
      turnoverRequired: 964.5,
      decidedBy: 'finance01',
      note: 'week 47',
    });
    expect(await balanceOf(m.id)).toBe(balance + 32_150);
    const [bonus] = await rows(
      sql`select b.amount::text, b.turnover_required::text, b.source, t.kind, t.amount::text as moved
            from bonuses b join ledger_transfers t on t.id = b.transfer_id where b.member_id = ${m.id}`,
    );
    expect(bonus).toMatchObject({
      amount: '32150',
      turnover_required: '96450',
      source: 'promotion',
      kind: 'bonus',
      moved: '32150',
    });
    // The bonus is locked on the wallet until its turnover is met.
    const lock = json(await member(m, API.bonusDetails)).value;
    expect(JSON.stringify(lock)).toContain('321.5');
    expect((await ledgerCheck(t.app)).problems).toEqual([]);

    const again = await as('owner', 'POST', path(P.applicationApprove, { applicationId: id }), {
      amount: 100,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe(ADMIN_REWARDS_ERRORS.applicationDecided);
    const rejectLate = await as('support', 'POST', path(P.applicationReject, { applicationId: id }), {
      reason: 'late',
    });
    expect(rejectLate.statusCode).toBe(409);

    const messages = json(await member(m, `${API.messageList}?pageSize=50`)).value.list;
    expect(messages[0].title).toBe('Promotion application approved');
    expect(messages[0].preview).toContain('321.50');
    const state = json(await member(m, API.promotionDetail.replace(':id', String(applyId)))).value;
    expect(state.state).toBe('issued');

    const audit = await lastAudit('rewards.application.approve');
    expect(audit?.member_id).toBe(m.id);
    expect(audit?.detail.before.status).toBe('applying');
    expect(audit?.detail.after.status).toBe('approved');
    expect(audit?.detail.bonus.amount).toBe(321.5);
  });

  it('decides five approvals at once only once', async () => {
    const m = await newMember(t.app);
    const id = await apply(applyId, m, 'all at once', false);
    const results = await Promise.all(
      (['owner', 'finance', 'owner', 'finance', 'owner'] as const).map((role) =>
        as(role, 'POST', path(P.applicationApprove, { applicationId: id }), { amount: 60 }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const [paid] = await rows<{ n: number; sum: string }>(
      sql`select count(*)::int as n, sum(amount)::text as sum from bonuses where member_id = ${m.id}`,
    );
    expect(paid).toEqual({ n: 1, sum: '6000' });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('rejects with a reason the member reads; the member may apply again', async () => {
    const m = await newMember(t.app);
    const id = await apply(applyId, m, 'please');
    const before = await footprint();
    const empty = await as('support', 'POST', path(P.applicationReject, { applicationId: id }), {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).value.field).toBe('reason');
    expect(await footprint()).toEqual(before);

    const res = await as('support', 'POST', path(P.applicationReject, { applicationId: id }), {
      reason: 'No slot losses last week.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({
      status: 'rejected',
      note: 'No slot losses last week.',
      bonus: null,
    });
    const inbox = json(await member(m, API.messageList)).value.list;
    expect(inbox[0].title).toBe('Promotion application not approved');
    expect(inbox[0].preview).toContain('was not approved');
    const [told] = await rows<{ content: any }>(
      sql`select content from member_messages where member_id = ${m.id} order by id desc limit 1`,
    );
    expect(told?.content.EN.body).toMatch(
      /^Your application for "Cashback up to P [\d,]+" was not approved\. Reason: No slot losses last week\.$/,
    );
    expect(told?.content.TH.body).toContain('No slot losses last week.');
    expect(told?.content.CN.title).toBe('活动申请未通过');
    const [paid] = await rows<{ n: number }>(
      sql`select count(*)::int as n from bonuses where member_id = ${m.id}`,
    );
    expect(paid?.n).toBe(0);
    const audit = await lastAudit('rewards.application.reject');
    expect(audit?.detail.after).toMatchObject({ status: 'rejected', note: 'No slot losses last week.' });
    // Rejected: the member may apply again.
    await apply(applyId, m, 'second try', false);
  });

  it('refuses to approve for a promotion without application figures (422), and unknown ids (404)', async () => {
    const [seeded] = await rows<{ id: number }>(
      sql`select id from promotions where mode = 'apply' and rules is null and ends_at > now() order by id limit 1`,
    );
    const m = await newMember(t.app);
    const id = await apply(seeded!.id, m, 'cashback');
    const before = await footprint();
    const res = await as('owner', 'POST', path(P.applicationApprove, { applicationId: id }), { amount: 100 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe(ADMIN_REWARDS_ERRORS.promotionNoFigures);
    const missing = await as('owner', 'POST', path(P.applicationApprove, { applicationId: 999_999 }), {});
    expect(missing.statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
  });
});

describe('VIP levels, the points shop and missions', () => {
  it('edits a VIP level within its neighbours, and the member sees it at once', async () => {
    const m = await newMember(t.app);
    // The member's read first, so that the site holds the levels when they change.
    const first = json(await member(m, API.vipLevels)).value;
    expect(first.find((l: { level: number }) => l.level === 1).name).not.toBe('Bronze Star');
    const levels = json(await as('viewer', 'GET', P.vipLevels)).value.list;
    const one = levels.find((l: { level: number }) => l.level === 1);
    const two = levels.find((l: { level: number }) => l.level === 2);
    const { level: _level, members: _members, ...body } = one;
    const before = await footprint();
    const bad = await as('owner', 'PUT', path(P.vipLevel, { level: 1 }), {
      ...body,
      turnoverRequired: two.turnoverRequired + 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      errorCode: ADMIN_REWARDS_ERRORS.vipThresholdOrder,
      value: { field: 'turnoverRequired' },
    });
    const badRebate = await as('owner', 'PUT', path(P.vipLevel, { level: 1 }), {
      ...body,
      rebates: [{ gameType: 'NOPE', rate: 1 }],
    });
    expect(json(badRebate).value.field).toBe('rebates.0.gameType');
    expect(await footprint()).toEqual(before);

    const res = await as('owner', 'PUT', path(P.vipLevel, { level: 1 }), {
      ...body,
      upgradeBonus: 88.8,
      text: { ...body.text, EN: { name: 'Bronze Star' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = json(await member(m, API.vipLevels)).value;
    expect(shown.find((l: { level: number }) => l.level === 1)).toMatchObject({
      name: 'Bronze Star',
      upgradeBonus: 88.8,
    });
    const audit = await lastAudit('rewards.vip.update');
    expect(audit?.detail.before.upgradeBonus).toBe(String(Math.round(one.upgradeBonus * 100)));
    expect(audit?.detail.after.upgradeBonus).toBe('8880');
  });

  it('adds, changes and hides shop items and replaces the point rates, seen by members at once', async () => {
    const m = await newMember(t.app);
    const item = {
      imageUrl: 'https://cdn.example.com/mug.png',
      quantity: 5,
      pointsRequired: 1_200,
      amountRequired: 0,
      sort: 1,
      enabled: true,
      text: {
        EN: { name: 'Lotus mug', description: 'Ceramic.' },
        VI: { name: 'Cốc Lotus', description: '' },
      },
    };
    const before = await footprint();
    for (const [over, field] of [
      [{ pointsRequired: 0 }, 'pointsRequired'],
      [{ quantity: -1 }, 'quantity'],
      [{ imageUrl: 'http://insecure.example.com/a.png' }, 'imageUrl'],
      [{ text: { VI: { name: 'Cốc', description: '' } } }, 'text.EN'],
    ] as const) {
      const res = await as('owner', 'POST', P.shopItems, { ...item, ...over });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).value.field).toBe(field);
    }
    expect(await footprint()).toEqual(before);

    const created = json(await as('owner', 'POST', P.shopItems, item)).value;
    const seen = () =>
      member(m, API.pointRewards).then(
        (r) => json(r).value as { id: number; quantity: number; name: string }[],
      );
    expect((await seen()).find((i) => i.id === created.id)).toMatchObject({ name: 'Lotus mug', quantity: 5 });
    const vi = json(await member(m, API.pointRewards, 'VI')).value.find(
      (i: { id: number }) => i.id === created.id,
    );
    expect(vi.name).toBe('Cốc Lotus');
    await as('owner', 'PUT', path(P.shopItem, { itemId: created.id }), { ...item, quantity: 2 });
    expect((await seen()).find((i) => i.id === created.id)?.quantity).toBe(2);
    expect((await lastAudit('rewards.shop.item.update'))?.detail).toMatchObject({
      before: { quantity: 5 },
      after: { quantity: 2 },
    });
    await as('owner', 'PUT', path(P.shopItemEnabled, { itemId: created.id }), { enabled: false });
    expect((await seen()).some((i) => i.id === created.id)).toBe(false);
    const page = json(await as('viewer', 'GET', `${P.shopItems}?pageSize=1&pageNo=1`)).value;
    expect(page.list).toHaveLength(1);
    expect(page.totalCount).toBeGreaterThan(1);

    const dup = await as('owner', 'PUT', P.pointRates, {
      rates: [
        { gameType: 'RNG', points: 1, per: 10 },
        { gameType: 'RNG', points: 2, per: 10 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).value.field).toBe('rates');
    const oldRates = json(await as('viewer', 'GET', P.pointRates)).value.rates;
    const rates = await as('owner', 'PUT', P.pointRates, {
      rates: [
        { gameType: 'RNG', points: 3, per: 10 },
        { gameType: 'LIVE', points: 1, per: 25.5 },
      ],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    const config = json(await member(m, API.pointConfig)).value;
    expect(config.rates).toEqual([
      { gameType: 'RNG', points: 3, per: 10 },
      { gameType: 'LIVE', points: 1, per: 25.5 },
    ]);
    const audit = await lastAudit('rewards.shop.rates');
    expect(audit?.detail.before.rates).toHaveLength(oldRates.length);
    expect(audit?.detail.after.rates).toHaveLength(2);
  });

  it('adds, changes and withdraws missions as the missions engine reads them', async () => {
    const m = await newMember(t.app);
    const mission = {
      metric: 'turnover',
      gameType: 'RNG',
      period: 'daily',
      target: 150.5,
      reward: 12,
      turnoverMultiple: 2,
      sort: 0,
      enabled: true,
      text: { EN: { title: 'Spin {n} today', description: 'Bet on slots.' } },
    };
    const before = await footprint();
    for (const [over, field] of [
      [{ metric: 'deposit' }, 'gameType'],
      [{ metric: 'rounds', target: 2.5 }, 'target'],
      [{ reward: 0 }, 'reward'],
      [{ period: 'monthly' }, 'period'],
    ] as const) {
      const res = await as('owner', 'POST', P.missions, { ...mission, ...over });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).value.field).toBe(field);
    }
    expect(await footprint()).toEqual(before);

    const created = json(await as('owner', 'POST', P.missions, mission)).value;
    expect(created).toMatchObject({ target: 150.5, reward: 12, claims: 0 });
    const summary = async () =>
      json(await member(m, API.missionSummary)).value.missions as {
        id: number;
        target: number;
        title: string;
      }[];
    expect((await summary()).find((x) => x.id === created.id)).toMatchObject({
      target: 150.5,
      title: 'Spin {n} today',
    });
    await as('owner', 'PUT', path(P.mission, { missionId: created.id }), {
      ...mission,
      metric: 'rounds',
      target: 30,
    });
    expect((await summary()).find((x) => x.id === created.id)).toMatchObject({ target: 30 });
    const [stored] = await rows<{ target: string }>(
      sql`select target::text from missions where id = ${created.id}`,
    );
    expect(stored?.target).toBe('30');
    await as('owner', 'PUT', path(P.missionEnabled, { missionId: created.id }), { enabled: false });
    expect((await summary()).some((x) => x.id === created.id)).toBe(false);
    expect((await lastAudit('rewards.mission.disable'))?.detail).toEqual({
      missionId: created.id,
      before: { enabled: true },
      after: { enabled: false },
    });
  });
});
