import { majorToMinor } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { members, merchants, missions, type Localized } from '../db/schema.js';
import { createMemberInbox } from '../modules/rewards/index.js';

// The demo brand's missions (six daily, one weekly) and a welcome message for each demo member.

type Text = { title: string; description: string };

type DemoMission = {
  metric: 'turnover' | 'rounds' | 'wins' | 'deposit';
  gameType: string | null;
  period: 'daily' | 'weekly';
  /** Money in major units; rounds as a count. */
  target: number;
  reward: number;
  turnoverMultiple: number;
  text: Localized<Text>;
};

const DEMO_MISSIONS: DemoMission[] = [
  {
    metric: 'turnover',
    gameType: 'RNG',
    period: 'daily',
    target: 500,
    reward: 8,
    turnoverMultiple: 3,
    text: {
      EN: { title: 'Slot spinner', description: 'Bet 500 in slot games today.' },
      CN: { title: '老虎机达人', description: '今天在老虎机游戏中投注 500。' },
      ID: { title: 'Pemutar slot', description: 'Pasang taruhan 500 di permainan slot hari ini.' },
      TH: { title: 'นักปั่นสล็อต', description: 'เดิมพันเกมสล็อตให้ครบ 500 ภายในวันนี้' },
      TY: { title: 'Slot spinner', description: 'Tumaya ng 500 sa mga slot game ngayong araw.' },
      VI: { title: 'Cao thủ quay slot', description: 'Cược đủ 500 trong các trò slot hôm nay.' },
    },
  },
  {
    metric: 'rounds',
    gameType: 'RNG',
    period: 'daily',
    target: 20,
    reward: 5,
    turnoverMultiple: 3,
    text: {
      EN: { title: 'Twenty spins', description: 'Play 20 rounds of slot games today.' },
      CN: { title: '二十连转', description: '今天玩 20 局老虎机游戏。' },
      ID: { title: 'Dua puluh putaran', description: 'Mainkan 20 ronde permainan slot hari ini.' },
      TH: { title: 'ยี่สิบรอบหมุน', description: 'เล่นเกมสล็อตให้ครบ 20 รอบภายในวันนี้' },
      TY: { title: 'Dalawampung ikot', description: 'Maglaro ng 20 round ng slot games ngayong araw.' },
      VI: { title: 'Hai mươi vòng quay', description: 'Chơi 20 ván slot trong hôm nay.' },
    },
  },
  {
    metric: 'turnover',
    gameType: 'LIVE',
    period: 'daily',
    target: 1_000,
    reward: 15,
    turnoverMultiple: 3,
    text: {
      EN: { title: 'Live table regular', description: 'Bet 1,000 at live casino tables today.' },
      CN: { title: '真人桌常客', description: '今天在真人娱乐桌投注 1,000。' },
      ID: {
        title: 'Pelanggan meja live',
        description: 'Pasang taruhan 1.000 di meja kasino langsung hari ini.',
      },
      TH: { title: 'ขาประจำโต๊ะสด', description: 'เดิมพันโต๊ะคาสิโนสดให้ครบ 1,000 ภายในวันนี้' },
      TY: {
        title: 'Suki ng live table',
        description: 'Tumaya ng 1,000 sa mga live casino table ngayong araw.',
      },
      VI: { title: 'Khách quen bàn live', description: 'Cược đủ 1.000 tại bàn casino trực tuyến hôm nay.' },
    },
  },
  {
    metric: 'rounds',
    gameType: 'FISH',
    period: 'daily',
    target: 10,
    reward: 5,
    turnoverMultiple: 3,
    text: {
      EN: { title: 'Deep sea hunter', description: 'Play 10 rounds of fishing games today.' },
      CN: { title: '深海猎手', description: '今天玩 10 局捕鱼游戏。' },
      ID: { title: 'Pemburu laut dalam', description: 'Mainkan 10 ronde permainan tembak ikan hari ini.' },
      TH: { title: 'นักล่าใต้ทะเลลึก', description: 'เล่นเกมยิงปลาให้ครบ 10 รอบภายในวันนี้' },
      TY: { title: 'Mangangaso sa laot', description: 'Maglaro ng 10 round ng fishing games ngayong araw.' },
      VI: { title: 'Thợ săn biển sâu', description: 'Chơi 10 ván bắn cá trong hôm nay.' },
    },
  },
  {
    metric: 'wins',
    gameType: null,
    period: 'daily',
    target: 3,
    reward: 5,
    turnoverMultiple: 3,
    text: {
      EN: { title: 'Hat trick', description: 'Win 3 rounds of any game today.' },
      CN: { title: '三连胜', description: '今天在任意游戏中赢得 3 局。' },
      ID: { title: 'Hattrick', description: 'Menangkan 3 ronde permainan apa saja hari ini.' },
      TH: { title: 'แฮตทริก', description: 'ชนะ 3 รอบในเกมใดก็ได้ภายในวันนี้' },
      TY: { title: 'Hat trick', description: 'Manalo ng 3 round sa kahit anong laro ngayong araw.' },
      VI: { title: 'Cú hat-trick', description: 'Thắng 3 ván ở bất kỳ trò chơi nào hôm nay.' },
    },
  },
  {
    metric: 'deposit',
    gameType: null,
    period: 'daily',
    target: 200,
    reward: 10,
    turnoverMultiple: 3,
    text: {
      EN: { title: 'Top up today', description: 'Deposit 200 or more today.' },
      CN: { title: '今日充值', description: '今天存款 200 或以上。' },
      ID: { title: 'Isi saldo hari ini', description: 'Deposit 200 atau lebih hari ini.' },
      TH: { title: 'เติมเงินวันนี้', description: 'เติมเงิน 200 ขึ้นไปภายในวันนี้' },
      TY: { title: 'Mag-top up ngayon', description: 'Mag-deposito ng 200 o higit pa ngayong araw.' },
      VI: { title: 'Nạp tiền hôm nay', description: 'Nạp từ 200 trở lên trong hôm nay.' },
    },
  },
  {
    metric: 'turnover',
    gameType: null,
    period: 'weekly',
    target: 5_000,
    reward: 50,
    turnoverMultiple: 5,
    text: {
      EN: { title: 'Weekly high roller', description: 'Bet 5,000 in any game this week (Monday to Sunday).' },
      CN: { title: '每周豪客', description: '本周（周一至周日）在任意游戏中投注 5,000。' },
      ID: {
        title: 'Petaruh besar mingguan',
        description: 'Pasang taruhan 5.000 di permainan apa saja minggu ini (Senin sampai Minggu).',
      },
      TH: { title: 'ไฮโรลเลอร์ประจำสัปดาห์', description: 'เดิมพันเกมใดก็ได้ให้ครบ 5,000 ภายในสัปดาห์นี้ (จันทร์ถึงอาทิตย์)' },
      TY: {
        title: 'Lingguhang high roller',
        description: 'Tumaya ng 5,000 sa kahit anong laro ngayong linggo (Lunes hanggang Linggo).',
      },
      VI: {
        title: 'Tay chơi lớn của tuần',
        description: 'Cược đủ 5.000 ở bất kỳ trò nào trong tuần này (thứ Hai đến Chủ nhật).',
      },
    },
  },
];

/** Counts are stored as they are; money in minor units. */
const stored = (m: DemoMission, value: number) =>
  m.metric === 'turnover' || m.metric === 'deposit' ? majorToMinor(value) : BigInt(value);

export async function seedMissions(tx: Transaction, merchantId: number): Promise<void> {
  await tx.insert(missions).values(
    DEMO_MISSIONS.map((m, sort) => ({
      merchantId,
      metric: m.metric,
      gameType: m.gameType,
      period: m.period,
      target: stored(m, m.target),
      reward: majorToMinor(m.reward),
      turnoverMultiple: m.turnoverMultiple,
      sort,
      text: m.text,
    })),
  );
  const [brand] = await tx
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const demoMembers = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.merchantId, merchantId));
  for (const member of demoMembers) {
    await createMemberInbox().post(tx, {
      merchantId,
      memberId: member.id,
      kind: 'welcome',
      template: 'welcome',
      params: { brand: brand?.name ?? '' },
    });
  }
}
