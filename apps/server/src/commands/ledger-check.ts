// `npm run ledger:check`: the reconciliation of the ledger (DESIGN.md section 5), for operators.
// Per account, balance = credits - debits; per brand, the balances sum to zero; no member account below
// zero; no transfer across brands. Prints what it checked; exits 1 on any mismatch, 2 when it cannot run.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { env } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { createLedger } from '../modules/wallet/index.js';
import { rowsOf } from '../db/rows.js';

async function main(): Promise<number> {
  const dataDir = path.resolve(env.DATA_DIR);
  let release = () => undefined as void;
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(dataDir);
    } catch (e) {
      console.error(
        `${(e as Error).message}\nThe embedded database serves one process: stop the server first.`,
      );
      return 2;
    }
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
  });
  try {
    const [found] = await rowsOf<{ present: boolean }>(
      database.db,
      sql`select to_regclass('public.ledger_transfers') is not null as present`,
    );
    if (!found?.present) {
      console.error(
        'ledger check: this database holds no ledger yet (start the platform once to create it).',
      );
      return 2;
    }
    const report = await createLedger(database.db).check();
    const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${dataDir}`;
    console.log(`ledger check on ${where}`);
    console.log(`  ${report.accounts} accounts, ${report.transfers} transfers`);
    for (const brand of report.brands)
      console.log(
        `  brand ${brand.code}: ${brand.accounts} accounts, balances sum to ${brand.sum} (minor units)`,
      );
    if (report.ok) {
      console.log('  every balance equals its credits minus its debits; every brand sums to zero: OK');
      return 0;
    }
    console.log(`  ${report.problems.length} problem(s):`);
    for (const problem of report.problems) console.log(`  - ${problem}`);
    return 1;
  } finally {
    await database.close();
    release();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`ledger check could not run: ${(error as Error).message}`);
  return 2;
});
