import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, WHITELABEL_SWITCHES, isSwitchOn, type SiteBoot } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, merchants } from '../../db/schema.js';
import { DEMO_BRAND, defaultRules, defaultSettings, seedBrand } from '../../seed/brands.js';
import { createTestApp, json, login, register, uniqueName, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  const base = await createTestApp();
  webRoot = path.join(base.outboxDir, 'web');
  await base.close();
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'assets', 'locale-cn-site-abc123.js'), 'export default {}');
  t = await createTestApp({ webRoot, loginPerMinute: 1000 });
  // Before any page is served, so that no cached answer hides it.
  const [demo] = await t.app.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  await t.app.database.db.insert(banners).values({
    merchantId: demo?.id ?? 0,
    groupName: 'w_help',
    imageUrl: '/art/banners/w_help-1.svg',
    sort: -1,
    text: { EN: { title: '</script><script>alert(1)</script>\u2028' } },
  });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'lotus2',
    name: 'Second Lotus',
    isDefault: false,
    switchesOff: ['FREEPLAY3', 'LOGINIPVERF3'],
    rules: defaultRules(),
    settings: defaultSettings(),
    accounts: [{ username: 'player01', password: 'Other2026', nickname: 'Other brand player', type: 0 }],
  });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'lotus3',
    name: 'Lotus in maintenance',
    isDefault: false,
    settings: { ...defaultSettings(), maintenance: { enabled: true, message: 'Upgrading' } },
    accounts: [],
  });
});
afterAll(async () => t.close());

describe('system calls', () => {
  it('answers the status with the brand configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.systemStatus });
    expect(res.statusCode).toBe(200);
    const { value } = json(res);
    expect(value.status).toBe(0);
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.info.brand).toMatchObject({
      merchantCode: 'demo',
      name: 'Royal Lotus',
      currencySymbol: 'P',
      defaultLanguage: 'EN',
    });
    expect(value.info.register.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
  });

  it('answers the white-label tree with every switch, LOGINIPVERF3 off', async () => {
    const tree = json(await t.app.inject({ method: 'GET', url: API.whitelabel })).value;
    for (const modId of WHITELABEL_SWITCHES)
      expect(isSwitchOn(tree, modId), modId).toBe(modId !== 'LOGINIPVERF3');
    expect(tree[0]).toEqual({ modId: expect.any(String), enabled: '1', childrenNodes: expect.any(Array) });
  });

  it('answers the registration rules of the demo brand', async () => {
    const rules = json(await t.app.inject({ method: 'GET', url: API.registerSettings })).value;
    expect(rules.password).toMatchObject({
      enabled: true,
      required: true,
      patternId: 4,
      minLength: 6,
      maxLength: 20,
    });
    expect(rules.mobileNum).toMatchObject({
      enabled: true,
      required: false,
      patternId: 6,
      minLength: 8,
      maxLength: 15,
    });
    expect(rules.email).toMatchObject({ enabled: true, required: false, patternId: 3 });
    expect(rules.captcha.enabled).toBe(false);
    expect(rules.qqNum.enabled).toBe(false);
  });

  it('answers the dialing codes', async () => {
    const list = json(await t.app.inject({ method: 'GET', url: API.countries })).value;
    expect(list[0]).toEqual({ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' });
    expect(list.length).toBeGreaterThan(30);
  });

  it('is healthy and documents itself', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/healthz' }))).toEqual({
      status: 'ok',
      database: 'ok',
    });
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json<{ paths: object }>().paths)).toContain(API.login);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('refuses an unknown merchant and unknown calls with an envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.systemStatus, headers: { merchant: 'nobody' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('merchant.unknown');
    const missing = await t.app.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('never shows a stack trace or internals in an error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.smsRegister,
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(json(res).success).toBe(false);
  });
});

describe('brands are isolated', () => {
  it('keeps the switches of each brand: free play is off for the second brand', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.freePlay,
      headers: { merchant: 'lotus2' },
      payload: { platform: 'W' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('feature.disabled');
  });

  it('a brand in maintenance says so in its status and answers other calls with 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.systemStatus, headers: { merchant: 'lotus3' } });
    expect(json(res).value).toMatchObject({
      status: 1,
      maintenance: { enabled: true, message: 'Upgrading' },
    });
    const play = await t.app.inject({
      method: 'POST',
      url: API.freePlay,
      headers: { merchant: 'lotus3' },
      payload: { platform: 'W' },
    });
    expect(play.statusCode).toBe(503);
    expect(json(play).errorCode).toBe('system.maintenance');
  });

  it('an account of one brand cannot log in at another, and its token is refused there', async () => {
    const username = uniqueName();
    const token = json(await register(t.app, username, 'Secret123')).value.token as string;
    expect((await login(t.app, username, 'Secret123', {}, { merchant: 'lotus2' })).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: { authorization: token, merchant: 'lotus2' },
    });
    expect(other.statusCode).toBe(401);
    expect(json(other).errorCode).toBe('login.not.session');

    // The same username exists in both brands, each with its own password and member.
    const demo = json(await login(t.app, 'player01', 'Lotus2026')).value.token as string;
    const second = json(await login(t.app, 'player01', 'Other2026', {}, { merchant: 'lotus2' })).value
      .token as string;
    const a = json(
      await t.app.inject({ method: 'GET', url: API.memberInfo, headers: { authorization: demo } }),
    ).value;
    const b = json(
      await t.app.inject({
        method: 'GET',
        url: API.memberInfo,
        headers: { authorization: second, merchant: 'lotus2' },
      }),
    ).value;
    expect(a.id).not.toBe(b.id);
    expect(b.nickname).toBe('Other brand player');
  });
});

describe('the web app', () => {
  const routes = [
    '/',
    '/index',
    '/index.html',
    '/home',
    '/register',
    '/register.html',
    '/noticePage',
    '/vip',
    '/pointMall',
    '/live',
    '/sports',
    '/esports',
    '/lottery?gameCode=1',
    '/vnlottery',
    '/rng?page=2',
    '/fish',
    '/pvp',
    '/elott',
    '/promotions',
    '/promoDetail',
    '/seamless',
    '/fbsports',
    '/help',
    '/helpmc',
    '/down',
    '/join',
    '/game',
  ];

  it.each(routes)('%s answers the app', async (route) => {
    const res = await t.app.inject({ method: 'GET', url: route, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  const bootOf = (body: string): SiteBoot => {
    const m = /<script id="boot" type="application\/json">(.*?)<\/script>/s.exec(body);
    if (!m?.[1]) throw new Error('no boot data in the page');
    return JSON.parse(m[1]) as SiteBoot;
  };

  it('carries the data of the first render: status, banners and notices of the route, in the language of the cookie', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const boot = bootOf(home.body);
    expect(boot.status.info.brand.merchantCode).toBe('demo');
    expect(boot.language).toBe('EN');
    expect(boot.banners?.group).toBe('w_home');
    expect(boot.banners?.list.length).toBeGreaterThan(0);
    expect(boot.notices.every((n) => n.type === 'PL')).toBe(true);
    expect(home.body).toContain(`<link rel="preload" as="image" href="${boot.banners?.list[0]?.url}"`);

    const chinese = await t.app.inject({ method: 'GET', url: '/promotions', cookies: { lang: 'CN' } });
    const cn = bootOf(chinese.body);
    expect(cn.language).toBe('CN');
    expect(cn.banners?.group).toBe('w_promotion');
    expect(cn.banners?.list[0]?.title).not.toBe(boot.banners?.list[0]?.title);
    // The promotions page carries its list as a visitor sees it, in the page's language.
    const visitorList = await t.app.inject({
      method: 'GET',
      url: API.promotions,
      headers: { language: 'CN' },
    });
    expect(cn.promotions).toEqual(visitorList.json().value);
    expect(cn.promotions?.list.length).toBeGreaterThan(0);
    expect(boot.promotions).toBeNull();
    expect(chinese.body).toContain(
      '<link rel="modulepreload" href="/assets/locale-cn-site-abc123.js" fetchpriority="low" />',
    );

    const vip = bootOf((await t.app.inject({ method: 'GET', url: '/vip', cookies: { lang: 'XX' } })).body);
    expect(vip.banners).toBeNull();
    expect(vip.promotions).toBeNull();
    expect(vip.language).toBe('EN');
  });

  it('keeps hostile content inside the boot data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/help' });
    expect(res.body).not.toContain('<script>alert(1)');
    const boot = bootOf(res.body);
    expect(boot.banners?.list.some((b) => b.title.startsWith('</script><script>alert(1)'))).toBe(true);
  });

  it('serves hashed assets with a long cache and unknown assets as 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
