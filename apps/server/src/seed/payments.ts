import { randomBytes } from 'node:crypto';
import type { Transaction } from '../db/client.js';
import { paymentChannels } from '../db/schema.js';

// The demo brand's deposit channels: a manual bank transfer decided by the finance team, and the sandbox
// gateway (decision record 018) whose signing secret is drawn here, once, from the CSPRNG.

type Text = { name: string; description: string };

const BANK_TEXT: Record<'EN' | 'CN' | 'ID' | 'TH' | 'TY' | 'VI', Text> = {
  EN: {
    name: 'Bank transfer',
    description:
      'Transfer to our account, then give the reference you wrote; credited once our team confirms it.',
  },
  CN: { name: '银行转账', description: '转账至我方账户后填写转账备注；财务确认后入账。' },
  ID: {
    name: 'Transfer bank',
    description:
      'Transfer ke rekening kami, lalu isi referensi yang Anda tulis; dikreditkan setelah tim kami mengonfirmasi.',
  },
  TH: {
    name: 'โอนผ่านธนาคาร',
    description: 'โอนเข้าบัญชีของเรา แล้วกรอกข้อความอ้างอิงที่คุณเขียน ยอดจะเข้าเมื่อทีมงานยืนยัน',
  },
  TY: {
    name: 'Bank transfer',
    description:
      'Mag-transfer sa aming account, saka ilagay ang reference na isinulat mo; papasok kapag kinumpirma ng aming team.',
  },
  VI: {
    name: 'Chuyển khoản ngân hàng',
    description:
      'Chuyển khoản vào tài khoản của chúng tôi rồi nhập nội dung chuyển khoản; tiền được cộng khi bộ phận tài chính xác nhận.',
  },
};

const SANDBOX_TEXT: Record<'EN' | 'CN' | 'ID' | 'TH' | 'TY' | 'VI', Text> = {
  EN: {
    name: 'Online payment',
    description: 'Pay on the gateway page; credited as soon as the payment succeeds.',
  },
  CN: { name: '在线支付', description: '在支付网关页面付款；支付成功即刻入账。' },
  ID: {
    name: 'Pembayaran online',
    description: 'Bayar di halaman gateway; dikreditkan begitu pembayaran berhasil.',
  },
  TH: { name: 'ชำระเงินออนไลน์', description: 'ชำระที่หน้าเกตเวย์ ยอดเข้าทันทีเมื่อชำระสำเร็จ' },
  TY: {
    name: 'Online na bayad',
    description: 'Magbayad sa page ng gateway; papasok agad kapag matagumpay ang bayad.',
  },
  VI: {
    name: 'Thanh toán trực tuyến',
    description: 'Thanh toán trên trang cổng; tiền được cộng ngay khi thanh toán thành công.',
  },
};

export async function seedPayments(tx: Transaction, merchantId: number): Promise<void> {
  await tx
    .insert(paymentChannels)
    .values([
      {
        merchantId,
        code: 'bank',
        provider: 'manual_bank',
        minAmount: 10_000n,
        maxAmount: 5_000_000n,
        sort: 1,
        config: {
          bankName: 'Lotus Commerce Bank',
          accountName: 'Royal Lotus Gaming Ltd',
          accountNumber: '0012-3456-7890',
        },
        text: BANK_TEXT,
      },
      {
        merchantId,
        code: 'sandbox',
        provider: 'sandbox',
        minAmount: 5_000n,
        maxAmount: 2_000_000n,
        sort: 2,
        config: { secret: randomBytes(32).toString('hex') },
        text: SANDBOX_TEXT,
      },
    ])
    .onConflictDoNothing();
}
