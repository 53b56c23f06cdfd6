/**
 * Fixed-window counters per key, one limiter per rule (captcha per address, login per address,
 * failed logins per account+address pair, ...). In memory by default (one process); with REDIS_URL
 * the counters live in Redis (RedisRateLimiter), so several API processes share one limit instead
 * of each allowing its own.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
export interface LimitState {
  /** True when the key is over its limit. */
  limited: boolean;
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/** What the routes use: counts and checks are asynchronous so the counters can live in Redis. */
export interface Limiter {
  readonly max: number;
  readonly windowMs: number;
  /** Counts one event and tells whether the key is now over the limit. */
  hit(key: string): Promise<LimitState>;
  /** Whether the key is already at its limit (the next hit would exceed it), without counting. */
  peek(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
}

/** In-memory counters of one process (the default; also the fallback while Redis is away). */
export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): { count: number; resetAt: number } | undefined {
    const w = this.windows.get(key);
    if (w && w.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private state(w: { count: number; resetAt: number } | undefined): LimitState {
    if (!w) return { limited: false, count: 0, retryAfterMs: 0 };
    return { limited: w.count > this.max, count: w.count, retryAfterMs: Math.max(0, w.resetAt - this.now()) };
  }

  async hit(key: string): Promise<LimitState> {
    return this.hitNow(key);
  }

  async peek(key: string): Promise<LimitState> {
    return this.peekNow(key);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** hit(), synchronously. */
  hitNow(key: string): LimitState {
    if (this.windows.size > 50_000) this.sweep();
    let w = this.current(key);
    if (!w) {
      w = { count: 0, resetAt: this.now() + this.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return this.state(w);
  }

  /** peek(), synchronously. */
  peekNow(key: string): LimitState {
    const w = this.current(key);
    const s = this.state(w);
    return { ...s, limited: s.count >= this.max };
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Counters in Redis, shared by every process on it: one key per (rule, hashed key) with the window
 * as its expiry (SET NX PX, then INCR, in one MULTI). When Redis does not answer, the process falls
 * back to its own in-memory counters (never locking anyone out because Redis is away) and reports
 * the error.
 */
export class RedisRateLimiter implements Limiter {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly fallback: RateLimiter,
    private readonly onError: (err: Error) => void = () => undefined,
    private readonly prefix = 'site-rate:',
  ) {}

  private keyOf(key: string): string {
    return `${this.prefix}${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  async hit(key: string): Promise<LimitState> {
    const k = this.keyOf(key);
    try {
      const res = await this.redis.multi().set(k, '0', 'PX', this.windowMs, 'NX').incr(k).pttl(k).exec();
      if (!res) throw new Error('rate limit transaction aborted');
      const errors = res.map(([err]) => err).filter(Boolean) as Error[];
      if (errors.length) throw errors[0]!;
      const count = Number(res[1]![1]);
      const ttl = Number(res[2]![1]);
      return { limited: count > this.max, count, retryAfterMs: Math.max(0, ttl) };
    } catch (err) {
      this.onError(err as Error);
      return this.fallback.hitNow(key);
    }
  }

  async peek(key: string): Promise<LimitState> {
    const k = this.keyOf(key);
    try {
      const res = await this.redis.multi().get(k).pttl(k).exec();
      if (!res) throw new Error('rate limit transaction aborted');
      const count = Number(res[0]![1] ?? 0);
      const ttl = Number(res[1]![1]);
      return { limited: count >= this.max, count, retryAfterMs: count ? Math.max(0, ttl) : 0 };
    } catch (err) {
      this.onError(err as Error);
      return this.fallback.peekNow(key);
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.redis.del(this.keyOf(key));
    } catch (err) {
      this.onError(err as Error);
    }
    await this.fallback.reset(key);
  }
}
