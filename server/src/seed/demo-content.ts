/**
 * Demo data (README "Demo accounts"): the members that reach each login path of SPEC §8,
 * the site's address rules, per-currency settings, register settings, agent domain, letters and
 * content. Each step runs once (seed_meta); new data is a new step.
 */
import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '@site/shared/constants';
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
import { DEMO_SITE_ID, type SeedContext, type SeedStep } from './step';

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
  await db.insert(siteContents).values([
    {
      siteId: DEMO_SITE_ID,
      kind: 'service_agreement',
      language: 'vi_VN',
      sort: 1,
      data: {
        title: 'Điều khoản dịch vụ',
        content:
          'Thành viên phải đủ 18 tuổi. Mỗi người chỉ được mở một tài khoản. Mọi giao dịch được ghi nhận và có thể bị kiểm tra.',
      },
    },
    {
      siteId: DEMO_SITE_ID,
      kind: 'service_agreement',
      language: 'en_US',
      sort: 2,
      data: {
        title: 'Terms of service',
        content:
          'Members must be 18 or older. One account per person. Every transaction is recorded and may be reviewed.',
      },
    },
    {
      siteId: DEMO_SITE_ID,
      kind: 'service_agreement',
      language: 'zh_CN',
      sort: 3,
      data: { title: '服务条款', content: '会员须年满18岁。每人仅限一个账户。所有交易均有记录并可能被审核。' },
    },
  ]);
}

/** A VND amount (major units) as a Vietnamese text writes it, by the formatter the pages use: '1.000.000 ₫'. */
const viVnd = (major: number) => formatMoney(major, 'VND', { locale: 'vi_VN' });

/** Letters in vi_VN, en_US and zh_CN (SPEC §3), for the members who log in most in the demo. */
const LETTERS: Record<string, Array<[string, string]>> = {
  vi_VN: [
    ['Chào mừng bạn đến với Sao Vàng', 'Cảm ơn bạn đã đăng ký. Chúc bạn có những giây phút giải trí vui vẻ!'],
    ['Khuyến mãi nạp lần đầu', `Nạp lần đầu trong tuần này để nhận thưởng 50% tối đa ${viVnd(1_000_000)}.`],
    ['Bảo trì hệ thống', 'Hệ thống sẽ bảo trì từ 02:00 đến 04:00 sáng thứ Hai. Xin cảm ơn bạn đã thông cảm.'],
  ],
  en_US: [
    ['Welcome to Sao Vang', 'Thank you for joining. Have a great time!'],
    ['First deposit bonus', 'Make your first deposit this week to get a 50% bonus.'],
    ['System maintenance', 'Maintenance runs from 02:00 to 04:00 on Monday. Thank you for your patience.'],
  ],
  zh_CN: [
    ['欢迎加入', '感谢您的注册，祝您游戏愉快！'],
    ['首存优惠', '本周首次存款即可获得50%奖金。'],
    ['系统维护通知', '系统将于周一凌晨2点至4点进行维护，敬请谅解。'],
  ],
};
const LETTER_ACCOUNTS = ['demo01', 'demo02', 'demo03', 'demo04', 'agent01', 'device01', 'firstlogin01', 'verify01'];

async function seedLetters(db: Db) {
  const rows = await db.select({ id: members.id, account: members.accountKey }).from(members);
  const ids = rows.filter((r) => LETTER_ACCOUNTS.includes(r.account));
  const values = ids.flatMap((m) =>
    Object.entries(LETTERS).flatMap(([language, list]) =>
      list.map(([title, content], i) => ({
        memberId: m.id,
        language,
        title,
        content,
        isRead: i === 0 ? 1 : 0,
        createdAt: new Date(Date.UTC(2025, 0, 10 + i)),
      })),
    ),
  );
  await db.insert(letters).values(values);
}

const t3 = (vi: string, en: string, zh: string) => ({ vi_VN: vi, en_US: en, zh_CN: zh });

async function seedSiteContent(db: Db) {
  // Pop-up bulletins (SPEC §3): desktop and mobile, normal and deposit page; one for members only.
  await db.insert(bulletins).values([
    ...[1, 2].map((device) => ({
      siteId: DEMO_SITE_ID,
      displayDevice: device,
      displayLocation: 2,
      sort: 1,
      title: t3('Thông báo khai trương', 'Grand opening', '盛大开业'),
      content: t3(
        `<p>Chào mừng đến với Sao Vàng! Nhận ngay <b>${viVnd(88_000)}</b> khi đăng ký.</p>`,
        '<p>Welcome! Get a <b>sign-up bonus</b> today.</p>',
        '<p>欢迎！注册即送<b>奖金</b>。</p>',
      ),
    })),
    ...[1, 2].map((device) => ({
      siteId: DEMO_SITE_ID,
      displayDevice: device,
      displayLocation: 3,
      forVisitors: 0,
      sort: 1,
      title: t3('Nạp tiền nhanh', 'Fast deposits', '快速存款'),
      content: t3(
        '<p>Nạp qua ngân hàng nội địa được xử lý trong 3 phút.</p>',
        '<p>Local bank deposits are credited within 3 minutes.</p>',
        '<p>本地银行存款3分钟内到账。</p>',
      ),
    })),
    {
      siteId: DEMO_SITE_ID,
      displayDevice: 1,
      displayLocation: 2,
      forVisitors: 0,
      sort: 2,
      title: t3('Ưu đãi thành viên', 'Member offer', '会员优惠'),
      content: t3(
        '<p>Hoàn trả 1% mỗi ngày cho thành viên.</p>',
        '<p>1% daily cash back for members.</p>',
        '<p>会员每日返水1%。</p>',
      ),
    },
  ]);
  // Banners (SPEC §3, §9): each use_type, the three link types.
  const game = { currency: 'VND', gt_id: 2, gp_id: 'GP001', gp_gt_name: 'GP001 Slot' };
  await db.insert(carouselPictures).values(
    [0, 1, 2].flatMap((useType) => [
      {
        siteId: DEMO_SITE_ID,
        useType,
        title: 'Sao Vàng Jackpot',
        linkType: 2,
        linkMethod: 0,
        gameLinkParameter: { ...game, subtitle: 'Quay là trúng' },
      },
      {
        siteId: DEMO_SITE_ID,
        useType,
        title: 'Khuyến mãi 50%',
        linkType: 1,
        linkMethod: 0,
        linkUrl: '/discount',
        gameLinkParameter: { subtitle: 'Nạp lần đầu' },
      },
      {
        siteId: DEMO_SITE_ID,
        useType,
        title: 'Sponsor Cup 2025',
        linkType: 0,
        linkMethod: 1,
        linkUrl: 'https://example.com/sponsor',
        gameLinkParameter: null,
      },
      {
        siteId: DEMO_SITE_ID,
        useType,
        title: 'Lucky Lotus',
        linkType: 1,
        linkMethod: 0,
        linkUrl: '/gameHall/3',
        currencies: ['USD', 'THB'],
        gameLinkParameter: { subtitle: 'Live casino' },
      },
    ]),
  );
  await db.insert(announcements).values([
    {
      siteId: DEMO_SITE_ID,
      sort: 1,
      displayBeforeLogin: 1,
      displayAfterLogin: 1,
      content: t3(
        'Chào mừng đến với Sao Vàng – cổng game giải trí hàng đầu!',
        'Welcome to Sao Vang – your home of online entertainment!',
        '欢迎来到金星娱乐！',
      ),
    },
    {
      siteId: DEMO_SITE_ID,
      sort: 2,
      displayBeforeLogin: 1,
      displayAfterLogin: 0,
      content: t3(
        'Đăng ký ngay để nhận thưởng chào mừng.',
        'Sign up now for a welcome bonus.',
        '立即注册领取欢迎奖金。',
      ),
    },
    {
      siteId: DEMO_SITE_ID,
      sort: 3,
      displayBeforeLogin: 0,
      displayAfterLogin: 1,
      content: t3('Hoàn trả 1% mỗi ngày cho thành viên.', 'Members get 1% cash back every day.', '会员每日返水1%。'),
    },
  ]);
  const row = (
    kind: string,
    data: Record<string, unknown>,
    sort: number,
    extra: { language?: string; template?: string } = {},
  ) => ({ siteId: DEMO_SITE_ID, kind, data, sort, ...extra });
  await db.insert(siteContents).values([
    row('bulletin_setting', { display_frequency: 0 }, 1),
    ...(['vi_VN', 'en_US', 'zh_CN'] as const).flatMap((language) => [
      row(
        'model_setting',
        { key: 'hot_games', title: t3('Trò chơi nổi bật', 'Hot games', '热门游戏')[language], enabled: 1 },
        1,
        { language },
      ),
      row('model_setting', { key: 'jackpot', title: t3('Hũ thưởng', 'Jackpot', '奖池')[language], enabled: 1 }, 2, {
        language,
      }),
      row(
        'model_sponsor',
        {
          title: t3('Nhà tài trợ chính thức', 'Official sponsor', '官方赞助')[language],
          photo_path: '/api/assets/banners/3.svg?use_type=1',
          url: 'https://example.com/sponsor',
        },
        1,
        { language },
      ),
      row(
        'model_login',
        {
          title: t3('Đăng nhập an toàn', 'Secure login', '安全登录')[language],
          content: t3(
            'Không chia sẻ mật khẩu với bất kỳ ai.',
            'Never share your password with anyone.',
            '请勿向任何人透露密码。',
          )[language],
        },
        1,
        { language },
      ),
    ]),
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
  // Customer-service URL per locale (site detail env_config.customerUrl).
  const customer = {
    saovang: {
      vi_VN: 'https://support.example.com/saovang/vi',
      en_US: 'https://support.example.com/saovang/en',
      zh_CN: 'https://support.example.com/saovang/zh',
    },
    lotus: {
      vi_VN: 'https://support.example.com/lotus/vi',
      en_US: 'https://support.example.com/lotus/en',
      zh_CN: 'https://support.example.com/lotus/zh',
    },
  };
  for (const [code, urls] of Object.entries(customer)) {
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
