import { LANGUAGES, type Language } from '@platform/contracts';

// The pages' few strings in the platform's six languages. The server embeds the strings of the page's
// language (`lang`) in the page as a JSON block, so a page's script carries no dictionary.

type Lang = Language;
const LANGS = LANGUAGES;

const STRINGS = {
  balance: ['Balance', '余额', 'Saldo', 'ยอดเงิน', 'Balanse', 'Số dư'],
  stake: ['Stake', '投注额', 'Taruhan', 'เดิมพัน', 'Taya', 'Tiền cược'],
  lineBet: ['Line bet', '单线投注', 'Taruhan per garis', 'เดิมพันต่อไลน์', 'Taya bawat linya', 'Cược mỗi dòng'],
  spin: ['Spin', '旋转', 'Putar', 'หมุน', 'Paikutin', 'Quay'],
  roll: ['Roll', '掷骰', 'Lempar', 'ทอย', 'Ihagis', 'Tung'],
  fire: ['Fire', '开炮', 'Tembak', 'ยิง', 'Bumaril', 'Bắn'],
  deal: ['Deal', '发牌', 'Bagikan', 'แจกไพ่', 'Mamigay', 'Chia bài'],
  fight: ['Start fight', '开始斗鸡', 'Mulai laga', 'เริ่มชน', 'Simulan ang laban', 'Bắt đầu trận'],
  lastResult: ['Last result', '上局结果', 'Hasil terakhir', 'ผลล่าสุด', 'Huling resulta', 'Kết quả gần nhất'],
  results: ['Recent rounds', '最近回合', 'Ronde terakhir', 'รอบล่าสุด', 'Mga huling round', 'Các ván gần đây'],
  noRounds: [
    'No rounds yet',
    '暂无回合',
    'Belum ada ronde',
    'ยังไม่มีรอบ',
    'Wala pang round',
    'Chưa có ván nào',
  ],
  win: ['Win', '赢得', 'Menang', 'ชนะ', 'Panalo', 'Thắng'],
  noWin: ['No win', '未中奖', 'Tidak menang', 'ไม่ชนะ', 'Walang panalo', 'Không thắng'],
  returned: [
    'Stake returned',
    '退还本金',
    'Taruhan dikembalikan',
    'คืนเงินเดิมพัน',
    'Ibinalik ang taya',
    'Hoàn tiền cược',
  ],
  fairness: [
    'Provably fair',
    '可验证公平',
    'Adil dan terbukti',
    'ความยุติธรรมที่ตรวจสอบได้',
    'Patas at mapapatunayan',
    'Công bằng có thể kiểm chứng',
  ],
  nextHash: [
    'Next server seed (SHA-256)',
    '下局服务器种子（SHA-256）',
    'Seed server berikutnya (SHA-256)',
    'ซีดเซิร์ฟเวอร์รอบถัดไป (SHA-256)',
    'Susunod na server seed (SHA-256)',
    'Seed máy chủ ván tới (SHA-256)',
  ],
  clientSeed: ['Client seed', '客户端种子', 'Seed klien', 'ซีดของผู้เล่น', 'Client seed', 'Seed người chơi'],
  changeSeed: ['Change', '更改', 'Ubah', 'เปลี่ยน', 'Palitan', 'Đổi'],
  seedSaved: [
    'Client seed changed',
    '客户端种子已更改',
    'Seed klien diubah',
    'เปลี่ยนซีดแล้ว',
    'Napalitan ang client seed',
    'Đã đổi seed',
  ],
  revealed: [
    'Revealed seed of the last round',
    '上局公开的服务器种子',
    'Seed ronde terakhir yang dibuka',
    'ซีดที่เปิดเผยของรอบล่าสุด',
    'Inihayag na seed ng huling round',
    'Seed đã công bố của ván trước',
  ],
  verify: ['Verify', '验证', 'Verifikasi', 'ตรวจสอบ', 'I-verify', 'Kiểm chứng'],
  nonce: ['Nonce', '随机数序号', 'Nonce', 'Nonce', 'Nonce', 'Nonce'],
  insufficient: [
    'Your balance is not enough for this stake.',
    '余额不足，无法投注此金额。',
    'Saldo Anda tidak cukup untuk taruhan ini.',
    'ยอดเงินของคุณไม่พอสำหรับเดิมพันนี้',
    'Kulang ang balanse mo para sa tayang ito.',
    'Số dư không đủ cho mức cược này.',
  ],
  sessionInvalid: [
    'This game session has ended. Open the game again from the site.',
    '游戏会话已结束，请从网站重新打开游戏。',
    'Sesi permainan berakhir. Buka kembali permainan dari situs.',
    'เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมใหม่จากเว็บไซต์',
    'Tapos na ang session ng laro. Buksan muli ang laro mula sa site.',
    'Phiên chơi đã kết thúc. Hãy mở lại trò chơi từ trang web.',
  ],
  failed: [
    'Something went wrong; please try again.',
    '出错了，请重试。',
    'Terjadi kesalahan, silakan coba lagi.',
    'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    'May nangyaring mali; subukan muli.',
    'Đã xảy ra lỗi, vui lòng thử lại.',
  ],
  under: ['Roll under', '小于', 'Di bawah', 'ต่ำกว่า', 'Mas mababa', 'Dưới'],
  over: ['Roll over', '大于', 'Di atas', 'สูงกว่า', 'Mas mataas', 'Trên'],
  target: ['Target', '目标', 'Target', 'เป้าหมาย', 'Target', 'Mục tiêu'],
  chance: ['Win chance', '胜率', 'Peluang menang', 'โอกาสชนะ', 'Tsansang manalo', 'Xác suất thắng'],
  payout: ['Payout', '派彩', 'Pembayaran', 'การจ่าย', 'Bayad', 'Tiền trả'],
  multiplier: ['Multiplier', '倍数', 'Pengganda', 'ตัวคูณ', 'Multiplier', 'Hệ số'],
  player: ['Player', '闲', 'Pemain', 'ผู้เล่น', 'Player', 'Con'],
  banker: ['Banker', '庄', 'Bandar', 'เจ้ามือ', 'Banker', 'Nhà cái'],
  tie: ['Tie', '和', 'Seri', 'เสมอ', 'Tabla', 'Hòa'],
  meron: ['Meron', '红方', 'Meron', 'เมรอน', 'Meron', 'Meron'],
  wala: ['Wala', '蓝方', 'Wala', 'วาลา', 'Wala', 'Wala'],
  draw: ['Draw', '平局', 'Seri', 'เสมอ', 'Tabla', 'Hòa'],
  clownfish: ['Clownfish', '小丑鱼', 'Ikan badut', 'ปลาการ์ตูน', 'Clownfish', 'Cá hề'],
  pufferfish: ['Pufferfish', '河豚', 'Ikan buntal', 'ปลาปักเป้า', 'Butete', 'Cá nóc'],
  turtle: ['Turtle', '海龟', 'Penyu', 'เต่าทะเล', 'Pagong', 'Rùa biển'],
  shark: ['Shark', '鲨鱼', 'Hiu', 'ฉลาม', 'Pating', 'Cá mập'],
  dragon: ['Golden dragon', '金龙', 'Naga emas', 'มังกรทอง', 'Gintong dragon', 'Rồng vàng'],
  caught: ['Caught!', '捕获！', 'Tertangkap!', 'จับได้!', 'Nahuli!', 'Bắt được!'],
  missed: ['Missed', '未命中', 'Meleset', 'พลาด', 'Sablay', 'Trượt'],
  target_fish: [
    'Choose a target',
    '选择目标',
    'Pilih sasaran',
    'เลือกเป้าหมาย',
    'Pumili ng target',
    'Chọn mục tiêu',
  ],
  yourBet: ['Your bet', '您的投注', 'Taruhan Anda', 'การเดิมพันของคุณ', 'Taya mo', 'Cửa cược'],
  paytable: ['Paytable', '赔付表', 'Tabel pembayaran', 'ตารางจ่าย', 'Talaan ng bayad', 'Bảng trả thưởng'],
  lines: ['20 lines', '20 条线', '20 garis', '20 ไลน์', '20 linya', '20 dòng'],
  scatter: [
    'Gong: 3, 4, 5 anywhere pay 5x, 20x, 100x the stake',
    '金锣：任意位置 3、4、5 个分别赢得投注额的 5、20、100 倍',
    'Gong: 3, 4, 5 di mana saja membayar 5x, 20x, 100x taruhan',
    'ฆ้อง: 3, 4, 5 ตัวที่ใดก็ได้ จ่าย 5, 20, 100 เท่าของเดิมพัน',
    'Gong: 3, 4, 5 kahit saan ay nagbabayad ng 5x, 20x, 100x ng taya',
    'Cồng: 3, 4, 5 ở bất kỳ đâu trả 5x, 20x, 100x tiền cược',
  ],
  wild: [
    'Lotus is wild: it stands in for every symbol but the gong',
    '莲花为百搭：可替代除金锣外的所有图案',
    'Teratai adalah wild: menggantikan semua simbol kecuali gong',
    'ดอกบัวเป็นไวลด์: แทนได้ทุกสัญลักษณ์ยกเว้นฆ้อง',
    'Wild ang lotus: pamalit sa lahat ng simbolo maliban sa gong',
    'Hoa sen là wild: thay thế mọi biểu tượng trừ cồng',
  ],
  rtp: [
    'Return to player',
    '返还率',
    'Pengembalian ke pemain',
    'อัตราการคืนเงิน',
    'Balik sa manlalaro',
    'Tỷ lệ hoàn trả',
  ],
  serverSeed: ['Server seed', '服务器种子', 'Seed server', 'ซีดเซิร์ฟเวอร์', 'Server seed', 'Seed máy chủ'],
  committedHash: [
    'Committed hash (optional)',
    '事先公布的哈希（可选）',
    'Hash yang dijanjikan (opsional)',
    'แฮชที่ประกาศไว้ (ไม่บังคับ)',
    'Ipinangakong hash (opsyonal)',
    'Hash đã cam kết (tùy chọn)',
  ],
  game: ['Game', '游戏', 'Permainan', 'เกม', 'Laro', 'Trò chơi'],
  hashOk: [
    'SHA-256 of the server seed matches the committed hash.',
    '服务器种子的 SHA-256 与事先公布的哈希一致。',
    'SHA-256 seed server cocok dengan hash yang dijanjikan.',
    'SHA-256 ของซีดเซิร์ฟเวอร์ตรงกับแฮชที่ประกาศไว้',
    'Tugma ang SHA-256 ng server seed sa ipinangakong hash.',
    'SHA-256 của seed máy chủ khớp với hash đã cam kết.',
  ],
  hashBad: [
    'SHA-256 of the server seed does NOT match the committed hash.',
    '服务器种子的 SHA-256 与事先公布的哈希不一致。',
    'SHA-256 seed server TIDAK cocok dengan hash yang dijanjikan.',
    'SHA-256 ของซีดเซิร์ฟเวอร์ไม่ตรงกับแฮชที่ประกาศไว้',
    'HINDI tugma ang SHA-256 ng server seed sa ipinangakong hash.',
    'SHA-256 của seed máy chủ KHÔNG khớp với hash đã cam kết.',
  ],
  outcome: ['Outcome', '结果', 'Hasil', 'ผลลัพธ์', 'Resulta', 'Kết quả'],
  verifyIntro: [
    'Every round is drawn from HMAC-SHA256(server seed, "client seed:nonce:cursor"). Enter a revealed round to recompute it in your browser.',
    '每局结果由 HMAC-SHA256(服务器种子, "客户端种子:nonce:cursor") 决定。输入已公开的回合即可在浏览器中重新计算。',
    'Setiap ronde diambil dari HMAC-SHA256(seed server, "seed klien:nonce:cursor"). Masukkan ronde yang telah dibuka untuk menghitung ulang di peramban Anda.',
    'ทุกรอบสุ่มจาก HMAC-SHA256(ซีดเซิร์ฟเวอร์, "ซีดผู้เล่น:nonce:cursor") ใส่ข้อมูลรอบที่เปิดเผยแล้วเพื่อคำนวณซ้ำในเบราว์เซอร์ของคุณ',
    'Bawat round ay mula sa HMAC-SHA256(server seed, "client seed:nonce:cursor"). Ilagay ang inihayag na round para kuwentahin muli sa browser mo.',
    'Mỗi ván được rút từ HMAC-SHA256(seed máy chủ, "seed người chơi:nonce:cursor"). Nhập một ván đã công bố để tính lại ngay trên trình duyệt.',
  ],
  invalidInput: [
    'Check the fields: the server seed is 64 hex digits, the client seed 1 to 64 letters, digits, "_", "-" or ".".',
    '请检查输入：服务器种子为 64 位十六进制，客户端种子为 1 到 64 位字母、数字、"_"、"-" 或 "."。',
    'Periksa isian: seed server 64 digit heksadesimal, seed klien 1 sampai 64 huruf, angka, "_", "-" atau ".".',
    'ตรวจสอบข้อมูล: ซีดเซิร์ฟเวอร์คือเลขฐานสิบหก 64 หลัก ซีดผู้เล่นคือตัวอักษร ตัวเลข "_" "-" หรือ "." 1 ถึง 64 ตัว',
    'Suriin ang mga field: 64 hex digit ang server seed, 1 hanggang 64 letra, numero, "_", "-" o "." ang client seed.',
    'Kiểm tra lại: seed máy chủ gồm 64 chữ số hex, seed người chơi gồm 1 đến 64 chữ, số, "_", "-" hoặc ".".',
  ],
} satisfies Record<string, readonly [string, string, string, string, string, string]>;

export type TextKey = keyof typeof STRINGS;

/** The language of a `lang` value ('CN', 'cn', ...); English for anything else. */
export function houseLanguage(asked: string | undefined): Lang {
  const upper = (asked ?? 'EN').toUpperCase();
  return (LANGS as readonly string[]).includes(upper) ? (upper as Lang) : 'EN';
}

/** Every string of the pages in one language: the server embeds it in the page it serves. */
export function stringsFor(lang: Lang): Record<TextKey, string> {
  const i = LANGS.indexOf(lang);
  return Object.fromEntries(
    Object.entries(STRINGS).map(([key, texts]) => [key, texts[i] ?? texts[0]]),
  ) as Record<TextKey, string>;
}

/** The id of the JSON block holding the page's strings. */
export const STRINGS_ELEMENT_ID = 'house-strings';
