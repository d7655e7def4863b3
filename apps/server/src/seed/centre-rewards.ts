import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { memberRewards, members, raffles } from '../db/schema.js';

const DAY_MS = 86_400_000;

/** Prizes in minor units: 1, 5, 10, 50 and 188, the small ones far more likely. */
const DAILY_PRIZES = [
  { amount: 100, weight: 50 },
  { amount: 500, weight: 30 },
  { amount: 1_000, weight: 15 },
  { amount: 5_000, weight: 4 },
  { amount: 18_800, weight: 1 },
];

const DAILY_RAFFLE_TEXT = {
  EN: { title: 'Daily lucky draw', description: 'One free draw every day: win up to 188.00, paid at once.' },
  CN: { title: '每日幸运抽奖', description: '每天免费抽奖一次：最高可赢 188.00，即时到账。' },
  ID: {
    title: 'Undian keberuntungan harian',
    description: 'Satu undian gratis setiap hari: menangkan hingga 188.00, langsung dibayar.',
  },
  TH: {
    title: 'จับฉลากนำโชคประจำวัน',
    description: 'จับฉลากฟรีวันละครั้ง: ลุ้นรับสูงสุด 188.00 จ่ายทันที',
  },
  TY: {
    title: 'Pang-araw-araw na lucky draw',
    description: 'Isang libreng bunot araw-araw: manalo ng hanggang 188.00, bayad agad.',
  },
  VI: {
    title: 'Rút thăm may mắn mỗi ngày',
    description: 'Mỗi ngày một lượt rút miễn phí: thắng tới 188.00, trả ngay.',
  },
};

/** The demo's reward centre: a daily raffle, two rewards and a referral code for player01. */
export async function seedCentreRewards(tx: Transaction, merchantId: number): Promise<void> {
  const now = Date.now();
  await tx.insert(raffles).values({
    merchantId,
    turnoverRequired: 0n,
    prizes: DAILY_PRIZES,
    turnoverMultiple: 1,
    startsAt: new Date(now - DAY_MS),
    endsAt: null,
    text: DAILY_RAFFLE_TEXT,
  });
  const [player] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.usernameLower, 'player01')));
  if (!player) return;
  await tx.update(members).set({ referralCode: 'LUCKY888' }).where(eq(members.id, player.id));
  const expiresAt = new Date(now + 30 * DAY_MS);
  await tx
    .insert(memberRewards)
    .values([
      {
        merchantId,
        memberId: player.id,
        source: 'welcome',
        sourceRef: 'demo',
        amount: 1_800n,
        turnoverMultiple: 3,
        template: 'reward.welcome',
        expiresAt,
      },
      {
        merchantId,
        memberId: player.id,
        source: 'promotion',
        sourceRef: 'demo',
        amount: 3_800n,
        turnoverMultiple: 5,
        template: 'reward.promotion',
        expiresAt,
      },
    ])
    .onConflictDoNothing();
}
