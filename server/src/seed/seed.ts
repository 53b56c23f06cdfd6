/**
 * Demo data, applied at start and idempotently: each step runs once and records its version in
 * seed_meta, under a transaction-scoped advisory lock so two processes starting together on one
 * PostgreSQL do not both seed. New demo data is a new step in SEED_STEPS (see its comment).
 */
import { hash } from '@node-rs/argon2';
import { eq, inArray, sql } from 'drizzle-orm';
import type { CurrencyCode } from '@site/shared/constants';
import { toMinor } from '@site/shared/money';
import type { Db } from '../db/client';
import {
  brands,
  favorites,
  games,
  gameTypes,
  members,
  providerGameTypes,
  providers,
  seedMeta,
  sites,
  type MemberStatus,
} from '../db/schema';
import { ensureAccount, houseAccount, postEntry } from '../modules/ledger/ledger';
import { catalogueSizeFromEnv, GAME_TYPE_SEEDS, generateGames, gpGtName, PROVIDERS } from './catalogue';
import { DEMO_CONTENT_STEPS, SECURITY_MEMBERS } from './demo-content';
import { WALLET_SEED_STEPS } from './wallet';
import { RED_ENVELOPE_SEED_STEPS } from './red-envelope';
import { PAYMENT_SEED_STEPS } from './payments';
import { DISCOUNT_SEED_STEPS } from './discounts';
import { REFERRAL_SEED_STEPS } from './referral';
import { AGENT_SEED_STEPS } from './agents';
import { AGENT_ACTIVITY_SEED_STEPS } from './agent-activity';
import { CONTENT_PAGE_STEPS } from './content-pages';
import { BRAND_LOBBY_STEPS } from './brand-lobbies';
import { CONTENT_LANGUAGE_STEPS } from './content-languages';
import { DEMO_SITE_ID, type SeedStep } from './step';
import { DEFAULT_MODERN_LOBBY_URL } from '../config';

export const DEMO_PASSWORD = 'demo1234';

/** Brand configs stored in the database (partial SiteConfig; remotes come from the environment unless set here). */
export const DEMO_BRANDS: Array<{ code: string; config: Record<string, unknown> }> = [
  {
    code: 'saovang',
    config: {
      brand: {
        code: 'saovang',
        name: 'Sao Vàng',
        title: 'Sao Vàng - Cổng game giải trí',
        title_en: 'Sao Vang - Online Entertainment',
      },
      template: 'classic',
      mobile_template: 'H5_1',
      theme: 'gold',
    },
  },
  {
    code: 'lotus',
    config: {
      brand: {
        code: 'lotus',
        name: 'Lotus Club',
        title: 'Lotus Club - Sảnh giải trí trực tuyến',
        title_en: 'Lotus Club - Online Lounge',
      },
      template: 'modern',
      mobile_template: 'H5_3',
      theme: 'jade',
    },
  },
];

interface DemoMember {
  account: string;
  currency: CurrencyCode;
  status?: MemberStatus;
  /** Main wallet opening balance, in major units. */
  main: number;
  /** Provider wallet balances, in major units. */
  providers?: Record<string, number>;
  favorites?: string[];
  fields?: Partial<typeof members.$inferInsert>;
}

/** The demo accounts (README.md lists them). Every password is demo1234. */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    account: 'demo01',
    currency: 'VND',
    main: 5_000_000,
    providers: { GP001: 150_000, GP007: 320_000, GP016: 75_000 },
    favorites: ['GP001_SLOT_0001', 'GP003_SLOT_0002', 'GP007_LIVE_0001', 'GP022_CHESS_0003'],
    fields: {
      memberName: 'Nguyễn Văn An',
      memberEmail: 'demo01@example.com',
      memberPhone: '0901234567',
      cashBackStatus: 1,
    },
  },
  {
    account: 'demo02',
    currency: 'USD',
    main: 1_250.5,
    providers: { GP002: 40.25 },
    favorites: ['GP002_SLOT_0004'],
    fields: { memberName: 'Alex Morgan', memberEmail: 'demo02@example.com' },
  },
  {
    account: 'agent01',
    currency: 'VND',
    main: 20_000_000,
    fields: { memberType: 2, isAgent: 1, agentActive: 1, agentType: 1, agentLevel: 1, memberName: 'Trần Thị Bình' },
  },
  { account: 'frozen01', currency: 'VND', status: 'frozen', main: 100_000 },
  { account: 'disabled01', currency: 'VND', status: 'disabled', main: 0 },
  { account: 'firstlogin01', currency: 'VND', main: 200_000, fields: { firstLoginToChangePassword: 1 } },
  { account: 'verify01', currency: 'VND', main: 0, fields: { needBankAccountDepositVerified: 1 } },
  { account: 'demo03', currency: 'THB', main: 3_000, fields: { memberName: 'Somchai' } },
  { account: 'demo04', currency: 'RMB', main: 8_888.88, fields: { memberName: '王小明' } },
];

const chunk = <T>(list: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

async function seedCatalogue(db: Db) {
  await db
    .insert(gameTypes)
    .values(GAME_TYPE_SEEDS.map((t) => ({ id: t.id, key: t.key, names: t.names, sort: t.sort })));
  await db.insert(providers).values(
    PROVIDERS.map((p, i) => ({
      gpId: p.gpId,
      name: p.name,
      colors: p.colors,
      currencies: p.currencies,
      house: p.house,
      customized: p.customized,
      maintain: 0,
      sort: i + 1,
    })),
  );
  await db.insert(providerGameTypes).values(
    PROVIDERS.flatMap((p, i) =>
      Object.keys(p.types).map((gt) => ({
        gpId: p.gpId,
        gtId: Number(gt),
        gpGtName: gpGtName(p, Number(gt) as 2),
        sort: i + 1,
      })),
    ),
  );
  for (const batch of chunk(generateGames(catalogueSizeFromEnv()), 500)) {
    await db.insert(games).values(
      batch.map((g) => ({
        gameCode: g.gameCode,
        gpId: g.gpId,
        gtId: g.gtId,
        names: g.names,
        devices: g.devices,
        isHot: g.isHot,
        isNew: g.isNew,
        sort: g.sort,
      })),
    );
  }
}

async function seedSiteAndMembers(db: Db, passwordHashes: Map<string, string>) {
  await db.insert(sites).values({ id: DEMO_SITE_ID, name: 'Demo operator' });
  await db.insert(brands).values(DEMO_BRANDS.map((b) => ({ siteId: DEMO_SITE_ID, code: b.code, config: b.config })));

  for (const m of DEMO_MEMBERS) {
    const [row] = await db
      .insert(members)
      .values({
        siteId: DEMO_SITE_ID,
        account: m.account,
        accountKey: m.account.toLowerCase(),
        passwordHash: passwordHashes.get(m.account)!,
        currency: m.currency,
        status: m.status ?? 'active',
        ...m.fields,
      })
      .returning({ id: members.id });
    const memberId = row!.id;
    const house = await houseAccount(db, m.currency);
    const main = await ensureAccount(db, { kind: 'member_main', memberId, currency: m.currency });
    if (m.main > 0) {
      await postEntry(db, {
        idempotencyKey: `seed:opening:${m.account}:main`,
        kind: 'opening_balance',
        postings: [
          { accountId: house, amount: -toMinor(m.main, m.currency) },
          { accountId: main, amount: toMinor(m.main, m.currency) },
        ],
        memo: { reason: 'demo opening balance' },
      });
    }
    for (const [gpId, amount] of Object.entries(m.providers ?? {})) {
      const wallet = await ensureAccount(db, { kind: 'member_provider', memberId, gpId, currency: m.currency });
      await postEntry(db, {
        idempotencyKey: `seed:opening:${m.account}:${gpId}`,
        kind: 'opening_balance',
        postings: [
          { accountId: house, amount: -toMinor(amount, m.currency) },
          { accountId: wallet, amount: toMinor(amount, m.currency) },
        ],
        memo: { reason: 'demo provider wallet opening balance' },
      });
    }
    if (m.favorites?.length) {
      const rows = await db
        .select({ id: games.id, code: games.gameCode })
        .from(games)
        .where(inArray(games.gameCode, m.favorites));
      if (rows.length) await db.insert(favorites).values(rows.map((g) => ({ memberId, gameId: g.id })));
    }
  }
}

/** Steps in order; a step runs when seed_meta lacks its key. Bump nothing in place: add a step. */
export const SEED_STEPS: SeedStep[] = [
  { key: 'catalogue', version: 1, run: (db) => seedCatalogue(db) },
  { key: 'site-members', version: 1, run: (db, ctx) => seedSiteAndMembers(db, ctx.passwordHashes) },
  ...DEMO_CONTENT_STEPS,
  ...WALLET_SEED_STEPS,
  ...RED_ENVELOPE_SEED_STEPS,
  ...PAYMENT_SEED_STEPS,
  ...DISCOUNT_SEED_STEPS,
  ...REFERRAL_SEED_STEPS,
  ...AGENT_SEED_STEPS,
  ...AGENT_ACTIVITY_SEED_STEPS,
  ...CONTENT_PAGE_STEPS,
  ...BRAND_LOBBY_STEPS,
  ...CONTENT_LANGUAGE_STEPS,
];

const SEED_LOCK = 727_001;

/** Applies the missing seed steps. Returns the keys applied (empty when everything was there). */
/** Low-cost argon2id parameters for tests' seeds (the login tests still verify real argon2id hashes). */
const FAST_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export async function seedDemoData(
  db: Db,
  opts: { fastHashes?: boolean; modernLobbyUrl?: string } = {},
): Promise<string[]> {
  const done = new Set((await db.select({ key: seedMeta.key }).from(seedMeta)).map((r) => r.key));
  const missing = SEED_STEPS.filter((s) => !done.has(s.key));
  if (missing.length === 0) return [];
  const hashText = (text: string) => (opts.fastHashes ? hash(text, FAST_HASH) : hash(text));
  // Hash outside the transaction (argon2id, one salt per account).
  const accounts = [...DEMO_MEMBERS.map((m) => m.account), ...SECURITY_MEMBERS.map((m) => m.account)];
  const passwordHashes = new Map(
    await Promise.all(accounts.map(async (a) => [a, await hashText(DEMO_PASSWORD)] as const)),
  );
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const step of missing) {
      const [already] = await tx.select().from(seedMeta).where(eq(seedMeta.key, step.key));
      if (already) continue;
      await step.run(tx, {
        passwordHashes,
        hash: hashText,
        modernLobbyUrl: opts.modernLobbyUrl ?? DEFAULT_MODERN_LOBBY_URL,
      });
      await tx.insert(seedMeta).values({ key: step.key, version: step.version });
      applied.push(step.key);
    }
  });
  return applied;
}
