/** What every route module receives: the database, the options and the shared services. */
import type { ServerOptions } from './config';
import type { Database, Db } from './db/client';
import { GameCatalogue } from './modules/games/catalogue';
import { ListViewers } from './modules/games/list-viewers';
import { AdmissionGate, ADMISSION_DEFAULTS } from './http/admission';
import { authHooks } from './http/auth';
import { SharedAnswers } from './http/shared-answer';
import { Redis } from 'ioredis';
import { RateLimiter, RedisRateLimiter, type Limiter } from './http/rate-limit';
import { noopPublisher, type Publisher } from './realtime/publish';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's context (database, options, services): routes, background work and tests reach it here. */
    platform: AppContext;
    /** The type icons and provider logos being rendered ahead (ServerOptions.warmArt): how many, once done. */
    artWarmUp?: Promise<number>;
  }
}

export interface AppContext {
  db: Db;
  database: Database;
  options: ServerOptions;
  catalogue: GameCatalogue;
  /**
   * The site config answers (http/shared-answer.ts), by brand and host; cleared when the operator
   * API changes a brand.
   */
  siteConfigs: SharedAnswers;
  /** Whose game list it is, from memory while unchanged (modules/games/list-viewers.ts). */
  listViewers: ListViewers;
  /**
   * Say it after committing the end of sessions: the realtime grants they authorised go (the
   * sessions read from memory follow the database by themselves: db/write-clock.ts).
   */
  sessionsEnded(): void;
  auth: ReturnType<typeof authHooks>;
  limiters: {
    captcha: Limiter;
    loginPerAddress: Limiter;
    loginFailures: Limiter;
    /** Failed logins per account from any address (modules/auth/account-guard.ts). */
    loginFailuresPerAccount: Limiter;
    /** Failed vx/verify attempts per account+address pair (same rule as failed logins). */
    verifyFailures: Limiter;
    /** Failed vx/verify attempts per account from any address. */
    verifyFailuresPerAccount: Limiter;
    registerPerAddress: Limiter;
  };
  /** Realtime events: a no-op until installRealtime puts the Pusher publisher here (before any route runs). */
  publisher: Publisher;
  /** The bound on requests in flight (http/admission.ts). */
  admission: AdmissionGate;
  /** The Redis connection of the shared rate limits (REDIS_URL), closed with the app. */
  limiterRedis: Redis | null;
  /**
   * A member's own clock offset in ms (POST /api/dev/members/clock, SITE_DEV_TOOLS=1 only): an e2e
   * test moves one member's day without moving the platform's clock under every other test.
   */
  memberClockOffsets: Map<number, number>;
}

/** The time as a member's day-bound rules see it: the platform's clock, moved by the member's dev offset. */
export function memberNow(ctx: AppContext, memberId: number): Date {
  const now = ctx.options.now();
  const offset = ctx.options.devTools ? (ctx.memberClockOffsets.get(memberId) ?? 0) : 0;
  return offset ? new Date(now.getTime() + offset) : now;
}

/** A Redis outage is reported at most once per this window by the rate limiters. */
const LIMITER_ERROR_LOG_WINDOW_MS = 30_000;

export function createContext(database: Database, options: ServerOptions): AppContext {
  const nowMs = () => options.now().getTime();
  const { limits } = options;
  // With REDIS_URL the limits are shared by every API process on that Redis; alone, in memory.
  const redisUrl = options.realtime.redisUrl;
  const limiterRedis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  let lastError = 0;
  const onError = (err: Error) => {
    if (Date.now() - lastError < LIMITER_ERROR_LOG_WINDOW_MS) return;
    lastError = Date.now();
    console.warn(`[rate-limit] redis unavailable, counting in this process meanwhile: ${err.message}`);
  };
  limiterRedis?.on('error', onError);
  const limiter = (name: string, rule: { max: number; windowMs: number }): Limiter => {
    const memory = new RateLimiter(rule.max, rule.windowMs, nowMs);
    return limiterRedis
      ? new RedisRateLimiter(limiterRedis, name, rule.max, rule.windowMs, memory, onError, options.rateLimitPrefix)
      : memory;
  };
  const ctx: AppContext = {
    db: database.db,
    database,
    options,
    admission: new AdmissionGate({ ...ADMISSION_DEFAULTS[database.kind], ...options.admission }),
    catalogue: new GameCatalogue(database.db),
    siteConfigs: new SharedAnswers(options.siteConfigCacheMs),
    listViewers: new ListViewers(database.db, options.now),
    sessionsEnded() {
      ctx.publisher.sessionsEnded();
    },
    auth: authHooks(database.db, options.now),
    limiters: {
      captcha: limiter('captcha', limits.captcha),
      loginPerAddress: limiter('login-address', limits.loginPerAddress),
      loginFailures: limiter('login-failures', limits.loginFailuresPerAccountAddress),
      loginFailuresPerAccount: limiter('login-account-failures', limits.loginFailuresPerAccount),
      verifyFailures: limiter('verify-failures', limits.loginFailuresPerAccountAddress),
      verifyFailuresPerAccount: limiter('verify-account-failures', limits.verifyFailuresPerAccount),
      registerPerAddress: limiter('register-address', limits.registerPerAddress),
    },
    publisher: noopPublisher,
    limiterRedis,
    memberClockOffsets: new Map(),
  };
  return ctx;
}
