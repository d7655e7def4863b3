import type { Localized } from '../db/schema.js';

// The demo brand's help centre: five categories, each with a few articles, in the six languages.

type Six<T> = { EN: T; CN: T; ID: T; TH: T; TY: T; VI: T };
type Article = { title: string; content: string };

type HelpCategorySeed = {
  text: Localized<{ title: string }>;
  articles: Localized<Article>[];
};

function category(title: Six<string>, articles: Six<Article>[]): HelpCategorySeed {
  return {
    text: {
      EN: { title: title.EN },
      CN: { title: title.CN },
      ID: { title: title.ID },
      TH: { title: title.TH },
      TY: { title: title.TY },
      VI: { title: title.VI },
    },
    articles,
  };
}

export const HELP_CENTER: HelpCategorySeed[] = [
  category(
    {
      EN: 'Account',
      CN: '账户',
      ID: 'Akun',
      TH: 'บัญชี',
      TY: 'Account',
      VI: 'Tài khoản',
    },
    [
      {
        EN: {
          title: 'How do I open an account?',
          content:
            '<p>Click <strong>Register</strong> at the top of the page. You can register with a username or with your mobile number.</p><ul><li>Username: 6 to 16 letters and numbers.</li><li>Password: 6 to 20 characters; use letters and numbers you do not use on other sites.</li><li>Invitation code: optional, from the friend or agent who invited you.</li></ul><p>You are logged in as soon as the form is accepted. You must be 18 or older to register.</p>',
        },
        CN: {
          title: '如何注册账户？',
          content:
            '<p>点击页面顶部的<strong>注册</strong>，可选择使用用户名或手机号码注册。</p><ul><li>用户名：6 至 16 位字母和数字。</li><li>密码：6 至 20 位字符，请使用未在其他网站用过的字母与数字组合。</li><li>邀请码：选填，由邀请您的好友或代理提供。</li></ul><p>提交成功后即自动登录。注册须年满 18 岁。</p>',
        },
        ID: {
          title: 'Bagaimana cara membuka akun?',
          content:
            '<p>Klik <strong>Daftar</strong> di bagian atas halaman. Anda bisa mendaftar dengan nama pengguna atau nomor ponsel.</p><ul><li>Nama pengguna: 6 sampai 16 huruf dan angka.</li><li>Kata sandi: 6 sampai 20 karakter; gunakan huruf dan angka yang tidak Anda pakai di situs lain.</li><li>Kode undangan: opsional, dari teman atau agen yang mengundang Anda.</li></ul><p>Anda langsung masuk setelah formulir diterima. Anda harus berusia minimal 18 tahun untuk mendaftar.</p>',
        },
        TH: {
          title: 'สมัครสมาชิกอย่างไร?',
          content:
            '<p>คลิก<strong>สมัครสมาชิก</strong>ที่ด้านบนของหน้า คุณสามารถสมัครด้วยชื่อผู้ใช้หรือเบอร์มือถือ</p><ul><li>ชื่อผู้ใช้: ตัวอักษรและตัวเลข 6 ถึง 16 ตัว</li><li>รหัสผ่าน: 6 ถึง 20 ตัวอักษร ควรใช้ชุดตัวอักษรและตัวเลขที่ไม่ได้ใช้กับเว็บไซต์อื่น</li><li>รหัสเชิญ: ไม่บังคับ ได้จากเพื่อนหรือเอเย่นต์ที่ชวนคุณ</li></ul><p>ระบบจะเข้าสู่ระบบให้ทันทีเมื่อสมัครสำเร็จ ผู้สมัครต้องมีอายุ 18 ปีขึ้นไป</p>',
        },
        TY: {
          title: 'Paano magbukas ng account?',
          content:
            '<p>I-click ang <strong>Register</strong> sa itaas ng page. Puwede kang mag-register gamit ang username o ang iyong mobile number.</p><ul><li>Username: 6 hanggang 16 na letra at numero.</li><li>Password: 6 hanggang 20 character; gumamit ng letra at numero na hindi mo ginagamit sa ibang site.</li><li>Invitation code: opsyonal, mula sa kaibigan o agent na nag-imbita sa iyo.</li></ul><p>Naka-log in ka na agad kapag tinanggap ang form. Kailangang 18 taong gulang pataas ka para mag-register.</p>',
        },
        VI: {
          title: 'Làm thế nào để mở tài khoản?',
          content:
            '<p>Nhấn <strong>Đăng ký</strong> ở đầu trang. Bạn có thể đăng ký bằng tên đăng nhập hoặc số điện thoại.</p><ul><li>Tên đăng nhập: 6 đến 16 chữ cái và chữ số.</li><li>Mật khẩu: 6 đến 20 ký tự; hãy dùng tổ hợp chữ và số chưa dùng ở trang khác.</li><li>Mã mời: không bắt buộc, do bạn bè hoặc đại lý đã mời bạn cung cấp.</li></ul><p>Bạn được đăng nhập ngay khi đăng ký thành công. Bạn phải từ 18 tuổi trở lên để đăng ký.</p>',
        },
      },
      {
        EN: {
          title: 'I forgot my password',
          content:
            '<p>On the login window, choose <strong>Forgot password</strong>.</p><ul><li>If your account has an e-mail address, we send a link to set a new password. The link works once and expires after a short time.</li><li>If your account has a mobile number, we send a 6-digit code by SMS; enter it with your new password.</li></ul><p>No e-mail or mobile number on your account? Contact customer service with your username.</p>',
        },
        CN: {
          title: '忘记密码怎么办？',
          content:
            '<p>在登录窗口选择<strong>忘记密码</strong>。</p><ul><li>如账户绑定了电子邮箱，我们会发送重设密码的链接，该链接仅可使用一次，并会在短时间内失效。</li><li>如账户绑定了手机号码，我们会以短信发送 6 位验证码，输入验证码和新密码即可。</li></ul><p>账户未绑定邮箱或手机？请携带用户名联系客服。</p>',
        },
        ID: {
          title: 'Saya lupa kata sandi',
          content:
            '<p>Di jendela masuk, pilih <strong>Lupa kata sandi</strong>.</p><ul><li>Jika akun Anda memiliki alamat e-mail, kami mengirim tautan untuk membuat kata sandi baru. Tautan hanya berlaku sekali dan kedaluwarsa dalam waktu singkat.</li><li>Jika akun Anda memiliki nomor ponsel, kami mengirim kode 6 digit lewat SMS; masukkan bersama kata sandi baru Anda.</li></ul><p>Tidak ada e-mail atau nomor ponsel di akun Anda? Hubungi layanan pelanggan dengan nama pengguna Anda.</p>',
        },
        TH: {
          title: 'ลืมรหัสผ่าน',
          content:
            '<p>ที่หน้าต่างเข้าสู่ระบบ เลือก<strong>ลืมรหัสผ่าน</strong></p><ul><li>หากบัญชีของคุณมีอีเมล เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ ลิงก์ใช้ได้ครั้งเดียวและหมดอายุในเวลาไม่นาน</li><li>หากบัญชีของคุณมีเบอร์มือถือ เราจะส่งรหัส 6 หลักทาง SMS ให้กรอกพร้อมรหัสผ่านใหม่</li></ul><p>บัญชีไม่มีอีเมลหรือเบอร์มือถือ? ติดต่อฝ่ายบริการลูกค้าพร้อมแจ้งชื่อผู้ใช้ของคุณ</p>',
        },
        TY: {
          title: 'Nakalimutan ko ang aking password',
          content:
            '<p>Sa login window, piliin ang <strong>Forgot password</strong>.</p><ul><li>Kung may e-mail address ang iyong account, magpapadala kami ng link para magtakda ng bagong password. Isang beses lang ito magagamit at mag-e-expire pagkalipas ng maikling oras.</li><li>Kung may mobile number ang iyong account, magpapadala kami ng 6-digit na code sa SMS; ilagay ito kasama ng bagong password.</li></ul><p>Walang e-mail o mobile number ang account mo? Kontakin ang customer service at ibigay ang iyong username.</p>',
        },
        VI: {
          title: 'Tôi quên mật khẩu',
          content:
            '<p>Tại cửa sổ đăng nhập, chọn <strong>Quên mật khẩu</strong>.</p><ul><li>Nếu tài khoản có e-mail, chúng tôi gửi đường dẫn để đặt mật khẩu mới. Đường dẫn chỉ dùng được một lần và hết hạn sau một thời gian ngắn.</li><li>Nếu tài khoản có số điện thoại, chúng tôi gửi mã 6 chữ số qua SMS; nhập mã cùng mật khẩu mới.</li></ul><p>Tài khoản không có e-mail hay số điện thoại? Hãy liên hệ chăm sóc khách hàng kèm tên đăng nhập của bạn.</p>',
        },
      },
      {
        EN: {
          title: 'Why is my account locked?',
          content:
            '<p>To protect you from password guessing, an account is locked for <strong>5 minutes</strong> after 5 wrong passwords in a row. After the first mistake we also ask for a captcha.</p><p>Wait 5 minutes and try again, or reset your password. If you did not try to log in yourself, change your password as soon as you are back in.</p>',
        },
        CN: {
          title: '为什么账户被锁定？',
          content:
            '<p>为防止密码被猜测，连续输错密码 5 次后，账户将被锁定 <strong>5 分钟</strong>。第一次输错后，系统还会要求输入验证码。</p><p>请等待 5 分钟后重试，或重设密码。如果不是您本人尝试登录，请在登录后立即修改密码。</p>',
        },
        ID: {
          title: 'Mengapa akun saya terkunci?',
          content:
            '<p>Untuk melindungi Anda dari tebakan kata sandi, akun dikunci selama <strong>5 menit</strong> setelah 5 kali salah kata sandi berturut-turut. Setelah kesalahan pertama, kami juga meminta captcha.</p><p>Tunggu 5 menit lalu coba lagi, atau atur ulang kata sandi. Jika bukan Anda yang mencoba masuk, segera ubah kata sandi setelah berhasil masuk.</p>',
        },
        TH: {
          title: 'ทำไมบัญชีของฉันถูกล็อก?',
          content:
            '<p>เพื่อป้องกันการสุ่มเดารหัสผ่าน บัญชีจะถูกล็อก <strong>5 นาที</strong> เมื่อใส่รหัสผ่านผิดติดต่อกัน 5 ครั้ง และหลังจากใส่ผิดครั้งแรก ระบบจะขอให้กรอกแคปช่าด้วย</p><p>รอ 5 นาทีแล้วลองใหม่ หรือรีเซ็ตรหัสผ่าน หากคุณไม่ได้พยายามเข้าสู่ระบบเอง ให้เปลี่ยนรหัสผ่านทันทีที่เข้าสู่ระบบได้</p>',
        },
        TY: {
          title: 'Bakit naka-lock ang aking account?',
          content:
            '<p>Para protektahan ka laban sa panghuhula ng password, nila-lock ang account nang <strong>5 minuto</strong> pagkatapos ng 5 sunod-sunod na maling password. Pagkatapos ng unang pagkakamali, hihingi rin kami ng captcha.</p><p>Maghintay ng 5 minuto at subukang muli, o i-reset ang password. Kung hindi ikaw ang sumubok mag-log in, palitan agad ang password pagkapasok mo.</p>',
        },
        VI: {
          title: 'Vì sao tài khoản của tôi bị khóa?',
          content:
            '<p>Để bảo vệ bạn khỏi việc dò mật khẩu, tài khoản bị khóa <strong>5 phút</strong> sau 5 lần nhập sai mật khẩu liên tiếp. Sau lần sai đầu tiên, hệ thống cũng yêu cầu nhập captcha.</p><p>Hãy đợi 5 phút rồi thử lại, hoặc đặt lại mật khẩu. Nếu không phải bạn đăng nhập, hãy đổi mật khẩu ngay khi vào lại được.</p>',
        },
      },
      {
        EN: {
          title: 'How do I change my password or language?',
          content:
            '<p>Open the <strong>member centre</strong> from your name at the top of the page.</p><ul><li>Password: enter your current password and the new one twice. Other devices where you are logged in are signed out.</li><li>Language: pick one of the six languages of the site; it is remembered for your account.</li></ul>',
        },
        CN: {
          title: '如何修改密码或语言？',
          content:
            '<p>点击页面顶部的用户名，进入<strong>会员中心</strong>。</p><ul><li>密码：输入当前密码，并输入两次新密码。其他已登录的设备将被登出。</li><li>语言：可从网站的六种语言中选择，系统会为您的账户记住该设置。</li></ul>',
        },
        ID: {
          title: 'Bagaimana cara mengubah kata sandi atau bahasa?',
          content:
            '<p>Buka <strong>pusat anggota</strong> dari nama Anda di bagian atas halaman.</p><ul><li>Kata sandi: masukkan kata sandi saat ini dan kata sandi baru dua kali. Perangkat lain tempat Anda masuk akan dikeluarkan.</li><li>Bahasa: pilih salah satu dari enam bahasa situs; pilihan ini diingat untuk akun Anda.</li></ul>',
        },
        TH: {
          title: 'เปลี่ยนรหัสผ่านหรือภาษาอย่างไร?',
          content:
            '<p>เปิด<strong>ศูนย์สมาชิก</strong>จากชื่อของคุณที่ด้านบนของหน้า</p><ul><li>รหัสผ่าน: กรอกรหัสผ่านปัจจุบันและรหัสผ่านใหม่สองครั้ง อุปกรณ์อื่นที่เข้าสู่ระบบอยู่จะถูกออกจากระบบ</li><li>ภาษา: เลือกหนึ่งในหกภาษาของเว็บไซต์ ระบบจะจำไว้สำหรับบัญชีของคุณ</li></ul>',
        },
        TY: {
          title: 'Paano palitan ang password o wika?',
          content:
            '<p>Buksan ang <strong>member centre</strong> mula sa iyong pangalan sa itaas ng page.</p><ul><li>Password: ilagay ang kasalukuyang password at ang bago nang dalawang beses. Mala-log out ang ibang device kung saan ka naka-log in.</li><li>Wika: pumili sa anim na wika ng site; tatandaan ito para sa iyong account.</li></ul>',
        },
        VI: {
          title: 'Làm sao để đổi mật khẩu hoặc ngôn ngữ?',
          content:
            '<p>Mở <strong>trung tâm thành viên</strong> từ tên của bạn ở đầu trang.</p><ul><li>Mật khẩu: nhập mật khẩu hiện tại và nhập mật khẩu mới hai lần. Các thiết bị khác đang đăng nhập sẽ bị đăng xuất.</li><li>Ngôn ngữ: chọn một trong sáu ngôn ngữ của trang; lựa chọn được ghi nhớ cho tài khoản của bạn.</li></ul>',
        },
      },
    ],
  ),
  category(
    {
      EN: 'Deposits & withdrawals',
      CN: '存款与取款',
      ID: 'Deposit & penarikan',
      TH: 'ฝากและถอนเงิน',
      TY: 'Deposit at withdrawal',
      VI: 'Nạp và rút tiền',
    },
    [
      {
        EN: {
          title: 'How do I make a deposit?',
          content:
            '<ol><li>Log in and open <strong>Deposit</strong> in the member centre.</li><li>Choose a payment method and enter the amount. The minimum and maximum are shown on the form.</li><li>Follow the instructions and keep the reference of your transfer.</li></ol><p>Your balance is credited as soon as the payment is confirmed; this usually takes a few minutes.</p>',
        },
        CN: {
          title: '如何存款？',
          content:
            '<ol><li>登录后在会员中心打开<strong>存款</strong>。</li><li>选择支付方式并输入金额，表单上会显示最低与最高金额。</li><li>按照说明完成付款，并保留转账凭证或参考号。</li></ol><p>付款确认后余额即刻到账，通常只需几分钟。</p>',
        },
        ID: {
          title: 'Bagaimana cara melakukan deposit?',
          content:
            '<ol><li>Masuk dan buka <strong>Deposit</strong> di pusat anggota.</li><li>Pilih metode pembayaran dan masukkan jumlahnya. Batas minimum dan maksimum ditampilkan di formulir.</li><li>Ikuti petunjuknya dan simpan referensi transfer Anda.</li></ol><p>Saldo Anda bertambah segera setelah pembayaran dikonfirmasi; biasanya hanya beberapa menit.</p>',
        },
        TH: {
          title: 'ฝากเงินอย่างไร?',
          content:
            '<ol><li>เข้าสู่ระบบแล้วเปิด<strong>ฝากเงิน</strong>ในศูนย์สมาชิก</li><li>เลือกช่องทางชำระเงินและกรอกจำนวนเงิน ยอดขั้นต่ำและสูงสุดแสดงอยู่บนแบบฟอร์ม</li><li>ทำตามขั้นตอนและเก็บหมายเลขอ้างอิงการโอนไว้</li></ol><p>ยอดเงินจะเข้าบัญชีทันทีที่การชำระเงินได้รับการยืนยัน โดยปกติใช้เวลาเพียงไม่กี่นาที</p>',
        },
        TY: {
          title: 'Paano mag-deposit?',
          content:
            '<ol><li>Mag-log in at buksan ang <strong>Deposit</strong> sa member centre.</li><li>Pumili ng paraan ng pagbabayad at ilagay ang halaga. Makikita sa form ang minimum at maximum.</li><li>Sundin ang mga tagubilin at itago ang reference ng iyong transfer.</li></ol><p>Papasok ang balance mo sa sandaling makumpirma ang bayad; kadalasan ilang minuto lang ito.</p>',
        },
        VI: {
          title: 'Làm thế nào để nạp tiền?',
          content:
            '<ol><li>Đăng nhập và mở mục <strong>Nạp tiền</strong> trong trung tâm thành viên.</li><li>Chọn phương thức thanh toán và nhập số tiền. Mức tối thiểu và tối đa hiển thị trên biểu mẫu.</li><li>Làm theo hướng dẫn và giữ lại mã tham chiếu giao dịch.</li></ol><p>Số dư được cộng ngay khi thanh toán được xác nhận, thường chỉ mất vài phút.</p>',
        },
      },
      {
        EN: {
          title: 'My deposit has not arrived',
          content:
            '<p>Most deposits arrive within minutes. Bank maintenance (often on Sunday night) can add a delay.</p><p>If your balance has not changed after 30 minutes, contact customer service with:</p><ul><li>your username,</li><li>the amount and the time of the payment,</li><li>the reference or a screenshot of the receipt.</li></ul>',
        },
        CN: {
          title: '存款未到账怎么办？',
          content:
            '<p>大部分存款会在几分钟内到账，银行维护（常见于周日深夜）可能会造成延迟。</p><p>若 30 分钟后余额仍未变化，请联系客服并提供：</p><ul><li>您的用户名；</li><li>付款金额与时间；</li><li>参考号或付款凭证截图。</li></ul>',
        },
        ID: {
          title: 'Deposit saya belum masuk',
          content:
            '<p>Sebagian besar deposit masuk dalam hitungan menit. Pemeliharaan bank (sering pada Minggu malam) dapat menambah waktu.</p><p>Jika saldo Anda belum berubah setelah 30 menit, hubungi layanan pelanggan dengan:</p><ul><li>nama pengguna Anda,</li><li>jumlah dan waktu pembayaran,</li><li>nomor referensi atau tangkapan layar bukti transfer.</li></ul>',
        },
        TH: {
          title: 'ยอดฝากยังไม่เข้า',
          content:
            '<p>ยอดฝากส่วนใหญ่เข้าภายในไม่กี่นาที การปิดปรับปรุงระบบธนาคาร (มักเป็นคืนวันอาทิตย์) อาจทำให้ล่าช้า</p><p>หากยอดเงินยังไม่เปลี่ยนหลังจาก 30 นาที โปรดติดต่อฝ่ายบริการลูกค้าพร้อมข้อมูลต่อไปนี้:</p><ul><li>ชื่อผู้ใช้ของคุณ</li><li>จำนวนเงินและเวลาที่ชำระ</li><li>หมายเลขอ้างอิงหรือภาพหน้าจอสลิป</li></ul>',
        },
        TY: {
          title: 'Hindi pa pumapasok ang aking deposit',
          content:
            '<p>Karamihan ng deposit ay pumapasok sa loob ng ilang minuto. Maaaring magdulot ng delay ang bank maintenance (madalas tuwing Linggo ng gabi).</p><p>Kung hindi pa nagbabago ang balance mo pagkalipas ng 30 minuto, kontakin ang customer service at ibigay ang:</p><ul><li>iyong username,</li><li>halaga at oras ng bayad,</li><li>reference o screenshot ng resibo.</li></ul>',
        },
        VI: {
          title: 'Tiền nạp của tôi chưa về',
          content:
            '<p>Phần lớn giao dịch nạp được ghi nhận trong vài phút. Ngân hàng bảo trì (thường vào đêm Chủ nhật) có thể làm chậm hơn.</p><p>Nếu sau 30 phút số dư vẫn chưa thay đổi, hãy liên hệ chăm sóc khách hàng kèm:</p><ul><li>tên đăng nhập của bạn,</li><li>số tiền và thời gian thanh toán,</li><li>mã tham chiếu hoặc ảnh chụp biên lai.</li></ul>',
        },
      },
      {
        EN: {
          title: 'How do I withdraw?',
          content:
            '<p>Before your first withdrawal, set a <strong>payment password</strong> and add a bank card or e-wallet in the member centre. The account holder name must match the name on your Royal Lotus account.</p><ol><li>Open <strong>Withdraw</strong>, choose the card and the amount.</li><li>Confirm with your payment password.</li></ol><p>You can follow the status of each request in your transaction records.</p>',
        },
        CN: {
          title: '如何取款？',
          content:
            '<p>首次取款前，请先在会员中心设置<strong>支付密码</strong>，并绑定银行卡或电子钱包。收款人姓名须与 Royal Lotus 账户姓名一致。</p><ol><li>打开<strong>取款</strong>，选择收款卡和金额。</li><li>输入支付密码确认。</li></ol><p>您可以在交易记录中查看每笔申请的处理状态。</p>',
        },
        ID: {
          title: 'Bagaimana cara menarik dana?',
          content:
            '<p>Sebelum penarikan pertama, atur <strong>kata sandi pembayaran</strong> dan tambahkan kartu bank atau e-wallet di pusat anggota. Nama pemilik rekening harus sama dengan nama di akun Royal Lotus Anda.</p><ol><li>Buka <strong>Tarik</strong>, pilih kartu dan jumlahnya.</li><li>Konfirmasi dengan kata sandi pembayaran Anda.</li></ol><p>Anda bisa memantau status setiap permintaan di riwayat transaksi.</p>',
        },
        TH: {
          title: 'ถอนเงินอย่างไร?',
          content:
            '<p>ก่อนถอนเงินครั้งแรก ให้ตั้ง<strong>รหัสผ่านการชำระเงิน</strong>และเพิ่มบัญชีธนาคารหรืออีวอลเล็ตในศูนย์สมาชิก ชื่อเจ้าของบัญชีต้องตรงกับชื่อในบัญชี Royal Lotus ของคุณ</p><ol><li>เปิด<strong>ถอนเงิน</strong> เลือกบัญชีและจำนวนเงิน</li><li>ยืนยันด้วยรหัสผ่านการชำระเงิน</li></ol><p>คุณสามารถติดตามสถานะของแต่ละรายการได้ในประวัติธุรกรรม</p>',
        },
        TY: {
          title: 'Paano mag-withdraw?',
          content:
            '<p>Bago ang unang withdrawal, magtakda ng <strong>payment password</strong> at magdagdag ng bank card o e-wallet sa member centre. Dapat tugma ang pangalan ng may-ari ng account sa pangalan sa iyong Royal Lotus account.</p><ol><li>Buksan ang <strong>Withdraw</strong>, piliin ang card at ang halaga.</li><li>Kumpirmahin gamit ang iyong payment password.</li></ol><p>Masusubaybayan mo ang status ng bawat request sa iyong transaction records.</p>',
        },
        VI: {
          title: 'Làm thế nào để rút tiền?',
          content:
            '<p>Trước lần rút đầu tiên, hãy đặt <strong>mật khẩu thanh toán</strong> và thêm thẻ ngân hàng hoặc ví điện tử trong trung tâm thành viên. Tên chủ tài khoản phải trùng với tên trên tài khoản Royal Lotus của bạn.</p><ol><li>Mở <strong>Rút tiền</strong>, chọn thẻ và số tiền.</li><li>Xác nhận bằng mật khẩu thanh toán.</li></ol><p>Bạn có thể theo dõi trạng thái từng yêu cầu trong lịch sử giao dịch.</p>',
        },
      },
      {
        EN: {
          title: 'Why is my withdrawal delayed or refused?',
          content:
            '<p>The most common reasons:</p><ul><li>A bonus you accepted still has a turnover requirement to complete.</li><li>The name on the bank account does not match your account name.</li><li>The amount is above your daily limit (it grows with your VIP level).</li><li>The bank is under maintenance.</li></ul><p>A refused withdrawal is returned to your balance in full. Customer service can tell you the exact reason.</p>',
        },
        CN: {
          title: '为什么取款延迟或被拒绝？',
          content:
            '<p>常见原因：</p><ul><li>您领取的优惠尚有未完成的流水要求。</li><li>银行账户姓名与您的账户姓名不一致。</li><li>金额超出每日限额（限额随 VIP 等级提升）。</li><li>银行正在维护。</li></ul><p>被拒绝的取款会全额退回您的余额。客服可为您说明具体原因。</p>',
        },
        ID: {
          title: 'Mengapa penarikan saya tertunda atau ditolak?',
          content:
            '<p>Alasan yang paling umum:</p><ul><li>Bonus yang Anda terima masih memiliki syarat turnover yang belum selesai.</li><li>Nama di rekening bank tidak sama dengan nama akun Anda.</li><li>Jumlahnya melebihi batas harian Anda (batas naik seiring level VIP).</li><li>Bank sedang dalam pemeliharaan.</li></ul><p>Penarikan yang ditolak dikembalikan penuh ke saldo Anda. Layanan pelanggan dapat menjelaskan alasan pastinya.</p>',
        },
        TH: {
          title: 'ทำไมการถอนเงินล่าช้าหรือถูกปฏิเสธ?',
          content:
            '<p>สาเหตุที่พบบ่อย:</p><ul><li>โบนัสที่คุณรับไว้ยังทำยอดเทิร์นโอเวอร์ไม่ครบ</li><li>ชื่อบัญชีธนาคารไม่ตรงกับชื่อบัญชีของคุณ</li><li>จำนวนเงินเกินวงเงินถอนต่อวัน (วงเงินเพิ่มขึ้นตามระดับ VIP)</li><li>ธนาคารกำลังปิดปรับปรุงระบบ</li></ul><p>ยอดถอนที่ถูกปฏิเสธจะคืนเข้ายอดเงินของคุณเต็มจำนวน ฝ่ายบริการลูกค้าแจ้งสาเหตุที่แน่ชัดได้</p>',
        },
        TY: {
          title: 'Bakit naantala o tinanggihan ang aking withdrawal?',
          content:
            '<p>Ang mga karaniwang dahilan:</p><ul><li>May bonus kang tinanggap na hindi pa tapos ang turnover requirement.</li><li>Hindi tugma ang pangalan sa bank account sa pangalan ng iyong account.</li><li>Lampas ang halaga sa iyong daily limit (tumataas ito kasabay ng VIP level mo).</li><li>Naka-maintenance ang bangko.</li></ul><p>Ibinabalik nang buo sa iyong balance ang tinanggihang withdrawal. Masasabi ng customer service ang eksaktong dahilan.</p>',
        },
        VI: {
          title: 'Vì sao lệnh rút của tôi bị chậm hoặc bị từ chối?',
          content:
            '<p>Những lý do thường gặp:</p><ul><li>Khoản thưởng bạn đã nhận vẫn còn yêu cầu doanh thu cược chưa hoàn thành.</li><li>Tên chủ tài khoản ngân hàng không trùng với tên tài khoản của bạn.</li><li>Số tiền vượt hạn mức rút mỗi ngày (hạn mức tăng theo cấp VIP).</li><li>Ngân hàng đang bảo trì.</li></ul><p>Lệnh rút bị từ chối được hoàn lại toàn bộ vào số dư. Bộ phận chăm sóc khách hàng có thể cho bạn biết lý do cụ thể.</p>',
        },
      },
    ],
  ),
  category(
    {
      EN: 'Games',
      CN: '游戏',
      ID: 'Permainan',
      TH: 'เกม',
      TY: 'Mga laro',
      VI: 'Trò chơi',
    },
    [
      {
        EN: {
          title: 'Can I try games for free?',
          content:
            '<p>Yes. Choose <strong>Free play</strong> on the login window to get a trial account with demo credit. Trial accounts can play the in-house games but cannot deposit, withdraw or join promotions.</p><p>When you are ready, register a real account; your trial credit does not carry over.</p>',
        },
        CN: {
          title: '可以免费试玩游戏吗？',
          content:
            '<p>可以。在登录窗口选择<strong>免费试玩</strong>，即可获得带有试玩额度的试玩账户。试玩账户可以游玩自营游戏，但无法存款、取款或参加优惠活动。</p><p>准备好后请注册正式账户，试玩额度不会转入正式账户。</p>',
        },
        ID: {
          title: 'Bisakah saya mencoba permainan secara gratis?',
          content:
            '<p>Bisa. Pilih <strong>Main gratis</strong> di jendela masuk untuk mendapatkan akun uji coba dengan kredit demo. Akun uji coba dapat memainkan permainan internal, tetapi tidak dapat deposit, menarik dana, atau ikut promosi.</p><p>Saat Anda siap, daftarkan akun asli; kredit uji coba tidak dipindahkan.</p>',
        },
        TH: {
          title: 'ทดลองเล่นเกมฟรีได้ไหม?',
          content:
            '<p>ได้ เลือก<strong>ทดลองเล่นฟรี</strong>ที่หน้าต่างเข้าสู่ระบบ เพื่อรับบัญชีทดลองพร้อมเครดิตทดลอง บัญชีทดลองเล่นเกมของค่ายเราเองได้ แต่ฝาก ถอน หรือรับโปรโมชั่นไม่ได้</p><p>เมื่อพร้อมแล้วให้สมัครบัญชีจริง เครดิตทดลองจะไม่ถูกโอนมาด้วย</p>',
        },
        TY: {
          title: 'Puwede ko bang subukan ang mga laro nang libre?',
          content:
            '<p>Oo. Piliin ang <strong>Free play</strong> sa login window para makakuha ng trial account na may demo credit. Makakapaglaro ang trial account ng aming in-house games pero hindi ito makakapag-deposit, makakapag-withdraw o makakasali sa promo.</p><p>Kapag handa ka na, mag-register ng totoong account; hindi maililipat ang iyong trial credit.</p>',
        },
        VI: {
          title: 'Tôi có thể chơi thử miễn phí không?',
          content:
            '<p>Có. Chọn <strong>Chơi thử</strong> tại cửa sổ đăng nhập để nhận tài khoản dùng thử với tiền ảo. Tài khoản dùng thử chơi được các trò chơi nội bộ nhưng không thể nạp, rút hay tham gia khuyến mãi.</p><p>Khi đã sẵn sàng, hãy đăng ký tài khoản thật; tiền dùng thử không được chuyển sang.</p>',
        },
      },
      {
        EN: {
          title: 'A game does not load',
          content:
            '<ul><li>Refresh the page and check your internet connection.</li><li>Try another address of the site: the line selector shows each domain with its speed; pick the fastest.</li><li>Update your browser, or use the Royal Lotus app.</li><li>A vendor may be under maintenance; its logo then shows a maintenance badge.</li></ul><p>Still stuck? Send customer service the game name and a screenshot.</p>',
        },
        CN: {
          title: '游戏无法加载',
          content:
            '<ul><li>刷新页面并检查网络连接。</li><li>尝试网站的其他线路：线路选择会显示每个域名及其速度，请选择最快的一条。</li><li>更新浏览器，或改用 Royal Lotus 应用。</li><li>游戏厂商可能正在维护，此时其标志上会显示维护标记。</li></ul><p>仍无法解决？请将游戏名称和截图发给客服。</p>',
        },
        ID: {
          title: 'Permainan tidak bisa dimuat',
          content:
            '<ul><li>Muat ulang halaman dan periksa koneksi internet Anda.</li><li>Coba alamat lain situs ini: pemilih jalur menampilkan setiap domain beserta kecepatannya; pilih yang tercepat.</li><li>Perbarui browser Anda, atau gunakan aplikasi Royal Lotus.</li><li>Penyedia permainan mungkin sedang pemeliharaan; logonya akan menampilkan tanda pemeliharaan.</li></ul><p>Masih bermasalah? Kirimkan nama permainan dan tangkapan layar ke layanan pelanggan.</p>',
        },
        TH: {
          title: 'เกมโหลดไม่ขึ้น',
          content:
            '<ul><li>รีเฟรชหน้าและตรวจสอบการเชื่อมต่ออินเทอร์เน็ต</li><li>ลองใช้ที่อยู่อื่นของเว็บไซต์: ตัวเลือกเส้นทางจะแสดงแต่ละโดเมนพร้อมความเร็ว ให้เลือกอันที่เร็วที่สุด</li><li>อัปเดตเบราว์เซอร์ หรือใช้แอป Royal Lotus</li><li>ค่ายเกมอาจกำลังปิดปรับปรุง ซึ่งจะมีป้ายแจ้งบนโลโก้ของค่าย</li></ul><p>ยังแก้ไม่ได้? ส่งชื่อเกมและภาพหน้าจอให้ฝ่ายบริการลูกค้า</p>',
        },
        TY: {
          title: 'Ayaw mag-load ng laro',
          content:
            '<ul><li>I-refresh ang page at tingnan ang iyong internet connection.</li><li>Subukan ang ibang address ng site: ipinapakita ng line selector ang bawat domain at ang bilis nito; piliin ang pinakamabilis.</li><li>I-update ang iyong browser, o gamitin ang Royal Lotus app.</li><li>Maaaring naka-maintenance ang vendor; may maintenance badge ang logo nito kapag ganoon.</li></ul><p>Ayaw pa rin? Ipadala sa customer service ang pangalan ng laro at isang screenshot.</p>',
        },
        VI: {
          title: 'Trò chơi không tải được',
          content:
            '<ul><li>Tải lại trang và kiểm tra kết nối internet.</li><li>Thử địa chỉ khác của trang: bộ chọn đường truyền hiển thị từng tên miền kèm tốc độ; hãy chọn đường nhanh nhất.</li><li>Cập nhật trình duyệt, hoặc dùng ứng dụng Royal Lotus.</li><li>Nhà cung cấp có thể đang bảo trì; khi đó logo sẽ có nhãn bảo trì.</li></ul><p>Vẫn chưa được? Gửi tên trò chơi và ảnh chụp màn hình cho bộ phận chăm sóc khách hàng.</p>',
        },
      },
      {
        EN: {
          title: 'What happens if I am disconnected during a round?',
          content:
            '<p>Your bet is already recorded by the game provider. The round is settled with its real result whether you are connected or not, and any win is paid to your balance.</p><p>Open your <strong>betting records</strong> to see the stake, result and payout of every round.</p>',
        },
        CN: {
          title: '游戏中途断线怎么办？',
          content:
            '<p>您的投注已由游戏厂商记录。无论您是否在线，该局都会按实际结果结算，赢得的金额会派发到您的余额。</p><p>打开<strong>投注记录</strong>即可查看每一局的投注额、结果与派彩。</p>',
        },
        ID: {
          title: 'Apa yang terjadi jika koneksi terputus saat ronde berlangsung?',
          content:
            '<p>Taruhan Anda sudah dicatat oleh penyedia permainan. Ronde diselesaikan dengan hasil sebenarnya, baik Anda terhubung maupun tidak, dan setiap kemenangan dibayarkan ke saldo Anda.</p><p>Buka <strong>riwayat taruhan</strong> untuk melihat taruhan, hasil, dan pembayaran setiap ronde.</p>',
        },
        TH: {
          title: 'ถ้าหลุดการเชื่อมต่อระหว่างรอบจะเป็นอย่างไร?',
          content:
            '<p>การเดิมพันของคุณถูกบันทึกโดยผู้ให้บริการเกมแล้ว รอบนั้นจะถูกคิดผลตามผลจริงไม่ว่าคุณจะเชื่อมต่ออยู่หรือไม่ และเงินรางวัลจะเข้ายอดเงินของคุณ</p><p>เปิด<strong>ประวัติการเดิมพัน</strong>เพื่อดูยอดเดิมพัน ผลลัพธ์ และเงินรางวัลของทุกรอบ</p>',
        },
        TY: {
          title: 'Ano ang mangyayari kung na-disconnect ako habang may round?',
          content:
            '<p>Naitala na ng game provider ang iyong taya. Ise-settle ang round ayon sa totoong resulta nito, konektado ka man o hindi, at ipapasok sa iyong balance ang anumang panalo.</p><p>Buksan ang iyong <strong>betting records</strong> para makita ang taya, resulta at payout ng bawat round.</p>',
        },
        VI: {
          title: 'Nếu bị mất kết nối giữa ván thì sao?',
          content:
            '<p>Cược của bạn đã được nhà cung cấp trò chơi ghi nhận. Ván chơi được thanh toán theo kết quả thật dù bạn có kết nối hay không, và tiền thắng được cộng vào số dư.</p><p>Mở <strong>lịch sử cược</strong> để xem tiền cược, kết quả và tiền trả thưởng của từng ván.</p>',
        },
      },
    ],
  ),
  category(
    {
      EN: 'Promotions & VIP',
      CN: '优惠与 VIP',
      ID: 'Promosi & VIP',
      TH: 'โปรโมชั่นและ VIP',
      TY: 'Mga promo at VIP',
      VI: 'Khuyến mãi & VIP',
    },
    [
      {
        EN: {
          title: 'How do I join a promotion?',
          content:
            '<p>Open <a href="/promotions">Promotions</a> and choose an offer. Each one says how you take part:</p><ul><li><strong>Apply</strong>: send the form with a short remark (up to 140 characters) and up to three screenshots if the offer asks for them. We review it and you see the status on the offer.</li><li><strong>Automatic</strong>: nothing to do; the reward is credited when you meet the terms.</li></ul><p>Read the terms of each offer, in particular the turnover required before withdrawing a bonus.</p>',
        },
        CN: {
          title: '如何参加优惠活动？',
          content:
            '<p>打开<a href="/promotions">优惠活动</a>并选择一项优惠，每项优惠都会说明参与方式：</p><ul><li><strong>申请</strong>：填写简短备注（最多 140 个字符），如活动要求，可上传最多三张截图。我们审核后，您可在该优惠上看到处理状态。</li><li><strong>自动</strong>：无需操作，达成条件后奖励自动到账。</li></ul><p>请阅读每项优惠的条款，特别是提取奖金前所需的流水要求。</p>',
        },
        ID: {
          title: 'Bagaimana cara ikut promosi?',
          content:
            '<p>Buka <a href="/promotions">Promosi</a> dan pilih penawaran. Setiap penawaran menjelaskan cara ikut serta:</p><ul><li><strong>Ajukan</strong>: kirim formulir dengan catatan singkat (maksimal 140 karakter) dan hingga tiga tangkapan layar jika diminta. Kami meninjaunya dan Anda bisa melihat statusnya pada penawaran tersebut.</li><li><strong>Otomatis</strong>: tidak perlu melakukan apa pun; hadiah dikreditkan saat Anda memenuhi syarat.</li></ul><p>Baca syarat setiap penawaran, terutama turnover yang diperlukan sebelum bonus dapat ditarik.</p>',
        },
        TH: {
          title: 'เข้าร่วมโปรโมชั่นอย่างไร?',
          content:
            '<p>เปิด<a href="/promotions">โปรโมชั่น</a>แล้วเลือกข้อเสนอ แต่ละรายการจะบอกวิธีเข้าร่วม:</p><ul><li><strong>สมัคร</strong>: ส่งแบบฟอร์มพร้อมหมายเหตุสั้น ๆ (ไม่เกิน 140 ตัวอักษร) และภาพหน้าจอได้สูงสุดสามภาพหากข้อเสนอกำหนด เราจะตรวจสอบและคุณดูสถานะได้ที่ข้อเสนอนั้น</li><li><strong>อัตโนมัติ</strong>: ไม่ต้องทำอะไร รางวัลจะเข้าเมื่อคุณทำตามเงื่อนไขครบ</li></ul><p>โปรดอ่านเงื่อนไขของแต่ละข้อเสนอ โดยเฉพาะยอดเทิร์นโอเวอร์ที่ต้องทำก่อนถอนโบนัส</p>',
        },
        TY: {
          title: 'Paano sumali sa isang promo?',
          content:
            '<p>Buksan ang <a href="/promotions">Promotions</a> at pumili ng alok. Sinasabi ng bawat isa kung paano sumali:</p><ul><li><strong>Apply</strong>: ipadala ang form na may maikling remark (hanggang 140 character) at hanggang tatlong screenshot kung hinihingi ng alok. Rerepasuhin namin ito at makikita mo ang status sa alok.</li><li><strong>Automatic</strong>: walang kailangang gawin; papasok ang reward kapag natugunan mo ang mga kondisyon.</li></ul><p>Basahin ang terms ng bawat alok, lalo na ang turnover na kailangan bago ma-withdraw ang bonus.</p>',
        },
        VI: {
          title: 'Làm sao để tham gia khuyến mãi?',
          content:
            '<p>Mở <a href="/promotions">Khuyến mãi</a> và chọn một ưu đãi. Mỗi ưu đãi đều ghi rõ cách tham gia:</p><ul><li><strong>Đăng ký</strong>: gửi biểu mẫu kèm ghi chú ngắn (tối đa 140 ký tự) và tối đa ba ảnh chụp màn hình nếu ưu đãi yêu cầu. Chúng tôi xét duyệt và bạn xem trạng thái ngay trên ưu đãi.</li><li><strong>Tự động</strong>: không cần làm gì; phần thưởng được cộng khi bạn đạt điều kiện.</li></ul><p>Hãy đọc điều khoản của từng ưu đãi, đặc biệt là doanh thu cược cần đạt trước khi rút tiền thưởng.</p>',
        },
      },
      {
        EN: {
          title: 'How do VIP levels work?',
          content:
            '<p>Your VIP level rises with your valid turnover and deposits. Each level brings more: an upgrade bonus, a birthday bonus, a monthly bonus, higher rebates, more withdrawals per day and a higher withdrawal limit. The top levels have a dedicated VIP customer service.</p><p>See every level and its benefits on the <a href="/vip">VIP page</a>.</p>',
        },
        CN: {
          title: 'VIP 等级如何运作？',
          content:
            '<p>您的 VIP 等级随有效流水与存款提升。等级越高，福利越多：晋级礼金、生日礼金、每月红包、更高返水、更多每日取款次数与更高取款限额。高等级会员还享有专属 VIP 客服。</p><p>各等级及其福利详见 <a href="/vip">VIP 页面</a>。</p>',
        },
        ID: {
          title: 'Bagaimana level VIP bekerja?',
          content:
            '<p>Level VIP Anda naik seiring turnover sah dan deposit Anda. Setiap level memberi lebih banyak: bonus naik level, bonus ulang tahun, bonus bulanan, rabat lebih tinggi, lebih banyak penarikan per hari, dan batas penarikan lebih tinggi. Level teratas mendapat layanan pelanggan VIP khusus.</p><p>Lihat setiap level dan manfaatnya di <a href="/vip">halaman VIP</a>.</p>',
        },
        TH: {
          title: 'ระดับ VIP ทำงานอย่างไร?',
          content:
            '<p>ระดับ VIP ของคุณจะเพิ่มขึ้นตามยอดเทิร์นโอเวอร์ที่ถูกต้องและยอดฝาก ยิ่งระดับสูงยิ่งได้มาก: โบนัสเลื่อนระดับ โบนัสวันเกิด โบนัสรายเดือน เงินคืนที่สูงขึ้น จำนวนครั้งถอนต่อวันมากขึ้น และวงเงินถอนสูงขึ้น ระดับสูงสุดมีฝ่ายบริการลูกค้า VIP ดูแลเป็นพิเศษ</p><p>ดูทุกระดับและสิทธิประโยชน์ได้ที่<a href="/vip">หน้า VIP</a></p>',
        },
        TY: {
          title: 'Paano gumagana ang mga VIP level?',
          content:
            '<p>Tumataas ang iyong VIP level kasabay ng iyong valid turnover at mga deposit. Mas marami ang hatid ng bawat level: upgrade bonus, birthday bonus, monthly bonus, mas mataas na rebate, mas maraming withdrawal bawat araw at mas mataas na withdrawal limit. May sariling VIP customer service ang mga pinakamataas na level.</p><p>Tingnan ang bawat level at ang mga benepisyo nito sa <a href="/vip">VIP page</a>.</p>',
        },
        VI: {
          title: 'Cấp VIP hoạt động như thế nào?',
          content:
            '<p>Cấp VIP của bạn tăng theo doanh thu cược hợp lệ và số tiền nạp. Mỗi cấp mang lại nhiều hơn: thưởng thăng cấp, thưởng sinh nhật, thưởng hằng tháng, hoàn trả cao hơn, nhiều lượt rút mỗi ngày hơn và hạn mức rút cao hơn. Các cấp cao nhất có bộ phận chăm sóc khách hàng VIP riêng.</p><p>Xem mọi cấp và quyền lợi trên <a href="/vip">trang VIP</a>.</p>',
        },
      },
      {
        EN: {
          title: 'How do points work?',
          content:
            '<p>Every valid bet earns points; the rate depends on the game type and is shown in the <a href="/pointMall">points shop</a>. Points <strong>never expire</strong>.</p><p>Exchange them for bonus credit, free spins or prizes in the points shop, or convert them to balance at the brand\'s rate.</p>',
        },
        CN: {
          title: '积分如何使用？',
          content:
            '<p>每笔有效投注都可获得积分，获取比例依游戏类型而定，详见<a href="/pointMall">积分商城</a>。积分<strong>永不过期</strong>。</p><p>您可以在积分商城兑换奖金、免费旋转或实物奖品，也可以按本站比例兑换成余额。</p>',
        },
        ID: {
          title: 'Bagaimana poin bekerja?',
          content:
            '<p>Setiap taruhan sah menghasilkan poin; besarnya tergantung jenis permainan dan ditampilkan di <a href="/pointMall">toko poin</a>. Poin <strong>tidak pernah kedaluwarsa</strong>.</p><p>Tukarkan dengan kredit bonus, putaran gratis, atau hadiah di toko poin, atau konversikan ke saldo sesuai kurs situs.</p>',
        },
        TH: {
          title: 'คะแนนสะสมทำงานอย่างไร?',
          content:
            '<p>ทุกการเดิมพันที่ถูกต้องจะได้รับคะแนน อัตราขึ้นอยู่กับประเภทเกมและแสดงอยู่ใน<a href="/pointMall">ร้านแลกคะแนน</a> คะแนน<strong>ไม่มีวันหมดอายุ</strong></p><p>นำไปแลกเครดิตโบนัส ฟรีสปิน หรือของรางวัลในร้านแลกคะแนน หรือแปลงเป็นยอดเงินตามอัตราของเว็บไซต์</p>',
        },
        TY: {
          title: 'Paano gumagana ang points?',
          content:
            '<p>May points ang bawat valid bet; nakadepende ang rate sa uri ng laro at makikita ito sa <a href="/pointMall">points shop</a>. <strong>Hindi kailanman nag-e-expire</strong> ang points.</p><p>Ipagpalit ang mga ito sa bonus credit, free spins o premyo sa points shop, o i-convert sa balance ayon sa rate ng site.</p>',
        },
        VI: {
          title: 'Điểm thưởng hoạt động như thế nào?',
          content:
            '<p>Mỗi cược hợp lệ đều được cộng điểm; tỷ lệ tùy theo loại trò chơi và được hiển thị trong <a href="/pointMall">cửa hàng điểm</a>. Điểm <strong>không bao giờ hết hạn</strong>.</p><p>Dùng điểm đổi tiền thưởng, vòng quay miễn phí hoặc quà tặng trong cửa hàng điểm, hoặc quy đổi sang số dư theo tỷ lệ của trang.</p>',
        },
      },
    ],
  ),
  category(
    {
      EN: 'Responsible gaming & security',
      CN: '理性娱乐与安全',
      ID: 'Bermain bertanggung jawab & keamanan',
      TH: 'การเล่นอย่างรับผิดชอบและความปลอดภัย',
      TY: 'Responsableng paglalaro at seguridad',
      VI: 'Chơi có trách nhiệm & bảo mật',
    },
    [
      {
        EN: {
          title: 'Playing responsibly',
          content:
            '<p>Gaming is entertainment, not a way to make money. A few habits keep it that way:</p><ul><li>Set a budget before you play and stop when it is spent.</li><li>Never chase losses.</li><li>Take breaks and keep track of time.</li><li>Do not play when you are upset, tired or under the influence.</li></ul><p>Royal Lotus is only for players aged 18 and over.</p>',
        },
        CN: {
          title: '理性娱乐',
          content:
            '<p>游戏是一种娱乐，而非赚钱途径。以下习惯能帮助您保持理性：</p><ul><li>游戏前先设定预算，用完即停。</li><li>切勿为了追回损失而继续投注。</li><li>定时休息，留意游戏时长。</li><li>情绪低落、疲惫或饮酒后请勿游戏。</li></ul><p>Royal Lotus 仅限年满 18 岁的玩家使用。</p>',
        },
        ID: {
          title: 'Bermain secara bertanggung jawab',
          content:
            '<p>Bermain adalah hiburan, bukan cara mencari uang. Beberapa kebiasaan ini menjaganya tetap begitu:</p><ul><li>Tetapkan anggaran sebelum bermain dan berhenti saat habis.</li><li>Jangan pernah mengejar kekalahan.</li><li>Beristirahatlah dan perhatikan waktu.</li><li>Jangan bermain saat sedang kesal, lelah, atau di bawah pengaruh alkohol.</li></ul><p>Royal Lotus hanya untuk pemain berusia 18 tahun ke atas.</p>',
        },
        TH: {
          title: 'เล่นอย่างมีความรับผิดชอบ',
          content:
            '<p>เกมคือความบันเทิง ไม่ใช่ช่องทางหารายได้ นิสัยเหล่านี้ช่วยให้เป็นเช่นนั้น:</p><ul><li>ตั้งงบประมาณก่อนเล่นและหยุดเมื่อใช้หมด</li><li>อย่าเล่นเพื่อเอาคืนสิ่งที่เสียไป</li><li>พักเป็นระยะและคอยดูเวลา</li><li>อย่าเล่นขณะอารมณ์ไม่ดี เหนื่อย หรือมึนเมา</li></ul><p>Royal Lotus สำหรับผู้เล่นที่มีอายุ 18 ปีขึ้นไปเท่านั้น</p>',
        },
        TY: {
          title: 'Maglaro nang responsable',
          content:
            '<p>Libangan ang paglalaro, hindi paraan para kumita. Makakatulong ang ilang gawi para manatili itong ganoon:</p><ul><li>Magtakda ng budget bago maglaro at tumigil kapag naubos na ito.</li><li>Huwag habulin ang mga talo.</li><li>Magpahinga at bantayan ang oras.</li><li>Huwag maglaro kapag masama ang loob, pagod o nakainom.</li></ul><p>Para lamang sa mga manlalarong 18 taong gulang pataas ang Royal Lotus.</p>',
        },
        VI: {
          title: 'Chơi có trách nhiệm',
          content:
            '<p>Trò chơi là giải trí, không phải cách kiếm tiền. Một vài thói quen giúp giữ được điều đó:</p><ul><li>Đặt ngân sách trước khi chơi và dừng lại khi tiêu hết.</li><li>Đừng bao giờ cố gỡ lại tiền thua.</li><li>Nghỉ giải lao và chú ý thời gian.</li><li>Không chơi khi đang bực bội, mệt mỏi hoặc say.</li></ul><p>Royal Lotus chỉ dành cho người chơi từ 18 tuổi trở lên.</p>',
        },
      },
      {
        EN: {
          title: 'Taking a break or self-exclusion',
          content:
            '<p>If you want to step away, contact customer service and ask for:</p><ul><li>a <strong>cooling-off period</strong> of 24 hours to 6 weeks, during which you cannot log in;</li><li><strong>self-exclusion</strong> for 6 months or longer.</li></ul><p>Your balance stays yours and can be withdrawn. During the period we do not send you promotions.</p>',
        },
        CN: {
          title: '暂停游戏或自我禁入',
          content:
            '<p>如您希望暂时远离游戏，请联系客服申请：</p><ul><li>24 小时至 6 周的<strong>冷静期</strong>，期间无法登录；</li><li>6 个月或更长时间的<strong>自我禁入</strong>。</li></ul><p>您的余额依然属于您，可以正常提取。期间我们不会向您发送任何优惠信息。</p>',
        },
        ID: {
          title: 'Rehat sejenak atau pengecualian diri',
          content:
            '<p>Jika Anda ingin menjauh sejenak, hubungi layanan pelanggan dan minta:</p><ul><li><strong>masa jeda</strong> 24 jam hingga 6 minggu, selama itu Anda tidak bisa masuk;</li><li><strong>pengecualian diri</strong> selama 6 bulan atau lebih.</li></ul><p>Saldo Anda tetap milik Anda dan dapat ditarik. Selama masa tersebut kami tidak mengirimi Anda promosi.</p>',
        },
        TH: {
          title: 'พักการเล่นหรือระงับตนเอง',
          content:
            '<p>หากต้องการพักจากการเล่น ติดต่อฝ่ายบริการลูกค้าเพื่อขอ:</p><ul><li><strong>ช่วงพักชั่วคราว</strong> 24 ชั่วโมงถึง 6 สัปดาห์ ระหว่างนั้นจะเข้าสู่ระบบไม่ได้</li><li><strong>การระงับตนเอง</strong> 6 เดือนขึ้นไป</li></ul><p>ยอดเงินยังเป็นของคุณและถอนได้ตามปกติ ระหว่างช่วงเวลาดังกล่าวเราจะไม่ส่งโปรโมชั่นถึงคุณ</p>',
        },
        TY: {
          title: 'Pagpapahinga o self-exclusion',
          content:
            '<p>Kung gusto mong lumayo muna, kontakin ang customer service at humingi ng:</p><ul><li><strong>cooling-off period</strong> na 24 oras hanggang 6 na linggo, kung saan hindi ka makakapag-log in;</li><li><strong>self-exclusion</strong> nang 6 na buwan o higit pa.</li></ul><p>Sa iyo pa rin ang iyong balance at maaari itong i-withdraw. Hindi ka namin padadalhan ng promo sa panahong iyon.</p>',
        },
        VI: {
          title: 'Tạm nghỉ hoặc tự loại trừ',
          content:
            '<p>Nếu muốn tạm rời xa, hãy liên hệ chăm sóc khách hàng và yêu cầu:</p><ul><li><strong>thời gian tạm nghỉ</strong> từ 24 giờ đến 6 tuần, trong thời gian đó bạn không thể đăng nhập;</li><li><strong>tự loại trừ</strong> từ 6 tháng trở lên.</li></ul><p>Số dư vẫn thuộc về bạn và có thể rút. Trong thời gian này chúng tôi không gửi khuyến mãi cho bạn.</p>',
        },
      },
      {
        EN: {
          title: 'How we protect your account',
          content:
            '<ul><li>Passwords are stored only as strong one-way hashes; nobody at Royal Lotus can read them.</li><li>Logins and payment details travel encrypted, on top of the site\'s HTTPS.</li><li>Your session ends after a period without activity and when you change your password.</li><li>The site never keeps your password in the browser; "remember me" keeps only your username.</li></ul><p>Log out on shared devices and never share verification codes.</p>',
        },
        CN: {
          title: '我们如何保护您的账户',
          content:
            '<ul><li>密码仅以高强度单向哈希形式保存，Royal Lotus 任何人都无法读取。</li><li>登录与支付信息在 HTTPS 之外再加一层加密传输。</li><li>一段时间无操作或修改密码后，登录会话将自动结束。</li><li>网站从不在浏览器中保存您的密码，“记住我”只保存用户名。</li></ul><p>在共用设备上请记得登出，切勿向他人透露验证码。</p>',
        },
        ID: {
          title: 'Cara kami melindungi akun Anda',
          content:
            '<ul><li>Kata sandi hanya disimpan sebagai hash satu arah yang kuat; tidak ada seorang pun di Royal Lotus yang dapat membacanya.</li><li>Data masuk dan pembayaran dikirim dengan enkripsi tambahan di atas HTTPS situs.</li><li>Sesi Anda berakhir setelah beberapa waktu tanpa aktivitas dan saat Anda mengubah kata sandi.</li><li>Situs tidak pernah menyimpan kata sandi di browser; "ingat saya" hanya menyimpan nama pengguna.</li></ul><p>Keluarlah dari perangkat bersama dan jangan pernah membagikan kode verifikasi.</p>',
        },
        TH: {
          title: 'เราปกป้องบัญชีของคุณอย่างไร',
          content:
            '<ul><li>รหัสผ่านถูกเก็บในรูปแฮชทางเดียวที่แข็งแรงเท่านั้น ไม่มีใครใน Royal Lotus อ่านได้</li><li>ข้อมูลการเข้าสู่ระบบและการชำระเงินถูกเข้ารหัสอีกชั้นนอกเหนือจาก HTTPS ของเว็บไซต์</li><li>เซสชันจะสิ้นสุดเมื่อไม่มีการใช้งานระยะหนึ่ง และเมื่อคุณเปลี่ยนรหัสผ่าน</li><li>เว็บไซต์ไม่เก็บรหัสผ่านไว้ในเบราว์เซอร์ "จดจำฉัน" เก็บเพียงชื่อผู้ใช้</li></ul><p>ออกจากระบบทุกครั้งบนอุปกรณ์ที่ใช้ร่วมกัน และอย่าบอกรหัสยืนยันกับผู้ใด</p>',
        },
        TY: {
          title: 'Paano namin pinoprotektahan ang iyong account',
          content:
            '<ul><li>Naka-store lamang ang mga password bilang matibay na one-way hash; walang sinuman sa Royal Lotus ang makakabasa nito.</li><li>Naka-encrypt ang login at payment details, dagdag pa sa HTTPS ng site.</li><li>Natatapos ang iyong session pagkatapos ng ilang oras na walang aktibidad at kapag pinalitan mo ang password.</li><li>Hindi kailanman itinatago ng site ang password mo sa browser; username lang ang tinatandaan ng "remember me".</li></ul><p>Mag-log out sa mga shared device at huwag kailanman ibahagi ang verification code.</p>',
        },
        VI: {
          title: 'Chúng tôi bảo vệ tài khoản của bạn thế nào',
          content:
            '<ul><li>Mật khẩu chỉ được lưu dưới dạng băm một chiều mạnh; không ai ở Royal Lotus đọc được.</li><li>Thông tin đăng nhập và thanh toán được mã hóa thêm một lớp ngoài HTTPS của trang.</li><li>Phiên đăng nhập kết thúc sau một thời gian không hoạt động và khi bạn đổi mật khẩu.</li><li>Trang không bao giờ lưu mật khẩu trong trình duyệt; "ghi nhớ" chỉ lưu tên đăng nhập.</li></ul><p>Hãy đăng xuất trên thiết bị dùng chung và không bao giờ chia sẻ mã xác minh.</p>',
        },
      },
    ],
  ),
];
