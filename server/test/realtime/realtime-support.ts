/** Helpers of the realtime tests: pusher-js / laravel-echo clients and raw protocol sockets. */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';

export interface ClientOptions {
  port: number;
  key?: string;
  token?: string;
  /** Signs subscriptions in the test (a realtime process alone has no auth endpoint). */
  authorize?: (socketId: string, channel: string) => { auth: string; channel_data?: string };
}

/** A pusher-js client as the shell configures it (ws only, the platform's auth endpoint, the token). */
export function pusherClient({ port, key = 'site-key', token, authorize }: ClientOptions): Pusher {
  return new Pusher(key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: authorize
      ? { customHandler: ({ socketId, channelName }, callback) => callback(null, authorize(socketId, channelName)) }
      : {
          endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
          transport: 'ajax',
          headers: token ? { authorization: token } : {},
        },
  });
}

export function echoClient(opts: ClientOptions): Echo<'pusher'> {
  return new Echo({ broadcaster: 'pusher', key: opts.key ?? 'site-key', client: pusherClient(opts) });
}

export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve) => {
    if (client.connection.state === 'connected') return resolve(client.connection.socket_id);
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
  });
}

/**
 * Resolves with the next value given to the callback `register` installs. The timeout only turns a
 * hang into a message: an event takes milliseconds idle, so it is far above any loaded machine.
 */
export function next<T = unknown>(register: (cb: (value: T) => void) => void, timeoutMs = 30_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for an event')), timeoutMs);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A raw protocol-7 socket: send frames, wait for frames by event name. */
export class RawSocket {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(
        (Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer)).toString('utf8'),
      ) as Frame;
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data);
        } catch {
          /* a plain string */
        }
      }
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }
  static open(
    port: number,
    path = '/app/site-key?protocol=7&client=js&version=8.6.0',
    headers: Record<string, string> = {},
  ): Promise<RawSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    const socket = new RawSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }
  send(frame: Record<string, unknown> | string) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  wait(event: string, timeoutMs = 30_000, match: (f: Frame) => boolean = () => true): Promise<Frame> {
    const found = this.frames.find((f) => f.event === event && match(f));
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), timeoutMs);
      this.waiters.push({
        match: (f) => f.event === event && match(f),
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }
  async socketId(): Promise<string> {
    const f = await this.wait('pusher:connection_established');
    return (f.data as { socket_id: string }).socket_id;
  }
  close() {
    this.ws.close();
  }
}

/** What subscribing needs of a test server: its requests. */
interface Injects {
  inject: (options: {
    method: 'POST';
    url: string;
    payload: string;
    headers: Record<string, string>;
  }) => Promise<{ statusCode: number; body: string }>;
}

/** Asks the platform to sign `channel` for this socket with the member token. */
export const authoriseChannel = (server: Injects, token: string, socketId: string, channel: string) =>
  server.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    payload: `socket_id=${socketId}&channel_name=${channel}`,
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Subscribes a raw socket to a private channel with the platform's signature for `token`. */
export async function subscribeAs(server: Injects, socket: RawSocket, token: string, channel: string) {
  const res = await authoriseChannel(server, token, await socket.socketId(), channel);
  if (res.statusCode !== 200) throw new Error(`authorising ${channel}: HTTP ${res.statusCode}`);
  socket.send({ event: 'pusher:subscribe', data: { channel, auth: (JSON.parse(res.body) as { auth: string }).auth } });
  await socket.wait('pusher_internal:subscription_succeeded');
}
