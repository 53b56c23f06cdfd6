// The agent area's test fixtures: the platform's answers (one per agent call), a fake fetch that
// routes by the contract's paths, the session, and renderApp with the proxy root.
import { act } from '@testing-library/react';
import { useLocation } from '@site/shared/router';
import { bus } from '@site/shared/bus';
import {
  agentCalls,
  type AgentApplyStatusResponse,
  type AgentDownlineResponse,
  type AgentOperationReport,
  type AgentProgramme,
  type AgentPromotion,
  type AgentSettlementDetail,
  type AgentSettlementsResponse,
  type AgentStratifiedReport,
  type AgentTransfersResponse,
  type LayoutMode,
  type MemberLayout,
} from '@site/shared/contracts';
import { addAppResources } from '@site/shared/i18n';
import {
  createFakeFetch,
  envelope,
  renderApp,
  testMember,
  testSiteConfig,
  type FakeCall,
  type FakeReply,
} from '@site/shared/testing';
import { resources } from '../locales';
import { ProxyRoot } from '../proxy-root';

addAppResources('proxy', resources);

export const siteConfig = testSiteConfig({});

export const agent = testMember({
  id: 7,
  member_account: 'agent01',
  is_agent: 1,
  agent_active: 1,
  member_type: 2,
  agent_type: 1,
  agent_level: 1,
  member_cash: 20_000_000,
});
export const plainMember = testMember({ id: 31, member_account: 'apply01' });

export const programme: AgentProgramme = {
  currency: 'VND',
  open: 1,
  settlement_period: 'month',
  active_bet_min: 500_000,
  tiers: [
    { min_profit: 0, min_active_members: 3, rate_percent: 20 },
    { min_profit: 50_000_000, min_active_members: 10, rate_percent: 30 },
    { min_profit: 200_000_000, min_active_members: 25, rate_percent: 40 },
  ],
  transfer_min: 50_000,
  transfer_max: 50_000_000,
  transfer_daily_max: 200_000_000,
  max_level: 5,
  level_names: [
    { agent_level: 1, name: 'Tổng đại lý' },
    { agent_level: 2, name: 'Đại lý cấp 2' },
  ],
};

export const downline: AgentDownlineResponse = {
  path: [{ id: 7, account: 'agent01', agent_level: 1 }],
  list: [
    {
      id: 41,
      account: 'subagent01',
      member_name: 's********1',
      is_agent: 1,
      agent_level: 2,
      depth: 1,
      downline_count: 4,
      source: 'link',
      registered_at: '2025-04-02T15:00:00.000Z',
      last_login_at: '2025-05-30T10:00:00.000Z',
      balance_band: 'medium',
      status: 'active',
    },
    {
      id: 42,
      account: 'player07',
      member_name: 'p******7',
      is_agent: 0,
      agent_level: 0,
      depth: 1,
      downline_count: 0,
      source: 'code',
      registered_at: '2025-05-12T15:00:00.000Z',
      last_login_at: '',
      balance_band: 'low',
      status: 'active',
    },
  ],
  total: 2,
  page: 1,
  count: 20,
  bands: { low_max: 1_000_000, medium_max: 10_000_000 },
  totals: { members: 12, agents: 2, active_30d: 9, max_depth: 3 },
};

export const promotion: AgentPromotion = {
  agent_id: 7,
  recommend_code: 'AG7CODE',
  link_path: '/register?id=7',
  invite_path: '/register?invite=AG7CODE',
  currency: 'VND',
  domains: [{ id: 3, host: 'vip.saovang.test', currency: 'VND', active: 1 }],
  sources: [
    { source: 'link', domain_id: 0, host: '', registrations: 6, depositors: 4 },
    { source: 'domain', domain_id: 3, host: 'vip.saovang.test', registrations: 2, depositors: 1 },
  ],
  recent: [
    { date: '2025-05-30', registrations: 1 },
    { date: '2025-05-31', registrations: 2 },
  ],
};

const figures = {
  deposits: 3_000_000,
  deposit_count: 3,
  withdrawals: 1_000_000,
  withdrawal_count: 1,
  bets: 8_000_000,
  wins: 6_500_000,
  net_result: 1_500_000,
  bonuses: 100_000,
  active_members: 4,
  new_members: 2,
};

export const operation: AgentOperationReport = {
  timezone: 'America/Caracas',
  currency: 'VND',
  rows: [
    { period_start: '2025-05-31', period_end: '2025-05-31', ...figures },
    {
      period_start: '2025-05-30',
      period_end: '2025-05-30',
      ...figures,
      net_result: -200_000,
      bets: 1_000_000,
      wins: 1_200_000,
    },
  ],
  by_game_type: [{ gt_id: 2, rounds: 120, bets: 9_000_000, wins: 7_700_000, net_result: 1_300_000 }],
  totals: {
    ...figures,
    bets: 9_000_000,
    wins: 7_700_000,
    net_result: 1_300_000,
    deposits: 6_000_000,
    deposit_count: 6,
  },
};

export const stratified: AgentStratifiedReport = {
  timezone: 'America/Caracas',
  currency: 'VND',
  rows: [
    { depth: 1, members: 8, agents: 2, ...figures },
    { depth: 2, members: 4, agents: 0, ...figures, net_result: 700_000 },
  ],
  totals: { members: 12, agents: 2, ...figures, net_result: 2_200_000 },
};

export const transfers: AgentTransfersResponse = {
  list: [
    {
      id: 5,
      member_id: 42,
      member_account: 'player07',
      amount: 300_000,
      memo: 'thưởng tuần',
      created_at: '2025-05-31T13:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  count: 20,
  total_amount: 300_000,
  today_total: 300_000,
  daily_left: 199_700_000,
};

export const settlements: AgentSettlementsResponse = {
  currency: 'VND',
  tiers: programme.tiers,
  current: {
    period: '2025-05',
    start_date: '2025-05-01',
    end_date: '2025-05-31',
    active_members: 6,
    bets: 40_000_000,
    wins: 30_000_000,
    net_result: 10_000_000,
    bonuses: 1_000_000,
    base: 9_000_000,
    tier_index: 0,
    rate_percent: 20,
    commission: 1_800_000,
  },
  list: [
    {
      id: 11,
      period: '2025-04',
      start_date: '2025-04-01',
      end_date: '2025-04-30',
      active_members: 5,
      bets: 30_000_000,
      wins: 22_000_000,
      net_result: 8_000_000,
      bonuses: 500_000,
      base: 7_500_000,
      tier_index: 0,
      rate_percent: 20,
      commission: 1_500_000,
      status: 'paid',
      settled_at: '2025-05-01T05:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  count: 20,
  total_commission: 1_500_000,
};

export const settlementDetail: AgentSettlementDetail = {
  settlement: settlements.list[0]!,
  by_game_type: [{ gt_id: 3, rounds: 40, bets: 30_000_000, wins: 22_000_000, net_result: 8_000_000 }],
  members: [
    {
      member_id: 42,
      account: 'player07',
      depth: 1,
      bets: 30_000_000,
      wins: 22_000_000,
      net_result: 8_000_000,
      bonuses: 500_000,
    },
  ],
};

export const applyNone: AgentApplyStatusResponse = {
  state: 'none',
  is_agent: 0,
  agent_active: 0,
  agent_level: 0,
  application: null,
};

type Handler = (body: Record<string, unknown>, call: FakeCall) => FakeReply;
const ok = (data: unknown): FakeReply => ({ body: envelope(100, data) });

/** The platform with every agent call answered from the fixtures; `over` replaces some answers. */
export function serveAgent(over: Partial<Record<keyof typeof agentCalls, Handler>> = {}) {
  const defaults: Record<keyof typeof agentCalls, Handler> = {
    programme: () => ok(programme),
    applyStatus: () => ok(applyNone),
    apply: () => ok({}),
    downline: () => ok(downline),
    promotion: () => ok(promotion),
    operationReport: () => ok(operation),
    stratifiedReport: () => ok(stratified),
    transfer: () => ok({}),
    transfers: () => ok(transfers),
    settlements: () => ok(settlements),
    settlement: () => ok(settlementDetail),
  };
  const byPath = new Map(
    Object.entries(agentCalls).map(([name, call]) => [`/api${call.path}`, name as keyof typeof agentCalls]),
  );
  const fake = createFakeFetch((call) => {
    const name = byPath.get(new URL(call.url, 'http://127.0.0.1').pathname);
    if (!name) return 'hang';
    return (over[name] ?? defaults[name])((call.body ?? {}) as Record<string, unknown>, call);
  });
  globalThis.fetch = fake.fetch;
  return {
    calls: (name: keyof typeof agentCalls) =>
      fake.calls.filter((c) => new URL(c.url, 'http://127.0.0.1').pathname === `/api${agentCalls[name].path}`),
  };
}

export const signIn = (member: MemberLayout | null) =>
  act(() => {
    if (member) {
      bus.emit('session:changed', { status: 'member', token: 'tk', member });
      bus.emit('wallet:balance', { currency: 'VND', member_cash: member.member_cash });
    } else {
      bus.emit('session:changed', { status: 'anonymous' });
    }
  });

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{pathname + search}</span>;
}

export const renderProxy = (route: string, layout: LayoutMode = 'desktop') =>
  renderApp(
    <>
      <ProxyRoot basename="/proxy" siteConfig={siteConfig} layout={layout} />
      <Address />
    </>,
    { route, language: 'en_US' },
  );

/** Lets the fake platform's answers arrive and their renders finish. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
