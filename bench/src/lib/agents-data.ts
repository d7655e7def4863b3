import pg from 'pg';

// Generated data of the agent-centre benchmark, written straight to the bench's own PostgreSQL database:
// a team of 100,000 accounts on five levels under one top agent, 30 days of settled rounds and deposits,
// and the daily figures and the tree built from them.
//
// Speed: the rows are written with `session_replication_role = replica`, which skips the per-row triggers
// (`agent_tree_on_member`, `member_daily_on_transfer`, `member_daily_on_round`) and the foreign-key checks
// of this session. `agent_tree` and `member_daily` are then built with set-based statements that follow the
// triggers' rules: the closure of `upline_id` (the member itself at depth 0), and per member and brand day
// the deposits (their count, the first one ever), the settled rounds' valid bet, payout and count. The
// brand day is the settlement (or transfer) time in the brand's zone, as `brand_day()` computes it.
// Rounds are written without their bet and win transfers (the reports read only the daily figures); the
// deposits are real ledger rows from the brand's cash account, with the balances after each.

export const LEVELS = [10, 100, 1_000, 10_000] as const;
export const TEAM_SIZE = 100_000;
export const DAYS = 30;
const DAY_BATCH = 3;

export type AgentsData = {
  merchantId: number;
  topId: number;
  zone: string;
  members: number;
  agents: number;
  rounds: number;
  memberDaily: number;
  seconds: number;
};

const q = (c: pg.Client, text: string, values: unknown[] = []) => c.query(text, values);

/** The team under `topId` (already a member of `merchantId`): agents on four levels, members on the fifth. */
async function writeTeam(c: pg.Client, merchantId: number, topId: number, prefix: string) {
  let parent = { prefix: '', count: 1 };
  for (const [i, count] of [...LEVELS, TEAM_SIZE - LEVELS.reduce((a, b) => a + b, 0)].entries()) {
    const name = `${prefix}l${i + 1}n`;
    const type = i < LEVELS.length ? 1 + (i % 2) : 0;
    // Account g of this level sits under account ((g - 1) % parents) + 1 of the level above.
    const upline = parent.prefix
      ? {
          column: 'p.id',
          join: `join members p on p.merchant_id = $1 and p.username_lower = $5 || (((g - 1) % $6) + 1)`,
        }
      : { column: '$5::int', join: '' };
    const opened = i < LEVELS.length ? '150' : '2 + abs(hashtext($2 || g)) % 118';
    await q(
      c,
      `insert into members (merchant_id, username, username_lower, password_hash, nickname, type, upline_id,
         language, created_at)
       select $1, $2 || g, $2 || g, 'generated', 'Bench ' || g, $3, ${upline.column}, 'EN',
              now() - make_interval(days => ${opened})
         from generate_series(1, $4::int) g ${upline.join}`,
      parent.prefix
        ? [merchantId, name, type, count, parent.prefix, parent.count]
        : [merchantId, name, type, count, topId],
    );
    parent = { prefix: name, count };
  }
  await q(
    c,
    `insert into accounts (merchant_id, member_id, kind, wallet_code)
     select merchant_id, id, 'member', 'MAIN' from members
      where merchant_id = $1 and username_lower like $2 || 'l%'
     on conflict do nothing`,
    [merchantId, prefix],
  );
  // The closure, as the tree trigger keeps it: every new member with itself and each of its ancestors.
  await q(
    c,
    `insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
     with recursive up (descendant_id, ancestor_id, depth) as (
       select id, id, 0 from members where merchant_id = $1 and username_lower like $2 || 'l%'
       union all
       select up.descendant_id, m.upline_id, up.depth + 1
         from up join members m on m.id = up.ancestor_id where m.upline_id is not null)
     select $1, ancestor_id, descendant_id, depth from up`,
    [merchantId, prefix],
  );
}

/**
 * Rounds of `days` brand days: a member plays on a day with its own likelihood (15% to 65%), 1 to 5 rounds
 * that day, between 10:00 and 23:59; about 45% of rounds pay 1.5x to 3x the stake.
 */
async function writeRounds(
  c: pg.Client,
  merchantId: number,
  prefix: string,
  zone: string,
  from: number,
  to: number,
) {
  const result = await q(
    c,
    `insert into game_rounds (merchant_id, member_id, vendor_code, game_type, game_code, game_name, round_id,
       stake, valid_bet, payout, status, created_at, settled_at)
     select $1, m.id, 'LOTUS', 'RNG', 'lotus-fortune', 'Lotus Fortune', 'B' || d.n || '-' || m.id || '-' || r,
            s.stake, s.stake,
            case when abs(hashtext('w' || m.id || d.n || r)) % 100 < 45
                 then s.stake * (150 + abs(hashtext('x' || m.id || d.n || r)) % 150) / 100 else 0 end,
            'settled', t.at, t.at + interval '45 seconds'
       from members m
       cross join lateral (select n, (date_trunc('day', now() at time zone $3) - make_interval(days => n))
                                     at time zone $3 as start
                             from generate_series($4::int, $5::int) n) d
       cross join generate_series(1, 5) r
       cross join lateral (select (100 + abs(hashtext('s' || m.id || d.n || r)) % 49900)::bigint as stake) s
       cross join lateral (select d.start + make_interval(mins => 600 + abs(hashtext('t' || m.id || d.n)) % 800 + r * 3) as at) t
      where m.merchant_id = $1 and m.username_lower like $2 || 'l%'
        and abs(hashtext('a' || m.id || d.n)) % 100 < 15 + abs(hashtext('p' || m.id)) % 51
        and r <= 1 + abs(hashtext('r' || m.id || d.n)) % 5
        and d.start > m.created_at and t.at + interval '45 seconds' < now()`,
    [merchantId, prefix, zone, from, to],
  );
  return result.rowCount ?? 0;
}

/** Deposits on some active days, as ledger rows from the cash account with the running balances after. */
async function writeDeposits(c: pg.Client, merchantId: number, prefix: string, zone: string) {
  await q(
    c,
    `insert into accounts (merchant_id, member_id, kind, wallet_code, shard) values ($1, null, 'cash', 'HOUSE', 0)
     on conflict (merchant_id, kind, wallet_code, shard) where member_id is null do nothing`,
    [merchantId],
  );
  const cash = await q(
    c,
    `select id, balance from accounts where merchant_id = $1 and member_id is null and kind = 'cash'
       and wallet_code = 'HOUSE' and shard = 0`,
    [merchantId],
  );
  const cashId = cash.rows[0].id as string;
  await q(
    c,
    `with firsts as (
       select member_id, min(created_at) as at from game_rounds
        where merchant_id = $1 and round_id like 'B%' group by member_id, (created_at at time zone $3)::date),
     picked as (
       select f.member_id, f.at - interval '5 minutes' as at,
              (abs(hashtext('d' || f.member_id || f.at)) % 50 + 1) * 10000::bigint as amount
         from firsts f where abs(hashtext('k' || f.member_id || f.at)) % 3 = 0),
     moves as (
       select p.*, a.id as account_id,
              sum(p.amount) over (partition by p.member_id order by p.at) as member_after,
              sum(p.amount) over (order by p.at, p.member_id) as cash_out
         from picked p join accounts a on a.member_id = p.member_id and a.wallet_code = 'MAIN')
     insert into ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount, kind, reference,
       idempotency_key, debit_balance_after, credit_balance_after, created_at)
     select $1, $2::bigint, account_id, amount, 'deposit', 'Bench deposit',
            'bench:agents:deposit:' || member_id || ':' || extract(epoch from at)::bigint,
            $4::bigint - cash_out, member_after, at
       from moves order by at`,
    [merchantId, cashId, zone, cash.rows[0].balance],
  );
  await q(
    c,
    `with totals as (
       select x.credit_account_id as id, sum(x.amount) as amount from ledger_transfers x
        where x.merchant_id = $1 and x.idempotency_key like 'bench:agents:deposit:%' group by 1)
     update accounts a set balance = a.balance + t.amount from totals t where a.id = t.id`,
    [merchantId],
  );
  await q(
    c,
    `update accounts set balance = balance - (select coalesce(sum(amount), 0) from ledger_transfers
        where merchant_id = $1 and idempotency_key like 'bench:agents:deposit:%') where id = $2`,
    [merchantId, cashId],
  );
}

/** member_daily and first_deposit_at from the rounds and the deposits, by the triggers' rules. */
async function writeDaily(c: pg.Client, merchantId: number, prefix: string, zone: string) {
  await q(
    c,
    `with team as (select id from members where merchant_id = $1 and username_lower like $2 || 'l%'),
     deposits as (
       select a.member_id, x.created_at, x.amount,
              row_number() over (partition by a.member_id order by x.created_at, x.id) = 1 as first
         from ledger_transfers x join accounts a on a.id = x.credit_account_id
        where x.merchant_id = $1 and x.kind = 'deposit' and a.member_id in (select id from team)),
     parts as (
       select member_id, (created_at at time zone $3)::date as day, amount as deposits, 1 as deposit_count,
              case when first then amount else 0 end as first_deposit, 0::bigint as valid_bet,
              0::bigint as payout, 0 as rounds
         from deposits
       union all
       select member_id, (settled_at at time zone $3)::date, 0, 0, 0, valid_bet, payout, 1
         from game_rounds where merchant_id = $1 and status = 'settled' and member_id in (select id from team))
     insert into member_daily (merchant_id, member_id, day, deposits, deposit_count, first_deposit, valid_bet,
       payout, rounds)
     select $1, member_id, day, sum(deposits), sum(deposit_count), sum(first_deposit), sum(valid_bet),
            sum(payout), sum(rounds)
       from parts group by member_id, day`,
    [merchantId, prefix, zone],
  );
  await q(
    c,
    `update members m set first_deposit_at = f.at
       from (select a.member_id, min(x.created_at) as at from ledger_transfers x
               join accounts a on a.id = x.credit_account_id
              where x.merchant_id = $1 and x.kind = 'deposit' group by a.member_id) f
      where m.id = f.member_id and m.merchant_id = $1 and m.username_lower like $2 || 'l%'`,
    [merchantId, prefix],
  );
}

/** Writes the whole team and its 30 days under `topId`; prints progress. */
export async function generateAgentsData(
  databaseUrl: string,
  options: { merchantId: number; topId: number; prefix: string; log: (line: string) => void },
): Promise<AgentsData> {
  const started = Date.now();
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { merchantId, topId, prefix } = options;
    const brand = await q(
      c,
      `select coalesce(settings->>'timeZone', 'Asia/Manila') as zone from merchants where id = $1`,
      [merchantId],
    );
    const zone = String(brand.rows[0]?.zone ?? 'Asia/Manila');
    await q(c, 'set session_replication_role = replica');
    await writeTeam(c, merchantId, topId, prefix);
    options.log(
      `  team written (${TEAM_SIZE.toLocaleString('en-US')} accounts) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    let rounds = 0;
    for (let from = 0; from < DAYS; from += DAY_BATCH) {
      rounds += await writeRounds(c, merchantId, prefix, zone, from, Math.min(DAYS, from + DAY_BATCH) - 1);
      options.log(
        `  rounds: days ${from + 1}-${Math.min(DAYS, from + DAY_BATCH)} back written, ${rounds.toLocaleString('en-US')} so far`,
      );
    }
    // Fresh statistics first: the plans of the statements below depend on them.
    await q(c, 'analyze members, accounts, game_rounds');
    await writeDeposits(c, merchantId, prefix, zone);
    await writeDaily(c, merchantId, prefix, zone);
    await q(c, 'set session_replication_role = origin');
    await q(c, 'analyze members, accounts, agent_tree, member_daily, game_rounds, ledger_transfers');
    options.log(`  deposits and daily figures written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const counts = await q(
      c,
      `select (select count(*) from agent_tree where ancestor_id = $2 and depth >= 1)::int as team,
              (select count(*) from agent_tree t join members m on m.id = t.descendant_id
                where t.ancestor_id = $2 and t.depth >= 1 and m.type <> 0)::int as agents,
              (select count(*) from member_daily where merchant_id = $1)::int as daily`,
      [merchantId, topId],
    );
    const row = counts.rows[0];
    return {
      merchantId,
      topId,
      zone,
      members: Number(row.team),
      agents: Number(row.agents),
      rounds,
      memberDaily: Number(row.daily),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await c.end();
  }
}

/**
 * The real-time salary's inputs for one 5-minute period: a signed `realtime` contract for each agent of the
 * fourth level (its upline the payer, funded with a deposit-like ledger transfer), terms stored as the
 * commissions module stores them (thresholds in major units, rates in basis points), signed a minute
 * before the period, and 1 to 2 rounds of each member of the fifth level settled inside the period.
 */
export async function generateRealtimeWindow(
  databaseUrl: string,
  options: { merchantId: number; prefix: string; from: Date; to: Date },
): Promise<{ contracts: number; rounds: number }> {
  const { merchantId, prefix, from, to } = options;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const terms = {
      kind: 'realtime',
      tiers: [
        { singleBet: 10, winRate: 30, lossRate: 50 },
        { singleBet: 200, winRate: 50, lossRate: 80 },
      ],
    };
    const contracts = await q(
      c,
      `insert into agent_contracts (merchant_id, kind, upline_id, member_id, terms, top_rate, status, created_at,
         decided_at)
       select $1, 'realtime', m.upline_id, m.id, $3::jsonb, 80, 'signed', $4::timestamptz - interval '1 hour',
              $4::timestamptz
         from members m where m.merchant_id = $1 and m.username_lower like $2 || 'l4n%'`,
      [merchantId, prefix, JSON.stringify(terms), new Date(from.getTime() - 60_000).toISOString()],
    );
    // The payers: each third-level agent gets 100,000.00 from the brand's cash account.
    await q(
      c,
      `with payers as (
         select a.id as account_id, a.balance, m.id as member_id, row_number() over (order by m.id) as n
           from members m join accounts a on a.member_id = m.id and a.wallet_code = 'MAIN'
          where m.merchant_id = $1 and m.username_lower like $2 || 'l3n%'),
       cash as (select id, balance from accounts where merchant_id = $1 and member_id is null and kind = 'cash'
                  and wallet_code = 'HOUSE' and shard = 0)
       insert into ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount, kind, reference,
         idempotency_key, debit_balance_after, credit_balance_after)
       select $1, cash.id, p.account_id, 10000000, 'deposit', 'Bench funding',
              'bench:agents:funding:' || p.member_id, cash.balance - 10000000 * p.n, p.balance + 10000000
         from payers p, cash order by p.n`,
      [merchantId, prefix],
    );
    await q(
      c,
      `with funded as (select credit_account_id as id, debit_account_id as cash, amount from ledger_transfers
                        where merchant_id = $1 and idempotency_key like 'bench:agents:funding:%'),
       members_side as (update accounts a set balance = a.balance + f.amount from funded f where a.id = f.id)
       update accounts set balance = balance - (select sum(amount) from funded)
        where id = (select cash from funded limit 1)`,
      [merchantId],
    );
    await q(c, 'set session_replication_role = replica');
    const rounds = await q(
      c,
      `insert into game_rounds (merchant_id, member_id, vendor_code, game_type, game_code, game_name, round_id,
         stake, valid_bet, payout, status, created_at, settled_at)
       select $1, m.id, 'LOTUS', 'RNG', 'lotus-fortune', 'Lotus Fortune', 'W' || extract(epoch from $3::timestamptz)::bigint || '-' || m.id || '-' || r,
              s.stake, s.stake,
              case when abs(hashtext('w' || m.id || r)) % 100 < 45 then s.stake * 2 else 0 end,
              'settled', t.at - interval '40 seconds', t.at
         from members m cross join generate_series(1, 2) r
         cross join lateral (select (1000 + abs(hashtext('s' || m.id || r)) % 99000)::bigint as stake) s
         cross join lateral (select $3::timestamptz + make_interval(secs => 1 + abs(hashtext('t' || m.id || r)) % 298) as at) t
        where m.merchant_id = $1 and m.username_lower like $2 || 'l5n%'
          and r <= 1 + abs(hashtext('n' || m.id)) % 2 and t.at < $4::timestamptz`,
      [merchantId, prefix, from.toISOString(), to.toISOString()],
    );
    await q(c, 'set session_replication_role = origin');
    await q(c, 'analyze game_rounds, agent_contracts');
    return { contracts: contracts.rowCount ?? 0, rounds: rounds.rowCount ?? 0 };
  } finally {
    await c.end();
  }
}
