/** What every route module receives: the database, the options and the shared services. */
import type { ServerOptions } from './config';
import type { Database, Db } from './db/client';
import { GameCatalogue } from './games/catalogue-service';
import { authHooks } from './http/auth';
import { RateLimiter } from './http/rate-limit';

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
  };
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
    },
  };
}
