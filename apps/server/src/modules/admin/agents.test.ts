import { ADMIN_API, AGENT_ERRORS, ERROR_CODES } from '@platform/contracts';
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
      url: ADMIN_API.adminLogin,
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
      const res = await call(role, 'POST', ADMIN_API.adminAgents, {
        username,
        password: 'Secret123',
        type: 1,
      });
      expect(res.statusCode).toBe(403);
      expect(json(res).errorCode).toBe(ERROR_CODES.forbidden);
    }
    const res = await call('owner', 'POST', ADMIN_API.adminAgents, {
      username,
      password: 'Secret123',
      type: 41,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).value.id as number;
    const [m] = await rows<{ type: number; upline_id: number | null; must_change_password: boolean }>(
      sql`select type, upline_id, must_change_password from members where id = ${id}`,
    );
    expect(m).toMatchObject({ type: 41, upline_id: null, must_change_password: true });
    const audit = await lastAudit('agent.create');
    expect(audit!.detail).toMatchObject({ before: null, after: { id, username, type: 41 } });
    expect(JSON.stringify(audit!.detail)).not.toContain('Secret123');

    const again = await call('finance', 'POST', ADMIN_API.adminAgents, {
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
      const bad = await call('owner', 'POST', ADMIN_API.adminAgents, body);
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
    const url = (id: number) => ADMIN_API.adminAgentMove.replace(':id', String(id));

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
    const offer = await call('owner', 'POST', ADMIN_API.adminAgentContracts, {
      memberId: top.id,
      terms: { kind: 'hourly', tiers: [{ validBet: 0, rate: 1 }] },
    });
    const other = await agent();
    const res = await call('owner', 'PUT', ADMIN_API.adminAgentMove.replace(':id', String(top.id)), {
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
    const refused = await call('owner', 'POST', ADMIN_API.adminAgentContracts, { memberId: below.id, terms });
    expect(refused.statusCode).toBe(404);
    expect(json(refused).errorCode).toBe(AGENT_ERRORS.agentNotInTeam);
    expect(
      (await call('viewer', 'POST', ADMIN_API.adminAgentContracts, { memberId: top.id, terms })).statusCode,
    ).toBe(403);
    const bad = await call('owner', 'POST', ADMIN_API.adminAgentContracts, {
      memberId: top.id,
      terms: { kind: 'daily', tiers: [] },
    });
    expect(bad.statusCode).toBe(400);

    const res = await call('finance', 'POST', ADMIN_API.adminAgentContracts, { memberId: top.id, terms });
    expect(res.statusCode, res.body).toBe(200);
    const id = json(res).value.id as number;
    expect(json(res).value).toMatchObject({ upline: null, status: 'offered', topRate: 2 });
    expect((await lastAudit('agent.contract.offer'))!.detail).toMatchObject({ contractId: id, before: null });
    const dup = await call('owner', 'POST', ADMIN_API.adminAgentContracts, { memberId: top.id, terms });
    expect(json(dup).errorCode).toBe(AGENT_ERRORS.contractExists);

    const url = ADMIN_API.adminAgentContract.replace(':id', String(id));
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
      json(await call('owner', 'DELETE', ADMIN_API.adminAgentContract.replace(':id', '2000000'))).errorCode,
    ).toBe(AGENT_ERRORS.contractNotFound);
  });
});

describe('settlements and freezes', () => {
  it('lists for every role, runs for owner and finance (audited), and refuses bad input', async () => {
    for (const role of ['viewer', 'support']) {
      const res = await call(role, 'GET', ADMIN_API.adminAgentSettlements, undefined, { kind: 'daily' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).value).toMatchObject({ list: [], pageNo: 1 });
    }
    expect(
      (await call('viewer', 'GET', ADMIN_API.adminAgentSettlements, undefined, { status: 'late' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('viewer', 'POST', ADMIN_API.adminAgentSettlementRun, { kind: 'daily' })).statusCode,
    ).toBe(403);
    const run = await call('finance', 'POST', ADMIN_API.adminAgentSettlementRun, { kind: 'daily' });
    expect(run.statusCode, run.body).toBe(200);
    expect(json(run).value).toMatchObject({ kind: 'daily', paid: 0, forced: 0 });
    expect((await lastAudit('agent.settlement.run'))!.detail).toMatchObject({ kind: 'daily' });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const body of [
      { kind: 'weekly' },
      { kind: 'daily', at: 'yesterday' },
      { kind: 'daily', at: future },
    ]) {
      const res = await call('owner', 'POST', ADMIN_API.adminAgentSettlementRun, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('unfreezes a frozen account only', async () => {
    const top = await agent();
    const url = (id: number) => ADMIN_API.adminAgentUnfreeze.replace(':id', String(id));
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

describe('the agents directory', () => {
  const contractsUrl = (id: number) => ADMIN_API.adminAgentContractsOf.replace(':id', String(id));
  const terms = { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 2 }] };
  /** Makes members named `<prefix><name>` of a type under an upline (the tree follows by its trigger). */
  const memberOfTree = (prefix: string) => async (name: string, uplineId: number | null, type: number) => {
    const m = await newMember(t.app, { prefix: `${prefix}${name}` });
    await t.app.database.db.execute(
      sql`update members set type = ${type}, upline_id = ${uplineId} where id = ${m.id}`,
    );
    return m;
  };

  it('leaves out a member and its whole downline for the upline picker of a move', async () => {
    const prefix = uniqueName('o').slice(0, 6);
    const make = memberOfTree(prefix);
    const top = await make('a', null, 1);
    const mid = await make('b', top.id, 2);
    const low = await make('c', mid.id, 2);
    const aside = await make('d', top.id, 2);
    const ids = async (outside: number) =>
      json(
        await call('support', 'GET', ADMIN_API.adminAgents, undefined, {
          q: prefix,
          outside: String(outside),
        }),
      ).value.list.map((a: { id: number }) => a.id);
    // Moving `mid`: neither it nor `low` below it may be its new upline; `top` and `aside` may.
    expect(await ids(mid.id)).toEqual([top.id, aside.id]);
    expect(await ids(low.id)).toEqual([top.id, mid.id, aside.id]);
    expect(await ids(top.id)).toEqual([]);
    const bad = await call('owner', 'GET', ADMIN_API.adminAgents, undefined, { outside: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain('outside');
  });

  it('lists agents only, pages, searches by username prefix, and counts the tree and contracts', async () => {
    const prefix = uniqueName('d').slice(0, 6); // usernames are at most 16 characters
    const make = memberOfTree(prefix);
    const top = await make('a', null, 1);
    const mid = await make('b', top.id, 2);
    await make('c', mid.id, 0); // a player: in the team, not an agent
    await make('d', top.id, 0);
    await make('e', null, 4); // a trial account is never an agent
    const house = await call('owner', 'POST', ADMIN_API.adminAgentContracts, { memberId: top.id, terms });
    expect(house.statusCode, house.body).toBe(200);
    await t.app.database.db.execute(
      sql`insert into agent_contracts (merchant_id, kind, upline_id, member_id, terms, top_rate, status, created_at)
          select merchant_id, kind, ${top.id}, ${mid.id}, terms, top_rate, 'signed', now()
            from agent_contracts where id = ${json(house).value.id as number}`,
    );
    await t.app.database.db.execute(
      sql`update members set frozen_at = now(), frozen_reason = 'Unpaid dividend' where id = ${mid.id}`,
    );

    for (const role of ['owner', 'finance', 'support', 'viewer']) {
      const res = await call(role, 'GET', ADMIN_API.adminAgents, undefined, { q: prefix });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(json(res).value.totalCount).toBe(2);
    }
    const res = await call('viewer', 'GET', ADMIN_API.adminAgents, undefined, { q: prefix.toUpperCase() });
    const { list } = json(res).value;
    expect(list.map((a: { id: number }) => a.id)).toEqual([top.id, mid.id]);
    expect(list[0]).toMatchObject({
      username: top.username,
      type: 1,
      uplineId: null,
      upline: null,
      directDownlines: 2,
      teamSize: 3,
      activeContracts: 1,
      downlineContracts: 1,
      frozen: false,
      frozenReason: null,
    });
    expect(list[1]).toMatchObject({
      uplineId: top.id,
      upline: top.username,
      directDownlines: 1,
      teamSize: 1,
      activeContracts: 1,
      downlineContracts: 0,
      frozen: true,
      frozenReason: 'Unpaid dividend',
    });

    // Paging: one per page, the total kept; past the end, an empty page with the total.
    const second = json(
      await call('support', 'GET', ADMIN_API.adminAgents, undefined, {
        q: prefix,
        pageSize: '1',
        pageNo: '2',
      }),
    ).value;
    expect(second).toMatchObject({ pageNo: 2, pageSize: 1, totalCount: 2, totalPages: 2 });
    expect(second.list.map((a: { id: number }) => a.id)).toEqual([mid.id]);
    const past = json(
      await call('support', 'GET', ADMIN_API.adminAgents, undefined, {
        q: prefix,
        pageSize: '1',
        pageNo: '5',
      }),
    ).value;
    expect(past).toMatchObject({ list: [], totalCount: 2 });
    const byTeam = json(
      await call('owner', 'GET', ADMIN_API.adminAgents, undefined, {
        q: prefix,
        sortBy: 'teamSize',
        sortDir: 'asc',
      }),
    ).value;
    expect(byTeam.list.map((a: { id: number }) => a.id)).toEqual([mid.id, top.id]);

    const one = json(
      await call('viewer', 'GET', ADMIN_API.adminAgents, undefined, { id: String(mid.id) }),
    ).value;
    expect(one.list.map((a: { id: number }) => a.id)).toEqual([mid.id]);
    const player = json(
      await call('viewer', 'GET', ADMIN_API.adminAgents, undefined, { id: String(list[0].id + 2) }),
    ).value;
    expect(player.totalCount).toBe(0); // the third member made is a player
    // A prefix, not a substring; wildcards are taken literally.
    const inner = prefix.slice(1);
    expect(
      json(await call('owner', 'GET', ADMIN_API.adminAgents, undefined, { q: inner })).value.totalCount,
    ).toBe(0);
    expect(
      json(await call('owner', 'GET', ADMIN_API.adminAgents, undefined, { q: `${prefix.slice(0, 3)}_` }))
        .value.totalCount,
    ).toBe(0);
    const all = json(await call('owner', 'GET', ADMIN_API.adminAgents, undefined, { pageSize: '100' })).value;
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    for (const row of all.list) expect([1, 2, 41, 42]).toContain(row.type);

    for (const [query, field] of [
      [{ q: 'a b' }, 'q'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ pageNo: 'x' }, 'pageNo'],
      [{ sortBy: 'balance' }, 'sortBy'],
    ] as const) {
      const bad = await call('owner', 'GET', ADMIN_API.adminAgents, undefined, query);
      expect(bad.statusCode, JSON.stringify(query)).toBe(400);
      expect(json(bad).message).toContain(field);
    }
  });

  it("shows an agent's contracts on both sides, pages and filters them; other brands' ids are 404", async () => {
    const top = await agent();
    const mid = await agent(top.id, 2);
    const house = json(
      await call('owner', 'POST', ADMIN_API.adminAgentContracts, { memberId: top.id, terms }),
    ).value;
    await call('owner', 'DELETE', ADMIN_API.adminAgentContract.replace(':id', String(house.id)));
    const again = json(
      await call('owner', 'POST', ADMIN_API.adminAgentContracts, { memberId: top.id, terms }),
    ).value;
    const [given] = await rows<{ id: number }>(
      sql`insert into agent_contracts (merchant_id, kind, upline_id, member_id, terms, top_rate, status, created_at)
          select merchant_id, kind, ${top.id}, ${mid.id}, terms, top_rate, 'signed', now()
            from agent_contracts where id = ${again.id as number} returning id`,
    );

    for (const role of ['owner', 'finance', 'support', 'viewer']) {
      const res = await call(role, 'GET', contractsUrl(top.id));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(json(res).value.totalCount).toBe(3);
    }
    const { list } = json(await call('viewer', 'GET', contractsUrl(top.id))).value;
    // Live ones first (newest first), then the ended one.
    expect(list.map((c: { id: number }) => c.id)).toEqual([Number(given!.id), again.id, house.id]);
    expect(list[0]).toMatchObject({
      side: 'upline',
      uplineId: top.id,
      upline: top.username,
      memberId: mid.id,
      status: 'signed',
      kind: 'daily',
      topRate: 2,
    });
    expect(list[0].terms.tiers).toHaveLength(1);
    expect(list[1]).toMatchObject({ side: 'downline', uplineId: null, upline: null, status: 'offered' });
    expect(list[2]).toMatchObject({ side: 'downline', status: 'ended' });

    const held = json(
      await call('owner', 'GET', contractsUrl(top.id), undefined, { side: 'downline' }),
    ).value;
    expect(held.list.map((c: { id: number }) => c.id)).toEqual([again.id, house.id]);
    const live = json(await call('owner', 'GET', contractsUrl(top.id), undefined, { status: 'live' })).value;
    expect(live.totalCount).toBe(2);
    const ended = json(
      await call('owner', 'GET', contractsUrl(top.id), undefined, { status: 'ended' }),
    ).value;
    expect(ended.list.map((c: { id: number }) => c.id)).toEqual([house.id]);
    const paged = json(
      await call('owner', 'GET', contractsUrl(top.id), undefined, { pageSize: '2', pageNo: '2' }),
    ).value;
    expect(paged).toMatchObject({ pageNo: 2, totalCount: 3, totalPages: 2 });
    expect(paged.list.map((c: { id: number }) => c.id)).toEqual([house.id]);
    const midView = json(await call('owner', 'GET', contractsUrl(mid.id))).value;
    expect(midView.list).toHaveLength(1);
    expect(midView.list[0]).toMatchObject({ side: 'downline', upline: top.username });

    const stranger = await agent(null, 1, await otherBrand(t.app, 'agentsdir'));
    const missing = await call('owner', 'GET', contractsUrl(stranger.id));
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toContain('id');
    for (const [query, field] of [
      [{ side: 'left' }, 'side'],
      [{ status: 'paused' }, 'status'],
    ] as const) {
      const bad = await call('owner', 'GET', contractsUrl(top.id), undefined, query);
      expect(bad.statusCode, JSON.stringify(query)).toBe(400);
      expect(json(bad).message).toContain(field);
    }
    expect((await call('owner', 'GET', contractsUrl(0))).statusCode).toBe(400);
  });
});
