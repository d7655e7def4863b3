import type { Language } from '@platform/contracts';
import { fillTemplate } from '../../lib/templates.js';

type Titles = Record<Language, string>;

/**
 * Titles of the reward sources of the reward centre and bonus details, per template key, in the six
 * interface languages. `{name}` is replaced by the reward's parameter of that name.
 */
const TEMPLATES: Record<string, Titles> = {
  'promotion.deposit': {
    EN: 'Deposit bonus {percent}% (order {orderNo})',
    CN: '存款礼金 {percent}%（订单 {orderNo}）',
    ID: 'Bonus deposit {percent}% (pesanan {orderNo})',
    TH: 'โบนัสเงินฝาก {percent}% (รายการ {orderNo})',
    TY: 'Deposit bonus {percent}% (order {orderNo})',
    VI: 'Thưởng nạp tiền {percent}% (lệnh {orderNo})',
  },
  'vip.rebate': {
    EN: 'VIP rebate on the valid bets of {day}',
    CN: 'VIP 返水（{day} 有效投注）',
    ID: 'Rebate VIP atas taruhan valid {day}',
    TH: 'เงินคืน VIP จากยอดเดิมพันที่ถูกต้องวันที่ {day}',
    TY: 'VIP rebate sa valid bets ng {day}',
    VI: 'Hoàn trả VIP cho cược hợp lệ ngày {day}',
  },
  'vip.monthly': {
    EN: 'VIP monthly bonus ({month})',
    CN: 'VIP 每月礼金（{month}）',
    ID: 'Bonus bulanan VIP ({month})',
    TH: 'โบนัสรายเดือน VIP ({month})',
    TY: 'Buwanang bonus ng VIP ({month})',
    VI: 'Thưởng tháng VIP ({month})',
  },
  'vip.birthday': {
    EN: 'VIP birthday bonus {year}',
    CN: 'VIP 生日礼金 {year}',
    ID: 'Bonus ulang tahun VIP {year}',
    TH: 'โบนัสวันเกิด VIP {year}',
    TY: 'Birthday bonus ng VIP {year}',
    VI: 'Thưởng sinh nhật VIP {year}',
  },
  'reward.welcome': {
    EN: 'Welcome reward',
    CN: '新人欢迎奖励',
    ID: 'Hadiah selamat datang',
    TH: 'รางวัลต้อนรับ',
    TY: 'Gantimpalang pagbati',
    VI: 'Thưởng chào mừng',
  },
  'reward.vipUpgrade': {
    EN: 'VIP upgrade reward (level {level})',
    CN: 'VIP 晋级奖励（等级 {level}）',
    ID: 'Hadiah naik level VIP (level {level})',
    TH: 'รางวัลเลื่อนระดับ VIP (ระดับ {level})',
    TY: 'Gantimpala sa pag-angat ng VIP (antas {level})',
    VI: 'Thưởng thăng cấp VIP (cấp {level})',
  },
  'referral.signup': {
    EN: 'Referral reward: {invitee} signed up',
    CN: '推荐奖励：{invitee} 已注册',
    ID: 'Hadiah referal: {invitee} mendaftar',
    TH: 'รางวัลแนะนำเพื่อน: {invitee} สมัครสมาชิกแล้ว',
    TY: 'Gantimpala sa referral: nag-sign up si {invitee}',
    VI: 'Thưởng giới thiệu: {invitee} đã đăng ký',
  },
  'referral.play': {
    EN: 'Referral reward: {invitee} reached the betting target',
    CN: '推荐奖励：{invitee} 已达到投注目标',
    ID: 'Hadiah referal: {invitee} mencapai target taruhan',
    TH: 'รางวัลแนะนำเพื่อน: {invitee} ทำยอดเดิมพันถึงเป้าหมาย',
    TY: 'Gantimpala sa referral: naabot ni {invitee} ang target na taya',
    VI: 'Thưởng giới thiệu: {invitee} đạt mục tiêu cược',
  },
  'raffle.prize': {
    EN: 'Daily raffle prize',
    CN: '每日抽奖奖金',
    ID: 'Hadiah undian harian',
    TH: 'รางวัลจับฉลากประจำวัน',
    TY: 'Premyo sa pang-araw-araw na raffle',
    VI: 'Giải thưởng rút thăm hằng ngày',
  },
  'reward.promotion': {
    EN: 'Promotion reward',
    CN: '活动奖励',
    ID: 'Hadiah promosi',
    TH: 'รางวัลโปรโมชั่น',
    TY: 'Gantimpala sa promosyon',
    VI: 'Thưởng khuyến mãi',
  },
};

/** A bonus of a source this module does not write (missions, promotions, ...) is named by its source. */
const SOURCES: Record<string, Titles> = {
  mission: {
    EN: 'Mission reward',
    CN: '任务奖励',
    ID: 'Hadiah misi',
    TH: 'รางวัลภารกิจ',
    TY: 'Gantimpala sa misyon',
    VI: 'Thưởng nhiệm vụ',
  },
  raffle: TEMPLATES['raffle.prize']!,
  promotion: TEMPLATES['reward.promotion']!,
};

const BONUS: Titles = {
  EN: 'Bonus',
  CN: '红利',
  ID: 'Bonus',
  TH: 'โบนัส',
  TY: 'Bonus',
  VI: 'Tiền thưởng',
};

/** The title of a reward or bonus in the member's language. */
export function rewardTitle(
  template: string | null,
  params: Record<string, string | number>,
  language: Language,
  source?: string,
): string {
  const titles =
    (template ? TEMPLATES[template] : undefined) ?? (source ? SOURCES[source] : undefined) ?? BONUS;
  return fillTemplate(titles[language], params);
}
