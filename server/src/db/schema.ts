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
    /** SPEC §3 profile fields kept for registration, double validation and verify/reset. */
    identityId: text('identity_id'),
    /** argon2id of the 4-digit withdraw password. */
    withdrawPasswordHash: text('withdraw_password_hash'),
    /** Contact fields of SPEC §3 (member_qq, member_wechat, ...), keyed by the API name. */
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    /** SPEC §8 login 107: a login from an unknown device asks the double validation. */
    doubleValidation: smallint('double_validation').notNull().default(0),
    /** SPEC §8 login 802: a transferred account must pass the transfer validation (vx/verify, vx/reset). */
    transferValidation: smallint('transfer_validation').notNull().default(0),
    /** SPEC §8 login 106: when not empty, the only addresses this member may log in from. */
    allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
    /** This member's recommend code (referral, SPEC §2 `invite`) and whether it may be used. */
    recommendCode: text('recommend_code'),
    recommendStatus: smallint('recommend_status').notNull().default(1),
    /** How the member registered: '', member_agent or recommend_code (SPEC §4), and from where. */
    registerType: text('register_type').notNull().default(''),
    /** How the member came to the introducer agent: '', link (?id=), code (?invite=) or domain (an agent domain). */
    registerSource: text('register_source').notNull().default(''),
    /** The agent domain the member registered on, if any. */
    agentDomainId: integer('agent_domain_id'),
    registerIp: text('register_ip'),
    /** SPEC §4 transfer-disabled state: no play1, no transfer back (codes in server/README.md). */
    transferDisabled: smallint('transfer_disabled').notNull().default(0),
    /** Last successful one-key transfer back / balance_get_back (SPEC §9 cooldown 10 s). */
    lastTransferBackAt: timestamp('last_transfer_back_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_site_account_key').on(t.siteId, t.accountKey),
    uniqueIndex('members_site_recommend_code').on(t.siteId, t.recommendCode),
    index('members_register_ip_idx').on(t.registerIp),
    index('members_introducer_idx').on(t.introducerId),
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
    /**
     * 'success', or a login waiting for its double validation (SPEC §4, §8 login 107): then the
     * question asked, the questions still available, the wrong answers so far.
     */
    status: text('status').$type<LoginStatus>().notNull().default('success'),
    deviceKey: text('device_key'),
    question: text('question'),
    questionsLeft: smallint('questions_left').notNull().default(0),
    wrongAnswers: smallint('wrong_answers').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('member_logins_member_idx').on(t.memberId), index('member_logins_ip_idx').on(t.ip)],
);

export type LoginStatus = 'success' | 'double_validation' | 'validated' | 'failed';

/** Devices a member has logged in from (SPEC §8 login 107 asks the double validation on a new one). */
export const memberDevices = pgTable(
  'member_devices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deviceKey: text('device_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceKey] })],
);

/**
 * Address rules of the site (SPEC §8 login 201–203 and register 218): an address matches a rule
 * when it starts with `prefix` ('10.66.' or a whole address). kind: blacklist (login 201, register
 * 218), region (login 202: a region the site does not serve).
 */
export const ipRules = pgTable('ip_rules', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  prefix: text('prefix').notNull(),
  kind: text('kind').$type<'blacklist' | 'region'>().notNull(),
  note: text('note').notNull().default(''),
});

/** Values the site refuses at registration (SPEC §8 register 214 name, 215 phone, 216 email). */
export const blacklist = pgTable(
  'blacklist',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').$type<'name' | 'email' | 'phone'>().notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('blacklist_value_key').on(t.siteId, t.kind, t.value)],
);

/** One-time tokens of /arks/web/vx/verify, spent by /arks/web/vx/reset (only the SHA-256 stored). */
export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** What a site offers per currency (SPEC §3 register settings, §6/§7 bonus and cash-surplus checks, SMS). */
export const siteCurrencies = pgTable(
  'site_currencies',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    /** Referral programme (bonus_setting/check is_friend). */
    isFriend: smallint('is_friend').notNull().default(0),
    /** Recommend-code sign-up open (SPEC §8 register 107 when closed). */
    recommendOpen: smallint('recommend_open').notNull().default(1),
    cashSurplus: smallint('cash_surplus').notNull().default(0),
    /** SMS credits left (SPEC §8 SMS 103 at zero) and the configured verify time after the first 300 s. */
    smsCredits: integer('sms_credits').notNull().default(0),
    smsVerifySeconds: integer('sms_verify_seconds').notNull().default(120),
    /** Agent level names (agent-level-rename), by level. */
    agentLevelNames: jsonb('agent_level_names').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

/** Register settings per field and currency (SPEC §3). The member_currency entry opens a currency. */
export const registerSettings = pgTable(
  'register_settings',
  {
    siteId: integer('site_id').notNull(),
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    isDisplay: smallint('is_display').notNull().default(0),
    isRequired: smallint('is_required').notNull().default(0),
    isUnique: smallint('is_unique').notNull().default(0),
    isMemberCenter: smallint('is_member_center').notNull().default(0),
    isVerification: smallint('is_verification').notNull().default(0),
    isMemberCenterVerification: smallint('is_member_center_verification').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency, t.name] })],
);

/** Agent domains (SPEC §6): a host that locks the registration currency and agent. */
export const agentDomains = pgTable('agent_domains', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  host: text('host').notNull().unique(),
  agentId: integer('agent_id').notNull(),
  currency: text('currency').notNull(),
  active: smallint('active').notNull().default(1),
});

/** The SMS outbox (ARCHITECTURE: an outbox instead of an SMS gateway); read through /api/dev/sms. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    phone: text('phone').notNull(),
    currency: text('currency').notNull(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** Wrong codes tried against this one; at SMS_CODE_MAX_WRONG it is spent (a new code must be sent). */
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
  },
  (t) => [index('sms_messages_phone_idx').on(t.phone, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Content (SPEC §3 content lists, §7 "Content", "Letters")

/** Letters to a member (SPEC §3: id, is_read). Soft-deleted by /letter/destroy. */
export const letters = pgTable(
  'letters',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: smallint('is_read').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('letters_member_idx').on(t.memberId, t.language)],
);

/** Pop-up bulletins (SPEC §3, §4): per device (1 desktop, 2 mobile) and location (2 normal, 3 deposit). */
export const bulletins = pgTable('bulletins', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  displayDevice: smallint('display_device').notNull(),
  displayLocation: smallint('display_location').notNull().default(2),
  /** Shown to visitors too (bulletin) or to members only (bulletin/member). */
  forVisitors: smallint('for_visitors').notNull().default(1),
  /** Title and content per language. */
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  content: jsonb('content').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
  active: smallint('active').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Bulletins a member chose to hide (display_frequency 0, SPEC §4). */
export const bulletinHides = pgTable(
  'bulletin_hides',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bulletinId: integer('bulletin_id')
      .notNull()
      .references(() => bulletins.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.bulletinId] })],
);

/** Carousel pictures (SPEC §3 banner, §9 use_type, link_type, link_method). */
export const carouselPictures = pgTable('carousel_pictures', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  useType: smallint('use_type').notNull(),
  /** Currencies it is shown for (empty: all). */
  currencies: jsonb('currencies').$type<string[]>().notNull().default([]),
  language: text('language'),
  title: text('title').notNull(),
  linkType: smallint('link_type').notNull(),
  linkMethod: smallint('link_method').notNull().default(0),
  linkUrl: text('link_url').notNull().default(''),
  gameLinkParameter: jsonb('game_link_parameter').$type<Record<string, unknown> | null>(),
  active: smallint('active').notNull().default(1),
});

/** Marquee announcements (SPEC §3: display_before_login, display_after_login, sort). */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  content: jsonb('content').$type<Record<string, string>>().notNull(),
  displayBeforeLogin: smallint('display_before_login').notNull().default(1),
  displayAfterLogin: smallint('display_after_login').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * The other content lists of SPEC §3/§7, one row per entry: kind model_setting, model_sponsor,
 * model_login, logo, footer, float, mobile_footer, register_background, template_config. `data` is
 * the entry as the API answers it; template and language narrow it when set.
 */
export const siteContents = pgTable(
  'site_contents',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').notNull(),
    template: text('template'),
    language: text('language'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('site_contents_kind_idx').on(t.siteId, t.kind)],
);

/** Tracking events posted to /api/fb_tracking (stored; forwarding to a pixel is out of scope). */
export const trackingEvents = pgTable('tracking_events', {
  id: serial('id').primaryKey(),
  eventName: text('event_name').notNull(),
  eventId: text('event_id'),
  eventTime: bigint('event_time', { mode: 'number' }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
});

/** One-time grants behind the enc of /get_info_data (SPEC §4 enc exchange). */
export const encGrants = pgTable('enc_grants', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

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

/**
 * The private and presence subscriptions a session authorised (POST /broadcasting/auth): which
 * socket, which channel. When the session ends (logout, a newer login, a password change or reset,
 * expiry, the member disabled) its sockets are closed on every realtime process and its rows go.
 */
export const socketGrants = pgTable(
  'socket_grants',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    socketId: text('socket_id').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('socket_grants_session_idx').on(t.sessionId)],
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
  /** Maintenance interval (SPEC §8 game start 203): with maintain 1, the provider is closed between them. */
  maintainStartAt: timestamp('maintain_start_at', { withTimezone: true, mode: 'date' }),
  maintainEndAt: timestamp('maintain_end_at', { withTimezone: true, mode: 'date' }),
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
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * Member accounts: the ledger entries that touched this member's money, counted once per entry
     * on the lowest-id account of the member the entry touched (so the sum over a member's accounts
     * is the number of its money movements: the `seq` of the realtime member.cash event). Updated
     * with the balance, under the same row lock.
     */
    entryCount: bigint('entry_count', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_identity_key').on(t.kind, t.memberId, t.gpId, t.currency).nullsNotDistinct(),
    check(
      'accounts_kind_check',
      sql`${t.kind} in ('member_main', 'member_provider', 'house', 'provider_float', 'promotion_pool', 'payment_clearing')`,
    ),
    check(
      'accounts_member_balance_check',
      sql`${t.kind} not in ('member_main', 'member_provider') or ${t.balance} >= 0`,
    ),
    check(
      'accounts_member_owner_check',
      sql`${t.kind} not in ('member_main', 'member_provider') or ${t.memberId} is not null`,
    ),
    check(
      'accounts_provider_check',
      sql`${t.kind} not in ('member_provider', 'provider_float') or ${t.gpId} is not null`,
    ),
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

export * from './schema-wallet';

export * from './schema-provider';

export * from './schema-promotions';

export * from './schema-payments';

export * from './schema-responsible-gaming';

export * from './schema-referral';

export * from './schema-agents';
