/**
 * The agent area (SPEC §2 agent menu, §6 agent access, §7 apply_for_agent): the brand's agent
 * programme, the application and its review by the operator, and the ProxyCenter pages
 * (DownlineInfo, Promotion, OperationTable, StratifiedTable, Transfer, PerformanceSettlement).
 *
 * Who is in an agent's downline: every member whose introducer chain (members.introducer_id) leads
 * to the agent. Depth 1 are the members the agent brought; a sub-agent's members are depth 2, and so
 * on. Every ProxyCenter call answers code 101 to a member who is not an active agent (the client then
 * goes to proxy?page=Register, SPEC §6).
 *
 * Periods and days are America/Caracas (SPEC §9): a day from 00:00 to 24:00 there, a week Monday to
 * Sunday, a month the calendar month. Amounts are major units of the agent's currency; a downline
 * member of another currency is not counted in figures (an agent's downline shares the agent's
 * currency: links and domains lock it).
 *
 * Figures come from the ledger: deposits (ledger kind deposit), withdrawals (withdraw less
 * withdraw_refund), bets and wins (settled game rounds, by game type), bonuses (every promotion the
 * operator paid a downline member: discounts, red envelopes, sign-in, referral rewards, cash
 * surplus), transfers from the agent (agent_transfer). net_result = bets − wins: what the downline
 * lost to the house (negative when it won).
 *
 * Commission (PerformanceSettlement): once per closed calendar month. base = net_result − bonuses of
 * the agent's whole downline in that month; the tier is the highest whose min_profit the base and
 * whose min_active_members the month's active members (members who bet at least active_bet_min)
 * both reach; commission = base × rate_percent / 100, rounded down to the currency's minor unit, 0
 * when the base is not positive or no tier is reached. Paid into the agent's main wallet through the
 * ledger (kind agent_commission) once per agent and month, whoever starts the settlement and however
 * often.
 */
import { RECORD_MAX_PAGE_SIZE } from '@site/shared/constants';
import { REQUEST_ERROR_KEYS } from '../server-texts';
import { defineCall, emptyBody, flag, oneOf, Type, type CallBody, type CallData } from './call';

const MONEY_CALL =
  'Money call: optional Idempotency-Key header (or idempotency_key body field); the same key with the same body answers the stored first answer, with another body HTTP 409.';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const MONTH = '^\\d{4}-\\d{2}$';
const page = () => Type.Optional(Type.Integer({ minimum: 1, default: 1 }));
const count = () => Type.Optional(Type.Integer({ minimum: 1, maximum: RECORD_MAX_PAGE_SIZE, default: 20 }));
const closed = { additionalProperties: false } as const;

/** The states of an agent application. */
export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];
/** What the applicant sees: no application yet, or the state of the latest. */
export const AGENT_APPLY_STATES = ['none', ...AGENT_APPLICATION_STATUSES] as const;
export type AgentApplyState = (typeof AGENT_APPLY_STATES)[number];
/** The grouping of the operation table. */
export const AGENT_REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type AgentReportPeriod = (typeof AGENT_REPORT_PERIODS)[number];
/** A downline member's balance, banded (an agent does not see exact balances): thresholds in `bands`. */
export const AGENT_BALANCE_BANDS = ['zero', 'low', 'medium', 'high'] as const;
export type AgentBalanceBand = (typeof AGENT_BALANCE_BANDS)[number];
/** How a member came to an agent (the Promotion page counts registrations per source). */
export const AGENT_REGISTER_SOURCES = ['link', 'code', 'domain'] as const;
export type AgentRegisterSource = (typeof AGENT_REGISTER_SOURCES)[number];
/** The highest agent level; level 1 is the top. */
export const AGENT_MAX_LEVEL = 5;
/** The longest date range of a report, in days (days and weeks); months: 12 months. */
export const AGENT_REPORT_MAX_DAYS = 92;
export const AGENT_REPORT_MAX_MONTHS = 12;

const notAgent = { text: 'You are not an active agent', key: 'proxy.err_not_agent' } as const;

/** One commission tier of the programme. */
const tierSchema = Type.Object({
  /** The smallest monthly base (net result − bonuses of the downline) this tier needs. */
  min_profit: Type.Number(),
  /** The fewest active members this tier needs. */
  min_active_members: Type.Integer(),
  /** Commission rate in percent (e.g. 30 = 30 %). */
  rate_percent: Type.Number(),
});

/** The figures of a period (or a total, or a level). */
const figures = {
  deposits: Type.Number(),
  deposit_count: Type.Integer(),
  withdrawals: Type.Number(),
  withdrawal_count: Type.Integer(),
  bets: Type.Number(),
  wins: Type.Number(),
  /** bets − wins: what the downline lost to the house. */
  net_result: Type.Number(),
  bonuses: Type.Number(),
  /** Members who bet at least the programme's active_bet_min in the period. */
  active_members: Type.Integer(),
  /** Members who registered in the period. */
  new_members: Type.Integer(),
};
const figuresSchema = Type.Object(figures);

const gameTypeRow = Type.Object({
  gt_id: Type.Integer(),
  rounds: Type.Integer(),
  bets: Type.Number(),
  wins: Type.Number(),
  net_result: Type.Number(),
});

const settlementSchema = Type.Object({
  id: Type.Integer(),
  /** YYYY-MM, America/Caracas. */
  period: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  active_members: Type.Integer(),
  bets: Type.Number(),
  wins: Type.Number(),
  net_result: Type.Number(),
  bonuses: Type.Number(),
  /** net_result − bonuses. */
  base: Type.Number(),
  /** The tier reached (0-based index into the programme's tiers), or -1 for none. */
  tier_index: Type.Integer(),
  rate_percent: Type.Number(),
  commission: Type.Number(),
  /** paid: the commission went to the agent's wallet; nothing: no commission for the period. */
  status: oneOf(['paid', 'nothing'] as const),
  /** ISO 8601. */
  settled_at: Type.String(),
});

const applicationSchema = Type.Object({
  id: Type.Integer(),
  status: oneOf(AGENT_APPLICATION_STATUSES),
  contact: Type.String(),
  message: Type.String(),
  /** ISO 8601. */
  created_at: Type.String(),
  /** ISO 8601, or '' while pending. */
  reviewed_at: Type.String(),
  /** The operator's note (shown to the applicant when rejected). */
  review_note: Type.String(),
});

/**
 * Transfer's failure envelope: 105 data {attempts_left}, 106 {retry_after_s}, 109 {left}, 110
 * {member_cash}, otherwise data null; HTTP 400/500 carry the request-error fields.
 */
const transferFailureSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  data: Type.Unsafe<{ attempts_left?: number; retry_after_s?: number; left?: number; member_cash?: number } | null>({
    type: 'object',
    nullable: true,
    properties: {
      attempts_left: { type: 'integer' },
      retry_after_s: { type: 'integer' },
      left: { type: 'number' },
      member_cash: { type: 'number' },
    },
  }),
  message_key: Type.Optional(oneOf(REQUEST_ERROR_KEYS)),
  field: Type.Optional(Type.String()),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

export const agentCalls = {
  programme: defineCall({
    method: 'POST',
    path: '/arks/web/agent/programme',
    summary: "Plan and Agreement: the brand's agent programme for a currency (SPEC §2 agent menu)",
    description:
      'Open to visitors. tiers lowest first. level_names are the agent-level-rename names of the currency. transfer_* are the limits of a transfer to the downline.',
    tags: ['agent'],
    body: Type.Object({
      site_id: Type.Integer({ minimum: 1, default: 1 }),
      currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    }),
    data: Type.Object({
      currency: Type.String(),
      /** 1 when the brand takes agent applications in this currency. */
      open: flag(),
      settlement_period: oneOf(['month'] as const),
      /** The smallest bets of a month that make a downline member active. */
      active_bet_min: Type.Number(),
      tiers: Type.Array(tierSchema),
      transfer_min: Type.Number(),
      transfer_max: Type.Number(),
      transfer_daily_max: Type.Number(),
      max_level: Type.Integer(),
      level_names: Type.Array(Type.Object({ agent_level: Type.Integer(), name: Type.String() })),
    }),
    codes: {},
    auth: false,
  }),
  applyStatus: defineCall({
    method: 'POST',
    path: '/member/apply_for_agent/status',
    summary: "Register: the member's agent state and latest application",
    description: "state 'approved' with is_agent 1: an agent (agent_active says whether the account is active).",
    tags: ['agent'],
    body: emptyBody(),
    data: Type.Object({
      state: oneOf(AGENT_APPLY_STATES),
      is_agent: flag(),
      agent_active: flag(),
      agent_level: Type.Integer(),
      application: Type.Union([applicationSchema, Type.Null()]),
    }),
    codes: {},
    auth: true,
  }),
  apply: defineCall({
    method: 'POST',
    path: '/member/apply_for_agent/apply',
    summary:
      'Register: apply to become an agent; the operator reviews it (operator agentApplications / reviewAgentApplication)',
    description:
      'Codes in the order checked: 101 already an agent; 102 an application is pending (data: that application); 103 the programme is not open for the currency. A rejected applicant may apply again.',
    tags: ['agent'],
    body: Type.Object(
      {
        /** How the operator reaches the applicant (phone, Telegram, Zalo, …). */
        contact: Type.String({ minLength: 3, maxLength: 100 }),
        /** Where and how the applicant will bring players. */
        message: Type.Optional(Type.String({ maxLength: 500, default: '' })),
        /** The applicant accepted the Agreement. */
        agree: Type.Literal(1),
      },
      closed,
    ),
    data: applicationSchema,
    codes: {
      '101': { text: 'You are already an agent', key: 'proxy.err_already_agent' },
      '102': { text: 'Your application is being reviewed', key: 'proxy.err_application_pending' },
      '103': { text: 'The agent programme is not open for your currency', key: 'proxy.err_programme_closed' },
    },
    auth: true,
  }),
  downline: defineCall({
    method: 'POST',
    path: '/arks/web/agent/downline',
    summary: "DownlineInfo: one level of the agent's downline tree, or a search of the whole tree",
    description: `parent_id: a sub-agent in the caller's downline whose members to list (default the caller); 102 when it is not in the downline. account (2 to 12 characters) searches the whole downline, case-insensitive part match, ignoring parent_id. path is the chain from the caller down to the parent. count at most ${RECORD_MAX_PAGE_SIZE}; sub-agents first, then newest registration first. totals cover the caller's whole downline.`,
    tags: ['agent'],
    body: Type.Object(
      {
        parent_id: Type.Optional(Type.Integer({ minimum: 1 })),
        account: Type.Optional(Type.String({ minLength: 2, maxLength: 12, pattern: '^[A-Za-z0-9_]+$' })),
        status: Type.Optional(oneOf(['active', 'disabled', 'frozen'] as const)),
        page: page(),
        count: count(),
      },
      closed,
    ),
    data: Type.Object({
      path: Type.Array(Type.Object({ id: Type.Integer(), account: Type.String(), agent_level: Type.Integer() })),
      list: Type.Array(
        Type.Object({
          id: Type.Integer(),
          account: Type.String(),
          /** Masked: first character and last, the rest '*'. */
          member_name: Type.String(),
          is_agent: flag(),
          agent_level: Type.Integer(),
          /** Depth below the caller: 1 = the caller's own members. */
          depth: Type.Integer(),
          /** The members below this one (0 for a member who is not an agent). */
          downline_count: Type.Integer(),
          source: Type.Union([oneOf(AGENT_REGISTER_SOURCES), Type.Literal('')]),
          /** ISO 8601. */
          registered_at: Type.String(),
          /** ISO 8601, or '' when never. */
          last_login_at: Type.String(),
          balance_band: oneOf(AGENT_BALANCE_BANDS),
          status: oneOf(['active', 'disabled', 'frozen'] as const),
        }),
      ),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
      /** Upper bounds of the low and medium balance bands (zero is 0, high is above medium_max). */
      bands: Type.Object({ low_max: Type.Number(), medium_max: Type.Number() }),
      totals: Type.Object({
        members: Type.Integer(),
        agents: Type.Integer(),
        /** Members who logged in within 30 days. */
        active_30d: Type.Integer(),
        max_depth: Type.Integer(),
      }),
    }),
    codes: { '101': notAgent, '102': { text: 'This member is not in your downline', key: 'proxy.err_not_downline' } },
    auth: true,
  }),
  promotion: defineCall({
    method: 'POST',
    path: '/arks/web/agent/promotion',
    summary: "Promotion: the agent's link, recommend code, agent domains and the registrations each brought",
    description:
      "link_path is /register?id=<agent id> (SPEC §4 member_agent) and invite_path /register?invite=<code> (SPEC §4 recommend_code); the client puts its own origin in front. A domain's address is https://<host>/register. A registration through any of them makes the agent the member's introducer; sources count the caller's direct members by how they came (the domain rows one per domain). recent: registrations of the last 30 America/Caracas days, per day, oldest first.",
    tags: ['agent'],
    body: emptyBody(),
    data: Type.Object({
      agent_id: Type.Integer(),
      recommend_code: Type.String(),
      link_path: Type.String(),
      invite_path: Type.String(),
      currency: Type.String(),
      domains: Type.Array(
        Type.Object({ id: Type.Integer(), host: Type.String(), currency: Type.String(), active: flag() }),
      ),
      sources: Type.Array(
        Type.Object({
          source: oneOf(AGENT_REGISTER_SOURCES),
          /** The domain of a domain row, else 0 and ''. */
          domain_id: Type.Integer(),
          host: Type.String(),
          registrations: Type.Integer(),
          /** Of those, the members who made a deposit. */
          depositors: Type.Integer(),
        }),
      ),
      recent: Type.Array(Type.Object({ date: Type.String(), registrations: Type.Integer() })),
    }),
    codes: { '101': notAgent },
    auth: true,
  }),
  operationReport: defineCall({
    method: 'POST',
    path: '/arks/web/agent/report/operation',
    summary:
      "OperationTable: the downline's deposits, withdrawals, bets, wins and net result per day, week or month, and by game type",
    description: `start_date and end_date: America/Caracas days, inclusive; at most ${AGENT_REPORT_MAX_DAYS} days for day and week, ${AGENT_REPORT_MAX_MONTHS} months for month (HTTP 400 naming the field when reversed or too long; a week or month row covers the days of its period inside the range). gt_id limits bets, wins and by_game_type to one game type. rows newest first, one per period even when empty. totals equal the sum of the rows.`,
    tags: ['agent'],
    body: Type.Object(
      {
        period: oneOf(AGENT_REPORT_PERIODS),
        start_date: Type.String({ pattern: DATE }),
        end_date: Type.String({ pattern: DATE }),
        gt_id: Type.Optional(Type.Integer({ minimum: 1 })),
      },
      closed,
    ),
    data: Type.Object({
      timezone: Type.String(),
      currency: Type.String(),
      rows: Type.Array(Type.Object({ period_start: Type.String(), period_end: Type.String(), ...figures })),
      by_game_type: Type.Array(gameTypeRow),
      totals: figuresSchema,
    }),
    codes: { '101': notAgent },
    auth: true,
  }),
  stratifiedReport: defineCall({
    method: 'POST',
    path: '/arks/web/agent/report/stratified',
    summary: "StratifiedTable: the same figures by depth of the downline (1 = the agent's own members)",
    description: `Dates as the operation table (at most ${AGENT_REPORT_MAX_DAYS} days). One row per depth from 1 to the deepest member, members counting everyone registered at that depth by end_date. totals equal the sum of the rows.`,
    tags: ['agent'],
    body: Type.Object({ start_date: Type.String({ pattern: DATE }), end_date: Type.String({ pattern: DATE }) }, closed),
    data: Type.Object({
      timezone: Type.String(),
      currency: Type.String(),
      rows: Type.Array(
        Type.Object({ depth: Type.Integer(), members: Type.Integer(), agents: Type.Integer(), ...figures }),
      ),
      totals: Type.Object({ members: Type.Integer(), agents: Type.Integer(), ...figures }),
    }),
    codes: { '101': notAgent },
    auth: true,
  }),
  transfer: defineCall({
    method: 'POST',
    path: '/arks/web/agent/transfer',
    summary: "Transfer: move money from the agent's main wallet to a downline member's main wallet",
    description: `${MONEY_CALL} One ledger entry (kind agent_transfer); both members get member.cash. Codes in the order checked: 101 not an agent; 102 not in the downline (or the agent's own id); 103 the member is not active; 104 no withdraw password set; 105 wrong withdraw password (data {attempts_left}; 5 wrong within 15 minutes lock transfers and withdrawals for 15 minutes, 106 data {retry_after_s}); 107 below transfer_min; 108 above transfer_max; 109 over the day's transfer_daily_max (data {left}); 110 not enough money in the main wallet. Amount: positive, at most the currency's minor digits.`,
    tags: ['agent'],
    body: Type.Object(
      {
        member_id: Type.Integer({ minimum: 1 }),
        amount: Type.Number({ exclusiveMinimum: 0 }),
        withdraw_password: Type.String({ pattern: '^\\d{4}$' }),
        memo: Type.Optional(Type.String({ maxLength: 100, default: '' })),
        idempotency_key: Type.Optional(Type.String({ maxLength: 200 })),
      },
      closed,
    ),
    data: Type.Object({
      id: Type.Integer(),
      member_id: Type.Integer(),
      member_account: Type.String(),
      amount: Type.Number(),
      /** The agent's main wallet after the transfer. */
      member_cash: Type.Number(),
      created_at: Type.String(),
    }),
    codes: {
      '101': notAgent,
      '102': { text: 'This member is not in your downline', key: 'proxy.err_not_downline' },
      '103': { text: 'This member cannot receive transfers', key: 'proxy.err_member_inactive' },
      '104': { text: 'Set a withdraw password first', key: 'proxy.err_no_withdraw_password' },
      '105': { text: 'Wrong withdraw password', key: 'proxy.err_withdraw_password' },
      '106': { text: 'Too many wrong passwords: try again later', key: 'proxy.err_withdraw_locked' },
      '107': { text: 'The amount is below the smallest transfer', key: 'proxy.err_transfer_min' },
      '108': { text: 'The amount is above the largest transfer', key: 'proxy.err_transfer_max' },
      '109': { text: "The amount is over today's transfer limit", key: 'proxy.err_transfer_daily' },
      '110': { text: 'Not enough money in your wallet', key: 'proxy.err_insufficient' },
    },
    failure: transferFailureSchema,
    auth: true,
    errors: [409],
  }),
  transfers: defineCall({
    method: 'POST',
    path: '/arks/web/agent/transfers',
    summary: "Transfer: the agent's transfers to the downline, newest first",
    description: `Dates optional (both or none), America/Caracas days inclusive; account: part of the receiving member's account. count at most ${RECORD_MAX_PAGE_SIZE}. today_total and daily_left: the current Caracas day.`,
    tags: ['agent'],
    body: Type.Object(
      {
        start_date: Type.Optional(Type.String({ pattern: DATE })),
        end_date: Type.Optional(Type.String({ pattern: DATE })),
        account: Type.Optional(Type.String({ minLength: 2, maxLength: 12, pattern: '^[A-Za-z0-9_]+$' })),
        page: page(),
        count: count(),
      },
      closed,
    ),
    data: Type.Object({
      list: Type.Array(
        Type.Object({
          id: Type.Integer(),
          member_id: Type.Integer(),
          member_account: Type.String(),
          amount: Type.Number(),
          memo: Type.String(),
          created_at: Type.String(),
        }),
      ),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
      total_amount: Type.Number(),
      today_total: Type.Number(),
      daily_left: Type.Number(),
    }),
    codes: { '101': notAgent },
    auth: true,
  }),
  settlements: defineCall({
    method: 'POST',
    path: '/arks/web/agent/settlements',
    summary: "PerformanceSettlement: the agent's monthly commission statements, newest first, and the month so far",
    description:
      'current is the open month (not settled yet): its figures so far and the commission they would earn. total_commission: everything paid.',
    tags: ['agent'],
    body: Type.Object({ page: page(), count: count() }, closed),
    data: Type.Object({
      currency: Type.String(),
      tiers: Type.Array(tierSchema),
      current: Type.Object({
        period: Type.String(),
        start_date: Type.String(),
        end_date: Type.String(),
        active_members: Type.Integer(),
        bets: Type.Number(),
        wins: Type.Number(),
        net_result: Type.Number(),
        bonuses: Type.Number(),
        base: Type.Number(),
        tier_index: Type.Integer(),
        rate_percent: Type.Number(),
        commission: Type.Number(),
      }),
      list: Type.Array(settlementSchema),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
      total_commission: Type.Number(),
    }),
    codes: { '101': notAgent },
    auth: true,
  }),
  settlement: defineCall({
    method: 'POST',
    path: '/arks/web/agent/settlements/detail',
    summary: 'PerformanceSettlement: the statement of one settled month, by game type and by downline member',
    description: 'members: every downline member with bets or bonuses in the month, largest net_result first.',
    tags: ['agent'],
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }, closed),
    data: Type.Object({
      settlement: settlementSchema,
      by_game_type: Type.Array(gameTypeRow),
      members: Type.Array(
        Type.Object({
          member_id: Type.Integer(),
          account: Type.String(),
          depth: Type.Integer(),
          bets: Type.Number(),
          wins: Type.Number(),
          net_result: Type.Number(),
          bonuses: Type.Number(),
        }),
      ),
    }),
    codes: { '101': notAgent, '102': { text: 'No such statement', key: 'proxy.err_no_statement' } },
    auth: true,
  }),
};

const operatorBase = { tags: ['operator'], auth: false, security: 'operatorKey', codes: {} } as const;

/** The operator's side: agent applications and the settlement run. */
export const agentOperatorCalls = {
  applications: defineCall({
    ...operatorBase,
    method: 'POST',
    path: '/operator/agent-applications',
    summary: 'Agent applications, newest first',
    body: Type.Object(
      {
        site_id: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        status: Type.Optional(oneOf(AGENT_APPLICATION_STATUSES)),
        page: page(),
        count: count(),
      },
      closed,
    ),
    data: Type.Object({
      list: Type.Array(
        Type.Object({
          id: Type.Integer(),
          member_id: Type.Integer(),
          member_account: Type.String(),
          currency: Type.String(),
          status: oneOf(AGENT_APPLICATION_STATUSES),
          contact: Type.String(),
          message: Type.String(),
          created_at: Type.String(),
          reviewed_at: Type.String(),
          review_note: Type.String(),
        }),
      ),
      total: Type.Integer(),
      page: Type.Integer(),
      count: Type.Integer(),
    }),
  }),
  reviewApplication: defineCall({
    ...operatorBase,
    method: 'POST',
    path: '/operator/agent-applications/review',
    summary: 'Approve or reject an agent application',
    description: `approve: the member becomes an active agent (is_agent 1, agent_active 1, member_type 2, agent_type 1) at agent_level (1 to ${AGENT_MAX_LEVEL}, default: one below the member's own introducer agent, else 1), with a recommend code; the member's open pages hear member.layout. 404 unknown id; 409 already reviewed.`,
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1 }),
        decision: oneOf(['approve', 'reject'] as const),
        agent_level: Type.Optional(Type.Integer({ minimum: 1, maximum: AGENT_MAX_LEVEL })),
        note: Type.Optional(Type.String({ maxLength: 200, default: '' })),
      },
      closed,
    ),
    data: Type.Object({
      id: Type.Integer(),
      status: oneOf(AGENT_APPLICATION_STATUSES),
      member_id: Type.Integer(),
      agent_level: Type.Integer(),
    }),
    errors: [404, 409],
  }),
  settle: defineCall({
    ...operatorBase,
    method: 'POST',
    path: '/operator/agents/settle',
    summary:
      'Settle the agents’ commission of a closed month (also run by the platform every hour for the last closed month)',
    description:
      'period YYYY-MM (default: the last closed America/Caracas month); 400 when the month is not closed yet. Safe to run twice, also at once: each agent is settled once per month.',
    body: Type.Object(
      {
        site_id: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        period: Type.Optional(Type.String({ pattern: MONTH })),
      },
      closed,
    ),
    data: Type.Object({
      period: Type.String(),
      /** Agents settled by this run. */
      settled: Type.Integer(),
      /** Agents settled before. */
      already: Type.Integer(),
      total_commission_by_currency: Type.Record(Type.String(), Type.Number()),
    }),
  }),
};

export type AgentProgramme = CallData<typeof agentCalls.programme>;
export type AgentTier = AgentProgramme['tiers'][number];
export type AgentApplyStatusResponse = CallData<typeof agentCalls.applyStatus>;
export type AgentApplication = CallData<typeof agentCalls.apply>;
export type AgentApplyRequest = CallBody<typeof agentCalls.apply>;
export type AgentDownlineRequest = CallBody<typeof agentCalls.downline>;
export type AgentDownlineResponse = CallData<typeof agentCalls.downline>;
export type AgentDownlineMember = AgentDownlineResponse['list'][number];
export type AgentPromotion = CallData<typeof agentCalls.promotion>;
export type AgentOperationRequest = CallBody<typeof agentCalls.operationReport>;
export type AgentOperationReport = CallData<typeof agentCalls.operationReport>;
export type AgentFigures = AgentOperationReport['totals'];
export type AgentStratifiedReport = CallData<typeof agentCalls.stratifiedReport>;
export type AgentTransferRequest = CallBody<typeof agentCalls.transfer>;
export type AgentTransferResponse = CallData<typeof agentCalls.transfer>;
export type AgentTransfersRequest = CallBody<typeof agentCalls.transfers>;
export type AgentTransfersResponse = CallData<typeof agentCalls.transfers>;
export type AgentSettlementsResponse = CallData<typeof agentCalls.settlements>;
export type AgentSettlement = AgentSettlementsResponse['list'][number];
export type AgentSettlementDetail = CallData<typeof agentCalls.settlement>;
