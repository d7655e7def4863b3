import { LINKAGE_TYPES, type BannerGroup, type Execution } from '@platform/contracts';
import type { Localized } from '../db/schema.js';

// Banner titles and announcements of the demo brand, in the six languages of the site.

type Six<T> = { EN: T; CN: T; ID: T; TH: T; TY: T; VI: T };

const titles = (t: Six<string>): Localized<{ title: string }> => ({
  EN: { title: t.EN },
  CN: { title: t.CN },
  ID: { title: t.ID },
  TH: { title: t.TH },
  TY: { title: t.TY },
  VI: { title: t.VI },
});

export const BANNERS: {
  group: BannerGroup;
  n: number;
  linkageType: number;
  linkUrl: string | null;
  text: Localized<{ title: string }>;
}[] = [
  {
    group: 'w_home',
    n: 1,
    linkageType: LINKAGE_TYPES.register,
    linkUrl: null,
    text: titles({
      EN: 'Join today and claim your welcome bonus',
      CN: '立即加入，领取新会员欢迎奖金',
      ID: 'Gabung hari ini dan klaim bonus sambutan Anda',
      TH: 'สมัครวันนี้ รับโบนัสต้อนรับสมาชิกใหม่',
      TY: 'Sumali ngayon at kunin ang iyong welcome bonus',
      VI: 'Tham gia hôm nay, nhận ngay thưởng chào mừng',
    }),
  },
  {
    group: 'w_home',
    n: 2,
    linkageType: LINKAGE_TYPES.route,
    linkUrl: '/live',
    text: titles({
      EN: 'Shared tables, one round for everyone, day and night',
      CN: '共享牌桌，同局同开，日夜不停',
      ID: 'Meja bersama, satu putaran untuk semua, siang dan malam',
      TH: 'โต๊ะร่วมกัน ทุกคนเล่นรอบเดียวกัน ทั้งวันทั้งคืน',
      TY: 'Magkakasamang mesa, iisang round para sa lahat, araw at gabi',
      VI: 'Bàn chơi chung, một ván cho mọi người, cả ngày lẫn đêm',
    }),
  },
  {
    group: 'w_home',
    n: 3,
    linkageType: LINKAGE_TYPES.route,
    linkUrl: '/vip',
    text: titles({
      EN: 'Rise through the VIP levels, unlock more rewards',
      CN: 'VIP 等级步步高升，尊享更多奖励',
      ID: 'Naik level VIP, buka lebih banyak hadiah',
      TH: 'เลื่อนระดับ VIP ปลดล็อกรางวัลที่มากขึ้น',
      TY: 'Umakyat sa mga VIP level, mag-unlock ng mas maraming reward',
      VI: 'Thăng hạng VIP, mở khóa thêm nhiều phần thưởng',
    }),
  },
  {
    group: 'w_rng',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Spin the reels of the best slot studios',
      CN: '畅玩顶级工作室的精彩老虎机',
      ID: 'Putar gulungan dari studio slot terbaik',
      TH: 'หมุนวงล้อสล็อตจากค่ายเกมชั้นนำ',
      TY: 'Paikutin ang reels ng pinakamahusay na slot studios',
      VI: 'Quay những vòng quay từ các studio slot hàng đầu',
    }),
  },
  {
    group: 'w_rng',
    n: 2,
    linkageType: LINKAGE_TYPES.route,
    linkUrl: '/promotions',
    text: titles({
      EN: 'Daily slot cashback, no strings attached',
      CN: '老虎机每日返水，轻松到手',
      ID: 'Cashback slot harian tanpa syarat rumit',
      TH: 'คืนยอดเสียสล็อตทุกวัน ไม่มีเงื่อนไขยุ่งยาก',
      TY: 'Araw-araw na slot cashback, walang komplikasyon',
      VI: 'Hoàn tiền slot mỗi ngày, không điều kiện rườm rà',
    }),
  },
  {
    group: 'w_live',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Baccarat, roulette, sic bo and dragon tiger at shared tables',
      CN: '百家乐、轮盘、骰宝、龙虎，共享牌桌同局对战',
      ID: 'Baccarat, roulette, sic bo, dan dragon tiger di meja bersama',
      TH: 'บาคาร่า รูเล็ต ไฮโล และเสือมังกร บนโต๊ะร่วมกัน',
      TY: 'Baccarat, roulette, sic bo at dragon tiger sa magkakasamang mesa',
      VI: 'Baccarat, roulette, tài xỉu và rồng hổ tại bàn chơi chung',
    }),
  },
  {
    group: 'w_live',
    n: 2,
    linkageType: LINKAGE_TYPES.route,
    linkUrl: '/promotions',
    text: titles({
      EN: 'Live casino rebate on every bet',
      CN: '真人娱乐场每注返水',
      ID: 'Rabat kasino langsung untuk setiap taruhan',
      TH: 'คืนค่าคอมคาสิโนสดทุกการเดิมพัน',
      TY: 'Live casino rebate sa bawat taya',
      VI: 'Hoàn trả casino trực tiếp cho mọi cược',
    }),
  },
  {
    group: 'w_fish',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Dive in and hunt the big catch',
      CN: '潜入深海，捕获大奖',
      ID: 'Menyelam dan buru tangkapan besar',
      TH: 'ดำดิ่งสู่ทะเล ล่ารางวัลใหญ่',
      TY: 'Sumisid at hulihin ang malaking premyo',
      VI: 'Lặn sâu và săn mẻ cá lớn',
    }),
  },
  {
    group: 'w_pvp',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Card games against real players',
      CN: '与真实玩家同桌对战',
      ID: 'Permainan kartu melawan pemain sungguhan',
      TH: 'เกมไพ่ประชันกับผู้เล่นตัวจริง',
      TY: 'Card games laban sa totoong mga manlalaro',
      VI: 'Game bài đối đầu người chơi thật',
    }),
  },
  {
    group: 'w_sports',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Every match, every market, live odds',
      CN: '每场赛事，全部盘口，实时赔率',
      ID: 'Setiap laga, setiap pasar, odds langsung',
      TH: 'ทุกแมตช์ ทุกตลาด ราคาสด',
      TY: 'Bawat laban, bawat market, live odds',
      VI: 'Mọi trận đấu, mọi kèo, tỷ lệ trực tiếp',
    }),
  },
  {
    group: 'w_sports',
    n: 2,
    linkageType: LINKAGE_TYPES.route,
    linkUrl: '/promotions',
    text: titles({
      EN: 'Boost your first sports bet',
      CN: '首笔体育投注享加码',
      ID: 'Tingkatkan taruhan olahraga pertama Anda',
      TH: 'เพิ่มพลังให้การเดิมพันกีฬาครั้งแรก',
      TY: 'Palakasin ang iyong unang sports bet',
      VI: 'Tăng thưởng cho cược thể thao đầu tiên',
    }),
  },
  {
    group: 'w_esports',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Bet on the biggest esports tournaments',
      CN: '投注顶级电竞赛事',
      ID: 'Pasang taruhan di turnamen esports terbesar',
      TH: 'เดิมพันทัวร์นาเมนต์อีสปอร์ตรายการใหญ่',
      TY: 'Tumaya sa pinakamalalaking esports tournament',
      VI: 'Cược vào các giải esports lớn nhất',
    }),
  },
  {
    group: 'w_lott',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Lottery draws around the clock',
      CN: '彩票开奖，全天不停',
      ID: 'Undian lotre sepanjang hari',
      TH: 'ออกผลหวยตลอด 24 ชั่วโมง',
      TY: 'Lottery draws buong araw at gabi',
      VI: 'Xổ số quay thưởng suốt ngày đêm',
    }),
  },
  {
    group: 'w_down',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Royal Lotus in your pocket',
      CN: 'Royal Lotus，随身畅玩',
      ID: 'Royal Lotus di saku Anda',
      TH: 'Royal Lotus ในกระเป๋าของคุณ',
      TY: 'Royal Lotus sa iyong bulsa',
      VI: 'Royal Lotus trong túi của bạn',
    }),
  },
  {
    group: 'w_promotion',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'New offers every week',
      CN: '每周都有新优惠',
      ID: 'Penawaran baru setiap minggu',
      TH: 'ข้อเสนอใหม่ทุกสัปดาห์',
      TY: 'Bagong alok bawat linggo',
      VI: 'Ưu đãi mới mỗi tuần',
    }),
  },
  {
    group: 'w_promotion',
    n: 2,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Weekend tournament: climb the leaderboard',
      CN: '周末锦标赛：冲上排行榜',
      ID: 'Turnamen akhir pekan: naiki papan peringkat',
      TH: 'ทัวร์นาเมนต์สุดสัปดาห์: ไต่อันดับตารางผู้นำ',
      TY: 'Weekend tournament: umakyat sa leaderboard',
      VI: 'Giải đấu cuối tuần: leo bảng xếp hạng',
    }),
  },
  {
    group: 'w_shop',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Turn your points into rewards',
      CN: '积分兑换好礼',
      ID: 'Tukar poin Anda menjadi hadiah',
      TH: 'เปลี่ยนคะแนนของคุณเป็นรางวัล',
      TY: 'Gawing reward ang iyong points',
      VI: 'Đổi điểm lấy quà',
    }),
  },
  {
    group: 'w_help',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'How can we help you?',
      CN: '有什么可以帮您？',
      ID: 'Ada yang bisa kami bantu?',
      TH: 'ให้เราช่วยอะไรคุณได้บ้าง?',
      TY: 'Paano ka namin matutulungan?',
      VI: 'Chúng tôi có thể giúp gì cho bạn?',
    }),
  },
  {
    group: 'w_login',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Your games, wallet and rewards in one account',
      CN: '游戏、钱包与奖励，一个账户全搞定',
      ID: 'Game, dompet, dan hadiah Anda dalam satu akun',
      TH: 'เกม กระเป๋าเงิน และรางวัล ครบในบัญชีเดียว',
      TY: 'Ang iyong mga laro, wallet at reward sa iisang account',
      VI: 'Trò chơi, ví và phần thưởng trong một tài khoản',
    }),
  },
  {
    group: 'w_reg',
    n: 1,
    linkageType: LINKAGE_TYPES.none,
    linkUrl: null,
    text: titles({
      EN: 'Join Royal Lotus today',
      CN: '今天就加入 Royal Lotus',
      ID: 'Gabung dengan Royal Lotus hari ini',
      TH: 'ร่วมเป็นส่วนหนึ่งกับ Royal Lotus วันนี้',
      TY: 'Sumali sa Royal Lotus ngayon',
      VI: 'Gia nhập Royal Lotus ngay hôm nay',
    }),
  },
];

type Text = { title: string; content: string };

export const ANNOUNCEMENTS: {
  /** `AG`: a notice for agents, shown in the agent centre only. */
  type: 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  execution: Execution;
  daysAgo: number;
  text: Six<Text>;
}[] = [
  {
    type: 'H',
    execution: 'D',
    daysAgo: 0,
    text: {
      EN: {
        title: 'Welcome to Royal Lotus',
        content:
          '<p>Slots, live casino, sports, esports and lottery in one place, in six languages.</p><p><strong>Register in under a minute</strong> and check the <a href="/promotions">promotions</a> for this week\'s offers.</p><p>Play responsibly. Only for players aged 18 and over.</p>',
      },
      CN: {
        title: '欢迎来到 Royal Lotus',
        content:
          '<p>老虎机、真人娱乐场、体育、电竞与彩票，一站畅玩，支持六种语言。</p><p><strong>一分钟内即可完成注册</strong>，记得查看本周的<a href="/promotions">优惠活动</a>。</p><p>请理性娱乐，仅限年满 18 岁的玩家。</p>',
      },
      ID: {
        title: 'Selamat datang di Royal Lotus',
        content:
          '<p>Slot, kasino langsung, olahraga, esports, dan lotre dalam satu tempat, dalam enam bahasa.</p><p><strong>Daftar dalam waktu kurang dari satu menit</strong> dan lihat <a href="/promotions">promosi</a> minggu ini.</p><p>Bermainlah secara bertanggung jawab. Hanya untuk pemain berusia 18 tahun ke atas.</p>',
      },
      TH: {
        title: 'ยินดีต้อนรับสู่ Royal Lotus',
        content:
          '<p>สล็อต คาสิโนสด กีฬา อีสปอร์ต และหวย ครบในที่เดียว รองรับหกภาษา</p><p><strong>สมัครสมาชิกได้ในเวลาไม่ถึงหนึ่งนาที</strong> และอย่าลืมดู<a href="/promotions">โปรโมชั่น</a>ประจำสัปดาห์นี้</p><p>โปรดเล่นอย่างมีความรับผิดชอบ สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น</p>',
      },
      TY: {
        title: 'Maligayang pagdating sa Royal Lotus',
        content:
          '<p>Slots, live casino, sports, esports at lottery sa iisang lugar, sa anim na wika.</p><p><strong>Mag-register sa loob ng wala pang isang minuto</strong> at tingnan ang mga <a href="/promotions">promo</a> ngayong linggo.</p><p>Maglaro nang responsable. Para lamang sa mga manlalarong 18 taong gulang pataas.</p>',
      },
      VI: {
        title: 'Chào mừng đến với Royal Lotus',
        content:
          '<p>Slot, casino trực tiếp, thể thao, esports và xổ số trong cùng một nơi, với sáu ngôn ngữ.</p><p><strong>Đăng ký chưa đến một phút</strong> và xem ngay các <a href="/promotions">khuyến mãi</a> tuần này.</p><p>Hãy chơi có trách nhiệm. Chỉ dành cho người chơi từ 18 tuổi trở lên.</p>',
      },
    },
  },
  {
    type: 'PU',
    execution: 'D',
    daysAgo: 0,
    text: {
      EN: {
        title: 'Your offers for today',
        content:
          '<p>Your daily offers are waiting in <a href="/promotions">Promotions</a>, and every valid bet earns points for the <a href="/pointMall">points shop</a>.</p><p>Points never expire.</p>',
      },
      CN: {
        title: '您今天的优惠',
        content:
          '<p>今日优惠已在<a href="/promotions">优惠活动</a>中等您领取，每笔有效投注都能累积<a href="/pointMall">积分商城</a>积分。</p><p>积分永不过期。</p>',
      },
      ID: {
        title: 'Penawaran Anda hari ini',
        content:
          '<p>Penawaran harian Anda menunggu di <a href="/promotions">Promosi</a>, dan setiap taruhan sah menghasilkan poin untuk <a href="/pointMall">toko poin</a>.</p><p>Poin tidak pernah kedaluwarsa.</p>',
      },
      TH: {
        title: 'ข้อเสนอของคุณวันนี้',
        content:
          '<p>ข้อเสนอประจำวันรอคุณอยู่ที่<a href="/promotions">โปรโมชั่น</a> และทุกการเดิมพันที่ถูกต้องจะได้รับคะแนนสำหรับ<a href="/pointMall">ร้านแลกคะแนน</a></p><p>คะแนนไม่มีวันหมดอายุ</p>',
      },
      TY: {
        title: 'Ang iyong mga alok ngayong araw',
        content:
          '<p>Naghihintay ang iyong mga daily offer sa <a href="/promotions">Promotions</a>, at bawat valid bet ay may points para sa <a href="/pointMall">points shop</a>.</p><p>Hindi kailanman nag-e-expire ang points.</p>',
      },
      VI: {
        title: 'Ưu đãi của bạn hôm nay',
        content:
          '<p>Ưu đãi hằng ngày đang chờ bạn trong mục <a href="/promotions">Khuyến mãi</a>, và mỗi cược hợp lệ đều tích điểm cho <a href="/pointMall">cửa hàng điểm</a>.</p><p>Điểm không bao giờ hết hạn.</p>',
      },
    },
  },
  {
    type: 'PL',
    execution: 'B',
    daysAgo: 1,
    text: {
      EN: {
        title: 'The Royal Lotus app is here',
        content:
          '<p>Play anywhere with the Royal Lotus app for iOS and Android: the same account, balance and promotions as on the website.</p><p>Open the <a href="/down">download page</a> and scan the QR code with your phone.</p>',
      },
      CN: {
        title: 'Royal Lotus 应用正式上线',
        content:
          '<p>使用 Royal Lotus iOS 与 Android 应用随时随地畅玩：账户、余额与优惠与网站完全同步。</p><p>打开<a href="/down">下载页面</a>，用手机扫描二维码即可安装。</p>',
      },
      ID: {
        title: 'Aplikasi Royal Lotus telah hadir',
        content:
          '<p>Main di mana saja dengan aplikasi Royal Lotus untuk iOS dan Android: akun, saldo, dan promosi yang sama seperti di situs web.</p><p>Buka <a href="/down">halaman unduhan</a> dan pindai kode QR dengan ponsel Anda.</p>',
      },
      TH: {
        title: 'แอป Royal Lotus มาแล้ว',
        content:
          '<p>เล่นได้ทุกที่ด้วยแอป Royal Lotus สำหรับ iOS และ Android ใช้บัญชี ยอดเงิน และโปรโมชั่นเดียวกับบนเว็บไซต์</p><p>เปิด<a href="/down">หน้าดาวน์โหลด</a> แล้วสแกนคิวอาร์โค้ดด้วยโทรศัพท์ของคุณ</p>',
      },
      TY: {
        title: 'Narito na ang Royal Lotus app',
        content:
          '<p>Maglaro kahit saan gamit ang Royal Lotus app para sa iOS at Android: parehong account, balance at promo tulad ng sa website.</p><p>Buksan ang <a href="/down">download page</a> at i-scan ang QR code gamit ang iyong phone.</p>',
      },
      VI: {
        title: 'Ứng dụng Royal Lotus đã ra mắt',
        content:
          '<p>Chơi mọi lúc mọi nơi với ứng dụng Royal Lotus cho iOS và Android: cùng tài khoản, số dư và khuyến mãi như trên trang web.</p><p>Mở <a href="/down">trang tải về</a> và quét mã QR bằng điện thoại của bạn.</p>',
      },
    },
  },
  {
    type: 'PL',
    execution: 'B',
    daysAgo: 3,
    text: {
      EN: {
        title: 'Bank maintenance on Sunday night',
        content:
          '<p>Some partner banks run scheduled maintenance every <strong>Sunday from 00:00 to 02:00</strong> (GMT+8). Deposits and withdrawals through those banks may be credited a little later during that window.</p><p>Every other payment method works as usual.</p>',
      },
      CN: {
        title: '周日凌晨银行维护通知',
        content:
          '<p>部分合作银行于每周日 <strong>00:00 至 02:00</strong>（GMT+8）进行例行维护，期间通过这些银行的存款与取款到账可能稍有延迟。</p><p>其他支付方式不受影响。</p>',
      },
      ID: {
        title: 'Pemeliharaan bank pada Minggu malam',
        content:
          '<p>Beberapa bank mitra menjalankan pemeliharaan terjadwal setiap <strong>Minggu pukul 00.00 hingga 02.00</strong> (GMT+8). Deposit dan penarikan melalui bank tersebut mungkin masuk sedikit lebih lambat pada jam itu.</p><p>Metode pembayaran lainnya berjalan seperti biasa.</p>',
      },
      TH: {
        title: 'แจ้งปิดปรับปรุงระบบธนาคารคืนวันอาทิตย์',
        content:
          '<p>ธนาคารพันธมิตรบางแห่งปิดปรับปรุงระบบตามกำหนดทุก<strong>วันอาทิตย์ เวลา 00:00 ถึง 02:00</strong> (GMT+8) การฝากและถอนผ่านธนาคารเหล่านั้นอาจเข้าช้ากว่าปกติเล็กน้อยในช่วงเวลาดังกล่าว</p><p>ช่องทางการชำระเงินอื่นใช้งานได้ตามปกติ</p>',
      },
      TY: {
        title: 'Bank maintenance tuwing Linggo ng gabi',
        content:
          '<p>May naka-iskedyul na maintenance ang ilang partner bank tuwing <strong>Linggo mula 00:00 hanggang 02:00</strong> (GMT+8). Maaaring medyo maantala ang pagpasok ng deposit at withdrawal sa mga bangkong iyon sa oras na ito.</p><p>Gumagana nang normal ang lahat ng iba pang paraan ng pagbabayad.</p>',
      },
      VI: {
        title: 'Bảo trì ngân hàng vào đêm Chủ nhật',
        content:
          '<p>Một số ngân hàng đối tác bảo trì định kỳ vào <strong>Chủ nhật từ 00:00 đến 02:00</strong> (GMT+8). Giao dịch nạp và rút qua các ngân hàng này có thể được ghi nhận chậm hơn một chút trong khung giờ đó.</p><p>Các phương thức thanh toán khác vẫn hoạt động bình thường.</p>',
      },
    },
  },
  {
    type: 'PL',
    execution: 'B',
    daysAgo: 7,
    text: {
      EN: {
        title: 'Play responsibly: set your own limits',
        content:
          '<p>Gaming should stay fun. Decide in advance how much time and money you want to spend, and take regular breaks.</p><p>If you want a break from your account, our <a href="/help">help centre</a> explains how to ask customer service for a cooling-off period or self-exclusion.</p>',
      },
      CN: {
        title: '理性娱乐：为自己设定限额',
        content:
          '<p>娱乐应当保持轻松。请提前决定愿意投入的时间与金额，并定时休息。</p><p>如需暂停使用账户，可在<a href="/help">帮助中心</a>了解如何联系客服申请冷静期或自我禁入。</p>',
      },
      ID: {
        title: 'Bermain bertanggung jawab: tetapkan batas Anda',
        content:
          '<p>Bermain harus tetap menyenangkan. Tentukan sejak awal berapa banyak waktu dan uang yang ingin Anda habiskan, dan beristirahatlah secara teratur.</p><p>Jika Anda ingin rehat dari akun Anda, <a href="/help">pusat bantuan</a> menjelaskan cara meminta masa jeda atau pengecualian diri kepada layanan pelanggan.</p>',
      },
      TH: {
        title: 'เล่นอย่างรับผิดชอบ: กำหนดขีดจำกัดของคุณเอง',
        content:
          '<p>การเล่นเกมควรเป็นเรื่องสนุก กำหนดล่วงหน้าว่าคุณจะใช้เวลาและเงินเท่าใด และพักเป็นระยะ</p><p>หากต้องการหยุดพักการใช้บัญชี <a href="/help">ศูนย์ช่วยเหลือ</a>อธิบายวิธีขอพักบัญชีชั่วคราวหรือระงับตนเองผ่านฝ่ายบริการลูกค้า</p>',
      },
      TY: {
        title: 'Maglaro nang responsable: magtakda ng sariling limit',
        content:
          '<p>Dapat manatiling masaya ang paglalaro. Magpasya nang maaga kung gaano karaming oras at pera ang gusto mong gastusin, at magpahinga nang regular.</p><p>Kung gusto mong magpahinga mula sa iyong account, ipinapaliwanag ng aming <a href="/help">help centre</a> kung paano humingi sa customer service ng cooling-off period o self-exclusion.</p>',
      },
      VI: {
        title: 'Chơi có trách nhiệm: tự đặt giới hạn',
        content:
          '<p>Giải trí nên luôn vui vẻ. Hãy quyết định trước thời gian và số tiền bạn muốn dành ra, và nghỉ giải lao thường xuyên.</p><p>Nếu muốn tạm ngừng tài khoản, <a href="/help">trung tâm trợ giúp</a> hướng dẫn cách đề nghị bộ phận chăm sóc khách hàng cho thời gian tạm nghỉ hoặc tự loại trừ.</p>',
      },
    },
  },
  {
    type: 'PL',
    execution: 'B',
    daysAgo: 14,
    text: {
      EN: {
        title: 'Keep your account safe',
        content:
          '<p>Royal Lotus staff will <strong>never</strong> ask for your password, payment password or verification codes. Do not share them with anyone, including people who say they are from customer service.</p><p>Use a password you do not use anywhere else and change it from the member centre if you think someone knows it.</p>',
      },
      CN: {
        title: '保护好您的账户',
        content:
          '<p>Royal Lotus 工作人员<strong>绝不会</strong>索取您的登录密码、支付密码或验证码。请勿将其告诉任何人，包括自称客服的人员。</p><p>请使用未在其他地方使用过的密码，如怀疑密码外泄，请在会员中心立即修改。</p>',
      },
      ID: {
        title: 'Jaga keamanan akun Anda',
        content:
          '<p>Staf Royal Lotus <strong>tidak pernah</strong> meminta kata sandi, kata sandi pembayaran, atau kode verifikasi Anda. Jangan berikan kepada siapa pun, termasuk orang yang mengaku dari layanan pelanggan.</p><p>Gunakan kata sandi yang tidak Anda pakai di tempat lain, dan ubah dari pusat anggota jika Anda merasa ada yang mengetahuinya.</p>',
      },
      TH: {
        title: 'รักษาบัญชีของคุณให้ปลอดภัย',
        content:
          '<p>เจ้าหน้าที่ Royal Lotus จะ<strong>ไม่มีวัน</strong>ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสยืนยันของคุณ อย่าบอกข้อมูลเหล่านี้กับใคร รวมถึงผู้ที่อ้างว่าเป็นฝ่ายบริการลูกค้า</p><p>ใช้รหัสผ่านที่ไม่ได้ใช้ที่อื่น และเปลี่ยนรหัสผ่านในศูนย์สมาชิกทันทีหากสงสัยว่ามีผู้อื่นรู้</p>',
      },
      TY: {
        title: 'Panatilihing ligtas ang iyong account',
        content:
          '<p><strong>Hinding-hindi</strong> hihingin ng staff ng Royal Lotus ang iyong password, payment password o verification code. Huwag itong ibigay kaninuman, kahit sa nagsasabing taga-customer service sila.</p><p>Gumamit ng password na hindi mo ginagamit sa ibang lugar at palitan ito sa member centre kung sa tingin mo ay may nakakaalam nito.</p>',
      },
      VI: {
        title: 'Giữ an toàn cho tài khoản của bạn',
        content:
          '<p>Nhân viên Royal Lotus <strong>không bao giờ</strong> hỏi mật khẩu, mật khẩu thanh toán hay mã xác minh của bạn. Đừng chia sẻ chúng với bất kỳ ai, kể cả người tự xưng là bộ phận chăm sóc khách hàng.</p><p>Hãy dùng mật khẩu không dùng ở nơi khác và đổi ngay trong trung tâm thành viên nếu nghi ngờ có người biết.</p>',
      },
    },
  },
  {
    type: 'PR',
    execution: 'B',
    daysAgo: 2,
    text: {
      EN: {
        title: 'The weekend tournament is open',
        content:
          '<p>Every valid bet on slots from Friday 00:00 to Sunday 23:59 counts towards the leaderboard. The top players share the prize pool on Monday.</p><p>See the rules in <a href="/promotions">Promotions</a>.</p>',
      },
      CN: {
        title: '周末锦标赛开赛啦',
        content:
          '<p>周五 00:00 至周日 23:59 期间，每笔老虎机有效投注都计入排行榜，排名靠前的玩家将于周一瓜分奖池。</p><p>详细规则请见<a href="/promotions">优惠活动</a>。</p>',
      },
      ID: {
        title: 'Turnamen akhir pekan sudah dibuka',
        content:
          '<p>Setiap taruhan sah di slot dari Jumat 00.00 hingga Minggu 23.59 dihitung untuk papan peringkat. Pemain teratas berbagi hadiah pada hari Senin.</p><p>Lihat aturannya di <a href="/promotions">Promosi</a>.</p>',
      },
      TH: {
        title: 'ทัวร์นาเมนต์สุดสัปดาห์เปิดแล้ว',
        content:
          '<p>ทุกการเดิมพันสล็อตที่ถูกต้องตั้งแต่วันศุกร์ 00:00 ถึงวันอาทิตย์ 23:59 นับรวมในตารางผู้นำ ผู้เล่นอันดับต้นแบ่งเงินรางวัลในวันจันทร์</p><p>ดูกติกาได้ที่<a href="/promotions">โปรโมชั่น</a></p>',
      },
      TY: {
        title: 'Bukas na ang weekend tournament',
        content:
          '<p>Bawat valid bet sa slots mula Biyernes 00:00 hanggang Linggo 23:59 ay bilang sa leaderboard. Paghahatian ng mga nangungunang manlalaro ang prize pool sa Lunes.</p><p>Tingnan ang mga patakaran sa <a href="/promotions">Promotions</a>.</p>',
      },
      VI: {
        title: 'Giải đấu cuối tuần đã mở',
        content:
          '<p>Mọi cược slot hợp lệ từ 00:00 thứ Sáu đến 23:59 Chủ nhật đều được tính vào bảng xếp hạng. Những người chơi dẫn đầu chia giải thưởng vào thứ Hai.</p><p>Xem thể lệ trong mục <a href="/promotions">Khuyến mãi</a>.</p>',
      },
    },
  },
  {
    type: 'PR',
    execution: 'B',
    daysAgo: 5,
    text: {
      EN: {
        title: 'Invite friends, earn together',
        content:
          '<p>Share your invitation code from the member centre. When a friend registers with it and starts playing, you both receive a referral bonus.</p>',
      },
      CN: {
        title: '邀请好友，一起赚',
        content: '<p>在会员中心分享您的邀请码。好友使用该邀请码注册并开始游戏后，双方都可获得推荐奖金。</p>',
      },
      ID: {
        title: 'Ajak teman, untung bersama',
        content:
          '<p>Bagikan kode undangan Anda dari pusat anggota. Saat teman mendaftar dengan kode itu dan mulai bermain, Anda berdua menerima bonus referral.</p>',
      },
      TH: {
        title: 'ชวนเพื่อน รับรางวัลไปด้วยกัน',
        content: '<p>แชร์รหัสเชิญของคุณจากศูนย์สมาชิก เมื่อเพื่อนสมัครด้วยรหัสนั้นและเริ่มเล่น คุณทั้งคู่จะได้รับโบนัสแนะนำเพื่อน</p>',
      },
      TY: {
        title: 'Mag-imbita ng kaibigan, sabay kumita',
        content:
          '<p>I-share ang iyong invitation code mula sa member centre. Kapag nag-register ang kaibigan mo gamit ito at nagsimulang maglaro, pareho kayong makakatanggap ng referral bonus.</p>',
      },
      VI: {
        title: 'Mời bạn bè, cùng nhận thưởng',
        content:
          '<p>Chia sẻ mã mời của bạn từ trung tâm thành viên. Khi bạn bè đăng ký bằng mã đó và bắt đầu chơi, cả hai đều nhận thưởng giới thiệu.</p>',
      },
    },
  },
  {
    type: 'AG',
    execution: 'D',
    daysAgo: 2,
    text: {
      EN: {
        title: 'Commission payday',
        content:
          '<p>Salaries and dividends are settled automatically, once per period: daily salaries shortly after midnight for the day before, hourly salaries every hour, real-time salaries every five minutes, and dividends when the cycle in your contract ends.</p><p>Every amount appears in <strong>My income</strong> with the figures it was worked out from.</p><p>If you pay your own agents, keep enough in your wallet: a payment not made within 24 hours is made by the house, and your account is frozen until customer service has reviewed it.</p>',
      },
      CN: {
        title: '佣金发放日',
        content:
          '<p>工资与分红每期自动结算一次：日工资在午夜后不久结算前一天，时工资每小时结算，实时工资每五分钟结算，分红在合约周期结束时结算。</p><p>每一笔金额都会显示在<strong>我的收益</strong>中，并附有计算所依据的数据。</p><p>如需向下级代理支付，请保持钱包余额充足：24 小时内未完成的支付将由平台代付，您的账户将被冻结，直至客服审核完毕。</p>',
      },
      ID: {
        title: 'Hari pembayaran komisi',
        content:
          '<p>Gaji dan dividen diselesaikan otomatis, satu kali per periode: gaji harian sesaat setelah tengah malam untuk hari sebelumnya, gaji per jam setiap jam, gaji real-time setiap lima menit, dan dividen saat siklus dalam kontrak Anda berakhir.</p><p>Setiap jumlah tampil di <strong>Pendapatan saya</strong> beserta angka dasar perhitungannya.</p><p>Jika Anda membayar agen Anda sendiri, jaga saldo dompet tetap cukup: pembayaran yang tidak dilakukan dalam 24 jam akan dibayar oleh platform, dan akun Anda dibekukan sampai layanan pelanggan meninjaunya.</p>',
      },
      TH: {
        title: 'วันจ่ายค่าคอมมิชชั่น',
        content:
          '<p>เงินเดือนและเงินปันผลจะถูกคำนวณจ่ายโดยอัตโนมัติ งวดละหนึ่งครั้ง: เงินเดือนรายวันหลังเที่ยงคืนไม่นานสำหรับวันก่อนหน้า เงินเดือนรายชั่วโมงทุกชั่วโมง เงินเดือนเรียลไทม์ทุกห้านาที และเงินปันผลเมื่อรอบตามสัญญาของคุณสิ้นสุด</p><p>ทุกยอดจะแสดงใน<strong>รายได้ของฉัน</strong> พร้อมตัวเลขที่ใช้คำนวณ</p><p>หากคุณต้องจ่ายให้เอเจนต์ในสายของคุณ โปรดรักษายอดเงินในกระเป๋าให้เพียงพอ: การจ่ายที่ไม่สำเร็จภายใน 24 ชั่วโมงจะถูกจ่ายโดยเว็บไซต์ และบัญชีของคุณจะถูกระงับจนกว่าฝ่ายบริการลูกค้าจะตรวจสอบเสร็จ</p>',
      },
      TY: {
        title: 'Araw ng bayad ng komisyon',
        content:
          '<p>Awtomatikong inaayos ang mga sahod at dibidendo, isang beses bawat panahon: ang arawang sahod ilang sandali pagkalipas ng hatinggabi para sa nakaraang araw, ang oras-oras na sahod bawat oras, ang real-time na sahod bawat limang minuto, at ang dibidendo kapag natapos ang siklo sa iyong kontrata.</p><p>Makikita ang bawat halaga sa <strong>Aking kita</strong> kasama ang mga numerong pinagbatayan nito.</p><p>Kung nagbabayad ka sa sarili mong mga ahente, panatilihing sapat ang laman ng iyong wallet: ang bayad na hindi nagawa sa loob ng 24 na oras ay babayaran ng site, at ifi-freeze ang iyong account hanggang masuri ito ng customer service.</p>',
      },
      VI: {
        title: 'Ngày trả hoa hồng',
        content:
          '<p>Lương và cổ tức được quyết toán tự động, mỗi kỳ một lần: lương ngày ngay sau nửa đêm cho ngày hôm trước, lương giờ mỗi giờ, lương thời gian thực mỗi năm phút, và cổ tức khi chu kỳ trong hợp đồng của bạn kết thúc.</p><p>Mọi khoản tiền đều hiển thị trong <strong>Thu nhập của tôi</strong> kèm các số liệu dùng để tính.</p><p>Nếu bạn trả cho các đại lý cấp dưới, hãy giữ đủ số dư trong ví: khoản thanh toán không thực hiện trong 24 giờ sẽ do nhà cái trả thay, và tài khoản của bạn bị đóng băng cho đến khi bộ phận chăm sóc khách hàng xem xét.</p>',
      },
    },
  },
  {
    type: 'AG',
    execution: 'D',
    daysAgo: 6,
    text: {
      EN: {
        title: 'New: affiliate links with QR codes',
        content:
          '<p>In <strong>Account registration</strong> you can now create affiliate links: choose whether a link opens member or agent accounts, and share it as an address or as its QR code.</p><p>Everyone who registers through a link joins your team directly, and each link shows how many registered through it.</p>',
      },
      CN: {
        title: '新功能：带二维码的推广链接',
        content:
          '<p>现在可以在<strong>开户注册</strong>中创建推广链接：选择链接开设会员账户还是代理账户，并以网址或二维码的形式分享。</p><p>通过链接注册的用户都会直接加入您的团队，每个链接都会显示已注册的人数。</p>',
      },
      ID: {
        title: 'Baru: tautan afiliasi dengan kode QR',
        content:
          '<p>Di <strong>Pendaftaran akun</strong> kini Anda dapat membuat tautan afiliasi: pilih apakah tautan membuka akun member atau akun agen, lalu bagikan sebagai alamat atau kode QR.</p><p>Setiap orang yang mendaftar lewat tautan langsung bergabung dengan tim Anda, dan setiap tautan menampilkan jumlah pendaftar.</p>',
      },
      TH: {
        title: 'ใหม่: ลิงก์แนะนำพร้อมคิวอาร์โค้ด',
        content:
          '<p>ตอนนี้คุณสร้างลิงก์แนะนำได้ใน<strong>ลงทะเบียนบัญชี</strong>: เลือกว่าลิงก์จะเปิดบัญชีสมาชิกหรือบัญชีเอเจนต์ แล้วแชร์เป็นลิงก์หรือคิวอาร์โค้ด</p><p>ทุกคนที่สมัครผ่านลิงก์จะเข้าร่วมทีมของคุณโดยตรง และแต่ละลิงก์จะแสดงจำนวนผู้สมัคร</p>',
      },
      TY: {
        title: 'Bago: mga affiliate link na may QR code',
        content:
          '<p>Sa <strong>Pagrehistro ng account</strong> maaari ka nang gumawa ng mga affiliate link: piliin kung member o agent account ang bubuksan ng link, at ibahagi ito bilang address o bilang QR code.</p><p>Ang bawat magrehistro sa isang link ay direktang sasali sa iyong team, at ipinapakita ng bawat link kung ilan ang nagrehistro rito.</p>',
      },
      VI: {
        title: 'Mới: liên kết giới thiệu có mã QR',
        content:
          '<p>Giờ đây bạn có thể tạo liên kết giới thiệu trong <strong>Đăng ký tài khoản</strong>: chọn liên kết mở tài khoản thành viên hay tài khoản đại lý, rồi chia sẻ dưới dạng địa chỉ hoặc mã QR.</p><p>Mọi người đăng ký qua liên kết sẽ gia nhập trực tiếp vào đội của bạn, và mỗi liên kết hiển thị số người đã đăng ký.</p>',
      },
    },
  },
];
