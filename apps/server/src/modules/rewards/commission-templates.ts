import { CONTRACT_KINDS, LANGUAGES, type ContractKind, type Language } from '@platform/contracts';

// The messages of the agent contracts: one template per event and contract kind
// (`commission.received.daily`, ...), so that the kind's name reads naturally in every language.
// Parameters: offered {rate}; ended {id, member, rate, limit}; endedByUpline {id, upline};
// received {amount, period}; forced {amount, period, upline}; frozen {amount, period, member}.

type Text = { title: string; body: string };
type PerLanguage = Record<Language, Text>;

export const COMMISSION_EVENTS = [
  'offered',
  'ended',
  'endedByUpline',
  'received',
  'forced',
  'frozen',
] as const;
export type CommissionEvent = (typeof COMMISSION_EVENTS)[number];
export type CommissionTemplate = `commission.${CommissionEvent}.${ContractKind}`;

/** The kind's name as it reads within a sentence. */
const KIND_NAMES: Record<Language, Record<ContractKind, string>> = {
  EN: { dividend: 'dividend', daily: 'daily salary', hourly: 'hourly salary', realtime: 'real-time salary' },
  CN: { dividend: '分红', daily: '日工资', hourly: '时工资', realtime: '实时工资' },
  ID: { dividend: 'dividen', daily: 'gaji harian', hourly: 'gaji per jam', realtime: 'gaji real-time' },
  TH: {
    dividend: 'เงินปันผล',
    daily: 'เงินเดือนรายวัน',
    hourly: 'เงินเดือนรายชั่วโมง',
    realtime: 'เงินเดือนเรียลไทม์',
  },
  TY: {
    dividend: 'dibidendo',
    daily: 'arawang sahod',
    hourly: 'oras-oras na sahod',
    realtime: 'real-time na sahod',
  },
  VI: { dividend: 'cổ tức', daily: 'lương ngày', hourly: 'lương giờ', realtime: 'lương thời gian thực' },
};

/** The kind's name at the start of a title. */
const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type Writer = (kind: string) => Text;

const WRITERS: Record<Language, Record<CommissionEvent, Writer>> = {
  EN: {
    offered: (k) => ({
      title: `${cap(k)} contract offered`,
      body: `Your upline offers you a ${k} contract with a top rate of {rate}. Open the agent centre to sign or reject it.`,
    }),
    ended: (k) => ({
      title: `${cap(k)} contract ended`,
      body: `The ${k} contract #{id} of {member} has ended: its top rate of {rate} is above {limit}, the rate of the contract its upline has just signed. A contract never pays more than the upline's own.`,
    }),
    endedByUpline: (k) => ({
      title: `${cap(k)} contract ended`,
      body: `{upline} has ended your ${k} contract #{id}.`,
    }),
    received: (k) => ({ title: `${cap(k)} paid`, body: `You received {amount} for {period}.` }),
    forced: (k) => ({
      title: `${cap(k)} paid by the house`,
      body: `Your upline {upline} did not pay your ${k} of {amount} for {period} in time, so the house has paid it to you.`,
    }),
    frozen: (k) => ({
      title: `Account frozen: unpaid ${k}`,
      body: `You did not pay the ${k} of {amount} owed to {member} for {period} in time, so the house paid it. Your account is frozen until the unpaid {amount} is settled with the operator.`,
    }),
  },
  CN: {
    offered: (k) => ({
      title: `收到${k}契约`,
      body: `您的上级向您发出${k}契约，最高比例 {rate}。请到代理中心签约或拒绝。`,
    }),
    ended: (k) => ({
      title: `${k}契约已终止`,
      body: `{member} 的${k}契约 #{id} 已终止：其最高比例 {rate} 高于其上级刚签订契约的比例 {limit}。契约的比例不能高于上级自己的契约。`,
    }),
    endedByUpline: (k) => ({ title: `${k}契约已终止`, body: `{upline} 已终止您的${k}契约 #{id}。` }),
    received: (k) => ({ title: `${k}已发放`, body: `您已收到 {period} 的${k} {amount}。` }),
    forced: (k) => ({
      title: `${k}已由平台代发`,
      body: `您的上级 {upline} 未按时支付您 {period} 的${k} {amount}，已由平台代为发放。`,
    }),
    frozen: (k) => ({
      title: `账户已冻结：${k}未支付`,
      body: `您未按时支付 {member} {period} 的${k} {amount}，已由平台代付。您的账户已冻结，直至与运营方结清这笔 {amount}。`,
    }),
  },
  ID: {
    offered: (k) => ({
      title: `Tawaran kontrak ${k}`,
      body: `Upline Anda menawarkan kontrak ${k} dengan persentase tertinggi {rate}. Buka pusat agen untuk menandatangani atau menolaknya.`,
    }),
    ended: (k) => ({
      title: `Kontrak ${k} berakhir`,
      body: `Kontrak ${k} #{id} milik {member} telah berakhir: persentase tertingginya {rate} melebihi {limit}, persentase kontrak yang baru ditandatangani upline-nya. Kontrak tidak pernah membayar lebih dari kontrak upline sendiri.`,
    }),
    endedByUpline: (k) => ({
      title: `Kontrak ${k} berakhir`,
      body: `{upline} telah mengakhiri kontrak ${k} #{id} Anda.`,
    }),
    received: (k) => ({
      title: `${cap(k)} dibayarkan`,
      body: `Anda menerima ${k} sebesar {amount} untuk {period}.`,
    }),
    forced: (k) => ({
      title: `${cap(k)} dibayar oleh platform`,
      body: `Upline Anda {upline} tidak membayar ${k} Anda sebesar {amount} untuk {period} tepat waktu, sehingga platform telah membayarkannya kepada Anda.`,
    }),
    frozen: (k) => ({
      title: `Akun dibekukan: ${k} belum dibayar`,
      body: `Anda tidak membayar ${k} sebesar {amount} kepada {member} untuk {period} tepat waktu, sehingga platform yang membayarnya. Akun Anda dibekukan sampai {amount} yang belum dibayar itu diselesaikan dengan operator.`,
    }),
  },
  TH: {
    offered: (k) => ({
      title: `ข้อเสนอสัญญา${k}`,
      body: `อัปไลน์ของคุณเสนอสัญญา${k}ให้คุณ อัตราสูงสุด {rate} เปิดศูนย์ตัวแทนเพื่อลงนามหรือปฏิเสธ`,
    }),
    ended: (k) => ({
      title: `สัญญา${k}สิ้นสุดแล้ว`,
      body: `สัญญา${k} #{id} ของ {member} สิ้นสุดแล้ว เพราะอัตราสูงสุด {rate} สูงกว่า {limit} ซึ่งเป็นอัตราของสัญญาที่อัปไลน์เพิ่งลงนาม สัญญาจะจ่ายมากกว่าสัญญาของอัปไลน์เองไม่ได้`,
    }),
    endedByUpline: (k) => ({
      title: `สัญญา${k}สิ้นสุดแล้ว`,
      body: `{upline} ได้ยุติสัญญา${k} #{id} ของคุณแล้ว`,
    }),
    received: (k) => ({ title: `จ่าย${k}แล้ว`, body: `คุณได้รับ${k} {amount} สำหรับ {period}` }),
    forced: (k) => ({
      title: `แพลตฟอร์มจ่าย${k}แทนแล้ว`,
      body: `อัปไลน์ของคุณ {upline} ไม่ได้จ่าย${k} {amount} สำหรับ {period} ตามกำหนด แพลตฟอร์มจึงจ่ายให้คุณแทนแล้ว`,
    }),
    frozen: (k) => ({
      title: `บัญชีถูกระงับ: ค้างจ่าย${k}`,
      body: `คุณไม่ได้จ่าย${k} {amount} ให้ {member} สำหรับ {period} ตามกำหนด แพลตฟอร์มจึงจ่ายแทน บัญชีของคุณถูกระงับจนกว่าจะชำระยอดค้าง {amount} กับผู้ให้บริการ`,
    }),
  },
  TY: {
    offered: (k) => ({
      title: `Alok na kontrata ng ${k}`,
      body: `Inaalok sa iyo ng iyong upline ang kontrata ng ${k} na may pinakamataas na rate na {rate}. Buksan ang agent centre para pirmahan o tanggihan ito.`,
    }),
    ended: (k) => ({
      title: `Natapos ang kontrata ng ${k}`,
      body: `Natapos na ang kontrata ng ${k} #{id} ni {member}: lampas ang pinakamataas nitong rate na {rate} sa {limit}, ang rate ng kontratang kapipirma lang ng upline nito. Hindi kailanman nagbabayad ang isang kontrata nang higit sa sariling kontrata ng upline.`,
    }),
    endedByUpline: (k) => ({
      title: `Natapos ang kontrata ng ${k}`,
      body: `Tinapos ni {upline} ang iyong kontrata ng ${k} #{id}.`,
    }),
    received: (k) => ({
      title: `Naibayad na ang ${k}`,
      body: `Natanggap mo ang ${k} na {amount} para sa {period}.`,
    }),
    forced: (k) => ({
      title: `Ang platform ang nagbayad ng ${k}`,
      body: `Hindi nabayaran sa takdang oras ng iyong upline na si {upline} ang iyong ${k} na {amount} para sa {period}, kaya ang platform na ang nagbayad nito sa iyo.`,
    }),
    frozen: (k) => ({
      title: `Na-freeze ang account: hindi nabayarang ${k}`,
      body: `Hindi mo nabayaran sa takdang oras ang ${k} na {amount} para kay {member} ({period}), kaya ang platform ang nagbayad nito. Naka-freeze ang iyong account hanggang maayos mo sa operator ang hindi nabayarang {amount}.`,
    }),
  },
  VI: {
    offered: (k) => ({
      title: `Lời mời hợp đồng ${k}`,
      body: `Tuyến trên đề nghị bạn hợp đồng ${k} với tỷ lệ cao nhất {rate}. Mở trung tâm đại lý để ký hoặc từ chối.`,
    }),
    ended: (k) => ({
      title: `Hợp đồng ${k} đã kết thúc`,
      body: `Hợp đồng ${k} #{id} của {member} đã kết thúc: tỷ lệ cao nhất {rate} vượt quá {limit}, tỷ lệ của hợp đồng tuyến trên vừa ký. Một hợp đồng không bao giờ trả nhiều hơn hợp đồng của chính tuyến trên.`,
    }),
    endedByUpline: (k) => ({
      title: `Hợp đồng ${k} đã kết thúc`,
      body: `{upline} đã kết thúc hợp đồng ${k} #{id} của bạn.`,
    }),
    received: (k) => ({ title: `Đã trả ${k}`, body: `Bạn đã nhận ${k} {amount} cho {period}.` }),
    forced: (k) => ({
      title: `Nền tảng đã trả ${k} thay tuyến trên`,
      body: `Tuyến trên {upline} không trả ${k} {amount} của bạn cho {period} đúng hạn, nên nền tảng đã trả khoản này cho bạn.`,
    }),
    frozen: (k) => ({
      title: `Tài khoản bị đóng băng: chưa trả ${k}`,
      body: `Bạn không trả ${k} {amount} cho {member} ({period}) đúng hạn, nên nền tảng đã trả thay. Tài khoản của bạn bị đóng băng cho đến khi khoản {amount} chưa trả được thanh toán với nhà điều hành.`,
    }),
  },
};

/** The template key of a contract event of a kind. */
export const commissionTemplate = (event: CommissionEvent, kind: ContractKind): CommissionTemplate =>
  `commission.${event}.${kind}`;

export const COMMISSION_TEMPLATES = Object.fromEntries(
  COMMISSION_EVENTS.flatMap((event) =>
    CONTRACT_KINDS.map((kind) => [
      commissionTemplate(event, kind),
      Object.fromEntries(
        LANGUAGES.map((language) => [language, WRITERS[language][event](KIND_NAMES[language][kind])]),
      ) as PerLanguage,
    ]),
  ),
) as Record<CommissionTemplate, PerLanguage>;
