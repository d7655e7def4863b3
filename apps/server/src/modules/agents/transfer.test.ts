import { randomUUID } from 'node:crypto';
import { AGENT_ERRORS, API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTransfer, newAgent, one, seedOtherBrand, valueOf } from '../../test/agents.js';
import { ledgerCheck } from '../../test/funding.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// An agent's transfer to a direct downline.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false });
});
afterAll(async () => t.close());

const balance = async (id: number) =>
  Number(
    (
      await one<{ b: string }>(
        t.app,
        sql`select balance as b from accounts where member_id = ${id} and wallet_code = 'MAIN'`,
      )
    ).b,
  ) / 100;
const transfers = async (agentId: number) =>
  Number(
    (
      await one<{ n: string }>(
        t.app,
        sql`select count(*) as n from ledger_transfers x join accounts a on a.id = x.debit_account_id
             where a.member_id = ${agentId} and x.kind = 'agent_transfer'`,
      )
    ).n,
  );

describe('agent transfer', () => {
  it('moves money to a direct downline once per request id, and tells the downline', async () => {
    const agent = await newAgent(t.app, { funds: 500 });
    const down = await newAgent(t.app, { type: 0, upline: agent });
    const requestId = randomUUID();
    const first = valueOf(
      await agentTransfer(t.app, API.agentTransfer, agent, { memberId: down.id, amount: 120.5, requestId }),
    );
    expect(first).toEqual({
      amount: 120.5,
      username: down.username,
      balance: 379.5,
      reference: `${agent.username} -> ${down.username}`,
      replayed: false,
    });
    const again = valueOf(
      await agentTransfer(t.app, API.agentTransfer, agent, { memberId: down.id, amount: 120.5, requestId }),
    );
    expect(again).toMatchObject({ amount: 120.5, replayed: true, balance: 379.5 });
    expect(await balance(down.id)).toBe(120.5);
    expect(await transfers(agent.id)).toBe(1);
    const reused = await agentTransfer(t.app, API.agentTransfer, agent, {
      memberId: down.id,
      amount: 99,
      requestId,
    });
    expect(reused.statusCode).toBe(409);
    expect(json(reused).errorCode).toBe(ERROR_CODES.idempotencyConflict);
    const message = await one<{ n: string }>(
      t.app,
      sql`select count(*) as n from member_messages where member_id = ${down.id} and kind = 'transfer'`,
    );
    expect(Number(message.n)).toBe(1);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('sends nothing to a downline in a time-out or self-exclusion', async () => {
    const agent = await newAgent(t.app, { funds: 200 });
    const down = await newAgent(t.app, { type: 0, upline: agent });
    const excluded = await t.app.inject({
      method: 'POST',
      url: API.responsibleExclusion,
      headers: { merchant: 'demo', authorization: down.token },
      payload: { kind: 'timeout', duration: '7d' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const res = await agentTransfer(t.app, API.agentTransfer, agent, {
      memberId: down.id,
      amount: 50,
      requestId: randomUUID(),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe(ERROR_CODES.rgExcluded);
    expect(json(res).message).toContain(down.username);
    expect(await balance(down.id)).toBe(0);
    expect(await balance(agent.id)).toBe(200);
    expect(await transfers(agent.id)).toBe(0);
  });

  it('refuses amounts outside the limits, a wrong payment password and more than the balance', async () => {
    const agent = await newAgent(t.app, { funds: 50 });
    const down = await newAgent(t.app, { type: 0, upline: agent });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 5 }, 422, AGENT_ERRORS.agentTransferBelowMin],
      [{ amount: 1_000_001 }, 422, AGENT_ERRORS.agentTransferAboveMax],
      [{ amount: 60 }, 422, ERROR_CODES.insufficientFunds],
    ];
    for (const [body, status, code] of cases) {
      const res = await agentTransfer(t.app, API.agentTransfer, agent, {
        memberId: down.id,
        amount: 0,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).errorCode).toBe(code);
    }
    const wrong = await agentTransfer(t.app, API.agentTransfer, agent, {
      memberId: down.id,
      amount: 20,
      paymentPassword: '135799',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(await balance(agent.id)).toBe(50);
    expect(await balance(down.id)).toBe(0);
  });

  it('uses the brand limits when it sets them', async () => {
    await seedOtherBrand(t.app, 'limits', true, {
      agent: { transferMin: 1, transferMax: 30, commissionGraceHours: 24 },
    });
    const agent = await newAgent(t.app, { funds: 100, merchant: 'limits' });
    const down = await newAgent(t.app, { type: 0, upline: agent, merchant: 'limits' });
    const above = await agentTransfer(t.app, API.agentTransfer, agent, { memberId: down.id, amount: 30.01 });
    expect(json(above)).toMatchObject({ errorCode: AGENT_ERRORS.agentTransferAboveMax, value: { max: 30 } });
    valueOf(await agentTransfer(t.app, API.agentTransfer, agent, { memberId: down.id, amount: 5 }));
    expect(await balance(down.id)).toBe(5);
  });

  it('moves at most the balance when 20 transfers race for it', async () => {
    const agent = await newAgent(t.app, { funds: 100 });
    const down = await newAgent(t.app, { type: 0, upline: agent });
    const send = (requestId: string) =>
      agentTransfer(t.app, API.agentTransfer, agent, { memberId: down.id, amount: 15, requestId });
    const requests = Array.from({ length: 20 }, () => randomUUID());
    let results = await Promise.all(requests.map(send));
    // The payment password is checked by at most five requests at once; the others are told to retry
    // (the same request id) and are sent again until each has its answer.
    for (let round = 0; round < 20; round += 1) {
      const waiting = results.flatMap((r, i) =>
        json(r).errorCode === ERROR_CODES.paymentPasswordLocked ? [i] : [],
      );
      if (waiting.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = await Promise.all(waiting.map((i) => send(requests[i]!)));
      waiting.forEach((i, k) => (results[i] = again[k]!));
    }
    results = results.filter((r) => r.statusCode !== 200);
    for (const r of results) expect(json(r).errorCode, r.body).toBe(ERROR_CODES.insufficientFunds);
    expect(results).toHaveLength(14);
    expect(await balance(agent.id)).toBe(10);
    expect(await balance(down.id)).toBe(90);
    expect(await transfers(agent.id)).toBe(6);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });
});
