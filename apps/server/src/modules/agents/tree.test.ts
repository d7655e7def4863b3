import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { chainUnder, newAgent, seedOtherBrand } from '../../test/agents.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAgentTree } from './index.js';

// The agent tree's closure (kept by the members trigger) and the tree helper other modules use.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOtherBrand(t.app, 'tree-other');
});
afterAll(async () => t.close());

/** The closure recomputed from members.upline_id by walking up from every member of the brand. */
async function closureFromUplines(merchantId: number) {
  const rows = await rowsOf<{ a: number; d: number; depth: number }>(
    t.app.database.db,
    sql`with recursive up(a, d, depth) as (
          select id, id, 0 from members where merchant_id = ${merchantId}
          union all
          select m.upline_id, up.d, up.depth + 1 from up join members m on m.id = up.a
           where m.upline_id is not null)
        select a, d, depth from up order by a, d`,
  );
  return rows.map((r) => `${r.a}>${r.d}@${r.depth}`);
}

async function closureStored(merchantId: number) {
  const rows = await rowsOf<{ a: number; d: number; depth: number }>(
    t.app.database.db,
    sql`select ancestor_id as a, descendant_id as d, depth from agent_tree
         where merchant_id = ${merchantId} order by ancestor_id, descendant_id`,
  );
  return rows.map((r) => `${r.a}>${r.d}@${r.depth}`);
}

const demoId = async () =>
  Number(
    (await rowsOf<{ id: number }>(t.app.database.db, sql`select id from merchants where code = 'demo'`))[0]!
      .id,
  );

describe('agent tree', () => {
  it('answers subtree and depth questions 20 levels deep', async () => {
    const tree = createAgentTree(t.app.database.db);
    const top = await newAgent(t.app);
    const chain = await chainUnder(t.app, top.id, 20);
    const bottom = chain[19]!;
    expect(await tree.depth(top.id, bottom)).toBe(20);
    expect(await tree.inSubtree(top.id, bottom)).toBe(true);
    expect(await tree.inSubtree(chain[9]!, bottom)).toBe(true);
    expect(await tree.depth(chain[9]!, bottom)).toBe(10);
    // Upwards is not in the subtree; a member is in its own.
    expect(await tree.inSubtree(bottom, top.id)).toBe(false);
    expect(await tree.inSubtree(bottom, bottom)).toBe(true);
    expect(await tree.isDirect(top.id, chain[0]!)).toBe(true);
    expect(await tree.isDirect(top.id, chain[1]!)).toBe(false);
    expect(await tree.isDirect(chain[18]!, bottom)).toBe(true);
    const path = await tree.path(top.id, bottom);
    expect(path.map((s) => s.id)).toEqual([top.id, ...chain]);
    expect(await tree.path(chain[5]!, top.id)).toEqual([]);
    expect(await tree.sizes(top.id)).toEqual({ teamSize: 20, directCount: 1 });
    expect(await tree.sizes(bottom)).toEqual({ teamSize: 0, directCount: 0 });
  });

  it('moves a whole subtree and keeps the closure equal to the upline chains', async () => {
    const tree = createAgentTree(t.app.database.db);
    const a = await newAgent(t.app);
    const b = await newAgent(t.app);
    const chain = await chainUnder(t.app, a.id, 20);
    // Move the lower half (levels 11-20 of a) under b.
    await t.app.database.db.execute(sql`update members set upline_id = ${b.id} where id = ${chain[10]!}`);
    expect(await tree.depth(b.id, chain[19]!)).toBe(10);
    expect(await tree.inSubtree(a.id, chain[10]!)).toBe(false);
    expect(await tree.inSubtree(a.id, chain[19]!)).toBe(false);
    expect(await tree.depth(a.id, chain[9]!)).toBe(10);
    expect(await tree.sizes(a.id)).toEqual({ teamSize: 10, directCount: 1 });
    expect(await tree.sizes(b.id)).toEqual({ teamSize: 10, directCount: 1 });
    // To the top (no upline) and back under a deep member.
    await t.app.database.db.execute(sql`update members set upline_id = null where id = ${chain[10]!}`);
    expect(await tree.inSubtree(b.id, chain[19]!)).toBe(false);
    await t.app.database.db.execute(
      sql`update members set upline_id = ${chain[9]!} where id = ${chain[10]!}`,
    );
    expect(await tree.depth(a.id, chain[19]!)).toBe(20);
    const merchantId = await demoId();
    expect(await closureStored(merchantId)).toEqual(await closureFromUplines(merchantId));
  });

  it('refuses a move under its own downline and an upline of another brand, changing nothing', async () => {
    const top = await newAgent(t.app);
    const chain = await chainUnder(t.app, top.id, 3);
    await expect(
      t.app.database.db.execute(sql`update members set upline_id = ${chain[2]!} where id = ${chain[0]!}`),
    ).rejects.toThrow();
    const stranger = await newAgent(t.app, { merchant: 'tree-other' });
    await expect(
      t.app.database.db.execute(sql`update members set upline_id = ${stranger.id} where id = ${chain[0]!}`),
    ).rejects.toThrow();
    const tree = createAgentTree(t.app.database.db);
    expect(await tree.depth(top.id, chain[2]!)).toBe(3);
    expect(await tree.inSubtree(stranger.id, chain[0]!)).toBe(false);
  });
});
