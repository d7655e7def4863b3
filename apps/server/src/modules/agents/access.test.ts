import { AGENT_ERRORS, API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentGet,
  agentSealed,
  agentSend,
  agentTransfer,
  newAgent,
  one,
  seedOtherBrand,
  valueOf,
  type Agent,
} from '../../test/agents.js';
import { fundMember } from '../../test/funding.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// Who may use the agent centre, and which ids an agent may name: everything outside its own team is 404.
let t: TestApp;
let upline: Agent;
let agent: Agent;
let child: Agent;
let grandchild: Agent;
let rival: Agent;
let rivalChild: Agent;
let foreign: Agent;
const MADE_UP = 2_000_000_000;

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false });
  await seedOtherBrand(t.app, 'acc-other');
  await seedOtherBrand(t.app, 'acc-off', false);
  upline = await newAgent(t.app, { funds: 500 });
  agent = await newAgent(t.app, { upline, funds: 1_000 });
  child = await newAgent(t.app, { upline: agent });
  grandchild = await newAgent(t.app, { type: 0, upline: child });
  rival = await newAgent(t.app);
  rivalChild = await newAgent(t.app, { type: 0, upline: rival });
  foreign = await newAgent(t.app, { merchant: 'acc-other' });
});
afterAll(async () => t.close());

const balance = async (id: number) =>
  Number((await one<{ b: string }>(t.app, sql`select balance as b from accounts where member_id = ${id}`)).b);

function expect404(res: { statusCode: number; body: string }, code: string = AGENT_ERRORS.agentNotInTeam) {
  expect(res.statusCode, res.body).toBe(404);
  expect(JSON.parse(res.body).errorCode).toBe(code);
}

const GETS = [
  API.agentAnnouncements,
  API.agentOverview,
  API.agentLinks,
  API.agentTeam,
  API.agentBets,
  API.agentProfit,
  API.agentTransactions,
];

describe('who may use the agent centre', () => {
  it('answers an agent on every call', async () => {
    for (const url of GETS) expect((await agentGet(t.app, url, agent)).statusCode, url).toBe(200);
  });

  it('refuses a plain member, a trial account and an agent of a brand with the centre off (403)', async () => {
    const member = await newAgent(t.app, { type: 0 });
    const trial = await newAgent(t.app, { type: 4 });
    const offAgent = await newAgent(t.app, { merchant: 'acc-off' });
    for (const who of [member, trial, offAgent]) {
      for (const url of GETS) {
        const res = await agentGet(t.app, url, who);
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
        expect(json(res).errorCode).toBe(AGENT_ERRORS.agentOnly);
      }
      const posts = [
        await agentSend(t.app, 'POST', API.agentLinks, who, { type: 0 }),
        await agentSend(t.app, 'DELETE', API.agentLink.replace(':id', '1'), who),
        await agentSealed(t.app, API.agentAccounts, who, {
          username: 'newbie01',
          password: 'Secret123',
          type: 0,
        }),
        await agentTransfer(t.app, API.agentTransfer, who, { memberId: grandchild.id, amount: 10 }),
      ];
      for (const res of posts) expect(json(res).errorCode, res.body).toBe(AGENT_ERRORS.agentOnly);
    }
  });

  it('asks a visitor to sign in (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.agentOverview });
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(ERROR_CODES.notSession);
  });
});

describe('ids outside the caller team are not found', () => {
  const outsiders = () => ({
    "another agent's downline": rivalChild.id,
    'another agent': rival.id,
    'the upline': upline.id,
    "another brand's member": foreign.id,
    'a made-up id': MADE_UP,
  });

  it('team: parentId', async () => {
    for (const [what, id] of Object.entries(outsiders())) {
      const res = await agentGet(t.app, API.agentTeam, agent, { parentId: id });
      expect404(res);
      expect(res.body, what).toContain('parentId');
    }
    const own = valueOf(await agentGet(t.app, API.agentTeam, agent, { parentId: child.id }));
    expect(own.list.map((m: { id: number }) => m.id)).toEqual([grandchild.id]);
    expect(own.breadcrumb.map((b: { id: number }) => b.id)).toEqual([agent.id, child.id]);
    // A search never reaches outside the team either.
    const search = valueOf(await agentGet(t.app, API.agentTeam, agent, { username: rivalChild.username }));
    expect(search.list).toEqual([]);
  });

  it('profit: parentId', async () => {
    for (const id of Object.values(outsiders()))
      expect404(await agentGet(t.app, API.agentProfit, agent, { parentId: id }));
    expect((await agentGet(t.app, API.agentProfit, agent, { parentId: grandchild.id })).statusCode).toBe(200);
  });

  it('transfer: memberId, and nothing moves', async () => {
    const before = await Promise.all([agent, rivalChild, upline, foreign].map((m) => balance(m.id)));
    for (const id of Object.values(outsiders()))
      expect404(await agentTransfer(t.app, API.agentTransfer, agent, { memberId: id, amount: 10 }));
    // The caller itself is no downline either.
    expect404(await agentTransfer(t.app, API.agentTransfer, agent, { memberId: agent.id, amount: 10 }));
    const notDirect = await agentTransfer(t.app, API.agentTransfer, agent, {
      memberId: grandchild.id,
      amount: 10,
    });
    expect(notDirect.statusCode).toBe(422);
    expect(json(notDirect).errorCode).toBe(AGENT_ERRORS.agentTransferNotDirect);
    expect(await Promise.all([agent, rivalChild, upline, foreign].map((m) => balance(m.id)))).toEqual(before);
  });

  it("link: another agent's link, a deleted link and a made-up id", async () => {
    const rivalLink = valueOf(await agentSend(t.app, 'POST', API.agentLinks, rival, { type: 0 }));
    const own = valueOf(await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 0 }));
    const del = (who: Agent, id: number) =>
      agentSend(t.app, 'DELETE', API.agentLink.replace(':id', String(id)), who);
    expect404(await del(agent, rivalLink.id), AGENT_ERRORS.agentLinkNotFound);
    expect404(await del(agent, MADE_UP), AGENT_ERRORS.agentLinkNotFound);
    expect404(await del(foreign, own.id), AGENT_ERRORS.agentLinkNotFound);
    expect((await del(agent, own.id)).statusCode).toBe(200);
    expect404(await del(agent, own.id), AGENT_ERRORS.agentLinkNotFound);
    // The rival's link is untouched.
    const list = valueOf(await agentGet(t.app, API.agentLinks, rival)).list;
    expect(list.map((l: { id: number }) => l.id)).toContain(rivalLink.id);
  });
});

describe('periods', () => {
  const bad: [string, Record<string, string>, string][] = [
    ['a custom period without its end', { period: 'custom', startDate: '2026-01-01' }, 'endDate'],
    ['a custom period without its start', { period: 'custom', endDate: '2026-01-01' }, 'startDate'],
    [
      'an end before the start',
      { period: 'custom', startDate: '2026-02-01', endDate: '2026-01-31' },
      'endDate',
    ],
    ['more than 90 days', { period: 'custom', startDate: '2026-01-01', endDate: '2026-04-01' }, 'endDate'],
  ];
  it.each(bad)('refuses %s (400 naming the field)', async (_what, query, field) => {
    for (const url of [API.agentOverview, API.agentProfit, API.agentBets, API.agentTransactions]) {
      const res = await agentGet(t.app, url, agent, query);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errorCode).toBe(AGENT_ERRORS.agentPeriodInvalid);
      expect(json(res).message).toContain(field);
    }
  });

  it('accepts 90 days exactly and refuses a malformed date', async () => {
    const ok = valueOf(
      await agentGet(t.app, API.agentOverview, agent, {
        period: 'custom',
        startDate: '2026-01-01',
        endDate: '2026-03-31',
      }),
    );
    expect(ok.daily).toHaveLength(90);
    const res = await agentGet(t.app, API.agentOverview, agent, {
      period: 'custom',
      startDate: '2026-02-30',
      endDate: '2026-03-01',
    });
    expect(res.statusCode).toBe(400);
  });
});

it('a frozen agent cannot transfer (and nothing moves)', async () => {
  const frozen = await newAgent(t.app, { funds: 100 });
  const down = await newAgent(t.app, { type: 0, upline: frozen });
  await fundMember(t.app, frozen.id, 1);
  await t.app.database.db.execute(
    sql`update members set frozen_at = now(), frozen_reason = 'unpaid' where id = ${frozen.id}`,
  );
  const res = await agentTransfer(t.app, API.agentTransfer, frozen, { memberId: down.id, amount: 10 });
  expect(res.statusCode).toBe(403);
  expect(json(res).errorCode).toBe(AGENT_ERRORS.agentFrozen);
  expect(await balance(down.id)).toBe(0);
});
