/**
 * A fixed-window counter per key, in memory. One instance per rule (captcha per address, login per
 * address, failed logins per account+address pair). A shared store (Redis) can replace the Map
 * when several processes serve the site.
 */
export interface LimitState {
  /** True when the key is over its limit. */
  limited: boolean;
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

export class RateLimiter {
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

  /** Counts one event and tells whether the key is now over the limit. */
  hit(key: string): LimitState {
    if (this.windows.size > 50_000) this.sweep();
    let w = this.current(key);
    if (!w) {
      w = { count: 0, resetAt: this.now() + this.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return this.state(w);
  }

  /** Whether the key is already at its limit (the next hit would exceed it), without counting. */
  peek(key: string): LimitState {
    const w = this.current(key);
    const s = this.state(w);
    return { ...s, limited: s.count >= this.max };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
