/**
 * Fan-out: how an event published on one realtime process reaches the sockets of every process.
 * Alone, a process delivers to its own sockets. With REDIS_URL, every event (HTTP API triggers and
 * client events) goes through one Redis pub/sub channel per app, and each process delivers what it
 * hears to its own sockets, so a member connected anywhere gets what was published anywhere.
 */
import { Redis } from 'ioredis';

export interface FanoutMessage {
  channel: string;
  event: string;
  /** A string for API events (as Pusher sends them); any JSON for client events. */
  data: unknown;
  /** The socket that should not get it (the sender of a client event, or the API's socket_id). */
  except?: string;
  /** Presence client events carry the sender's user id. */
  userId?: string;
}

export interface Fanout {
  publish(message: FanoutMessage): Promise<void>;
  /** Called for every message, from this process or another. */
  onMessage(handler: (message: FanoutMessage) => void): void;
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

export class RedisFanout implements Fanout {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly topic: string;
  private handler: (message: FanoutMessage) => void = () => undefined;
  /** Resolves once the subscription is in place (a publish before that would be lost to this process). */
  readonly ready: Promise<void>;

  constructor(url: string, appId: string, onError: (err: Error) => void = () => undefined) {
    this.topic = `site-realtime:${appId}`;
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { lazyConnect: false });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (topic: string, raw: string) => {
      if (topic !== this.topic) return;
      try {
        this.handler(JSON.parse(raw) as FanoutMessage);
      } catch (err) {
        onError(err as Error);
      }
    });
    this.ready = this.sub.subscribe(this.topic).then(() => undefined);
  }

  async publish(message: FanoutMessage) {
    await this.pub.publish(this.topic, JSON.stringify(message));
  }

  onMessage(handler: (message: FanoutMessage) => void) {
    this.handler = handler;
  }

  async close() {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
