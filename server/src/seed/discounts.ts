/**
 * Seed steps of the discounts and the daily sign-in (README "Demo data"):
 * - discounts of site 1 in VND, USD, THB and RMB, titled and written in vi_VN, en_US and zh_CN,
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

const DAY_MS = 86_400_000;

type Texts = { vi_VN: string; en_US: string; zh_CN: string };

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
    title: {
      vi_VN: 'Thưởng chào mừng thành viên',
      en_US: 'Member welcome bonus',
      zh_CN: '会员欢迎彩金',
    },
    content: {
      vi_VN: p(
        'Nhấn “Đăng ký nhận” để nhận ngay tiền thưởng vào ví chính.',
        'Mỗi thành viên chỉ nhận một lần. Áp dụng cho mọi trò chơi.',
      ),
      en_US: p(
        'Press “Apply” and the bonus goes straight into your main wallet.',
        'Once per member. Valid for every game.',
      ),
      zh_CN: p('点击“申请”，彩金立即存入您的主钱包。', '每位会员限领一次，适用于所有游戏。'),
    },
  },
  {
    key: 'slot-rebate',
    gtId: 2,
    sort: 2,
    title: {
      vi_VN: 'Hoàn trả slot 1,2% mỗi ngày',
      en_US: 'Daily 1.2% slot rebate',
      zh_CN: '电子游戏每日返水1.2%',
    },
    content: {
      vi_VN: p('Tiền hoàn trả được tính tự động trên tổng cược slot mỗi ngày.', 'Không cần đăng ký.'),
      en_US: p('The rebate is worked out on your slot bets every day, automatically.', 'No need to apply.'),
      zh_CN: p('返水按每日电子游戏有效投注自动计算。', '无需申请。'),
    },
  },
  {
    key: 'live-weekend',
    gtId: 3,
    eligibility: 'depositors',
    applyType: 'request',
    sort: 3,
    title: {
      vi_VN: 'Hoàn tiền casino trực tuyến cuối tuần',
      en_US: 'Live casino weekend cashback',
      zh_CN: '真人娱乐周末返现',
    },
    content: {
      vi_VN: p(
        'Dành cho thành viên đã nạp tiền thành công.',
        'Gửi đăng ký, bộ phận chăm sóc khách hàng sẽ xét duyệt trong 24 giờ.',
      ),
      en_US: p('For members with a successful deposit.', 'Send your application; we review it within 24 hours.'),
      zh_CN: p('适用于已成功存款的会员。', '提交申请后，客服将在24小时内审核。'),
    },
  },
  {
    key: 'popup-ended',
    gtId: null,
    popUp: 1,
    period: ENDED,
    title: {
      vi_VN: 'Lễ hội khai trương',
      en_US: 'Grand opening festival',
      zh_CN: '盛大开业庆典',
    },
    content: {
      vi_VN: p('Chương trình khai trương đã kết thúc. Cảm ơn bạn đã tham gia!'),
      en_US: p('The opening festival has ended. Thank you for taking part!'),
      zh_CN: p('开业庆典活动已结束，感谢您的参与！'),
    },
  },
];

const VND_ONLY: DiscountSeed[] = [
  {
    key: 'sport-first-bet',
    gtId: 4,
    eligibility: 'regular_members',
    applyType: 'request',
    sort: 4,
    title: {
      vi_VN: 'Bảo hiểm cược thể thao đầu tiên',
      en_US: 'First sports bet insurance',
      zh_CN: '体育首注保险',
    },
    content: {
      vi_VN: p('Cược thể thao đầu tiên thua sẽ được hoàn lại tối đa 500.000 ₫.', 'Không áp dụng cho đại lý.'),
      en_US: p('Lose your first sports bet and get up to ₫500,000 back.', 'Not for agents.'),
      zh_CN: p('首笔体育投注若输，最高返还500,000越南盾。', '代理不适用。'),
    },
  },
  {
    key: 'lottery-lucky',
    gtId: 5,
    sort: 5,
    title: { vi_VN: 'Xổ số may mắn x2', en_US: 'Lucky lottery double', zh_CN: '彩票幸运翻倍' },
    content: {
      vi_VN: p('Trúng giải đặc biệt vào thứ Bảy được nhân đôi tiền thưởng.'),
      en_US: p('Hit the jackpot number on a Saturday and your prize is doubled.'),
      zh_CN: p('周六中特别奖，奖金翻倍。'),
    },
  },
  {
    key: 'chess-ended',
    gtId: 6,
    period: ENDED,
    title: { vi_VN: 'Giải đấu bài tháng trước', en_US: "Last month's card tournament", zh_CN: '上月棋牌锦标赛' },
    content: {
      vi_VN: p('Giải đấu đã kết thúc.'),
      en_US: p('The tournament has ended.'),
      zh_CN: p('锦标赛已结束。'),
    },
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
