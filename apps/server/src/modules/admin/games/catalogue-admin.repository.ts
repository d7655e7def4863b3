import { GAME_CATEGORIES, type GameState } from '@platform/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../../../db/arrays.js';
import type { Database, Executor } from '../../../db/client.js';
import { pageWindow, type PageRequest } from '../../../db/paging.js';
import { rowsOf, timeOrNull } from '../../../db/rows.js';
import { games, gameVendors, vendorCredentials } from '../../../db/schema.js';

export type Localized = Record<string, string | undefined>;

export type VendorAdminRow = {
  id: number;
  code: string;
  category: string;
  name: string;
  logoUrl: string;
  enabled: boolean;
  maintenance: boolean;
  maintenanceMessage: Localized | null;
  isHot: boolean;
  sort: number;
  walletMode: string;
  games: number;
  credentials: {
    enabled: boolean;
    createdAt: Date;
    rotatedAt: Date | null;
    previousUntil: Date | null;
  } | null;
};

export type GameAdminRow = {
  id: number;
  vendorCode: string;
  vendorName: string;
  category: string;
  gameCode: string;
  name: Localized;
  imageUrl: string;
  engine: string;
  enabled: boolean;
  maintenance: boolean;
  vendorEnabled: boolean;
  vendorMaintenance: boolean;
  isHot: boolean;
  isNew: boolean;
  position: number;
};

export type CredentialsRow = {
  secret: string;
  rotatedAt: Date | null;
  previousUntil: Date | null;
};

/** `%`, `_` and `\` taken literally in an `ilike` pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The site's category order. */
const categoryOrder = (column: SQL) => sql`array_position(${textArray(GAME_CATEGORIES)}, ${column})`;

const STATE_FILTERS: Record<GameState, SQL> = {
  enabled: sql`r.enabled`,
  disabled: sql`not r.enabled`,
  maintenance: sql`(r.maintenance or v.maintenance)`,
  hot: sql`r.is_hot`,
  new: sql`r.is_new`,
};

type RawVendor = {
  id: number;
  code: string;
  category: string;
  name: string;
  logo_url: string;
  enabled: boolean;
  maintenance: boolean;
  maintenance_message: Localized | null;
  is_hot: boolean;
  sort: number;
  wallet_mode: string;
  games: number;
  cred_enabled: boolean | null;
  cred_created_at: unknown;
  rotated_at: unknown;
  previous_until: unknown;
  total: number;
};

const vendorOf = (r: RawVendor): VendorAdminRow => ({
  id: Number(r.id),
  code: r.code,
  category: r.category,
  name: r.name,
  logoUrl: r.logo_url,
  enabled: r.enabled,
  maintenance: r.maintenance,
  maintenanceMessage: r.maintenance_message,
  isHot: r.is_hot,
  sort: Number(r.sort),
  walletMode: r.wallet_mode,
  games: Number(r.games),
  credentials:
    r.cred_enabled === null
      ? null
      : {
          enabled: r.cred_enabled,
          createdAt: timeOrNull(r.cred_created_at) ?? new Date(0),
          rotatedAt: timeOrNull(r.rotated_at),
          previousUntil: timeOrNull(r.previous_until),
        },
});

type RawGame = {
  id: number;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  game_code: string;
  name: Localized;
  image_url: string;
  engine: string;
  enabled: boolean;
  maintenance: boolean;
  vendor_enabled: boolean;
  vendor_maintenance: boolean;
  is_hot: boolean;
  is_new: boolean;
  position: number;
  total: number;
};

const gameOf = (r: RawGame): GameAdminRow => ({
  id: Number(r.id),
  vendorCode: r.vendor_code,
  vendorName: r.vendor_name,
  category: r.game_type,
  gameCode: r.game_code,
  name: r.name,
  imageUrl: r.image_url,
  engine: r.engine,
  enabled: r.enabled,
  maintenance: r.maintenance,
  vendorEnabled: r.vendor_enabled,
  vendorMaintenance: r.vendor_maintenance,
  isHot: r.is_hot,
  isNew: r.is_new,
  position: Number(r.position),
});

/** The operators' side of the brand's catalogue: vendors, their wallet API keys, games and their order. */
export function createCatalogueAdminRepository(db: Database) {
  const vendorQuery = (where: SQL, tail: SQL) => sql`
    select v.id, v.code, v.category, v.name, v.logo_url, v.enabled, v.maintenance, v.maintenance_message,
           v.is_hot, v.sort, v.wallet_mode,
           (select count(*)::int from games g
             where g.merchant_id = v.merchant_id and g.vendor_code = v.code and g.game_type = v.category) as games,
           c.enabled as cred_enabled, c.created_at as cred_created_at, c.rotated_at,
           case when c.previous_until is not null then c.previous_until end as previous_until,
           (count(*) over ())::int as total
      from game_vendors v
      left join vendor_credentials c on c.merchant_id = v.merchant_id and c.vendor_code = v.code
     where ${where}
     ${tail}`;

  const gameQuery = (merchantId: number, where: SQL, tail: SQL) => sql`
    with r as (
      select g.*, (row_number() over (partition by g.game_type order by g.sort, g.id))::int as position
        from games g where g.merchant_id = ${merchantId}
    )
    select r.id, r.vendor_code, v.name as vendor_name, r.game_type, r.game_code, r.name, r.image_url, r.engine,
           r.enabled, r.maintenance, v.enabled as vendor_enabled, v.maintenance as vendor_maintenance,
           r.is_hot, r.is_new, r.position, (count(*) over ())::int as total
      from r
      join game_vendors v on v.merchant_id = r.merchant_id and v.code = r.vendor_code and v.category = r.game_type
     where ${where}
     ${tail}`;

  return {
    async vendors(
      merchantId: number,
      filter: { category?: string | undefined },
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: VendorAdminRow[]; total: number }> {
      const where = and(
        sql`v.merchant_id = ${merchantId}`,
        filter.category === undefined ? undefined : sql`v.category = ${filter.category}`,
      )!;
      const { limit, offset } = pageWindow(page);
      const rows = await rowsOf<RawVendor>(
        tx,
        vendorQuery(
          where,
          sql`order by ${categoryOrder(sql`v.category`)}, v.sort, v.id limit ${limit} offset ${offset}`,
        ),
      );
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && offset > 0) {
        const [row] = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from game_vendors v where ${where}`,
        );
        total = Number(row?.n ?? 0);
      }
      return { rows: rows.map(vendorOf), total };
    },

    /** One vendor entry of the brand, locked for the caller's transaction. */
    async lockVendor(merchantId: number, id: number, tx: Executor): Promise<VendorAdminRow | undefined> {
      await rowsOf(
        tx,
        sql`select id from game_vendors where merchant_id = ${merchantId} and id = ${id} for update`,
      );
      const [row] = await rowsOf<RawVendor>(
        tx,
        vendorQuery(sql`v.merchant_id = ${merchantId} and v.id = ${id}`, sql``),
      );
      return row ? vendorOf(row) : undefined;
    },

    async updateVendor(
      id: number,
      set: { enabled?: boolean; maintenance?: boolean; maintenanceMessage?: Localized | null },
      tx: Executor,
    ): Promise<void> {
      await tx.update(gameVendors).set(set).where(eq(gameVendors.id, id));
    },

    /** Every category entry of a vendor code plays the one wallet mode. */
    async setWalletMode(merchantId: number, code: string, walletMode: string, tx: Executor): Promise<void> {
      await tx
        .update(gameVendors)
        .set({ walletMode })
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)));
    },

    /** Whether members hold money in the vendor's sub-wallets, and whether any of its rounds is open. */
    async walletInUse(
      merchantId: number,
      code: string,
      tx: Executor,
    ): Promise<{ held: boolean; open: boolean }> {
      const [row] = await rowsOf<{ held: boolean; open: boolean }>(
        tx,
        sql`select
              exists (select 1 from accounts where merchant_id = ${merchantId} and member_id is not null
                         and wallet_code = ${code} and balance > 0) as held,
              exists (select 1 from game_rounds where merchant_id = ${merchantId} and vendor_code = ${code}
                         and status = 'open') as open`,
      );
      return { held: Boolean(row?.held), open: Boolean(row?.open) };
    },

    async vendorCodeExists(merchantId: number, code: string, tx: Executor = db): Promise<boolean> {
      const [row] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from game_vendors where merchant_id = ${merchantId} and code = ${code}`,
      );
      return Number(row?.n ?? 0) > 0;
    },

    async lockCredentials(
      merchantId: number,
      code: string,
      tx: Executor,
    ): Promise<CredentialsRow | undefined> {
      const [row] = await rowsOf<{ secret: string; rotated_at: unknown; previous_until: unknown }>(
        tx,
        sql`select secret, rotated_at, previous_until from vendor_credentials
             where merchant_id = ${merchantId} and vendor_code = ${code} for update`,
      );
      return row
        ? {
            secret: row.secret,
            rotatedAt: timeOrNull(row.rotated_at),
            previousUntil: timeOrNull(row.previous_until),
          }
        : undefined;
    },

    /**
     * The new secret in force; the one it replaces verifies until `previousUntil` (an earlier predecessor
     * still in its grace stops at once: one predecessor at a time). Without a key yet, the first is issued.
     */
    async rotateSecret(
      merchantId: number,
      code: string,
      next: { secret: string; previous: string | null; previousUntil: Date | null; at: Date },
      tx: Executor,
    ): Promise<void> {
      await tx
        .insert(vendorCredentials)
        .values({
          merchantId,
          vendorCode: code,
          secret: next.secret,
          previousSecret: next.previous,
          previousUntil: next.previousUntil,
          rotatedAt: next.at,
        })
        .onConflictDoUpdate({
          target: [vendorCredentials.merchantId, vendorCredentials.vendorCode],
          set: {
            secret: next.secret,
            previousSecret: next.previous,
            previousUntil: next.previousUntil,
            rotatedAt: next.at,
          },
        });
    },

    async games(
      merchantId: number,
      filter: {
        vendorCode?: string | undefined;
        category?: string | undefined;
        state?: GameState | undefined;
        name?: string | undefined;
      },
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: GameAdminRow[]; total: number }> {
      const where = and(
        sql`true`,
        filter.vendorCode === undefined ? undefined : sql`r.vendor_code = ${filter.vendorCode}`,
        filter.category === undefined ? undefined : sql`r.game_type = ${filter.category}`,
        filter.state === undefined ? undefined : STATE_FILTERS[filter.state],
        filter.name
          ? sql`(r.game_code ilike ${containing(filter.name)}
                 or exists (select 1 from jsonb_each_text(r.name) n where n.value ilike ${containing(filter.name)}))`
          : undefined,
      )!;
      const { limit, offset } = pageWindow(page);
      const tail = sql`order by ${categoryOrder(sql`r.game_type`)}, r.position`;
      const rows = await rowsOf<RawGame>(
        tx,
        gameQuery(merchantId, where, sql`${tail} limit ${limit} offset ${offset}`),
      );
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && offset > 0) {
        total = (await rowsOf<RawGame>(tx, gameQuery(merchantId, where, tail))).length;
      }
      return { rows: rows.map(gameOf), total };
    },

    /** One game of the brand as the list shows it, its row locked for the caller's transaction. */
    async lockGame(merchantId: number, id: number, tx: Executor): Promise<GameAdminRow | undefined> {
      await rowsOf(tx, sql`select id from games where merchant_id = ${merchantId} and id = ${id} for update`);
      const [row] = await rowsOf<RawGame>(tx, gameQuery(merchantId, sql`r.id = ${id}`, sql``));
      return row ? gameOf(row) : undefined;
    },

    async updateGame(
      id: number,
      set: { enabled?: boolean; maintenance?: boolean; isHot?: boolean; isNew?: boolean },
      tx: Executor,
    ): Promise<void> {
      await tx.update(games).set(set).where(eq(games.id, id));
    },

    /** The ids of a category's games in their order, locked (a reorder renumbers them all). */
    async lockCategory(merchantId: number, category: string, tx: Executor): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`select id from games where merchant_id = ${merchantId} and game_type = ${category}
             order by sort, id for update`,
      );
      return rows.map((r) => Number(r.id));
    },

    /** Numbers the games in the given order (10, 20, ...), writing only the rows whose number changes. */
    async renumber(merchantId: number, ids: number[], tx: Executor): Promise<void> {
      if (ids.length === 0) return;
      const sorts = ids.map((_, i) => (i + 1) * 10);
      await tx.execute(
        sql`update games g set sort = o.sort
              from unnest(${intArray(ids)}, ${intArray(sorts)}) as o(id, sort)
             where g.id = o.id and g.merchant_id = ${merchantId} and g.sort is distinct from o.sort`,
      );
    },
  };
}
export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
