/**
 * Seed steps of the discounts and the daily sign-in (README "Demo data"):
 * - discounts of site 1 in VND, USD, THB and RMB, titled and written in every language of SPEC §9,
 *   running from a day before until 30 days after the seed ran: a welcome bonus (the current
 *   pop-up, apply credits a bonus once), a slot rebate (nothing to apply for), a live casino
 *   weekend application for depositors (recorded for the operator); in VND also a sport offer for
 *   regular members, a lottery one and a card-game one; and per currency one pop-up that has
 *   already ended (the pop-up history), in VND also an ended card-game promotion (detail 102);
 * - the sign-in of each of those currencies open, with a 7-day reward table.
 * Idempotent (promotion codes, the seed step runs once).
 */
import type { CurrencyCode, GameTypeId } from '@site/shared/constants';
import type { DiscountApplyType, DiscountEligibility } from '@site/shared/contracts';
import type { Db } from '../db/client';
import { createDiscount } from '../modules/promotions/discounts';
import { saveSignInSetting } from '../modules/promotions/sign-in';
import { DEMO_SITE_ID, type SeedStep } from './step';
import { texts, type Texts } from './texts';

const DAY_MS = 86_400_000;

interface DiscountSeed {
  key: string;
  gtId: GameTypeId | null;
  title: Texts;
  content: Texts;
  popUp?: 1;
  eligibility?: DiscountEligibility;
  applyType?: DiscountApplyType;
  /** Days relative to the seed: [start, end]. */
  period?: [number, number];
  sort?: number;
}

const RUNNING: [number, number] = [-1, 30];
const ENDED: [number, number] = [-10, -2];

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** The welcome bonus of each currency, minor units. */
export const WELCOME_BONUS: Record<string, bigint> = { VND: 50_000n, USD: 500n, THB: 10_000n, RMB: 2_000n };

const COMMON: DiscountSeed[] = [
  {
    key: 'welcome',
    gtId: null,
    popUp: 1,
    applyType: 'bonus',
    sort: 1,
    title: texts({
      vi_VN: 'Thưởng chào mừng thành viên',
      en_US: 'Member welcome bonus',
      zh_CN: '会员欢迎彩金',
      zh_TW: '會員歡迎彩金',
      ko_KR: '회원 웰컴 보너스',
      ja_JP: '会員ウェルカムボーナス',
      th_TH: 'โบนัสต้อนรับสมาชิก',
      hi_IN: 'सदस्य वेलकम बोनस',
      my_MM: 'အဖွဲ့ဝင် ကြိုဆိုဘောနပ်စ်',
      ta_IN: 'உறுப்பினர் வரவேற்பு போனஸ்',
      bn_BD: 'সদস্য ওয়েলকাম বোনাস',
    }),
    content: texts({
      vi_VN: p(
        'Nhấn “Đăng ký nhận” để nhận ngay tiền thưởng vào ví chính.',
        'Mỗi thành viên chỉ nhận một lần. Áp dụng cho mọi trò chơi.',
      ),
      en_US: p(
        'Press “Apply” and the bonus goes straight into your main wallet.',
        'Once per member. Valid for every game.',
      ),
      zh_CN: p('点击“申请”，彩金立即存入您的主钱包。', '每位会员限领一次，适用于所有游戏。'),
      zh_TW: p('點擊「申請」，彩金立即存入您的主錢包。', '每位會員限領一次，適用於所有遊戲。'),
      ko_KR: p(
        '‘신청하기’를 누르면 보너스가 바로 메인 지갑에 지급됩니다.',
        '회원당 1회 한정, 모든 게임에 사용할 수 있습니다.',
      ),
      ja_JP: p(
        '「申し込む」を押すと、ボーナスがすぐにメインウォレットに入ります。',
        'お一人様1回限り。すべてのゲームでご利用いただけます。',
      ),
      th_TH: p('กด “สมัครเลย” แล้วโบนัสจะเข้ากระเป๋าหลักของคุณทันที', 'รับได้สมาชิกละหนึ่งครั้ง ใช้ได้กับทุกเกม'),
      hi_IN: p('“आवेदन करें” दबाएँ और बोनस सीधे आपके मुख्य वॉलेट में आ जाएगा।', 'हर सदस्य के लिए एक बार। सभी गेम पर मान्य।'),
      my_MM: p(
        '“လျှောက်ထားမည်” ကိုနှိပ်လိုက်သည်နှင့် ဘောနပ်စ်သည် သင့်ပင်မပိုက်ဆံအိတ်ထဲသို့ တိုက်ရိုက်ရောက်ရှိပါမည်။',
        'အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ်သာ။ ဂိမ်းအားလုံးတွင် အသုံးပြုနိုင်ပါသည်။',
      ),
      ta_IN: p(
        '“விண்ணப்பி” என்பதை அழுத்தியதும் போனஸ் நேராக உங்கள் முதன்மை வாலட்டுக்கு வரும்.',
        'ஒரு உறுப்பினருக்கு ஒருமுறை மட்டும். எல்லா விளையாட்டுகளுக்கும் செல்லும்.',
      ),
      bn_BD: p('“আবেদন করুন” চাপলেই বোনাস সরাসরি আপনার মূল ওয়ালেটে চলে যাবে।', 'প্রতি সদস্য একবার। সব গেমে প্রযোজ্য।'),
    }),
  },
  {
    key: 'slot-rebate',
    gtId: 2,
    sort: 2,
    title: texts({
      vi_VN: 'Hoàn trả slot 1,2% mỗi ngày',
      en_US: 'Daily 1.2% slot rebate',
      zh_CN: '电子游戏每日返水1.2%',
      zh_TW: '電子遊戲每日返水1.2%',
      ko_KR: '슬롯 매일 1.2% 리베이트',
      ja_JP: 'スロット毎日1.2%リベート',
      th_TH: 'คืนยอดเล่นสล็อต 1.2% ทุกวัน',
      hi_IN: 'स्लॉट पर रोज़ 1.2% रिबेट',
      my_MM: 'စလော့ နေ့စဉ် 1.2% ပြန်အမ်းငွေ',
      ta_IN: 'ஸ்லாட் தினசரி 1.2% ரிபேட்',
      bn_BD: 'স্লটে প্রতিদিন ১.২% রিবেট',
    }),
    content: texts({
      vi_VN: p('Tiền hoàn trả được tính tự động trên tổng cược slot mỗi ngày.', 'Không cần đăng ký.'),
      en_US: p('The rebate is worked out on your slot bets every day, automatically.', 'No need to apply.'),
      zh_CN: p('返水按每日电子游戏有效投注自动计算。', '无需申请。'),
      zh_TW: p('返水依每日電子遊戲有效投注自動計算。', '無需申請。'),
      ko_KR: p('리베이트는 매일 슬롯 베팅 금액을 기준으로 자동 계산됩니다.', '별도 신청이 필요 없습니다.'),
      ja_JP: p('リベートは毎日のスロットのベット額から自動で計算されます。', 'お申し込みは不要です。'),
      th_TH: p('ยอดคืนคำนวณจากยอดเดิมพันสล็อตของคุณโดยอัตโนมัติทุกวัน', 'ไม่ต้องสมัคร'),
      hi_IN: p('रिबेट की गणना हर दिन आपके स्लॉट दांव पर अपने आप होती है।', 'आवेदन की ज़रूरत नहीं।'),
      my_MM: p('ပြန်အမ်းငွေကို သင့်စလော့လောင်းကြေးများအပေါ် နေ့စဉ် အလိုအလျောက် တွက်ချက်ပါသည်။', 'လျှောက်ထားရန် မလိုပါ။'),
      ta_IN: p('உங்கள் ஸ்லாட் பந்தயங்களின் அடிப்படையில் ரிபேட் தினமும் தானாகக் கணக்கிடப்படும்.', 'விண்ணப்பிக்கத் தேவையில்லை.'),
      bn_BD: p('আপনার স্লট বাজির ওপর রিবেট প্রতিদিন স্বয়ংক্রিয়ভাবে হিসাব করা হয়।', 'আবেদনের দরকার নেই।'),
    }),
  },
  {
    key: 'live-weekend',
    gtId: 3,
    eligibility: 'depositors',
    applyType: 'request',
    sort: 3,
    title: texts({
      vi_VN: 'Hoàn tiền casino trực tuyến cuối tuần',
      en_US: 'Live casino weekend cashback',
      zh_CN: '真人娱乐周末返现',
      zh_TW: '真人娛樂週末返現',
      ko_KR: '라이브 카지노 주말 캐시백',
      ja_JP: 'ライブカジノ週末キャッシュバック',
      th_TH: 'เงินคืนคาสิโนสดช่วงสุดสัปดาห์',
      hi_IN: 'लाइव कैसीनो वीकेंड कैशबैक',
      my_MM: 'တိုက်ရိုက်ကာစီနို စနေ၊ တနင်္ဂနွေ ငွေပြန်အမ်း',
      ta_IN: 'லைவ் கேசினோ வார இறுதி கேஷ்பேக்',
      bn_BD: 'লাইভ ক্যাসিনো উইকেন্ড ক্যাশব্যাক',
    }),
    content: texts({
      vi_VN: p(
        'Dành cho thành viên đã nạp tiền thành công.',
        'Gửi đăng ký, bộ phận chăm sóc khách hàng sẽ xét duyệt trong 24 giờ.',
      ),
      en_US: p('For members with a successful deposit.', 'Send your application; we review it within 24 hours.'),
      zh_CN: p('适用于已成功存款的会员。', '提交申请后，客服将在24小时内审核。'),
      zh_TW: p('適用於已成功存款的會員。', '提交申請後，客服將在24小時內審核。'),
      ko_KR: p('입금에 성공한 회원 대상입니다.', '신청하시면 24시간 이내에 검토해 드립니다.'),
      ja_JP: p('入金が完了している会員様が対象です。', 'お申し込み後、24時間以内に審査いたします。'),
      th_TH: p('สำหรับสมาชิกที่ฝากเงินสำเร็จแล้ว', 'ส่งคำขอ แล้วเราจะตรวจสอบภายใน 24 ชั่วโมง'),
      hi_IN: p('सफल जमा करने वाले सदस्यों के लिए।', 'अपना आवेदन भेजें; हम 24 घंटे के भीतर उसकी समीक्षा करेंगे।'),
      my_MM: p('ငွေသွင်းမှု အောင်မြင်ပြီးသော အဖွဲ့ဝင်များအတွက်။', 'လျှောက်လွှာ ပေးပို့ပါ၊ ၂၄ နာရီအတွင်း စိစစ်ပေးပါမည်။'),
      ta_IN: p('வெற்றிகரமாக வைப்புச் செய்த உறுப்பினர்களுக்கு.', 'உங்கள் விண்ணப்பத்தை அனுப்புங்கள்; 24 மணி நேரத்திற்குள் பரிசீலிப்போம்.'),
      bn_BD: p('সফলভাবে জমা করেছেন এমন সদস্যদের জন্য।', 'আবেদন পাঠান; আমরা ২৪ ঘণ্টার মধ্যে তা যাচাই করব।'),
    }),
  },
  {
    key: 'popup-ended',
    gtId: null,
    popUp: 1,
    period: ENDED,
    title: texts({
      vi_VN: 'Lễ hội khai trương',
      en_US: 'Grand opening festival',
      zh_CN: '盛大开业庆典',
      zh_TW: '盛大開幕慶典',
      ko_KR: '그랜드 오픈 페스티벌',
      ja_JP: 'グランドオープン記念フェスティバル',
      th_TH: 'เทศกาลฉลองเปิดตัว',
      hi_IN: 'भव्य शुभारंभ उत्सव',
      my_MM: 'ဖွင့်ပွဲ အထိမ်းအမှတ် ပွဲတော်',
      ta_IN: 'பிரம்மாண்ட தொடக்க விழா',
      bn_BD: 'জমকালো উদ্বোধন উৎসব',
    }),
    content: texts({
      vi_VN: p('Chương trình khai trương đã kết thúc. Cảm ơn bạn đã tham gia!'),
      en_US: p('The opening festival has ended. Thank you for taking part!'),
      zh_CN: p('开业庆典活动已结束，感谢您的参与！'),
      zh_TW: p('開幕慶典活動已結束，感謝您的參與！'),
      ko_KR: p('오픈 페스티벌이 종료되었습니다. 참여해 주셔서 감사합니다!'),
      ja_JP: p('オープン記念フェスティバルは終了しました。ご参加ありがとうございました！'),
      th_TH: p('เทศกาลฉลองเปิดตัวสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก!'),
      hi_IN: p('शुभारंभ उत्सव समाप्त हो गया है। भाग लेने के लिए धन्यवाद!'),
      my_MM: p('ဖွင့်ပွဲ အထိမ်းအမှတ် ပွဲတော် ပြီးဆုံးသွားပါပြီ။ ပါဝင်ခဲ့သည့်အတွက် ကျေးဇူးတင်ပါသည်!'),
      ta_IN: p('தொடக்க விழா நிறைவடைந்தது. பங்கேற்றதற்கு நன்றி!'),
      bn_BD: p('উদ্বোধন উৎসব শেষ হয়েছে। অংশ নেওয়ার জন্য ধন্যবাদ!'),
    }),
  },
];

const VND_ONLY: DiscountSeed[] = [
  {
    key: 'sport-first-bet',
    gtId: 4,
    eligibility: 'regular_members',
    applyType: 'request',
    sort: 4,
    title: texts({
      vi_VN: 'Bảo hiểm cược thể thao đầu tiên',
      en_US: 'First sports bet insurance',
      zh_CN: '体育首注保险',
      zh_TW: '體育首注保險',
      ko_KR: '스포츠 첫 베팅 보험',
      ja_JP: 'スポーツ初回ベット保険',
      th_TH: 'ประกันเดิมพันกีฬาครั้งแรก',
      hi_IN: 'पहले स्पोर्ट्स दांव का बीमा',
      my_MM: 'ပထမဆုံး အားကစားလောင်းကြေး အာမခံ',
      ta_IN: 'முதல் விளையாட்டுப் பந்தயக் காப்பீடு',
      bn_BD: 'প্রথম স্পোর্টস বাজির বিমা',
    }),
    content: texts({
      vi_VN: p('Cược thể thao đầu tiên thua sẽ được hoàn lại tối đa 500.000 ₫.', 'Không áp dụng cho đại lý.'),
      en_US: p('Lose your first sports bet and get up to ₫500,000 back.', 'Not for agents.'),
      zh_CN: p('首笔体育投注若输，最高返还500,000越南盾。', '代理不适用。'),
      zh_TW: p('首筆體育投注若輸，最高返還500,000越南盾。', '代理不適用。'),
      ko_KR: p('첫 스포츠 베팅에서 지면 최대 ₫500,000을 돌려드립니다.', '에이전트는 제외됩니다.'),
      ja_JP: p('初回のスポーツベットが外れたら、最大₫500,000を払い戻します。', 'エージェントは対象外です。'),
      th_TH: p('เดิมพันกีฬาครั้งแรกเสีย รับเงินคืนสูงสุด ₫500,000', 'ไม่รวมตัวแทน'),
      hi_IN: p('पहला स्पोर्ट्स दांव हारने पर ₫5,00,000 तक वापस पाएँ।', 'एजेंटों के लिए नहीं।'),
      my_MM: p('ပထမဆုံး အားကစားလောင်းကြေး ရှုံးပါက ₫500,000 အထိ ပြန်ရပါမည်။', 'ကိုယ်စားလှယ်များ မပါဝင်ပါ။'),
      ta_IN: p('உங்கள் முதல் விளையாட்டுப் பந்தயத்தில் தோற்றால் ₫500,000 வரை திரும்பப் பெறுங்கள்.', 'முகவர்களுக்குப் பொருந்தாது.'),
      bn_BD: p('প্রথম স্পোর্টস বাজিতে হারলে ₫৫,০০,০০০ পর্যন্ত ফেরত পান।', 'এজেন্টদের জন্য নয়।'),
    }),
  },
  {
    key: 'lottery-lucky',
    gtId: 5,
    sort: 5,
    title: texts({
      vi_VN: 'Xổ số may mắn x2',
      en_US: 'Lucky lottery double',
      zh_CN: '彩票幸运翻倍',
      zh_TW: '彩票幸運翻倍',
      ko_KR: '행운의 로또 더블',
      ja_JP: 'ラッキー宝くじ2倍',
      th_TH: 'หวยนำโชคคูณสอง',
      hi_IN: 'लकी लॉटरी डबल',
      my_MM: 'ကံကောင်းထီ နှစ်ဆ',
      ta_IN: 'அதிர்ஷ்ட லாட்டரி இரட்டிப்பு',
      bn_BD: 'লাকি লটারি ডাবল',
    }),
    content: texts({
      vi_VN: p('Trúng giải đặc biệt vào thứ Bảy được nhân đôi tiền thưởng.'),
      en_US: p('Hit the jackpot number on a Saturday and your prize is doubled.'),
      zh_CN: p('周六中特别奖，奖金翻倍。'),
      zh_TW: p('週六中特別獎，獎金翻倍。'),
      ko_KR: p('토요일에 특별상 번호를 맞히면 당첨금이 두 배가 됩니다.'),
      ja_JP: p('土曜日に特別賞の番号が当たれば、賞金が2倍になります。'),
      th_TH: p('ถูกรางวัลใหญ่ในวันเสาร์ รับเงินรางวัลเป็นสองเท่า'),
      hi_IN: p('शनिवार को जैकपॉट नंबर लगे तो इनाम दोगुना।'),
      my_MM: p('စနေနေ့တွင် ဂျက်ပေါ့နံပါတ် ပေါက်ပါက ဆုငွေ နှစ်ဆ ရရှိပါမည်။'),
      ta_IN: p('சனிக்கிழமை ஜாக்பாட் எண் விழுந்தால் உங்கள் பரிசு இரட்டிப்பாகும்.'),
      bn_BD: p('শনিবারে জ্যাকপট নম্বর মিললে পুরস্কার হবে দ্বিগুণ।'),
    }),
  },
  {
    key: 'chess-ended',
    gtId: 6,
    period: ENDED,
    title: texts({
      vi_VN: 'Giải đấu bài tháng trước',
      en_US: "Last month's card tournament",
      zh_CN: '上月棋牌锦标赛',
      zh_TW: '上月棋牌錦標賽',
      ko_KR: '지난달 카드 게임 토너먼트',
      ja_JP: '先月のカードゲームトーナメント',
      th_TH: 'ทัวร์นาเมนต์เกมไพ่เดือนที่แล้ว',
      hi_IN: 'पिछले महीने का कार्ड टूर्नामेंट',
      my_MM: 'ပြီးခဲ့သောလ ဖဲပြိုင်ပွဲ',
      ta_IN: 'கடந்த மாதச் சீட்டாட்டப் போட்டி',
      bn_BD: 'গত মাসের কার্ড টুর্নামেন্ট',
    }),
    content: texts({
      vi_VN: p('Giải đấu đã kết thúc.'),
      en_US: p('The tournament has ended.'),
      zh_CN: p('锦标赛已结束。'),
      zh_TW: p('錦標賽已結束。'),
      ko_KR: p('토너먼트가 종료되었습니다.'),
      ja_JP: p('トーナメントは終了しました。'),
      th_TH: p('ทัวร์นาเมนต์สิ้นสุดแล้ว'),
      hi_IN: p('टूर्नामेंट समाप्त हो गया है।'),
      my_MM: p('ပြိုင်ပွဲ ပြီးဆုံးသွားပါပြီ။'),
      ta_IN: p('போட்டி முடிந்துவிட்டது.'),
      bn_BD: p('টুর্নামেন্ট শেষ হয়েছে।'),
    }),
  },
];

/** The seeded discounts per currency (VND has the most). */
export const DISCOUNT_SEEDS: Record<string, DiscountSeed[]> = {
  VND: [...COMMON, ...VND_ONLY],
  USD: COMMON,
  THB: COMMON,
  RMB: COMMON,
};

export const discountSeedCode = (currency: string, key: string) => `seed:${currency}:${key}`;

async function seedDiscounts(db: Db) {
  const now = Date.now();
  for (const [currency, seeds] of Object.entries(DISCOUNT_SEEDS)) {
    for (const s of seeds) {
      const [from, to] = s.period ?? RUNNING;
      const applyType = s.applyType ?? 'none';
      await createDiscount(
        db,
        {
          code: discountSeedCode(currency, s.key),
          siteId: DEMO_SITE_ID,
          currency,
          gtId: s.gtId,
          title: s.title,
          content: s.content,
          startsAt: new Date(now + from * DAY_MS),
          endsAt: new Date(now + to * DAY_MS),
          popUp: s.popUp ?? 0,
          eligibility: s.eligibility ?? 'all',
          applyType,
          bonus: applyType === 'bonus' ? WELCOME_BONUS[currency]! : null,
          sort: s.sort ?? 0,
        },
        new Date(now),
      );
    }
  }
}

/** The 7-day sign-in tables, minor units (VND has none; the others 2 digits). */
export const SIGN_IN_SEEDS: Partial<Record<CurrencyCode, bigint[]>> = {
  VND: [1_000n, 2_000n, 3_000n, 5_000n, 8_000n, 10_000n, 20_000n],
  USD: [10n, 20n, 30n, 50n, 80n, 100n, 200n],
  THB: [100n, 200n, 300n, 500n, 800n, 1_000n, 2_000n],
  RMB: [50n, 100n, 150n, 200n, 300n, 500n, 1_000n],
};

async function seedSignIn(db: Db) {
  for (const [currency, rewards] of Object.entries(SIGN_IN_SEEDS)) {
    await saveSignInSetting(db, { siteId: DEMO_SITE_ID, currency, open: 1, rewards }, new Date());
  }
}

export const DISCOUNT_SEED_STEPS: SeedStep[] = [
  { key: 'discounts', version: 1, run: (db) => seedDiscounts(db) },
  { key: 'sign-in', version: 1, run: (db) => seedSignIn(db) },
];
