/**
 * Demo data (README "Demo accounts"): the members that reach each login path of SPEC §8,
 * the site's address rules, per-currency settings, register settings, agent domain, letters and
 * content. Each step runs once (seed_meta); new data is a new step.
 */
import { eq } from 'drizzle-orm';
import type { CurrencyCode, LanguageCode } from '@site/shared/constants';
import { formatMoney } from '@site/shared/money';
import type { Db } from '../db/client';
import {
  agentDomains,
  announcements,
  blacklist,
  brands,
  bulletins,
  carouselPictures,
  ipRules,
  letters,
  memberDevices,
  members,
  registerSettings,
  siteContents,
  siteCurrencies,
} from '../db/schema';
import { ensureAccount } from '../modules/ledger/ledger';
import { OFFICIAL_SPONSOR } from './content-pages';
import { DEMO_SITE_ID, type SeedContext, type SeedStep } from './step';
import { SEED_LANGUAGES, texts, type Texts } from './texts';

/** Security data laid over the first demo members (double validation answers, withdraw passwords). */
const SECURITY_UPDATES: Record<string, { withdraw?: string; fields: Partial<typeof members.$inferInsert> }> = {
  demo01: {
    withdraw: '1234',
    fields: {
      identityId: '079088001111',
      recommendCode: 'SAOVANG1',
      contacts: { member_zalo: 'an.nguyen', member_telegram: '@annguyen' },
    },
  },
  agent01: {
    withdraw: '9999',
    fields: { recommendCode: 'AGENT01VIP', memberPhone: '0933333333', memberEmail: 'agent01@example.com' },
  },
  demo02: { withdraw: '4321', fields: { memberPhone: '2025550143' } },
};

interface SecurityMember {
  account: string;
  currency: CurrencyCode;
  withdraw?: string;
  fields: Partial<typeof members.$inferInsert>;
  /** Devices already known (SPEC §8 login 107 is not asked from these). */
  knownDevices?: string[];
}

/** New demo members of the login paths of SPEC §8 (password demo1234). */
export const SECURITY_MEMBERS: SecurityMember[] = [
  {
    // Double validation on: from udid demo-device-01 logs straight in, from anything else 107.
    account: 'device01',
    currency: 'VND',
    withdraw: '1357',
    fields: {
      doubleValidation: 1,
      memberName: 'Lê Minh Châu',
      memberPhone: '0912345678',
      memberEmail: 'device01@example.com',
      identityId: '079090001234',
    },
    knownDevices: ['udid:demo-device-01'],
  },
  {
    // A transferred account: login answers 802 until vx/verify + vx/reset.
    account: 'transfer01',
    currency: 'VND',
    withdraw: '2468',
    fields: {
      transferValidation: 1,
      memberName: 'Phạm Quốc Dũng',
      memberPhone: '0987654321',
      memberEmail: 'transfer01@example.com',
    },
  },
  {
    // May log in only from 10.20.30.40 (login 106 elsewhere).
    account: 'iplock01',
    currency: 'VND',
    fields: { allowedIps: ['10.20.30.40'], memberName: 'Võ Thị Hoa' },
  },
  {
    // A second agent, not active yet (apply_for_agent/check 102), with a disabled recommend code (110).
    account: 'agent02',
    currency: 'USD',
    fields: {
      memberType: 2,
      isAgent: 1,
      agentActive: 0,
      agentType: 1,
      agentLevel: 2,
      recommendCode: 'OLDCODE1',
      recommendStatus: 0,
    },
  },
];

async function seedMemberSecurity(db: Db, ctx: SeedContext) {
  for (const [account, update] of Object.entries(SECURITY_UPDATES)) {
    const withdrawPasswordHash = update.withdraw ? await ctx.hash(update.withdraw) : undefined;
    await db
      .update(members)
      .set({ ...update.fields, ...(withdrawPasswordHash ? { withdrawPasswordHash } : {}) })
      .where(eq(members.accountKey, account));
  }
  for (const m of SECURITY_MEMBERS) {
    const [row] = await db
      .insert(members)
      .values({
        siteId: DEMO_SITE_ID,
        account: m.account,
        accountKey: m.account.toLowerCase(),
        passwordHash: ctx.passwordHashes.get(m.account)!,
        currency: m.currency,
        withdrawPasswordHash: m.withdraw ? await ctx.hash(m.withdraw) : null,
        ...m.fields,
      })
      .returning({ id: members.id });
    await ensureAccount(db, { kind: 'member_main', memberId: row!.id, currency: m.currency });
    for (const deviceKey of m.knownDevices ?? [])
      await db.insert(memberDevices).values({ memberId: row!.id, deviceKey });
  }
  // SPEC §8 login 201 (blacklisted addresses) and 202 (a region the site does not serve).
  await db.insert(ipRules).values([
    { siteId: DEMO_SITE_ID, prefix: '10.66.', kind: 'blacklist', note: 'demo: blocked range' },
    { siteId: DEMO_SITE_ID, prefix: '10.77.', kind: 'region', note: 'demo: region not served' },
  ]);
}

/** The currencies of the demo site (VND the default) and what each offers. */
export const DEMO_CURRENCIES: Array<typeof siteCurrencies.$inferInsert> = [
  {
    siteId: DEMO_SITE_ID,
    currency: 'VND',
    isFriend: 1,
    recommendOpen: 1,
    cashSurplus: 1,
    smsCredits: 100_000,
    smsVerifySeconds: 120,
    agentLevelNames: { 1: 'Đại lý cấp 1', 2: 'Đại lý cấp 2', 3: 'Đại lý cấp 3' },
  },
  {
    siteId: DEMO_SITE_ID,
    currency: 'RMB',
    isFriend: 1,
    recommendOpen: 0,
    cashSurplus: 0,
    smsCredits: 100_000,
    smsVerifySeconds: 90,
    agentLevelNames: { 1: '一级代理', 2: '二级代理', 3: '三级代理' },
  },
  {
    siteId: DEMO_SITE_ID,
    currency: 'USD',
    isFriend: 1,
    recommendOpen: 1,
    cashSurplus: 0,
    smsCredits: 100_000,
    smsVerifySeconds: 60,
    agentLevelNames: { 1: 'Level 1 agent', 2: 'Level 2 agent', 3: 'Level 3 agent' },
  },
  {
    // No SMS credits left: SPEC §8 SMS 103.
    siteId: DEMO_SITE_ID,
    currency: 'THB',
    isFriend: 0,
    recommendOpen: 1,
    cashSurplus: 0,
    smsCredits: 0,
    smsVerifySeconds: 60,
    agentLevelNames: { 1: 'ตัวแทนระดับ 1', 2: 'ตัวแทนระดับ 2' },
  },
];

type Flags = Partial<Record<'d' | 'r' | 'u' | 'c' | 'v' | 'cv', 0 | 1>>;
/** Register settings per currency: d display, r required, u unique, c member centre, v verification, cv centre verification. */
const REGISTER_FIELDS: Record<string, Record<string, Flags>> = {
  // VND: phone with SMS verification, a single-word name, identity id unique.
  VND: {
    member_currency: { d: 1 },
    member_account: { d: 1, r: 1, u: 1 },
    password: { d: 1, r: 1 },
    member_confirm_password: { d: 1, r: 1 },
    member_name: { d: 1, r: 1, u: 1, c: 1 },
    member_email: { d: 1, u: 1, c: 1 },
    member_phone: { d: 1, r: 1, u: 1, c: 1, v: 1, cv: 1 },
    member_birthday: { d: 1, c: 1 },
    member_zalo: { d: 1, c: 1 },
    member_telegram: { d: 1, c: 1 },
    identity_id: { d: 1, u: 1, c: 1 },
    withdraw_password: { d: 1, r: 1 },
    member_captcha: { d: 1, r: 1 },
  },
  // RMB: Chinese names, QQ and WeChat.
  RMB: {
    member_currency: { d: 1 },
    member_account: { d: 1, r: 1, u: 1 },
    password: { d: 1, r: 1 },
    member_confirm_password: { d: 1, r: 1 },
    member_name: { d: 1, r: 1, c: 1 },
    member_phone: { d: 1, u: 1, c: 1 },
    member_qq: { d: 1, c: 1 },
    member_wechat: { d: 1, r: 1, c: 1 },
    withdraw_password: { d: 1 },
    member_captcha: { d: 1, r: 1 },
  },
  // USD: every contact field, email required and unique, no captcha.
  USD: {
    member_currency: { d: 1 },
    member_account: { d: 1, r: 1, u: 1 },
    password: { d: 1, r: 1 },
    member_email: { d: 1, r: 1, u: 1, c: 1 },
    member_name: { d: 1 },
    member_phone: { d: 1, c: 1 },
    member_birthday: { d: 1, r: 1 },
    member_qq: { d: 1 },
    member_skype: { d: 1 },
    member_line: { d: 1 },
    member_wechat: { d: 1 },
    member_zalo: { d: 1 },
    member_fb: { d: 1 },
    member_telegram: { d: 1 },
    member_whats_app: { d: 1 },
    identity_id: { d: 1, u: 1 },
  },
  // THB: phone verification on, but no SMS credits (SPEC §8 SMS 103).
  THB: {
    member_currency: { d: 1 },
    member_account: { d: 1, r: 1, u: 1 },
    password: { d: 1, r: 1 },
    member_confirm_password: { d: 1, r: 1 },
    member_phone: { d: 1, r: 1, u: 1, v: 1 },
    member_captcha: { d: 1, r: 1 },
  },
  // WON is configured but not open ("currency not yet open", SPEC §2).
  WON: { member_currency: { d: 0 } },
};

/** The terms of service a visitor accepts at sign-up (SPEC §3 service agreement), in every language. */
export const SERVICE_AGREEMENT = {
  title: texts({
    zh_TW: '服務條款',
    zh_CN: '服务条款',
    en_US: 'Terms of service',
    vi_VN: 'Điều khoản dịch vụ',
    ko_KR: '서비스 이용약관',
    ja_JP: '利用規約',
    th_TH: 'ข้อกำหนดการให้บริการ',
    hi_IN: 'सेवा की शर्तें',
    my_MM: 'ဝန်ဆောင်မှုဆိုင်ရာ စည်းမျဉ်းများ',
    ta_IN: 'சேவை விதிமுறைகள்',
    bn_BD: 'পরিষেবার শর্তাবলি',
  }),
  content: texts({
    zh_TW: '會員須年滿18歲。每人僅限一個帳戶。所有交易均有紀錄並可能受到審核。',
    zh_CN: '会员须年满18岁。每人仅限一个账户。所有交易均有记录并可能被审核。',
    en_US: 'Members must be 18 or older. One account per person. Every transaction is recorded and may be reviewed.',
    vi_VN:
      'Thành viên phải đủ 18 tuổi. Mỗi người chỉ được mở một tài khoản. Mọi giao dịch được ghi nhận và có thể bị kiểm tra.',
    ko_KR:
      '회원은 만 18세 이상이어야 합니다. 계정은 1인당 하나만 개설할 수 있습니다. 모든 거래는 기록되며 검토될 수 있습니다.',
    ja_JP:
      '会員は18歳以上に限ります。アカウントはお一人様1つまでです。すべての取引は記録され、審査される場合があります。',
    th_TH: 'สมาชิกต้องมีอายุ 18 ปีขึ้นไป หนึ่งคนเปิดบัญชีได้เพียงหนึ่งบัญชี ทุกธุรกรรมจะถูกบันทึกไว้และอาจได้รับการตรวจสอบ',
    hi_IN:
      'सदस्यों की आयु 18 वर्ष या उससे अधिक होनी चाहिए। प्रति व्यक्ति केवल एक खाता खोला जा सकता है। हर लेन-देन दर्ज किया जाता है और उसकी समीक्षा की जा सकती है।',
    my_MM: 'အဖွဲ့ဝင်များသည် အသက် ၁၈ နှစ်နှင့်အထက် ဖြစ်ရပါမည်။ တစ်ဦးလျှင် အကောင့်တစ်ခုသာ ဖွင့်ခွင့်ရှိပါသည်။ ငွေပေးငွေယူမှုတိုင်းကို မှတ်တမ်းတင်ထားပြီး စစ်ဆေးနိုင်ပါသည်။',
    ta_IN:
      'உறுப்பினர்கள் 18 வயது அல்லது அதற்கு மேற்பட்டவர்களாக இருக்க வேண்டும். ஒருவருக்கு ஒரு கணக்கு மட்டுமே அனுமதிக்கப்படும். ஒவ்வொரு பரிவர்த்தனையும் பதிவு செய்யப்படுகிறது, அது மதிப்பாய்வு செய்யப்படலாம்.',
    bn_BD:
      'সদস্যদের বয়স অবশ্যই ১৮ বছর বা তার বেশি হতে হবে। প্রতি ব্যক্তি কেবল একটি অ্যাকাউন্ট খুলতে পারবেন। প্রতিটি লেনদেন রেকর্ড করা হয় এবং তা পর্যালোচনা করা হতে পারে।',
  }),
};

/**
 * The order the agreements are listed in: the three first seeded keep their places (the site's own
 * language first), the others follow in SPEC §9 order.
 */
const AGREEMENT_ORDER: readonly LanguageCode[] = [
  'vi_VN',
  'en_US',
  'zh_CN',
  ...SEED_LANGUAGES.filter((l) => !['vi_VN', 'en_US', 'zh_CN'].includes(l)),
];

/** The service agreement entries of `languages`, each with its place in AGREEMENT_ORDER. */
export const serviceAgreementRows = (languages: readonly LanguageCode[]) =>
  AGREEMENT_ORDER.filter((l) => languages.includes(l)).map((language) => ({
    siteId: DEMO_SITE_ID,
    kind: 'service_agreement',
    language,
    sort: AGREEMENT_ORDER.indexOf(language) + 1,
    data: { title: SERVICE_AGREEMENT.title[language], content: SERVICE_AGREEMENT.content[language] },
  }));

async function seedRegistration(db: Db) {
  const rows = Object.entries(REGISTER_FIELDS).flatMap(([currency, fields]) =>
    Object.entries(fields).map(([name, f], i) => ({
      siteId: DEMO_SITE_ID,
      currency,
      name,
      sort: i + 1,
      isDisplay: f.d ?? 0,
      isRequired: f.r ?? 0,
      isUnique: f.u ?? 0,
      isMemberCenter: f.c ?? 0,
      isVerification: f.v ?? 0,
      isMemberCenterVerification: f.cv ?? 0,
    })),
  );
  await db.insert(registerSettings).values(rows);
  const [agent] = await db.select({ id: members.id }).from(members).where(eq(members.accountKey, 'agent01'));
  await db.insert(agentDomains).values([
    // SPEC §6: registering on this host locks currency VND and agent agent01.
    { siteId: DEMO_SITE_ID, host: 'agent01.saovang.local', agentId: agent!.id, currency: 'VND' },
    // An agent domain whose agent is no longer an agent member (SPEC §8 register 222).
    { siteId: DEMO_SITE_ID, host: 'old-agent.saovang.local', agentId: 999_999, currency: 'VND' },
  ]);
  // A recommend code whose owner is frozen (SPEC §8 register 109).
  await db.update(members).set({ recommendCode: 'FROZEN01' }).where(eq(members.accountKey, 'frozen01'));
  await db.insert(blacklist).values([
    { siteId: DEMO_SITE_ID, kind: 'name', value: 'Admin' },
    { siteId: DEMO_SITE_ID, kind: 'email', value: 'spam@example.com' },
    { siteId: DEMO_SITE_ID, kind: 'phone', value: '0999999999' },
  ]);
  await db.insert(siteContents).values(serviceAgreementRows(SEED_LANGUAGES));
}

/** A VND amount (major units) as a Vietnamese text writes it, by the formatter the pages use: '1.000.000 ₫'. */
const viVnd = (major: number) => formatMoney(major, 'VND', { locale: 'vi_VN' });

/** Letters in every language (SPEC §3, §9), for the members who log in most in the demo. */
export const LETTERS: Record<LanguageCode, Array<[string, string]>> = {
  vi_VN: [
    ['Chào mừng thành viên mới', 'Cảm ơn bạn đã đăng ký. Chúc bạn có những giây phút giải trí vui vẻ!'],
    ['Khuyến mãi nạp lần đầu', `Nạp lần đầu trong tuần này để nhận thưởng 50% tối đa ${viVnd(1_000_000)}.`],
    ['Bảo trì hệ thống', 'Hệ thống sẽ bảo trì từ 02:00 đến 04:00 sáng thứ Hai. Xin cảm ơn bạn đã thông cảm.'],
  ],
  en_US: [
    ['Welcome aboard', 'Thank you for joining. Have a great time!'],
    ['First deposit bonus', 'Make your first deposit this week to get a 50% bonus.'],
    ['System maintenance', 'Maintenance runs from 02:00 to 04:00 on Monday. Thank you for your patience.'],
  ],
  zh_CN: [
    ['欢迎加入', '感谢您的注册，祝您游戏愉快！'],
    ['首存优惠', '本周首次存款即可获得50%奖金。'],
    ['系统维护通知', '系统将于周一凌晨2点至4点进行维护，敬请谅解。'],
  ],
  zh_TW: [
    ['歡迎加入', '感謝您的註冊，祝您遊戲愉快！'],
    ['首存優惠', '本週首次存款即可獲得50%獎金。'],
    ['系統維護通知', '系統將於週一凌晨2點至4點進行維護，敬請見諒。'],
  ],
  ko_KR: [
    ['회원이 되신 것을 환영합니다', '가입해 주셔서 감사합니다. 즐거운 시간 보내세요!'],
    ['첫 입금 보너스', '이번 주에 첫 입금을 하시면 50% 보너스를 드립니다.'],
    ['시스템 점검 안내', '월요일 02:00부터 04:00까지 시스템 점검이 진행됩니다. 양해해 주셔서 감사합니다.'],
  ],
  ja_JP: [
    ['ご入会を心より歓迎いたします', 'ご登録ありがとうございます。どうぞお楽しみください！'],
    ['初回入金ボーナス', '今週中に初回入金をすると、50%のボーナスがもらえます。'],
    [
      'システムメンテナンスのお知らせ',
      '月曜日の02:00から04:00までメンテナンスを行います。ご理解のほどよろしくお願いいたします。',
    ],
  ],
  th_TH: [
    ['ยินดีต้อนรับสมาชิกใหม่', 'ขอบคุณที่สมัครสมาชิก ขอให้สนุกกับการเล่น!'],
    ['โบนัสฝากครั้งแรก', 'ฝากเงินครั้งแรกภายในสัปดาห์นี้ รับโบนัส 50%'],
    ['ปิดปรับปรุงระบบ', 'ระบบจะปิดปรับปรุงในวันจันทร์ เวลา 02:00 ถึง 04:00 น. ขออภัยในความไม่สะดวก'],
  ],
  hi_IN: [
    ['आपका हार्दिक स्वागत है', 'जुड़ने के लिए धन्यवाद। खूब मज़े करें!'],
    ['पहली जमा पर बोनस', 'इस हफ़्ते अपनी पहली जमा करें और 50% बोनस पाएँ।'],
    ['सिस्टम रखरखाव', 'सोमवार को 02:00 से 04:00 बजे तक रखरखाव चलेगा। धैर्य रखने के लिए धन्यवाद।'],
  ],
  my_MM: [
    ['အဖွဲ့ဝင်သစ်အဖြစ် ကြိုဆိုပါသည်', 'စာရင်းသွင်းသည့်အတွက် ကျေးဇူးတင်ပါသည်။ ပျော်ရွှင်စွာ ကစားနိုင်ပါစေ!'],
    ['ပထမအကြိမ် ငွေသွင်းဘောနပ်စ်', 'ဤအပတ်အတွင်း ပထမဆုံးအကြိမ် ငွေသွင်းပြီး 50% ဘောနပ်စ် ရယူပါ။'],
    ['စနစ်ပြုပြင်ထိန်းသိမ်းမှု', 'တနင်္လာနေ့ 02:00 မှ 04:00 အထိ စနစ်ပြုပြင်ထိန်းသိမ်းမှု ပြုလုပ်ပါမည်။ စောင့်ဆိုင်းပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။'],
  ],
  ta_IN: [
    ['உங்களை அன்புடன் வரவேற்கிறோம்', 'இணைந்ததற்கு நன்றி. மகிழ்ச்சியாக விளையாடுங்கள்!'],
    ['முதல் வைப்பு போனஸ்', 'இந்த வாரம் உங்கள் முதல் வைப்பைச் செய்து 50% போனஸ் பெறுங்கள்.'],
    ['கணினி பராமரிப்பு', 'திங்கள்கிழமை 02:00 முதல் 04:00 வரை பராமரிப்பு நடைபெறும். உங்கள் பொறுமைக்கு நன்றி.'],
  ],
  bn_BD: [
    ['নতুন সদস্য হিসেবে স্বাগতম', 'যোগ দেওয়ার জন্য ধন্যবাদ। দারুণ সময় কাটান!'],
    ['প্রথম জমা বোনাস', 'এই সপ্তাহে প্রথম জমা করুন আর পান ৫০% বোনাস।'],
    ['সিস্টেম রক্ষণাবেক্ষণ', 'সোমবার ০২:০০ থেকে ০৪:০০ পর্যন্ত রক্ষণাবেক্ষণ চলবে। ধৈর্য ধরার জন্য ধন্যবাদ।'],
  ],
};
export const LETTER_ACCOUNTS = [
  'demo01',
  'demo02',
  'demo03',
  'demo04',
  'agent01',
  'device01',
  'firstlogin01',
  'verify01',
];

/** The letters of one demo member in the given languages (the first of each language read). */
export const letterRows = (memberId: number, languages: readonly LanguageCode[]) =>
  languages.flatMap((language) =>
    LETTERS[language].map(([title, content], i) => ({
      memberId,
      language,
      title,
      content,
      isRead: i === 0 ? 1 : 0,
      createdAt: new Date(Date.UTC(2025, 0, 10 + i)),
    })),
  );

async function seedLetters(db: Db) {
  const rows = await db.select({ id: members.id, account: members.accountKey }).from(members);
  const ids = rows.filter((r) => LETTER_ACCOUNTS.includes(r.account));
  await db.insert(letters).values(ids.flatMap((m) => letterRows(m.id, SEED_LANGUAGES)));
}

/** The pop-up bulletins' texts (HTML bodies): the opening one, the deposit page's, the member offer. */
export const BULLETIN_TEXTS = {
  opening: {
    title: texts({
      vi_VN: 'Thông báo khai trương',
      en_US: 'Grand opening',
      zh_CN: '盛大开业',
      zh_TW: '盛大開幕',
      ko_KR: '그랜드 오픈',
      ja_JP: 'グランドオープン',
      th_TH: 'แกรนด์โอเพนนิ่ง',
      hi_IN: 'भव्य शुभारंभ',
      my_MM: 'ခမ်းနားစွာ ဖွင့်လှစ်ခြင်း',
      ta_IN: 'பிரம்மாண்ட தொடக்கம்',
      bn_BD: 'জমকালো উদ্বোধন',
    }),
    content: texts({
      vi_VN: `<p>Chào mừng bạn! Nhận ngay <b>${viVnd(88_000)}</b> khi đăng ký.</p>`,
      en_US: '<p>Welcome! Get a <b>sign-up bonus</b> today.</p>',
      zh_CN: '<p>欢迎！注册即送<b>奖金</b>。</p>',
      zh_TW: '<p>歡迎！註冊即送<b>獎金</b>。</p>',
      ko_KR: '<p>환영합니다! 오늘 가입하고 <b>가입 보너스</b>를 받으세요.</p>',
      ja_JP: '<p>ようこそ！今なら<b>登録ボーナス</b>がもらえます。</p>',
      th_TH: '<p>ยินดีต้อนรับ! รับ<b>โบนัสสมัครสมาชิก</b>ได้เลยวันนี้</p>',
      hi_IN: '<p>स्वागत है! आज ही <b>साइन-अप बोनस</b> पाएँ।</p>',
      my_MM: '<p>ကြိုဆိုပါသည်! ယနေ့ပင် <b>စာရင်းသွင်းဘောနပ်စ်</b> ရယူပါ။</p>',
      ta_IN: '<p>வரவேற்கிறோம்! இன்றே <b>பதிவு போனஸ்</b> பெறுங்கள்.</p>',
      bn_BD: '<p>স্বাগতম! আজই নিন <b>সাইন-আপ বোনাস</b>।</p>',
    }),
  },
  deposit: {
    title: texts({
      vi_VN: 'Nạp tiền nhanh',
      en_US: 'Fast deposits',
      zh_CN: '快速存款',
      zh_TW: '快速存款',
      ko_KR: '빠른 입금',
      ja_JP: 'スピード入金',
      th_TH: 'ฝากเงินรวดเร็ว',
      hi_IN: 'तेज़ जमा',
      my_MM: 'မြန်ဆန်သော ငွေသွင်း',
      ta_IN: 'விரைவான வைப்பு',
      bn_BD: 'দ্রুত জমা',
    }),
    content: texts({
      vi_VN: '<p>Nạp qua ngân hàng nội địa được xử lý trong 3 phút.</p>',
      en_US: '<p>Local bank deposits are credited within 3 minutes.</p>',
      zh_CN: '<p>本地银行存款3分钟内到账。</p>',
      zh_TW: '<p>本地銀行存款3分鐘內入帳。</p>',
      ko_KR: '<p>현지 은행 입금은 3분 이내에 반영됩니다.</p>',
      ja_JP: '<p>現地銀行からの入金は3分以内に反映されます。</p>',
      th_TH: '<p>ฝากผ่านธนาคารในประเทศ เงินเข้าภายใน 3 นาที</p>',
      hi_IN: '<p>स्थानीय बैंक से की गई जमा 3 मिनट में खाते में आ जाती है।</p>',
      my_MM: '<p>ပြည်တွင်းဘဏ်မှ ငွေသွင်းမှုများ ၃ မိနစ်အတွင်း ရောက်ရှိပါသည်။</p>',
      ta_IN: '<p>உள்ளூர் வங்கி வைப்புகள் 3 நிமிடங்களுக்குள் வரவு வைக்கப்படும்.</p>',
      bn_BD: '<p>স্থানীয় ব্যাংকের জমা ৩ মিনিটের মধ্যে অ্যাকাউন্টে যোগ হয়।</p>',
    }),
  },
  memberOffer: {
    title: texts({
      vi_VN: 'Ưu đãi thành viên',
      en_US: 'Member offer',
      zh_CN: '会员优惠',
      zh_TW: '會員優惠',
      ko_KR: '회원 혜택',
      ja_JP: '会員特典',
      th_TH: 'สิทธิพิเศษสำหรับสมาชิก',
      hi_IN: 'सदस्य ऑफ़र',
      my_MM: 'အဖွဲ့ဝင် အထူးအစီအစဉ်',
      ta_IN: 'உறுப்பினர் சலுகை',
      bn_BD: 'সদস্য অফার',
    }),
    content: texts({
      vi_VN: '<p>Hoàn trả 1% mỗi ngày cho thành viên.</p>',
      en_US: '<p>1% daily cash back for members.</p>',
      zh_CN: '<p>会员每日返水1%。</p>',
      zh_TW: '<p>會員每日返水1%。</p>',
      ko_KR: '<p>회원 전용 매일 1% 캐시백.</p>',
      ja_JP: '<p>会員様は毎日1%キャッシュバック。</p>',
      th_TH: '<p>เงินคืน 1% ทุกวันสำหรับสมาชิก</p>',
      hi_IN: '<p>सदस्यों के लिए रोज़ 1% कैशबैक।</p>',
      my_MM: '<p>အဖွဲ့ဝင်များအတွက် နေ့စဉ် 1% ငွေပြန်အမ်း။</p>',
      ta_IN: '<p>உறுப்பினர்களுக்குத் தினமும் 1% கேஷ்பேக்.</p>',
      bn_BD: '<p>সদস্যদের জন্য প্রতিদিন ১% ক্যাশব্যাক।</p>',
    }),
  },
};

/** The marquee announcements, by sort: the welcome, the sign-up call (visitors), the cash back (members). */
export const ANNOUNCEMENT_TEXTS: Texts[] = [
  texts({
    vi_VN: 'Chào mừng bạn đến với cổng game giải trí hàng đầu!',
    en_US: 'Welcome – your home of online entertainment!',
    zh_CN: '欢迎光临，您的在线娱乐之家！',
    zh_TW: '歡迎光臨，您的線上娛樂之家！',
    ko_KR: '환영합니다 – 온라인 엔터테인먼트의 중심!',
    ja_JP: 'ようこそ – オンラインエンターテインメントならここ！',
    th_TH: 'ยินดีต้อนรับ – ศูนย์รวมความบันเทิงออนไลน์ของคุณ!',
    hi_IN: 'आपका स्वागत है – ऑनलाइन मनोरंजन का आपका ठिकाना!',
    my_MM: 'ကြိုဆိုပါသည် – သင့်အတွက် အွန်လိုင်းဖျော်ဖြေရေး နေရာ!',
    ta_IN: 'வரவேற்கிறோம் – உங்கள் ஆன்லைன் பொழுதுபோக்கின் இல்லம்!',
    bn_BD: 'স্বাগতম – অনলাইন বিনোদনের আপনার ঠিকানা!',
  }),
  texts({
    vi_VN: 'Đăng ký ngay để nhận thưởng chào mừng.',
    en_US: 'Sign up now for a welcome bonus.',
    zh_CN: '立即注册领取欢迎奖金。',
    zh_TW: '立即註冊領取歡迎獎金。',
    ko_KR: '지금 가입하고 웰컴 보너스를 받으세요.',
    ja_JP: '今すぐ登録してウェルカムボーナスをゲット。',
    th_TH: 'สมัครเลยวันนี้ รับโบนัสต้อนรับ',
    hi_IN: 'अभी साइन अप करें और वेलकम बोनस पाएँ।',
    my_MM: 'ယခုပဲ စာရင်းသွင်းပြီး ကြိုဆိုဘောနပ်စ် ရယူပါ။',
    ta_IN: 'இப்போதே பதிவு செய்து வரவேற்பு போனஸ் பெறுங்கள்.',
    bn_BD: 'এখনই সাইন আপ করে নিন ওয়েলকাম বোনাস।',
  }),
  texts({
    vi_VN: 'Hoàn trả 1% mỗi ngày cho thành viên.',
    en_US: 'Members get 1% cash back every day.',
    zh_CN: '会员每日返水1%。',
    zh_TW: '會員每日返水1%。',
    ko_KR: '회원은 매일 1% 캐시백을 받습니다.',
    ja_JP: '会員様は毎日1%のキャッシュバック。',
    th_TH: 'สมาชิกรับเงินคืน 1% ทุกวัน',
    hi_IN: 'सदस्यों को हर दिन 1% कैशबैक मिलता है।',
    my_MM: 'အဖွဲ့ဝင်များ နေ့စဉ် 1% ငွေပြန်အမ်း ရရှိပါသည်။',
    ta_IN: 'உறுப்பினர்களுக்கு ஒவ்வொரு நாளும் 1% கேஷ்பேக்.',
    bn_BD: 'সদস্যরা প্রতিদিন পান ১% ক্যাশব্যাক।',
  }),
];

/** The lobby's model entries: section titles and the login box's advice. */
const MODEL_TEXTS = {
  hotGames: texts({
    vi_VN: 'Trò chơi nổi bật',
    en_US: 'Hot games',
    zh_CN: '热门游戏',
    zh_TW: '熱門遊戲',
    ko_KR: '인기 게임',
    ja_JP: '人気ゲーム',
    th_TH: 'เกมยอดนิยม',
    hi_IN: 'लोकप्रिय गेम',
    my_MM: 'လူကြိုက်များသော ဂိမ်းများ',
    ta_IN: 'பிரபல விளையாட்டுகள்',
    bn_BD: 'জনপ্রিয় গেম',
  }),
  jackpot: texts({
    vi_VN: 'Hũ thưởng',
    en_US: 'Jackpot',
    zh_CN: '奖池',
    zh_TW: '獎池',
    ko_KR: '잭팟',
    ja_JP: 'ジャックポット',
    th_TH: 'แจ็กพอต',
    hi_IN: 'जैकपॉट',
    my_MM: 'ဂျက်ပေါ့',
    ta_IN: 'ஜாக்பாட்',
    bn_BD: 'জ্যাকপট',
  }),
  secureLogin: texts({
    vi_VN: 'Đăng nhập an toàn',
    en_US: 'Secure login',
    zh_CN: '安全登录',
    zh_TW: '安全登入',
    ko_KR: '안전한 로그인',
    ja_JP: '安全なログイン',
    th_TH: 'เข้าสู่ระบบอย่างปลอดภัย',
    hi_IN: 'सुरक्षित लॉगिन',
    my_MM: 'လုံခြုံစွာ အကောင့်ဝင်ခြင်း',
    ta_IN: 'பாதுகாப்பான உள்நுழைவு',
    bn_BD: 'নিরাপদ লগইন',
  }),
  neverShare: texts({
    vi_VN: 'Không chia sẻ mật khẩu với bất kỳ ai.',
    en_US: 'Never share your password with anyone.',
    zh_CN: '请勿向任何人透露密码。',
    zh_TW: '請勿向任何人透露密碼。',
    ko_KR: '비밀번호를 절대 다른 사람과 공유하지 마세요.',
    ja_JP: 'パスワードは誰にも教えないでください。',
    th_TH: 'อย่าบอกรหัสผ่านของคุณกับผู้อื่นเด็ดขาด',
    hi_IN: 'अपना पासवर्ड कभी किसी के साथ साझा न करें।',
    my_MM: 'သင့်စကားဝှက်ကို မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။',
    ta_IN: 'உங்கள் கடவுச்சொல்லை யாருடனும் பகிர வேண்டாம்.',
    bn_BD: 'আপনার পাসওয়ার্ড কখনো কারও সঙ্গে শেয়ার করবেন না।',
  }),
};

const contentRow = (
  kind: string,
  data: Record<string, unknown>,
  sort: number,
  extra: { language?: string; template?: string } = {},
) => ({ siteId: DEMO_SITE_ID, kind, data, sort, ...extra });

/** The model settings, sponsor and login entries of one language. */
export const modelRows = (language: LanguageCode) => [
  contentRow('model_setting', { key: 'hot_games', title: MODEL_TEXTS.hotGames[language], enabled: 1 }, 1, {
    language,
  }),
  contentRow('model_setting', { key: 'jackpot', title: MODEL_TEXTS.jackpot[language], enabled: 1 }, 2, { language }),
  contentRow(
    'model_sponsor',
    {
      title: OFFICIAL_SPONSOR[language],
      photo_path: '/api/assets/banners/3.webp?use_type=1',
      url: 'https://example.com/sponsor',
    },
    1,
    { language },
  ),
  contentRow(
    'model_login',
    { title: MODEL_TEXTS.secureLogin[language], content: MODEL_TEXTS.neverShare[language] },
    1,
    { language },
  ),
];

/** The banners' titles and subtitles (the event and hall names stay as they are named). */
export const BANNER_TEXTS = {
  jackpot: {
    title: texts({
      vi_VN: 'Jackpot lũy tiến',
      en_US: 'Progressive Jackpot',
      zh_CN: '累积奖池',
      zh_TW: '累積獎池',
      ko_KR: '누적 잭팟',
      ja_JP: 'プログレッシブジャックポット',
      th_TH: 'แจ็กพอตสะสม',
      hi_IN: 'प्रोग्रेसिव जैकपॉट',
      my_MM: 'တိုးပွားဂျက်ပေါ့',
      ta_IN: 'பெருகும் ஜாக்பாட்',
      bn_BD: 'প্রগ্রেসিভ জ্যাকপট',
    }),
    subtitle: texts({
      vi_VN: 'Quay là trúng',
      en_US: 'Spin to win',
      zh_CN: '一转就中',
      zh_TW: '一轉就中',
      ko_KR: '돌리면 당첨!',
      ja_JP: '回して当てよう',
      th_TH: 'หมุนเลย ลุ้นรางวัล',
      hi_IN: 'घुमाएँ और जीतें',
      my_MM: 'လှည့်ပြီး အနိုင်ယူပါ',
      ta_IN: 'சுழற்றுங்கள், வெல்லுங்கள்',
      bn_BD: 'ঘোরান আর জিতুন',
    }),
  },
  promotion: {
    title: texts({
      vi_VN: 'Khuyến mãi 50%',
      en_US: '50% bonus',
      zh_CN: '50%优惠',
      zh_TW: '50%優惠',
      ko_KR: '50% 보너스',
      ja_JP: '50%ボーナス',
      th_TH: 'โบนัส 50%',
      hi_IN: '50% बोनस',
      my_MM: '50% ဘောနပ်စ်',
      ta_IN: '50% போனஸ்',
      bn_BD: '৫০% বোনাস',
    }),
    subtitle: texts({
      vi_VN: 'Nạp lần đầu',
      en_US: 'First deposit',
      zh_CN: '首存',
      zh_TW: '首存',
      ko_KR: '첫 입금',
      ja_JP: '初回入金',
      th_TH: 'ฝากครั้งแรก',
      hi_IN: 'पहली जमा',
      my_MM: 'ပထမအကြိမ် ငွေသွင်း',
      ta_IN: 'முதல் வைப்பு',
      bn_BD: 'প্রথম জমা',
    }),
  },
  sponsorCup: texts({
    vi_VN: 'Sponsor Cup 2025',
    en_US: 'Sponsor Cup 2025',
    zh_CN: '2025赞助杯',
    zh_TW: '2025贊助盃',
    ko_KR: 'Sponsor Cup 2025',
    ja_JP: 'Sponsor Cup 2025',
    th_TH: 'Sponsor Cup 2025',
    hi_IN: 'Sponsor Cup 2025',
    my_MM: 'Sponsor Cup 2025',
    ta_IN: 'Sponsor Cup 2025',
    bn_BD: 'Sponsor Cup 2025',
  }),
  liveHall: texts({
    vi_VN: 'Live casino',
    en_US: 'Live casino',
    zh_CN: '真人娱乐',
    zh_TW: '真人娛樂',
    ko_KR: '라이브 카지노',
    ja_JP: 'ライブカジノ',
    th_TH: 'คาสิโนสด',
    hi_IN: 'लाइव कैसीनो',
    my_MM: 'တိုက်ရိုက်ကာစီနို',
    ta_IN: 'லைவ் கேசினோ',
    bn_BD: 'লাইভ ক্যাসিনো',
  }),
};

/** The banners of one language: each use_type, the three link types. */
export const bannerRows = (language: LanguageCode) => {
  const game = { currency: 'VND', gt_id: 2, gp_id: 'GP001', gp_gt_name: 'GP001 Slot' };
  return [0, 1, 2].flatMap((useType) => [
    {
      siteId: DEMO_SITE_ID,
      useType,
      language,
      title: BANNER_TEXTS.jackpot.title[language],
      linkType: 2,
      linkMethod: 0,
      gameLinkParameter: { ...game, subtitle: BANNER_TEXTS.jackpot.subtitle[language] },
    },
    {
      siteId: DEMO_SITE_ID,
      useType,
      language,
      title: BANNER_TEXTS.promotion.title[language],
      linkType: 1,
      linkMethod: 0,
      linkUrl: '/discount',
      gameLinkParameter: { subtitle: BANNER_TEXTS.promotion.subtitle[language] },
    },
    {
      siteId: DEMO_SITE_ID,
      useType,
      language,
      title: BANNER_TEXTS.sponsorCup[language],
      linkType: 0,
      linkMethod: 1,
      linkUrl: 'https://example.com/sponsor',
      gameLinkParameter: null,
    },
    {
      siteId: DEMO_SITE_ID,
      useType,
      language,
      title: 'Lucky Lotus',
      linkType: 1,
      linkMethod: 0,
      linkUrl: '/gameHall/3',
      currencies: ['USD', 'THB'],
      gameLinkParameter: { subtitle: BANNER_TEXTS.liveHall[language] },
    },
  ]);
};

/** The support service's path segment per language (the first three as first seeded). */
const SUPPORT_LANGUAGE_PATHS: Record<LanguageCode, string> = {
  zh_TW: 'zh-tw',
  zh_CN: 'zh',
  en_US: 'en',
  vi_VN: 'vi',
  ko_KR: 'ko',
  ja_JP: 'ja',
  th_TH: 'th',
  hi_IN: 'hi',
  my_MM: 'my',
  ta_IN: 'ta',
  bn_BD: 'bn',
};

const supportUrls = (brand: string): Record<LanguageCode, string> =>
  Object.fromEntries(
    SEED_LANGUAGES.map((l) => [l, `https://support.example.com/${brand}/${SUPPORT_LANGUAGE_PATHS[l]}`]),
  ) as Record<LanguageCode, string>;

/** Each brand's customer-service address per language (SPEC §3 site detail env_config.customerUrl). */
export const CUSTOMER_SERVICE_URLS: Record<string, Record<LanguageCode, string>> = {
  saovang: supportUrls('saovang'),
  lotus: supportUrls('lotus'),
};

async function seedSiteContent(db: Db) {
  // Pop-up bulletins (SPEC §3): desktop and mobile, normal and deposit page; one for members only.
  await db.insert(bulletins).values([
    ...[1, 2].map((device) => ({
      siteId: DEMO_SITE_ID,
      displayDevice: device,
      displayLocation: 2,
      sort: 1,
      ...BULLETIN_TEXTS.opening,
    })),
    ...[1, 2].map((device) => ({
      siteId: DEMO_SITE_ID,
      displayDevice: device,
      displayLocation: 3,
      forVisitors: 0,
      sort: 1,
      ...BULLETIN_TEXTS.deposit,
    })),
    {
      siteId: DEMO_SITE_ID,
      displayDevice: 1,
      displayLocation: 2,
      forVisitors: 0,
      sort: 2,
      ...BULLETIN_TEXTS.memberOffer,
    },
  ]);
  // Banners (SPEC §3, §9): each use_type, the three link types, in every language; the Vietnamese
  // ones first (the sponsor entries show banner 3's picture).
  await db
    .insert(carouselPictures)
    .values(['vi_VN' as const, ...SEED_LANGUAGES.filter((l) => l !== 'vi_VN')].flatMap(bannerRows));
  await db.insert(announcements).values([
    { siteId: DEMO_SITE_ID, sort: 1, displayBeforeLogin: 1, displayAfterLogin: 1, content: ANNOUNCEMENT_TEXTS[0]! },
    { siteId: DEMO_SITE_ID, sort: 2, displayBeforeLogin: 1, displayAfterLogin: 0, content: ANNOUNCEMENT_TEXTS[1]! },
    { siteId: DEMO_SITE_ID, sort: 3, displayBeforeLogin: 0, displayAfterLogin: 1, content: ANNOUNCEMENT_TEXTS[2]! },
  ]);
  const row = contentRow;
  await db.insert(siteContents).values([
    row('bulletin_setting', { display_frequency: 0 }, 1),
    ...SEED_LANGUAGES.flatMap(modelRows),
    row('logo', { photo_path: '/api/assets/logos/saovang.svg', brand: 'saovang', variant: 'light' }, 1),
    row('logo', { photo_path: '/api/assets/logos/lotus.svg', brand: 'lotus', variant: 'light' }, 2),
    row('footer', { title: 'Giới thiệu', url_type: 'main', url: 'main/1' }, 1),
    row('footer', { title: 'Câu hỏi thường gặp', url_type: 'faq', url: 'faq/1' }, 2),
    row(
      'footer',
      { title: 'Chơi có trách nhiệm', url_type: 'outerLink', url: 'https://example.com/responsible-gaming' },
      3,
    ),
    row('float', { title: 'Chăm sóc khách hàng', icon: 'service', url: 'https://example.com/support' }, 1),
    row('float', { title: 'Tải ứng dụng', icon: 'app', url: '/app' }, 2),
    ...['H5_1', 'H5_3'].flatMap((template) => [
      row('mobile_footer', { title: 'Trang chủ', icon: 'home', url: '/' }, 1, { template }),
      row('mobile_footer', { title: 'Khuyến mãi', icon: 'gift', url: '/discount' }, 2, { template }),
      row('mobile_footer', { title: 'Nạp tiền', icon: 'wallet', url: '/user?page=Deposit' }, 3, { template }),
      row('mobile_footer', { title: 'Tài khoản', icon: 'user', url: '/user' }, 4, { template }),
    ]),
    row('template_config', { layout: 'classic', bottom_nav: true, header_style: 'solid', primary: '#d4201f' }, 1, {
      template: 'H5_1',
    }),
    row('template_config', { layout: 'cards', bottom_nav: true, header_style: 'transparent', primary: '#1d9a74' }, 2, {
      template: 'H5_3',
    }),
  ]);
  // Customer-service address per language (site detail env_config.customerUrl).
  for (const [code, urls] of Object.entries(CUSTOMER_SERVICE_URLS)) {
    const [brand] = await db.select().from(brands).where(eq(brands.code, code));
    if (brand)
      await db
        .update(brands)
        .set({ config: { ...brand.config, customer_url: urls } })
        .where(eq(brands.id, brand.id));
  }
}

export const DEMO_CONTENT_STEPS: SeedStep[] = [
  { key: 'member-security', version: 1, run: seedMemberSecurity },
  {
    key: 'site-currencies',
    version: 1,
    run: (db) =>
      db
        .insert(siteCurrencies)
        .values(DEMO_CURRENCIES)
        .then(() => undefined),
  },
  { key: 'registration', version: 1, run: seedRegistration },
  { key: 'letters', version: 1, run: seedLetters },
  { key: 'site-content', version: 1, run: seedSiteContent },
];
