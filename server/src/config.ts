/**
 * Server options, read from the environment by optionsFromEnv() (see README.md for the variables).
 * Tests build their options explicitly and pass an `env` of their own.
 */
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/constants';
import type { DatabaseOptions } from './db/client';
import type { AdmissionOptions } from './http/admission';
import { devToolsOn, envVar, readEnv } from './env';
import { DEV_PAYMENT_SIM_SECRET } from './modules/payments/signature';
import { DEV_PROVIDER_WALLET_SECRET } from './modules/provider-wallet/signature';
import { realtimeEnvShape, realtimeOptionsFromEnv, type RealtimeOptions } from './realtime/config';
import { DEV_LAUNCH_SECRET } from './modules/games/launch-token';

export interface LimitOptions {
  /** Requests (or failures) allowed per window. */
  max: number;
  windowMs: number;
}

export interface ServerOptions {
  database: DatabaseOptions;
  /** Where main.ts listens (PORT, default 4000; HOST, default 127.0.0.1). */
  listen: { port: number; host: string };
  /** SITE_DEV_TOOLS=1: registers the developer/test routes under /api/dev. Never in production. */
  devTools: boolean;
  /** The brand served when /api/site-config has no ?brand= (SITE_BRAND). */
  defaultBrand: string;
  /** Each remote's mf-manifest.json URL (REMOTE_*_URL); a brand's stored config may override them. */
  remotes: Record<RemoteName, string>;
  /**
   * The lobby's modern template build (REMOTE_MFE_LOBBY_MODERN_URL): the demo seed writes it into the
   * lotus brand's config as that brand's lobby.
   */
  modernLobbyUrl: string;
  /** Origins allowed by CORS (CORS_ORIGINS, comma separated). */
  corsOrigins: string[];
  /** Trust X-Forwarded-For from a proxy in front (TRUST_PROXY=1 or a hop count / address list). */
  trustProxy: boolean | number | string;
  /** Fastify logger: false in tests, pino options otherwise. */
  logger: boolean | { level: string };
  /** Seed demo data at start (idempotent). */
  seed: boolean;
  limits: {
    /** Captcha requests per address. Exceeding answers code 101 (SPEC §8: the client waits a second). */
    captcha: LimitOptions;
    /** Login attempts per address, whatever the account. */
    loginPerAddress: LimitOptions;
    /** Failed logins per account+address pair. */
    loginFailuresPerAccountAddress: LimitOptions;
    /**
     * Failed logins per account from any address: past five, a progressive delay, at the limit a lock
     * until the window ends, for unknown addresses and devices only (the owner's pass).
     */
    loginFailuresPerAccount: LimitOptions;
    /** Failed vx/verify attempts per account from any address (the same guard; the owner's login lifts it). */
    verifyFailuresPerAccount: LimitOptions;
    /** Distinct accounts logged in from one address in the window (SPEC §8 login 203 over it). */
    accountsPerAddress: LimitOptions;
    /** Registration attempts per address (SPEC §8 register 996 "too frequently" over it). */
    registerPerAddress: LimitOptions;
    /** Members registered from one address in the window (SPEC §8 register 997 at it). */
    registeredPerAddress: LimitOptions;
  };
  /** 32-byte key of the enc exchange (ENC_KEY, 64 hex characters; the development key only with SITE_DEV_TOOLS=1). */
  encKey: Buffer;
  /** Seed the demo password hashes with low-cost argon2id parameters (tests: the cost is not what they test). */
  fastSeedHashes: boolean;
  /** Session lifetime (SESSION_TTL_HOURS, default 7 days). */
  sessionTtlMs: number;
  /**
   * A game session with no bet for this long is ended and its provider balance brought back
   * (GAME_IDLE_MINUTES, default 30): a closed game tab on a phone never calls leave1.
   */
  gameIdleMs: number;
  /** Captcha lifetime: 5 minutes. */
  captchaTtlMs: number;
  /**
   * Rasterise every provider logo in the background once listening (default on; the tests turn it
   * off, as each starts its own server): the game hall shows them all at once.
   */
  warmArt: boolean;
  /**
   * How long a site config answer is kept (SITE_CONFIG_CACHE_MS, 5 s): the operator API's changes show
   * at once; a change made by hand in the database, or by another process, within this time.
   */
  siteConfigCacheMs: number;
  /** The clock; tests move it to expire captchas and sessions. */
  now: () => Date;
  /** Base URL of the game-provider simulator (PROVIDER_SIM_URL): play1 / demo game_url point there. */
  providerSimUrl: string;
  /** HMAC key of the launch tokens the simulator verifies (PROVIDER_SIM_SECRET; the development key only with SITE_DEV_TOOLS=1). */
  providerSimSecret: string;
  /** Master key of the provider wallet API signatures (PROVIDER_WALLET_SECRET; the development key only with SITE_DEV_TOOLS=1). */
  providerWalletSecret: string;
  /** Realtime: Pusher app credentials, embedded server or external service, Redis (src/realtime/config.ts). */
  realtime: RealtimeOptions;
  /** Base URL of the payment simulator as the browser reaches it (PAYMENT_SIM_URL): the deposit pay_url. */
  paymentSimUrl: string;
  /**
   * Base URL of the payment simulator as this process reaches it (PAYMENT_SIM_API_URL, default
   * PAYMENT_SIM_URL): payouts and order queries. Differs where the browser and the platform see the
   * simulator at different addresses (containers).
   */
  paymentSimApiUrl: string;
  /** HMAC key shared with the payment simulator (PAYMENT_SIM_SECRET; the development key only with SITE_DEV_TOOLS=1). */
  paymentSimSecret: string;
  /**
   * The bound on work in flight (http/admission.ts): ADMISSION_MAX_IN_FLIGHT, ADMISSION_MAX_QUEUED,
   * ADMISSION_MAX_WAIT_MS; what is unset takes the database's default (ADMISSION_DEFAULTS).
   */
  admission: Partial<AdmissionOptions>;
  /** Payout dispatch retry / deposit expiry sweep interval and backoff base (PAYMENT_RETRY_MS, default 5000). */
  paymentRetryMs: number;
  /**
   * Reconciliation (PAYMENT_RECONCILE_MS, default 600000): how long an accepted payout waits for its
   * result before the platform asks the PSP, and the interval between such questions (also the retry
   * interval of an expired deposit the PSP could not be asked about).
   */
  paymentReconcileMs: number;
  /** Key prefix of the rate-limit counters in Redis (RATE_LIMIT_REDIS_PREFIX; with REDIS_URL). */
  rateLimitPrefix: string;
  /**
   * The operator API key (OPERATOR_API_KEY), sent as `X-Operator-Key` to /api/operator/*. Unset:
   * DEV_OPERATOR_API_KEY with SITE_DEV_TOOLS=1, otherwise null and the operator routes answer 404.
   */
  operatorApiKey: string | null;
}

/** The operator key of development and tests (SITE_DEV_TOOLS=1 without OPERATOR_API_KEY). Never in production. */
export const DEV_OPERATOR_API_KEY = 'dev-operator-key-change-me';

/** Where the lobby's modern template build is served unless REMOTE_MFE_LOBBY_MODERN_URL says otherwise. */
export const DEFAULT_MODERN_LOBBY_URL = 'http://127.0.0.1:3006/mf-manifest.json';

export const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_lobby: 3001,
  mfe_auth: 3002,
  mfe_member_center: 3003,
  mfe_promotions: 3004,
  mfe_proxy: 3005,
};

/** REMOTE_MFE_LOBBY_URL, REMOTE_MFE_AUTH_URL, ... */
export const remoteEnvName = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;

export const SERVER_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DATA_DIR = path.join(SERVER_ROOT, '.data', 'pglite');

function defaultCorsOrigins(): string[] {
  const origins: string[] = [];
  for (let port = 3000; port <= 3005; port++) origins.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
  return origins;
}

export function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (!v || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** Connections to PostgreSQL (DATABASE_POOL_SIZE): a money call holds one for its whole transaction. */
export const DEFAULT_POOL_SIZE = 10;

/** The enc exchange key of development (SITE_DEV_TOOLS=1 without ENC_KEY). Public: never in production. */
const DEV_ENC_KEY = Buffer.from('5f0c2b8e6a4d1f3e9b7a2c4e6f8d0b1a3c5e7f9a1b3d5f7e9c1a3b5d7f9e1c3a', 'hex');

/**
 * The platform's variables (README.md describes each). Secrets are required unless SITE_DEV_TOOLS=1;
 * whatever is set must be well-formed, with or without dev tools.
 */
export function platformEnvShape(env: NodeJS.ProcessEnv) {
  const devTools = devToolsOn(env);
  return {
    SITE_DEV_TOOLS: envVar.flag(),
    PORT: envVar.port(true),
    HOST: envVar.text(),
    DATABASE_URL: envVar.url(['postgres:', 'postgresql:']),
    DATABASE_POOL_SIZE: envVar.positiveInt(),
    DATA_DIR: envVar.text(),
    SITE_BRAND: envVar.text(),
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteEnvName(name), envVar.url()])),
    REMOTE_MFE_LOBBY_MODERN_URL: envVar.url(),
    CORS_ORIGINS: envVar.origins(),
    TRUST_PROXY: envVar.text(),
    LOG_LEVEL: envVar.logLevel(),
    SITE_SEED: envVar.flag(),
    CAPTCHA_RATE_MAX: envVar.positiveInt(),
    CAPTCHA_RATE_WINDOW_MS: envVar.positiveInt(),
    LOGIN_RATE_MAX: envVar.positiveInt(),
    LOGIN_RATE_WINDOW_MS: envVar.positiveInt(),
    LOGIN_FAILURE_MAX: envVar.positiveInt(),
    LOGIN_FAILURE_WINDOW_MS: envVar.positiveInt(),
    LOGIN_ACCOUNT_FAILURE_MAX: envVar.positiveInt(),
    LOGIN_ACCOUNT_FAILURE_WINDOW_MS: envVar.positiveInt(),
    VERIFY_ACCOUNT_FAILURE_MAX: envVar.positiveInt(),
    VERIFY_ACCOUNT_FAILURE_WINDOW_MS: envVar.positiveInt(),
    ACCOUNTS_PER_ADDRESS_MAX: envVar.positiveInt(),
    REGISTER_RATE_MAX: envVar.positiveInt(),
    REGISTER_RATE_WINDOW_MS: envVar.positiveInt(),
    REGISTERED_PER_ADDRESS_MAX: envVar.positiveInt(),
    ENC_KEY: devTools
      ? envVar.text().matches(/^[0-9a-fA-F]{64}$/, 'must be exactly 64 hexadecimal characters (32 bytes)')
      : envVar
          .text()
          .required(
            'must be set to 64 hexadecimal characters (32 bytes); the development key is used only with SITE_DEV_TOOLS=1',
          )
          .matches(/^[0-9a-fA-F]{64}$/, 'must be exactly 64 hexadecimal characters (32 bytes)'),
    SESSION_TTL_HOURS: envVar.positiveInt(),
    PROVIDER_SIM_URL: envVar.url(),
    PROVIDER_SIM_SECRET: envVar.secret(devTools),
    PROVIDER_WALLET_SECRET: envVar.secret(devTools),
    PAYMENT_SIM_URL: envVar.url(),
    PAYMENT_SIM_API_URL: envVar.url(),
    PAYMENT_SIM_SECRET: envVar.secret(devTools),
    PAYMENT_RETRY_MS: envVar.positiveInt(),
    GAME_IDLE_MINUTES: envVar.positiveInt(),
    SITE_CONFIG_CACHE_MS: envVar.nonNegativeInt(),
    ADMISSION_MAX_IN_FLIGHT: envVar.positiveInt(),
    ADMISSION_MAX_QUEUED: envVar.positiveInt(),
    ADMISSION_MAX_WAIT_MS: envVar.positiveInt(),
    PAYMENT_RECONCILE_MS: envVar.positiveInt(),
    RATE_LIMIT_REDIS_PREFIX: envVar.text(),
    // Optional: unset, the operator API is off (404) outside development.
    OPERATOR_API_KEY: envVar.text().min(32, 'must be at least 32 characters'),
    ...realtimeEnvShape(env),
  };
}

/**
 * Reads and checks the environment. Throws ConfigError naming every bad or missing variable, before
 * anything is opened: the entry points print it and exit 1.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const e = readEnv(platformEnvShape(env), env);
  const devTools = devToolsOn(env);
  // readEnv has checked every number: positive whole numbers where a default stands.
  const int = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number(v));
  const database: DatabaseOptions = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: int(e.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE) }
    : { kind: 'pglite', dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : DEFAULT_DATA_DIR };
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[remoteEnvName(name)] || `http://127.0.0.1:${DEFAULT_REMOTE_PORTS[name]}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : defaultCorsOrigins();
  return {
    database,
    listen: { port: int(e.PORT, 4000), host: e.HOST ?? '127.0.0.1' },
    devTools,
    defaultBrand: e.SITE_BRAND ?? 'saovang',
    remotes,
    modernLobbyUrl: e.REMOTE_MFE_LOBBY_MODERN_URL || DEFAULT_MODERN_LOBBY_URL,
    corsOrigins,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logger: { level: e.LOG_LEVEL ?? 'info' },
    seed: !(e.SITE_SEED === '0' || e.SITE_SEED === 'false'),
    limits: {
      captcha: { max: int(e.CAPTCHA_RATE_MAX, 30), windowMs: int(e.CAPTCHA_RATE_WINDOW_MS, 10_000) },
      loginPerAddress: { max: int(e.LOGIN_RATE_MAX, 200), windowMs: int(e.LOGIN_RATE_WINDOW_MS, 300_000) },
      loginFailuresPerAccountAddress: {
        max: int(e.LOGIN_FAILURE_MAX, 8),
        windowMs: int(e.LOGIN_FAILURE_WINDOW_MS, 900_000),
      },
      loginFailuresPerAccount: {
        max: int(e.LOGIN_ACCOUNT_FAILURE_MAX, 20),
        windowMs: int(e.LOGIN_ACCOUNT_FAILURE_WINDOW_MS, 3_600_000),
      },
      verifyFailuresPerAccount: {
        max: int(e.VERIFY_ACCOUNT_FAILURE_MAX, 10),
        windowMs: int(e.VERIFY_ACCOUNT_FAILURE_WINDOW_MS, 24 * 3_600_000),
      },
      accountsPerAddress: { max: int(e.ACCOUNTS_PER_ADDRESS_MAX, 30), windowMs: 24 * 3_600_000 },
      registerPerAddress: { max: int(e.REGISTER_RATE_MAX, 10), windowMs: int(e.REGISTER_RATE_WINDOW_MS, 600_000) },
      registeredPerAddress: { max: int(e.REGISTERED_PER_ADDRESS_MAX, 5), windowMs: 24 * 3_600_000 },
    },
    encKey: e.ENC_KEY ? Buffer.from(e.ENC_KEY, 'hex') : DEV_ENC_KEY,
    fastSeedHashes: false,
    sessionTtlMs: int(e.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    gameIdleMs: int(e.GAME_IDLE_MINUTES, 30) * 60_000,
    warmArt: true,
    siteConfigCacheMs: int(e.SITE_CONFIG_CACHE_MS, 5000),
    captchaTtlMs: 5 * 60_000,
    now: () => new Date(),
    realtime: realtimeOptionsFromEnv(env),
    providerSimUrl: (e.PROVIDER_SIM_URL ?? 'http://127.0.0.1:4100').replace(/\/+$/, ''),
    providerSimSecret: e.PROVIDER_SIM_SECRET ?? DEV_LAUNCH_SECRET,
    providerWalletSecret: e.PROVIDER_WALLET_SECRET ?? DEV_PROVIDER_WALLET_SECRET,
    paymentSimUrl: (e.PAYMENT_SIM_URL ?? 'http://127.0.0.1:4200').replace(/\/+$/, ''),
    paymentSimApiUrl: (e.PAYMENT_SIM_API_URL ?? e.PAYMENT_SIM_URL ?? 'http://127.0.0.1:4200').replace(/\/+$/, ''),
    paymentSimSecret: e.PAYMENT_SIM_SECRET ?? DEV_PAYMENT_SIM_SECRET,
    paymentRetryMs: int(e.PAYMENT_RETRY_MS, 5000),
    admission: Object.fromEntries(
      Object.entries({
        maxInFlight: e.ADMISSION_MAX_IN_FLIGHT,
        maxQueued: e.ADMISSION_MAX_QUEUED,
        maxWaitMs: e.ADMISSION_MAX_WAIT_MS,
      })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, Number(v)]),
    ),
    paymentReconcileMs: int(e.PAYMENT_RECONCILE_MS, 600_000),
    rateLimitPrefix: e.RATE_LIMIT_REDIS_PREFIX ?? 'site-rate:',
    operatorApiKey: e.OPERATOR_API_KEY ?? (devTools ? DEV_OPERATOR_API_KEY : null),
  };
}
