/**
 * Responsible-gaming tools (UKGC / MGA practice; beyond SPEC §7): deposit limits per day, week and
 * month, the reality check, time-out and self-exclusion, all enforced by the platform.
 *
 * - Periods are calendar periods in the site time zone America/Caracas (SPEC §9): the day, the ISO
 *   week (Monday to Sunday) and the month. What a period "used" is the deposits asked for in it that
 *   are not failed or cancelled (pending and paid orders).
 * - A first limit or a lower one applies at once; a higher one or a removal only after
 *   RG_INCREASE_DELAY_MS (the state shows the pending value and when it applies).
 * - A time-out or a self-exclusion (password required) logs the member out, and until it ends the
 *   member cannot log in, deposit or start a game; it cannot be ended early. After it ends, limits
 *   cannot be raised or removed for RG_COOLING_OFF_MS.
 * Times are ISO 8601 instants; the apps show them in America/Caracas. Amounts are major units of the
 * member's currency.
 */
import { defineCall, emptyBody, intOf, keysOf, oneOf, Type, type CallBody, type CallData } from './call';

export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** Reality-check intervals in minutes; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 45, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export const RG_BLOCK_KINDS = ['time_out', 'self_exclusion'] as const;
export type RgBlockKind = (typeof RG_BLOCK_KINDS)[number];

/** An increase or a removal of a deposit limit waits this long. */
export const RG_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;
/** After a time-out or self-exclusion ends, limits cannot be raised for this long. */
export const RG_COOLING_OFF_MS = 24 * 60 * 60 * 1000;
/** The highest limit accepted, major units (well above any channel's maximum). */
export const DEPOSIT_LIMIT_MAX = 1_000_000_000_000;

const iso = (description: string) => Type.String({ description: `${description} (ISO 8601)` });
const nullableIso = (description: string) => Type.Union([iso(description), Type.Null()]);
const nullableAmount = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

const depositLimitState = Type.Object({
  period: oneOf(DEPOSIT_LIMIT_PERIODS),
  limit: nullableAmount('The limit in force; null: none'),
  used: Type.Number({ description: 'Deposits asked for in the current period (pending and paid)' }),
  remaining: nullableAmount('What may still be deposited this period; null: no limit'),
  period_start: iso('Start of the current period in America/Caracas'),
  period_end: iso('End of the current period (the next one starts)'),
  pending: Type.Union(
    [
      Type.Object({
        limit: nullableAmount('The new limit; null: the limit is removed'),
        effective_at: iso('When it applies'),
      }),
      Type.Null(),
    ],
    { description: 'An increase or removal waiting for its 24 hours' },
  ),
});

const blockState = Type.Object({
  kind: oneOf(RG_BLOCK_KINDS),
  started_at: iso('When it began'),
  ends_at: iso('When it ends'),
});

const stateData = Type.Object({
  timezone: oneOf(['America/Caracas'] as const),
  currency: Type.String(),
  deposit_limits: Type.Array(depositLimitState, { description: 'One entry per period: day, week, month' }),
  reality_check: Type.Object({
    interval_minutes: intOf(REALITY_CHECK_INTERVALS),
    session_started_at: iso('When the current login session began'),
    played_seconds: Type.Integer({ minimum: 0, description: 'Seconds since the session began' }),
    bet: Type.Number({ description: 'Stakes since the session began (rolled-back bets excluded)' }),
    win: Type.Number({ description: 'Wins since the session began' }),
    net: Type.Number({ description: 'win − bet' }),
  }),
  block: Type.Union([blockState, Type.Null()], { description: 'An active time-out or self-exclusion' }),
  cooling_off_until: nullableIso('Limits cannot be raised or removed until then; null: no cooling-off'),
});

const passwordField = () => Type.String({ minLength: 1, maxLength: 64, description: "The member's login password" });

/** Codes of the time-out and self-exclusion calls. */
const blockCodes = {
  '101': { text: 'The password is wrong', key: 'rg.code.wrong_password' },
  '102': { text: 'A time-out or self-exclusion is already active', key: 'rg.code.already_blocked' },
} as const;

export const responsibleGamingCalls = {
  /** POST /arks/web/member/responsible-gaming: the member's settings and state. */
  state: defineCall({
    method: 'POST',
    path: '/arks/web/member/responsible-gaming',
    summary:
      'Responsible gaming: deposit limits (used, remaining, pending increases), reality check, time-out/exclusion',
    tags: ['member'],
    body: emptyBody(),
    data: stateData,
    codes: {},
    auth: true,
  }),
  /** POST .../deposit-limit {period, limit|null}. */
  setDepositLimit: defineCall({
    method: 'POST',
    path: '/arks/web/member/responsible-gaming/deposit-limit',
    summary: 'Set, lower, raise or remove a deposit limit of one period',
    description:
      'A first limit or a lower one applies at once (a pending increase is dropped); a higher one or a removal (limit null) applies after 24 hours. change: applied | pending | unchanged. 101: during the cooling-off after a time-out or self-exclusion, limits cannot be raised or removed (data {until}). HTTP 400: limit not a positive amount of the currency.',
    tags: ['member'],
    body: Type.Object({
      period: oneOf(DEPOSIT_LIMIT_PERIODS),
      // One schema with `nullable` rather than a union with null: the validator's type coercion would
      // otherwise read a 0 as null (a removal) instead of refusing it.
      limit: Type.Unsafe<number | null>({
        type: 'number',
        nullable: true,
        exclusiveMinimum: 0,
        maximum: DEPOSIT_LIMIT_MAX,
        description: 'Major units; null removes the limit',
      }),
    }),
    data: Type.Object({
      change: Type.Optional(oneOf(['applied', 'pending', 'unchanged'] as const)),
      state: Type.Optional(stateData),
      until: Type.Optional(iso('101: the end of the cooling-off')),
    }),
    codes: {
      '101': { text: 'Limits cannot be raised or removed during the cooling-off period', key: 'rg.code.cooling_off' },
    },
    auth: true,
  }),
  /** POST .../reality-check {interval_minutes}. */
  setRealityCheck: defineCall({
    method: 'POST',
    path: '/arks/web/member/responsible-gaming/reality-check',
    summary: 'Set the reality-check reminder interval (0: off)',
    tags: ['member'],
    body: Type.Object({ interval_minutes: intOf(REALITY_CHECK_INTERVALS) }),
    data: stateData,
    codes: {},
    auth: true,
  }),
  /** POST .../time-out {period, password}. */
  timeOut: defineCall({
    method: 'POST',
    path: '/arks/web/member/responsible-gaming/time-out',
    summary: 'Take a time-out (24 hours, 7 days, 30 days or 6 weeks): every session of the member ends',
    description: 'Cannot be ended early. Success data {kind, started_at, ends_at}; the token no longer works.',
    tags: ['member'],
    body: Type.Object({ period: oneOf(TIME_OUT_PERIODS), password: passwordField() }),
    data: blockState,
    codes: blockCodes,
    auth: true,
  }),
  /** POST .../self-exclusion {period, password}. */
  selfExclusion: defineCall({
    method: 'POST',
    path: '/arks/web/member/responsible-gaming/self-exclusion',
    summary: 'Self-exclude (6 months, 1 year or 5 years): every session of the member ends',
    description: 'Cannot be ended early. Success data {kind, started_at, ends_at}; the token no longer works.',
    tags: ['member'],
    body: Type.Object({ period: oneOf(SELF_EXCLUSION_PERIODS), password: passwordField() }),
    data: blockState,
    codes: blockCodes,
    auth: true,
  }),
};

export type ResponsibleGamingState = CallData<typeof responsibleGamingCalls.state>;
export type DepositLimitState = ResponsibleGamingState['deposit_limits'][number];
export type RgBlock = NonNullable<ResponsibleGamingState['block']>;
export type SetDepositLimitRequest = CallBody<typeof responsibleGamingCalls.setDepositLimit>;
export type SetDepositLimitResponse = CallData<typeof responsibleGamingCalls.setDepositLimit>;
export type TimeOutRequest = CallBody<typeof responsibleGamingCalls.timeOut>;
export type SelfExclusionRequest = CallBody<typeof responsibleGamingCalls.selfExclusion>;

export const RG_BLOCK_CODE_MESSAGE = keysOf(blockCodes);

// ---- enforcement: the codes other calls answer ---------------------------------------------

/** POST /login: refused during a time-out (108) or a self-exclusion (109); data {ends_at}. */
export const RG_LOGIN_CODES = {
  '108': { text: 'You are taking a time-out: you cannot log in until it ends', key: 'rg_login_time_out' },
  '109': { text: 'You have self-excluded: you cannot log in until it ends', key: 'rg_login_self_excluded' },
} as const;
/** The login data field of codes 108 and 109. */
export const RG_LOGIN_DATA = {
  ends_at: Type.Optional(iso('108/109: when the time-out or self-exclusion ends')),
};

/** POST /arks/web/deposit and /fast-deposit: over the limit (206), or blocked (207). */
export const RG_DEPOSIT_CODES = {
  '206': { text: 'This deposit is over your deposit limit' },
  '207': { text: 'Deposits are closed during your time-out or self-exclusion' },
} as const;
/** The deposit data fields of codes 206 and 207. */
export const RG_DEPOSIT_DATA = {
  limit_period: Type.Optional(oneOf(DEPOSIT_LIMIT_PERIODS, { description: '206: the period whose limit is reached' })),
  limit: Type.Optional(Type.Number({ description: '206: that limit' })),
  remaining: Type.Optional(Type.Number({ description: '206: what may still be deposited in that period' })),
  resets_at: Type.Optional(iso('206: when that period ends')),
  ends_at: Type.Optional(iso('207: when the time-out or self-exclusion ends')),
};
export const RG_DEPOSIT_DATA_NOTE =
  '206 data {limit_period, limit, remaining, resets_at} (responsible-gaming deposit limit); 207 data {ends_at} (time-out or self-exclusion).';

/** The play1 data field of code 208. */
export const RG_PLAY_DATA = {
  ends_at: Type.Optional(iso('208: when the time-out or self-exclusion ends')),
};
/** POST /member/game/play1: refused during a time-out or self-exclusion (208, data {ends_at}). */
export const RG_PLAY_CODES = {
  '208': { text: 'Play is closed during your time-out or self-exclusion' },
} as const;
