/** What every route module receives: the database, the options and the shared services. */
import type { ServerOptions } from './config';
import type { Database, Db } from './db/client';
import { GameCatalogue } from './games/catalogue-service';
import { authHooks } from './http/auth';
import { RateLimiter } from './http/rate-limit';
import { noopPublisher, type Publisher } from './realtime/publish';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's context (database, options, services), for tests and later modules. */
    platform: AppContext;
  }
}

export interface AppContext {
  db: Db;
  database: Database;
  options: ServerOptions;
  catalogue: GameCatalogue;
  auth: ReturnType<typeof authHooks>;
  limiters: {
    captcha: RateLimiter;
    loginPerAddress: RateLimiter;
    loginFailures: RateLimiter;
    /** Failed vx/verify attempts per account+address pair (same rule as failed logins). */
    verifyFailures: RateLimiter;
    registerPerAddress: RateLimiter;
  };
  /** Realtime events (a no-op until the realtime server of issue 5). */
  publisher: Publisher;
}

export function createContext(database: Database, options: ServerOptions): AppContext {
  const nowMs = () => options.now().getTime();
  const { limits } = options;
  return {
    db: database.db,
    database,
    options,
    catalogue: new GameCatalogue(database.db),
    auth: authHooks(database.db, options.now),
    limiters: {
      captcha: new RateLimiter(limits.captcha.max, limits.captcha.windowMs, nowMs),
      loginPerAddress: new RateLimiter(limits.loginPerAddress.max, limits.loginPerAddress.windowMs, nowMs),
      loginFailures: new RateLimiter(
        limits.loginFailuresPerAccountAddress.max,
        limits.loginFailuresPerAccountAddress.windowMs,
        nowMs,
      ),
      verifyFailures: new RateLimiter(
        limits.loginFailuresPerAccountAddress.max,
        limits.loginFailuresPerAccountAddress.windowMs,
        nowMs,
      ),
      registerPerAddress: new RateLimiter(limits.registerPerAddress.max, limits.registerPerAddress.windowMs, nowMs),
    },
    publisher: noopPublisher,
  };
}
