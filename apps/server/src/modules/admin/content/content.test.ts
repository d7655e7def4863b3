import { ADMIN_CONTENT_PATHS as P, API, decodeServicePath } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { loginOperator } from '../../../test/operators.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: string;
let support: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const okValue = async (method: Method, url: string, token: string, payload?: unknown) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value;
};
const at = (path: string, id: number | string) => path.replace(/:[a-z]+$/i, String(id));

/** What a visitor of the site gets, in a language. */
const site = async (url: string, language: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { merchant: 'demo', language } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value;
};
const siteBanners = async (language: string, group = 'w_home') =>
  (await site(`${API.announcements}?types=B&groupName=${group}`, language)).banners as {
    bannerId: number;
    title: string;
    url: string;
  }[];
const siteNotices = async (language: string, types = 'PL') =>
  (await site(`${API.announcements}?types=${types}`, language)).notices as {
    id: number;
    title: string;
    content: string;
    execution: string;
  }[];

const auditOf = async (event: string) =>
  rowsOf<{ event: string; operator_id: number | null; detail: Record<string, any> }>(
    t.app.database.db,
    sql`select event, operator_id, detail from audit_log where event = ${event} order by id`,
  );
const countOf = async (table: string) =>
  Number(
    (await rowsOf<{ n: number }>(t.app.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]
      ?.n,
  );

const six = (title: string) => ({
  EN: { title: `${title} EN` },
  CN: { title: `${title} 中文` },
  ID: { title: `${title} ID` },
  TH: { title: `${title} ไทย` },
  TY: { title: `${title} TY` },
  VI: { title: `${title} VI` },
});
const banner = (title: string, extra: Record<string, unknown> = {}) => ({
  groupName: 'w_home',
  imageUrl: '/art/banners/w_home-1.svg',
  linkageType: 1,
  linkUrl: '/live',
  texts: six(title),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginOperator(t, 'admin');
  support = await loginOperator(t, 'support01');
});
afterAll(async () => t?.close());

describe('banners', () => {
  it('a new banner is on the site at once, in each language; changes and removal too', async () => {
    // The site has answered (and cached) the strip before the operator acts.
    const before = await siteBanners('EN');
    const created = await okValue('POST', P.banners, support, banner('Autumn cup'));
    expect(created).toMatchObject({ groupName: 'w_home', state: 'live', enabled: true });

    const en = await siteBanners('EN');
    expect(en.map((b) => b.bannerId)).toEqual([...before.map((b) => b.bannerId), created.id]);
    expect(en.at(-1)).toMatchObject({ title: 'Autumn cup EN', url: '/art/banners/w_home-1.svg' });
    expect((await siteBanners('CN')).at(-1)?.title).toBe('Autumn cup 中文');

    await okValue('PUT', at(P.banner, created.id), owner, banner('Winter cup', { sort: 0 }));
    const updated = await siteBanners('TH');
    expect(updated.find((b) => b.bannerId === created.id)?.title).toBe('Winter cup ไทย');
    // Moved to the front of the group's order (place 0, with the seeded banner at place 0).
    expect(updated.findIndex((b) => b.bannerId === created.id)).toBeLessThanOrEqual(1);

    const off = await okValue('PATCH', at(P.banner, created.id), support, { enabled: false });
    expect(off.state).toBe('disabled');
    expect((await siteBanners('EN')).some((b) => b.bannerId === created.id)).toBe(false);
    await okValue('PATCH', at(P.banner, created.id), support, { enabled: true });
    expect((await siteBanners('EN')).some((b) => b.bannerId === created.id)).toBe(true);

    await okValue('DELETE', at(P.banner, created.id), owner);
    expect((await siteBanners('EN')).some((b) => b.bannerId === created.id)).toBe(false);
    const gone = await call('GET', at(P.banner, created.id), owner);
    expect(gone.statusCode).toBe(404);
    expect(json(gone).errorCode).toBe('content.unknown');

    const audit = await auditOf('content.banner.create');
    expect(audit.at(-1)?.detail).toMatchObject({
      target: { banner: created.id },
      before: null,
      after: { groupName: 'w_home', texts: { EN: { title: 'Autumn cup EN' } } },
    });
    const update = (await auditOf('content.banner.update')).at(-1)?.detail;
    expect(update?.before.texts.EN.title).toBe('Autumn cup EN');
    expect(update?.after.texts.EN.title).toBe('Winter cup EN');
    expect((await auditOf('content.banner.disable')).at(-1)?.detail).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    expect((await auditOf('content.banner.delete')).at(-1)?.detail).toMatchObject({
      before: { id: created.id },
      after: null,
    });
  });

  it('a scheduled banner shows from its start, an ended one no more; lists filter by state', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await okValue(
      'POST',
      P.banners,
      owner,
      banner('Next week', { groupName: 'w_live', startsAt: later }),
    );
    expect(scheduled.state).toBe('scheduled');
    expect((await siteBanners('EN', 'w_live')).some((b) => b.bannerId === scheduled.id)).toBe(false);
    const list = await okValue('GET', `${P.banners}?groupName=w_live&state=scheduled`, owner);
    expect(list.list.map((b: { id: number }) => b.id)).toEqual([scheduled.id]);
    expect(list).toMatchObject({ pageNo: 1, totalCount: 1 });

    const past = new Date(Date.now() - 60_000).toISOString();
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const ended = await okValue(
      'POST',
      P.banners,
      owner,
      banner('Gone', { groupName: 'w_live', startsAt: start, endsAt: past }),
    );
    expect(ended.state).toBe('ended');
    expect((await siteBanners('EN', 'w_live')).some((b) => b.bannerId === ended.id)).toBe(false);
  });

  it('reorders a group when every banner of it is listed once', async () => {
    const list = (await okValue('GET', `${P.banners}?groupName=w_home&pageSize=100`, owner)).list as {
      id: number;
    }[];
    const ids = list.map((b) => b.id).reverse();
    await okValue('POST', P.bannersReorder, support, { groupName: 'w_home', ids });
    expect((await siteBanners('EN')).map((b) => b.bannerId)).toEqual(ids);
    const partial = await call('POST', P.bannersReorder, support, { groupName: 'w_home', ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(json(partial)).toMatchObject({ errorCode: 'content.order.mismatch', value: { field: 'ids' } });
    expect((await siteBanners('EN')).map((b) => b.bannerId)).toEqual(ids);
    expect((await auditOf('content.banner.reorder')).at(-1)?.detail).toMatchObject({
      before: list.map((b) => b.id),
      after: ids,
    });
  });
});

describe('notices and pop-ups', () => {
  it('stores rich text sanitized and shows it on the site at once, per language', async () => {
    await siteNotices('EN');
    const created = await okValue('POST', P.announcements, support, {
      type: 'PL',
      texts: {
        EN: {
          title: 'Maintenance <b>tonight</b>',
          content:
            '<p onclick="steal()">Tonight<script>alert(1)</script> <img src="x" onerror="alert(2)"></p>',
        },
        VI: { title: 'Bảo trì', content: '<p>Tối nay <a href="javascript:alert(3)">xem</a></p>' },
      },
    });
    expect(created.texts.EN.content).toBe('<p>Tonight </p>');
    expect(created.texts.VI.content).toBe('<p>Tối nay <a>xem</a></p>');
    const [stored] = await rowsOf<{ text: any }>(
      t.app.database.db,
      sql`select text from announcements where id = ${created.id}`,
    );
    expect(JSON.stringify(stored?.text)).not.toMatch(/script|onerror|onclick|javascript/);

    const en = (await siteNotices('EN')).find((n) => n.id === created.id);
    expect(en).toMatchObject({ title: 'Maintenance <b>tonight</b>', content: '<p>Tonight </p>' });
    const vi = (await siteNotices('VI')).find((n) => n.id === created.id);
    expect(vi?.title).toBe('Bảo trì');
    // A language without its own text reads the brand's default (English).
    expect((await siteNotices('TH')).find((n) => n.id === created.id)?.title).toBe(
      'Maintenance <b>tonight</b>',
    );

    await okValue('PATCH', at(P.announcement, created.id), owner, { enabled: false });
    expect((await siteNotices('EN')).some((n) => n.id === created.id)).toBe(false);
    await okValue('DELETE', at(P.announcement, created.id), owner);
    expect((await call('GET', at(P.announcement, created.id), owner)).statusCode).toBe(404);
    const audit = (await auditOf('content.announcement.create')).at(-1)?.detail;
    expect(audit?.after.texts.EN.content).toBe('<p>Tonight </p>');
  });

  it('keeps a pop-up’s execution rule and shows home pop-ups to visitors', async () => {
    await siteNotices('EN', 'H');
    const popup = await okValue('POST', P.announcements, owner, {
      type: 'H',
      execution: 'D',
      texts: { EN: { title: 'Welcome', content: '<p><img src="/art/banners/w_home-1.svg" alt="">Hi</p>' } },
    });
    const shown = (await siteNotices('EN', 'H')).find((n) => n.id === popup.id);
    expect(shown).toMatchObject({ execution: 'D', title: 'Welcome' });
    expect(shown?.content).toContain('<img src="/art/banners/w_home-1.svg"');

    await okValue('PUT', at(P.announcement, popup.id), owner, {
      type: 'H',
      execution: 'O',
      texts: { EN: { title: 'Welcome back', content: '<p>Hi again</p>' } },
    });
    expect((await siteNotices('EN', 'H')).find((n) => n.id === popup.id)).toMatchObject({
      execution: 'O',
      title: 'Welcome back',
    });
    const list = await okValue('GET', `${P.announcements}?type=PU,H&state=live`, owner);
    expect(list.list.some((a: { id: number }) => a.id === popup.id)).toBe(true);
    expect(list.list.every((a: { type: string }) => a.type === 'PU' || a.type === 'H')).toBe(true);
  });
});

describe('help centre', () => {
  it('categories and articles reach the help centre at once; a category with articles stays', async () => {
    await site(API.helpCenter, 'EN');
    const category = await okValue('POST', P.helpCategories, support, { texts: six('Payments') });
    const article = await okValue('POST', P.helpArticles, support, {
      categoryId: category.id,
      texts: {
        EN: { title: 'How long is a deposit?', content: '<p>Minutes.</p><script>x()</script>' },
        CN: { title: '存款多久到账？', content: '<p>几分钟。</p>' },
      },
    });
    expect(article.texts.EN.content).toBe('<p>Minutes.</p>');
    const en = (await site(API.helpCenter, 'EN')) as { id: number; title: string; articles: any[] }[];
    expect(en.find((c) => c.id === category.id)).toMatchObject({
      title: 'Payments EN',
      articles: [{ id: article.id, title: 'How long is a deposit?', content: '<p>Minutes.</p>' }],
    });
    const cn = (await site(API.helpCenter, 'CN')) as { id: number; title: string; articles: any[] }[];
    expect(cn.find((c) => c.id === category.id)?.articles[0]?.title).toBe('存款多久到账？');

    const refused = await call('DELETE', at(P.helpCategory, category.id), owner);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errorCode).toBe('content.category.not.empty');
    await okValue('DELETE', at(P.helpArticle, article.id), owner);
    await okValue('DELETE', at(P.helpCategory, category.id), owner);
    const after = (await site(API.helpCenter, 'EN')) as { id: number }[];
    expect(after.some((c) => c.id === category.id)).toBe(false);
  });

  it('reorders the categories', async () => {
    const list = (await okValue('GET', `${P.helpCategories}?pageSize=100`, owner)).list as { id: number }[];
    const ids = list.map((c) => c.id).reverse();
    await okValue('POST', P.helpCategoriesReorder, owner, { ids });
    expect(((await site(API.helpCenter, 'EN')) as { id: number }[]).map((c) => c.id)).toEqual(ids);
  });
});

describe('social links, app downloads and customer service', () => {
  it('a link set or removed shows on the site at once', async () => {
    const before = (await site(API.resources, 'EN')) as { resourceType: string; url: string }[];
    expect(before.find((r) => r.resourceType === 'INSTAGRAM')).toBeDefined();
    await okValue('PUT', at(P.resource, 'INSTAGRAM'), support, {
      url: 'https://instagram.com/lotus.new',
      sort: 1,
    });
    const after = (await site(API.resources, 'EN')) as { resourceType: string; url: string }[];
    expect(after.find((r) => r.resourceType === 'INSTAGRAM')?.url).toBe('https://instagram.com/lotus.new');
    await okValue('DELETE', at(P.resource, 'INSTAGRAM'), support);
    const removed = (await site(API.resources, 'EN')) as { resourceType: string }[];
    expect(removed.some((r) => r.resourceType === 'INSTAGRAM')).toBe(false);
    const list = await okValue('GET', P.resources, owner);
    expect(list.list.find((r: { resourceType: string }) => r.resourceType === 'INSTAGRAM')).toMatchObject({
      configured: false,
      url: null,
    });
    expect((await auditOf('content.resource.save')).at(-1)?.detail).toMatchObject({
      before: { url: 'https://instagram.com/royallotus.demo' },
      after: { url: 'https://instagram.com/lotus.new' },
    });
  });

  it('the live chat link changes at once', async () => {
    const first = await site(API.customerService, 'EN');
    expect(decodeServicePath(first.version.pathList[0].path, 'demo')).toBe('/support');
    await okValue('PUT', P.customerService, owner, {
      chatUrl: 'https://chat.example/lotus',
      vipUrl: null,
    });
    const next = await site(API.customerService, 'EN');
    expect(decodeServicePath(next.version.pathList[0].path, 'demo')).toBe('https://chat.example/lotus');
    expect(await okValue('GET', P.customerService, owner)).toEqual({
      chatUrl: 'https://chat.example/lotus',
      vipUrl: null,
    });
    expect((await auditOf('content.customer-service.save')).at(-1)?.detail).toMatchObject({
      before: { chatUrl: '/support', vipUrl: '/support?vip=1' },
      after: { chatUrl: 'https://chat.example/lotus', vipUrl: null },
    });
    // The other settings stay.
    const status = await site(API.systemStatus, 'EN');
    expect(status.info.customerService.available).toBe(true);
  });
});

describe('images', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = (name: string, bytes: Buffer, field = 'file') => {
    const boundary = '----lotus';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const upload = (token: string, name: string, bytes: Buffer, field?: string) => {
    const f = form(name, bytes, field);
    return t.app.inject({
      method: 'POST',
      url: P.images,
      headers: { merchant: 'demo', authorization: token, ...f.headers },
      payload: f.payload,
    });
  };

  it('takes a PNG, serves it to the site, and refuses what is not an image or too large', async () => {
    const res = await upload(support, 'a.png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ contentType: 'image/png', bytes: PNG.length });
    expect(value.url).toMatch(/^\/art\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The banner can use it.
    const made = await okValue('POST', P.banners, owner, banner('Uploaded', { imageUrl: value.url }));
    expect(made.imageUrl).toBe(value.url);
    expect((await auditOf('content.image.upload')).at(-1)?.detail).toMatchObject({
      before: null,
      after: { url: value.url },
    });

    const html = await upload(support, 'x.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(html.statusCode).toBe(400);
    expect(json(html)).toMatchObject({ errorCode: 'content.image.invalid', value: { field: 'file' } });
    const big = await upload(support, 'big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(json(big).message).toMatch(/^file: .*2 MB/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/art/uploads/' + 'a'.repeat(32) + '.png' })).statusCode,
    ).toBe(404);
    const finance = await loginOperator(t, 'finance01');
    expect((await upload(finance, 'a.png', PNG)).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  const cases: { what: string; method: Method; url: () => string; body: () => unknown; field: string }[] = [];
  let bannerId = 0;
  let announcementId = 0;
  let categoryId = 0;
  let articleId = 0;

  beforeAll(async () => {
    bannerId = (await okValue('POST', P.banners, owner, banner('Kept'))).id;
    announcementId = (
      await okValue('POST', P.announcements, owner, {
        type: 'PR',
        texts: { EN: { title: 'Kept', content: '<p>Kept</p>' } },
      })
    ).id;
    categoryId = (await okValue('POST', P.helpCategories, owner, { texts: six('Kept') })).id;
    articleId = (
      await okValue('POST', P.helpArticles, owner, {
        categoryId,
        texts: { EN: { title: 'Kept', content: '<p>Kept</p>' } },
      })
    ).id;
  });

  const text = { EN: { title: 'T', content: '<p>C</p>' } };
  cases.push(
    {
      what: 'banner group',
      method: 'POST',
      url: () => P.banners,
      body: () => banner('X', { groupName: 'w_nope' }),
      field: 'groupName',
    },
    {
      what: 'banner image',
      method: 'POST',
      url: () => P.banners,
      body: () => banner('X', { imageUrl: 'javascript:alert(1)' }),
      field: 'imageUrl',
    },
    {
      what: 'banner route link',
      method: 'POST',
      url: () => P.banners,
      body: () => banner('X', { linkageType: 1, linkUrl: 'https://x.example' }),
      field: 'linkUrl',
    },
    {
      what: 'banner without the default language',
      method: 'POST',
      url: () => P.banners,
      body: () => banner('X', { texts: { CN: { title: '只有中文' } } }),
      field: 'texts.EN',
    },
    {
      what: 'banner language',
      method: 'POST',
      url: () => P.banners,
      body: () => banner('X', { texts: { EN: { title: 'a' }, XX: { title: 'b' } } }),
      field: 'texts',
    },
    {
      what: 'banner window',
      method: 'PUT',
      url: () => at(P.banner, bannerId),
      body: () => banner('X', { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
      field: 'endsAt',
    },
    {
      what: 'banner title',
      method: 'PUT',
      url: () => at(P.banner, bannerId),
      body: () => banner('X', { texts: { EN: { title: '' } } }),
      field: 'texts.EN.title',
    },
    {
      what: 'banner switch',
      method: 'PATCH',
      url: () => at(P.banner, bannerId),
      body: () => ({ enabled: 'yes' }),
      field: 'enabled',
    },
    {
      what: 'banner order',
      method: 'POST',
      url: () => P.bannersReorder,
      body: () => ({ groupName: 'w_home', ids: [bannerId, bannerId] }),
      field: 'ids',
    },
    {
      what: 'announcement type',
      method: 'POST',
      url: () => P.announcements,
      body: () => ({ type: 'B', texts: text }),
      field: 'type',
    },
    {
      what: 'announcement execution',
      method: 'PUT',
      url: () => at(P.announcement, announcementId),
      body: () => ({ type: 'PU', execution: 'X', texts: text }),
      field: 'execution',
    },
    {
      what: 'announcement script only',
      method: 'PUT',
      url: () => at(P.announcement, announcementId),
      body: () => ({ type: 'PL', texts: { EN: { title: 'T', content: '<script>alert(1)</script>' } } }),
      field: 'texts.EN.content',
    },
    {
      what: 'announcement switch',
      method: 'PATCH',
      url: () => at(P.announcement, announcementId),
      body: () => ({}),
      field: 'enabled',
    },
    {
      what: 'category texts',
      method: 'POST',
      url: () => P.helpCategories,
      body: () => ({ texts: {} }),
      field: 'texts',
    },
    {
      what: 'category rename',
      method: 'PUT',
      url: () => at(P.helpCategory, categoryId),
      body: () => ({ texts: { EN: { title: 'a\nb' } } }),
      field: 'texts.EN.title',
    },
    {
      what: 'category order',
      method: 'POST',
      url: () => P.helpCategoriesReorder,
      body: () => ({ ids: [] }),
      field: 'ids',
    },
    {
      what: 'article category',
      method: 'POST',
      url: () => P.helpArticles,
      body: () => ({ categoryId: 999999, texts: text }),
      field: 'categoryId',
    },
    {
      what: 'article content',
      method: 'PUT',
      url: () => at(P.helpArticle, articleId),
      body: () => ({
        categoryId,
        texts: { EN: { title: 'T', content: '<img src="http://x" onerror="y">' } },
      }),
      field: 'texts.EN.content',
    },
    {
      what: 'article order',
      method: 'POST',
      url: () => P.helpArticlesReorder,
      body: () => ({ categoryId, ids: [1, 2, 3, 4, 5].map((n) => n + 900000) }),
      field: 'ids',
    },
    {
      what: 'resource address',
      method: 'PUT',
      url: () => at(P.resource, 'FACEBOOK'),
      body: () => ({ url: 'javascript:alert(1)' }),
      field: 'url',
    },
    {
      what: 'resource type',
      method: 'PUT',
      url: () => at(P.resource, 'MYSPACE'),
      body: () => ({ url: 'https://x.example' }),
      field: 'type',
    },
    {
      what: 'customer service link',
      method: 'PUT',
      url: () => P.customerService,
      body: () => ({ chatUrl: 'data:text/html,x', vipUrl: null }),
      field: 'chatUrl',
    },
  );

  it.each(cases.map((c) => [c.what, c] as const))(
    '%s: 400 naming the field, nothing changed',
    async (_what, c) => {
      const tables = [
        'banners',
        'announcements',
        'help_categories',
        'help_articles',
        'resources',
        'audit_log',
      ];
      const counts = await Promise.all(tables.map(countOf));
      const items = await Promise.all([
        okValue('GET', at(P.banner, bannerId), owner),
        okValue('GET', at(P.announcement, announcementId), owner),
        okValue('GET', at(P.helpArticle, articleId), owner),
        okValue('GET', P.customerService, owner),
        okValue('GET', P.resources, owner),
      ]);
      const res = await call(c.method, c.url(), support, c.body());
      expect(res.statusCode, res.body).toBe(400);
      const answer = json(res);
      expect(answer.value.field).toBe(c.field);
      expect(answer.message.startsWith(`${c.field}: `)).toBe(true);
      expect(await Promise.all(tables.map(countOf))).toEqual(counts);
      expect(
        await Promise.all([
          okValue('GET', at(P.banner, bannerId), owner),
          okValue('GET', at(P.announcement, announcementId), owner),
          okValue('GET', at(P.helpArticle, articleId), owner),
          okValue('GET', P.customerService, owner),
          okValue('GET', P.resources, owner),
        ]),
      ).toEqual(items);
    },
  );
});
