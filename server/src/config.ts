/**
 * Server options, read from the environment by optionsFromEnv() (see README.md for the variables).
 * Tests build their options explicitly and pass an `env` of their own.
 */
import { DEV_LAUNCH_SECRET } from './wallet/launch-token';
import { DEV_PAYMENT_SIM_SECRET } from './payments/signature';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/constants';
import type { DatabaseOptions } from './db/client';
import { realtimeOptionsFromEnv, type RealtimeOptions } from './realtime/config';

export interface LimitOptions {
  /** Requests (or failures) allowed per window. */
  max: number;
  windowMs: number;
}

export interface ServerOptions {
  database: DatabaseOptions;
  /** SITE_DEV_TOOLS=1: registers the developer/test routes under /api/dev. Never in production. */
  devTools: boolean;
  /** The brand served when /api/site-config has no ?brand= (SITE_BRAND). */
  defaultBrand: string;
  /** Each remote's mf-manifest.json URL (REMOTE_*_URL); a brand's stored config may override them. */
  remotes: Record<RemoteName, string>;
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
    /** Failed logins per account+address pair (never per account alone: nobody can lock you out). */
    loginFailuresPerAccountAddress: LimitOptions;
    /** Distinct accounts logged in from one address in the window (SPEC §8 login 203 over it). */
    accountsPerAddress: LimitOptions;
    /** Registration attempts per address (SPEC §8 register 996 "too frequently" over it). */
    registerPerAddress: LimitOptions;
    /** Members registered from one address in the window (SPEC §8 register 997 at it). */
    registeredPerAddress: LimitOptions;
  };
  /** 32-byte key of the enc exchange (ENC_KEY, 64 hex characters; a fixed development key otherwise). */
  encKey: Buffer;
  /** Seed the demo password hashes with low-cost argon2id parameters (tests: the cost is not what they test). */
  fastSeedHashes: boolean;
  /** Session lifetime (SESSION_TTL_HOURS, default 7 days). */
  sessionTtlMs: number;
  /** Captcha lifetime: 5 minutes. */
  captchaTtlMs: number;
  /** The clock; tests move it to expire captchas and sessions. */
  now: () => Date;
  /** Base URL of the game-provider simulator (PROVIDER_SIM_URL): play1 / demo game_url point there. */
  providerSimUrl: string;
  /** HMAC key of the launch tokens the simulator verifies (PROVIDER_SIM_SECRET; a development key otherwise). */
  providerSimSecret: string;
  /** Realtime: Pusher app credentials, embedded server or external service, Redis (src/realtime/config.ts). */
  realtime: RealtimeOptions;
  /** Base URL of the payment simulator (PAYMENT_SIM_URL): deposit pay_url and payout requests go there. */
  paymentSimUrl: string;
  /** HMAC key shared with the payment simulator (PAYMENT_SIM_SECRET; a development key otherwise). */
  paymentSimSecret: string;
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

const intEnv = (v: string | undefined, fallback: number) => {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (!v || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** A fixed key for development only; production sets ENC_KEY. */
const DEV_ENC_KEY = Buffer.from('5f0c2b8e6a4d1f3e9b7a2c4e6f8d0b1a3c5e7f9a1b3d5f7e9c1a3b5d7f9e1c3a', 'hex');

function encKeyFrom(v: string | undefined): Buffer {
  if (v && /^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  return DEV_ENC_KEY;
}

function operatorKeyFrom(env: NodeJS.ProcessEnv): string | null {
  if (env.OPERATOR_API_KEY) return env.OPERATOR_API_KEY;
  const devTools = env.SITE_DEV_TOOLS === '1' || env.SITE_DEV_TOOLS === 'true';
  return devTools ? DEV_OPERATOR_API_KEY : null;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR };
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[remoteEnvName(name)] || `http://127.0.0.1:${DEFAULT_REMOTE_PORTS[name]}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : defaultCorsOrigins();
  return {
    database,
    devTools: env.SITE_DEV_TOOLS === '1' || env.SITE_DEV_TOOLS === 'true',
    defaultBrand: env.SITE_BRAND || 'saovang',
    remotes,
    corsOrigins,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logger: { level: env.LOG_LEVEL || 'info' },
    seed: env.SITE_SEED !== '0',
    limits: {
      captcha: { max: intEnv(env.CAPTCHA_RATE_MAX, 30), windowMs: intEnv(env.CAPTCHA_RATE_WINDOW_MS, 10_000) },
      loginPerAddress: { max: intEnv(env.LOGIN_RATE_MAX, 200), windowMs: intEnv(env.LOGIN_RATE_WINDOW_MS, 300_000) },
      loginFailuresPerAccountAddress: {
        max: intEnv(env.LOGIN_FAILURE_MAX, 8),
        windowMs: intEnv(env.LOGIN_FAILURE_WINDOW_MS, 900_000),
      },
      accountsPerAddress: { max: intEnv(env.ACCOUNTS_PER_ADDRESS_MAX, 30), windowMs: 24 * 3_600_000 },
      registerPerAddress: { max: intEnv(env.REGISTER_RATE_MAX, 10), windowMs: intEnv(env.REGISTER_RATE_WINDOW_MS, 600_000) },
      registeredPerAddress: { max: intEnv(env.REGISTERED_PER_ADDRESS_MAX, 5), windowMs: 24 * 3_600_000 },
    },
    encKey: encKeyFrom(env.ENC_KEY),
    fastSeedHashes: false,
    sessionTtlMs: intEnv(env.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    captchaTtlMs: 5 * 60_000,
    now: () => new Date(),
    realtime: realtimeOptionsFromEnv(env),
    providerSimUrl: (env.PROVIDER_SIM_URL || 'http://127.0.0.1:4100').replace(/\/+$/, ''),
    providerSimSecret: env.PROVIDER_SIM_SECRET || DEV_LAUNCH_SECRET,
    paymentSimUrl: (env.PAYMENT_SIM_URL || 'http://127.0.0.1:4200').replace(/\/+$/, ''),
    paymentSimSecret: env.PAYMENT_SIM_SECRET || DEV_PAYMENT_SIM_SECRET,
    paymentRetryMs: intEnv(env.PAYMENT_RETRY_MS, 5000),
    paymentReconcileMs: intEnv(env.PAYMENT_RECONCILE_MS, 600_000),
    rateLimitPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'site-rate:',
    operatorApiKey: operatorKeyFrom(env),
  };
}
