import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { registerFrom } from '../../test/reward-fixtures.js';

// New accounts a day per IP address and per device (the demo brand: 5 and 3), enforced in the
// registration's transaction so that a burst of concurrent registrations cannot pass the cap.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false, registrationLimits: true });
});
afterAll(async () => t.close());

const membersFrom = async (column: 'registration_ip' | 'registration_device', value: string) =>
  Number(
    (
      await rowsOf<{ n: string }>(
        t.app.database.db,
        sql`select count(*) as n from members where ${sql.raw(column)} = ${value}`,
      )
    )[0]!.n,
  );

describe('registration limits', () => {
  it('creates at most 5 accounts a day from one IP address, however many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => registerFrom(t.app, { ip: '10.70.0.1' })),
    );
    const ok = answers.filter((a) => a.res.statusCode === 200);
    const refused = answers.filter((a) => a.res.statusCode === 429);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(25);
    const refusal = refused[0]!.res;
    expect(json(refusal)).toMatchObject({ errorCode: 'register.limit.reached', value: { limit: 5 } });
    expect(json(refusal).message).toMatch(/IP address/);
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
    expect(await membersFrom('registration_ip', '10.70.0.1')).toBe(5);
    // Another address is not affected.
    expect((await registerFrom(t.app, { ip: '10.70.0.2' })).res.statusCode).toBe(200);
  });

  it('creates at most 3 accounts a day from one device, across addresses', async () => {
    const device = 'limit-device-000001';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => registerFrom(t.app, { ip: `10.71.0.${i + 1}`, device })),
    );
    expect(answers.filter((a) => a.res.statusCode === 200)).toHaveLength(3);
    const refusal = answers.find((a) => a.res.statusCode === 429)!.res;
    expect(json(refusal)).toMatchObject({ errorCode: 'register.limit.reached', value: { limit: 3 } });
    expect(json(refusal).message).toMatch(/device/);
    expect(await membersFrom('registration_device', device)).toBe(3);
  });

  it('gives the place back when the registration fails for another reason', async () => {
    const ip = '10.72.0.1';
    const taken = await registerFrom(t.app, { ip });
    expect(taken.res.statusCode).toBe(200);
    for (let i = 0; i < 6; i++)
      expect((await registerFrom(t.app, { ip }, {}, taken.username)).res.statusCode).toBe(409);
    for (let i = 0; i < 4; i++) expect((await registerFrom(t.app, { ip })).res.statusCode).toBe(200);
    expect((await registerFrom(t.app, { ip })).res.statusCode).toBe(429);
  });
});
