/**
 * Seed step of the site's content pages (SPEC §2 /main/{id}, /faq, /faq/{id}, /sponsor, /app; §3
 * content lists): the footer entries become one list per language, and those of url type main and
 * faq carry their page (an HTML body, or the topic's questions); the float and mobile footer lists
 * are given per language too; the sponsors get a description and a second partner; the model
 * settings get the app download entry (the iOS and Android addresses the /app page shows).
 * The entries of the first content step, which were Vietnamese for every language, are replaced.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteContents } from '../db/schema';
import { DEMO_SITE_ID, type SeedStep } from './step';

const LANGUAGES = ['vi_VN', 'en_US', 'zh_CN'] as const;
type Language = (typeof LANGUAGES)[number];
type Texts = Record<Language, string>;
const t3 = (vi: string, en: string, zh: string): Texts => ({ vi_VN: vi, en_US: en, zh_CN: zh });

interface Question {
  question: Texts;
  /** HTML. */
  answer: Texts;
}

/** The pages behind the footer's main/{id} links: a title and an HTML body. */
const MAIN_PAGES: Array<{ id: number; title: Texts; content: Texts }> = [
  {
    id: 1,
    title: t3('Giới thiệu', 'About us', '关于我们'),
    content: t3(
      '<h2>Sao Vàng là ai</h2><p>Sao Vàng là cổng giải trí trực tuyến với <b>slot, live casino, thể thao, xổ số và game bài</b> từ các nhà cung cấp hàng đầu.</p><h2>Cam kết của chúng tôi</h2><ul><li>Nạp rút nhanh qua ngân hàng nội địa.</li><li>Chăm sóc khách hàng 24/7.</li><li>Dữ liệu cá nhân được mã hoá và bảo vệ.</li></ul>',
      '<h2>Who we are</h2><p>Sao Vang is an online entertainment site with <b>slots, live casino, sports, lottery and card games</b> from leading providers.</p><h2>Our promise</h2><ul><li>Fast deposits and withdrawals through local banks.</li><li>Customer service around the clock.</li><li>Your personal data encrypted and protected.</li></ul>',
      '<h2>关于金星</h2><p>金星是一家在线娱乐网站，提供来自知名供应商的<b>老虎机、真人娱乐、体育、彩票和棋牌游戏</b>。</p><h2>我们的承诺</h2><ul><li>本地银行快速存取款。</li><li>全天候客户服务。</li><li>个人资料加密保护。</li></ul>',
    ),
  },
  {
    id: 2,
    title: t3('Chính sách bảo mật', 'Privacy policy', '隐私政策'),
    content: t3(
      '<p>Chúng tôi chỉ thu thập những thông tin cần thiết để mở và bảo vệ tài khoản của bạn.</p><h2>Thông tin chúng tôi lưu</h2><ul><li>Tên, số điện thoại và email bạn cung cấp khi đăng ký.</li><li>Lịch sử giao dịch và trò chơi.</li></ul><h2>Quyền của bạn</h2><p>Bạn có thể yêu cầu xem hoặc sửa thông tin của mình qua bộ phận chăm sóc khách hàng.</p>',
      '<p>We collect only what we need to open and protect your account.</p><h2>What we keep</h2><ul><li>The name, phone number and email you give when you sign up.</li><li>Your transaction and game history.</li></ul><h2>Your rights</h2><p>You may ask customer service to show or correct your details at any time.</p>',
      '<p>我们只收集开设和保护您账户所需的信息。</p><h2>我们保存的信息</h2><ul><li>您注册时提供的姓名、电话和邮箱。</li><li>您的交易和游戏记录。</li></ul><h2>您的权利</h2><p>您可随时通过客服查看或更正您的资料。</p>',
    ),
  },
];

/** The topics behind the footer's faq/{id} links, each with its questions (answers in HTML). */
const FAQ_TOPICS: Array<{ id: number; title: Texts; questions: Question[] }> = [
  {
    id: 1,
    title: t3('Tài khoản và bảo mật', 'Account and security', '账户与安全'),
    questions: [
      {
        question: t3('Làm sao để đăng ký tài khoản?', 'How do I open an account?', '如何注册账户？'),
        answer: t3(
          '<p>Nhấn <b>Đăng ký</b> ở đầu trang, điền thông tin và xác nhận số điện thoại bằng mã SMS.</p>',
          '<p>Press <b>Sign up</b> at the top of the page, fill in the form and confirm your phone with the SMS code.</p>',
          '<p>点击页面顶部的<b>注册</b>，填写资料并用短信验证码确认手机号。</p>',
        ),
      },
      {
        question: t3('Tôi quên mật khẩu thì phải làm sao?', 'I forgot my password. What now?', '忘记密码怎么办？'),
        answer: t3(
          '<p>Chọn <b>Quên mật khẩu</b> trong hộp đăng nhập và làm theo hướng dẫn.</p>',
          '<p>Choose <b>Forgot password</b> in the login box and follow the steps.</p>',
          '<p>在登录框中选择<b>忘记密码</b>并按步骤操作。</p>',
        ),
      },
    ],
  },
  {
    id: 2,
    title: t3('Nạp và rút tiền', 'Deposits and withdrawals', '存款与取款'),
    questions: [
      {
        question: t3('Nạp tiền mất bao lâu?', 'How long does a deposit take?', '存款需要多长时间？'),
        answer: t3(
          '<p>Nạp qua ngân hàng nội địa thường được cộng trong <b>3 phút</b>.</p>',
          '<p>Local bank deposits are usually credited within <b>3 minutes</b>.</p>',
          '<p>本地银行存款通常在<b>3分钟</b>内到账。</p>',
        ),
      },
      {
        question: t3('Tôi có thể rút tiền khi nào?', 'When can I withdraw?', '什么时候可以取款？'),
        answer: t3(
          '<p>Bất cứ lúc nào, sau khi bạn đã liên kết tài khoản ngân hàng và đặt mật khẩu rút tiền.</p>',
          '<p>At any time, once you have linked a bank account and set a withdrawal password.</p>',
          '<p>绑定银行账户并设置取款密码后，随时可以取款。</p>',
        ),
      },
    ],
  },
];

/** The app download entry of the model settings (the /app page). */
const APP_DOWNLOAD = {
  key: 'app_download',
  ios_url: 'https://apps.example.com/saovang/ios',
  android_url: 'https://apps.example.com/saovang/android.apk',
  title: t3('Tải ứng dụng Sao Vàng', 'Get the Sao Vang app', '下载金星应用'),
  content: t3(
    'Chơi mọi lúc mọi nơi: đăng nhập nhanh, nạp rút trong vài chạm và nhận thông báo khuyến mãi.',
    'Play anywhere: quick login, deposits and withdrawals in a few taps, and promotion alerts.',
    '随时随地畅玩：快速登录，轻点几下即可存取款，并接收优惠通知。',
  ),
};

const SPONSORS: Array<{ title: Texts; content: Texts; photo_path: string; url: string }> = [
  {
    title: t3('Nhà tài trợ chính thức', 'Official sponsor', '官方赞助'),
    content: t3(
      'Nhà tài trợ chính thức của Sponsor Cup 2025.',
      'Official sponsor of the Sponsor Cup 2025.',
      '2025赞助杯官方赞助商。',
    ),
    photo_path: '/api/assets/banners/3.svg?use_type=1',
    url: 'https://example.com/sponsor',
  },
  {
    title: t3('Đối tác Lotus Club', 'Lotus Club partner', '莲花俱乐部合作伙伴'),
    content: t3(
      'Cùng Lotus Club mang đến các giải đấu và sự kiện cho hội viên.',
      'Tournaments and member events together with Lotus Club.',
      '与莲花俱乐部携手为会员带来赛事与活动。',
    ),
    photo_path: '/api/assets/logos/lotus.svg',
    url: 'https://example.com/lotus',
  },
];

const FLOAT = [
  {
    icon: 'service',
    url: 'https://example.com/support',
    title: t3('Chăm sóc khách hàng', 'Customer service', '在线客服'),
  },
  { icon: 'app', url: '/app', title: t3('Tải ứng dụng', 'Get the app', '下载应用') },
];

const MOBILE_FOOTER = [
  { icon: 'home', url: '/', title: t3('Trang chủ', 'Home', '首页') },
  { icon: 'gift', url: '/discount', title: t3('Khuyến mãi', 'Promotions', '优惠') },
  { icon: 'wallet', url: '/user?page=Deposit', title: t3('Nạp tiền', 'Deposit', '存款') },
  { icon: 'user', url: '/user', title: t3('Hội viên', 'Member', '会员') },
];

async function seedContentPages(db: Db) {
  // The first content step's footer, float and mobile footer entries were for every language.
  await db
    .delete(siteContents)
    .where(
      and(
        eq(siteContents.siteId, DEMO_SITE_ID),
        inArray(siteContents.kind, ['footer', 'float', 'mobile_footer']),
        isNull(siteContents.language),
      ),
    );
  await db
    .delete(siteContents)
    .where(and(eq(siteContents.siteId, DEMO_SITE_ID), eq(siteContents.kind, 'model_sponsor')));

  const row = (kind: string, language: Language, data: Record<string, unknown>, sort: number, template?: string) => ({
    siteId: DEMO_SITE_ID,
    kind,
    language,
    data,
    sort,
    ...(template ? { template } : {}),
  });
  const rows = LANGUAGES.flatMap((lang) => [
    ...MAIN_PAGES.map((p, i) =>
      row(
        'footer',
        lang,
        { title: p.title[lang], url_type: 'main', url: `main/${p.id}`, content: p.content[lang] },
        i + 1,
      ),
    ),
    ...FAQ_TOPICS.map((f, i) =>
      row(
        'footer',
        lang,
        {
          title: f.title[lang],
          url_type: 'faq',
          url: `faq/${f.id}`,
          questions: f.questions.map((q) => ({ question: q.question[lang], answer: q.answer[lang] })),
        },
        10 + i,
      ),
    ),
    row(
      'footer',
      lang,
      {
        title: t3('Chơi có trách nhiệm', 'Responsible gaming', '理性娱乐')[lang],
        url_type: 'outerLink',
        url: 'https://example.com/responsible-gaming',
      },
      20,
    ),
    ...FLOAT.map((f, i) => row('float', lang, { title: f.title[lang], icon: f.icon, url: f.url }, i + 1)),
    ...['H5_1', 'H5_3'].flatMap((template) =>
      MOBILE_FOOTER.map((m, i) =>
        row('mobile_footer', lang, { title: m.title[lang], icon: m.icon, url: m.url }, i + 1, template),
      ),
    ),
    ...SPONSORS.map((s, i) =>
      row(
        'model_sponsor',
        lang,
        { title: s.title[lang], content: s.content[lang], photo_path: s.photo_path, url: s.url },
        i + 1,
      ),
    ),
    row(
      'model_setting',
      lang,
      {
        key: APP_DOWNLOAD.key,
        title: APP_DOWNLOAD.title[lang],
        content: APP_DOWNLOAD.content[lang],
        ios_url: APP_DOWNLOAD.ios_url,
        android_url: APP_DOWNLOAD.android_url,
        enabled: 1,
      },
      3,
    ),
  ]);
  await db.insert(siteContents).values(rows);
}

export const CONTENT_PAGE_STEPS: SeedStep[] = [{ key: 'content-pages', version: 1, run: seedContentPages }];
