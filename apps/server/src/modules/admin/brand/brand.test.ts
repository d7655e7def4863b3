import { randomUUID } from 'node:crypto';
import { ADMIN_BRAND_PATHS, API, NOT_RECEIVED_QUEUE, type BrandSettings } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { fundMember } from '../../../test/funding.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { json, type TestApp, createTestApp } from '../../../test/test-app.js';
import { DEFAULT_TOTP_REQUIRED_ROLES } from '../roles.js';
import { DEFAULT_TOTP_ROLES } from './brand-settings.service.js';
import {
  JPEG,
  PAY_PASSWORD,
  addBankAccount,
  formBody,
  mainBalance,
  newMember,
  withdraw,
} from '../../../test/withdrawal-kit.js';

const P = ADMIN_BRAND_PATHS;
let t: TestApp;
let tokens: Record<'owner' | 'finance' | 'support' | 'viewer', string>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string,
  payload?: unknown,
  query?: Record<string, string>,
) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token },
    ...(query ? { query } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const site = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { merchant: 'demo', ...headers } });

const settingsNow = async (): Promise<BrandSettings> =>
  json(await call('GET', P.settings, tokens.viewer)).value.settings as BrandSettings;

const auditRows = (event: string) =>
  rowsOf<{ detail: { before: unknown; after: unknown; changed?: string[] }; operator_id: number | null }>(
    t.app.database.db,
    sql`select detail, operator_id from audit_log where event = ${event} order by id`,
  );

/** Replaces the settings with a change of the current ones, as the owner. */
async function change(edit: (s: BrandSettings) => BrandSettings) {
  const res = await call('PUT', P.settings, tokens.owner, edit(await settingsNow()));
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.settings as BrandSettings;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, loginPerMinute: 100_000 });
  const owner = await loginOperator(t, 'admin');
  tokens = {
    owner,
    finance: await loginOperator(t, 'finance01'),
    support: await loginOperator(t, 'support01'),
    viewer: (await createOperator(t, owner, { username: 'viewer01', role: 'viewer' })).token,
  };
});
afterAll(async () => t?.close());

describe('brand settings', () => {
  it('reads every group, the switches all named, the seed values as they are', async () => {
    const s = await settingsNow();
    expect(Object.keys(s.switches)).toContain('FREEPLAY3');
    expect(s.switches.LOGINIPVERF3).toBe(false);
    expect(s.switches.REGISTER3).toBe(true);
    expect(s.timeZone).toBe('Asia/Manila');
    expect(s.currency.symbol).toBe('P');
    expect(s.languages).toEqual({ offered: ['EN', 'CN', 'ID', 'TH', 'TY', 'VI'], default: 'EN' });
    expect(s.registration.rules.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    expect(s.operators.totpRequiredRoles).toEqual([]);
    expect(DEFAULT_TOTP_ROLES).toEqual(DEFAULT_TOTP_REQUIRED_ROLES);
  });

  it('maintenance: the site answers 503 with the message of the visitor language at once; operators go on', async () => {
    await change((s) => ({
      ...s,
      maintenance: {
        enabled: true,
        messages: { ...s.maintenance.messages, EN: 'Back at 03:00', CN: '凌晨三点恢复', VI: '' },
      },
    }));
    const status = json(await site(API.systemStatus, { language: 'CN' })).value;
    expect(status.status).toBe(1);
    expect(status.maintenance).toEqual({ enabled: true, message: '凌晨三点恢复' });
    expect(json(await site(API.systemStatus, { language: 'VI' })).value.maintenance.message).toBe(
      'Back at 03:00',
    );
    const refused = await site(API.balance);
    expect(refused.statusCode).toBe(503);
    expect(json(refused)).toMatchObject({ errorCode: 'system.maintenance', message: 'Back at 03:00' });
    expect((await call('GET', P.settings, tokens.support)).statusCode).toBe(200);

    await change((s) => ({ ...s, maintenance: { ...s.maintenance, enabled: false } }));
    expect(json(await site(API.systemStatus)).value.status).toBe(0);
    expect((await site(API.balance)).statusCode).toBe(401);
  });

  it('region blocking: a blocked country and a blocked range get the region-restricted status at once', async () => {
    await change((s) => ({ ...s, regionBlocking: { countries: ['vn', 'US'], ips: ['203.0.113.0/24'] } }));
    const from = (country: string | undefined, ip = '198.51.100.7') =>
      t.app
        .inject({
          method: 'GET',
          url: API.systemStatus,
          headers: { merchant: 'demo', ...(country ? { 'cf-ipcountry': country } : {}) },
          remoteAddress: ip,
        })
        .then((r) => json(r).value);
    expect(await from('VN')).toMatchObject({ status: 2, regionRestriction: { blocked: true } });
    expect(await from('PH')).toMatchObject({ status: 0, regionRestriction: { blocked: false } });
    expect(await from(undefined)).toMatchObject({ status: 0 });
    expect(await from(undefined, '203.0.113.9')).toMatchObject({ status: 2 });
    expect((await settingsNow()).regionBlocking.countries).toEqual(['VN', 'US']);
    await change((s) => ({ ...s, regionBlocking: { countries: [], ips: [] } }));
    expect(await from('VN')).toMatchObject({ status: 0 });
  });

  it('switches, registration rules and caps, domains: the site calls show them at once', async () => {
    const original = await settingsNow();
    await change((s) => ({
      ...s,
      switches: { ...s.switches, FREEPLAY3: false, LOGINIPVERF3: true },
      registration: {
        ...s.registration,
        perIpPerDay: 9,
        rules: {
          ...s.registration.rules,
          email: { enabled: true, required: true, patternId: 3, minLength: 6, maxLength: 60 },
        },
      },
      domains: ['www.royal-lotus.example', 'm.royal-lotus.example:8443'],
    }));
    const tree = json(await site(API.whitelabel)).value as {
      modId: string;
      childrenNodes: { modId: string; enabled: string }[];
    }[];
    const login = tree.find((n) => n.modId === 'LOGIN3')!.childrenNodes;
    expect(login.find((n) => n.modId === 'FREEPLAY3')?.enabled).toBe('0');
    expect(login.find((n) => n.modId === 'LOGINIPVERF3')?.enabled).toBe('1');
    const rules = json(await site(API.registerSettings)).value;
    expect(rules.email).toMatchObject({ enabled: true, required: true, patternId: 3, maxLength: 60 });
    expect(rules.email.acceptedPattern).toBeTruthy();
    const domains = json(await site(API.domainRoute)).value.domainList.map(
      (d: { domain: string }) => d.domain,
    );
    expect(domains).toEqual(
      expect.arrayContaining(['www.royal-lotus.example', 'm.royal-lotus.example:8443']),
    );
    const [merchant] = await rowsOf<{ settings: { registration: { perIpPerDay: number } } }>(
      t.app.database.db,
      sql`select settings from merchants where code = 'demo'`,
    );
    expect(merchant?.settings.registration.perIpPerDay).toBe(9);
    await change((s) => ({ ...s, registration: original.registration, switches: original.switches }));
    expect(json(await site(API.registerSettings)).value.email).toMatchObject({ required: false });
  });

  it('time zone, currency, languages and the responsible-gaming age: in the site status at once', async () => {
    await change((s) => ({
      ...s,
      name: 'Royal Lotus Asia',
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: { code: 'vnd', symbol: '₫' },
      languages: { offered: ['VI', 'EN'], default: 'VI' },
      responsibleGaming: { minimumAge: 21, realityCheckMinutes: 30 },
    }));
    const brand = json(await site(API.systemStatus)).value.info.brand;
    expect(brand).toMatchObject({
      name: 'Royal Lotus Asia',
      timeZone: 'Asia/Ho_Chi_Minh',
      currencySymbol: '₫',
      languages: ['VI', 'EN'],
      defaultLanguage: 'VI',
      minimumAge: 21,
    });
    expect((await settingsNow()).currency.code).toBe('VND');
    await change((s) => ({
      ...s,
      name: 'Royal Lotus',
      timeZone: 'Asia/Manila',
      currency: { code: 'PHP', symbol: 'P' },
      languages: { offered: ['EN', 'CN', 'ID', 'TH', 'TY', 'VI'], default: 'EN' },
      responsibleGaming: { minimumAge: 18, realityCheckMinutes: 60 },
    }));
  });

  it('operators and back office: the authenticator roles apply to the next call, the threshold is kept', async () => {
    await change((s) => ({
      ...s,
      operators: { totpRequiredRoles: ['support'] },
      backOffice: { adjustmentApprovalThreshold: 2500.5 },
    }));
    // support01 has no authenticator: its session may only set one up now.
    expect((await call('GET', P.settings, tokens.support)).statusCode).toBe(403);
    const [merchant] = await rowsOf<{ settings: { backOffice: { adjustmentApprovalThreshold: number } } }>(
      t.app.database.db,
      sql`select settings from merchants where code = 'demo'`,
    );
    expect(merchant?.settings.backOffice.adjustmentApprovalThreshold).toBe(2500.5);
    await change((s) => ({ ...s, operators: { totpRequiredRoles: [] } }));
    expect((await call('GET', P.settings, tokens.support)).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await settingsNow();
    const audits = (await auditRows('brand.settings')).length;
    const cases: [string, (s: BrandSettings) => unknown, string][] = [
      ['unknown switch', (s) => ({ ...s, switches: { ...s.switches, NOSUCH3: true } }), 'switches'],
      [
        'missing switch',
        (s) => ({ ...s, switches: { ...s.switches, FREEPLAY3: undefined } }),
        'switches.FREEPLAY3',
      ],
      ['bad zone', (s) => ({ ...s, timeZone: 'Mars/Olympus' }), 'timeZone'],
      ['offset zone', (s) => ({ ...s, timeZone: '+08:00' }), 'timeZone'],
      ['lower-case zone', (s) => ({ ...s, timeZone: 'asia/manila' }), 'timeZone'],
      ['bad currency', (s) => ({ ...s, currency: { code: 'XYZ', symbol: 'X' } }), 'currency.code'],
      [
        'bad language',
        (s) => ({ ...s, languages: { offered: ['EN', 'FR'], default: 'EN' } }),
        'languages.offered.1',
      ],
      [
        'default not offered',
        (s) => ({ ...s, languages: { offered: ['EN'], default: 'CN' } }),
        'languages.default',
      ],
      ['unknown key', (s) => ({ ...s, colour: 'red' }), ''],
      [
        'bad country',
        (s) => ({ ...s, regionBlocking: { countries: ['XX'], ips: [] } }),
        'regionBlocking.countries.0',
      ],
      [
        'bad range',
        (s) => ({ ...s, regionBlocking: { countries: [], ips: ['10.0.0.0/40'] } }),
        'regionBlocking.ips.0',
      ],
      ['bad domain', (s) => ({ ...s, domains: ['not a domain'] }), 'domains.0'],
      [
        'min above max',
        (s) => ({
          ...s,
          registration: {
            ...s.registration,
            rules: {
              ...s.registration.rules,
              email: { enabled: true, required: false, patternId: 3, minLength: 9, maxLength: 5 },
            },
          },
        }),
        'registration.rules.email.minLength',
      ],
      [
        'unknown field rule',
        (s) => ({
          ...s,
          registration: { ...s.registration, rules: { shoeSize: before.registration.rules.email } },
        }),
        'registration.rules',
      ],
      [
        'bad role',
        (s) => ({ ...s, operators: { totpRequiredRoles: ['root'] } }),
        'operators.totpRequiredRoles.0',
      ],
      [
        'long message',
        (s) => ({
          ...s,
          maintenance: { ...s.maintenance, messages: { ...s.maintenance.messages, TH: 'x'.repeat(501) } },
        }),
        'maintenance.messages.TH',
      ],
      [
        'negative threshold',
        (s) => ({ ...s, backOffice: { adjustmentApprovalThreshold: -1 } }),
        'backOffice.adjustmentApprovalThreshold',
      ],
    ];
    for (const [what, edit, field] of cases) {
      const res = await call('PUT', P.settings, tokens.owner, edit(before));
      expect(res.statusCode, what).toBe(400);
      expect(json(res).errorCode, what).toBe('validation.failed');
      if (field) expect(json(res).value?.field, `${what}: ${res.body}`).toBe(field);
    }
    expect(await settingsNow()).toEqual(before);
    expect(await auditRows('brand.settings')).toHaveLength(audits);
  });

  it('audits each change with the operator and the changed groups before and after', async () => {
    const before = await settingsNow();
    await change((s) => ({ ...s, loginedToHomePage: true }));
    const rows = await auditRows('brand.settings');
    const last = rows.at(-1)!;
    expect(last.operator_id).toBeGreaterThan(0);
    expect(last.detail).toEqual({
      changed: ['loginedToHomePage'],
      before: { loginedToHomePage: before.loginedToHomePage },
      after: { loginedToHomePage: true },
    });
    await change((s) => ({ ...s, loginedToHomePage: false }));
  });
});

describe('payments configuration', () => {
  const channels = async () =>
    json(await call('GET', P.channels, tokens.viewer)).value.list as {
      id: number;
      code: string;
      enabled: boolean;
      minAmount: number;
      maxAmount: number;
      provider: string;
    }[];

  it('changes a channel (finance): members see the limits and the closing at once; min above max refused', async () => {
    const bank = (await channels()).find((c) => c.code === 'bank')!;
    const url = P.channel.replace(':channelId', String(bank.id));
    const bad = await call('PATCH', url, tokens.finance, { minAmount: 900_000 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).value.field).toBe('minAmount');
    const both = await call('PATCH', url, tokens.finance, { minAmount: 500, maxAmount: 100 });
    expect(both.statusCode).toBe(400);
    expect(json(both).value.field).toBe('minAmount');
    expect((await call('PATCH', url, tokens.finance, { colour: 'red' })).statusCode).toBe(400);
    expect((await channels()).find((c) => c.code === 'bank')).toEqual(bank);

    const res = await call('PATCH', url, tokens.finance, { minAmount: 200, maxAmount: 30_000, sort: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const member = await newMember(t.app);
    const offered = async () =>
      json(
        await t.app.inject({
          method: 'GET',
          url: API.depositChannels,
          headers: { merchant: 'demo', authorization: member.token },
        }),
      ).value.channels as { code: string; minAmount: number; maxAmount: number }[];
    expect((await offered()).find((c) => c.code === 'bank')).toMatchObject({
      minAmount: 200,
      maxAmount: 30_000,
    });
    await call('PATCH', url, tokens.finance, { enabled: false });
    expect((await offered()).some((c) => c.code === 'bank')).toBe(false);
    await call('PATCH', url, tokens.owner, { enabled: true });

    const [row] = await auditRows('payments.channel.update');
    expect(row?.detail.before).toMatchObject({ minAmount: bank.minAmount, maxAmount: bank.maxAmount });
    expect(row?.detail.after).toMatchObject({ minAmount: 200, maxAmount: 30_000, sort: 5 });
    expect(
      (await call('PATCH', P.channel.replace(':channelId', '999999'), tokens.finance, { sort: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('adds, edits and disables a receiving bank account', async () => {
    const input = {
      code: 'bank-bpi',
      bankName: 'BPI',
      accountName: 'Royal Lotus Gaming Ltd',
      accountNumber: '4455-6677-88',
      minAmount: 100,
      maxAmount: 20_000,
      text: { EN: { name: 'BPI transfer', description: 'Transfer to our BPI account.' } },
    };
    const noEnglish = await call('POST', P.bankAccounts, tokens.finance, {
      ...input,
      text: { CN: { name: '转账', description: '' } },
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(json(noEnglish).value.field).toBe('text.EN');
    const inverted = await call('POST', P.bankAccounts, tokens.finance, { ...input, minAmount: 30_000 });
    expect(inverted.statusCode).toBe(400);
    expect(json(inverted).value.field).toBe('minAmount');
    expect(json(await call('GET', P.bankAccounts, tokens.support)).value.totalCount).toBe(1);

    const added = await call('POST', P.bankAccounts, tokens.finance, input);
    expect(added.statusCode, added.body).toBe(200);
    const id = json(added).value.id as number;
    expect(json(added).value.bankAccount).toEqual({
      bankName: 'BPI',
      accountName: 'Royal Lotus Gaming Ltd',
      accountNumber: '4455-6677-88',
    });
    expect((await call('POST', P.bankAccounts, tokens.owner, input)).statusCode).toBe(409);

    const url = P.bankAccount.replace(':channelId', String(id));
    const edited = await call('PATCH', url, tokens.finance, { accountNumber: '9999-0000-11' });
    expect(json(edited).value.bankAccount.accountNumber).toBe('9999-0000-11');
    const disabled = await call('PATCH', url, tokens.finance, { enabled: false });
    expect(json(disabled).value.enabled).toBe(false);
    const list = json(
      await call('GET', P.bankAccounts, tokens.viewer, undefined, { pageSize: '1', pageNo: '2' }),
    ).value;
    expect(list).toMatchObject({ totalCount: 2, pageNo: 2, pageSize: 1, totalPages: 2 });
    expect(list.list).toHaveLength(1);

    const audits = [...(await auditRows('payments.bank.add')), ...(await auditRows('payments.bank.update'))];
    expect(audits[0]?.detail).toMatchObject({ before: null, after: { code: 'bank-bpi' } });
    expect(audits[1]?.detail).toMatchObject({
      before: { bankAccount: { accountNumber: '4455-6677-88' } },
      after: { bankAccount: { accountNumber: '9999-0000-11' } },
    });
    // The sandbox gateway is no bank account.
    const sandbox = (await channels()).find((c) => c.provider === 'sandbox')!;
    expect(
      (
        await call('PATCH', P.bankAccount.replace(':channelId', String(sandbox.id)), tokens.finance, {
          enabled: false,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('withdrawal limits: min above max refused; a change is what the withdraw page shows at once', async () => {
    const before = json(await call('GET', P.withdrawalLimits, tokens.viewer)).value;
    const bad = await call('PUT', P.withdrawalLimits, tokens.finance, { ...before, withdrawMin: 60_000 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).value.field).toBe('withdrawMin');
    expect(json(await call('GET', P.withdrawalLimits, tokens.viewer)).value).toEqual(before);
    const next = { ...before, withdrawMin: 250, withdrawMax: 9_000 };
    expect((await call('PUT', P.withdrawalLimits, tokens.finance, next)).statusCode).toBe(200);
    const member = await newMember(t.app);
    const info = json(
      await t.app.inject({
        method: 'GET',
        url: API.withdrawInfo,
        headers: { merchant: 'demo', authorization: member.token },
      }),
    ).value;
    expect(info).toMatchObject({ min: 250, max: 9_000 });
    const [row] = await auditRows('payments.withdrawal.limits');
    expect(row?.detail).toMatchObject({
      before: { withdrawMin: before.withdrawMin },
      after: { withdrawMin: 250 },
    });
    await call('PUT', P.withdrawalLimits, tokens.owner, before);
  });

  it('withdrawals not received: listed with the proof, refunded or found arrived through the queue', async () => {
    const marked = async (amount: number, received: string) => {
      const m = await newMember(t.app);
      await fundMember(t.app, m.id, 1_000);
      const bank = await addBankAccount(t.app, m);
      const res = await withdraw(t.app, m, {
        amount,
        bankAccountId: bank,
        paymentPassword: PAY_PASSWORD,
        requestId: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = json(res).value.withdrawal.id as number;
      const paid = await call('POST', `/admin/queues/withdrawals/${id}/approve`, tokens.finance, {});
      expect(paid.statusCode, paid.body).toBe(200);
      const { payload, contentType } = await formBody([
        ['receivedAmount', received],
        ['proof', { name: 'statement.jpg', bytes: JPEG, type: 'image/jpeg' }],
      ]);
      const nr = await t.app.inject({
        method: 'POST',
        url: API.withdrawalNotReceived.replace(':id', String(id)),
        payload,
        headers: { merchant: 'demo', authorization: m.token, 'content-type': contentType },
      });
      expect(nr.statusCode, nr.body).toBe(200);
      return { member: m, id };
    };
    const a = await marked(300, '100');
    const b = await marked(400, '0');

    const waiting = json(await call('GET', P.notReceived, tokens.support)).value;
    expect(waiting.totalCount).toBe(2);
    const itemA = waiting.list.find((i: { id: number }) => i.id === a.id);
    expect(itemA).toMatchObject({ amount: 300, receivedAmount: 100, missingAmount: 200, status: 'waiting' });
    const image = await call('GET', itemA.proofUrl, tokens.viewer);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPEG)).toBe(true);
    const summary = await call('GET', '/admin/queues', tokens.finance);
    expect(summary.statusCode, summary.body).toBe(200);
    const queues = json(summary).value.list;
    expect(queues.find((q: { name: string }) => q.name === NOT_RECEIVED_QUEUE)).toMatchObject({
      waiting: 2,
      canDecide: true,
    });

    expect(
      (await call('POST', `/admin/queues/${NOT_RECEIVED_QUEUE}/${a.id}/approve`, tokens.support, {}))
        .statusCode,
    ).toBe(403);
    const before = await mainBalance(t.app, a.member.id);
    const refund = await call('POST', `/admin/queues/${NOT_RECEIVED_QUEUE}/${a.id}/approve`, tokens.finance, {
      note: 'bank confirms the payout failed in part',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await mainBalance(t.app, a.member.id)).toBe(before + 200);
    expect(
      (await call('POST', `/admin/queues/${NOT_RECEIVED_QUEUE}/${a.id}/approve`, tokens.finance, {}))
        .statusCode,
    ).toBe(409);
    expect(await mainBalance(t.app, a.member.id)).toBe(before + 200);

    const balanceB = await mainBalance(t.app, b.member.id);
    const arrived = await call('POST', `/admin/queues/${NOT_RECEIVED_QUEUE}/${b.id}/reject`, tokens.owner, {
      note: 'statement shows it',
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(await mainBalance(t.app, b.member.id)).toBe(balanceB);

    const all = json(await call('GET', P.notReceived, tokens.viewer, undefined, { status: 'all' })).value
      .list;
    expect(all.map((i: { id: number; status: string }) => [i.id, i.status]).sort()).toEqual(
      [
        [a.id, 'refunded'],
        [b.id, 'arrived'],
      ].sort(),
    );
    expect(json(await call('GET', P.notReceived, tokens.viewer)).value.totalCount).toBe(0);
    expect(
      (await call('GET', P.withdrawalProof.replace(':withdrawalId', '999999'), tokens.viewer)).statusCode,
    ).toBe(404);
  });
});

describe('the role matrix of the brand calls', () => {
  it('lets every role read, owners write the settings, owners and finance the payments', async () => {
    const s = await settingsNow();
    const [bank] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`select id from payment_channels where code = 'bank'`,
    );
    const limits = json(await call('GET', P.withdrawalLimits, tokens.viewer)).value;
    const channel = P.channel.replace(':channelId', String(bank!.id));
    const calls: {
      method: 'GET' | 'POST' | 'PUT' | 'PATCH';
      url: string;
      body?: unknown;
      writers?: string[];
    }[] = [
      { method: 'GET', url: P.settings },
      { method: 'PUT', url: P.settings, body: s, writers: ['owner'] },
      { method: 'GET', url: P.channels },
      { method: 'PATCH', url: channel, body: { sort: 1 }, writers: ['owner', 'finance'] },
      { method: 'GET', url: P.bankAccounts },
      // A bad body: an allowed role gets the 400, a refused one the 403 before the body is read.
      { method: 'POST', url: P.bankAccounts, body: {}, writers: ['owner', 'finance'] },
      {
        method: 'PATCH',
        url: P.bankAccount.replace(':channelId', String(bank!.id)),
        body: { sort: 1 },
        writers: ['owner', 'finance'],
      },
      { method: 'GET', url: P.withdrawalLimits },
      { method: 'PUT', url: P.withdrawalLimits, body: limits, writers: ['owner', 'finance'] },
      { method: 'GET', url: P.notReceived },
      { method: 'GET', url: P.withdrawalProof.replace(':withdrawalId', '1') },
    ];
    for (const c of calls)
      for (const role of ['owner', 'finance', 'support', 'viewer'] as const) {
        const res = await call(c.method, c.url, tokens[role], c.body);
        const allowed = !c.writers || c.writers.includes(role);
        if (allowed) expect(res.statusCode, `${role} ${c.method} ${c.url}: ${res.body}`).not.toBe(403);
        else expect(res.statusCode, `${role} ${c.method} ${c.url}`).toBe(403);
      }
  });
});
