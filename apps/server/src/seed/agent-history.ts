import { minorToMajor } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { depositOrders, gameRounds, ledgerTransfers, vendorTransactions } from '../db/schema.js';
import { AGENT_TRANSFER_KIND } from '../modules/agents/index.js';
import { createLedger, HOUSE_SHARDS } from '../modules/wallet/index.js';
import type { PlannedRound, TeamActivity } from './agent-activity.js';

// Writes the demo team's planned history with the rows the live paths write, in batches: a paid deposit
// order and its `deposit` transfer from the brand's cash account; a settled round with its `bet` transfer
// to the vendor's house games account (the member's shard), its `win` transfer back when it paid, the two
// vendor wallet calls and the points it earned; an agent's transfer to a direct downline. Every transfer
// row carries the balances after it and every account's balance changes by exactly its transfers (the
// ledger check stays clean). Rows are written with their historical times, in time order, so the
// `member_daily` triggers count each on its brand day and the earliest deposit as the first one.

const CHUNK = 400;

type LedgerRow = {
  at: Date;
  seq: number;
  debit: number;
  credit: number;
  amount: bigint;
  kind: string;
  reference: string;
  key: string;
  round?: string;
  order?: string;
};

const list = (values: SQL[]) => sql.join(values, sql`, `);

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export async function writeTeamActivity(
  tx: Transaction,
  merchantId: number,
  team: { memberIds: readonly number[]; usernames: readonly string[]; activity: TeamActivity },
): Promise<void> {
  const { memberIds, usernames, activity } = team;
  const idList = list(memberIds.map((id) => sql`${id}`));
  const ledger = createLedger(tx);
  const wallets = await rowsOf<{ id: string; member_id: number }>(
    tx,
    sql`select id, member_id from accounts where member_id in (${idList}) and wallet_code = 'MAIN'`,
  );
  const walletOfMember = new Map(wallets.map((w) => [Number(w.member_id), Number(w.id)]));
  const wallet = (account: number) => {
    const id = walletOfMember.get(memberIds[account] ?? 0);
    if (id === undefined) throw new Error(`demo team account ${usernames[account]} has no wallet`);
    return id;
  };
  const cash = await ledger.houseAccountId(tx, merchantId, 'cash');
  const houses = new Map<string, number>();
  for (const round of activity.rounds) {
    const shard = (memberIds[round.account] ?? 0) % HOUSE_SHARDS;
    const key = `${round.game.vendorCode}:${shard}`;
    if (!houses.has(key))
      houses.set(key, await ledger.houseAccountId(tx, merchantId, 'games', round.game.vendorCode, shard));
  }
  const [brand] = await rowsOf<{ currency_symbol: string }>(
    tx,
    sql`select currency_symbol from merchants where id = ${merchantId}`,
  );
  const [channel] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from payment_channels where merchant_id = ${merchantId}
         order by (provider = 'sandbox') desc, id limit 1`,
  );

  // Paid deposit orders (when the brand has a channel to have paid through).
  const orderIds = new Map<string, number>();
  if (channel) {
    await inChunks(activity.deposits, async (chunk) => {
      const rows = await tx
        .insert(depositOrders)
        .values(
          chunk.map((d) => ({
            merchantId,
            memberId: memberIds[d.account] ?? 0,
            channelId: Number(channel.id),
            orderNo: d.orderNo,
            amount: d.amount,
            status: 'paid',
            gatewayReference: d.gatewayRef,
            createdAt: new Date(d.at.getTime() - 95_000),
            decidedAt: d.at,
          })),
        )
        .returning({ id: depositOrders.id, orderNo: depositOrders.orderNo });
      for (const r of rows) orderIds.set(r.orderNo, r.id);
    });
  }

  // Settled rounds: the `member_daily` trigger counts each on the brand day of its settlement.
  const roundIds = new Map<string, number>();
  await inChunks(activity.rounds, async (chunk) => {
    const rows = await tx
      .insert(gameRounds)
      .values(
        chunk.map((r) => ({
          merchantId,
          memberId: memberIds[r.account] ?? 0,
          vendorCode: r.game.vendorCode,
          gameType: r.game.gameType,
          gameCode: r.game.gameCode,
          gameName: r.game.gameName,
          roundId: r.roundId,
          stake: r.stake,
          validBet: r.stake,
          payout: r.payout,
          status: 'settled',
          createdAt: r.openedAt,
          settledAt: r.settledAt,
        })),
      )
      .returning({ id: gameRounds.id, roundId: gameRounds.roundId });
    for (const r of rows) roundIds.set(r.roundId, r.id);
  });

  // Every transfer, in time order.
  const moves: LedgerRow[] = [];
  for (const d of activity.deposits) {
    const orderId = orderIds.get(d.orderNo);
    moves.push({
      at: d.at,
      seq: moves.length,
      debit: cash,
      credit: wallet(d.account),
      amount: d.amount,
      kind: 'deposit',
      reference: d.orderNo,
      key: orderId === undefined ? `seed:team-deposit:${d.orderNo}` : `deposit:${orderId}`,
      order: d.orderNo,
    });
  }
  for (const r of activity.rounds) {
    const house = houses.get(`${r.game.vendorCode}:${(memberIds[r.account] ?? 0) % HOUSE_SHARDS}`) ?? 0;
    const reference = `${r.game.vendorCode}:${r.roundId}`;
    const base = { reference, round: r.roundId, amount: r.stake };
    moves.push({
      ...base,
      at: r.openedAt,
      seq: moves.length,
      debit: wallet(r.account),
      credit: house,
      kind: 'bet',
      key: `vendor:${r.game.vendorCode}:${r.roundId}-1`,
    });
    if (r.payout > 0n)
      moves.push({
        ...base,
        at: r.settledAt,
        seq: moves.length,
        debit: house,
        credit: wallet(r.account),
        amount: r.payout,
        kind: 'win',
        key: `vendor:${r.game.vendorCode}:${r.roundId}-2`,
      });
  }
  for (const t of activity.transfers) {
    moves.push({
      at: t.at,
      seq: moves.length,
      debit: wallet(t.from),
      credit: wallet(t.to),
      amount: t.amount,
      kind: AGENT_TRANSFER_KIND,
      reference: `${usernames[t.from]} -> ${usernames[t.to]}`,
      key: `agent:${memberIds[t.from]}:${t.requestId}`,
    });
  }
  moves.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);

  const touched = [...new Set(moves.flatMap((m) => [m.debit, m.credit]))];
  const opening = await rowsOf<{ id: string; balance: string }>(
    tx,
    sql`select id, balance from accounts where id in (${list(touched.map((id) => sql`${id}`))})`,
  );
  const balances = new Map(opening.map((a) => [Number(a.id), BigInt(a.balance)]));
  const memberWallets = new Set(walletOfMember.values());
  const deltas = new Map<number, bigint>();
  /** The member's wallet right after each transfer, by idempotency key (what the vendor calls answered). */
  const walletAfter = new Map<string, bigint>();
  const rows = moves.map((m) => {
    const debitAfter = (balances.get(m.debit) ?? 0n) - m.amount;
    const creditAfter = (balances.get(m.credit) ?? 0n) + m.amount;
    if (memberWallets.has(m.debit) && debitAfter < 0n)
      throw new Error(`demo team history overdraws account ${m.debit} (${m.key})`);
    balances.set(m.debit, debitAfter);
    balances.set(m.credit, creditAfter);
    walletAfter.set(m.key, memberWallets.has(m.debit) ? debitAfter : creditAfter);
    deltas.set(m.debit, (deltas.get(m.debit) ?? 0n) - m.amount);
    deltas.set(m.credit, (deltas.get(m.credit) ?? 0n) + m.amount);
    return {
      merchantId,
      debitAccountId: m.debit,
      creditAccountId: m.credit,
      amount: m.amount,
      kind: m.kind,
      reference: m.reference,
      idempotencyKey: m.key,
      debitBalanceAfter: debitAfter,
      creditBalanceAfter: creditAfter,
      roundId: m.round === undefined ? null : (roundIds.get(m.round) ?? null),
      createdAt: m.at,
    };
  });
  const transferOfOrder: SQL[] = [];
  const transferIds = new Map<string, number>();
  await inChunks(rows, async (chunk) => {
    const written = await tx
      .insert(ledgerTransfers)
      .values(chunk)
      .returning({ id: ledgerTransfers.id, key: ledgerTransfers.idempotencyKey });
    for (const w of written) {
      transferIds.set(w.key, w.id);
      const orderId = w.key.startsWith('deposit:') ? Number(w.key.slice('deposit:'.length)) : NaN;
      if (Number.isSafeInteger(orderId)) transferOfOrder.push(sql`(${orderId}::bigint, ${w.id}::bigint)`);
    }
  });
  await inChunks(transferOfOrder, async (chunk) => {
    await tx.execute(
      sql`update deposit_orders o set transfer_id = v.transfer_id
            from (values ${list(chunk)}) as v(order_id, transfer_id) where o.id = v.order_id`,
    );
  });
  const changes = [...deltas]
    .filter(([, d]) => d !== 0n)
    .map(([id, d]) => sql`(${id}::bigint, ${d}::bigint)`);
  await inChunks(changes, async (chunk) => {
    await tx.execute(
      sql`update accounts a set balance = a.balance + v.delta
            from (values ${list(chunk)}) as v(id, delta) where a.id = v.id`,
    );
  });

  const calls = activity.rounds.flatMap((r) =>
    vendorCalls(r, {
      merchantId,
      memberId: memberIds[r.account] ?? 0,
      roundRowId: roundIds.get(r.roundId) ?? 0,
      currency: brand?.currency_symbol ?? '',
      transferIds,
      walletAfter,
    }),
  );
  await inChunks(calls, async (chunk) => {
    await tx.insert(vendorTransactions).values(chunk);
  });
  await earnRoundPoints(tx, idList);
  const seen = [...activity.lastSeen].map(
    ([i, at]) => sql`(${memberIds[i] ?? 0}::int, ${at.toISOString()}::timestamptz)`,
  );
  await inChunks(seen, async (chunk) => {
    await tx.execute(
      sql`update members m set last_login_at = v.at from (values ${list(chunk)}) as v(id, at) where m.id = v.id`,
    );
  });
}

/** A round's two vendor wallet calls: the debit with the bet's transfer, the credit with the win's (if any). */
function vendorCalls(
  r: PlannedRound,
  at: {
    merchantId: number;
    memberId: number;
    roundRowId: number;
    currency: string;
    transferIds: ReadonlyMap<string, number>;
    walletAfter: ReadonlyMap<string, bigint>;
  },
) {
  const debitId = `${r.roundId}-1`;
  const creditId = `${r.roundId}-2`;
  const betKey = `vendor:${r.game.vendorCode}:${debitId}`;
  const winKey = `vendor:${r.game.vendorCode}:${creditId}`;
  const answer = (transactionId: string, balance: bigint | undefined) => ({
    playerId: String(at.memberId),
    currency: at.currency,
    balance: minorToMajor(balance ?? 0n),
    transactionId,
  });
  const base = {
    merchantId: at.merchantId,
    vendorCode: r.game.vendorCode,
    memberId: at.memberId,
    roundId: at.roundRowId,
    status: 200,
  };
  return [
    {
      ...base,
      transactionId: debitId,
      kind: 'debit',
      refTransactionId: null,
      amount: r.stake,
      transferId: at.transferIds.get(betKey) ?? null,
      response: answer(debitId, at.walletAfter.get(betKey)),
      createdAt: r.openedAt,
    },
    {
      ...base,
      transactionId: creditId,
      kind: 'credit',
      refTransactionId: debitId,
      amount: r.payout,
      transferId: at.transferIds.get(winKey) ?? null,
      response: answer(creditId, at.walletAfter.get(winKey) ?? at.walletAfter.get(betKey)),
      createdAt: r.settledAt,
    },
  ];
}

/** The points the rounds earned at the brand's rates (what a settlement earns), added to the balances. */
async function earnRoundPoints(tx: Transaction, idList: SQL): Promise<void> {
  await tx.execute(
    sql`with earned as (
          insert into point_entries (merchant_id, member_id, points, kind, reference, game_type, created_at)
          select r.merchant_id, r.member_id, r.stake * p.points / p.per, 'bet', 'round:' || r.id, r.game_type,
                 r.settled_at
            from game_rounds r
            join point_rates p on p.merchant_id = r.merchant_id and p.game_type = r.game_type
           where r.member_id in (${idList}) and p.per > 0 and r.stake * p.points / p.per > 0
          returning member_id, points)
        update members m set points_balance = m.points_balance + e.total
          from (select member_id, sum(points) as total from earned group by member_id) e
         where m.id = e.member_id`,
  );
}
