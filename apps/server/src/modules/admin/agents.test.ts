import { AGENT_ERRORS, API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { hashPassword } from '../../lib/passwords.js';
import { newMember } from '../../test/members.js';
import { otherBrand } from '../../test/reward-fixtures.js';
import { createTestApp, json, uniqueName, type TestApp } from '../../test/test-app.js';

// The operator API of the agent business: roles, refusals, and one audit row per change.

let t: TestApp;
const tokens: Record<string, string> = {};
const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, q);

const call = (
  role: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  query?: Record<string, string>,
) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: tokens[role]! },
    ...(body === undefined ? {} : { payload: body as object }),
    ...(query ? { query } : {}),
  });

async function lastAudit(event: string) {
  const [row] = await rows<{ operator_id: number; detail: any }>(
    sql`select operator_id, detail from audit_log where event = ${event} order by id desc limit 1`,
  );
  return row;
}

async function agent(uplineId: number | null = null, type = 1, merchant = 'demo') {
  const m = await newMember(t.app, { prefix: 'op', merchant });
  await t.app.database.db.execute(
    sql`update members set type = ${type}, upline_id = ${uplineId} where id = ${m.id}`,
  );
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  const hash = await hashPassword('Lotus2026');
  await t.app.database.db.execute(
    sql`insert into operators (merchant_id, username, username_lower, password_hash, role)
        select id, 'viewer01', 'viewer01', ${hash}, 'viewer' from merchants where code = 'demo'`,
  );
  for (const [role, username] of [
    ['owner', 'admin'],
    ['finance', 'finance01'],
    ['support', 'support01'],
    ['viewer', 'viewer01'],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: API.adminLogin,
      headers: { merchant: 'demo' },
      payload: { username, password: 'Lotus2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    tokens[role!] = json(res).value.token as string;
  }
});
afterAll(async () => t?.close());

describe('top agents', () => {
  it('opens a top agent that must change its password, audited; viewers and support may not', async () => {
    const username = uniqueName('top');
    for (const role of ['viewer', 'support']) {
      const res = await call(role, 'POST', API.adminAgents, { username, password: 'Secret123', type: 1 });
      expect(res.statusCode).toBe(403);
      expect(json(res).errorCode).toBe(ERROR_CODES.forbidden);
    }
    const res = await call('owner', 'POST', API.adminAgents, { username, password: 'Secret123', type: 41 });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).value.id as number;
    const [m] = await rows<{ type: number; upline_id: number | null; must_change_password: boolean }>(
      sql`select type, upline_id, must_change_password from members where id = ${id}`,
    );
    expect(m).toMatchObject({ type: 41, upline_id: null, must_change_password: true });
    const audit = await lastAudit('agent.create');
    expect(audit!.detail).toMatchObject({ before: null, after: { id, username, type: 41 } });
    expect(JSON.stringify(audit!.detail)).not.toContain('Secret123');

    const again = await call('finance', 'POST', API.adminAgents, {
      username,
      password: 'Secret123',
      type: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe(ERROR_CODES.usernameTaken);
    for (const [body, field] of [
      [{ username: uniqueName('t'), password: 'Secret123', type: 4 }, 'type'],
      [{ username: uniqueName('t'), password: 'Secret123', type: 3 }, 'type'],
      [{ username: uniqueName('t'), password: 'Secret123', type: 0 }, 'type'],
      [{ username: uniqueName('t'), password: 'x', type: 1 }, 'password'],
      [{ username: 'a b!', password: 'Secret123', type: 1 }, 'username'],
    ] as const) {
      const bad = await call('owner', 'POST', API.adminAgents, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(bad).message).toContain(field);
    }
  });
});

describe('moves', () => {
  it('moves a member under an agent and keeps the tree; refuses cycles and strangers', async () => {
    const top = await agent();
    const mid = await agent(top.id);
    const leaf = await agent(mid.id, 0);
    const other = await agent();
    const url = (id: number) => API.adminAgentMove.replace(':id', String(id));

    const res = await call('finance', 'PUT', url(mid.id), { uplineId: other.id });
    expect(res.statusCode, res.body).toBe(200);
    const tree = await rows<{ ancestor_id: number; depth: number }>(
      sql`select ancestor_id, depth from agent_tree where descendant_id = ${leaf.id} order by depth`,
    );
    expect(tree.map((r) => [Number(r.ancestor_id), Number(r.depth)])).toEqual([
      [leaf.id, 0],
      [mid.id, 1],
      [other.id, 2],
    ]);
    const audit = await lastAudit('agent.move');
    expect(audit!.detail).toMatchObject({
      memberId: mid.id,
      before: { uplineId: top.id },
      after: { uplineId: other.id },
    });

    const sub = await agent(mid.id);
    for (const uplineId of [sub.id, mid.id]) {
      const cycle = await call('owner', 'PUT', url(mid.id), { uplineId });
      expect(cycle.statusCode).toBe(409);
      expect(json(cycle).errorCode).toBe(AGENT_ERRORS.agentTreeCycle);
    }
    await otherBrand(t.app, 'movex');
    const foreign = await agent(null, 1, 'movex');
    for (const [id, body] of [
      [mid.id, { uplineId: foreign.id }],
      [foreign.id, { uplineId: top.id }],
      [2_000_000, { uplineId: top.id }],
      [mid.id, { uplineId: 2_000_000 }],
    ] as const) {
      const res404 = await call('owner', 'PUT', url(id), body);
      expect(res404.statusCode, JSON.stringify([id, body])).toBe(404);
    }
    const notAgent = await call('owner', 'PUT', url(mid.id), { uplineId: (await agent(top.id, 0)).id });
    expect(notAgent.statusCode).toBe(400);
    expect(json(notAgent).message).toContain('uplineId');
    expect((await call('owner', 'PUT', url(mid.id), { uplineId: 'x' })).statusCode).toBe(400);
    expect((await call('viewer', 'PUT', url(mid.id), { uplineId: null })).statusCode).toBe(403);
    const [still] = await rows<{ upline_id: number }>(
      sql`select upline_id from members where id = ${mid.id}`,
    );
    expect(Number(still!.upline_id)).toBe(other.id);

    const toTop = await call('owner', 'PUT', url(mid.id), { uplineId: null });
    expect(json(toTop).value).toMatchObject({ id: mid.id, uplineId: null });
    const [ancestors] = await rows<{ n: number }>(
      sql`select count(*)::int as n from agent_tree where descendant_id = ${leaf.id}`,
    );
    expect(Number(ancestors!.n)).toBe(2);
  });

  it('a move ends the live contracts with the former upline', async () => {
    const top = await agent();
    const offer = await call('owner', 'POST', API.adminAgentContracts, {
      memberId: top.id,
      terms: { kind: 'hourly', tiers: [{ validBet: 0, rate: 1 }] },
    });
    const other = await agent();
    const res = await call('owner', 'PUT', API.adminAgentMove.replace(':id', String(top.id)), {
      uplineId: other.id,
    });
    expect(json(res).value.endedContracts).toEqual([json(offer).value.id]);
  });
});

describe('house contracts', () => {
  it('offers to top agents only, ends, and audits both', async () => {
    const top = await agent();
    const below = await agent(top.id);
    const terms = { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 2 }] };
    const refused = await call('owner', 'POST', API.adminAgentContracts, { memberId: below.id, terms });
    expect(refused.statusCode).toBe(404);
    expect(json(refused).errorCode).toBe(AGENT_ERRORS.agentNotInTeam);
    expect(
      (await call('viewer', 'POST', API.adminAgentContracts, { memberId: top.id, terms })).statusCode,
    ).toBe(403);
    const bad = await call('owner', 'POST', API.adminAgentContracts, {
      memberId: top.id,
      terms: { kind: 'daily', tiers: [] },
    });
    expect(bad.statusCode).toBe(400);

    const res = await call('finance', 'POST', API.adminAgentContracts, { memberId: top.id, terms });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).value.id as number;
    expect(json(res).value).toMatchObject({ upline: null, status: 'offered', topRate: 2 });
    expect((await lastAudit('agent.contract.offer'))!.detail).toMatchObject({ contractId: id, before: null });
    const dup = await call('owner', 'POST', API.adminAgentContracts, { memberId: top.id, terms });
    expect(json(dup).errorCode).toBe(AGENT_ERRORS.contractExists);

    const url = API.adminAgentContract.replace(':id', String(id));
    expect((await call('viewer', 'DELETE', url)).statusCode).toBe(403);
    const ended = await call('owner', 'DELETE', url);
    expect(json(ended).value).toMatchObject({ id, status: 'ended' });
    expect((await lastAudit('agent.contract.end'))!.detail).toMatchObject({
      contractId: id,
      before: { status: 'offered' },
      after: { status: 'ended' },
    });
    expect(json(await call('owner', 'DELETE', url)).errorCode).toBe(AGENT_ERRORS.contractStateInvalid);
    expect(
      json(await call('owner', 'DELETE', API.adminAgentContract.replace(':id', '2000000'))).errorCode,
    ).toBe(AGENT_ERRORS.contractNotFound);
  });
});

describe('settlements and freezes', () => {
  it('lists for every role, runs for owner and finance (audited), and refuses bad input', async () => {
    for (const role of ['viewer', 'support']) {
      const res = await call(role, 'GET', API.adminAgentSettlements, undefined, { kind: 'daily' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).value).toMatchObject({ list: [], pageNo: 1 });
    }
    expect(
      (await call('viewer', 'GET', API.adminAgentSettlements, undefined, { status: 'late' })).statusCode,
    ).toBe(400);
    expect((await call('viewer', 'POST', API.adminAgentSettlementRun, { kind: 'daily' })).statusCode).toBe(
      403,
    );
    const run = await call('finance', 'POST', API.adminAgentSettlementRun, { kind: 'daily' });
    expect(run.statusCode, run.body).toBe(200);
    expect(json(run).value).toMatchObject({ kind: 'daily', paid: 0, forced: 0 });
    expect((await lastAudit('agent.settlement.run'))!.detail).toMatchObject({ kind: 'daily' });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const body of [
      { kind: 'weekly' },
      { kind: 'daily', at: 'yesterday' },
      { kind: 'daily', at: future },
    ]) {
      const res = await call('owner', 'POST', API.adminAgentSettlementRun, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('unfreezes a frozen account only', async () => {
    const top = await agent();
    const url = (id: number) => API.adminAgentUnfreeze.replace(':id', String(id));
    const notFrozen = await call('owner', 'POST', url(top.id));
    expect(notFrozen.statusCode).toBe(409);
    expect((await call('owner', 'POST', url(2_000_000))).statusCode).toBe(404);
    await t.app.database.db.execute(
      sql`update members set frozen_at = now(), frozen_reason = 'Unpaid dividend' where id = ${top.id}`,
    );
    expect((await call('viewer', 'POST', url(top.id))).statusCode).toBe(403);
    const res = await call('finance', 'POST', url(top.id));
    expect(json(res).value).toEqual({ id: top.id, frozen: false });
    expect((await lastAudit('agent.unfreeze'))!.detail).toMatchObject({
      memberId: top.id,
      before: { frozen: true, reason: 'Unpaid dividend' },
    });
  });
});
