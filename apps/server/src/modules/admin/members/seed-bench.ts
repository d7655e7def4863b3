import type { Executor } from '../../../db/client.js';
import { insertBenchMembers } from './seed-bench.repository.js';

/**
 * Fills a brand with `count` members for the benchmark of the operators' member search (100,000 members):
 * one `insert ... select generate_series` statement (`seed-bench.repository.ts`). Answers the number inserted.
 */
export function seedBenchMembers(
  db: Executor,
  options: { merchantId: number; count: number; prefix?: string; agentId?: number | null },
): Promise<number> {
  return insertBenchMembers(db, options);
}
