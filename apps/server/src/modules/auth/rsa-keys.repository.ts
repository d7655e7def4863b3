import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rsaKeys } from '../../db/schema.js';

export type RsaKeyRow = typeof rsaKeys.$inferSelect;

export function createRsaKeysRepository(db: Database) {
  return {
    async latest(limit: number, tx: Executor = db): Promise<RsaKeyRow[]> {
      return tx.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt)).limit(limit);
    },
    async find(keyId: string, tx: Executor = db): Promise<RsaKeyRow | undefined> {
      const [row] = await tx.select().from(rsaKeys).where(eq(rsaKeys.keyId, keyId)).limit(1);
      return row;
    },
    async insert(row: Omit<RsaKeyRow, 'createdAt'> & { createdAt: Date }, tx: Executor = db): Promise<void> {
      await tx.insert(rsaKeys).values(row).onConflictDoNothing();
    },
  };
}
export type RsaKeysRepository = ReturnType<typeof createRsaKeysRepository>;
