/**
 * The agent area's demo data: the agent programme of every open currency, and downlines to look at.
 *
 * - agent01 (VND, level 1, demo-content.ts) brings 12 members (ag01m01..ag01m12, by link, code and
 *   its domain agent01.saovang.local; ag01m11 frozen, ag01m12 disabled) and two sub-agents at level
 *   2 (ag01s01, ag01s02), each with 5 members (ag01s01m1..5, ag01s02m1..5);
 * - agent03 (USD, level 1) with 4 members (ag03m01..ag03m04). agent02 of demo-content.ts stays the
 *   inactive agent the agent checks need;
 * - apply01 (VND), a member who has not applied yet (the Register page).
 * Registrations spread over the last four months; main wallets over the balance bands; some logins.
 * Every password is demo1234; the agents' withdraw password is 9999.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CurrencyCode } from '@site/shared/constants';
import type { AgentRegisterSource } from '@site/shared/contracts';
import { toMinor } from '@site/shared/money';
import type { Db } from '../db/client';
import { accounts, agentDomains, agentProgrammes, memberLogins, members, type AgentTierRow } from '../db/schema';
import { houseAccount, postEntry } from '../modules/ledger/ledger';
import { DEMO_SITE_ID, type SeedContext, type SeedStep } from './step';

/** seed.ts's DEMO_PASSWORD (importing it from there would close an import cycle). */
const PASSWORD = 'demo1234';
const AGENT_WITHDRAW_PASSWORD = '9999';
const DAY_MS = 86_400_000;

interface ProgrammeSeed {
  /** Major units; rate in percent. */
  tiers: { minProfit: number; minActiveMembers: number; ratePercent: number }[];
  activeBetMin: number;
  transfer: { min: number; max: number; dailyMax: number };
  bands: { lowMax: number; mediumMax: number };
}

/** The programme per currency, major units (converted to minor units when written). */
export const AGENT_PROGRAMME_SEEDS: Record<'VND' | 'USD' | 'THB' | 'RMB', ProgrammeSeed> = {
  VND: {
    tiers: [
      { minProfit: 0, minActiveMembers: 1, ratePercent: 20 },
      { minProfit: 50_000_000, minActiveMembers: 5, ratePercent: 30 },
      { minProfit: 200_000_000, minActiveMembers: 10, ratePercent: 40 },
    ],
    activeBetMin: 500_000,
    transfer: { min: 50_000, max: 20_000_000, dailyMax: 100_000_000 },
    bands: { lowMax: 500_000, mediumMax: 5_000_000 },
  },
  USD: {
    tiers: [
      { minProfit: 0, minActiveMembers: 1, ratePercent: 20 },
      { minProfit: 2_000, minActiveMembers: 5, ratePercent: 30 },
      { minProfit: 8_000, minActiveMembers: 10, ratePercent: 40 },
    ],
    activeBetMin: 20,
    transfer: { min: 2, max: 1_000, dailyMax: 5_000 },
    bands: { lowMax: 20, mediumMax: 200 },
  },
  THB: {
    tiers: [
      { minProfit: 0, minActiveMembers: 1, ratePercent: 20 },
      { minProfit: 60_000, minActiveMembers: 5, ratePercent: 30 },
      { minProfit: 250_000, minActiveMembers: 10, ratePercent: 40 },
    ],
    activeBetMin: 700,
    transfer: { min: 50, max: 30_000, dailyMax: 150_000 },
    bands: { lowMax: 700, mediumMax: 7_000 },
  },
  RMB: {
    tiers: [
      { minProfit: 0, minActiveMembers: 1, ratePercent: 20 },
      { minProfit: 14_000, minActiveMembers: 5, ratePercent: 30 },
      { minProfit: 55_000, minActiveMembers: 10, ratePercent: 40 },
    ],
    activeBetMin: 150,
    transfer: { min: 10, max: 7_000, dailyMax: 35_000 },
    bands: { lowMax: 150, mediumMax: 1_500 },
  },
};

interface SeedMember {
  account: string;
  name: string;
  /** The account of the introducer. */
  introducer?: string;
  source?: AgentRegisterSource;
  /** Days before the seed that the member registered. */
  daysAgo: number;
  /** Main wallet, major units. */
  main: number;
  status?: 'frozen' | 'disabled';
  /** Days before the seed of the member's logins (none: never logged in). */
  logins?: number[];
}

const VND_NAMES = [
  'Nguyễn Văn Hải',
  'Trần Thị Mai',
  'Lê Quang Huy',
  'Phạm Thu Trang',
  'Hoàng Minh Tuấn',
  'Vũ Thị Lan',
  'Đặng Văn Nam',
  'Bùi Thị Hương',
  'Đỗ Đức Thắng',
  'Ngô Thị Thảo',
  'Dương Văn Phúc',
  'Lý Thị Ngọc',
];
const SOURCES: AgentRegisterSource[] = ['link', 'code', 'domain'];
/** Main wallets of agent01's members: zero, low, medium and high bands of the VND programme. */
const VND_BALANCES = [
  0, 150_000, 420_000, 1_200_000, 3_800_000, 0, 12_000_000, 650_000, 75_000, 26_000_000, 300_000, 0,
];

const agent01Members: SeedMember[] = VND_NAMES.map((name, i) => ({
  account: `ag01m${String(i + 1).padStart(2, '0')}`,
  name,
  introducer: 'agent01',
  source: SOURCES[i % 3],
  daysAgo: 118 - i * 10,
  main: VND_BALANCES[i]!,
  status: i === 10 ? 'frozen' : i === 11 ? 'disabled' : undefined,
  logins: i % 4 === 3 ? [] : [1 + i, 40 + i * 3],
}));

const SUB_AGENT_MEMBER_NAMES = [
  'Mai Văn Tài',
  'Tạ Thị Hồng',
  'Châu Minh Đức',
  'Lâm Thị Kim',
  'Quách Văn Lộc',
  'Hồ Thị Diệu',
  'Kiều Văn Sơn',
  'Tôn Thị Nhung',
  'Âu Minh Trí',
  'Giang Thị Loan',
];

const subAgentMembers = (agent: string, offset: number): SeedMember[] =>
  [0, 1, 2, 3, 4].map((i) => ({
    account: `${agent}m${i + 1}`,
    name: SUB_AGENT_MEMBER_NAMES[(i + offset) % SUB_AGENT_MEMBER_NAMES.length]!,
    introducer: agent,
    source: i % 2 === 0 ? 'link' : 'code',
    daysAgo: 80 - i * 14 - offset,
    main: [0, 90_000, 2_400_000, 8_000_000, 510_000][i]!,
    logins: i === 4 ? [] : [2 + i * 5],
  }));

/** The seeded agents and their members, by account (the activity seed and the tests use them). */
export const AGENT_SEED_ACCOUNTS = {
  agent01: {
    currency: 'VND' as CurrencyCode,
    subAgents: ['ag01s01', 'ag01s02'],
    members: agent01Members.map((m) => m.account),
  },
  ag01s01: { currency: 'VND' as CurrencyCode, members: subAgentMembers('ag01s01', 0).map((m) => m.account) },
  ag01s02: { currency: 'VND' as CurrencyCode, members: subAgentMembers('ag01s02', 5).map((m) => m.account) },
  agent03: { currency: 'USD' as CurrencyCode, members: ['ag03m01', 'ag03m02', 'ag03m03', 'ag03m04'] },
} as const;
/** A VND member who has not applied to become an agent. */
export const AGENT_APPLICANT_ACCOUNT = 'apply01';
/** Every member below a seeded agent (sub-agents included: they are in agent01's downline). */
export const AGENT_DOWNLINE_ACCOUNTS: string[] = [
  ...AGENT_SEED_ACCOUNTS.agent01.members,
  ...AGENT_SEED_ACCOUNTS.agent01.subAgents,
  ...AGENT_SEED_ACCOUNTS.ag01s01.members,
  ...AGENT_SEED_ACCOUNTS.ag01s02.members,
  ...AGENT_SEED_ACCOUNTS.agent03.members,
];

const agentFields = { memberType: 2, isAgent: 1, agentActive: 1, agentType: 1 } as const;

async function seedProgrammes(db: Db) {
  await db
    .insert(agentProgrammes)
    .values(
      Object.entries(AGENT_PROGRAMME_SEEDS).map(([currency, p]) => ({
        siteId: DEMO_SITE_ID,
        currency,
        open: 1,
        tiers: p.tiers.map((t): AgentTierRow => ({
          minProfit: Number(toMinor(t.minProfit, currency)),
          minActiveMembers: t.minActiveMembers,
          rateBp: Math.round(t.ratePercent * 100),
        })),
        activeBetMin: toMinor(p.activeBetMin, currency),
        transferMin: toMinor(p.transfer.min, currency),
        transferMax: toMinor(p.transfer.max, currency),
        transferDailyMax: toMinor(p.transfer.dailyMax, currency),
        balanceLowMax: toMinor(p.bands.lowMax, currency),
        balanceMediumMax: toMinor(p.bands.mediumMax, currency),
      })),
    )
    .onConflictDoNothing();
}

async function seedDownlines(db: Db, ctx: SeedContext) {
  // One hash of each password for every account of this step (argon2id is slow by design).
  const [passwordHash, withdrawHash] = await Promise.all([ctx.hash(PASSWORD), ctx.hash(AGENT_WITHDRAW_PASSWORD)]);
  const now = Date.now();
  const [domain] = await db.select().from(agentDomains).where(eq(agentDomains.host, 'agent01.saovang.local'));
  const ids = new Map<string, number>();
  for (const row of await db
    .select({ id: members.id, account: members.accountKey })
    .from(members)
    .where(inArray(members.accountKey, ['agent01'])))
    ids.set(row.account, row.id);

  type Row = SeedMember & { currency: CurrencyCode; fields?: Partial<typeof members.$inferInsert> };
  const insert = async (rows: Row[]) => {
    const inserted = await db
      .insert(members)
      .values(
        rows.map((m) => {
          const introducerId = m.introducer ? ids.get(m.introducer) : undefined;
          if (m.introducer && introducerId === undefined) throw new Error(`seed: no introducer ${m.introducer}`);
          return {
            siteId: DEMO_SITE_ID,
            account: m.account,
            accountKey: m.account.toLowerCase(),
            passwordHash,
            currency: m.currency,
            status: m.status ?? ('active' as const),
            memberName: m.name,
            introducerId: introducerId ?? null,
            registerType: m.source === 'code' ? 'recommend_code' : m.source ? 'member_agent' : '',
            registerSource: m.source ?? '',
            agentDomainId: m.source === 'domain' ? (domain?.id ?? null) : null,
            createdAt: new Date(now - m.daysAgo * DAY_MS),
            ...m.fields,
          };
        }),
      )
      .returning({ id: members.id, account: members.accountKey });
    for (const r of inserted) ids.set(r.account, r.id);
  };

  const vnd = (m: SeedMember): Row => ({ ...m, currency: 'VND' });
  const usd = (m: SeedMember): Row => ({ ...m, currency: 'USD' });
  const subAgent = (account: string, name: string, daysAgo: number): Row => ({
    account,
    name,
    introducer: 'agent01',
    source: 'link',
    daysAgo,
    main: 3_000_000,
    logins: [0, 6],
    currency: 'VND',
    fields: { ...agentFields, agentLevel: 2, withdrawPasswordHash: withdrawHash },
  });
  const firstLevel: Row[] = [
    subAgent('ag01s01', 'Phan Văn Khoa', 110),
    subAgent('ag01s02', 'Trịnh Thị Yến', 95),
    ...agent01Members.map(vnd),
    {
      account: 'agent03',
      name: 'Jordan Lee',
      daysAgo: 125,
      main: 2_500,
      logins: [0, 3],
      currency: 'USD',
      fields: { ...agentFields, agentLevel: 1, withdrawPasswordHash: withdrawHash, memberEmail: 'agent03@example.com' },
    },
    { account: AGENT_APPLICANT_ACCOUNT, name: 'Cao Thị Vân', daysAgo: 20, main: 500_000, logins: [1], currency: 'VND' },
  ];
  await insert(firstLevel);
  const secondLevel: Row[] = [
    ...subAgentMembers('ag01s01', 0).map(vnd),
    ...subAgentMembers('ag01s02', 5).map(vnd),
    ...['ag03m01', 'ag03m02', 'ag03m03', 'ag03m04'].map((account, i) =>
      usd({
        account,
        name: ['Sam Carter', 'Riley Brooks', 'Casey Nguyen', 'Morgan Diaz'][i]!,
        introducer: 'agent03',
        source: i % 2 === 0 ? 'link' : 'code',
        daysAgo: 100 - i * 25,
        main: [0, 12, 150, 900][i]!,
        logins: i === 0 ? [] : [i * 4],
      }),
    ),
  ];
  await insert(secondLevel);

  const all = [...firstLevel, ...secondLevel];
  const mains = await db
    .insert(accounts)
    .values(all.map((m) => ({ kind: 'member_main' as const, memberId: ids.get(m.account)!, currency: m.currency })))
    .onConflictDoNothing()
    .returning({ id: accounts.id, memberId: accounts.memberId });
  const mainOf = new Map(mains.map((a) => [a.memberId, a.id]));
  // The opening balances: one ledger entry per currency, from the house.
  for (const currency of ['VND', 'USD'] as const) {
    const funded = all.filter((m) => m.currency === currency && m.main > 0);
    const total = funded.reduce((sum, m) => sum + toMinor(m.main, currency), 0n);
    await postEntry(db, {
      idempotencyKey: `seed:opening:agents:${currency}`,
      kind: 'opening_balance',
      postings: [
        { accountId: await houseAccount(db, currency), amount: -total },
        ...funded.map((m) => ({ accountId: mainOf.get(ids.get(m.account)!)!, amount: toMinor(m.main, currency) })),
      ],
      memo: { reason: 'demo opening balance' },
    });
  }
  await db.insert(memberLogins).values(
    all.flatMap((m) =>
      (m.logins ?? []).map((daysAgo, i) => ({
        memberId: ids.get(m.account)!,
        ip: `10.40.${i}.${(ids.get(m.account)! % 250) + 1}`,
        host: 'www.saovang.local',
        device: 1,
        createdAt: new Date(now - daysAgo * DAY_MS - 3_600_000),
      })),
    ),
  );
}

/** Every seeded agent has a domain of its own (agent01's is in demo-content.ts): it locks the agent and the currency. */
export const AGENT_SEED_DOMAINS = [
  { account: 'agent03', host: 'agent03.saovang.local', currency: 'USD' },
  { account: 'ag01s01', host: 'ag01s01.saovang.local', currency: 'VND' },
  { account: 'ag01s02', host: 'ag01s02.saovang.local', currency: 'VND' },
] as const;

async function seedAgentDomains(db: Db) {
  const rows = await db
    .select({ id: members.id, accountKey: members.accountKey })
    .from(members)
    .where(
      inArray(
        members.accountKey,
        AGENT_SEED_DOMAINS.map((d) => d.account),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.accountKey, r.id]));
  await db.insert(agentDomains).values(
    AGENT_SEED_DOMAINS.map((d) => ({
      siteId: DEMO_SITE_ID,
      host: d.host,
      agentId: idOf.get(d.account)!,
      currency: d.currency,
    })),
  );
}

export const AGENT_SEED_STEPS: SeedStep[] = [
  { key: 'agent-programmes', version: 1, run: (db) => seedProgrammes(db) },
  { key: 'agent-downlines', version: 1, run: (db, ctx) => seedDownlines(db, ctx) },
  { key: 'agent-domains', version: 1, run: (db) => seedAgentDomains(db) },
];
