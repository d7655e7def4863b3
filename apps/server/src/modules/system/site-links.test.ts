import { API, decodeServicePath } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, merchants } from '../../db/schema.js';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { DEMO_DOMAINS } from '../../seed/content.js';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';
import type { DomainProbe } from './domain-probe.js';

// Resources, domain routes, customer service and the in-house support page.

let t: TestApp;
const OTHER = 'lotus-links';
const probed: string[] = [];
const SPEEDS: Record<string, number | null> = {
  'www.royallotus.example': 42,
  'm.royallotus.example': 7,
  'rl-backup.example': null,
};
/** A stand-in for the HTTP probe: answers fixed round trips and records what it was asked. */
const fakeProbe: DomainProbe = async (domain) => {
  probed.push(domain);
  return SPEEDS[domain] ?? null;
};

let demoId: number;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function setVipLevel(username: string, vipLevel: number) {
  await t.app.database.db
    .update(members)
    .set({ vipLevel })
    .where(and(eq(members.merchantId, demoId), eq(members.usernameLower, username)));
}

beforeAll(async () => {
  t = await createTestApp({ domainProbe: fakeProbe, loginPerMinute: 1000 });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Links Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
  const [demo] = await t.app.database.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
});
afterAll(async () => t.close());

describe('resources', () => {
  it('answers the social links and app downloads, also in the status', async () => {
    const list = json(await get(API.resources)).value;
    expect(list.map((r: { resourceType: string }) => r.resourceType)).toEqual([
      'INSTAGRAM',
      'FACEBOOK',
      'WHATSAPP',
      'TELEGRAM',
      'TELEGRAM2',
      'APP_IOS',
      'APP_ANDROID',
    ]);
    for (const r of list.slice(0, 5)) expect(r.url).toMatch(/^https:\/\//);
    expect(list[5]).toEqual({ resourceType: 'APP_IOS', url: '/down#ios', qrCodeUrl: null });
    const status = json(await get(API.systemStatus)).value;
    expect(status.info.resources).toEqual(list);
    expect(status.info.customerService).toEqual({ available: true });
  });

  it('answers none for a brand without them', async () => {
    expect(json(await get(API.resources, { merchant: OTHER })).value).toEqual([]);
    const status = json(await get(API.systemStatus, { merchant: OTHER })).value;
    expect(status.info.resources).toEqual([]);
    expect(status.info.customerService).toEqual({ available: false });
  });
});

describe('domain routes', () => {
  it('answers the current address first, then each domain with its probed speed', async () => {
    const res = await get(API.domainRoute, { host: 'play.royallotus.example:8443' });
    expect(res.statusCode).toBe(200);
    const { domainList } = json(res).value;
    expect(domainList[0]).toEqual({
      domain: 'play.royallotus.example:8443',
      speed: expect.any(Number),
      current: true,
    });
    expect(domainList[0].speed).toBeGreaterThanOrEqual(0);
    expect(domainList.slice(1)).toEqual(
      DEMO_DOMAINS.map((domain) => ({ domain, speed: SPEEDS[domain], current: false })),
    );
    expect([...probed].sort()).toEqual([...DEMO_DOMAINS].sort());
  });

  it('reuses the probes for five minutes and does not list the current domain twice', async () => {
    probed.length = 0;
    const { domainList } = json(await get(API.domainRoute, { host: 'm.royallotus.example' })).value;
    expect(domainList.map((d: { domain: string }) => d.domain)).toEqual([
      'm.royallotus.example',
      'www.royallotus.example',
      'rl-backup.example',
    ]);
    expect(domainList[0].current).toBe(true);
    expect(probed).toEqual([]);
  });

  it('answers only the current address for a brand without domains', async () => {
    const { domainList } = json(await get(API.domainRoute, { merchant: OTHER })).value;
    expect(domainList).toHaveLength(1);
    expect(domainList[0].current).toBe(true);
  });
});

describe('customer service', () => {
  const paths = (value: { version: { pathList: { type: string; path: string }[] } }) =>
    value.version.pathList.map((p) => ({ type: p.type, url: decodeServicePath(p.path, 'demo') }));

  it('gives a visitor the live chat, obfuscated with the brand code', async () => {
    const res = await get(API.customerService);
    expect(res.statusCode).toBe(200);
    const { value } = json(res);
    expect(value.version.pathList[0].path).not.toContain('/support');
    expect(paths(value)).toEqual([{ type: '3', url: '/support' }]);
    const stale = await get(API.customerService, { authorization: 'expired-token' });
    expect(paths(json(stale).value)).toEqual([{ type: '3', url: '/support' }]);
  });

  it('adds the VIP service for members whose VIP rank is above 4 only', async () => {
    const token = json(await login(t.app, 'player01', DEMO_PASSWORD)).value.token as string;
    await setVipLevel('player01', 4);
    expect(paths(json(await get(API.customerService, { authorization: token })).value)).toEqual([
      { type: '3', url: '/support' },
    ]);
    await setVipLevel('player01', 5);
    expect(paths(json(await get(API.customerService, { authorization: token })).value)).toEqual([
      { type: '3', url: '/support' },
      { type: '5', url: '/support?vip=1' },
    ]);
    await setVipLevel('player01', 0);
  });

  it('answers 404 with a clear message when the brand has no customer service', async () => {
    const res = await get(API.customerService, { merchant: OTHER });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, errorCode: 'not.found' });
    expect(json(res).message).toMatch(/customer service/i);
  });
});

describe('the support page', () => {
  it('is plain HTML under the strict CSP: no inline script or style', async () => {
    const res = await get('/support');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('Royal Lotus');
    expect(html).toContain('<h1>Customer service</h1>');
    expect(html).toContain(`data-endpoint="${API.feedback}"`);
    expect(html).toContain('<script src="/support/support.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    for (const type of ['deposit', 'withdrawal', 'games', 'account', 'promotion', 'suggestion', 'other'])
      expect(html).toContain(`<option value="${type}">`);
  });

  it('shows the VIP heading and speaks the asked or the browser language', async () => {
    expect((await get('/support?vip=1')).body).toContain('<h1>VIP customer service</h1>');
    const cn = (await get('/support?lang=CN')).body;
    expect(cn).toContain('<html lang="zh-CN">');
    expect(cn).toContain('<h1>在线客服</h1>');
    const vi = (await get('/support', { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' })).body;
    expect(vi).toContain('<h1>Chăm sóc khách hàng</h1>');
    const fallback = (await get('/support?lang=FR', { 'accept-language': 'fr-FR' })).body;
    expect(fallback).toContain('<h1>Customer service</h1>');
  });

  it('names the brand it is opened for and refuses an unknown one', async () => {
    const other = (await get(`/support?merchant=${OTHER}`)).body;
    expect(other).toContain('Links Lotus');
    expect(other).toContain(`data-merchant="${OTHER}"`);
    expect((await get('/support?merchant=nobody')).statusCode).toBe(400);
  });

  it('serves its script and style', async () => {
    const js = await get('/support/support.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain("method: 'PUT'");
    const css = await get('/support/support.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
