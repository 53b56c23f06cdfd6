/**
 * The referral programme (SPEC §2 RecommendAward: RecommendProject, RecommendRecord,
 * RecommendMemberSearch) and the cash surplus (SPEC §2, §7 cash_surplus/check), token required.
 *
 * Referral: every member has a recommend code (made on first use); a visitor who signs up through
 * `/register?invite=<code>` (SPEC §4) becomes a referred member. The referrer is paid, through the
 * ledger and once per referred member and reward kind, a first-deposit reward (the tier the
 * referred member's first deposit reaches) and a share of that member's deposits during the first
 * days after sign-up, capped per referred member.
 *
 * Cash surplus: the operator gives back a share of the member's net game loss of the previous
 * America/Caracas day, capped, claimable once per day.
 *
 * Amounts are major units of the member's currency.
 */
import { RECORD_MAX_PAGE_SIZE } from '@site/shared/constants';
import { defineCall, emptyBody, flag, oneOf, Type, type CallBody, type CallData } from './call';

const MONEY_CALL =
  'Money call: optional Idempotency-Key header (or idempotency_key body field); the same key with the same body answers the stored first answer, with another body HTTP 409.';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const page = () => Type.Optional(Type.Integer({ minimum: 1, default: 1 }));
const count = () => Type.Optional(Type.Integer({ minimum: 1, maximum: RECORD_MAX_PAGE_SIZE, default: 20 }));

/** The kinds of referral reward (ledger entry kind recommend_reward, memo.reward_kind). */
export const REFERRAL_REWARD_KINDS = ['first_deposit', 'deposit_share'] as const;
export type ReferralRewardKind = (typeof REFERRAL_REWARD_KINDS)[number];

/** Codes of the referral calls. */
const referralCodes = {
  '101': { text: 'The referral programme is not open for your currency', key: 'recommend.err_closed' },
} as const;

const rulesSchema = Type.Object({
  /** First-deposit reward tiers, lowest first: the highest tier whose min_deposit the first deposit reaches pays. */
  tiers: Type.Array(Type.Object({ min_deposit: Type.Number(), reward: Type.Number() })),
  /** Share of each deposit in the first share_days days after sign-up, in percent (e.g. 2 = 2 %). */
  share_percent: Type.Number(),
  share_days: Type.Integer(),
  /** The most the share pays per referred member. */
  share_cap: Type.Number(),
});

const memberRow = Type.Object({
  /** Masked: the first 2 and the last 2 characters. */
  member_account: Type.String(),
  /** ISO 8601. */
  registered_at: Type.String(),
  first_deposit: flag({ description: '1 once the referred member made a first deposit' }),
  /** ISO 8601, or '' before the first deposit. */
  first_deposit_at: Type.String(),
  first_deposit_amount: Type.Number(),
  /** Everything this referred member earned the referrer. */
  reward: Type.Number(),
});

const memberTotals = Type.Object({
  members: Type.Integer(),
  first_deposits: Type.Integer(),
  reward: Type.Number(),
});

export const referralCalls = {
  recommendProject: defineCall({
    method: 'POST',
    path: '/arks/web/recommend/project',
    summary: "RecommendProject: the member's recommend code, the invite path, the rules and the totals (SPEC §2)",
    description:
      'The code is made on first use (upper case letters and digits). invite_path is /register?invite=<code>; the client puts its own origin in front. 101: is_friend is 0 for the currency.',
    tags: ['referral'],
    body: emptyBody(),
    data: Type.Object({
      recommend_code: Type.String(),
      /** 0 when the operator disabled this member's code (SPEC §8 register 110). */
      recommend_status: flag(),
      invite_path: Type.String(),
      currency: Type.String(),
      rules: rulesSchema,
      totals: memberTotals,
    }),
    codes: referralCodes,
    auth: true,
  }),
  recommendMembers: defineCall({
    method: 'POST',
    path: '/arks/web/recommend/members',
    summary: 'RecommendRecord and RecommendMemberSearch: the members this member brought, newest first (SPEC §2)',
    description: `account (2 to 12 characters) matches part of a referred member's account, case-insensitive; start_date/end_date are registration days YYYY-MM-DD in America/Caracas, inclusive, both or none (HTTP 400 naming the field). count at most ${RECORD_MAX_PAGE_SIZE}. totals cover the whole filter.`,
    tags: ['referral'],
    body: Type.Object({
      account: Type.Optional(Type.String({ minLength: 2, maxLength: 12, pattern: '^[A-Za-z0-9_]+$' })),
      start_date: Type.Optional(Type.String({ pattern: DATE })),
      end_date: Type.Optional(Type.String({ pattern: DATE })),
      page: page(),
      count: count(),
    }),
    data: Type.Object({
      list: Type.Array(memberRow),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
      totals: memberTotals,
    }),
    codes: referralCodes,
    auth: true,
  }),
  recommendRewards: defineCall({
    method: 'POST',
    path: '/arks/web/recommend/rewards',
    summary: 'RecommendRecord: the referral rewards paid to this member, newest first (SPEC §2)',
    tags: ['referral'],
    body: Type.Object({ page: page(), count: count() }),
    data: Type.Object({
      list: Type.Array(
        Type.Object({
          id: Type.Integer(),
          created_at: Type.String(),
          kind: oneOf(REFERRAL_REWARD_KINDS),
          /** The referred member, masked. */
          member_account: Type.String(),
          /** The deposit that earned it. */
          deposit_amount: Type.Number(),
          amount: Type.Number(),
        }),
      ),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
      /** All rewards paid to this member. */
      total_reward: Type.Number(),
    }),
    codes: {},
    auth: true,
  }),
};

/** Codes of the cash-surplus claim. */
const cashSurplusCodes = {
  '101': { text: 'The cash surplus is not active for your currency', key: 'cash_surplus.err_inactive' },
  '102': { text: 'You already claimed the cash surplus of this day', key: 'cash_surplus.err_claimed' },
  '103': { text: 'Nothing to claim: no net loss on the previous day', key: 'cash_surplus.err_nothing' },
} as const;

export const cashSurplusCalls = {
  detail: defineCall({
    method: 'POST',
    path: '/arks/web/cash_surplus/detail',
    summary: "The cash surplus: the previous day's net loss, the rate and cap, the claimable amount (SPEC §2)",
    description:
      'day is the previous America/Caracas day; net_loss the bets minus wins and cancelled bets of that day (0 when the member won); amount = min(net_loss × percent / 100, cap), rounded down to the currency; claimed 1 once claimed (amount is then what was paid).',
    tags: ['cash-surplus'],
    body: emptyBody(),
    data: Type.Object({
      active: flag(),
      day: Type.String(),
      timezone: Type.String(),
      currency: Type.String(),
      net_loss: Type.Number(),
      percent: Type.Number(),
      cap: Type.Number(),
      /** The smallest amount that can be claimed. */
      min_amount: Type.Number(),
      amount: Type.Number(),
      claimed: flag(),
      /** ISO 8601, or ''. */
      claimed_at: Type.String(),
    }),
    codes: {},
    auth: true,
  }),
  claim: defineCall({
    method: 'POST',
    path: '/arks/web/cash_surplus/claim',
    summary: "Claim the previous day's cash surplus into the main wallet, once per day (SPEC §2)",
    description: `${MONEY_CALL} Codes in the order checked: 101 not active, 102 already claimed for that day, 103 below the smallest claimable amount.`,
    tags: ['cash-surplus'],
    body: Type.Object({ idempotency_key: Type.Optional(Type.String({ maxLength: 200 })) }),
    data: Type.Object({ day: Type.String(), amount: Type.Number(), member_cash: Type.Number() }),
    codes: cashSurplusCodes,
    auth: true,
    errors: [409],
  }),
};

export type RecommendProjectResponse = CallData<typeof referralCalls.recommendProject>;
export type RecommendRules = RecommendProjectResponse['rules'];
export type RecommendMembersRequest = CallBody<typeof referralCalls.recommendMembers>;
export type RecommendMembersResponse = CallData<typeof referralCalls.recommendMembers>;
export type RecommendMember = RecommendMembersResponse['list'][number];
export type RecommendRewardsResponse = CallData<typeof referralCalls.recommendRewards>;
export type RecommendReward = RecommendRewardsResponse['list'][number];
export type CashSurplusDetail = CallData<typeof cashSurplusCalls.detail>;
export type CashSurplusClaimResponse = CallData<typeof cashSurplusCalls.claim>;
