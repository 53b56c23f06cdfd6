/**
 * The platform's Publisher. With the embedded socket server, events go straight to it (and through
 * its fan-out to every realtime process): no HTTP round trip from the process to itself, so a burst
 * of money calls cannot starve its own event delivery. With an external service (our standalone
 * realtime process, Soketi, Reverb or Pusher Channels) they go through the standard Pusher HTTP API,
 * signed by the official `pusher` SDK. Publishing never blocks or fails a request.
 *
 * Towards an external service:
 * - events published in the same turn of the event loop leave together as batches of up to 10
 *   (`batch_events`, the Pusher limit), in publishing order; a lone event is a plain trigger;
 * - back-pressure: at most `maxInFlight` requests at a time, the rest wait in the queue (bounded by
 *   `maxQueued`; beyond it the oldest events are dropped and reported, and a member's client sees the
 *   gap in `member.cash` seq and reads its balance again);
 * - a request that fails on the network, times out or is answered 429/5xx is sent again after
 *   200 ms, 400 ms, 800 ms (`retries`); only then its events are reported as failed;
 * - a batch refused as a whole (4xx: one event invalid) is sent again event by event, so one bad
 *   event costs only itself.
 */
import http from 'node:http';
import https from 'node:https';
import Pusher from 'pusher';
import type { RealtimeOptions } from './config';
import type { FanoutMessage } from './message';
import type { Publisher, RealtimeEvent } from './publish';
import { MAX_BATCH_EVENTS, MAX_MESSAGE_BYTES } from './protocol';

/** Sockets one terminate call names at most (the realtime HTTP API's limit). */
const TERMINATE_CHUNK = 100;

/**
 * The Pusher channel of a SPEC §7 channel name: `member.{id}` and `member.{currency}` are private
 * (laravel-echo's `private('member.42')` is `private-member.42`); names already prefixed stay.
 */
export function pusherChannelOf(name: string): string {
  if (/^(private|presence)-/.test(name)) return name;
  if (name.startsWith('member.')) return `private-${name}`;
  return name;
}

/** The embedded socket server, as the publisher uses it. */
export interface LocalDelivery {
  publish(message: FanoutMessage): Promise<void>;
  closeSockets(socketIds: string[]): Promise<void>;
}

export interface PusherPublisherOptions {
  options: RealtimeOptions;
  /** The embedded socket server: events are handed to it directly. */
  local?: LocalDelivery;
  onError?: (err: unknown, event: RealtimeEvent) => void;
  /** Requests to the external service in flight at most (default 8). */
  maxInFlight?: number;
  /** Events waiting for the external service at most (default 20,000). */
  maxQueued?: number;
  /** Resends of a request that failed on the network or with 429/5xx (default 3). */
  retries?: number;
  /** The first resend's delay; each next one doubles it (default 200 ms). */
  retryDelayMs?: number;
  /** What a session's end does besides closing its sockets (the grant sweep installs it). */
  onSessionsEnded?: () => void;
}

class RequestFailure extends Error {
  constructor(
    readonly original: unknown,
    readonly retryable: boolean,
  ) {
    super(original instanceof Error ? original.message : String(original));
  }
}

const isRetryable = (err: unknown) => {
  const status = (err as { status?: number }).status ?? 0;
  return status === 0 || status === 429 || status >= 500;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PusherPublisher implements Publisher {
  private client: Pusher | undefined;
  private readonly pending = new Set<Promise<unknown>>();
  private signer: Pusher | undefined;
  private queue: RealtimeEvent[] = [];
  private scheduled = false;
  private inFlight = 0;
  private readonly maxInFlight: number;
  private readonly maxQueued: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  onSessionsEnded: (() => void) | undefined;

  constructor(private readonly opts: PusherPublisherOptions) {
    this.maxInFlight = opts.maxInFlight ?? 8;
    this.maxQueued = opts.maxQueued ?? 20_000;
    this.retries = opts.retries ?? 3;
    this.retryDelayMs = opts.retryDelayMs ?? 200;
    this.onSessionsEnded = opts.onSessionsEnded;
  }

  private sdk(): Pusher {
    if (!this.client) {
      const { options } = this.opts;
      const external = options.external ?? { host: '127.0.0.1', useTLS: false };
      const { host, port, useTLS, cluster } = external;
      const base = { appId: options.appId, key: options.key, secret: options.secret, useTLS, timeout: 10_000 };
      const agent = useTLS
        ? new https.Agent({ keepAlive: true, maxSockets: this.maxInFlight })
        : new http.Agent({ keepAlive: true, maxSockets: this.maxInFlight });
      this.client = host
        ? new Pusher({ ...base, host, port: port ? String(port) : undefined, agent })
        : new Pusher({ ...base, cluster: cluster!, agent });
    }
    return this.client;
  }

  publish(event: RealtimeEvent): void {
    const { local } = this.opts;
    if (local) {
      const data = JSON.stringify(event.data);
      if (Buffer.byteLength(data) > MAX_MESSAGE_BYTES) {
        this.opts.onError?.(new Error(`event data is limited to ${MAX_MESSAGE_BYTES} bytes`), event);
        return;
      }
      this.track(
        local
          .publish({ channel: pusherChannelOf(event.channel), event: event.event, data })
          .catch((err: unknown) => this.opts.onError?.(err, event)),
      );
      return;
    }
    this.queue.push(event);
    if (this.queue.length > this.maxQueued) {
      for (const dropped of this.queue.splice(0, this.queue.length - this.maxQueued)) {
        this.opts.onError?.(new Error('realtime queue full: event dropped'), dropped);
      }
    }
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.drain();
      });
    }
  }

  /** Sends what is queued, as far as the in-flight limit allows: one trigger, or batches of up to MAX_BATCH_EVENTS. */
  private drain(): void {
    while (this.queue.length && this.inFlight < this.maxInFlight) {
      const chunk = this.queue.splice(0, MAX_BATCH_EVENTS);
      this.inFlight++;
      this.track(
        this.send(chunk).finally(() => {
          this.inFlight--;
          this.drain();
        }),
      );
    }
  }

  private async send(events: RealtimeEvent[]): Promise<void> {
    try {
      await this.withRetries(() =>
        events.length === 1
          ? this.sdk().trigger(pusherChannelOf(events[0]!.channel), events[0]!.event, events[0]!.data)
          : this.sdk().triggerBatch(
              events.map((e) => ({ channel: pusherChannelOf(e.channel), name: e.event, data: e.data })),
            ),
      );
    } catch (err) {
      const failure = err as RequestFailure;
      // Refused as a whole (4xx: one event too big or invalid): each event on its own.
      if (!failure.retryable && events.length > 1) {
        await Promise.all(events.map((e) => this.send([e])));
        return;
      }
      for (const event of events) this.opts.onError?.(failure.original, event);
    }
  }

  private async withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 0; ; i++) {
      try {
        return await attempt();
      } catch (err) {
        const retryable = isRetryable(err);
        if (!retryable || i >= this.retries) throw new RequestFailure(err, retryable);
        await sleep(this.retryDelayMs * 2 ** i);
      }
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

  /** Some session ended: the grant sweep closes its sockets now rather than at its next round. */
  sessionsEnded(): void {
    this.onSessionsEnded?.();
  }

  /**
   * Closes these sockets on every realtime process. Events published before (a `login` telling the
   * old window why) are handed over first, so the window hears why before its socket closes.
   */
  async closeSockets(socketIds: string[]): Promise<void> {
    if (socketIds.length === 0) return;
    const { local } = this.opts;
    if (local) return local.closeSockets(socketIds);
    await this.flush();
    for (let i = 0; i < socketIds.length; i += TERMINATE_CHUNK) {
      const body = { socket_ids: socketIds.slice(i, i + TERMINATE_CHUNK) };
      // The SDK serialises the body itself (and signs its MD5); its types say string, its code takes the object.
      await this.withRetries(() =>
        this.sdk().post({ path: '/connections/terminate', body: body as unknown as string }),
      );
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
