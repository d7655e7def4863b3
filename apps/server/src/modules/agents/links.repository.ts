import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';

export type LinkRow = {
  id: number;
  code: string;
  accountType: number;
  expiresAt: Date | null;
  createdAt: Date;
  registrations: number;
};

const toLink = (r: RawRow): LinkRow => ({
  id: Number(r.id),
  code: String(r.code),
  accountType: Number(r.account_type),
  expiresAt: timeOrNull(r.expires_at),
  createdAt: timeOf(r.created_at),
  registrations: Number(r.registrations ?? 0),
});

export function createLinksRepository(db: Database) {
  return {
    /**
     * A new link, or undefined when its code is taken in the brand already (by a link or by a member's own
     * affiliate code): the caller draws another.
     */
    async insert(
      link: {
        merchantId: number;
        agentId: number;
        code: string;
        accountType: number;
        expiresAt: Date | null;
      },
      tx: Executor = db,
    ): Promise<LinkRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`insert into agent_links (merchant_id, agent_id, code, account_type, expires_at)
            select ${link.merchantId}, ${link.agentId}, ${link.code}, ${link.accountType},
                   ${link.expiresAt ? link.expiresAt.toISOString() : null}::timestamptz
             where not exists (select 1 from members
                                where merchant_id = ${link.merchantId} and affiliate_code = ${link.code})
            on conflict (merchant_id, code) do nothing
            returning id, code, account_type, expires_at, created_at`,
      );
      return row ? toLink(row) : undefined;
    },

    /**
     * The agent's links that are not deleted, newest first, with the accounts registered through each that
     * are still its direct downlines (counted through `members_upline_idx`).
     */
    async list(agentId: number, tx: Executor = db): Promise<LinkRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select l.id, l.code, l.account_type, l.expires_at, l.created_at,
                   (select count(*) from members m
                     where m.upline_id = l.agent_id and m.agent_link_id = l.id) as registrations
              from agent_links l
             where l.agent_id = ${agentId} and l.deleted_at is null
             order by l.created_at desc, l.id desc`,
      );
      return rows.map(toLink);
    },

    /** Deletes one of the agent's links (kept for the accounts it brought); false when it has no such link. */
    async softDelete(agentId: number, id: number, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update agent_links set deleted_at = ${at.toISOString()}::timestamptz
             where id = ${id} and agent_id = ${agentId} and deleted_at is null
            returning id`,
      );
      return rows.length > 0;
    },
  };
}
export type LinksRepository = ReturnType<typeof createLinksRepository>;
