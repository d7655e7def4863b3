import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, defaultRules, defaultSettings, seedBrand } from '../../seed/brands.js';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { findBankAccount } from './bank-accounts.repository.js';
import {
  addBankAccount,
  auth,
  get,
  newMember,
  sealed,
  setPaymentPassword,
  type Member,
} from '../../test/security-kit.js';

let t: TestApp;
let trial: Member;
let demoId = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, loginPerMinute: 1000 });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'bank2',
    name: 'Second Lotus',
    isDefault: false,
    rules: defaultRules(),
    settings: defaultSettings(),
    accounts: [],
  });
  trial = {
    username: 'trial01',
    token: json(await login(t.app, 'trial01', 'Lotus2026')).value.token,
    id: 0,
    merchant: 'demo',
  };
  const [demo] = await rowsOf<{ id: number }>(
    t.app.database.db,
    sql`select id from merchants where code = 'demo'`,
  );
  demoId = Number(demo?.id);
});
afterAll(async () => t.close());

const count = async (memberId: number) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        t.app.database.db,
        sql`select count(*)::int as n from member_bank_accounts where member_id = ${memberId}`,
      )
    )[0]?.n,
  );

describe('bank accounts', () => {
  it('lists the banks of the site', async () => {
    const m = await newMember(t.app);
    const banks = json(await get(t.app, API.banks, m)).value;
    expect(banks.length).toBeGreaterThanOrEqual(10);
    expect(banks[0]).toEqual({ code: 'BDO', name: 'BDO Unibank' });
  });

  it('adds an account with the payment password, sealed at rest and shown masked', async () => {
    const m = await newMember(t.app);
    const notSet = await addBankAccount(t.app, m, { accountNumber: '1234567890' });
    expect(notSet.statusCode).toBe(422);
    expect(json(notSet).errorCode).toBe('payment.password.not.set');
    await setPaymentPassword(t.app, m);
    const wrong = await addBankAccount(t.app, m, { accountNumber: '1234567890', paymentPassword: '999999' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errorCode).toBe('payment.password.wrong');
    expect(await count(m.id)).toBe(0);

    const added = await addBankAccount(t.app, m, {
      accountNumber: '1234567890',
      accountName: 'Maria  Santos',
    });
    expect(added.statusCode).toBe(200);
    expect(json(added).value).toMatchObject({
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountName: 'Maria Santos',
      accountNumber: '****7890',
    });
    const list = json(await get(t.app, API.bankAccounts, m)).value;
    expect(list.max).toBe(5);
    expect(list.list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('1234567890');
    const [row] = await rowsOf<{ sealed: string; hash: string }>(
      t.app.database.db,
      sql`select account_number_sealed as sealed, account_number_hash as hash from member_bank_accounts where member_id = ${m.id}`,
    );
    expect(row?.sealed).not.toContain('1234567890');
    expect(row?.hash).not.toContain('1234567890');

    const duplicate = await addBankAccount(t.app, m, { accountNumber: '1234567890' });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).errorCode).toBe('bank.account.duplicate');
    // The same number at another bank is another account.
    expect(
      (await addBankAccount(t.app, m, { accountNumber: '1234567890', bankCode: 'BPI' })).statusCode,
    ).toBe(200);
    expect(json(await get(t.app, API.securityOverview, m)).value.bankAccountCount).toBe(2);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const m = await newMember(t.app);
    await setPaymentPassword(t.app, m);
    const cases: [Record<string, unknown>, string][] = [
      [{ bankCode: 'NOPE' }, 'bank.unknown'],
      [{ accountNumber: '12345' }, 'validation.failed'],
      [{ accountNumber: '1'.repeat(21) }, 'validation.failed'],
      [{ accountNumber: '12345abc9' }, 'validation.failed'],
      [{ accountName: 'M' }, 'validation.failed'],
      [{ accountName: 'Maria <b>' }, 'validation.failed'],
      [{ paymentPassword: '' }, 'validation.failed'],
    ];
    for (const [change, code] of cases) {
      const res = await addBankAccount(t.app, m, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json(res).errorCode).toBe(code);
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: API.bankAccounts,
      headers: auth(m.token),
      payload: {
        bankCode: 'BDO',
        accountName: 'Maria Santos',
        accountNumber: '1234567890',
        paymentPassword: '246810',
      },
    });
    expect(json(plain).errorCode).toBe('encryption.required');
    expect(await count(m.id)).toBe(0);
  });

  it('keeps at most five accounts', async () => {
    const m = await newMember(t.app);
    await setPaymentPassword(t.app, m);
    for (let i = 0; i < 5; i++)
      expect((await addBankAccount(t.app, m, { accountNumber: `55500000${i}` })).statusCode).toBe(200);
    const sixth = await addBankAccount(t.app, m, { accountNumber: '555000009' });
    expect(sixth.statusCode).toBe(422);
    expect(json(sixth).errorCode).toBe('bank.account.limit');
    expect(await count(m.id)).toBe(5);
  });

  it('removes an own account with the payment password; another member, brand or a trial gets 404 or 403', async () => {
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const foreign = await newMember(t.app, 'bank2');
    for (const m of [owner, other, foreign]) await setPaymentPassword(t.app, m);
    const id = json(await addBankAccount(t.app, owner, { accountNumber: '7777000011' })).value.id as number;
    const path = API.bankAccountRemove.replace(':id', String(id));

    const byOther = await sealed(t.app, path, other, { paymentPassword: '246810' });
    expect(byOther.statusCode).toBe(404);
    expect((await sealed(t.app, path, foreign, { paymentPassword: '246810' })).statusCode).toBe(404);
    expect((await sealed(t.app, path, trial, { paymentPassword: '246810' })).statusCode).toBe(403);
    const wrong = await sealed(t.app, path, owner, { paymentPassword: '000000' });
    expect(json(wrong).errorCode).toBe('payment.password.wrong');
    expect(json(await get(t.app, API.bankAccounts, owner)).value.list).toHaveLength(1);

    expect(await findBankAccount(t.app.database.db, demoId, owner.id, id)).toEqual({
      id,
      bankName: 'BDO Unibank',
      accountName: 'Maria Santos',
      last4: '0011',
    });
    expect(await findBankAccount(t.app.database.db, demoId, other.id, id)).toBeUndefined();

    expect((await sealed(t.app, path, owner, { paymentPassword: '246810' })).statusCode).toBe(200);
    expect(json(await get(t.app, API.bankAccounts, owner)).value.list).toHaveLength(0);
    expect(await findBankAccount(t.app.database.db, demoId, owner.id, id)).toBeUndefined();
    expect((await sealed(t.app, path, owner, { paymentPassword: '246810' })).statusCode).toBe(404);
    // Removed, it can be added again.
    expect((await addBankAccount(t.app, owner, { accountNumber: '7777000011' })).statusCode).toBe(200);
    expect(
      (await sealed(t.app, API.bankAccountRemove.replace(':id', 'abc'), owner, { paymentPassword: '246810' }))
        .statusCode,
    ).toBe(400);
    expect((await get(t.app, API.bankAccounts, trial)).statusCode).toBe(403);
  });
});
