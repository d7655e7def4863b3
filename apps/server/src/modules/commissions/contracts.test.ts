import { ADMIN_API, AGENT_ERRORS, API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { otherBrand } from '../../test/reward-fixtures.js';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';
import { newMember } from '../../test/members.js';

let t: TestApp;
let adminToken = '';

type Agent = { id: number; username: string; token: string };

const headers = (token?: string, merchant = 'demo') => ({
  merchant,
  ...(token ? { authorization: token } : {}),
});
const get = (url: string, token: string, query: Record<string, string | number> = {}, merchant = 'demo') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: headers(token, merchant),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const send = (method: 'POST' | 'DELETE', url: string, token: string, body?: unknown, merchant = 'demo') =>
  t.app.inject({
    method,
    url,
    headers: headers(token, merchant),
    ...(body === undefined ? {} : { payload: body as object }),
  });
const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, q);

/** A member placed under `uplineId` with an account type, signed in again so that its session has the type. */
async function member(uplineId: number | null, type = 1, merchant = 'demo'): Promise<Agent> {
  const m = await newMember(t.app, { prefix: 'ag', merchant });
  await t.app.database.db.execute(
    sql`update members set type = ${type}, upline_id = ${uplineId} where id = ${m.id}`,
  );
  const res = await login(t.app, m.username, 'Secret123', {}, { merchant });
  expect(res.statusCode, res.body).toBe(200);
  return { id: m.id, username: m.username, token: json(res).value.token as string };
}

const daily = (rate: number, validBet = 0) => ({
  kind: 'daily',
  tiers: [{ validBet, activeMembers: 0, rate }],
});

/** The house offers a top agent a contract through the operator API, and the agent signs it. */
async function houseContract(agent: Agent, terms: Record<string, unknown> = daily(2)) {
  const offer = await send('POST', ADMIN_API.adminAgentContracts, adminToken, { memberId: agent.id, terms });
  expect(offer.statusCode, offer.body).toBe(200);
  const id = json(offer).value.id as number;
  const signed = await get(API.processDailySalary, agent.token, { id, action: 'sign' });
  if (terms.kind === 'daily') expect(signed.statusCode, signed.body).toBe(200);
  return id;
}

const offer = (from: Agent, memberId: number, terms: Record<string, unknown>) =>
  send('POST', API.agentContracts, from.token, { memberId, terms });

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.adminLogin,
    headers: { merchant: 'demo' },
    payload: { username: 'admin', password: 'Lotus2026' },
  });
  adminToken = json(res).value.token as string;
});
afterAll(async () => t?.close());

describe('offering a contract', () => {
  it('refuses a caller who is not an agent (403) and a kind that is off (403)', async () => {
    const player = await member(null, 0);
    const res = await get(API.agentContracts, player.token, { kind: 'daily' });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe(AGENT_ERRORS.agentOnly);
    const trial = await member(null, 4);
    // A trial account is refused before anything else (trial accounts are never agents).
    expect((await get(API.agentContracts, trial.token, { kind: 'daily' })).statusCode).toBe(403);

    await otherBrand(t.app, 'noreal');
    await t.app.database.db.execute(
      sql`update whitelabel_switches set enabled = false
          where mod_id = 'RTSALARY3' and merchant_id = (select id from merchants where code = 'noreal')`,
    );
    const other = await member(null, 1, 'noreal');
    const off = await get(API.agentContracts, other.token, { kind: 'realtime' }, 'noreal');
    expect(off.statusCode).toBe(403);
    expect(json(off).errorCode).toBe(AGENT_ERRORS.contractKindOff);
    expect(json(off).message).toContain('RTSALARY3');
    expect((await get(API.agentContracts, other.token, { kind: 'daily' }, 'noreal')).statusCode).toBe(200);
  });

  it('refuses bad input with a message naming the field, and stores nothing', async () => {
    const top = await member(null);
    await houseContract(top, daily(3));
    const down = await member(top.id);
    const cases: [unknown, number, string, string][] = [
      [{ memberId: down.id, terms: daily(0) }, 400, ERROR_CODES.validation, 'rate'],
      [{ memberId: down.id, terms: daily(1.234) }, 400, ERROR_CODES.validation, 'two decimals'],
      [{ memberId: down.id, terms: daily(11) }, 400, ERROR_CODES.validation, 'rate'],
      [{ memberId: down.id, terms: { kind: 'daily', tiers: [] } }, 400, ERROR_CODES.validation, 'tiers'],
      [{ memberId: down.id, terms: { kind: 'weekly', tiers: [] } }, 400, ERROR_CODES.validation, 'kind'],
      [{ memberId: 'x', terms: daily(1) }, 400, ERROR_CODES.validation, 'memberId'],
      [
        {
          memberId: down.id,
          terms: {
            kind: 'daily',
            tiers: [
              { validBet: 100, activeMembers: 1, rate: 1 },
              { validBet: 50, activeMembers: 1, rate: 2 },
            ],
          },
        },
        400,
        AGENT_ERRORS.contractTiersInvalid,
        'terms.tiers.1.validBet',
      ],
      [
        {
          memberId: down.id,
          terms: {
            kind: 'daily',
            tiers: [
              { validBet: 100, activeMembers: 1, rate: 2 },
              { validBet: 200, activeMembers: 1, rate: 1 },
            ],
          },
        },
        400,
        AGENT_ERRORS.contractTiersInvalid,
        'terms.tiers.1.rate',
      ],
      [
        {
          memberId: down.id,
          terms: {
            kind: 'daily',
            tiers: [
              { validBet: 100, activeMembers: 1, rate: 1 },
              { validBet: 100, activeMembers: 1, rate: 2 },
            ],
          },
        },
        400,
        AGENT_ERRORS.contractTiersInvalid,
        'terms.tiers.1',
      ],
      [
        {
          memberId: down.id,
          terms: { kind: 'daily', tiers: [{ validBet: 0.001, activeMembers: 0, rate: 1 }] },
        },
        400,
        AGENT_ERRORS.contractTiersInvalid,
        'terms.tiers.0.validBet',
      ],
      [{ memberId: down.id, terms: daily(3.01) }, 422, AGENT_ERRORS.contractRateAboveUpline, '3%'],
      [
        { memberId: down.id, terms: { kind: 'hourly', tiers: [{ validBet: 0, rate: 1 }] } },
        422,
        AGENT_ERRORS.contractRateAboveUpline,
        'no signed hourly salary',
      ],
    ];
    for (const [body, status, code, text] of cases) {
      const res = await send('POST', API.agentContracts, top.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).errorCode, res.body).toBe(code);
      expect(json(res).message).toContain(text);
    }
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from agent_contracts where member_id = ${down.id}`,
    );
    expect(Number(n!.n)).toBe(0);
  });

  it('offers only to a direct downline agent (404 otherwise)', async () => {
    const top = await member(null);
    await houseContract(top, daily(3));
    const down = await member(top.id);
    const player = await member(top.id, 0);
    const grandchild = await member(down.id);
    const stranger = await member(null);
    for (const id of [player.id, grandchild.id, stranger.id, top.id, 2_000_000]) {
      const res = await offer(top, id, daily(1));
      expect(res.statusCode).toBe(404);
      expect(json(res).errorCode).toBe(AGENT_ERRORS.agentNotInTeam);
    }
    const made = await offer(top, down.id, daily(2.5));
    expect(made.statusCode, made.body).toBe(200);
    expect(json(made).value).toMatchObject({
      kind: 'daily',
      upline: top.username,
      username: down.username,
      topRate: 2.5,
      status: 'offered',
      terms: { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 2.5 }] },
    });
    const [stored] = await rows<{ top_rate: number; terms: any }>(
      sql`select top_rate, terms from agent_contracts where id = ${json(made).value.id}`,
    );
    expect(Number(stored!.top_rate)).toBe(250);
    expect(stored!.terms.tiers[0].rate).toBe(250);
    // The member's inbox tells of the offer in words, with the kind's name and the top rate.
    const inbox = json(await get(API.messageList, down.token)).value;
    expect(inbox.list[0]).toMatchObject({ kind: 'commission', title: 'Daily salary contract offered' });
    const opened = await send('POST', API.messageRead, down.token, { id: inbox.list[0].id });
    expect(json(opened).value.body).toBe(
      'Your upline offers you a daily salary contract with a top rate of 2.5%. ' +
        'Open the agent centre to sign or reject it.',
    );
    const again = await offer(top, down.id, daily(1));
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe(AGENT_ERRORS.contractExists);
  });
});

describe('deciding a contract', () => {
  it('signs, rejects and terminates in the allowed states only', async () => {
    const top = await member(null);
    await houseContract(top, daily(3));
    const down = await member(top.id);
    const id = json(await offer(top, down.id, daily(1))).value.id as number;

    const other = await member(top.id);
    const notMine = await get(API.processDailySalary, other.token, { id, action: 'sign' });
    expect(notMine.statusCode).toBe(404);
    expect(json(notMine).errorCode).toBe(AGENT_ERRORS.contractNotFound);
    const wrongKind = await get(API.processDividend, down.token, { id, action: 'sign' });
    expect(json(wrongKind).errorCode).toBe(AGENT_ERRORS.contractNotFound);
    const bad = await get(API.processDailySalary, down.token, { id, action: 'approve' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorCode).toBe(ERROR_CODES.validation);

    const early = await get(API.processDailySalary, down.token, { id, action: 'terminate' });
    expect(early.statusCode).toBe(409);
    expect(json(early).errorCode).toBe(AGENT_ERRORS.contractStateInvalid);

    const signed = await get(API.processDailySalary, down.token, { id, action: 'sign' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(json(signed).value).toMatchObject({ contract: { id, status: 'signed' }, ended: [] });
    expect(json(signed).value.contract.decidedDateStr).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const twice = await get(API.processDailySalary, down.token, { id, action: 'reject' });
    expect(json(twice).errorCode).toBe(AGENT_ERRORS.contractStateInvalid);
    const ended = await get(API.processDailySalary, down.token, { id, action: 'terminate' });
    expect(json(ended).value.contract.status).toBe('terminated');

    const id2 = json(await offer(top, down.id, daily(1))).value.id as number;
    const rejected = await get(API.processDailySalary, down.token, { id: id2, action: 'reject' });
    expect(json(rejected).value.contract.status).toBe('rejected');
  });

  it('hourly and real-time answers are POST bodies', async () => {
    const top = await member(null);
    const res = await send('POST', ADMIN_API.adminAgentContracts, adminToken, {
      memberId: top.id,
      terms: { kind: 'realtime', tiers: [{ singleBet: 10, winRate: 0.5, lossRate: 1 }] },
    });
    const id = json(res).value.id as number;
    expect(json(res).value.topRate).toBe(1);
    const wrong = await send('POST', API.processHourSalary, top.token, { id, action: 'sign' });
    expect(json(wrong).errorCode).toBe(AGENT_ERRORS.contractNotFound);
    const signed = await send('POST', API.processRealTimeSalary, top.token, { id, action: 'sign' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(json(signed).value.contract).toMatchObject({ status: 'signed', upline: null });
  });

  it('signing ends the signer’s subordinate contracts paying more, and tells both sides', async () => {
    const top = await member(null);
    await houseContract(top, daily(5));
    const mid = await member(top.id);
    const midOffer = json(await offer(top, mid.id, daily(5))).value.id as number;
    await get(API.processDailySalary, mid.token, { id: midOffer, action: 'sign' });
    const low = await member(mid.id);
    const high = await member(mid.id);
    const lowId = json(await offer(mid, low.id, daily(1))).value.id as number;
    const highId = json(await offer(mid, high.id, daily(4))).value.id as number;
    await get(API.processDailySalary, high.token, { id: highId, action: 'sign' });

    // The upline ends mid's contract and offers a lower one; signing it ends high's (4% > 2%).
    const end = await send('DELETE', API.agentContract.replace(':id', String(midOffer)), top.token);
    expect(json(end).value).toMatchObject({
      status: 'ended',
      endedReason: expect.stringContaining(top.username),
    });
    const lower = json(await offer(top, mid.id, daily(2))).value.id as number;
    const res = await get(API.processDailySalary, mid.token, { id: lower, action: 'sign' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.ended).toEqual([{ id: highId, username: high.username }]);
    const [h] = await rows<{ status: string; ended_reason: string }>(
      sql`select status, ended_reason from agent_contracts where id = ${highId}`,
    );
    expect(h!.status).toBe('ended');
    expect(h!.ended_reason).toContain(`#${lower}`);
    const [l] = await rows<{ status: string }>(sql`select status from agent_contracts where id = ${lowId}`);
    expect(l!.status).toBe('offered');
    const told = await rows<{ member_id: number }>(
      sql`select member_id from member_messages where template = 'commission.ended.daily' and (params->>'id')::int = ${highId}`,
    );
    expect(told.map((r) => Number(r.member_id)).sort()).toEqual([mid.id, high.id].sort());

    // Offers above the new own rate are refused now; an offer within it to a member with a live one too.
    expect(json(await offer(mid, low.id, daily(1))).errorCode).toBe(AGENT_ERRORS.contractExists);
    const newcomer = await member(mid.id);
    expect(json(await offer(mid, newcomer.id, daily(2.01))).errorCode).toBe(
      AGENT_ERRORS.contractRateAboveUpline,
    );
  });

  it('only the upline ends a contract it offered', async () => {
    const top = await member(null);
    await houseContract(top, daily(3));
    const down = await member(top.id);
    const id = json(await offer(top, down.id, daily(1))).value.id as number;
    const byDown = await send('DELETE', API.agentContract.replace(':id', String(id)), down.token);
    expect(byDown.statusCode).toBe(404);
    expect(json(byDown).errorCode).toBe(AGENT_ERRORS.contractNotFound);
    const ok = await send('DELETE', API.agentContract.replace(':id', String(id)), top.token);
    expect(json(ok).value.status).toBe('ended');
    const again = await send('DELETE', API.agentContract.replace(':id', String(id)), top.token);
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe(AGENT_ERRORS.contractStateInvalid);
  });
});

describe('the contracts page and the consolidated info', () => {
  it('shows mine, those offered, and the waiting offers in the consolidated info', async () => {
    const top = await member(null);
    await houseContract(top, daily(3));
    const down = await member(top.id);
    const id = json(await offer(top, down.id, daily(1.5))).value.id as number;

    const view = json(await get(API.agentContracts, top.token, { kind: 'daily' })).value;
    expect(view.mine).toMatchObject({ status: 'signed', topRate: 3, upline: null });
    expect(view.offered.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(view.currencySymbol).toBeTruthy();
    expect(json(await get(API.agentContracts, top.token, { kind: 'nope' })).errorCode).toBe(
      ERROR_CODES.validation,
    );

    const info = json(await get(API.consolidatedFunds, down.token)).value;
    expect(info).toMatchObject({
      dividendEnabled: true,
      dailySalaryEnabled: true,
      hourSalaryEnabled: true,
      realTimeSalaryEnabled: true,
      divtypereq: null,
      contracthoursalreqs: null,
      realtimesalreqtype: null,
      frozenReason: null,
    });
    expect(info.dailysalreqtype).toMatchObject({ id, status: 'offered', topRate: 1.5, upline: top.username });
    expect(typeof info.mainBalance).toBe('number');

    const player = await member(top.id, 0);
    const plain = json(await get(API.consolidatedFunds, player.token)).value;
    expect(plain).toMatchObject({
      dividendEnabled: false,
      dailySalaryEnabled: false,
      dailysalreqtype: null,
      frozenReason: null,
    });
  });
});
