import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';

// The demo team's commission contracts (issue 15): agent01 holds a contract of every kind from the house,
// and its direct sub-agents hold a dividend and a daily salary from agent01 at lower rates. Thresholds are
// major units, rates basis points (the commissions module's stored terms). The settlement jobs pay their
// closed periods once the platform runs, so My income fills with real settlements of the seeded play.

const DAY = 86_400_000;

type Offer = { kind: string; terms: Record<string, unknown>; topRate: number; signedDaysAgo: number };

/** agent01's contracts with the house. */
const TOP: Offer[] = [
  {
    kind: 'dividend',
    terms: {
      kind: 'dividend',
      cycle: 'W',
      tiers: [
        { validBet: 0, loss: 0, activeMembers: 1, rate: 2000 },
        { validBet: 50_000, loss: 5_000, activeMembers: 10, rate: 3000 },
      ],
    },
    topRate: 3000,
    signedDaysAgo: 31,
  },
  {
    kind: 'daily',
    terms: {
      kind: 'daily',
      tiers: [
        { validBet: 0, activeMembers: 1, rate: 80 },
        { validBet: 20_000, activeMembers: 5, rate: 120 },
      ],
    },
    topRate: 120,
    signedDaysAgo: 31,
  },
  {
    kind: 'hourly',
    terms: {
      kind: 'hourly',
      tiers: [
        { validBet: 0, rate: 30 },
        { validBet: 5_000, rate: 50 },
      ],
    },
    topRate: 50,
    signedDaysAgo: 0.1,
  },
  {
    kind: 'realtime',
    terms: {
      kind: 'realtime',
      tiers: [
        { singleBet: 1, winRate: 10, lossRate: 20 },
        { singleBet: 100, winRate: 20, lossRate: 40 },
      ],
    },
    topRate: 40,
    signedDaysAgo: 0.05,
  },
];

/** What agent01 offers its direct sub-agents. */
const UNDER_TOP: Offer[] = [
  {
    kind: 'dividend',
    terms: { kind: 'dividend', cycle: 'W', tiers: [{ validBet: 0, loss: 0, activeMembers: 1, rate: 1500 }] },
    topRate: 1500,
    signedDaysAgo: 30,
  },
  {
    kind: 'daily',
    terms: {
      kind: 'daily',
      tiers: [
        { validBet: 0, activeMembers: 1, rate: 50 },
        { validBet: 10_000, activeMembers: 3, rate: 80 },
      ],
    },
    topRate: 80,
    signedDaysAgo: 30,
  },
];

async function sign(
  tx: Transaction,
  merchantId: number,
  uplineId: number | null,
  memberId: number,
  offer: Offer,
  now: Date,
) {
  const signed = new Date(now.getTime() - offer.signedDaysAgo * DAY);
  const offered = new Date(signed.getTime() - 3_600_000);
  await tx.execute(
    sql`insert into agent_contracts (merchant_id, kind, upline_id, member_id, terms, top_rate, status, created_at, decided_at)
        values (${merchantId}, ${offer.kind}, ${uplineId}, ${memberId}, ${JSON.stringify(offer.terms)}::jsonb,
                ${offer.topRate}, 'signed', ${offered.toISOString()}::timestamptz, ${signed.toISOString()}::timestamptz)`,
  );
}

/** Signs the demo contracts: the house with agent01, agent01 with each of its direct sub-agents. */
export async function seedAgentContracts(
  tx: Transaction,
  merchantId: number,
  topId: number,
  subAgentIds: number[],
  now: Date,
): Promise<void> {
  for (const offer of TOP) await sign(tx, merchantId, null, topId, offer, now);
  for (const id of subAgentIds)
    for (const offer of UNDER_TOP) await sign(tx, merchantId, topId, id, offer, now);
}
