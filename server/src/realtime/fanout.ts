/**
 * Fan-out: how an event published on one realtime process reaches the sockets of every process.
 * Alone, a process delivers to its own sockets. With REDIS_URL, every event (HTTP API triggers and
 * client events) is delivered by its process to its own sockets at once and published on one Redis
 * pub/sub channel per app; each process delivers what it hears from the others to its own sockets,
 * so a member connected anywhere gets what was published anywhere.
 * The Redis fan-out also keeps the presence member lists in Redis (presence.ts).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FanoutMessage } from './message';
import { RedisPresence, type PresenceStore, type RedisPresenceOptions } from './presence';

/** How the presence state is shared, given by the fan-out that connects the processes. */
export type PresenceStoreOptions = Omit<RedisPresenceOptions, 'topic'>;

export interface Fanout {
  publish(message: FanoutMessage): Promise<void>;
  /** Called for every message, from this process or another. */
  onMessage(handler: (message: FanoutMessage) => void): void;
  /** Presence state shared by every process of this fan-out (none: each process keeps its own, in memory). */
  createPresence?(options: PresenceStoreOptions): PresenceStore;
  close(): Promise<void>;
}

export class LocalFanout implements Fanout {
  private handler: (message: FanoutMessage) => void = () => undefined;
  async publish(message: FanoutMessage) {
    this.handler(message);
  }
  onMessage(handler: (message: FanoutMessage) => void) {
    this.handler = handler;
  }
  async close() {}
}

/** How long a starting process waits for Redis before it starts without it. */
export const REDIS_READY_TIMEOUT_MS = 5_000;

/** How often a Redis outage is logged at most (the first error at once, then a summary per window). */
const REDIS_ERROR_LOG_WINDOW_MS = 30_000;

export class RedisFanout implements Fanout {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly topic: string;
  private handler: (message: FanoutMessage) => void = () => undefined;
  private lastErrorLog = 0;
  private suppressed = 0;
  private down = false;
  /** Marks this process's own publishes, which it delivers at once and skips when Redis echoes them. */
  private readonly origin = randomUUID();
  /** Resolves once the subscription is in place (a publish before that would be lost to this process). */
  readonly ready: Promise<void>;

  /**
   * A Redis outage never stops the process: the subscription is made (and remade) whenever Redis is
   * reachable; a process's own sockets get its publishes without Redis, so members connected here
   * keep their events through an outage; only the other processes miss them meanwhile.
   */
  constructor(
    url: string,
    appId: string,
    private readonly onError: (err: Error) => void = () => undefined,
    private readonly onRecovered: () => void = () => undefined,
  ) {
    this.topic = `site-realtime:${appId}`;
    // No offline queue on the publishing side: while Redis is away a publish fails at once (and is
    // delivered locally) instead of waiting in a queue.
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    this.sub = new Redis(url, { lazyConnect: false });
    this.pub.on('error', (err: Error) => this.report(err));
    this.sub.on('error', (err: Error) => this.report(err));
    this.sub.on('ready', () => {
      if (this.down) {
        this.down = false;
        this.suppressed = 0;
        this.onRecovered();
      }
    });
    this.sub.on('message', (topic: string, raw: string) => {
      if (topic !== this.topic) return;
      try {
        const { origin, ...message } = JSON.parse(raw) as FanoutMessage & { origin?: string };
        // Our own publish, already delivered here (presence announcements of the Lua scripts carry no origin).
        if (origin === this.origin) return;
        this.handler(message);
      } catch (err) {
        this.report(err as Error);
      }
    });
    // Ready when the subscription is in place and the publishing connection (which also carries
    // the presence scripts, without an offline queue) is connected.
    const pubReady = new Promise<void>((resolve) => {
      if (this.pub.status === 'ready') resolve();
      else this.pub.once('ready', () => resolve());
    });
    this.ready = Promise.all([this.sub.subscribe(this.topic), pubReady]).then(() => undefined);
  }

  /** Logs the first error of an outage at once, then at most one summary per window. */
  private report(err: Error) {
    this.down = true;
    const now = Date.now();
    if (now - this.lastErrorLog < REDIS_ERROR_LOG_WINDOW_MS) {
      this.suppressed++;
      return;
    }
    const more = this.suppressed;
    this.lastErrorLog = now;
    this.suppressed = 0;
    this.onError(
      more
        ? Object.assign(
            new Error(`${err.message} (and ${more} more errors in the last ${REDIS_ERROR_LOG_WINDOW_MS / 1000} s)`),
            { cause: err },
          )
        : err,
    );
  }

  /** Waits for the subscription up to `timeoutMs`; false when Redis is not reachable yet (the process goes on). */
  async waitReady(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([this.ready.then(() => true as const), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * This process's sockets get the event at once, whatever Redis does: no round trip, and nothing is
   * lost in the moments after a reconnect when the publishing connection is back but the
   * subscription is not yet. The other processes get it through Redis (missed while it is away).
   */
  async publish(message: FanoutMessage) {
    this.handler(message);
    try {
      await this.pub.publish(this.topic, JSON.stringify({ ...message, origin: this.origin }));
    } catch (err) {
      this.report(err as Error);
    }
  }

  onMessage(handler: (message: FanoutMessage) => void) {
    this.handler = handler;
  }

  /** Presence lists in Redis; its announcements come back through this topic. */
  createPresence(options: PresenceStoreOptions): PresenceStore {
    return new RedisPresence(this.pub, { ...options, topic: this.topic });
  }

  async close() {
    // quit() waits for Redis; when it is away, just drop the connection (and its reconnect timer).
    const end = (r: Redis) =>
      r.status === 'ready'
        ? r.quit().then(
            () => undefined,
            () => r.disconnect(),
          )
        : Promise.resolve(r.disconnect());
    await Promise.all([end(this.sub), end(this.pub)]);
  }
}

/**
 * The Redis fan-out of a starting process: waits for Redis at most REDIS_READY_TIMEOUT_MS, then goes
 * on without it (it is used as soon as it answers). Outages and recovery go to `log`.
 */
export async function connectRedisFanout(
  url: string,
  appId: string,
  log: { warn(obj: object, msg: string): void; info(msg: string): void },
): Promise<RedisFanout> {
  const redis = new RedisFanout(
    url,
    appId,
    (err) => log.warn({ err }, 'realtime redis error (events reach this process only until it is back)'),
    () => log.info('realtime redis is back'),
  );
  if (!(await redis.waitReady(REDIS_READY_TIMEOUT_MS))) {
    log.warn(
      {},
      `realtime redis not reachable after ${REDIS_READY_TIMEOUT_MS} ms: starting without it; it is used as soon as it answers`,
    );
  }
  return redis;
}
