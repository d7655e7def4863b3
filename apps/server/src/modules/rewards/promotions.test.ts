import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { API, PROMOTION_APPLICATION } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, promotionApplications, promotions } from '../../db/schema.js';
import type { PromotionRules } from '../../db/tables/rewards.js';
import { createUploadStore } from '../../lib/uploads.js';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../seed/brands.js';
import { createTestApp, json, login, register, uniqueName, type TestApp } from '../../test/test-app.js';
import type { Brand } from '../../lib/context.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { createPromotionsService } from './promotions.service.js';

type DepositRules = Extract<PromotionRules, { kind: 'deposit' }>;

let t: TestApp;
let uploadsDir: string;
/** Seeded promotion ids by image slug. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
  uploadsDir = path.join(t.outboxDir, 'uploads');
  const rows = await t.app.database.db
    .select({ id: promotions.id, imageUrl: promotions.imageUrl })
    .from(promotions);
  for (const r of rows) ids[path.basename(r.imageUrl, '.svg')] = r.id;
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'lotus2',
    name: 'Second Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
});
afterAll(async () => t.close());

// ---------------------------------------------------------------------------------------------------
// helpers

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');

type FilePart = { name: string; bytes: Buffer; type?: string };
type Part = [field: string, value: string | FilePart];

/** A real multipart/form-data body, as a browser's FormData sends it. */
async function formBody(parts: Part[]) {
  const form = new FormData();
  for (const [field, value] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else
      form.append(
        field,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'image/png' }),
        value.name,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function apply(
  promotionId: number,
  token: string | null,
  parts: Part[],
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = await formBody(parts);
  return t.app.inject({
    method: 'POST',
    url: API.promotionApply.replace(':id', String(promotionId)),
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}), ...headers },
  });
}

const png = (name = 'proof.png'): Part => ['images', { name, bytes: PNG }];

async function newMember(headers: Record<string, string> = {}) {
  const res = await register(t.app, uniqueName(), 'Secret123', {}, headers);
  expect(res.statusCode).toBe(200);
  return json(res).value.token as string;
}

const list = async (token?: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: API.promotions,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });
  expect(res.statusCode).toBe(200);
  return json(res).value as { categories: { code: string; title: string }[]; list: any[] };
};
const stateIn = async (slug: string, token?: string) =>
  (await list(token)).list.find((p) => p.id === ids[slug])?.state as string;

const detail = (id: number, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: API.promotionDetail.replace(':id', String(id)),
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1),
    0,
  );
}
async function countRows(): Promise<number> {
  const [row] = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(promotionApplications);
  return Number(row?.n ?? 0);
}
const stored = async () => ({ rows: await countRows(), files: countFiles(uploadsDir) });

async function decide(applicationId: number, status: 'approved' | 'rejected') {
  await t.app.database.db
    .update(promotionApplications)
    .set({ status, decidedAt: new Date() })
    .where(eq(promotionApplications.id, applicationId));
}

// ---------------------------------------------------------------------------------------------------

describe('promotion list and detail', () => {
  it('answers the categories and the promotions with the states of a visitor, ended ones last', async () => {
    const { categories, list: promos } = await list();
    expect(categories.map((c) => c.code)).toEqual(['newMember', 'daily', 'slots', 'sports']);
    expect(categories[0]).toEqual({ code: 'newMember', title: 'New members' });
    expect(promos).toHaveLength(7);
    const bySlug = (slug: string) => promos.find((p) => p.id === ids[slug]);
    expect(bySlug('welcome-bonus')).toMatchObject({
      category: 'newMember',
      mode: 'deposit',
      state: 'inProgress',
      imageUrl: '/art/promotions/welcome-bonus.svg',
      title: 'Welcome Bonus 100% up to P\u00a05,000',
      endDateStr: null,
    });
    expect(bySlug('welcome-bonus').startDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(bySlug('daily-reload')).toMatchObject({ mode: 'deposit', state: 'inProgress' });
    expect(bySlug('referral-bonus')).toMatchObject({ mode: 'none', state: 'inProgress' });
    expect(bySlug('lucky-draw')).toMatchObject({ mode: 'apply', state: 'comingSoon' });
    expect(bySlug('esports-parlay')).toMatchObject({ mode: 'apply', state: 'registrationClosed' });
    expect(promos.at(-1).id).toBe(ids['esports-parlay']);
    expect(promos.filter((p) => p.mode === 'apply').length).toBeGreaterThanOrEqual(4);
  });

  it('answers in the language asked, the default language otherwise', async () => {
    const cn = await list(undefined, { language: 'CN' });
    expect(cn.categories[0]?.title).toBe('新会员');
    expect(cn.list.find((p) => p.id === ids['welcome-bonus'])?.title).toBe(
      '首存欢迎礼金 100%，最高 P\u00a05,000',
    );
    const unknown = await list(undefined, { language: 'XX' });
    expect(unknown.categories[0]?.title).toBe('New members');
  });

  it('answers a detail with sanitized rich text and no application for a visitor', async () => {
    const res = await detail(ids['welcome-bonus']!, undefined, { language: 'TH' });
    expect(res.statusCode).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ id: ids['welcome-bonus'], state: 'inProgress', application: null });
    expect(value.title).toBe('โบนัสต้อนรับ 100% สูงสุด P\u00a05,000');
    expect(value.content).toContain('<h3>ข้อกำหนดและเงื่อนไข</h3>');
    expect(value.content).toContain('<li>');
  });

  it('shows the figures the product pays by: the deposit rules and the referral programme', async () => {
    const welcome = ids['welcome-bonus']!;
    const shown = async (id: number) => {
      const value = json(await detail(id)).value;
      return `${value.title} | ${value.summary} | ${value.content}`;
    };
    const before = await shown(welcome);
    expect(before).toContain('Welcome Bonus 100% up to P\u00a05,000');
    expect(before).toContain('at least P\u00a0200');
    expect(before).toContain('15 times (deposit + bonus)');
    expect(before).not.toMatch(/\{\w+\}/);
    const referral = await shown(ids['referral-bonus']!);
    expect(referral).toContain('Refer a Friend: P\u00a020 + P\u00a050');
    expect(referral).toContain('reach P\u00a01,000');
    expect(referral).not.toContain('300');

    // Changing what the product pays changes what the page says.
    const [row] = await t.app.database.db
      .select({ rules: promotions.rules })
      .from(promotions)
      .where(eq(promotions.id, welcome));
    await t.app.database.db
      .update(promotions)
      .set({ rules: { ...(row!.rules as DepositRules), percent: 50, maxBonus: 7_500.5 } })
      .where(eq(promotions.id, welcome));
    try {
      expect(await shown(welcome)).toContain('Welcome Bonus 50% up to P\u00a07,500.50');
    } finally {
      await t.app.database.db.update(promotions).set({ rules: row!.rules }).where(eq(promotions.id, welcome));
    }
  });

  it('never answers scripts or event handlers stored in a promotion', async () => {
    const [row] = await t.app.database.db
      .insert(promotions)
      .values({
        merchantId: 1,
        categoryCode: 'daily',
        imageUrl: '/art/promotions/daily-reload.svg',
        mode: 'none',
        startsAt: new Date(Date.now() - 3_600_000),
        text: {
          EN: {
            title: 'Unsafe',
            summary: 'Unsafe',
            content:
              '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
          },
        },
      })
      .returning({ id: promotions.id });
    const value = json(await detail(row!.id)).value;
    expect(value.content).toContain('Hi');
    expect(value.content).not.toMatch(/script|onerror|onclick|javascript:/i);
    await t.app.database.db.update(promotions).set({ enabled: false }).where(eq(promotions.id, row!.id));
    expect((await detail(row!.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown promotion and 400 for a malformed id', async () => {
    const missing = await detail(999_999);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).errorCode).toBe('not.found');
    const bad = await detail(0);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('id');
  });

  it('treats an invalid token as a visitor on the open calls', async () => {
    expect(await stateIn('slot-cashback', 'not-a-token')).toBe('joinNow');
  });
});

describe('applying for a promotion', () => {
  it('stores the application and its images, and the states follow it: applying, rejected, again, issued', async () => {
    const token = await newMember();
    const id = ids['slot-cashback']!;
    expect(await stateIn('slot-cashback', token)).toBe('joinNow');
    const before = await stored();

    const res = await apply(id, token, [
      ['remark', '  week 12 cashback  '],
      png('a.png'),
      ['images', { name: 'b.jpg', bytes: JPEG, type: 'image/jpeg' }],
    ]);
    expect(res.statusCode).toBe(200);
    const application = json(res).value;
    expect(application).toMatchObject({ remark: 'week 12 cashback', status: 'applying' });
    expect(application.images).toEqual([
      `/wps/promotions/applications/${application.id}/images/0`,
      `/wps/promotions/applications/${application.id}/images/1`,
    ]);
    expect(application.createdDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 2 });
    expect(readdirSync(path.join(uploadsDir, 'promotions')).filter((f) => f.startsWith('.tmp'))).toEqual([]);

    expect(await stateIn('slot-cashback', token)).toBe('applying');
    const shown = json(await detail(id, token)).value;
    expect(shown.state).toBe('applying');
    expect(shown.application).toEqual(application);

    // A second application while one is open.
    const again = await apply(id, token, [['remark', 'again']]);
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe('promotion.application.open');

    // The operator rejects it: the member sees why and may apply again.
    await decide(application.id, 'rejected');
    expect(await stateIn('slot-cashback', token)).toBe('rejected');
    expect(json(await detail(id, token)).value.application.status).toBe('rejected');
    const second = await apply(id, token, [['remark', 'with the right week']]);
    expect(second.statusCode).toBe(200);
    expect(await stateIn('slot-cashback', token)).toBe('applying');
    expect(json(await detail(id, token)).value.application.id).toBe(json(second).value.id);

    // Approved: issued, and no more applications.
    await decide(json(second).value.id, 'approved');
    expect(await stateIn('slot-cashback', token)).toBe('issued');
    expect((await apply(id, token, [])).statusCode).toBe(409);

    // Another member still sees "join now".
    expect(await stateIn('slot-cashback', await newMember())).toBe('joinNow');
  });

  it('accepts a remark of exactly 140 characters in any script, and no remark at all', async () => {
    const token = await newMember();
    const remark = '莲'.repeat(PROMOTION_APPLICATION.remarkMax);
    const res = await apply(ids['slot-cashback']!, token, [['remark', remark]]);
    expect(res.statusCode).toBe(200);
    expect(json(res).value).toMatchObject({ remark, images: [] });
    const bare = await apply(ids['sports-first-bet']!, token, []);
    expect(bare.statusCode).toBe(200);
    expect(json(bare).value.remark).toBe('');
  });

  it('accepts an image of just under 5 MB', async () => {
    const token = await newMember();
    const bytes = Buffer.alloc(PROMOTION_APPLICATION.maxImageBytes - 1);
    PNG.copy(bytes);
    const res = await apply(ids['slot-cashback']!, token, [['images', { name: 'big.png', bytes }]]);
    expect(res.statusCode).toBe(200);
  });

  const big = Buffer.alloc(PROMOTION_APPLICATION.maxImageBytes);
  PNG.copy(big);
  const refusals: [string, Part[], string, RegExp][] = [
    ['a remark over 140 characters', [['remark', 'x'.repeat(141)]], 'remark', /at most 140 characters/],
    ['a remark far too long', [['remark', 'x'.repeat(10_000)]], 'remark', /at most 140 characters/],
    [
      'more than 3 images',
      [png('1.png'), png('2.png'), png('3.png'), png('4.png')],
      'images',
      /at most 3 images/,
    ],
    [
      'a GIF renamed .png',
      [png('ok.png'), ['images', { name: 'cat.png', bytes: GIF }]],
      'images',
      /image 2 \("cat\.png"\) is not a PNG or JPEG/,
    ],
    [
      'a PDF renamed .jpg',
      [['images', { name: 'scan.jpg', bytes: PDF, type: 'image/jpeg' }]],
      'images',
      /not a PNG or JPEG/,
    ],
    ['a file of 5 MB', [['images', { name: 'huge.png', bytes: big }]], 'images', /smaller than 5 MB/],
    ['an empty file', [['images', { name: 'empty.png', bytes: Buffer.alloc(0) }]], 'images', /is empty/],
    [
      'an unknown field',
      [
        ['remark', 'hi'],
        ['bonusCode', 'FREE'],
      ],
      'bonusCode',
      /unknown field/,
    ],
    ['an unknown file field', [['photo', { name: 'p.png', bytes: PNG }]], 'photo', /unknown field/],
    ['images sent as text', [['images', 'not a file']], 'images', /must be files/],
    [
      'the remark sent twice',
      [
        ['remark', 'a'],
        ['remark', 'b'],
      ],
      'remark',
      /more than once/,
    ],
  ];

  it.each(refusals)(
    'refuses %s with a 400 naming it, and stores nothing',
    async (_name, parts, field, message) => {
      const token = await newMember();
      const before = await stored();
      const res = await apply(ids['sports-first-bet']!, token, parts);
      expect(res.statusCode).toBe(400);
      const body = json(res);
      expect(body.success).toBe(false);
      expect(body.value).toEqual({ field });
      expect(body.errorCode).toBe(`validation.${field}`);
      expect(body.message).toMatch(message);
      expect(body.message.startsWith(`${field}:`)).toBe(true);
      expect(await stored()).toEqual(before);
      expect(await stateIn('sports-first-bet', token)).toBe('joinNow');
    },
  );

  it('refuses a body that is not multipart', async () => {
    const token = await newMember();
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: API.promotionApply.replace(':id', String(ids['sports-first-bet'])),
      payload: { remark: 'hello' },
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/multipart\/form-data/);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown promotion and 422 when the promotion takes no applications', async () => {
    const token = await newMember();
    const before = await stored();
    expect((await apply(999_999, token, [png()])).statusCode).toBe(404);
    for (const slug of ['welcome-bonus', 'daily-reload', 'referral-bonus', 'lucky-draw', 'esports-parlay']) {
      const res = await apply(ids[slug]!, token, [png()]);
      expect(res.statusCode, slug).toBe(422);
      expect(json(res).errorCode).toBe('promotion.not.accepting');
    }
    expect(await stored()).toEqual(before);
  });

  it('requires a session and refuses trial accounts', async () => {
    const before = await stored();
    const visitor = await apply(ids['slot-cashback']!, null, [png()]);
    expect(visitor.statusCode).toBe(401);
    const trialLogin = await login(t.app, 'trial01', 'Lotus2026');
    const trial = await apply(ids['slot-cashback']!, json(trialLogin).value.token, [png()]);
    expect(trial.statusCode).toBe(403);
    expect(json(trial).errorCode).toBe('trial.forbidden');
    expect(await stored()).toEqual(before);
  });

  it('settles 10 concurrent applications of one member with exactly one row and its files', async () => {
    const token = await newMember();
    const before = await stored();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => apply(ids['slot-cashback']!, token, [png(), png('second.png')])),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 2 });
  });
});

describe('the open-application index', () => {
  it('refuses a second open application even when the early check misses it, and keeps no file', async () => {
    // The early check is what concurrent requests can all pass; the partial unique index decides.
    const db = t.app.database.db;
    const repo = createPromotionsRepository(db);
    const service = createPromotionsService({
      db,
      repo: { ...repo, hasOpenApplication: async () => false },
      uploads: createUploadStore(path.join(uploadsDir, 'promotions')),
    });
    const token = await newMember();
    const memberId = json(
      await t.app.inject({ method: 'GET', url: API.memberInfo, headers: { authorization: token } }),
    ).value.id as number;
    const brand = { id: 1, defaultLanguage: 'EN', settings: defaultSettings() } as Brand;
    const actor = { sessionId: 0, memberId, merchantId: 1, type: 0, username: 'x' };
    const form = { remark: '', images: [{ name: 'a.png', bytes: PNG }] };
    const before = await stored();
    await service.apply(brand, actor, ids['slot-cashback']!, form);
    await expect(service.apply(brand, actor, ids['slot-cashback']!, form)).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'promotion.application.open',
    });
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });
});

describe('proof images', () => {
  it('streams an image only to the member who sent it', async () => {
    const owner = await newMember();
    const res = await apply(ids['slot-cashback']!, owner, [
      png(),
      ['images', { name: 'b.jpg', bytes: JPEG }],
    ]);
    const [first, second] = json(res).value.images as string[];

    const own = await t.app.inject({ method: 'GET', url: first!, headers: { authorization: owner } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toMatch(/^private/);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await t.app.inject({ method: 'GET', url: second!, headers: { authorization: owner } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG)).toBe(true);

    const other = await t.app.inject({
      method: 'GET',
      url: first!,
      headers: { authorization: await newMember() },
    });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/json/);
    expect((await t.app.inject({ method: 'GET', url: first! })).statusCode).toBe(401);
    const missing = first!.replace(/0$/, '2');
    expect(
      (await t.app.inject({ method: 'GET', url: missing, headers: { authorization: owner } })).statusCode,
    ).toBe(404);
    const outOfRange = first!.replace(/0$/, '3');
    expect(
      (await t.app.inject({ method: 'GET', url: outOfRange, headers: { authorization: owner } })).statusCode,
    ).toBe(400);
  });
});

describe('brand isolation', () => {
  it('shows one brand nothing of another brand, and refuses its promotions and images', async () => {
    const other = { merchant: 'lotus2' };
    const empty = await list(undefined, other);
    expect(empty).toEqual({ categories: [], list: [] });
    expect((await detail(ids['welcome-bonus']!, undefined, other)).statusCode).toBe(404);

    const demoMember = await newMember();
    const applied = json(await apply(ids['slot-cashback']!, demoMember, [png()])).value;

    const otherMember = await newMember(other);
    const res = await apply(ids['slot-cashback']!, otherMember, [png()], other);
    expect(res.statusCode).toBe(404);
    const image = await t.app.inject({
      method: 'GET',
      url: applied.images[0],
      headers: { authorization: otherMember, ...other },
    });
    expect(image.statusCode).toBe(404);
    // A demo token is not a session on the other brand.
    const cross = await t.app.inject({
      method: 'GET',
      url: applied.images[0],
      headers: { authorization: demoMember, ...other },
    });
    expect(cross.statusCode).toBe(401);
  });
});

describe('member label', () => {
  it('answers the VIP level of the member as its label, in the language asked', async () => {
    const token = await newMember();
    const info = async (language?: string) =>
      json(
        await t.app.inject({
          method: 'GET',
          url: API.memberInfo,
          headers: { authorization: token, ...(language ? { language } : {}) },
        }),
      ).value;
    const plain = await info();
    expect(plain.clubLabel).toEqual({ labelName: 'Member', rankLevel: 0 });
    expect(plain.memberLabel).toEqual([{ labelName: 'Member', rankLevel: 0 }]);

    const [row] = await t.app.database.db
      .update(members)
      .set({ vipLevel: 5 })
      .where(and(eq(members.merchantId, 1), eq(members.id, plain.id)))
      .returning({ id: members.id });
    expect(row).toBeDefined();
    expect((await info()).memberLabel).toEqual([{ labelName: 'Diamond', rankLevel: 5 }]);
    expect((await info('CN')).clubLabel).toEqual({ labelName: '钻石', rankLevel: 5 });
    expect((await info('VI')).memberLabel[0].labelName).toBe('Kim cương');
  });

  it('answers no label when the brand has no VIP levels', async () => {
    const token = await newMember({ merchant: 'lotus2' });
    const value = json(
      await t.app.inject({
        method: 'GET',
        url: API.memberInfo,
        headers: { authorization: token, merchant: 'lotus2' },
      }),
    ).value;
    expect(value.clubLabel).toBeNull();
    expect(value.memberLabel).toEqual([]);
  });
});
