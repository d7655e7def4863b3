import { API, BANNER_GROUPS } from '@platform/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affiliateApplications,
  announcements,
  banners,
  feedback,
  helpArticles,
  helpCategories,
  merchants,
} from '../../db/schema.js';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { VENDORS } from '../../seed/content.js';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';

let t: TestApp;
/** The app's clock runs with real time plus this offset; tests move it past the content cache. */
let offsetMs = 0;
const passCache = () => {
  offsetMs += 6_000;
};
let demoId: number;
let otherId: number;
let memberToken: string;

const OTHER = 'lotus-other';
const DATE_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function rowCount(table: typeof feedback | typeof affiliateApplications) {
  const [row] = await t.app.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs), loginPerMinute: 1000 });
  const db = t.app.database.db;
  otherId = await seedBrand(db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Other Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [{ username: 'other01', password: DEMO_PASSWORD, nickname: 'Other', type: 0 }],
    content: [],
  });
  const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
  memberToken = json(await login(t.app, 'player01', DEMO_PASSWORD)).value.token as string;
});
afterAll(async () => t.close());

describe('banners and announcements', () => {
  it('answers banners and player notices by default, newest notice first', async () => {
    const res = await get(API.announcements);
    expect(res.statusCode).toBe(200);
    const { banners: list, notices } = json(res).value;
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const b of list) {
      expect(BANNER_GROUPS).toContain(b.groupName);
      expect(b.url).toBe(`/art/banners/${b.groupName}-${b.url.split('-').at(-1)}`);
      expect(b.title.length).toBeGreaterThan(0);
    }
    expect(notices.length).toBe(4);
    expect(notices.every((n: { type: string }) => n.type === 'PL')).toBe(true);
    const starts = notices.map((n: { startDateStr: string }) => n.startDateStr);
    expect([...starts].sort().reverse()).toEqual(starts);
    for (const s of starts) expect(s).toMatch(DATE_TEXT);
  });

  it('answers only the banners of one group, in their order, when asked', async () => {
    const { value } = json(await get(`${API.announcements}?types=B&groupName=w_home`));
    expect(value.notices).toEqual([]);
    expect(value.banners.map((b: { url: string }) => b.url)).toEqual([
      '/art/banners/w_home-1.svg',
      '/art/banners/w_home-2.svg',
      '/art/banners/w_home-3.svg',
    ]);
    expect(value.banners[0]).toMatchObject({ linkageType: 4, linkUrl: null });
    expect(value.banners[1]).toMatchObject({ linkageType: 1, linkUrl: '/live' });
  });

  it('answers notices of the asked types only, and no banners unless B is asked', async () => {
    const { value } = json(await get(`${API.announcements}?types=pr,H`));
    expect(value.banners).toEqual([]);
    expect(new Set(value.notices.map((n: { type: string }) => n.type))).toEqual(new Set(['PR', 'H']));
    expect(value.notices.find((n: { type: string }) => n.type === 'H').execution).toBe('D');
  });

  it('gives pop-ups after login to members only; an invalid token counts as a visitor', async () => {
    const visitor = json(await get(`${API.announcements}?types=PU`)).value;
    expect(visitor.notices).toEqual([]);
    const stale = await get(`${API.announcements}?types=PU`, { authorization: 'not-a-real-token' });
    expect(stale.statusCode).toBe(200);
    expect(json(stale).value.notices).toEqual([]);
    const member = json(await get(`${API.announcements}?types=PU`, { authorization: memberToken })).value;
    expect(member.notices).toHaveLength(1);
    expect(member.notices[0]).toMatchObject({ type: 'PU', execution: 'D' });
  });

  it('answers in the Language header, falling back to the brand default', async () => {
    const cn = json(await get(`${API.announcements}?types=B&groupName=w_help`, { language: 'CN' })).value;
    expect(cn.banners[0].title).toBe('有什么可以帮您？');
    const vi = json(await get(`${API.announcements}?types=B&groupName=w_help`, { language: 'vi' })).value;
    expect(vi.banners[0].title).toBe('Chúng tôi có thể giúp gì cho bạn?');
    const unknown = json(
      await get(`${API.announcements}?types=B&groupName=w_help`, { language: 'XX' }),
    ).value;
    expect(unknown.banners[0].title).toBe('How can we help you?');
  });

  it('refuses unknown types, groups and platforms with a 400 naming the problem', async () => {
    for (const query of [
      'types=B,XX',
      'types=',
      'groupName=w_nowhere',
      'platform=H5',
      `types=${'B,'.repeat(20)}B`,
    ]) {
      const res = await get(`${API.announcements}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res)).toMatchObject({ success: false, errorCode: 'validation.failed' });
    }
    expect(json(await get(`${API.announcements}?types=B,XX`)).message).toContain('XX');
  });

  it('leaves out what is disabled, not started or ended, and never returns script or handlers', async () => {
    const db = t.app.database.db;
    const now = new Date(Date.now() + offsetMs);
    const day = 86_400_000;
    await db.insert(announcements).values([
      {
        merchantId: demoId,
        type: 'PL',
        startsAt: new Date('2025-01-01T00:00:00Z'),
        text: {
          EN: {
            title: 'Hostile',
            content:
              '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a><a href="/vip" target="_top">vip</a><a href="//evil.example">e</a><style>p{}</style></p>',
          },
        },
      },
      { merchantId: demoId, type: 'PL', enabled: false, text: { EN: { title: 'Disabled', content: 'x' } } },
      {
        merchantId: demoId,
        type: 'PL',
        startsAt: new Date(now.getTime() + day),
        text: { EN: { title: 'Future', content: 'x' } },
      },
      {
        merchantId: demoId,
        type: 'PL',
        startsAt: new Date(now.getTime() - 2 * day),
        endsAt: new Date(now.getTime() - day),
        text: { EN: { title: 'Ended', content: 'x' } },
      },
    ]);
    await db.insert(banners).values({
      merchantId: demoId,
      groupName: 'w_shop',
      imageUrl: '/art/banners/w_shop-9.svg',
      sort: 99,
      enabled: false,
      text: { EN: { title: 'Disabled banner' } },
    });
    passCache();
    const res = await get(`${API.announcements}?types=B,PL`, { language: 'TH' });
    const { value } = json(res);
    const titles = value.notices.map((n: { title: string }) => n.title);
    expect(titles).toContain('Hostile');
    expect(titles).not.toContain('Disabled');
    expect(titles).not.toContain('Future');
    expect(titles).not.toContain('Ended');
    expect(value.banners.map((b: { title: string }) => b.title)).not.toContain('Disabled banner');
    const hostile = value.notices.find((n: { title: string }) => n.title === 'Hostile');
    // An English-only row falls back to English; the date is Manila time.
    expect(hostile.startDateStr).toBe('2025-01-01 08:00:00');
    expect(hostile.content).not.toMatch(/script|onerror|onclick|javascript:|alert|<style/i);
    expect(hostile.content).toContain(
      '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a>',
    );
    // The site's own pages open in the same tab; a protocol-relative address is not a link at all.
    expect(hostile.content).toContain('<a href="/vip">vip</a>');
    expect(hostile.content).toContain('<a>e</a>');
  });

  it('shows nothing of the demo content to another brand', async () => {
    const { value } = json(await get(`${API.announcements}?types=B,PL,PU,PR,H`, { merchant: OTHER }));
    expect(value).toEqual({ banners: [], notices: [] });
  });
});

describe('help centre', () => {
  it('answers five categories with their articles in the asked language', async () => {
    const en = json(await get(API.helpCenter)).value;
    expect(en.map((c: { title: string }) => c.title)).toEqual([
      'Account',
      'Deposits & withdrawals',
      'Games',
      'Promotions & VIP',
      'Responsible gaming & security',
    ]);
    for (const c of en) {
      expect(c.articles.length).toBeGreaterThanOrEqual(3);
      expect(c.articles.length).toBeLessThanOrEqual(4);
    }
    expect(en[0].articles[0].content).toContain('<p>');
    for (const language of ['CN', 'ID', 'TH', 'TY', 'VI']) {
      const other = json(await get(API.helpCenter, { language })).value;
      expect(other).toHaveLength(5);
      for (const [i, c] of other.entries()) {
        expect(c.articles).toHaveLength(en[i].articles.length);
        for (const [j, a] of c.articles.entries()) {
          expect(a.content, `${language} ${c.title}`).not.toBe(en[i].articles[j].content);
        }
      }
    }
  });

  it('sanitizes articles and keeps other brands apart', async () => {
    const db = t.app.database.db;
    const [category] = await db
      .insert(helpCategories)
      .values({ merchantId: otherId, text: { EN: { title: 'Other help' } } })
      .returning();
    await db.insert(helpArticles).values({
      merchantId: otherId,
      categoryId: category!.id,
      text: {
        EN: {
          title: 'Images',
          content:
            '<p>See <img src="/art/x.svg" alt="x" onerror="alert(1)"><img src="http://evil/x.png"></p><script>1</script>',
        },
      },
    });
    passCache();
    const other = json(await get(API.helpCenter, { merchant: OTHER })).value;
    expect(other).toEqual([
      {
        id: category!.id,
        title: 'Other help',
        articles: [
          { id: expect.any(Number), title: 'Images', content: '<p>See <img src="/art/x.svg" alt="x" /></p>' },
        ],
      },
    ]);
    const demo = json(await get(API.helpCenter)).value;
    expect(demo.map((c: { title: string }) => c.title)).not.toContain('Other help');
  });
});

describe('feedback', () => {
  const good = { questionType: 'deposit', content: 'My deposit from this morning has not arrived yet.' };

  it('stores feedback of a visitor and of a member, and answers its id', async () => {
    const visitor = await t.app.inject({ method: 'PUT', url: API.feedback, payload: good });
    expect(visitor.statusCode).toBe(200);
    const id = json(visitor).value.id as number;
    const member = await t.app.inject({
      method: 'PUT',
      url: API.feedback,
      payload: { ...good, questionType: 'games' },
      headers: { authorization: memberToken },
    });
    const memberId = json(member).value.id as number;
    const db = t.app.database.db;
    const [a] = await db.select().from(feedback).where(eq(feedback.id, id));
    const [b] = await db.select().from(feedback).where(eq(feedback.id, memberId));
    expect(a).toMatchObject({ merchantId: demoId, memberId: null, questionType: 'deposit', ip: '127.0.0.1' });
    expect(a!.content).toBe(good.content);
    expect(b).toMatchObject({ merchantId: demoId, questionType: 'games' });
    expect(b!.memberId).toEqual(expect.any(Number));
  });

  it('refuses bad feedback with a 400 and stores nothing', async () => {
    const before = await rowCount(feedback);
    const bad = [
      { ...good, content: 'too short' },
      { ...good, content: '          padded      ' },
      { ...good, content: 'x'.repeat(501) },
      { ...good, questionType: 'complaint' },
      { questionType: 'deposit' },
      {},
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'PUT',
        url: API.feedback,
        payload,
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
    }
    expect(json(await t.app.inject({ method: 'PUT', url: API.feedback, payload: bad[3] })).message).toContain(
      'questionType',
    );
    expect(await rowCount(feedback)).toBe(before);
  });

  it('stores feedback as plain text: markup is taken out, the words and a lone "<" stay', async () => {
    const hostile =
      '<img src=x onerror=alert(1)>Hello <script>alert(document.cookie)</script>there, ' +
      '<a href="javascript:alert(1)">click</a> 1 < 2 & <3 <!-- hidden --><scr<script>ipt>alert(2)</script>';
    const res = await t.app.inject({
      method: 'PUT',
      url: API.feedback,
      payload: { questionType: 'suggestion', content: hostile },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, json(res).value.id as number));
    expect(row!.content).toBe('Hello there, click 1 < 2 & <3');
    expect(row!.content).not.toMatch(/<[A-Za-z/!?]/);

    const before = await rowCount(feedback);
    const onlyMarkup = await t.app.inject({
      method: 'PUT',
      url: API.feedback,
      payload: { questionType: 'suggestion', content: '<b></b><i></i><script>alert(1)</script>' },
      remoteAddress: '10.0.0.3',
    });
    expect(onlyMarkup.statusCode).toBe(400);
    expect(json(onlyMarkup).value).toEqual({ field: 'content' });
    expect(await rowCount(feedback)).toBe(before);
  });

  it('allows ten messages a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: API.feedback,
        payload: good,
        remoteAddress: '10.20.30.40',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('affiliate applications', () => {
  const good = {
    name: 'Maria Santos',
    mobileNum: '9171234567',
    countryDialingCode: '+63',
    email: 'maria@example.com',
    messenger: 'Telegram @maria_s',
    channel: 'social',
    audience: 12000,
    message: 'I run a sports tips page with 12k followers.',
  };

  it('stores an application for the operator', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.affiliateApplication, payload: good });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(affiliateApplications)
      .where(eq(affiliateApplications.id, json(res).value.id));
    expect(row).toMatchObject({
      merchantId: demoId,
      memberId: null,
      name: 'Maria Santos',
      email: 'maria@example.com',
      channel: 'social',
      audience: 12000,
      status: 'new',
    });
  });

  it('refuses a bad application with a 400 and stores nothing', async () => {
    const before = await rowCount(affiliateApplications);
    const bad = [
      { ...good, email: 'not-an-email' },
      { ...good, mobileNum: '12ab' },
      { ...good, countryDialingCode: '63' },
      { ...good, channel: 'billboard' },
      { ...good, audience: -1 },
      { ...good, name: 'M' },
      { ...good, message: 'x'.repeat(501) },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.affiliateApplication,
        payload,
        remoteAddress: '10.0.0.3',
      });
      expect(res.statusCode).toBe(400);
    }
    const email = json(
      await t.app.inject({ method: 'POST', url: API.affiliateApplication, payload: bad[0] }),
    );
    expect(email.message).toContain('email');
    expect(await rowCount(affiliateApplications)).toBe(before);
  });
});

describe('home figures', () => {
  it('answers the brand figures and counts the distinct enabled vendors', async () => {
    expect(json(await get(API.homeStats)).value).toEqual({
      averageDepositSeconds: 95,
      averageWithdrawalSeconds: 420,
      paymentPartners: 12,
      gameProviders: VENDORS.length,
    });
    expect(json(await get(API.homeStats, { merchant: OTHER })).value).toEqual({
      averageDepositSeconds: 0,
      averageWithdrawalSeconds: 0,
      paymentPartners: 0,
      gameProviders: 0,
    });
  });
});
