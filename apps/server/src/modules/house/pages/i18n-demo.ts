// The pages' strings of demo play (decision record 045): fun credits, never money. Part of the pages'
// dictionary (i18n.ts), in the same six languages.

export const DEMO_STRINGS = {
  demoBanner: [
    'DEMO — fun credits',
    '试玩 — 娱乐积分',
    'DEMO — kredit main',
    'ทดลองเล่น — เครดิตสำหรับเล่นฟรี',
    'DEMO — fun credits na pang-laro',
    'CHƠI THỬ — điểm vui',
  ],
  funCredits: ['Fun credits', '娱乐积分', 'Kredit main', 'เครดิตเล่นฟรี', 'Fun credits', 'Điểm vui'],
  demoNote: [
    'Fun credits are not money: they cannot be deposited, withdrawn or exchanged.',
    '娱乐积分不是真钱：不能存入、提取或兑换。',
    'Kredit main bukan uang: tidak bisa disetor, ditarik, atau ditukar.',
    'เครดิตเล่นฟรีไม่ใช่เงิน: ฝาก ถอน หรือแลกเปลี่ยนไม่ได้',
    'Hindi pera ang fun credits: hindi maidedeposito, maiwi-withdraw o maipapalit.',
    'Điểm vui không phải tiền: không thể nạp, rút hay quy đổi.',
  ],
  refill: ['Refill', '补充积分', 'Isi ulang', 'เติมเครดิต', 'Punuin muli', 'Nạp lại điểm'],
  refilled: [
    'Fun credits refilled',
    '娱乐积分已补充',
    'Kredit main sudah diisi ulang',
    'เติมเครดิตเล่นฟรีแล้ว',
    'Napuno muli ang fun credits',
    'Đã nạp lại điểm vui',
  ],
  refillNotNeeded: [
    'Fun credits are refilled only when below the starting amount.',
    '娱乐积分低于初始额度时才能补充。',
    'Kredit main hanya bisa diisi ulang saat di bawah jumlah awal.',
    'เติมเครดิตได้เมื่อยอดต่ำกว่ายอดเริ่มต้นเท่านั้น',
    'Napupuno lang muli ang fun credits kapag mas mababa sa panimulang halaga.',
    'Chỉ nạp lại điểm vui khi thấp hơn mức ban đầu.',
  ],
} as const satisfies Record<string, readonly [string, string, string, string, string, string]>;
