import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { members, pointRates, pointRewards } from '../db/schema.js';
import { createPointsRepository } from '../modules/points/index.js';

// The demo brand's points shop (items to browse) and how points are earned, in the six site languages.

type Text = { name: string; description: string };
type ItemSeed = {
  slug: string;
  pointsRequired: number;
  /** Balance paid with the points, in major units. */
  amountRequired: number;
  /** Items in stock; null: unlimited. */
  quantity: number | null;
  text: Record<'EN' | 'CN' | 'ID' | 'TH' | 'TY' | 'VI', Text>;
};

const ITEMS: ItemSeed[] = [
  {
    slug: 'bonus-50',
    pointsRequired: 500,
    amountRequired: 0,
    quantity: null,
    text: {
      EN: { name: 'P 50 Bonus', description: 'P 50 credited to your main wallet at once; turnover 1 time.' },
      CN: { name: 'P 50 礼金', description: 'P 50 立即存入主钱包；流水要求 1 倍。' },
      ID: { name: 'Bonus P 50', description: 'P 50 langsung masuk ke dompet utama; turnover 1 kali.' },
      TH: { name: 'โบนัส P 50', description: 'รับ P 50 เข้ากระเป๋าหลักทันที ยอดเทิร์นโอเวอร์ 1 เท่า' },
      TY: {
        name: 'P 50 na Bonus',
        description: 'Agad na papasok ang P 50 sa iyong main wallet; turnover 1 beses.',
      },
      VI: { name: 'Thưởng P 50', description: 'P 50 được cộng ngay vào ví chính; doanh thu 1 lần.' },
    },
  },
  {
    slug: 'bonus-200',
    pointsRequired: 1_800,
    amountRequired: 0,
    quantity: null,
    text: {
      EN: {
        name: 'P 200 Bonus',
        description: 'P 200 credited to your main wallet at once; turnover 1 time.',
      },
      CN: { name: 'P 200 礼金', description: 'P 200 立即存入主钱包；流水要求 1 倍。' },
      ID: { name: 'Bonus P 200', description: 'P 200 langsung masuk ke dompet utama; turnover 1 kali.' },
      TH: { name: 'โบนัส P 200', description: 'รับ P 200 เข้ากระเป๋าหลักทันที ยอดเทิร์นโอเวอร์ 1 เท่า' },
      TY: {
        name: 'P 200 na Bonus',
        description: 'Agad na papasok ang P 200 sa iyong main wallet; turnover 1 beses.',
      },
      VI: { name: 'Thưởng P 200', description: 'P 200 được cộng ngay vào ví chính; doanh thu 1 lần.' },
    },
  },
  {
    slug: 'free-spins',
    pointsRequired: 1_000,
    amountRequired: 0,
    quantity: null,
    text: {
      EN: {
        name: '20 Free Spins',
        description: '20 spins on any Lotus Originals slot at P 5 each; winnings are paid as a bonus.',
      },
      CN: {
        name: '20 次免费旋转',
        description: '任意 Lotus Originals 老虎机 20 次免费旋转，每次 P 5；奖金以礼金发放。',
      },
      ID: {
        name: '20 Putaran Gratis',
        description:
          '20 putaran di slot Lotus Originals mana pun, masing-masing P 5; kemenangan dibayar sebagai bonus.',
      },
      TH: {
        name: 'ฟรีสปิน 20 ครั้ง',
        description: 'หมุนฟรี 20 ครั้งในสล็อต Lotus Originals เกมใดก็ได้ ครั้งละ P 5 เงินรางวัลจ่ายเป็นโบนัส',
      },
      TY: {
        name: '20 Libreng Spin',
        description:
          '20 spin sa kahit anong slot ng Lotus Originals, P 5 bawat isa; ibibigay bilang bonus ang panalo.',
      },
      VI: {
        name: '20 vòng quay miễn phí',
        description:
          '20 vòng quay trên bất kỳ slot Lotus Originals nào, mỗi vòng P 5; tiền thắng trả dưới dạng tiền thưởng.',
      },
    },
  },
  {
    slug: 'lucky-spin',
    pointsRequired: 300,
    amountRequired: 0,
    quantity: null,
    text: {
      EN: {
        name: 'Lucky Wheel Spin',
        description: 'One spin of the lucky wheel: prizes from P 5 up to P 888.',
      },
      CN: { name: '幸运转盘一次', description: '转动幸运转盘一次：奖金 P 5 至 P 888。' },
      ID: {
        name: 'Putaran Roda Keberuntungan',
        description: 'Satu putaran roda keberuntungan: hadiah dari P 5 hingga P 888.',
      },
      TH: { name: 'หมุนวงล้อนำโชค', description: 'หมุนวงล้อนำโชคหนึ่งครั้ง ลุ้นรางวัลตั้งแต่ P 5 ถึง P 888' },
      TY: {
        name: 'Spin sa Lucky Wheel',
        description: 'Isang spin sa lucky wheel: premyo mula P 5 hanggang P 888.',
      },
      VI: {
        name: 'Vòng quay may mắn',
        description: 'Một lượt quay vòng quay may mắn: giải thưởng từ P 5 đến P 888.',
      },
    },
  },
  {
    slug: 'earbuds',
    pointsRequired: 12_000,
    amountRequired: 500,
    quantity: 50,
    text: {
      EN: {
        name: 'Wireless Earbuds',
        description: 'Bluetooth earbuds with noise cancelling and a charging case, delivered to your door.',
      },
      CN: { name: '无线耳机', description: '降噪蓝牙耳机，附充电盒，送货上门。' },
      ID: {
        name: 'Earbud Nirkabel',
        description: 'Earbud Bluetooth dengan peredam bising dan kotak pengisi daya, dikirim ke rumah Anda.',
      },
      TH: { name: 'หูฟังไร้สาย', description: 'หูฟังบลูทูธตัดเสียงรบกวนพร้อมเคสชาร์จ จัดส่งถึงบ้าน' },
      TY: {
        name: 'Wireless Earbuds',
        description: 'Bluetooth earbuds na may noise cancelling at charging case, ihahatid sa iyong bahay.',
      },
      VI: {
        name: 'Tai nghe không dây',
        description: 'Tai nghe Bluetooth chống ồn kèm hộp sạc, giao tận nhà.',
      },
    },
  },
  {
    slug: 'smartwatch',
    pointsRequired: 30_000,
    amountRequired: 1_500,
    quantity: 20,
    text: {
      EN: {
        name: 'Smartwatch',
        description: 'Fitness tracking and notifications on your wrist, with a 7-day battery.',
      },
      CN: { name: '智能手表', description: '健康监测与消息提醒，续航 7 天。' },
      ID: {
        name: 'Jam Tangan Pintar',
        description: 'Pelacak kebugaran dan notifikasi di pergelangan tangan, baterai 7 hari.',
      },
      TH: { name: 'สมาร์ทวอทช์', description: 'ติดตามสุขภาพและแจ้งเตือนบนข้อมือ แบตเตอรี่ใช้งานได้ 7 วัน' },
      TY: {
        name: 'Smartwatch',
        description: 'Fitness tracking at notifications sa iyong pulso, may 7 araw na baterya.',
      },
      VI: {
        name: 'Đồng hồ thông minh',
        description: 'Theo dõi sức khỏe và thông báo ngay trên cổ tay, pin dùng 7 ngày.',
      },
    },
  },
  {
    slug: 'smartphone',
    pointsRequired: 80_000,
    amountRequired: 5_000,
    quantity: 5,
    text: {
      EN: { name: 'Smartphone', description: 'A 6.7-inch flagship phone with 256 GB of storage.' },
      CN: { name: '智能手机', description: '6.7 英寸旗舰手机，256 GB 存储空间。' },
      ID: { name: 'Smartphone', description: 'Ponsel flagship 6,7 inci dengan penyimpanan 256 GB.' },
      TH: { name: 'สมาร์ทโฟน', description: 'สมาร์ทโฟนเรือธงหน้าจอ 6.7 นิ้ว ความจุ 256 GB' },
      TY: {
        name: 'Smartphone',
        description: 'Flagship na telepono na 6.7 pulgada na may 256 GB na storage.',
      },
      VI: {
        name: 'Điện thoại thông minh',
        description: 'Điện thoại cao cấp màn hình 6,7 inch, bộ nhớ 256 GB.',
      },
    },
  },
  {
    slug: 'gold-bar',
    pointsRequired: 200_000,
    amountRequired: 20_000,
    quantity: 2,
    text: {
      EN: {
        name: '10 g Gold Bar',
        description: 'A certified 999.9 fine gold bar of 10 grams, with insured delivery.',
      },
      CN: { name: '10 克金条', description: '经认证的 999.9 足金金条，重 10 克，保价配送。' },
      ID: {
        name: 'Emas Batangan 10 g',
        description:
          'Emas batangan murni 999,9 bersertifikat seberat 10 gram, dengan pengiriman berasuransi.',
      },
      TH: {
        name: 'ทองคำแท่ง 10 กรัม',
        description: 'ทองคำแท่งบริสุทธิ์ 99.99% น้ำหนัก 10 กรัม พร้อมใบรับรอง จัดส่งพร้อมประกัน',
      },
      TY: {
        name: '10 g na Gold Bar',
        description: 'Sertipikadong 999.9 purong gold bar na 10 gramo, may insurance ang paghahatid.',
      },
      VI: {
        name: 'Thỏi vàng 10 g',
        description: 'Thỏi vàng nguyên chất 999,9 có chứng nhận, nặng 10 gam, giao hàng có bảo hiểm.',
      },
    },
  },
];

/** Points earned per `per` (major units) of valid bets in each game category. */
const RATES: { gameType: string; points: number; per: number }[] = [
  { gameType: 'RNG', points: 1, per: 100 },
  { gameType: 'LIVE', points: 1, per: 200 },
  { gameType: 'FISH', points: 1, per: 100 },
  { gameType: 'PVP', points: 1, per: 150 },
  { gameType: 'SPORTS', points: 1, per: 100 },
  { gameType: 'ESPORTS', points: 1, per: 100 },
  { gameType: 'LOTT', points: 1, per: 50 },
  { gameType: 'ELOTT', points: 1, per: 50 },
];

/** The demo player starts with points to spend (an opening entry, so the points detail adds up). */
const OPENING_POINTS: { username: string; points: number }[] = [{ username: 'player01', points: 25_000 }];

/** The eight demo items of the points shop and the earning rates. */
export async function seedPoints(tx: Transaction, merchantId: number): Promise<void> {
  await tx.insert(pointRewards).values(
    ITEMS.map((item, sort) => ({
      merchantId,
      imageUrl: `/art/points/${item.slug}.svg`,
      quantity: item.quantity,
      pointsRequired: item.pointsRequired,
      amountRequired: BigInt(item.amountRequired * 100),
      sort,
      text: item.text,
    })),
  );
  await tx
    .insert(pointRates)
    .values(
      RATES.map((r) => ({ merchantId, gameType: r.gameType, points: r.points, per: BigInt(r.per * 100) })),
    );
  for (const opening of OPENING_POINTS) {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.usernameLower, opening.username)));
    if (!member) continue;
    const points = BigInt(opening.points);
    await createPointsRepository(tx).addEntry(tx, {
      merchantId,
      memberId: member.id,
      points,
      kind: 'seed',
      reference: `seed:${opening.username}`,
    });
  }
}
