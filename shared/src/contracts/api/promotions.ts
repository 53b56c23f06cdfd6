/**
 * The promotions of SPEC §2, §3, §4, §7 "Activity", §8:
 * - the red envelope (token required): the envelope open to the member now, and its claim;
 * - discounts (/discount, /discount/{id}, the pop-up discount and the history of pop-ups): a
 *   promotion per site and currency, with a category (a game type, or null for every game), a title
 *   and a body per language, generated artwork, a period, who may take part and an apply action.
 *   Visitors read them by site_id + currency + language; with a token each one also says whether
 *   that member applied;
 * - the daily sign-in reward (SPEC §3 message keys click_signin, click_signin_true,
 *   click_signin_pass, is_signin_pass, is_signin_success, is_signin_noopen, is_signin_true): one
 *   sign-in per member per America/Caracas day, paid by the day of the streak from the table of
 *   the member's site and currency.
 * Times shown to people are wall-clock times in America/Caracas (`YYYY-MM-DD HH:mm:ss`, no zone
 * suffix); days are `YYYY-MM-DD` in America/Caracas. Amounts are major units of the currency.
 */
import { CURRENCY_CODES, GAME_TYPE_IDS, LANGUAGE_CODES } from '@site/shared/constants';
import type { TSchema } from '@sinclair/typebox';
import { defineCall, emptyBody, flag, intOf, keysOf, oneOf, Type, type CallBody, type CallData } from './call';

const caracasTime = () => Type.String({ description: 'YYYY-MM-DD HH:mm:ss, America/Caracas' });
const caracasDay = (description = 'YYYY-MM-DD, America/Caracas') =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const timezone = () => oneOf(['America/Caracas'] as const);
const nullable = <T extends TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

/** The OpenAPI note of a money call (the platform's idempotency rule). */
const MONEY_CALL =
  'Money call: optional Idempotency-Key header (or idempotency_key body field); the same key with the same body answers the stored first answer, with another body HTTP 409.';

// ---- discounts -------------------------------------------------------------------------------

/** Who may take part in a discount. */
export const DISCOUNT_ELIGIBILITIES = [
  /** Every member of the site and currency. */
  'all',
  /** Members registered on or after the promotion's start. */
  'new_members',
  /** Members with at least one successful deposit. */
  'depositors',
  /** Regular members (member_type 1), not agents. */
  'regular_members',
] as const;
export type DiscountEligibility = (typeof DISCOUNT_ELIGIBILITIES)[number];

/** What applying does: nothing to apply for, a bonus paid at once, or an application the operator handles. */
export const DISCOUNT_APPLY_TYPES = ['none', 'bonus', 'request'] as const;
export type DiscountApplyType = (typeof DISCOUNT_APPLY_TYPES)[number];

/** A member's application: paid (a bonus credited) or pending (recorded for the operator). */
export const DISCOUNT_APPLICATION_STATUSES = ['paid', 'pending'] as const;
export type DiscountApplicationStatus = (typeof DISCOUNT_APPLICATION_STATUSES)[number];

/** How many earlier pop-up promotions the pop-up call answers at most. */
export const DISCOUNT_POP_UP_HISTORY_MAX = 20;

const discountFields = {
  id: Type.Integer(),
  gt_id: nullable(intOf(GAME_TYPE_IDS), 'The category: a game type (2 to 9), or null for every game'),
  title: Type.String({ description: 'In the language asked (else English, else Vietnamese)' }),
  banner: Type.String({
    description: 'The artwork, a generated SVG: /api/assets/discounts/{id}.svg?lang=…&v=… (v changes with it)',
  }),
  start_at: caracasTime(),
  end_at: caracasTime(),
  timezone: timezone(),
  currency: Type.String(),
  status: oneOf(['running', 'ended'] as const, {
    description: 'ended: past end_at, or ended by the operator',
  }),
  pop_up: flag({ description: '1: shown in the pop-up discount dialog while it runs' }),
  eligibility: oneOf(DISCOUNT_ELIGIBILITIES, {
    description:
      'Who may take part: all; new_members (registered on or after start_at); depositors (a successful deposit); regular_members (member_type 1)',
  }),
  apply_type: oneOf(DISCOUNT_APPLY_TYPES, {
    description:
      'none: nothing to apply for; bonus: applying credits `bonus` to the main wallet once; request: applying records an application for the operator',
  }),
  bonus: nullable(Type.Number(), 'The bonus of apply_type bonus, major units; null otherwise'),
  applied: flag({ description: '1 when the member of the token applied (always 0 for visitors)' }),
  application_status: nullable(
    oneOf(DISCOUNT_APPLICATION_STATUSES),
    "The token member's application: paid or pending; null when none",
  ),
  updated_at: Type.String({
    format: 'date-time',
    description: 'Last change (ISO 8601): a pop-up closed before it is not shown again (popUpDiscountModalCloseTime)',
  }),
};

/** A discount as the lists show it (SPEC §2 /discount). */
export const DiscountSchema = Type.Object(discountFields);
/** A discount with its body (SPEC §2 /discount/{id}). */
export const DiscountDetailSchema = Type.Object({
  ...discountFields,
  content: Type.String({ description: 'The body, HTML, in the language asked' }),
});

const visitorBody = {
  site_id: Type.Integer({ minimum: 1 }),
  currency: oneOf(CURRENCY_CODES),
  language: Type.Optional(oneOf(LANGUAGE_CODES, { description: 'Else the lang header, else vi_VN' })),
};

const discountCodes = {
  '101': {
    text: 'This promotion does not exist, is not offered for this site and currency, or has not started',
    key: 'promotions:discount.not_found',
  },
  '102': { text: 'This promotion has ended', key: 'promotions:discount.ended' },
} as const;

// ---- sign-in ---------------------------------------------------------------------------------

/** The sign-in message keys of SPEC §3, and when each one applies. */
export const SIGN_IN_MESSAGE_KEYS = {
  /** Status: open and not signed in today; the streak goes on (or starts). The button: sign in. */
  signIn: 'click_signin',
  /** Status: signed in today. A day of the table already signed in this cycle. */
  signedIn: 'click_signin_true',
  /** Status: open and not signed in today, but a day was missed: the streak starts again at day 1. */
  missed: 'click_signin_pass',
  /** Sign-in code 103: the day asked for is not today (it has passed). */
  dayPassed: 'is_signin_pass',
  /** Sign-in success. */
  success: 'is_signin_success',
  /** Status and sign-in code 101: sign-in is not open for the site and currency. */
  notOpen: 'is_signin_noopen',
  /** Sign-in code 102: already signed in today. */
  alreadySignedIn: 'is_signin_true',
} as const;
export type SignInMessageKey = (typeof SIGN_IN_MESSAGE_KEYS)[keyof typeof SIGN_IN_MESSAGE_KEYS];

export const SIGN_IN_STATES = ['is_signin_noopen', 'click_signin', 'click_signin_pass', 'click_signin_true'] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

/** The longest reward table (days of a cycle). */
export const SIGN_IN_MAX_DAYS = 31;

const signInDay = Type.Object({
  day: Type.Integer({ minimum: 1, description: 'Day of the cycle (1 = the first day of a streak)' }),
  reward: Type.Number({ description: 'Paid for that day of the streak, major units' }),
  state: nullable(
    oneOf(['click_signin_true', 'click_signin'] as const),
    'click_signin_true: signed in this cycle; click_signin: the day today’s sign-in pays; null: ahead',
  ),
});

export const promotionCalls = {
  /** POST /arks/web/activity/red_envelope_promotion, no body. */
  redEnvelope: defineCall({
    method: 'POST',
    path: '/arks/web/activity/red_envelope_promotion',
    summary: "The red envelope open to the member now (SPEC §3, §4, §7): the member's site and currency",
    description:
      "data {id, start_at, end_at, timezone, currency} or null when none is open or the member already claimed it (a claimed envelope is not shown). start_at/end_at are wall-clock times in America/Caracas, format `YYYY-MM-DD HH:mm:ss` (no zone suffix, e.g. '2025-05-01 20:00:00' = 2025-05-02T00:00:00Z). The envelope shown is the one ending first.",
    tags: ['activity'],
    body: emptyBody(),
    data: Type.Object({
      id: Type.Integer(),
      start_at: caracasTime(),
      end_at: caracasTime(),
      timezone: oneOf(['America/Caracas'] as const),
      currency: Type.String(),
    }),
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/activity/red_envelope {id}: a money call (Idempotency-Key). */
  claimRedEnvelope: defineCall({
    method: 'POST',
    path: '/arks/web/activity/red_envelope',
    summary: 'Claim a red envelope: cash into the main wallet (SPEC §7, §8)',
    description:
      "One claim per member and envelope; a random amount within the envelope's range, never more than its remaining budget, paid from the promotion pool through the ledger. Success data {cash} in major units. Optional Idempotency-Key header (or idempotency_key body field) as on every money call (same key + another body: HTTP 409).",
    tags: ['activity'],
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
        idempotency_key: Type.Optional(Type.String({ maxLength: 200 })),
      },
      { additionalProperties: true },
    ),
    data: Type.Object({ cash: Type.Number() }),
    // 102 clears the envelope on the client; the server's texts are English only, so the page shows the keys.
    codes: {
      '102': {
        text: 'This red envelope is gone: it has ended, its budget is used up, or it does not exist',
        key: 'promotions:red_envelope.gone',
      },
      '103': { text: 'You have already claimed this red envelope', key: 'promotions:red_envelope.already_claimed' },
    },
    auth: true,
    errors: [409],
  }),
  /** POST /arks/web/activity/discount {site_id, currency, language?, gt_id?}; the token is optional. */
  discounts: defineCall({
    method: 'POST',
    path: '/arks/web/activity/discount',
    summary: 'The discounts running now for a site and currency (SPEC §2 /discount), by category',
    description:
      'gt_id absent, null or 0: every category; a game type: the promotions of that type only. Sorted by the operator’s order, then newest first. ' +
      'categories: the game types that have at least one running promotion (for the category tabs; "all" is always there). ' +
      'Texts in the language asked, else the lang header, else vi_VN. With a token, applied/application_status are that member’s.',
    tags: ['activity'],
    body: Type.Object({
      ...visitorBody,
      gt_id: Type.Optional(
        Type.Union([Type.Integer({ minimum: 0, maximum: 9 }), Type.Null()], {
          description: '0, null or absent: every category',
        }),
      ),
    }),
    data: Type.Object({
      list: Type.Array(DiscountSchema),
      categories: Type.Array(intOf(GAME_TYPE_IDS)),
    }),
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/activity/discount/detail {site_id, currency, id, language?}; the token is optional. */
  discountDetail: defineCall({
    method: 'POST',
    path: '/arks/web/activity/discount/detail',
    summary: 'One discount with its body (SPEC §2 /discount/{id})',
    description:
      '101: unknown, of another site or currency, or not started yet; 102: ended (past end_at or ended by the operator).',
    tags: ['activity'],
    body: Type.Object({ ...visitorBody, id: Type.Integer({ minimum: 1 }) }),
    data: DiscountDetailSchema,
    codes: discountCodes,
    auth: false,
  }),
  /** POST /arks/web/activity/discount/apply {id}: a money call (Idempotency-Key). */
  applyDiscount: defineCall({
    method: 'POST',
    path: '/arks/web/activity/discount/apply',
    summary: 'Apply for a discount: a bonus into the main wallet once, or an application for the operator',
    description:
      "For the member's site and currency. apply_type bonus: `bonus` is credited to the main wallet through the ledger, once per member (data {id, status: 'paid', bonus, member_cash}); " +
      "apply_type request: the application is recorded for the operator (data {id, status: 'pending', bonus: null, member_cash}). " +
      'One application per member and promotion, also under concurrent calls. ' +
      MONEY_CALL,
    tags: ['activity'],
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        idempotency_key: Type.Optional(Type.String({ maxLength: 200 })),
      },
      { additionalProperties: true },
    ),
    data: Type.Object({
      id: Type.Integer(),
      status: oneOf(DISCOUNT_APPLICATION_STATUSES),
      bonus: nullable(Type.Number(), 'The bonus credited (major units), null for an application'),
      member_cash: Type.Number({ description: 'The main wallet after it, major units' }),
    }),
    codes: {
      ...discountCodes,
      '103': { text: 'You have already applied for this promotion', key: 'promotions:discount.already_applied' },
      '104': { text: 'You may not take part in this promotion', key: 'promotions:discount.not_eligible' },
      '105': { text: 'This promotion takes no application', key: 'promotions:discount.no_apply' },
    },
    auth: true,
    errors: [409],
  }),
  /** POST /arks/web/activity/discount/pop-up {site_id, currency, language?}; the token is optional. */
  popUpDiscounts: defineCall({
    method: 'POST',
    path: '/arks/web/activity/discount/pop-up',
    summary: 'The pop-up discount(s) running now, and the history of pop-up promotions (SPEC §2 modals)',
    description: `current: the pop-up promotions running now (the first one is the pop-up to show); history: earlier pop-up promotions that have ended, newest first, at most ${DISCOUNT_POP_UP_HISTORY_MAX}.`,
    tags: ['activity'],
    body: Type.Object(visitorBody),
    data: Type.Object({ current: Type.Array(DiscountSchema), history: Type.Array(DiscountSchema) }),
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/activity/sign-in/status, no body. */
  signInStatus: defineCall({
    method: 'POST',
    path: '/arks/web/activity/sign-in/status',
    summary: "The daily sign-in of the member (SPEC §3): open or not, today's state, the streak and the reward table",
    description:
      'state: is_signin_noopen (not open for the site and currency), click_signin (may sign in; the streak goes on or starts), ' +
      'click_signin_pass (may sign in, but a day was missed: the streak starts again at day 1), click_signin_true (signed in today). ' +
      "streak: consecutive days signed up to today (or yesterday, before today's sign-in); 0 once a day is missed. " +
      "days: the reward table; each day's state in the current cycle. After the last day a new cycle starts at day 1 (the streak keeps counting). " +
      'date: today in America/Caracas (the day a sign-in counts for).',
    tags: ['activity'],
    body: emptyBody(),
    data: Type.Object({
      open: flag(),
      state: oneOf(SIGN_IN_STATES),
      date: caracasDay('Today, YYYY-MM-DD in America/Caracas'),
      timezone: timezone(),
      currency: Type.String(),
      signed_today: flag(),
      streak: Type.Integer({ minimum: 0 }),
      next_day: nullable(
        Type.Integer({ minimum: 1 }),
        "The table day today's sign-in pays; null when signed today or not open",
      ),
      today_reward: nullable(Type.Number(), "What today's sign-in pays, or paid; null when not open"),
      days: Type.Array(signInDay),
    }),
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/activity/sign-in {date?}: a money call (Idempotency-Key). */
  signIn: defineCall({
    method: 'POST',
    path: '/arks/web/activity/sign-in',
    summary: "Sign in for today: the reward of the streak's day into the main wallet (SPEC §3)",
    description:
      'Once per member per America/Caracas day, also under concurrent calls. date (optional): the day the page shows; another day than today answers 103 (is_signin_pass). ' +
      'Success data {date, day, reward, streak, member_cash, message_key: is_signin_success}. ' +
      MONEY_CALL,
    tags: ['activity'],
    body: Type.Object(
      {
        date: Type.Optional(caracasDay('The day the member signs in for (must be today)')),
        idempotency_key: Type.Optional(Type.String({ maxLength: 200 })),
      },
      { additionalProperties: true },
    ),
    data: Type.Object({
      date: caracasDay(),
      day: Type.Integer({ minimum: 1, description: 'The day of the table paid' }),
      reward: Type.Number({ description: 'Paid, major units' }),
      streak: Type.Integer({ minimum: 1 }),
      member_cash: Type.Number({ description: 'The main wallet after it, major units' }),
      message_key: oneOf([SIGN_IN_MESSAGE_KEYS.success] as const),
    }),
    codes: {
      '101': { text: 'The daily sign-in is not open', key: SIGN_IN_MESSAGE_KEYS.notOpen },
      '102': { text: 'You have already signed in today', key: SIGN_IN_MESSAGE_KEYS.alreadySignedIn },
      '103': { text: 'That sign-in day has passed', key: SIGN_IN_MESSAGE_KEYS.dayPassed },
    },
    auth: true,
    errors: [409],
  }),
};

/** The envelope open to the member (the promotion call's data when there is one). */
export type RedEnvelopePromotion = CallData<typeof promotionCalls.redEnvelope>;
/** The promotion call answers data null when no envelope is open to the member. */
export type RedEnvelopePromotionResponse = RedEnvelopePromotion | null;
export type RedEnvelopeClaimRequest = CallBody<typeof promotionCalls.claimRedEnvelope>;
export type RedEnvelopeClaimResponse = CallData<typeof promotionCalls.claimRedEnvelope>;

/** SPEC §8: a claim answered 102 means the envelope is gone or ended: the site clears it. */
export const RED_ENVELOPE_GONE_CODE = '102' satisfies keyof typeof promotionCalls.claimRedEnvelope.codes;

/** The claim codes' keys, for describeFailure (another code shows red_envelope.claim_failed). */
export const RED_ENVELOPE_CLAIM_CODE_MESSAGE: Record<string, string> = Object.fromEntries(
  Object.entries(promotionCalls.claimRedEnvelope.codes).map(([code, { key }]) => [code, key ?? '']),
);

export type Discount = CallData<typeof promotionCalls.discounts>['list'][number];
export type DiscountDetail = CallData<typeof promotionCalls.discountDetail>;
export type DiscountListRequest = CallBody<typeof promotionCalls.discounts>;
export type DiscountListResponse = CallData<typeof promotionCalls.discounts>;
export type DiscountDetailRequest = CallBody<typeof promotionCalls.discountDetail>;
export type DiscountApplyRequest = CallBody<typeof promotionCalls.applyDiscount>;
export type DiscountApplyResponse = CallData<typeof promotionCalls.applyDiscount>;
export type PopUpDiscountsRequest = CallBody<typeof promotionCalls.popUpDiscounts>;
export type PopUpDiscountsResponse = CallData<typeof promotionCalls.popUpDiscounts>;
export type SignInStatus = CallData<typeof promotionCalls.signInStatus>;
export type SignInDay = SignInStatus['days'][number];
export type SignInRequest = CallBody<typeof promotionCalls.signIn>;
export type SignInResponse = CallData<typeof promotionCalls.signIn>;

/** A discount answered 101 or 102 (detail or apply): the page says it does not exist or has ended. */
export const DISCOUNT_GONE_CODES = [
  '101',
  '102',
] as const satisfies readonly (keyof typeof promotionCalls.applyDiscount.codes)[];

/** The apply codes' keys, for describeFailure. */
export const DISCOUNT_APPLY_CODE_MESSAGE = keysOf(promotionCalls.applyDiscount.codes);

/** The sign-in codes' keys (SPEC §3 is_signin_*), for describeFailure. */
export const SIGN_IN_CODE_MESSAGE = keysOf(promotionCalls.signIn.codes);
