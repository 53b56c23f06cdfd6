/**
 * The one database schema of the platform (PostgreSQL; the same for embedded PGlite and a server).
 * Migrations in `server/drizzle/` are generated from this file by drizzle-kit (`pnpm db:generate`).
 *
 * Conventions: money is an integer number of minor units of the row's currency (bigint); times are
 * timestamptz; flags the API exposes as 0/1 are smallint so they round-trip unchanged.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Which seed data has been applied (one row per seed, with its version), so seeding is idempotent. */
export const seedMeta = pgTable('seed_meta', {
  key: text('key').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** An operator site (SPEC §9: "Site id numeric, from configuration"). */
export const sites = pgTable('sites', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * A brand of a site: its SiteConfig overrides live in `config` (a partial SiteConfig of
 * @site/shared/contracts, e.g. another theme or other remote URLs), merged over the defaults.
 */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  code: text('code').notNull().unique(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const MEMBER_STATUSES = ['active', 'disabled', 'frozen'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** As typed at registration; looked up through `accountKey` (lower case). */
    account: text('account').notNull(),
    accountKey: text('account_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<MemberStatus>().notNull().default('active'),
    memberType: smallint('member_type').notNull().default(1),
    agentType: smallint('agent_type').notNull().default(0),
    agentLevel: smallint('agent_level').notNull().default(0),
    isAgent: smallint('is_agent').notNull().default(0),
    agentActive: smallint('agent_active').notNull().default(0),
    isPlaying: smallint('is_playing').notNull().default(0),
    cashBackStatus: smallint('cash_back_status').notNull().default(0),
    walletStatus: smallint('wallet_status').notNull().default(1),
    firstLoginToChangePassword: smallint('first_login_to_change_password').notNull().default(0),
    needBankAccountDepositVerified: smallint('need_bank_account_deposit_verified').notNull().default(0),
    memberName: text('member_name'),
    memberEmail: text('member_email'),
    memberPhone: text('member_phone'),
    memberBirthday: text('member_birthday'),
    /** The agent who introduced this member, if any. */
    introducerId: integer('introducer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_site_account_key').on(t.siteId, t.accountKey),
    check('members_status_check', sql`${t.status} in ('active', 'disabled', 'frozen')`),
  ],
);

/** One row per successful login: its id is the member_login_id of the login response (SPEC §7). */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    host: text('host'),
    device: smallint('device'),
    /** The rest of the login payload's device description (system, browser, udid, ...). */
    client: jsonb('client').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('member_logins_member_idx').on(t.memberId)],
);

/** Bearer sessions. Only the SHA-256 of the token is stored; a new login revokes the older ones. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    loginId: integer('login_id')
      .notNull()
      .references(() => memberLogins.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** Captcha challenges: single use, with an expiry. Only the SHA-256 of the token is stored. */
export const captchas = pgTable(
  'captchas',
  {
    tokenHash: text('token_hash').primaryKey(),
    type: smallint('type').notNull(),
    siteId: integer('site_id').notNull(),
    answer: text('answer').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Games catalogue

/** Game types 2..9 (SPEC §3). */
export const gameTypes = pgTable('game_types', {
  id: smallint('id').primaryKey(),
  key: text('key').notNull(),
  /** Name per language code (vi_VN, en_US, zh_CN, ...). */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sort: smallint('sort').notNull(),
});

export const providers = pgTable('providers', {
  /** 'GP'-prefixed code (SPEC §3), e.g. GP001. */
  gpId: text('gp_id').primaryKey(),
  name: text('name').notNull(),
  /** Artwork colours: two gradient stops and an accent. */
  colors: jsonb('colors').$type<{ from: string; to: string; accent: string }>().notNull(),
  /** Currencies this provider offers. */
  currencies: jsonb('currencies').$type<string[]>().notNull(),
  house: smallint('house').notNull().default(0),
  customized: smallint('customized').notNull().default(0),
  maintain: smallint('maintain').notNull().default(0),
  sort: integer('sort').notNull(),
});

/** Which game types a provider offers, with the display name of that pair (gp_gt_name). */
export const providerGameTypes = pgTable(
  'provider_game_types',
  {
    gpId: text('gp_id')
      .notNull()
      .references(() => providers.gpId),
    gtId: smallint('gt_id')
      .notNull()
      .references(() => gameTypes.id),
    gpGtName: text('gp_gt_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gpId, t.gtId] })],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull().unique(),
    gpId: text('gp_id')
      .notNull()
      .references(() => providers.gpId),
    gtId: smallint('gt_id')
      .notNull()
      .references(() => gameTypes.id),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Bit mask of platforms the game runs on: 1 desktop, 2 mobile. */
    devices: smallint('devices').notNull().default(3),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull(),
  },
  (t) => [index('games_gp_gt_idx').on(t.gpId, t.gtId)],
);

export const favorites = pgTable(
  'favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

// ---------------------------------------------------------------------------------------------
// Money: a double-entry ledger. Every movement is a ledger entry whose postings sum to zero,
// written in one transaction by postEntry() (src/ledger/ledger.ts). Balances are a cache of the
// postings, updated in the same transaction.

export const ACCOUNT_KINDS = [
  'member_main',
  'member_provider',
  'house',
  'provider_float',
  'promotion_pool',
  'payment_clearing',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** Accounts that belong to a member and may never go below zero. */
export const MEMBER_ACCOUNT_KINDS: readonly AccountKind[] = ['member_main', 'member_provider'];

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AccountKind>().notNull(),
    memberId: integer('member_id').references(() => members.id),
    gpId: text('gp_id').references(() => providers.gpId),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_identity_key').on(t.kind, t.memberId, t.gpId, t.currency).nullsNotDistinct(),
    check(
      'accounts_kind_check',
      sql`${t.kind} in ('member_main', 'member_provider', 'house', 'provider_float', 'promotion_pool', 'payment_clearing')`,
    ),
    check('accounts_member_balance_check', sql`${t.kind} not in ('member_main', 'member_provider') or ${t.balance} >= 0`),
    check('accounts_member_owner_check', sql`${t.kind} not in ('member_main', 'member_provider') or ${t.memberId} is not null`),
    check('accounts_provider_check', sql`${t.kind} not in ('member_provider', 'provider_float') or ${t.gpId} is not null`),
    index('accounts_member_idx').on(t.memberId),
  ],
);

/** A movement of money: its postings sum to zero. The idempotency key makes retries safe. */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  kind: text('kind').notNull(),
  memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Signed amount in minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    index('postings_account_idx').on(t.accountId),
    check('postings_nonzero_check', sql`${t.amount} <> 0`),
  ],
);
