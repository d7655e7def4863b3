import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { addDays, dateInZone, startOfDay } from '../../lib/date-range.js';
import { ledgerCheck } from '../../test/funding.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newMember, paidDeposit, playRound, vendorSecret, type Member } from '../../test/reward-fixtures.js';
import { VIP_PERKS_JOB } from './index.js';

// The VIP table's promises (issue 14): upgrades with their bonus, daily rebates, the monthly and the
// birthday bonus, each paid once, from what the member really played and deposited.
const ZONE = 'Asia/Manila';
let t: TestApp;
let clock = () => new Date();
let secret: string;

const run = () => t.app.scheduler.run(VIP_PERKS_JOB);
const levelOf = async (m: Member) =>
  Number(
    (
      await rowsOf<{ l: number }>(
        t.app.database.db,
        sql`select vip_level as l from members where id = ${m.id}`,
      )
    )[0]!.l,
  );
const bonusesOf = (m: Member, source: string) =>
  rowsOf<{ source_ref: string; amount: string; turnover_required: string }>(
    t.app.database.db,
    sql`select source_ref, amount::text as amount, turnover_required::text as turnover_required from bonuses
        where member_id = ${m.id} and source = ${source} order by id`,
  );
const setLevel = (m: Member, level: number) =>
  t.app.database.db.execute(sql`update members set vip_level = ${level} where id = ${m.id}`);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock() });
  secret = await vendorSecret(t.app);
});
afterAll(async () => t.close());

describe('VIP perks', () => {
  it('moves a member up once this month reaches a level, and pays its upgrade bonus once', async () => {
    const m = await newMember(t.app);
    await paidDeposit(t.app, m, 1_000);
    await playRound(t.app, secret, m, 30_000);
    await run();
    expect(await levelOf(m)).toBe(0);
    await playRound(t.app, secret, m, 20_000);
    await run();
    expect(await levelOf(m)).toBe(1);
    const [bonus] = await bonusesOf(m, 'vip_upgrade');
    expect(bonus).toMatchObject({ source_ref: '1', amount: '8800', turnover_required: '8800' });
    await run();
    expect(await bonusesOf(m, 'vip_upgrade')).toHaveLength(1);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('never leaves a level raised with its upgrade bonus unpaid when a run stops between the two', async () => {
    const m = await newMember(t.app);
    await paidDeposit(t.app, m, 1_000);
    await playRound(t.app, secret, m, 50_000);
    // The bonus write fails for this member, as a run that stops after the raise would.
    await t.app.database.db.execute(
      sql.raw(`create function fail_vip_bonus() returns trigger language plpgsql as $$
        begin
          if new.member_id = ${m.id} and new.source = 'vip_upgrade' then raise exception 'stopped'; end if;
          return new;
        end $$`),
    );
    await t.app.database.db.execute(
      sql.raw(
        'create trigger fail_vip_bonus before insert on bonuses for each row execute function fail_vip_bonus()',
      ),
    );
    try {
      await expect(run()).rejects.toThrow();
    } finally {
      await t.app.database.db.execute(sql.raw('drop trigger fail_vip_bonus on bonuses'));
      await t.app.database.db.execute(sql.raw('drop function fail_vip_bonus()'));
    }
    expect(await levelOf(m)).toBe(0);
    expect(await bonusesOf(m, 'vip_upgrade')).toEqual([]);
    await run();
    expect(await levelOf(m)).toBe(1);
    expect(await bonusesOf(m, 'vip_upgrade')).toHaveLength(1);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it("pays yesterday's rebate at the level's rate per game category, once", async () => {
    const m = await newMember(t.app);
    await playRound(t.app, secret, m, 10_000, 9_000);
    await run();
    expect(await bonusesOf(m, 'vip_rebate')).toEqual([]);
    clock = () => new Date(Date.now() + 86_400_000);
    try {
      await run();
      await run();
    } finally {
      clock = () => new Date();
    }
    const rebates = await bonusesOf(m, 'vip_rebate');
    // Level 0, slots: 0.40% of 10,000 valid bets.
    expect(rebates).toEqual([
      { source_ref: dateInZone(new Date(), ZONE), amount: '4000', turnover_required: '4000' },
    ]);
  });

  it('pays the monthly bonus of the level on the first day of the month, once', async () => {
    const m = await newMember(t.app);
    await setLevel(m, 2);
    await run();
    const today = dateInZone(new Date(), ZONE);
    if (!today.endsWith('-01')) expect(await bonusesOf(m, 'vip_monthly')).toEqual([]);
    const [y, mo] = today.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(y, mo, 1)).toISOString().slice(0, 10);
    const at = new Date(startOfDay(first, ZONE).getTime() + 3_600_000);
    clock = () => at;
    try {
      await run();
      await run();
    } finally {
      clock = () => new Date();
    }
    expect(await bonusesOf(m, 'vip_monthly')).toEqual([
      { source_ref: first.slice(0, 7), amount: '8800', turnover_required: '8800' },
    ]);
  });

  it('pays the birthday bonus of the level on the date of birth, once a year', async () => {
    const m = await newMember(t.app);
    const other = await newMember(t.app);
    await setLevel(m, 1);
    await setLevel(other, 1);
    const today = dateInZone(new Date(), ZONE);
    const tomorrow = addDays(today, 1);
    const profile = (date: string) => JSON.stringify({ birthday: `1990-${date.slice(5)}` });
    await t.app.database.db.execute(
      sql`update members set profile = ${profile(today)}::jsonb where id = ${m.id}`,
    );
    await t.app.database.db.execute(
      sql`update members set profile = ${profile(tomorrow)}::jsonb where id = ${other.id}`,
    );
    await run();
    await run();
    expect(await bonusesOf(m, 'vip_birthday')).toEqual([
      { source_ref: today.slice(0, 4), amount: '8800', turnover_required: '8800' },
    ]);
    expect(await bonusesOf(other, 'vip_birthday')).toEqual([]);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });
});
