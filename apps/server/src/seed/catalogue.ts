import { randomBytes } from 'node:crypto';
import { gameTileUrl } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { games, gameVendors, vendorCredentials } from '../db/schema.js';
import { demoCatalogue } from './catalogue-data.js';

const CHUNK = 200;

/**
 * The demo brand's game catalogue (catalogue-data.ts) for the vendors the brand has, and one wallet API
 * secret per vendor code. Safe to run again: games already there and existing secrets are kept.
 */
export async function seedCatalogue(tx: Executor, merchantId: number): Promise<void> {
  const vendors = await tx
    .select({ code: gameVendors.code, category: gameVendors.category })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId));
  const offered = new Set(vendors.map((v) => `${v.category}:${v.code}`));

  const rows = demoCatalogue()
    .filter((g) => offered.has(`${g.gameType}:${g.vendor}`))
    .map((g) => ({
      merchantId,
      vendorCode: g.vendor,
      gameType: g.gameType,
      gameCode: g.gameCode,
      name: g.name,
      classify: g.classify,
      minBet: BigInt(g.minBet),
      lineNum: g.lineNum,
      imageUrl: gameTileUrl(g.vendor, g.gameCode),
      isGame: g.isGame,
      engine: g.engine,
      isHot: g.isHot,
      isNew: g.isNew,
      sort: g.sort,
    }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(games)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }

  const codes = [...new Set(vendors.map((v) => v.code))].sort();
  if (codes.length > 0) {
    await tx
      .insert(vendorCredentials)
      .values(
        codes.map((vendorCode) => ({ merchantId, vendorCode, secret: randomBytes(32).toString('hex') })),
      )
      .onConflictDoNothing();
  }
}
