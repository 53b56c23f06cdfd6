/**
 * The platform's Publisher: every realtime event goes out through the standard Pusher HTTP API,
 * signed by the official `pusher` SDK, so the same code drives the embedded server, our standalone
 * realtime process, Soketi, Reverb or Pusher Channels. Publishing never blocks or fails a request:
 * the call runs in the background and a failure is logged.
 *
 * Events published in the same turn of the event loop (a letter to every member of a currency, the
 * balance events of one request) leave together as batches of up to 10 (`batch_events`, the Pusher
 * limit), in publishing order; a lone event is a plain trigger. A batch the service refuses (one
 * event invalid refuses the whole batch) is sent again event by event, so one bad event costs only
 * itself.
 */
import http from 'node:http';
import https from 'node:https';
import Pusher from 'pusher';
import type { RealtimeOptions } from './config';
import type { Publisher, RealtimeEvent } from './publish';
import { MAX_BATCH_EVENTS } from './protocol';

/**
 * The Pusher channel of a SPEC §7 channel name: `member.{id}` and `member.{currency}` are private
 * (laravel-echo's `private('member.42')` is `private-member.42`); names already prefixed stay.
 */
export function pusherChannelOf(name: string): string {
  if (/^(private|presence)-/.test(name)) return name;
  if (name.startsWith('member.')) return `private-${name}`;
  return name;
}

export interface PusherPublisherOptions {
  options: RealtimeOptions;
  /** For the embedded server: the platform's port, known once it listens. */
  embeddedPort?: () => number | undefined;
  onError?: (err: unknown, event: RealtimeEvent) => void;
}

export class PusherPublisher implements Publisher {
  private client: Pusher | undefined;
  private clientPort: number | undefined;
  private readonly pending = new Set<Promise<unknown>>();
  private signer: Pusher | undefined;

  constructor(private readonly opts: PusherPublisherOptions) {}

  private sdk(): Pusher | undefined {
    const { options } = this.opts;
    if (options.external) {
      if (!this.client) {
        const { host, port, useTLS, cluster } = options.external;
        const base = { appId: options.appId, key: options.key, secret: options.secret, useTLS, timeout: 10_000 };
        const agent = useTLS ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
        this.client = host
          ? new Pusher({ ...base, host, port: port ? String(port) : undefined, agent })
          : new Pusher({ ...base, cluster: cluster!, agent });
      }
      return this.client;
    }
    const port = this.opts.embeddedPort?.();
    if (!port) return undefined;
    if (!this.client || this.clientPort !== port) {
      this.clientPort = port;
      this.client = new Pusher({
        appId: options.appId,
        key: options.key,
        secret: options.secret,
        host: '127.0.0.1',
        port: String(port),
        useTLS: false,
        timeout: 10_000,
        agent: new http.Agent({ keepAlive: true, maxSockets: 32 }),
      });
    }
    return this.client;
  }

  private queue: RealtimeEvent[] = [];
  private scheduled = false;

  publish(event: RealtimeEvent): void {
    this.queue.push(event);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.drain());
    }
  }

  /** Sends what was queued: one trigger, or batches of up to MAX_BATCH_EVENTS. */
  private drain(): void {
    this.scheduled = false;
    const events = this.queue.splice(0);
    if (!events.length) return;
    const sdk = this.sdk();
    if (!sdk) {
      for (const event of events) this.opts.onError?.(new Error('realtime server not listening yet'), event);
      return;
    }
    for (let i = 0; i < events.length; i += MAX_BATCH_EVENTS) {
      const chunk = events.slice(i, i + MAX_BATCH_EVENTS);
      this.track(chunk.length === 1 ? this.triggerOne(sdk, chunk[0]!) : this.triggerBatch(sdk, chunk));
    }
  }

  private triggerOne(sdk: Pusher, event: RealtimeEvent): Promise<unknown> {
    return sdk
      .trigger(pusherChannelOf(event.channel), event.event, event.data)
      .catch((err: unknown) => this.opts.onError?.(err, event));
  }

  private async triggerBatch(sdk: Pusher, events: RealtimeEvent[]): Promise<unknown> {
    try {
      return await sdk.triggerBatch(
        events.map((e) => ({ channel: pusherChannelOf(e.channel), name: e.event, data: e.data })),
      );
    } catch (err) {
      const status = (err as { status?: number }).status ?? 0;
      // Refused as a whole (4xx: one event too big or invalid): each event on its own.
      if (status >= 400 && status < 500) return Promise.all(events.map((e) => this.triggerOne(sdk, e)));
      for (const event of events) this.opts.onError?.(err, event);
      return undefined;
    }
  }

  private track(p: Promise<unknown>): void {
    const tracked = p.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Resolves when every event published so far has been handed over (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.queue.length || this.pending.size) {
      if (this.queue.length) this.drain();
      await Promise.allSettled([...this.pending]);
    }
  }

  /** The official SDK's channel authorisation (the same signature every Pusher server checks). */
  authorizeChannel(
    socketId: string,
    channel: string,
    presence?: { user_id: string; user_info?: Record<string, unknown> },
  ) {
    this.signer ??= new Pusher({
      appId: this.opts.options.appId,
      key: this.opts.options.key,
      secret: this.opts.options.secret,
      host: '127.0.0.1',
    });
    return this.signer.authorizeChannel(socketId, channel, presence);
  }
}
