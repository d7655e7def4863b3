import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import {
  merchants,
  promotionCategories,
  promotions,
  vipLevels,
  type Localized,
  type PromotionRules,
} from '../db/schema.js';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../lib/localized.js';

// The demo brand's promotion categories, promotions and VIP levels, written in the six site languages.

type Lang = 'EN' | 'CN' | 'ID' | 'TH' | 'TY' | 'VI';
type PerLanguage<T> = Record<Lang, T>;
const LANGS: Lang[] = ['EN', 'CN', 'ID', 'TH', 'TY', 'VI'];

const CATEGORIES: { code: string; title: PerLanguage<string> }[] = [
  {
    code: 'newMember',
    title: {
      EN: 'New members',
      CN: '新会员',
      ID: 'Member baru',
      TH: 'สมาชิกใหม่',
      TY: 'Bagong miyembro',
      VI: 'Thành viên mới',
    },
  },
  {
    code: 'daily',
    title: { EN: 'Daily', CN: '每日', ID: 'Harian', TH: 'รายวัน', TY: 'Araw-araw', VI: 'Hằng ngày' },
  },
  { code: 'slots', title: { EN: 'Slots', CN: '老虎机', ID: 'Slot', TH: 'สล็อต', TY: 'Slots', VI: 'Slot' } },
  {
    code: 'sports',
    title: { EN: 'Sports', CN: '体育', ID: 'Olahraga', TH: 'กีฬา', TY: 'Palakasan', VI: 'Thể thao' },
  },
];

const HEADINGS: PerLanguage<{ how: string; terms: string; period: string }> = {
  EN: { how: 'How it works', terms: 'Terms and conditions', period: 'Promotion period' },
  CN: { how: '参与方式', terms: '活动条款', period: '活动时间' },
  ID: { how: 'Cara mengikuti', terms: 'Syarat dan ketentuan', period: 'Periode promosi' },
  TH: { how: 'วิธีเข้าร่วม', terms: 'ข้อกำหนดและเงื่อนไข', period: 'ระยะเวลาโปรโมชั่น' },
  TY: { how: 'Paano sumali', terms: 'Mga tuntunin at kondisyon', period: 'Panahon ng promo' },
  VI: { how: 'Cách tham gia', terms: 'Điều khoản và điều kiện', period: 'Thời gian khuyến mãi' },
};

/** The period in words: start and end (or "until further notice") and the brand's time zone. */
const PERIOD: PerLanguage<(start: string, end: string | null, zone: string) => string> = {
  EN: (s, e, z) => (e ? `From ${s} to ${e} (${z} time).` : `From ${s} (${z} time), until further notice.`),
  CN: (s, e, z) => (e ? `${s} 至 ${e}（${z} 时间）。` : `自 ${s}（${z} 时间）起，直至另行通知。`),
  ID: (s, e, z) =>
    e ? `Mulai ${s} hingga ${e} (waktu ${z}).` : `Mulai ${s} (waktu ${z}) hingga pemberitahuan lebih lanjut.`,
  TH: (s, e, z) => (e ? `ตั้งแต่ ${s} ถึง ${e} (เวลา ${z})` : `ตั้งแต่ ${s} (เวลา ${z}) จนกว่าจะมีการแจ้งเปลี่ยนแปลง`),
  TY: (s, e, z) =>
    e ? `Mula ${s} hanggang ${e} (oras sa ${z}).` : `Mula ${s} (oras sa ${z}) hanggang sa susunod na abiso.`,
  VI: (s, e, z) => (e ? `Từ ${s} đến ${e} (giờ ${z}).` : `Từ ${s} (giờ ${z}) cho đến khi có thông báo mới.`),
};

const GENERAL_TERM: PerLanguage<(brand: string) => string> = {
  EN: (b) => `${b} may change or end this promotion at any time; the general promotion terms apply.`,
  CN: (b) => `${b} 保留随时修改或终止本活动的权利；一般优惠条款适用。`,
  ID: (b) => `${b} berhak mengubah atau mengakhiri promosi ini kapan saja; syarat umum promosi berlaku.`,
  TH: (b) => `${b} ขอสงวนสิทธิ์ในการเปลี่ยนแปลงหรือยุติโปรโมชั่นนี้ได้ทุกเมื่อ โดยใช้ข้อกำหนดทั่วไปของโปรโมชั่น`,
  TY: (b) =>
    `Maaaring baguhin o tapusin ng ${b} ang promong ito anumang oras; umiiral ang pangkalahatang tuntunin ng mga promo.`,
  VI: (b) =>
    `${b} có quyền thay đổi hoặc chấm dứt khuyến mãi này bất cứ lúc nào; áp dụng các điều khoản khuyến mãi chung.`,
};

type PromotionText = { title: string; summary: string; steps: string[]; terms: string[] };
type PromotionSeed = {
  slug: string;
  category: string;
  mode: 'apply' | 'auto' | 'none' | 'deposit';
  /** How the product pays it (a deposit promotion); its texts show the figures as `{placeholders}`. */
  rules?: PromotionRules;
  /** Days from the seed time (negative: in the past); `end` null: no end. */
  start: number;
  end: number | null;
  text: PerLanguage<PromotionText>;
};

const PROMOTIONS: PromotionSeed[] = [
  {
    slug: 'welcome-bonus',
    category: 'newMember',
    mode: 'deposit',
    start: -30,
    end: null,
    rules: {
      kind: 'deposit',
      percent: 100,
      maxBonus: 5_000,
      minDeposit: 200,
      turnoverMultiple: 15,
      once: 'first',
    },
    text: {
      EN: {
        title: 'Welcome Bonus {percent}% up to {maxBonus}',
        summary:
          'Your first deposit earns a {percent}% bonus, up to {maxBonus}: choose it on the deposit page.',
        steps: [
          'Register an account and open Deposit.',
          'Enter an amount of at least {minDeposit}, tick the Welcome Bonus under Promotions, and pay.',
          'The bonus is credited to your main wallet the moment your deposit is paid; Bonus details shows it with its turnover.',
        ],
        terms: [
          'Bonus: {percent}% of the first deposit, at most {maxBonus}, for a deposit of at least {minDeposit}.',
          'Turnover requirement: {turnover} times (deposit + bonus) in valid bets before the bonus can be withdrawn.',
          'Only with your first paid deposit, once per member; choose it before you pay.',
        ],
      },
      CN: {
        title: '首存欢迎礼金 {percent}%，最高 {maxBonus}',
        summary: '首次存款可获 {percent}% 礼金，最高 {maxBonus}：在存款页面选择即可。',
        steps: [
          '注册账户并打开“存款”。',
          '输入不低于 {minDeposit} 的金额，在“优惠”下勾选首存欢迎礼金，然后付款。',
          '存款到账时礼金即存入您的主钱包；可在礼金详情中查看其流水要求。',
        ],
        terms: [
          '礼金：首次存款的 {percent}%，最高 {maxBonus}，存款金额不低于 {minDeposit}。',
          '流水要求：礼金提款前需完成（存款 + 礼金）{turnover} 倍的有效投注。',
          '仅限首次到账的存款，每位会员一次；请在付款前选择。',
        ],
      },
      ID: {
        title: 'Bonus Sambutan {percent}% hingga {maxBonus}',
        summary:
          'Deposit pertama Anda mendapat bonus {percent}%, hingga {maxBonus}: pilih di halaman deposit.',
        steps: [
          'Daftar akun dan buka Deposit.',
          'Masukkan jumlah minimal {minDeposit}, centang Bonus Sambutan di bagian Promosi, lalu bayar.',
          'Bonus masuk ke dompet utama saat deposit Anda dibayar; Detail bonus menampilkannya beserta turnover-nya.',
        ],
        terms: [
          'Bonus: {percent}% dari deposit pertama, maksimal {maxBonus}, untuk deposit minimal {minDeposit}.',
          'Syarat turnover: {turnover} kali (deposit + bonus) dalam taruhan valid sebelum bonus dapat ditarik.',
          'Hanya untuk deposit pertama yang dibayar, satu kali per member; pilih sebelum membayar.',
        ],
      },
      TH: {
        title: 'โบนัสต้อนรับ {percent}% สูงสุด {maxBonus}',
        summary: 'เงินฝากครั้งแรกรับโบนัส {percent}% สูงสุด {maxBonus} เลือกได้ที่หน้าฝากเงิน',
        steps: [
          'สมัครบัญชีแล้วเปิดหน้าฝากเงิน',
          'ใส่จำนวนเงินอย่างน้อย {minDeposit} เลือกโบนัสต้อนรับในส่วนโปรโมชั่น แล้วชำระเงิน',
          'โบนัสเข้ากระเป๋าหลักทันทีที่เงินฝากได้รับการชำระ ดูยอดเทิร์นโอเวอร์ได้ที่รายละเอียดโบนัส',
        ],
        terms: [
          'โบนัส: {percent}% ของเงินฝากครั้งแรก สูงสุด {maxBonus} สำหรับยอดฝากอย่างน้อย {minDeposit}',
          'ยอดเทิร์นโอเวอร์: {turnover} เท่าของ (ยอดฝาก + โบนัส) จากการเดิมพันที่ถูกต้องก่อนถอนโบนัส',
          'เฉพาะเงินฝากครั้งแรกที่ชำระแล้ว สมาชิกละหนึ่งครั้ง โปรดเลือกก่อนชำระเงิน',
        ],
      },
      TY: {
        title: 'Welcome Bonus na {percent}% hanggang {maxBonus}',
        summary:
          'May {percent}% bonus ang una mong deposito, hanggang {maxBonus}: piliin ito sa pahina ng deposito.',
        steps: [
          'Magrehistro ng account at buksan ang Deposit.',
          'Maglagay ng halagang hindi bababa sa {minDeposit}, piliin ang Welcome Bonus sa Promotions, at magbayad.',
          'Papasok ang bonus sa iyong main wallet sa sandaling mabayaran ang deposito; makikita ito sa Bonus details kasama ang turnover.',
        ],
        terms: [
          'Bonus: {percent}% ng unang deposito, hanggang {maxBonus}, para sa depositong hindi bababa sa {minDeposit}.',
          'Turnover requirement: {turnover} beses ang (deposito + bonus) sa valid bets bago ma-withdraw ang bonus.',
          'Sa unang nabayarang deposito lamang, isang beses bawat miyembro; piliin bago magbayad.',
        ],
      },
      VI: {
        title: 'Thưởng chào mừng {percent}% lên đến {maxBonus}',
        summary: 'Lần nạp đầu tiên nhận thưởng {percent}%, tối đa {maxBonus}: chọn ngay trên trang nạp tiền.',
        steps: [
          'Đăng ký tài khoản và mở trang Nạp tiền.',
          'Nhập số tiền tối thiểu {minDeposit}, chọn Thưởng chào mừng trong mục Khuyến mãi rồi thanh toán.',
          'Tiền thưởng vào ví chính ngay khi khoản nạp được thanh toán; Chi tiết thưởng hiển thị cùng yêu cầu doanh thu.',
        ],
        terms: [
          'Tiền thưởng: {percent}% lần nạp đầu, tối đa {maxBonus}, cho khoản nạp từ {minDeposit}.',
          'Yêu cầu doanh thu: {turnover} lần (tiền nạp + tiền thưởng) cược hợp lệ trước khi rút tiền thưởng.',
          'Chỉ áp dụng cho lần nạp đầu tiên được thanh toán, mỗi thành viên một lần; chọn trước khi thanh toán.',
        ],
      },
    },
  },
  {
    slug: 'daily-reload',
    category: 'daily',
    mode: 'deposit',
    start: -60,
    end: null,
    rules: {
      kind: 'deposit',
      percent: 10,
      maxBonus: 1_000,
      minDeposit: 300,
      turnoverMultiple: 3,
      once: 'day',
    },
    text: {
      EN: {
        title: 'Daily Reload {percent}%',
        summary:
          'Once a day, a deposit of at least {minDeposit} can earn an extra {percent}%, up to {maxBonus}.',
        steps: [
          'Open Deposit and enter at least {minDeposit}.',
          'Tick the Daily Reload under Promotions and pay.',
          'The reload is credited with your deposit; play any game to meet its turnover.',
        ],
        terms: [
          'Bonus: {percent}% of the deposit, at most {maxBonus}, once per day.',
          'Turnover requirement: {turnover} times (deposit + bonus) in valid bets.',
          "The day runs from 00:00 to 23:59 in the site's time zone.",
        ],
      },
      CN: {
        title: '每日续存 {percent}%',
        summary: '每天一次，存款不低于 {minDeposit} 即可额外获得 {percent}%，最高 {maxBonus}。',
        steps: [
          '打开“存款”，输入不低于 {minDeposit} 的金额。',
          '在“优惠”下勾选每日续存，然后付款。',
          '礼金随存款一同到账；在任意游戏中完成其流水要求。',
        ],
        terms: [
          '礼金：存款的 {percent}%，最高 {maxBonus}，每天一次。',
          '流水要求：（存款 + 礼金）{turnover} 倍的有效投注。',
          '每日按本站时区 00:00 至 23:59 计算。',
        ],
      },
      ID: {
        title: 'Reload Harian {percent}%',
        summary:
          'Sekali sehari, deposit minimal {minDeposit} bisa mendapat tambahan {percent}%, hingga {maxBonus}.',
        steps: [
          'Buka Deposit dan masukkan minimal {minDeposit}.',
          'Centang Reload Harian di bagian Promosi lalu bayar.',
          'Reload masuk bersama deposit Anda; mainkan game apa pun untuk memenuhi turnover-nya.',
        ],
        terms: [
          'Bonus: {percent}% dari deposit, maksimal {maxBonus}, sekali per hari.',
          'Syarat turnover: {turnover} kali (deposit + bonus) dalam taruhan valid.',
          'Hari dihitung dari 00:00 sampai 23:59 zona waktu situs.',
        ],
      },
      TH: {
        title: 'โบนัสฝากรายวัน {percent}%',
        summary: 'วันละครั้ง ฝากอย่างน้อย {minDeposit} รับเพิ่ม {percent}% สูงสุด {maxBonus}',
        steps: [
          'เปิดหน้าฝากเงินและใส่อย่างน้อย {minDeposit}',
          'เลือกโบนัสฝากรายวันในส่วนโปรโมชั่น แล้วชำระเงิน',
          'โบนัสเข้าพร้อมเงินฝาก เล่นเกมใดก็ได้เพื่อทำยอดเทิร์นโอเวอร์',
        ],
        terms: [
          'โบนัส: {percent}% ของยอดฝาก สูงสุด {maxBonus} วันละครั้ง',
          'ยอดเทิร์นโอเวอร์: {turnover} เท่าของ (ยอดฝาก + โบนัส) จากการเดิมพันที่ถูกต้อง',
          'หนึ่งวันคือ 00:00 ถึง 23:59 ตามเขตเวลาของเว็บไซต์',
        ],
      },
      TY: {
        title: 'Daily Reload na {percent}%',
        summary:
          'Isang beses bawat araw, ang depositong hindi bababa sa {minDeposit} ay may dagdag na {percent}%, hanggang {maxBonus}.',
        steps: [
          'Buksan ang Deposit at maglagay ng hindi bababa sa {minDeposit}.',
          'Piliin ang Daily Reload sa Promotions at magbayad.',
          'Papasok ang reload kasama ng deposito; maglaro ng kahit anong laro para maabot ang turnover.',
        ],
        terms: [
          'Bonus: {percent}% ng deposito, hanggang {maxBonus}, isang beses bawat araw.',
          'Turnover requirement: {turnover} beses ang (deposito + bonus) sa valid bets.',
          'Ang araw ay mula 00:00 hanggang 23:59 sa time zone ng site.',
        ],
      },
      VI: {
        title: 'Thưởng nạp lại hằng ngày {percent}%',
        summary: 'Mỗi ngày một lần, khoản nạp từ {minDeposit} nhận thêm {percent}%, tối đa {maxBonus}.',
        steps: [
          'Mở trang Nạp tiền và nhập tối thiểu {minDeposit}.',
          'Chọn Thưởng nạp lại hằng ngày trong mục Khuyến mãi rồi thanh toán.',
          'Tiền thưởng vào cùng khoản nạp; chơi bất kỳ trò chơi nào để đạt doanh thu.',
        ],
        terms: [
          'Tiền thưởng: {percent}% khoản nạp, tối đa {maxBonus}, mỗi ngày một lần.',
          'Yêu cầu doanh thu: {turnover} lần (tiền nạp + tiền thưởng) cược hợp lệ.',
          'Một ngày tính từ 00:00 đến 23:59 theo múi giờ của trang.',
        ],
      },
    },
  },
  {
    slug: 'slot-cashback',
    category: 'slots',
    mode: 'apply',
    start: -14,
    end: 90,
    text: {
      EN: {
        title: 'Weekly Slot Cashback 5%',
        summary: 'Get back 5% of your weekly net slot losses, up to P\u00a010,000.',
        steps: [
          'Play slots (RNG games) from Monday to Sunday.',
          'On Monday, press Apply to claim your cashback for the previous week.',
          'The cashback is credited after review, usually within 24 hours.',
        ],
        terms: [
          'Cashback: 5% of net slot losses of the week, from P\u00a050 to P\u00a010,000.',
          'Turnover requirement: 1 time the cashback in valid bets.',
          'Bets cancelled or settled as a draw do not count.',
        ],
      },
      CN: {
        title: '老虎机每周返水 5%',
        summary: '每周老虎机净亏损返还 5%，最高 P\u00a010,000。',
        steps: [
          '周一至周日畅玩老虎机（RNG 游戏）。',
          '每周一点击申请，领取上周的返水。',
          '返水经审核后发放，通常在 24 小时内到账。',
        ],
        terms: [
          '返水：本周老虎机净亏损的 5%，P\u00a050 至 P\u00a010,000。',
          '流水要求：返水金额 1 倍的有效投注。',
          '已取消或以平局结算的投注不计算在内。',
        ],
      },
      ID: {
        title: 'Cashback Slot Mingguan 5%',
        summary: 'Dapatkan kembali 5% dari kekalahan bersih slot mingguan Anda, hingga P\u00a010,000.',
        steps: [
          'Mainkan slot (game RNG) dari Senin hingga Minggu.',
          'Pada hari Senin, tekan Ajukan untuk mengklaim cashback minggu sebelumnya.',
          'Cashback dikreditkan setelah ditinjau, biasanya dalam 24 jam.',
        ],
        terms: [
          'Cashback: 5% dari kekalahan bersih slot dalam seminggu, dari P\u00a050 hingga P\u00a010,000.',
          'Syarat turnover: 1 kali cashback dalam taruhan valid.',
          'Taruhan yang dibatalkan atau berakhir seri tidak dihitung.',
        ],
      },
      TH: {
        title: 'คืนยอดเสียสล็อตรายสัปดาห์ 5%',
        summary: 'รับคืน 5% ของยอดเสียสุทธิจากสล็อตในแต่ละสัปดาห์ สูงสุด P\u00a010,000',
        steps: [
          'เล่นสล็อต (เกม RNG) ตั้งแต่วันจันทร์ถึงวันอาทิตย์',
          'ทุกวันจันทร์ กดสมัครเพื่อรับยอดคืนของสัปดาห์ก่อน',
          'ยอดคืนจะเข้าบัญชีหลังการตรวจสอบ โดยปกติภายใน 24 ชั่วโมง',
        ],
        terms: [
          'ยอดคืน: 5% ของยอดเสียสุทธิจากสล็อตในสัปดาห์ ตั้งแต่ P\u00a050 ถึง P\u00a010,000',
          'ยอดเทิร์นโอเวอร์: 1 เท่าของยอดคืนจากการเดิมพันที่ถูกต้อง',
          'การเดิมพันที่ถูกยกเลิกหรือผลเสมอไม่นับรวม',
        ],
      },
      TY: {
        title: 'Lingguhang Slot Cashback na 5%',
        summary: 'Bawiin ang 5% ng lingguhang net na talo mo sa slots, hanggang P\u00a010,000.',
        steps: [
          'Maglaro ng slots (RNG games) mula Lunes hanggang Linggo.',
          'Tuwing Lunes, pindutin ang Mag-apply para kunin ang cashback ng nakaraang linggo.',
          'Ibibigay ang cashback pagkatapos ng pagsusuri, karaniwan sa loob ng 24 oras.',
        ],
        terms: [
          'Cashback: 5% ng net na talo sa slots sa linggo, mula P\u00a050 hanggang P\u00a010,000.',
          'Turnover requirement: 1 beses ang cashback sa valid bets.',
          'Hindi kasama ang mga kinanselang taya o mga tayang tabla ang resulta.',
        ],
      },
      VI: {
        title: 'Hoàn trả slot hằng tuần 5%',
        summary: 'Nhận lại 5% số tiền thua ròng khi chơi slot mỗi tuần, lên đến P\u00a010,000.',
        steps: [
          'Chơi slot (trò chơi RNG) từ thứ Hai đến Chủ nhật.',
          'Vào thứ Hai, nhấn Đăng ký tham gia để nhận hoàn trả của tuần trước.',
          'Tiền hoàn trả được cộng sau khi xét duyệt, thường trong vòng 24 giờ.',
        ],
        terms: [
          'Hoàn trả: 5% số tiền thua ròng slot trong tuần, từ P\u00a050 đến P\u00a010,000.',
          'Yêu cầu doanh thu: 1 lần tiền hoàn trả cược hợp lệ.',
          'Cược bị hủy hoặc hòa không được tính.',
        ],
      },
    },
  },
  {
    slug: 'sports-first-bet',
    category: 'sports',
    mode: 'apply',
    start: -10,
    end: 60,
    text: {
      EN: {
        title: 'Sports First Bet Insurance',
        summary: 'Lost your first sports bet? Get it back as a bonus, up to P\u00a02,000.',
        steps: [
          'Place your first sports bet of at least P\u00a0100 at odds of 1.50 or above.',
          'If the bet loses, press Apply within 7 days of its settlement.',
          'We refund the stake as a bonus, up to P\u00a02,000.',
        ],
        terms: [
          'Only your first settled sports bet counts; cashed-out bets are excluded.',
          'Turnover requirement: 5 times the bonus in sports bets at odds of 1.50 or above.',
          'One refund per member.',
        ],
      },
      CN: {
        title: '体育首注保险',
        summary: '首笔体育投注输了？以礼金形式返还，最高 P\u00a02,000。',
        steps: [
          '以 1.50 或以上赔率完成首笔至少 P\u00a0100 的体育投注。',
          '若该注单输掉，请在结算后 7 天内点击申请。',
          '我们将以礼金形式退还本金，最高 P\u00a02,000。',
        ],
        terms: [
          '仅计算首笔已结算的体育投注；提前兑现的注单除外。',
          '流水要求：礼金 5 倍、赔率 1.50 或以上的体育投注。',
          '每位会员仅限一次。',
        ],
      },
      ID: {
        title: 'Asuransi Taruhan Olahraga Pertama',
        summary: 'Kalah di taruhan olahraga pertama? Dapatkan kembali sebagai bonus, hingga P\u00a02,000.',
        steps: [
          'Pasang taruhan olahraga pertama minimal P\u00a0100 dengan odds 1.50 atau lebih.',
          'Jika taruhan kalah, tekan Ajukan dalam 7 hari setelah diselesaikan.',
          'Kami mengembalikan taruhan Anda sebagai bonus, hingga P\u00a02,000.',
        ],
        terms: [
          'Hanya taruhan olahraga pertama yang sudah diselesaikan yang dihitung; taruhan cash-out tidak termasuk.',
          'Syarat turnover: 5 kali bonus dalam taruhan olahraga dengan odds 1.50 atau lebih.',
          'Satu pengembalian per member.',
        ],
      },
      TH: {
        title: 'ประกันเดิมพันกีฬาครั้งแรก',
        summary: 'เดิมพันกีฬาครั้งแรกเสีย? รับคืนเป็นโบนัส สูงสุด P\u00a02,000',
        steps: [
          'วางเดิมพันกีฬาครั้งแรกขั้นต่ำ P\u00a0100 ที่ราคาต่อรอง 1.50 ขึ้นไป',
          'หากเดิมพันแพ้ กดสมัครภายใน 7 วันหลังจากผลออก',
          'เราคืนเงินเดิมพันให้เป็นโบนัส สูงสุด P\u00a02,000',
        ],
        terms: [
          'นับเฉพาะเดิมพันกีฬาครั้งแรกที่มีผลแล้ว ไม่รวมเดิมพันที่แคชเอาท์',
          'ยอดเทิร์นโอเวอร์: 5 เท่าของโบนัสจากการเดิมพันกีฬาที่ราคาต่อรอง 1.50 ขึ้นไป',
          'จำกัดหนึ่งครั้งต่อสมาชิก',
        ],
      },
      TY: {
        title: 'Insurance sa Unang Sports Bet',
        summary: 'Natalo ang una mong sports bet? Ibabalik namin ito bilang bonus, hanggang P\u00a02,000.',
        steps: [
          'Ilagay ang una mong sports bet na hindi bababa sa P\u00a0100 sa odds na 1.50 pataas.',
          'Kung matalo ang taya, pindutin ang Mag-apply sa loob ng 7 araw mula sa settlement.',
          'Ibabalik namin ang taya bilang bonus, hanggang P\u00a02,000.',
        ],
        terms: [
          'Ang unang na-settle na sports bet lamang ang bilang; hindi kasama ang mga cash-out na taya.',
          'Turnover requirement: 5 beses ang bonus sa sports bets na may odds na 1.50 pataas.',
          'Isang refund lamang bawat miyembro.',
        ],
      },
      VI: {
        title: 'Bảo hiểm cược thể thao đầu tiên',
        summary: 'Thua cược thể thao đầu tiên? Nhận lại dưới dạng tiền thưởng, lên đến P\u00a02,000.',
        steps: [
          'Đặt cược thể thao đầu tiên tối thiểu P\u00a0100 với tỷ lệ cược từ 1.50 trở lên.',
          'Nếu thua, nhấn Đăng ký tham gia trong vòng 7 ngày sau khi kết toán.',
          'Chúng tôi hoàn lại tiền cược dưới dạng tiền thưởng, tối đa P\u00a02,000.',
        ],
        terms: [
          'Chỉ tính cược thể thao đầu tiên đã kết toán; cược đã rút tiền sớm (cash-out) không được tính.',
          'Yêu cầu doanh thu: 5 lần tiền thưởng với cược thể thao có tỷ lệ từ 1.50 trở lên.',
          'Mỗi thành viên chỉ được hoàn một lần.',
        ],
      },
    },
  },
  {
    slug: 'referral-bonus',
    category: 'newMember',
    mode: 'none',
    start: -90,
    end: null,
    text: {
      EN: {
        title: 'Refer a Friend: {signupReward} + {playReward}',
        summary:
          'Invite friends with your referral code: earn {signupReward} when a friend first deposits and {playReward} more when their valid bets reach {playTurnover}.',
        steps: [
          'Share your referral code or link from Referral in the member centre.',
          'Your friend registers with it and makes a first deposit: {signupReward} is credited to you.',
          "When your friend's valid bets reach {playTurnover}, another {playReward} follows. Nothing to apply for.",
        ],
        terms: [
          "Rewards are paid automatically and listed under Referral with each friend's progress.",
          'Turnover requirement: {referralTurnover} times the reward in valid bets.',
          'Friends who share a device or IP address with you or another friend are reviewed before the reward is paid.',
        ],
      },
      CN: {
        title: '推荐好友：{signupReward} + {playReward}',
        summary:
          '用您的推荐码邀请好友：好友首次存款您得 {signupReward}，其有效投注达到 {playTurnover} 再得 {playReward}。',
        steps: [
          '在会员中心的“推荐”中分享您的推荐码或链接。',
          '好友使用推荐码注册并完成首次存款：{signupReward} 将存入您的账户。',
          '好友有效投注达到 {playTurnover} 时，再发放 {playReward}。无需申请。',
        ],
        terms: [
          '奖励自动发放，并在“推荐”中列出每位好友的进度。',
          '流水要求：奖励的 {referralTurnover} 倍有效投注。',
          '与您或其他好友共用设备或 IP 地址的好友，奖励需经审核后发放。',
        ],
      },
      ID: {
        title: 'Ajak Teman: {signupReward} + {playReward}',
        summary:
          'Undang teman dengan kode referal Anda: dapatkan {signupReward} saat teman deposit pertama kali dan {playReward} lagi saat taruhan validnya mencapai {playTurnover}.',
        steps: [
          'Bagikan kode atau tautan referal dari menu Referal di pusat member.',
          'Teman Anda mendaftar dengan kode itu dan melakukan deposit pertama: {signupReward} masuk ke akun Anda.',
          'Saat taruhan valid teman mencapai {playTurnover}, {playReward} lagi menyusul. Tidak perlu mengajukan.',
        ],
        terms: [
          'Hadiah dibayar otomatis dan tercantum di menu Referal beserta kemajuan tiap teman.',
          'Syarat turnover: {referralTurnover} kali hadiah dalam taruhan valid.',
          'Teman yang berbagi perangkat atau alamat IP dengan Anda atau teman lain ditinjau sebelum hadiah dibayar.',
        ],
      },
      TH: {
        title: 'ชวนเพื่อน: {signupReward} + {playReward}',
        summary:
          'ชวนเพื่อนด้วยรหัสแนะนำ รับ {signupReward} เมื่อเพื่อนฝากเงินครั้งแรก และรับเพิ่ม {playReward} เมื่อยอดเดิมพันที่ถูกต้องของเพื่อนถึง {playTurnover}',
        steps: [
          'แชร์รหัสหรือลิงก์แนะนำจากเมนูแนะนำเพื่อนในศูนย์สมาชิก',
          'เพื่อนสมัครด้วยรหัสนั้นและฝากเงินครั้งแรก คุณจะได้รับ {signupReward}',
          'เมื่อยอดเดิมพันที่ถูกต้องของเพื่อนถึง {playTurnover} คุณจะได้รับอีก {playReward} ไม่ต้องสมัครรับ',
        ],
        terms: [
          'รางวัลจ่ายอัตโนมัติและแสดงในเมนูแนะนำเพื่อนพร้อมความคืบหน้าของเพื่อนแต่ละคน',
          'ยอดเทิร์นโอเวอร์: {referralTurnover} เท่าของรางวัลจากการเดิมพันที่ถูกต้อง',
          'เพื่อนที่ใช้อุปกรณ์หรือที่อยู่ IP เดียวกับคุณหรือเพื่อนคนอื่นจะได้รับการตรวจสอบก่อนจ่ายรางวัล',
        ],
      },
      TY: {
        title: 'Mag-refer ng Kaibigan: {signupReward} + {playReward}',
        summary:
          'Mag-imbita gamit ang iyong referral code: {signupReward} kapag unang nagdeposito ang kaibigan, at {playReward} pa kapag umabot sa {playTurnover} ang kanyang valid bets.',
        steps: [
          'Ibahagi ang iyong referral code o link mula sa Referral sa member centre.',
          'Magrerehistro ang kaibigan mo gamit ito at magdedeposito sa unang pagkakataon: ipapasok sa iyo ang {signupReward}.',
          'Kapag umabot sa {playTurnover} ang valid bets ng kaibigan mo, susunod ang {playReward}. Walang kailangang i-apply.',
        ],
        terms: [
          'Awtomatikong binabayaran ang mga gantimpala at nakalista sa Referral kasama ang progreso ng bawat kaibigan.',
          'Turnover requirement: {referralTurnover} beses ang gantimpala sa valid bets.',
          'Sinusuri muna ang mga kaibigang kapareho mo o ng ibang kaibigan ng device o IP address bago bayaran ang gantimpala.',
        ],
      },
      VI: {
        title: 'Giới thiệu bạn bè: {signupReward} + {playReward}',
        summary:
          'Mời bạn bè bằng mã giới thiệu: nhận {signupReward} khi bạn bè nạp tiền lần đầu và thêm {playReward} khi cược hợp lệ của họ đạt {playTurnover}.',
        steps: [
          'Chia sẻ mã hoặc liên kết giới thiệu từ mục Giới thiệu trong trung tâm thành viên.',
          'Bạn bè đăng ký bằng mã đó và nạp tiền lần đầu: bạn nhận {signupReward}.',
          'Khi cược hợp lệ của bạn bè đạt {playTurnover}, bạn nhận thêm {playReward}. Không cần đăng ký nhận.',
        ],
        terms: [
          'Phần thưởng được trả tự động và hiển thị trong mục Giới thiệu cùng tiến độ của từng người bạn.',
          'Yêu cầu doanh thu: {referralTurnover} lần phần thưởng bằng cược hợp lệ.',
          'Bạn bè dùng chung thiết bị hoặc địa chỉ IP với bạn hoặc người bạn khác sẽ được xét duyệt trước khi trả thưởng.',
        ],
      },
    },
  },
  {
    slug: 'lucky-draw',
    category: 'daily',
    mode: 'apply',
    start: 5,
    end: 35,
    text: {
      EN: {
        title: 'Lucky Draw: Win a Gold Bar',
        summary:
          'Every P\u00a01,000 you deposit is one ticket for our monthly draw. Top prize: a 10 g gold bar.',
        steps: [
          'Press Apply to join the draw once it opens.',
          'Each P\u00a01,000 deposited during the promotion period gives you one ticket.',
          'Winners are drawn live on the last day and announced on the notice board.',
        ],
        terms: [
          'Prizes: a 10 g gold bar, 3 smartphones, 10 smartwatches and 100 bonuses of P\u00a0188.',
          'Turnover requirement on bonus prizes: 3 times.',
          'Physical prizes are delivered within 30 days; winners may take their cash value instead.',
        ],
      },
      CN: {
        title: '幸运抽奖：赢取金条',
        summary: '每存款 P\u00a01,000 即获一张月度抽奖券，头奖为 10 克金条。',
        steps: [
          '活动开始后点击申请参加抽奖。',
          '活动期间每存款 P\u00a01,000 获得一张抽奖券。',
          '最后一天现场开奖，中奖名单将在公告栏公布。',
        ],
        terms: [
          '奖品：10 克金条 1 根、智能手机 3 部、智能手表 10 块及 P\u00a0188 礼金 100 份。',
          '礼金奖品流水要求：3 倍。',
          '实物奖品于 30 天内寄出；中奖者可选择领取等值现金。',
        ],
      },
      ID: {
        title: 'Undian Berhadiah: Menangkan Emas Batangan',
        summary:
          'Setiap deposit P\u00a01,000 adalah satu tiket undian bulanan kami. Hadiah utama: emas batangan 10 g.',
        steps: [
          'Tekan Ajukan untuk ikut undian setelah dibuka.',
          'Setiap P\u00a01,000 yang didepositkan selama periode promosi memberi Anda satu tiket.',
          'Pemenang diundi langsung pada hari terakhir dan diumumkan di papan pengumuman.',
        ],
        terms: [
          'Hadiah: emas batangan 10 g, 3 smartphone, 10 smartwatch, dan 100 bonus P\u00a0188.',
          'Syarat turnover hadiah bonus: 3 kali.',
          'Hadiah fisik dikirim dalam 30 hari; pemenang dapat memilih nilai tunainya.',
        ],
      },
      TH: {
        title: 'ลุ้นโชค: รับทองคำแท่ง',
        summary: 'ทุกยอดฝาก P\u00a01,000 รับหนึ่งสิทธิ์ลุ้นรางวัลประจำเดือน รางวัลใหญ่: ทองคำแท่ง 10 กรัม',
        steps: [
          'กดสมัครเพื่อร่วมลุ้นรางวัลเมื่อกิจกรรมเปิด',
          'ทุกยอดฝาก P\u00a01,000 ในช่วงโปรโมชั่นรับหนึ่งสิทธิ์',
          'จับรางวัลสดในวันสุดท้าย และประกาศผลบนกระดานประกาศ',
        ],
        terms: [
          'รางวัล: ทองคำแท่ง 10 กรัม สมาร์ทโฟน 3 เครื่อง สมาร์ทวอทช์ 10 เรือน และโบนัส P\u00a0188 จำนวน 100 รางวัล',
          'ยอดเทิร์นโอเวอร์ของรางวัลโบนัส: 3 เท่า',
          'จัดส่งของรางวัลภายใน 30 วัน หรือผู้ได้รับรางวัลเลือกรับเป็นเงินสดตามมูลค่าได้',
        ],
      },
      TY: {
        title: 'Lucky Draw: Manalo ng Gold Bar',
        summary:
          'Bawat P\u00a01,000 na idedeposito mo ay isang ticket sa aming buwanang draw. Pinakamalaking premyo: 10 g na gold bar.',
        steps: [
          'Pindutin ang Mag-apply para sumali sa draw kapag nagbukas na ito.',
          'Bawat P\u00a01,000 na idineposito sa panahon ng promo ay isang ticket.',
          'Live na bubunutin ang mga mananalo sa huling araw at iaanunsyo sa notice board.',
        ],
        terms: [
          'Mga premyo: 10 g na gold bar, 3 smartphone, 10 smartwatch at 100 bonus na P\u00a0188.',
          'Turnover requirement sa bonus na premyo: 3 beses.',
          'Ipapadala ang mga pisikal na premyo sa loob ng 30 araw; maaaring piliin ng nanalo ang katumbas na cash.',
        ],
      },
      VI: {
        title: 'Rút thăm may mắn: Trúng thỏi vàng',
        summary: 'Mỗi P\u00a01,000 bạn nạp là một vé rút thăm hằng tháng. Giải đặc biệt: thỏi vàng 10 g.',
        steps: [
          'Nhấn Đăng ký tham gia để vào vòng rút thăm khi chương trình mở.',
          'Mỗi P\u00a01,000 nạp trong thời gian khuyến mãi được một vé.',
          'Người trúng thưởng được quay trực tiếp vào ngày cuối và công bố trên bảng thông báo.',
        ],
        terms: [
          'Giải thưởng: 1 thỏi vàng 10 g, 3 điện thoại thông minh, 10 đồng hồ thông minh và 100 phần thưởng P\u00a0188.',
          'Yêu cầu doanh thu với giải tiền thưởng: 3 lần.',
          'Quà hiện vật được giao trong 30 ngày; người trúng có thể nhận giá trị tiền mặt thay thế.',
        ],
      },
    },
  },
  {
    slug: 'esports-parlay',
    category: 'sports',
    mode: 'apply',
    start: -33,
    end: -3,
    text: {
      EN: {
        title: 'Esports Parlay Boost',
        summary: 'Boost your esports parlay winnings by up to 30%.',
        steps: [
          'Place an esports parlay of 3 legs or more, each at odds of 1.60 or above.',
          'If the parlay wins, press Apply with the bet number in the remark.',
          'The boost (10% for 3 legs, 20% for 4, 30% for 5 or more) is credited after review.',
        ],
        terms: [
          'Maximum boost: P\u00a05,000 per parlay and P\u00a020,000 per month.',
          'Turnover requirement: 3 times the boost.',
          'A cashed-out or voided leg disqualifies the parlay.',
        ],
      },
      CN: {
        title: '电竞串关加成',
        summary: '电竞串关赢钱最高加成 30%。',
        steps: [
          '投注 3 关或以上的电竞串关，每关赔率 1.60 或以上。',
          '若串关获胜，点击申请并在备注中填写注单号。',
          '审核后发放加成（3 关 10%、4 关 20%、5 关或以上 30%）。',
        ],
        terms: [
          '加成上限：每注 P\u00a05,000，每月 P\u00a020,000。',
          '流水要求：加成金额的 3 倍。',
          '任何一关提前兑现或作废，该串关即不符合资格。',
        ],
      },
      ID: {
        title: 'Boost Parlay Esports',
        summary: 'Tingkatkan kemenangan parlay esports Anda hingga 30%.',
        steps: [
          'Pasang parlay esports 3 tim atau lebih, masing-masing dengan odds 1.60 atau lebih.',
          'Jika parlay menang, tekan Ajukan dengan nomor taruhan di catatan.',
          'Boost (10% untuk 3 tim, 20% untuk 4, 30% untuk 5 atau lebih) dikreditkan setelah ditinjau.',
        ],
        terms: [
          'Boost maksimal: P\u00a05,000 per parlay dan P\u00a020,000 per bulan.',
          'Syarat turnover: 3 kali boost.',
          'Parlay dengan tim yang di-cash-out atau dibatalkan tidak memenuhi syarat.',
        ],
      },
      TH: {
        title: 'เพิ่มรางวัลสเต็ปอีสปอร์ต',
        summary: 'เพิ่มเงินรางวัลสเต็ปอีสปอร์ตของคุณสูงสุด 30%',
        steps: [
          'วางเดิมพันสเต็ปอีสปอร์ต 3 คู่ขึ้นไป แต่ละคู่ราคาต่อรอง 1.60 ขึ้นไป',
          'หากสเต็ปชนะ กดสมัครพร้อมระบุหมายเลขเดิมพันในหมายเหตุ',
          'เงินเพิ่ม (3 คู่ 10%, 4 คู่ 20%, 5 คู่ขึ้นไป 30%) จะเข้าบัญชีหลังการตรวจสอบ',
        ],
        terms: [
          'เงินเพิ่มสูงสุด: P\u00a05,000 ต่อสเต็ป และ P\u00a020,000 ต่อเดือน',
          'ยอดเทิร์นโอเวอร์: 3 เท่าของเงินเพิ่ม',
          'สเต็ปที่มีคู่ถูกแคชเอาท์หรือยกเลิกจะไม่ได้รับสิทธิ์',
        ],
      },
      TY: {
        title: 'Esports Parlay Boost',
        summary: 'Palakihin nang hanggang 30% ang panalo mo sa esports parlay.',
        steps: [
          'Tumaya ng esports parlay na may 3 leg o higit pa, bawat isa sa odds na 1.60 pataas.',
          'Kung manalo ang parlay, pindutin ang Mag-apply at ilagay ang bet number sa remark.',
          'Ibibigay ang boost (10% sa 3 leg, 20% sa 4, 30% sa 5 o higit pa) pagkatapos ng pagsusuri.',
        ],
        terms: [
          'Pinakamalaking boost: P\u00a05,000 bawat parlay at P\u00a020,000 bawat buwan.',
          'Turnover requirement: 3 beses ang boost.',
          'Hindi kwalipikado ang parlay kapag may leg na na-cash-out o na-void.',
        ],
      },
      VI: {
        title: 'Tăng thưởng cược xiên Esports',
        summary: 'Tăng tiền thắng cược xiên esports của bạn lên đến 30%.',
        steps: [
          'Đặt cược xiên esports từ 3 trận trở lên, mỗi trận tỷ lệ từ 1.60 trở lên.',
          'Nếu cược xiên thắng, nhấn Đăng ký tham gia và ghi mã cược vào phần ghi chú.',
          'Tiền tăng thưởng (10% cho 3 trận, 20% cho 4, 30% cho 5 trận trở lên) được cộng sau khi xét duyệt.',
        ],
        terms: [
          'Tăng thưởng tối đa: P\u00a05,000 mỗi vé xiên và P\u00a020,000 mỗi tháng.',
          'Yêu cầu doanh thu: 3 lần tiền tăng thưởng.',
          'Vé xiên có trận đã rút tiền sớm hoặc bị hủy sẽ không hợp lệ.',
        ],
      },
    },
  },
];

const VIP_NAMES: PerLanguage<string>[] = [
  { EN: 'Member', CN: '会员', ID: 'Member', TH: 'สมาชิก', TY: 'Miyembro', VI: 'Thành viên' },
  { EN: 'Bronze', CN: '青铜', ID: 'Perunggu', TH: 'บรอนซ์', TY: 'Tanso', VI: 'Đồng' },
  { EN: 'Silver', CN: '白银', ID: 'Perak', TH: 'ซิลเวอร์', TY: 'Pilak', VI: 'Bạc' },
  { EN: 'Gold', CN: '黄金', ID: 'Emas', TH: 'โกลด์', TY: 'Ginto', VI: 'Vàng' },
  { EN: 'Platinum', CN: '铂金', ID: 'Platinum', TH: 'แพลทินัม', TY: 'Platinum', VI: 'Bạch kim' },
  { EN: 'Diamond', CN: '钻石', ID: 'Berlian', TH: 'ไดมอนด์', TY: 'Diyamante', VI: 'Kim cương' },
  { EN: 'Crown', CN: '皇冠', ID: 'Mahkota', TH: 'คราวน์', TY: 'Korona', VI: 'Vương miện' },
  { EN: 'Royal', CN: '皇家', ID: 'Bangsawan', TH: 'รอยัล', TY: 'Maharlika', VI: 'Hoàng gia' },
  { EN: 'Imperial', CN: '帝王', ID: 'Kekaisaran', TH: 'อิมพีเรียล', TY: 'Imperyal', VI: 'Đế vương' },
  {
    EN: 'Lotus Legend',
    CN: '莲花传奇',
    ID: 'Legenda Lotus',
    TH: 'ตำนานโลตัส',
    TY: 'Alamat ng Lotus',
    VI: 'Huyền thoại Sen',
  },
];

/** Requirements and benefits per level, in major units (turnover and deposit per month). */
const VIP_TABLE: {
  turnover: number;
  deposit: number;
  upgrade: number;
  birthday: number;
  monthly: number;
  withdrawalsPerDay: number;
  withdrawalLimit: number;
}[] = [
  {
    turnover: 0,
    deposit: 0,
    upgrade: 0,
    birthday: 0,
    monthly: 0,
    withdrawalsPerDay: 3,
    withdrawalLimit: 50_000,
  },
  {
    turnover: 50_000,
    deposit: 1_000,
    upgrade: 88,
    birthday: 88,
    monthly: 0,
    withdrawalsPerDay: 5,
    withdrawalLimit: 100_000,
  },
  {
    turnover: 200_000,
    deposit: 5_000,
    upgrade: 288,
    birthday: 188,
    monthly: 88,
    withdrawalsPerDay: 5,
    withdrawalLimit: 200_000,
  },
  {
    turnover: 800_000,
    deposit: 20_000,
    upgrade: 888,
    birthday: 388,
    monthly: 188,
    withdrawalsPerDay: 8,
    withdrawalLimit: 300_000,
  },
  {
    turnover: 2_000_000,
    deposit: 50_000,
    upgrade: 1_888,
    birthday: 888,
    monthly: 388,
    withdrawalsPerDay: 10,
    withdrawalLimit: 500_000,
  },
  {
    turnover: 5_000_000,
    deposit: 120_000,
    upgrade: 3_888,
    birthday: 1_888,
    monthly: 888,
    withdrawalsPerDay: 15,
    withdrawalLimit: 1_000_000,
  },
  {
    turnover: 12_000_000,
    deposit: 300_000,
    upgrade: 8_888,
    birthday: 3_888,
    monthly: 1_888,
    withdrawalsPerDay: 20,
    withdrawalLimit: 2_000_000,
  },
  {
    turnover: 30_000_000,
    deposit: 800_000,
    upgrade: 18_888,
    birthday: 6_888,
    monthly: 3_888,
    withdrawalsPerDay: 30,
    withdrawalLimit: 3_000_000,
  },
  {
    turnover: 80_000_000,
    deposit: 2_000_000,
    upgrade: 38_888,
    birthday: 10_888,
    monthly: 8_888,
    withdrawalsPerDay: 50,
    withdrawalLimit: 5_000_000,
  },
  {
    turnover: 200_000_000,
    deposit: 5_000_000,
    upgrade: 88_888,
    birthday: 18_888,
    monthly: 18_888,
    withdrawalsPerDay: 100,
    withdrawalLimit: 10_000_000,
  },
];

/** Rebate per game category in basis points: a base at level 0 and a step per level. */
const REBATE_STEPS: { gameType: string; base: number; step: number }[] = [
  { gameType: 'RNG', base: 40, step: 10 },
  { gameType: 'LIVE', base: 80, step: 5 },
  { gameType: 'FISH', base: 40, step: 10 },
  { gameType: 'PVP', base: 30, step: 5 },
  { gameType: 'SPORTS', base: 30, step: 7 },
  { gameType: 'ESPORTS', base: 30, step: 7 },
  { gameType: 'LOTT', base: 20, step: 5 },
  { gameType: 'ELOTT', base: 20, step: 5 },
];

/** Dedicated account managers from this level up. */
const DEDICATED_SERVICE_FROM = 5;

const minor = (major: number) => BigInt(Math.round(major * 100));
const DAY_MS = 86_400_000;

function localized<T>(build: (lang: Lang) => T): Localized<T> {
  return Object.fromEntries(LANGS.map((l) => [l, build(l)]));
}

function promotionBody(lang: Lang, text: PromotionText, period: string, brand: string): string {
  const h = HEADINGS[lang];
  const items = (list: string[]) => list.map((s) => `<li>${s}</li>`).join('');
  return [
    `<p><strong>${text.summary}</strong></p>`,
    `<h3>${h.how}</h3><ol>${items(text.steps)}</ol>`,
    `<h3>${h.terms}</h3><ul>${items([...text.terms, GENERAL_TERM[lang](brand)])}</ul>`,
    `<h3>${h.period}</h3><p>${period}</p>`,
  ].join('');
}

/** Promotion categories, the seven demo promotions (dates relative to now) and the ten VIP levels. */
export async function seedRewards(tx: Transaction, merchantId: number): Promise<void> {
  const [merchant] = await tx
    .select({ name: merchants.name, settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const brand = merchant?.name ?? 'Royal Lotus';
  const zone = merchant?.settings.timeZone ?? DEFAULT_TIME_ZONE;
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const shown = (d: Date) => formatDateTime(d, zone).slice(0, 16);

  await tx.insert(promotionCategories).values(
    CATEGORIES.map((c, sort) => ({
      merchantId,
      code: c.code,
      sort,
      text: localized((l) => ({ title: c.title[l] })),
    })),
  );

  await tx.insert(promotions).values(
    PROMOTIONS.map((p, sort) => {
      const startsAt = new Date(hour + p.start * DAY_MS);
      const endsAt = p.end === null ? null : new Date(hour + p.end * DAY_MS);
      return {
        merchantId,
        categoryCode: p.category,
        imageUrl: `/art/promotions/${p.slug}.svg`,
        mode: p.mode,
        rules: p.rules ?? null,
        startsAt,
        endsAt,
        sort,
        text: localized((l) => {
          const period = PERIOD[l](shown(startsAt), endsAt ? shown(endsAt) : null, zone);
          return {
            title: p.text[l].title,
            summary: p.text[l].summary,
            content: promotionBody(l, p.text[l], period, brand),
          };
        }),
      };
    }),
  );

  await tx.insert(vipLevels).values(
    VIP_TABLE.map((v, level) => ({
      merchantId,
      level,
      badgeUrl: `/art/vip/level-${level}.svg`,
      turnoverRequired: minor(v.turnover),
      depositRequired: minor(v.deposit),
      upgradeBonus: minor(v.upgrade),
      birthdayBonus: minor(v.birthday),
      monthlyBonus: minor(v.monthly),
      rebates: REBATE_STEPS.map((r) => ({ gameType: r.gameType, bps: r.base + r.step * level })),
      withdrawalsPerDay: v.withdrawalsPerDay,
      withdrawalLimit: minor(v.withdrawalLimit),
      dedicatedService: level >= DEDICATED_SERVICE_FROM,
      text: localized((l) => ({ name: VIP_NAMES[level]?.[l] ?? `VIP ${level}` })),
    })),
  );
}
