import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';

/**
 * Inserts `count` members into a brand in one statement (`insert ... select generate_series`), for the
 * benchmark of the operators' member search: names `<prefix>000001`..., mobile numbers, e-mail addresses,
 * referral codes, registration IPs spread over 65,536 addresses and registration times over the last year.
 * Every 50th member is under `agentId` when one is given. They cannot sign in (the password hash is not a
 * hash). Answers the number inserted.
 */
export async function insertBenchMembers(
  db: Executor,
  options: { merchantId: number; count: number; prefix?: string; agentId?: number | null },
): Promise<number> {
  const prefix = (options.prefix ?? 'bench').toLowerCase();
  if (!/^[a-z][a-z0-9]{0,11}$/.test(prefix)) throw new RangeError('prefix: 1-12 letters and digits');
  if (!Number.isSafeInteger(options.count) || options.count < 1 || options.count > 10_000_000)
    throw new RangeError('count: 1 to 10,000,000');
  const agentId = options.agentId ?? null;
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`with made as (
          insert into members (merchant_id, username, username_lower, password_hash, nickname, mobile_dialing_code,
                               mobile_num, email, referral_code, registration_ip, upline_id, created_at)
          select ${options.merchantId}, ${prefix} || lpad(g::text, 7, '0'), ${prefix} || lpad(g::text, 7, '0'),
                 'not-a-password', 'Bench ' || g, '+66', '08' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
                 ${prefix} || g || '@example.com', upper(${prefix}) || 'R' || g,
                 '10.' || ((g / 256) % 256) || '.' || (g % 256) || '.' || (1 + g % 200),
                 case when ${agentId}::integer is not null and g % 50 = 0 then ${agentId}::integer end,
                 now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval
          from generate_series(1, ${options.count}) as g
          returning 1
        )
        select count(*) as n from made`,
  );
  return Number(row?.n ?? 0);
}
