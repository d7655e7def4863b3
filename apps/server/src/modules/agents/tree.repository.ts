import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** A member on the way from one member down to another (a breadcrumb step). */
export type TreeStep = { id: number; username: string; type: number };

/**
 * Questions about the agent tree, answered from its closure (`agent_tree`, kept by a trigger on members):
 * "is X under Y" is one primary-key probe, whatever the depth.
 */
export function createAgentTree(db: Database) {
  async function depth(ancestorId: number, memberId: number, tx: Executor = db): Promise<number | null> {
    const [row] = await rowsOf<{ depth: number }>(
      tx,
      sql`select depth from agent_tree where ancestor_id = ${ancestorId} and descendant_id = ${memberId}`,
    );
    return row ? Number(row.depth) : null;
  }

  return {
    /** Levels from `ancestorId` down to `memberId` (0: the same member), or null when it is not under it. */
    depth,

    /** `memberId` is `ancestorId` itself or anywhere below it. */
    async inSubtree(ancestorId: number, memberId: number, tx: Executor = db): Promise<boolean> {
      return (await depth(ancestorId, memberId, tx)) !== null;
    },

    /** `memberId` is a direct downline of `uplineId`. */
    async isDirect(uplineId: number, memberId: number, tx: Executor = db): Promise<boolean> {
      return (await depth(uplineId, memberId, tx)) === 1;
    },

    /** The members from `fromId` down to `toId`, both included (empty when `toId` is not under `fromId`). */
    async path(fromId: number, toId: number, tx: Executor = db): Promise<TreeStep[]> {
      const rows = await rowsOf<{ id: number; username: string; type: number }>(
        tx,
        sql`select m.id, m.username, m.type
              from agent_tree up
              join agent_tree c on c.ancestor_id = ${fromId} and c.descendant_id = up.ancestor_id
              join members m on m.id = up.ancestor_id
             where up.descendant_id = ${toId}
             order by up.depth desc`,
      );
      return rows.map((r) => ({ id: Number(r.id), username: String(r.username), type: Number(r.type) }));
    },

    /** Everyone below `ancestorId` (it not counted) and its direct downlines. */
    async sizes(ancestorId: number, tx: Executor = db): Promise<{ teamSize: number; directCount: number }> {
      const [row] = await rowsOf<{ team: number | string; direct: number | string }>(
        tx,
        sql`select count(*) filter (where depth >= 1) as team, count(*) filter (where depth = 1) as direct
              from agent_tree where ancestor_id = ${ancestorId}`,
      );
      return { teamSize: Number(row?.team ?? 0), directCount: Number(row?.direct ?? 0) };
    },
  };
}
export type AgentTree = ReturnType<typeof createAgentTree>;
