import { AGENT_ERRORS, API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentGet, agentSealed, agentSend, newAgent, one, valueOf, type Agent } from '../../test/agents.js';
import { createTestApp, json, login, register, uniqueName, type TestApp } from '../../test/test-app.js';

// Accounts an agent opens, its affiliate links, and registration through a link.
let t: TestApp;
let agent: Agent;

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false });
  agent = await newAgent(t.app);
});
afterAll(async () => t.close());

const memberRow = (username: string) =>
  one<{
    id: number;
    upline_id: number | null;
    type: number;
    agent_link_id: number | null;
    must_change_password: boolean;
  }>(
    t.app,
    sql`select id, upline_id, type, agent_link_id, must_change_password from members
         where username_lower = ${username.toLowerCase()}`,
  );

describe('opening accounts', () => {
  it('opens a member directly under the agent, with a wallet, that must change its password', async () => {
    const username = uniqueName('op');
    const res = await agentSealed(t.app, API.agentAccounts, agent, {
      username,
      password: 'Temp1234',
      type: 0,
    });
    const value = valueOf(res);
    expect(value).toMatchObject({ username, type: 0, mustChangePassword: true });
    const row = await memberRow(username);
    expect(row).toMatchObject({ id: value.id, upline_id: agent.id, type: 0, must_change_password: true });
    const wallet = await one<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from accounts where member_id = ${row.id} and wallet_code = 'MAIN'`,
    );
    expect(Number(wallet.n)).toBe(1);
    const signIn = valueOf(await login(t.app, username, 'Temp1234'));
    expect(signIn.mustChangePassword).toBe(true);
    // The new account is in the agent's team at once.
    const team = valueOf(await agentGet(t.app, API.agentTeam, agent));
    expect(team.list.map((m: { id: number }) => m.id)).toContain(value.id);
  });

  it('opens an agent of one of the brand types', async () => {
    const username = uniqueName('sa');
    valueOf(
      await agentSealed(t.app, API.agentAccounts, agent, {
        username,
        password: 'Temp1234',
        type: 41,
        nickname: 'Sub',
      }),
    );
    expect(await memberRow(username)).toMatchObject({ type: 41, upline_id: agent.id });
  });

  it('refuses a taken username, a broken rule and a type that is not offered, opening nothing', async () => {
    const before = await one<{ n: number }>(t.app, sql`select count(*)::int as n from members`);
    const taken = await agentSealed(t.app, API.agentAccounts, agent, {
      username: agent.username.toUpperCase(),
      password: 'Temp1234',
      type: 0,
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ errorCode: ERROR_CODES.usernameTaken, value: { field: 'username' } });
    const short = await agentSealed(t.app, API.agentAccounts, agent, {
      username: 'ab',
      password: 'Temp1234',
      type: 0,
    });
    expect(short.statusCode).toBe(400);
    expect(json(short).value.field).toBe('username');
    const weak = await agentSealed(t.app, API.agentAccounts, agent, {
      username: uniqueName('wk'),
      password: '123',
      type: 0,
    });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).value.field).toBe('password');
    for (const type of [4, 3]) {
      const bad = await agentSealed(t.app, API.agentAccounts, agent, {
        username: uniqueName('ty'),
        password: 'Temp1234',
        type,
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad).value.field).toBe('type');
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: API.agentAccounts,
      headers: { authorization: agent.token, merchant: 'demo' },
      payload: { username: uniqueName('pl'), password: 'Temp1234', type: 0 },
    });
    expect(plain.statusCode).toBe(400);
    expect(json(plain).errorCode).toBe(ERROR_CODES.encryptionRequired);
    expect((await one<{ n: number }>(t.app, sql`select count(*)::int as n from members`)).n).toBe(before.n);
  });
});

describe('affiliate links', () => {
  it('creates unguessable links and counts their registrations', async () => {
    const a = valueOf(await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 0 }));
    const b = valueOf(await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 2 }));
    expect(a.code).toMatch(/^[A-Z2-9]{12}$/);
    expect(a.code).not.toBe(b.code);
    expect(a).toMatchObject({
      url: `/?aff=${a.code}`,
      type: 0,
      expired: false,
      expiresDateStr: null,
      registrations: 0,
    });

    // Registration through the link: the agent's direct downline, of the link's type, with the link.
    const check = valueOf(await t.app.inject({ method: 'GET', url: `${API.affiliate}?code=${b.code}` }));
    expect(check.valid).toBe(true);
    const username = uniqueName('lk');
    expect((await register(t.app, username, 'Secret123', { affiliateCode: b.code })).statusCode).toBe(200);
    const row = await memberRow(username);
    expect(row).toMatchObject({ upline_id: agent.id, type: 2, agent_link_id: b.id });
    const listed = valueOf(await agentGet(t.app, API.agentLinks, agent)).list;
    expect(listed.find((l: { id: number }) => l.id === b.id).registrations).toBe(1);
    expect(listed.find((l: { id: number }) => l.id === a.id).registrations).toBe(0);
    // The agent's own affiliate code still works as before (no link, a member).
    await t.app.database.db.execute(
      sql`update members set affiliate_code = ${`OWN${agent.id}`} where id = ${agent.id}`,
    );
    const viaCode = uniqueName('oc');
    expect(
      (await register(t.app, viaCode, 'Secret123', { affiliateCode: `OWN${agent.id}` })).statusCode,
    ).toBe(200);
    expect(await memberRow(viaCode)).toMatchObject({ upline_id: agent.id, type: 0, agent_link_id: null });
  });

  it('refuses a deleted or expired link at registration and in the check', async () => {
    const gone = valueOf(await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 0 }));
    valueOf(await agentSend(t.app, 'DELETE', API.agentLink.replace(':id', String(gone.id)), agent));
    const old = valueOf(await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 0 }));
    await t.app.database.db.execute(
      sql`update agent_links set expires_at = now() - interval '1 minute' where id = ${old.id}`,
    );
    for (const code of [gone.code, old.code]) {
      const check = valueOf(await t.app.inject({ method: 'GET', url: `${API.affiliate}?code=${code}` }));
      expect(check.valid).toBe(false);
      const res = await register(t.app, uniqueName('no'), 'Secret123', { affiliateCode: code });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe(ERROR_CODES.affiliateInvalid);
    }
    const listed = valueOf(await agentGet(t.app, API.agentLinks, agent)).list;
    expect(listed.map((l: { id: number }) => l.id)).not.toContain(gone.id);
    expect(listed.find((l: { id: number }) => l.id === old.id).expired).toBe(true);
  });

  it('takes an expiry day (through the end of that brand day) and refuses a past one or a bad type', async () => {
    const link = valueOf(
      await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 0, expiresOn: '2999-12-31' }),
    );
    expect(link.expiresDateStr).toBe('3000-01-01 00:00:00');
    const past = await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 0, expiresOn: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(json(past).value.field).toBe('expiresOn');
    const type = await agentSend(t.app, 'POST', API.agentLinks, agent, { type: 4 });
    expect(type.statusCode).toBe(400);
    expect(json(type).value.field).toBe('type');
  });

  it('lets a link of an agent who is no longer an agent bring nobody', async () => {
    const former = await newAgent(t.app);
    const link = valueOf(await agentSend(t.app, 'POST', API.agentLinks, former, { type: 0 }));
    await t.app.database.db.execute(sql`update members set type = 0 where id = ${former.id}`);
    const res = await register(t.app, uniqueName('fm'), 'Secret123', { affiliateCode: link.code });
    expect(json(res).errorCode).toBe(ERROR_CODES.affiliateInvalid);
    expect(json(await agentGet(t.app, API.agentLinks, former)).errorCode).toBe(AGENT_ERRORS.agentOnly);
  });
});

describe('notices for agents', () => {
  it('shows live AG announcements to agents only, never in the public notice bar', async () => {
    await t.app.database.db.execute(
      sql`insert into announcements (merchant_id, type, text)
          select id, 'AG', ${JSON.stringify({ EN: { title: 'Commission day', content: '<p>Paid on <b>Monday</b><script>x</script></p>' } })}::jsonb
            from merchants where code = 'demo'`,
    );
    await t.app.database.db.execute(
      sql`insert into announcements (merchant_id, type, text, ends_at)
          select id, 'AG', ${JSON.stringify({ EN: { title: 'Ended', content: 'old' } })}::jsonb, now() - interval '1 day'
            from merchants where code = 'demo'`,
    );
    const list = valueOf(await agentGet(t.app, API.agentAnnouncements, agent)).list as {
      title: string;
      content: string;
      createdDateStr: string;
    }[];
    // Newest first: the one just written, then the demo brand's own notices; never an ended one.
    expect(list[0]).toMatchObject({
      title: 'Commission day',
      content: expect.not.stringContaining('script'),
    });
    expect(list.map((n) => n.title)).toContain('Commission payday');
    expect(list.map((n) => n.title)).not.toContain('Ended');
    expect(list[0]!.createdDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const member = await newAgent(t.app, { type: 0 });
    expect(json(await agentGet(t.app, API.agentAnnouncements, member)).errorCode).toBe(
      AGENT_ERRORS.agentOnly,
    );
    const notices = valueOf(
      await t.app.inject({ method: 'GET', url: `${API.announcements}?types=PL,PU,PR,H` }),
    );
    expect(JSON.stringify(notices)).not.toContain('Commission day');
    expect(JSON.stringify(notices)).not.toContain('Commission payday');
  });
});
