import type { Language } from '@platform/contracts';
import { fillTemplate } from '../../lib/templates.js';
import { COMMISSION_TEMPLATES } from './commission-templates.js';

// Event messages are stored as a template key and parameters; they are written here, in the member's
// language, each time they are read. `{name}` stands for a parameter (`lib/templates.ts`).

type Text = { title: string; body: string };
type PerLanguage = Record<Language, Text>;

export const MESSAGE_TEMPLATES = {
  'deposit.credited': {
    EN: {
      title: 'Deposit credited',
      body: 'Your deposit of {amount} (order {orderNo}) has been credited to your wallet. Good luck!',
    },
    CN: { title: '存款已到账', body: '您的存款 {amount}（订单 {orderNo}）已存入您的钱包。祝您好运！' },
    ID: {
      title: 'Deposit masuk',
      body: 'Deposit Anda sebesar {amount} (pesanan {orderNo}) telah masuk ke dompet Anda. Semoga beruntung!',
    },
    TH: {
      title: 'เติมเงินสำเร็จ',
      body: 'ยอดเติมเงิน {amount} (รายการ {orderNo}) เข้ากระเป๋าเงินของคุณแล้ว ขอให้โชคดี!',
    },
    TY: {
      title: 'Naipasok na ang deposito',
      body: 'Ang iyong deposito na {amount} (order {orderNo}) ay naipasok na sa iyong wallet. Good luck!',
    },
    VI: {
      title: 'Nạp tiền thành công',
      body: 'Khoản nạp {amount} (lệnh {orderNo}) đã được cộng vào ví của bạn. Chúc bạn may mắn!',
    },
  },
  'deposit.bonusCredited': {
    EN: {
      title: 'Deposit bonus credited',
      body: 'Your deposit bonus of {amount} for order {orderNo} is in your wallet. It can be withdrawn once your valid bets reach {turnover}; Bonus details shows the progress.',
    },
    CN: {
      title: '存款礼金已到账',
      body: '订单 {orderNo} 的存款礼金 {amount} 已存入您的钱包。有效投注达到 {turnover} 后即可提款；进度请见礼金详情。',
    },
    ID: {
      title: 'Bonus deposit masuk',
      body: 'Bonus deposit Anda sebesar {amount} untuk pesanan {orderNo} sudah masuk ke dompet. Bonus dapat ditarik setelah taruhan valid Anda mencapai {turnover}; lihat kemajuannya di Detail bonus.',
    },
    TH: {
      title: 'ได้รับโบนัสเงินฝากแล้ว',
      body: 'โบนัสเงินฝาก {amount} ของรายการ {orderNo} เข้ากระเป๋าของคุณแล้ว ถอนได้เมื่อยอดเดิมพันที่ถูกต้องถึง {turnover} ดูความคืบหน้าได้ที่รายละเอียดโบนัส',
    },
    TY: {
      title: 'Naipasok na ang deposit bonus',
      body: 'Nasa wallet mo na ang deposit bonus na {amount} para sa order {orderNo}. Maaari itong i-withdraw kapag umabot na sa {turnover} ang iyong valid bets; makikita ang progreso sa Bonus details.',
    },
    VI: {
      title: 'Đã cộng thưởng nạp tiền',
      body: 'Tiền thưởng nạp {amount} của lệnh {orderNo} đã vào ví của bạn. Có thể rút khi cược hợp lệ đạt {turnover}; xem tiến độ trong Chi tiết thưởng.',
    },
  },
  'deposit.bonusMissed': {
    EN: {
      title: 'Deposit bonus not paid',
      body: 'Your deposit (order {orderNo}) is credited, but the promotion you chose was no longer open to you when it was paid, so no bonus was added.',
    },
    CN: {
      title: '存款礼金未发放',
      body: '您的存款（订单 {orderNo}）已到账，但到账时您所选的优惠已不再适用，因此未发放礼金。',
    },
    ID: {
      title: 'Bonus deposit tidak dibayarkan',
      body: 'Deposit Anda (pesanan {orderNo}) sudah masuk, tetapi promosi yang Anda pilih sudah tidak berlaku bagi Anda saat dibayar, sehingga tidak ada bonus.',
    },
    TH: {
      title: 'ไม่ได้รับโบนัสเงินฝาก',
      body: 'เงินฝากของคุณ (รายการ {orderNo}) เข้าแล้ว แต่โปรโมชั่นที่คุณเลือกไม่เปิดให้คุณแล้วในตอนที่ชำระ จึงไม่มีโบนัส',
    },
    TY: {
      title: 'Hindi naibigay ang deposit bonus',
      body: 'Naipasok na ang iyong deposito (order {orderNo}), pero hindi na bukas sa iyo ang napiling promo nang ito ay mabayaran, kaya walang bonus na idinagdag.',
    },
    VI: {
      title: 'Không cộng thưởng nạp tiền',
      body: 'Khoản nạp (lệnh {orderNo}) đã được cộng, nhưng khuyến mãi bạn chọn không còn áp dụng cho bạn khi thanh toán nên không có tiền thưởng.',
    },
  },
  'deposit.rejected': {
    EN: {
      title: 'Deposit not accepted',
      body: 'Your deposit of {amount} (order {orderNo}) was not accepted. Reason: {note}',
    },
    CN: { title: '存款未通过', body: '您的存款 {amount}（订单 {orderNo}）未被受理。原因：{note}' },
    ID: {
      title: 'Deposit ditolak',
      body: 'Deposit Anda sebesar {amount} (pesanan {orderNo}) tidak diterima. Alasan: {note}',
    },
    TH: {
      title: 'การเติมเงินไม่ได้รับการอนุมัติ',
      body: 'ยอดเติมเงิน {amount} (รายการ {orderNo}) ไม่ได้รับการอนุมัติ เหตุผล: {note}',
    },
    TY: {
      title: 'Hindi tinanggap ang deposito',
      body: 'Ang iyong deposito na {amount} (order {orderNo}) ay hindi tinanggap. Dahilan: {note}',
    },
    VI: {
      title: 'Lệnh nạp bị từ chối',
      body: 'Khoản nạp {amount} (lệnh {orderNo}) không được chấp nhận. Lý do: {note}',
    },
  },
  'withdrawal.paid': {
    EN: {
      title: 'Withdrawal paid',
      body: 'Your withdrawal of {amount} (order {orderNo}) has been paid. Please confirm once it arrives.',
    },
    CN: { title: '提款已支付', body: '您的提款 {amount}（订单 {orderNo}）已支付，到账后请确认。' },
    ID: {
      title: 'Penarikan dibayar',
      body: 'Penarikan Anda sebesar {amount} (pesanan {orderNo}) telah dibayar. Mohon konfirmasi setelah dana diterima.',
    },
    TH: {
      title: 'จ่ายเงินถอนแล้ว',
      body: 'ยอดถอน {amount} (รายการ {orderNo}) ได้ชำระแล้ว กรุณายืนยันเมื่อได้รับเงิน',
    },
    TY: {
      title: 'Nabayaran na ang withdrawal',
      body: 'Nabayaran na ang iyong withdrawal na {amount} (order {orderNo}). Pakikumpirma kapag natanggap mo na.',
    },
    VI: {
      title: 'Đã chi trả lệnh rút',
      body: 'Lệnh rút {amount} (lệnh {orderNo}) đã được chi trả. Vui lòng xác nhận khi nhận được tiền.',
    },
  },
  'withdrawal.rejected': {
    EN: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of {amount} (order {orderNo}) was rejected and the amount is back in your wallet. Reason: {note}',
    },
    CN: {
      title: '提款被拒绝',
      body: '您的提款 {amount}（订单 {orderNo}）被拒绝，款项已退回您的钱包。原因：{note}',
    },
    ID: {
      title: 'Penarikan ditolak',
      body: 'Penarikan Anda sebesar {amount} (pesanan {orderNo}) ditolak dan dana telah kembali ke dompet Anda. Alasan: {note}',
    },
    TH: {
      title: 'การถอนเงินถูกปฏิเสธ',
      body: 'ยอดถอน {amount} (รายการ {orderNo}) ถูกปฏิเสธ และยอดเงินได้คืนเข้ากระเป๋าของคุณแล้ว เหตุผล: {note}',
    },
    TY: {
      title: 'Tinanggihan ang withdrawal',
      body: 'Tinanggihan ang iyong withdrawal na {amount} (order {orderNo}) at naibalik na ang halaga sa iyong wallet. Dahilan: {note}',
    },
    VI: {
      title: 'Lệnh rút bị từ chối',
      body: 'Lệnh rút {amount} (lệnh {orderNo}) đã bị từ chối và số tiền đã được hoàn lại vào ví. Lý do: {note}',
    },
  },
  'withdrawal.autoReceived': {
    EN: {
      title: 'Withdrawal marked as received',
      body: 'Your withdrawal of {amount} (order {orderNo}) was not confirmed in time and now counts as received.',
    },
    CN: {
      title: '提款已自动确认到账',
      body: '您的提款 {amount}（订单 {orderNo}）未在规定时间内确认，现已视为到账。',
    },
    ID: {
      title: 'Penarikan dianggap diterima',
      body: 'Penarikan Anda sebesar {amount} (pesanan {orderNo}) tidak dikonfirmasi tepat waktu dan kini dianggap diterima.',
    },
    TH: {
      title: 'ถือว่าได้รับเงินถอนแล้ว',
      body: 'ยอดถอน {amount} (รายการ {orderNo}) ไม่ได้รับการยืนยันภายในเวลาที่กำหนด จึงถือว่าได้รับแล้ว',
    },
    TY: {
      title: 'Itinuring nang natanggap ang withdrawal',
      body: 'Ang iyong withdrawal na {amount} (order {orderNo}) ay hindi nakumpirma sa takdang oras kaya itinuturing na itong natanggap.',
    },
    VI: {
      title: 'Lệnh rút được coi là đã nhận',
      body: 'Lệnh rút {amount} (lệnh {orderNo}) không được xác nhận kịp thời và nay được coi là đã nhận.',
    },
  },
  'withdrawal.notReceivedRefunded': {
    EN: {
      title: 'Missing withdrawal amount returned',
      body: 'We checked your withdrawal of {amount} (order {orderNo}) that you marked as not received: {missing} did not reach your bank account and has been returned to your wallet.',
    },
    CN: {
      title: '未到账的提款金额已退回',
      body: '我们已核实您标记为未到账的提款 {amount}（订单 {orderNo}）：其中 {missing} 未到达您的银行账户，已退回您的钱包。',
    },
    ID: {
      title: 'Dana penarikan yang tidak diterima dikembalikan',
      body: 'Kami telah memeriksa penarikan Anda sebesar {amount} (pesanan {orderNo}) yang Anda tandai belum diterima: {missing} tidak sampai ke rekening bank Anda dan telah dikembalikan ke dompet Anda.',
    },
    TH: {
      title: 'คืนยอดถอนที่ไม่ได้รับแล้ว',
      body: 'เราได้ตรวจสอบยอดถอน {amount} (รายการ {orderNo}) ที่คุณแจ้งว่าไม่ได้รับแล้ว ยอด {missing} ไม่ได้เข้าบัญชีธนาคารของคุณ และได้คืนเข้ากระเป๋าเงินของคุณแล้ว',
    },
    TY: {
      title: 'Naibalik ang kulang sa withdrawal',
      body: 'Sinuri namin ang iyong withdrawal na {amount} (order {orderNo}) na minarkahan mong hindi natanggap: ang {missing} ay hindi nakarating sa iyong bank account at naibalik na sa iyong wallet.',
    },
    VI: {
      title: 'Đã hoàn lại số tiền rút chưa nhận',
      body: 'Chúng tôi đã kiểm tra lệnh rút {amount} (lệnh {orderNo}) mà bạn báo chưa nhận được: {missing} chưa đến tài khoản ngân hàng của bạn và đã được hoàn lại vào ví.',
    },
  },
  'withdrawal.notReceivedArrived': {
    EN: {
      title: 'Withdrawal found received',
      body: 'We checked your withdrawal of {amount} (order {orderNo}) that you marked as not received: the payment record shows it reached your bank account, so nothing was returned to your wallet. If you still cannot find it, please contact customer service.',
    },
    CN: {
      title: '提款核实已到账',
      body: '我们已核实您标记为未到账的提款 {amount}（订单 {orderNo}）：支付记录显示款项已到达您的银行账户，因此未退回钱包。如仍未找到该款项，请联系客服。',
    },
    ID: {
      title: 'Penarikan terbukti diterima',
      body: 'Kami telah memeriksa penarikan Anda sebesar {amount} (pesanan {orderNo}) yang Anda tandai belum diterima: catatan pembayaran menunjukkan dana sudah sampai ke rekening bank Anda, sehingga tidak ada dana yang dikembalikan ke dompet. Jika Anda masih belum menemukannya, silakan hubungi layanan pelanggan.',
    },
    TH: {
      title: 'ตรวจสอบแล้วว่าได้รับเงินถอน',
      body: 'เราได้ตรวจสอบยอดถอน {amount} (รายการ {orderNo}) ที่คุณแจ้งว่าไม่ได้รับแล้ว บันทึกการชำระเงินแสดงว่าเงินเข้าบัญชีธนาคารของคุณแล้ว จึงไม่มีการคืนเงินเข้ากระเป๋า หากยังไม่พบยอดเงิน โปรดติดต่อฝ่ายบริการลูกค้า',
    },
    TY: {
      title: 'Napatunayang natanggap ang withdrawal',
      body: 'Sinuri namin ang iyong withdrawal na {amount} (order {orderNo}) na minarkahan mong hindi natanggap: ipinapakita ng payment record na nakarating ito sa iyong bank account, kaya walang naibalik sa iyong wallet. Kung hindi mo pa rin ito makita, makipag-ugnayan sa customer service.',
    },
    VI: {
      title: 'Lệnh rút đã được xác nhận đến nơi',
      body: 'Chúng tôi đã kiểm tra lệnh rút {amount} (lệnh {orderNo}) mà bạn báo chưa nhận được: hồ sơ thanh toán cho thấy tiền đã vào tài khoản ngân hàng của bạn, nên không có khoản nào được hoàn lại vào ví. Nếu bạn vẫn chưa thấy, vui lòng liên hệ chăm sóc khách hàng.',
    },
  },
  'upline.received': {
    EN: { title: 'Transfer received', body: 'You received {amount} from {from}.' },
    CN: { title: '收到转账', body: '您收到来自 {from} 的 {amount}。' },
    ID: { title: 'Transfer diterima', body: 'Anda menerima {amount} dari {from}.' },
    TH: { title: 'ได้รับเงินโอน', body: 'คุณได้รับ {amount} จาก {from}' },
    TY: { title: 'Natanggap ang transfer', body: 'Nakatanggap ka ng {amount} mula kay {from}.' },
    VI: { title: 'Đã nhận chuyển khoản', body: 'Bạn đã nhận {amount} từ {from}.' },
  },
  'redemption.approved': {
    EN: {
      title: 'Redemption approved',
      body: 'Your redemption of {quantity} x {item} has been approved.',
    },
    CN: { title: '兑换已通过', body: '您兑换的 {item} x {quantity} 已审核通过。' },
    ID: { title: 'Penukaran disetujui', body: 'Penukaran {quantity} x {item} Anda telah disetujui.' },
    TH: { title: 'อนุมัติการแลกของรางวัลแล้ว', body: 'การแลก {item} จำนวน {quantity} ของคุณได้รับการอนุมัติแล้ว' },
    TY: {
      title: 'Inaprubahan ang redemption',
      body: 'Inaprubahan na ang iyong redemption ng {quantity} x {item}.',
    },
    VI: {
      title: 'Đổi thưởng đã được duyệt',
      body: 'Yêu cầu đổi {quantity} x {item} của bạn đã được duyệt.',
    },
  },
  'redemption.rejected': {
    EN: {
      title: 'Redemption rejected',
      body: 'Your redemption of {quantity} x {item} was rejected and your points are back. Reason: {note}',
    },
    CN: {
      title: '兑换被拒绝',
      body: '您兑换的 {item} x {quantity} 被拒绝，积分已退回。原因：{note}',
    },
    ID: {
      title: 'Penukaran ditolak',
      body: 'Penukaran {quantity} x {item} Anda ditolak dan poin Anda telah dikembalikan. Alasan: {note}',
    },
    TH: {
      title: 'การแลกของรางวัลถูกปฏิเสธ',
      body: 'การแลก {item} จำนวน {quantity} ถูกปฏิเสธ และคะแนนได้คืนให้คุณแล้ว เหตุผล: {note}',
    },
    TY: {
      title: 'Tinanggihan ang redemption',
      body: 'Tinanggihan ang iyong redemption ng {quantity} x {item} at naibalik na ang iyong points. Dahilan: {note}',
    },
    VI: {
      title: 'Đổi thưởng bị từ chối',
      body: 'Yêu cầu đổi {quantity} x {item} đã bị từ chối và điểm đã được hoàn lại. Lý do: {note}',
    },
  },
  'points.converted': {
    EN: {
      title: 'Points converted',
      body: '{points} points were converted into {amount} in your wallet.',
    },
    CN: { title: '积分已兑换', body: '{points} 积分已兑换为 {amount}，已存入您的钱包。' },
    ID: { title: 'Poin ditukar', body: '{points} poin telah ditukar menjadi {amount} di dompet Anda.' },
    TH: { title: 'แปลงคะแนนแล้ว', body: 'แปลง {points} คะแนนเป็น {amount} เข้ากระเป๋าของคุณแล้ว' },
    TY: {
      title: 'Na-convert ang points',
      body: 'Ang {points} points ay na-convert sa {amount} sa iyong wallet.',
    },
    VI: {
      title: 'Đã quy đổi điểm',
      body: '{points} điểm đã được quy đổi thành {amount} vào ví của bạn.',
    },
  },
  'reward.available': {
    EN: {
      title: 'A reward is waiting for you',
      body: 'A reward of {amount} is waiting in your reward centre. Claim it before it expires.',
    },
    CN: { title: '您有待领取的奖励', body: '奖励中心有一笔 {amount} 的奖励等待领取，请在过期前领取。' },
    ID: {
      title: 'Hadiah menanti Anda',
      body: 'Hadiah sebesar {amount} menanti di pusat hadiah Anda. Klaim sebelum kedaluwarsa.',
    },
    TH: {
      title: 'มีรางวัลรอคุณอยู่',
      body: 'มีรางวัล {amount} รอคุณอยู่ในศูนย์รางวัล กรุณารับก่อนหมดอายุ',
    },
    TY: {
      title: 'May naghihintay na reward',
      body: 'May reward na {amount} na naghihintay sa iyong reward centre. I-claim ito bago mag-expire.',
    },
    VI: {
      title: 'Bạn có phần thưởng đang chờ',
      body: 'Phần thưởng {amount} đang chờ trong trung tâm thưởng. Hãy nhận trước khi hết hạn.',
    },
  },
  'referral.review': {
    EN: {
      title: 'Referral reward under review',
      body: 'Your referral reward of {amount} for {invitee} is under review; we will let you know once it is decided.',
    },
    CN: {
      title: '推荐奖励审核中',
      body: '您邀请 {invitee} 的推荐奖励 {amount} 正在审核中，审核完成后我们会通知您。',
    },
    ID: {
      title: 'Hadiah referral sedang ditinjau',
      body: 'Hadiah referral Anda sebesar {amount} untuk {invitee} sedang ditinjau; kami akan memberi tahu Anda setelah diputuskan.',
    },
    TH: {
      title: 'รางวัลแนะนำเพื่อนอยู่ระหว่างตรวจสอบ',
      body: 'รางวัลแนะนำเพื่อน {amount} สำหรับ {invitee} อยู่ระหว่างตรวจสอบ เราจะแจ้งให้ทราบเมื่อมีผล',
    },
    TY: {
      title: 'Sinusuri ang referral reward',
      body: 'Sinusuri ang iyong referral reward na {amount} para kay {invitee}; ipapaalam namin kapag may desisyon na.',
    },
    VI: {
      title: 'Thưởng giới thiệu đang được xem xét',
      body: 'Thưởng giới thiệu {amount} cho {invitee} đang được xem xét; chúng tôi sẽ báo cho bạn khi có kết quả.',
    },
  },
  'security.paymentPasswordLocked': {
    EN: {
      title: 'Payment password locked',
      body: 'Your payment password was entered wrongly {failures} times, so withdrawals, transfers and bank card changes are locked until {until}. If this was not you, change your login password in the security centre now.',
    },
    CN: {
      title: '支付密码已锁定',
      body: '您的支付密码已连续输错 {failures} 次，提款、转账和银行卡变更已锁定至 {until}。如非本人操作，请立即在安全中心修改登录密码。',
    },
    ID: {
      title: 'Kata sandi pembayaran dikunci',
      body: 'Kata sandi pembayaran Anda salah dimasukkan {failures} kali, sehingga penarikan, transfer, dan perubahan kartu bank dikunci hingga {until}. Jika ini bukan Anda, segera ubah kata sandi login di pusat keamanan.',
    },
    TH: {
      title: 'รหัสผ่านการชำระเงินถูกล็อก',
      body: 'มีการใส่รหัสผ่านการชำระเงินผิด {failures} ครั้ง การถอนเงิน การโอน และการแก้ไขบัญชีธนาคารจึงถูกล็อกจนถึง {until} หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านเข้าสู่ระบบที่ศูนย์ความปลอดภัยทันที',
    },
    TY: {
      title: 'Naka-lock ang payment password',
      body: 'Mali ang pagkakalagay ng iyong payment password nang {failures} beses, kaya naka-lock ang withdrawal, transfer at pagbabago ng bank card hanggang {until}. Kung hindi ikaw ito, palitan agad ang iyong login password sa security centre.',
    },
    VI: {
      title: 'Mật khẩu thanh toán đã bị khóa',
      body: 'Mật khẩu thanh toán của bạn đã bị nhập sai {failures} lần, nên rút tiền, chuyển tiền và thay đổi thẻ ngân hàng bị khóa đến {until}. Nếu không phải bạn, hãy đổi mật khẩu đăng nhập trong trung tâm bảo mật ngay.',
    },
  },
  'reward.claimed': {
    EN: { title: 'Reward claimed', body: 'A reward of {amount} has been added to your wallet.' },
    CN: { title: '奖励已领取', body: '{amount} 的奖励已存入您的钱包。' },
    ID: { title: 'Hadiah diklaim', body: 'Hadiah sebesar {amount} telah ditambahkan ke dompet Anda.' },
    TH: { title: 'รับรางวัลแล้ว', body: 'รางวัล {amount} ได้เข้ากระเป๋าของคุณแล้ว' },
    TY: { title: 'Na-claim ang reward', body: 'Naidagdag na sa iyong wallet ang reward na {amount}.' },
    VI: { title: 'Đã nhận thưởng', body: 'Phần thưởng {amount} đã được cộng vào ví của bạn.' },
  },
  'mission.claimed': {
    EN: {
      title: 'Mission reward claimed',
      body: 'Well done! The mission reward of {amount} has been added to your wallet.',
    },
    CN: { title: '任务奖励已领取', body: '恭喜！任务奖励 {amount} 已存入您的钱包。' },
    ID: {
      title: 'Hadiah misi diklaim',
      body: 'Selamat! Hadiah misi sebesar {amount} telah ditambahkan ke dompet Anda.',
    },
    TH: { title: 'รับรางวัลภารกิจแล้ว', body: 'ยอดเยี่ยม! รางวัลภารกิจ {amount} เข้ากระเป๋าของคุณแล้ว' },
    TY: {
      title: 'Na-claim ang mission reward',
      body: 'Magaling! Naidagdag na sa iyong wallet ang mission reward na {amount}.',
    },
    VI: {
      title: 'Đã nhận thưởng nhiệm vụ',
      body: 'Chúc mừng! Phần thưởng nhiệm vụ {amount} đã được cộng vào ví của bạn.',
    },
  },
  welcome: {
    EN: {
      title: 'Welcome to {brand}',
      body: 'Welcome to {brand}! Your account is ready. Your first deposit can carry the welcome bonus: choose it on the deposit page. Daily missions and the reward centre hold more.',
    },
    CN: {
      title: '欢迎来到 {brand}',
      body: '欢迎来到 {brand}！您的账户已准备就绪。首次存款可参加迎新奖金：在存款页面选择即可。每日任务和奖励中心还有更多奖励。',
    },
    ID: {
      title: 'Selamat datang di {brand}',
      body: 'Selamat datang di {brand}! Akun Anda sudah siap. Deposit pertama Anda bisa mendapat bonus sambutan: pilih di halaman deposit. Misi harian dan pusat hadiah menyimpan lebih banyak lagi.',
    },
    TH: {
      title: 'ยินดีต้อนรับสู่ {brand}',
      body: 'ยินดีต้อนรับสู่ {brand}! บัญชีของคุณพร้อมใช้งานแล้ว การฝากครั้งแรกรับโบนัสต้อนรับได้ เลือกได้ที่หน้าฝากเงิน ภารกิจรายวันและศูนย์รางวัลยังมีอีกมาก',
    },
    TY: {
      title: 'Maligayang pagdating sa {brand}',
      body: 'Maligayang pagdating sa {brand}! Handa na ang iyong account. Puwedeng may welcome bonus ang iyong unang deposit: piliin ito sa deposit page. May higit pa sa daily missions at reward centre.',
    },
    VI: {
      title: 'Chào mừng đến với {brand}',
      body: 'Chào mừng bạn đến với {brand}! Tài khoản của bạn đã sẵn sàng. Lần nạp đầu tiên có thể nhận thưởng chào mừng: chọn trên trang nạp tiền. Nhiệm vụ hằng ngày và trung tâm thưởng còn nhiều hơn nữa.',
    },
  },
  ...COMMISSION_TEMPLATES,
} satisfies Record<string, PerLanguage>;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATE_KEYS = Object.keys(MESSAGE_TEMPLATES) as MessageTemplate[];

/** What an unknown template shows: a plain title, and its parameters as they are. */
const GENERIC_TITLE: Record<Language, string> = {
  EN: 'Notice',
  CN: '通知',
  ID: 'Pemberitahuan',
  TH: 'การแจ้งเตือน',
  TY: 'Paunawa',
  VI: 'Thông báo',
};

type Params = Record<string, string | number>;

const isTemplate = (key: string): key is MessageTemplate => Object.hasOwn(MESSAGE_TEMPLATES, key);

/** Fills `{name}` with the parameter; a parameter the message lacks leaves nothing behind. */
export const fill = (text: string, params: Params) => fillTemplate(text, params, '');

/** A template's title and body in a language (the English text when the language is missing). */
export function renderTemplate(template: string, params: Params, language: Language): Text {
  if (!isTemplate(template)) {
    const lines = Object.entries(params).map(([k, v]) => `${k}: ${String(v)}`);
    return { title: GENERIC_TITLE[language] ?? GENERIC_TITLE.EN, body: lines.join('\n') };
  }
  const texts: PerLanguage = MESSAGE_TEMPLATES[template];
  const text = texts[language] ?? texts.EN;
  return { title: fill(text.title, params), body: fill(text.body, params) };
}
