import { createHash } from 'node:crypto';
import { HTML_LANG, LANGUAGES, type Language } from '@platform/contracts';
import { escapeHtml } from '../../../lib/html.js';

// The sandbox gateway's hosted payment page: one self-contained HTML document (no script, no external
// asset; its one style element is allowed by hash), a form posting back to the page's own address.

type Strings = {
  title: string;
  merchant: string;
  order: string;
  amount: string;
  pay: string;
  cancel: string;
  note: string;
  paid: string;
  cancelled: string;
  expired: string;
  rejected: string;
  notFound: string;
  back: string;
};

const STRINGS: Record<Language, Strings> = {
  EN: {
    title: 'Sandbox payment',
    merchant: 'Merchant',
    order: 'Order number',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    note: 'A test gateway: no real money moves outside the platform.',
    paid: 'This order is paid.',
    cancelled: 'This order was cancelled.',
    expired: 'This order has expired.',
    rejected: 'This order was rejected.',
    notFound: 'This payment link is not valid.',
    back: 'Back to the site',
  },
  CN: {
    title: '沙盒支付',
    merchant: '商户',
    order: '订单号',
    amount: '金额',
    pay: '支付',
    cancel: '取消',
    note: '测试网关：不会在平台之外产生真实资金往来。',
    paid: '此订单已支付。',
    cancelled: '此订单已取消。',
    expired: '此订单已过期。',
    rejected: '此订单已被拒绝。',
    notFound: '此支付链接无效。',
    back: '返回网站',
  },
  ID: {
    title: 'Pembayaran sandbox',
    merchant: 'Merchant',
    order: 'Nomor pesanan',
    amount: 'Jumlah',
    pay: 'Bayar',
    cancel: 'Batal',
    note: 'Gateway uji coba: tidak ada uang sungguhan yang berpindah di luar platform.',
    paid: 'Pesanan ini sudah dibayar.',
    cancelled: 'Pesanan ini dibatalkan.',
    expired: 'Pesanan ini sudah kedaluwarsa.',
    rejected: 'Pesanan ini ditolak.',
    notFound: 'Tautan pembayaran ini tidak valid.',
    back: 'Kembali ke situs',
  },
  TH: {
    title: 'การชำระเงินแซนด์บ็อกซ์',
    merchant: 'ร้านค้า',
    order: 'หมายเลขคำสั่ง',
    amount: 'จำนวนเงิน',
    pay: 'ชำระเงิน',
    cancel: 'ยกเลิก',
    note: 'เกตเวย์ทดสอบ: ไม่มีเงินจริงเคลื่อนย้ายนอกแพลตฟอร์ม',
    paid: 'คำสั่งนี้ชำระแล้ว',
    cancelled: 'คำสั่งนี้ถูกยกเลิกแล้ว',
    expired: 'คำสั่งนี้หมดอายุแล้ว',
    rejected: 'คำสั่งนี้ถูกปฏิเสธ',
    notFound: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง',
    back: 'กลับสู่เว็บไซต์',
  },
  TY: {
    title: 'Sandbox na bayad',
    merchant: 'Merchant',
    order: 'Numero ng order',
    amount: 'Halaga',
    pay: 'Magbayad',
    cancel: 'Kanselahin',
    note: 'Pansubok na gateway: walang totoong perang gumagalaw sa labas ng platform.',
    paid: 'Bayad na ang order na ito.',
    cancelled: 'Kinansela ang order na ito.',
    expired: 'Nag-expire na ang order na ito.',
    rejected: 'Tinanggihan ang order na ito.',
    notFound: 'Hindi wasto ang link ng pagbabayad na ito.',
    back: 'Bumalik sa site',
  },
  VI: {
    title: 'Thanh toán sandbox',
    merchant: 'Nhà cung cấp',
    order: 'Mã đơn',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    note: 'Cổng thử nghiệm: không có tiền thật di chuyển ra ngoài nền tảng.',
    paid: 'Đơn này đã được thanh toán.',
    cancelled: 'Đơn này đã bị hủy.',
    expired: 'Đơn này đã hết hạn.',
    rejected: 'Đơn này đã bị từ chối.',
    notFound: 'Liên kết thanh toán này không hợp lệ.',
    back: 'Quay lại trang',
  },
};

export const payPageLanguage = (asked: string | undefined): Language =>
  LANGUAGES.find((l) => l === asked?.toUpperCase()) ?? 'EN';

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef1f6;color:#1b2230}
main{width:min(420px,92vw);background:#fff;border-radius:14px;padding:28px;box-shadow:0 8px 30px #0002}
h1{font-size:1.25rem;margin:0 0 4px}
.note{font-size:.8rem;color:#5b6475;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:0 0 24px}
dt{color:#5b6475}dd{margin:0;text-align:right;font-weight:600;word-break:break-all}
.amount{font-size:1.4rem}
.actions{display:flex;gap:12px}
button,a.button{flex:1;padding:12px;border-radius:10px;border:0;font-size:1rem;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#1d7a4c;color:#fff}.cancel{background:#e4e7ee;color:#1b2230}
.state{padding:12px;border-radius:10px;background:#f3f5f9;margin:0 0 20px}
@media (prefers-color-scheme:dark){body{background:#10141c;color:#e7ebf3}main{background:#1a202b}
.note,dt{color:#9aa3b5}.state{background:#232b38}.cancel{background:#2c3545;color:#e7ebf3}}
`;

const styleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's own policy: nothing but its own style element, and forms posting to this site. */
export const PAY_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export type PayPageView =
  | { kind: 'notFound'; language: Language }
  | {
      kind: 'order';
      language: Language;
      brandName: string;
      amount: string;
      orderNo: string;
      status: string;
      /** Where the form posts (the page's own path) and the order's token. */
      action: string;
      token: string;
      backUrl: string;
    };

export function payPageHtml(view: PayPageView): string {
  const s = STRINGS[view.language];
  let body: string;
  if (view.kind === 'notFound') {
    body = `<h1>${escapeHtml(s.title)}</h1><p class="state">${escapeHtml(s.notFound)}</p>
<div class="actions"><a class="button cancel" href="/">${escapeHtml(s.back)}</a></div>`;
  } else {
    const details = `<dl>
<dt>${escapeHtml(s.merchant)}</dt><dd>${escapeHtml(view.brandName)}</dd>
<dt>${escapeHtml(s.order)}</dt><dd data-order-no>${escapeHtml(view.orderNo)}</dd>
<dt>${escapeHtml(s.amount)}</dt><dd class="amount">${escapeHtml(view.amount)}</dd>
</dl>`;
    const stateText: Record<string, string> = {
      paid: s.paid,
      cancelled: s.cancelled,
      expired: s.expired,
      rejected: s.rejected,
    };
    const actions =
      view.status === 'pending'
        ? `<form method="post" action="${escapeHtml(view.action)}" class="actions">
<input type="hidden" name="token" value="${escapeHtml(view.token)}" />
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(s.pay)}</button>
<button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(s.cancel)}</button>
</form>`
        : `<p class="state">${escapeHtml(stateText[view.status] ?? view.status)}</p>
<div class="actions"><a class="button cancel" href="${escapeHtml(view.backUrl)}">${escapeHtml(s.back)}</a></div>`;
    body = `<h1>${escapeHtml(s.title)}</h1><p class="note">${escapeHtml(s.note)}</p>${details}${actions}`;
  }
  return `<!doctype html>
<html lang="${HTML_LANG[view.language]}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>${escapeHtml(s.title)}</title>
<link rel="icon" href="data:," />
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}
