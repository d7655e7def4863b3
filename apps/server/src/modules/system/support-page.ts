import { API, FEEDBACK_TYPES, LANGUAGES, type Language, HTML_LANG } from '@platform/contracts';
import { escapeHtml } from '../../lib/html.js';

// The in-house customer-service page (the demo brand's `customerServiceUrl`). Inline-free HTML: its
// script and style are separate files so that the strict CSP holds without hashes.

type FeedbackType = (typeof FEEDBACK_TYPES)[number];

type Strings = {
  title: string;
  vipTitle: string;
  intro: string;
  vipIntro: string;
  name: string;
  contact: string;
  contactHint: string;
  questionType: string;
  message: string;
  messageHint: string;
  send: string;
  sending: string;
  thanks: string;
  ticket: string;
  followUp: string;
  again: string;
  invalid: string;
  failed: string;
  tooMany: string;
  hours: string;
  types: Record<FeedbackType, string>;
};

const STRINGS: Record<Language, Strings> = {
  EN: {
    title: 'Customer service',
    vipTitle: 'VIP customer service',
    intro: 'Tell us what you need and our support team will get back to you.',
    vipIntro: 'Your dedicated VIP team handles your request first.',
    name: 'Your name',
    contact: 'How can we reach you?',
    contactHint: 'Mobile number, e-mail or messenger ID',
    questionType: 'Question type',
    message: 'Your message',
    messageHint: 'Describe your question (at least 10 characters).',
    send: 'Send',
    sending: 'Sending…',
    thanks: 'Thank you! We have received your message.',
    ticket: 'Your ticket number',
    followUp: 'Our team will contact you as soon as possible.',
    again: 'Send another message',
    invalid: 'Please fill in every field; the message needs at least 10 characters.',
    failed: 'Your message could not be sent. Please try again.',
    tooMany: 'Too many messages in a short time. Please wait a minute and try again.',
    hours: 'Support is available 24 hours a day, 7 days a week.',
    types: {
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
      games: 'Games',
      account: 'Account',
      promotion: 'Promotions',
      suggestion: 'Suggestion',
      other: 'Other',
    },
  },
  CN: {
    title: '在线客服',
    vipTitle: 'VIP 专属客服',
    intro: '请告诉我们您需要什么帮助，客服团队会尽快回复您。',
    vipIntro: '您的专属 VIP 团队将优先处理您的请求。',
    name: '您的称呼',
    contact: '我们如何联系您？',
    contactHint: '手机号码、电子邮箱或即时通讯账号',
    questionType: '问题类型',
    message: '留言内容',
    messageHint: '请描述您的问题（至少 10 个字符）。',
    send: '提交',
    sending: '正在提交…',
    thanks: '谢谢！我们已收到您的留言。',
    ticket: '您的工单号',
    followUp: '客服团队会尽快与您联系。',
    again: '再发一条留言',
    invalid: '请填写所有栏位，留言内容至少 10 个字符。',
    failed: '留言发送失败，请重试。',
    tooMany: '短时间内提交次数过多，请一分钟后再试。',
    hours: '客服全年无休，24 小时在线。',
    types: {
      deposit: '存款',
      withdrawal: '取款',
      games: '游戏',
      account: '账户',
      promotion: '优惠活动',
      suggestion: '建议',
      other: '其他',
    },
  },
  ID: {
    title: 'Layanan pelanggan',
    vipTitle: 'Layanan pelanggan VIP',
    intro: 'Beri tahu kami apa yang Anda butuhkan dan tim dukungan kami akan segera menghubungi Anda.',
    vipIntro: 'Tim VIP khusus Anda menangani permintaan Anda lebih dulu.',
    name: 'Nama Anda',
    contact: 'Bagaimana kami dapat menghubungi Anda?',
    contactHint: 'Nomor ponsel, e-mail, atau ID messenger',
    questionType: 'Jenis pertanyaan',
    message: 'Pesan Anda',
    messageHint: 'Jelaskan pertanyaan Anda (minimal 10 karakter).',
    send: 'Kirim',
    sending: 'Mengirim…',
    thanks: 'Terima kasih! Pesan Anda sudah kami terima.',
    ticket: 'Nomor tiket Anda',
    followUp: 'Tim kami akan menghubungi Anda secepatnya.',
    again: 'Kirim pesan lain',
    invalid: 'Harap isi semua kolom; pesan minimal 10 karakter.',
    failed: 'Pesan Anda gagal dikirim. Silakan coba lagi.',
    tooMany: 'Terlalu banyak pesan dalam waktu singkat. Tunggu satu menit lalu coba lagi.',
    hours: 'Layanan tersedia 24 jam sehari, 7 hari seminggu.',
    types: {
      deposit: 'Deposit',
      withdrawal: 'Penarikan',
      games: 'Permainan',
      account: 'Akun',
      promotion: 'Promosi',
      suggestion: 'Saran',
      other: 'Lainnya',
    },
  },
  TH: {
    title: 'ฝ่ายบริการลูกค้า',
    vipTitle: 'ฝ่ายบริการลูกค้า VIP',
    intro: 'บอกเราว่าคุณต้องการความช่วยเหลือเรื่องใด ทีมงานของเราจะติดต่อกลับโดยเร็ว',
    vipIntro: 'ทีม VIP เฉพาะของคุณจะดูแลคำขอของคุณเป็นลำดับแรก',
    name: 'ชื่อของคุณ',
    contact: 'เราจะติดต่อคุณได้อย่างไร?',
    contactHint: 'เบอร์มือถือ อีเมล หรือไอดีแอปแชท',
    questionType: 'ประเภทคำถาม',
    message: 'ข้อความของคุณ',
    messageHint: 'อธิบายคำถามของคุณ (อย่างน้อย 10 ตัวอักษร)',
    send: 'ส่ง',
    sending: 'กำลังส่ง…',
    thanks: 'ขอบคุณ! เราได้รับข้อความของคุณแล้ว',
    ticket: 'หมายเลขคำร้องของคุณ',
    followUp: 'ทีมงานจะติดต่อคุณโดยเร็วที่สุด',
    again: 'ส่งข้อความอีกครั้ง',
    invalid: 'กรุณากรอกข้อมูลให้ครบทุกช่อง ข้อความต้องมีอย่างน้อย 10 ตัวอักษร',
    failed: 'ส่งข้อความไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    tooMany: 'ส่งข้อความบ่อยเกินไป กรุณารอหนึ่งนาทีแล้วลองใหม่',
    hours: 'ให้บริการตลอด 24 ชั่วโมง ทุกวัน',
    types: {
      deposit: 'การฝากเงิน',
      withdrawal: 'การถอนเงิน',
      games: 'เกม',
      account: 'บัญชี',
      promotion: 'โปรโมชั่น',
      suggestion: 'ข้อเสนอแนะ',
      other: 'อื่น ๆ',
    },
  },
  TY: {
    title: 'Serbisyo sa customer',
    vipTitle: 'VIP na serbisyo sa customer',
    intro: 'Sabihin sa amin kung ano ang kailangan mo at babalikan ka ng aming support team.',
    vipIntro: 'Uunahin ng iyong sariling VIP team ang iyong kahilingan.',
    name: 'Iyong pangalan',
    contact: 'Paano ka namin makokontak?',
    contactHint: 'Numero ng mobile, e-mail o messenger ID',
    questionType: 'Uri ng tanong',
    message: 'Iyong mensahe',
    messageHint: 'Ilarawan ang iyong tanong (hindi bababa sa 10 character).',
    send: 'Ipadala',
    sending: 'Ipinapadala…',
    thanks: 'Salamat! Natanggap namin ang iyong mensahe.',
    ticket: 'Numero ng iyong ticket',
    followUp: 'Kokontakin ka ng aming team sa lalong madaling panahon.',
    again: 'Magpadala ng isa pang mensahe',
    invalid: 'Punan ang lahat ng field; kailangan ng hindi bababa sa 10 character ang mensahe.',
    failed: 'Hindi naipadala ang iyong mensahe. Pakisubukang muli.',
    tooMany: 'Masyadong maraming mensahe sa maikling oras. Maghintay ng isang minuto at subukang muli.',
    hours: 'Bukas ang support 24 oras bawat araw, 7 araw bawat linggo.',
    types: {
      deposit: 'Deposito',
      withdrawal: 'Pag-withdraw',
      games: 'Mga laro',
      account: 'Account',
      promotion: 'Mga promo',
      suggestion: 'Mungkahi',
      other: 'Iba pa',
    },
  },
  VI: {
    title: 'Chăm sóc khách hàng',
    vipTitle: 'Chăm sóc khách hàng VIP',
    intro: 'Hãy cho chúng tôi biết bạn cần gì, đội ngũ hỗ trợ sẽ phản hồi bạn sớm nhất.',
    vipIntro: 'Đội ngũ VIP riêng của bạn sẽ ưu tiên xử lý yêu cầu của bạn.',
    name: 'Tên của bạn',
    contact: 'Chúng tôi liên hệ với bạn bằng cách nào?',
    contactHint: 'Số điện thoại, e-mail hoặc ID ứng dụng nhắn tin',
    questionType: 'Loại câu hỏi',
    message: 'Nội dung',
    messageHint: 'Mô tả câu hỏi của bạn (ít nhất 10 ký tự).',
    send: 'Gửi',
    sending: 'Đang gửi…',
    thanks: 'Cảm ơn bạn! Chúng tôi đã nhận được tin nhắn.',
    ticket: 'Mã phiếu hỗ trợ của bạn',
    followUp: 'Đội ngũ của chúng tôi sẽ liên hệ với bạn sớm nhất có thể.',
    again: 'Gửi tin nhắn khác',
    invalid: 'Vui lòng điền đầy đủ các ô; nội dung cần ít nhất 10 ký tự.',
    failed: 'Không gửi được tin nhắn. Vui lòng thử lại.',
    tooMany: 'Bạn gửi quá nhiều tin nhắn trong thời gian ngắn. Vui lòng đợi một phút rồi thử lại.',
    hours: 'Hỗ trợ 24 giờ mỗi ngày, 7 ngày mỗi tuần.',
    types: {
      deposit: 'Nạp tiền',
      withdrawal: 'Rút tiền',
      games: 'Trò chơi',
      account: 'Tài khoản',
      promotion: 'Khuyến mãi',
      suggestion: 'Góp ý',
      other: 'Khác',
    },
  },
};

/** Bounds of the form so that the message, name and contact fit the feedback's 500 characters. */
export const SUPPORT_FORM = { nameMax: 50, contactMax: 100, messageMin: 10, messageMax: 340 } as const;

const ACCEPT_LANGUAGE: Record<string, Language> = {
  en: 'EN',
  zh: 'CN',
  id: 'ID',
  in: 'ID',
  th: 'TH',
  tl: 'TY',
  fil: 'TY',
  vi: 'VI',
};

/**
 * The page's language: `lang` of the address when the brand offers it, else the browser's first offered
 * one (Accept-Language), else the brand's default.
 */
export function supportLanguage(
  brand: { languages: readonly Language[]; defaultLanguage: Language },
  lang: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const offered = (l: string | undefined): l is Language =>
    l !== undefined &&
    (LANGUAGES as readonly string[]).includes(l) &&
    brand.languages.includes(l as Language);
  const asked = lang?.trim().toUpperCase();
  if (offered(asked)) return asked;
  for (const part of (acceptLanguage ?? '').slice(0, 200).split(',')) {
    const base = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    const mapped = ACCEPT_LANGUAGE[base];
    if (offered(mapped)) return mapped;
  }
  return brand.defaultLanguage;
}

export function renderSupportPage(options: {
  brandName: string;
  merchantCode: string;
  language: Language;
  vip: boolean;
}): string {
  const t = STRINGS[options.language];
  const e = escapeHtml;
  const title = options.vip ? t.vipTitle : t.title;
  const typeOptions = FEEDBACK_TYPES.map(
    (type) => `<option value="${type}">${e(t.types[type])}</option>`,
  ).join('');
  return `<!doctype html>
<html lang="${HTML_LANG[options.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · ${e(options.brandName)}</title>
<link rel="stylesheet" href="/support/support.css">
<script src="/support/support.js" defer></script>
</head>
<body>
<header class="bar${options.vip ? ' vip' : ''}">
<span class="brand">${e(options.brandName)}</span>
<h1>${e(title)}</h1>
</header>
<main>
<p class="intro">${e(options.vip ? t.vipIntro : t.intro)}</p>
<form id="support-form" novalidate data-endpoint="${API.feedback}" data-merchant="${e(options.merchantCode)}" data-language="${options.language}" data-message-min="${SUPPORT_FORM.messageMin}" data-sending="${e(t.sending)}" data-invalid="${e(t.invalid)}" data-failed="${e(t.failed)}" data-too-many="${e(t.tooMany)}">
<label for="name">${e(t.name)}</label>
<input id="name" name="name" autocomplete="name" required maxlength="${SUPPORT_FORM.nameMax}">
<label for="contact">${e(t.contact)}</label>
<input id="contact" name="contact" required maxlength="${SUPPORT_FORM.contactMax}" placeholder="${e(t.contactHint)}">
<label for="questionType">${e(t.questionType)}</label>
<select id="questionType" name="questionType">${typeOptions}</select>
<label for="message">${e(t.message)}</label>
<textarea id="message" name="message" rows="6" required minlength="${SUPPORT_FORM.messageMin}" maxlength="${SUPPORT_FORM.messageMax}" placeholder="${e(t.messageHint)}"></textarea>
<p id="support-error" class="error" role="alert" hidden></p>
<button type="submit">${e(t.send)}</button>
</form>
<section id="support-thanks" class="thanks" hidden aria-live="polite">
<h2>${e(t.thanks)}</h2>
<p>${e(t.ticket)}: <strong id="support-ticket"></strong></p>
<p>${e(t.followUp)}</p>
<button type="button" id="support-again">${e(t.again)}</button>
</section>
<p class="hours">${e(t.hours)}</p>
</main>
</body>
</html>
`;
}

export const SUPPORT_SCRIPT = `(function () {
  var form = document.getElementById('support-form');
  var thanks = document.getElementById('support-thanks');
  var error = document.getElementById('support-error');
  if (!form || !thanks || !error) return;
  var d = form.dataset;
  var button = form.querySelector('button[type="submit"]');
  var idle = button.textContent;
  function fail(text) { error.textContent = text; error.hidden = false; }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.hidden = true;
    var name = form.elements.name.value.trim();
    var contact = form.elements.contact.value.trim();
    var message = form.elements.message.value.trim();
    if (!name || !contact || message.length < Number(d.messageMin)) { fail(d.invalid); return; }
    button.disabled = true;
    button.textContent = d.sending;
    fetch(d.endpoint, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', merchant: d.merchant, language: d.language },
      body: JSON.stringify({
        questionType: form.elements.questionType.value,
        content: message + '\\n\\n— ' + name + ' · ' + contact
      })
    })
      .then(function (res) {
        return res.json().then(function (body) { return { status: res.status, body: body }; });
      })
      .then(function (r) {
        if (r.status === 429) { fail(d.tooMany); return; }
        if (!r.body || !r.body.success) { fail((r.body && r.body.message) || d.failed); return; }
        document.getElementById('support-ticket').textContent = '#' + String(r.body.value.id).padStart(6, '0');
        form.reset();
        form.hidden = true;
        thanks.hidden = false;
      })
      .catch(function () { fail(d.failed); })
      .finally(function () { button.disabled = false; button.textContent = idle; });
  });
  document.getElementById('support-again').addEventListener('click', function () {
    thanks.hidden = true;
    form.hidden = false;
    form.elements.name.focus();
  });
})();
`;

export const SUPPORT_STYLE = `:root{color-scheme:light dark;--primary:#6b2bd9;--primary-strong:#5520b5;--accent:#e9a908;--bg:#f6f4fb;--surface:#fff;--text:#1b1530;--muted:#6b6584;--border:#e2dcf0;--danger:#d03050;--success:#18a058}
@media (prefers-color-scheme:dark){:root{--primary:#8b5cf6;--primary-strong:#a47cf8;--accent:#f5b40a;--bg:#0f0b1a;--surface:#1a1429;--text:#f1edfb;--muted:#a59dc0;--border:#2f2647;--danger:#f0607a;--success:#36c77f}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:var(--bg);color:var(--text);font-size:15px;line-height:1.5}
.bar{background:linear-gradient(135deg,#6b2bd9,#4a1a9e);color:#fff;padding:16px 20px}
.bar.vip{background:linear-gradient(135deg,#4a1a9e,#6b2bd9 60%,#b8860b)}
.bar .brand{display:block;font-size:13px;letter-spacing:.08em;text-transform:uppercase;opacity:.85}
.bar.vip .brand{color:#f5d37a;opacity:1}
.bar h1{margin:2px 0 0;font-size:20px;font-weight:700}
main{max-width:440px;margin:0 auto;padding:16px 20px 24px}
.intro{margin:0 0 12px;color:var(--muted)}
form{display:flex;flex-direction:column;gap:6px}
label{font-weight:600;font-size:13px;margin-top:6px}
input,select,textarea{width:100%;font:inherit;color:inherit;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:9px 10px}
input:focus,select:focus,textarea:focus{outline:2px solid var(--primary);outline-offset:1px;border-color:var(--primary)}
textarea{resize:vertical;min-height:110px}
button{margin-top:12px;border:0;border-radius:999px;padding:11px 18px;font:inherit;font-weight:700;background:var(--primary);color:#fff;cursor:pointer}
button:hover{background:var(--primary-strong)}
button:disabled{opacity:.6;cursor:wait}
.error{color:var(--danger);margin:6px 0 0;font-size:14px}
.thanks{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:16px;text-align:center}
.thanks h2{font-size:17px;margin:0 0 8px;color:var(--success)}
.thanks strong{font-variant-numeric:tabular-nums;font-size:18px;color:var(--primary)}
.hours{margin-top:16px;font-size:13px;color:var(--muted);text-align:center}
[hidden]{display:none!important}
`;
