/**
 * The Pusher-protocol WebSocket server (protocol 7): connection established, ping/pong and the
 * activity timeout, subscribe/unsubscribe, private and presence channels checked by signature,
 * presence member lists, client events on private and presence channels only (rate limited), the
 * 10 KB message limit, channel-name validation, and `pusher:error` with Pusher's codes.
 *
 * It owns no HTTP server: attach() handles the `upgrade` of `/app/{key}` on any server (the
 * platform's by default, or the standalone process of realtime-main.ts). Events reach it through a
 * Fanout (local, or Redis pub/sub across processes).
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { LocalFanout, type Fanout, type FanoutMessage } from './fanout';
import {
  ACTIVITY_TIMEOUT_S,
  channelAuth,
  channelKind,
  CLIENT_EVENTS_PER_SECOND,
  CLOSE,
  ERROR,
  isValidChannelName,
  isValidEventName,
  MAX_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  safeEqual,
} from './protocol';

export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

export interface SocketServerOptions extends AppCredentials {
  fanout?: Fanout;
  /** Browser origins allowed to connect; connections without an Origin (servers, tools) are allowed. Undefined: any. */
  allowedOrigins?: string[];
  /** Seconds of silence before the server pings (default 120, Pusher's). */
  activityTimeoutS?: number;
  /** Seconds to wait for the pong before closing with 4201 (default 30). */
  pongTimeoutS?: number;
  clientEventsPerSecond?: number;
  /** Members one presence channel may hold (Pusher's limit is 100). */
  maxPresenceMembers?: number;
  log?: (level: 'info' | 'warn', msg: string, extra?: Record<string, unknown>) => void;
}

interface PresenceMember {
  info: unknown;
  /** Connections of this process that hold this member in the channel. */
  sockets: number;
}

class Connection {
  readonly channels = new Set<string>();
  /** Presence channel → the user id this connection joined as. */
  readonly presence = new Map<string, string>();
  lastSeen = Date.now();
  pinged = false;
  windowStart = 0;
  windowCount = 0;
  constructor(
    readonly ws: WebSocket,
    readonly socketId: string,
  ) {}
  send(event: string, data: unknown, channel?: string) {
    this.sendRaw(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }));
  }
  sendRaw(text: string) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }
  error(code: number | null, message: string) {
    this.send('pusher:error', { code, message });
  }
}

export interface ChannelInfo {
  occupied: boolean;
  subscription_count: number;
  user_count?: number;
}

export class SocketServer {
  private readonly wss: WebSocketServer;
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly presence = new Map<string, Map<string, PresenceMember>>();
  private readonly connections = new Set<Connection>();
  private readonly sweep: NodeJS.Timeout;
  readonly fanout: Fanout;
  private closed = false;
  private readonly activityTimeoutS: number;
  private readonly pongTimeoutS: number;
  private readonly clientRate: number;
  private readonly maxPresence: number;
  private readonly log: NonNullable<SocketServerOptions['log']>;

  constructor(private readonly opts: SocketServerOptions) {
    this.fanout = opts.fanout ?? new LocalFanout();
    this.fanout.onMessage((m) => this.deliver(m));
    this.activityTimeoutS = opts.activityTimeoutS ?? ACTIVITY_TIMEOUT_S;
    this.pongTimeoutS = opts.pongTimeoutS ?? 30;
    this.clientRate = opts.clientEventsPerSecond ?? CLIENT_EVENTS_PER_SECOND;
    this.maxPresence = opts.maxPresenceMembers ?? 100;
    this.log = opts.log ?? (() => undefined);
    // Frames above 10 KB get a clear `pusher:error`; only far larger ones are cut off by ws (1009).
    this.wss = new WebSocketServer({ noServer: true, maxPayload: 8 * MAX_MESSAGE_BYTES, perMessageDeflate: false });
    this.wss.on('connection', (ws: WebSocket, req: IncomingMessage) => this.onConnection(ws, req));
    const everyMs = Math.max(250, Math.min(this.activityTimeoutS, this.pongTimeoutS) * 250);
    this.sweep = setInterval(() => this.sweepIdle(), everyMs);
    this.sweep.unref();
  }

  get key() {
    return this.opts.key;
  }

  /** Handles `GET /app/{key}` upgrades on this HTTP server; other upgrades are left alone. */
  attach(server: HttpServer) {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith('/app/')) return;
      this.handleUpgrade(req, socket, head);
    });
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const origin = req.headers.origin;
    if (this.closed || (origin && this.opts.allowedOrigins && !this.opts.allowedOrigins.includes(origin))) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  private onConnection(ws: WebSocket, req: IncomingMessage) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = decodeURIComponent(url.pathname.slice('/app/'.length));
    const protocol = Number(url.searchParams.get('protocol'));
    const reject = (code: number, message: string) => {
      ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
      ws.close(code, message);
    };
    if (!safeEqual(key, this.opts.key)) return reject(CLOSE.appUnknown, `Application key ${key} does not exist`);
    if (!Number.isInteger(protocol) || protocol < PROTOCOL_VERSION) {
      return reject(CLOSE.protocolUnsupported, `Protocol ${url.searchParams.get('protocol') ?? '(none)'} is not supported; use ${PROTOCOL_VERSION}`);
    }
    const conn = new Connection(ws, `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`);
    this.connections.add(conn);
    ws.on('message', (raw: RawData, isBinary: boolean) => this.onMessage(conn, raw, isBinary));
    ws.on('close', () => this.onClose(conn));
    ws.on('error', () => undefined);
    conn.send('pusher:connection_established', JSON.stringify({ socket_id: conn.socketId, activity_timeout: this.activityTimeoutS }));
  }

  private onMessage(conn: Connection, raw: RawData, isBinary: boolean) {
    conn.lastSeen = Date.now();
    conn.pinged = false;
    const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer).byteLength;
    if (size > MAX_MESSAGE_BYTES) return conn.error(ERROR.messageTooLarge, `Messages are limited to ${MAX_MESSAGE_BYTES} bytes; this one has ${size}`);
    if (isBinary) return conn.error(ERROR.generic, 'Binary messages are not supported');
    let msg: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      msg = JSON.parse(raw.toString()) as typeof msg;
    } catch {
      return conn.error(ERROR.generic, 'A message must be a JSON object');
    }
    if (!msg || typeof msg !== 'object' || typeof msg.event !== 'string') return conn.error(ERROR.generic, 'A message needs an event name');
    let data = msg.data;
    if (typeof data === 'string' && msg.event.startsWith('pusher:')) {
      try {
        data = JSON.parse(data);
      } catch {
        /* keep the string */
      }
    }
    switch (msg.event) {
      case 'pusher:ping':
        return conn.send('pusher:pong', {});
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(conn, (data ?? {}) as Record<string, unknown>);
      case 'pusher:unsubscribe':
        return this.unsubscribe(conn, String((data as { channel?: unknown } | undefined)?.channel ?? ''));
      case 'pusher:signin':
        return conn.error(ERROR.generic, 'User authentication (pusher:signin) is not supported; use private or presence channels');
      default:
        if (msg.event.startsWith('client-')) return this.clientEvent(conn, msg.event, msg.channel, msg.data);
        return conn.error(ERROR.generic, `Unknown event ${msg.event}`);
    }
  }

  private subscriptionError(conn: Connection, channel: string, status: number, error: string) {
    conn.send('pusher:subscription_error', { type: status === 401 ? 'AuthError' : 'LimitReached', error, status }, channel);
  }

  private subscribe(conn: Connection, data: Record<string, unknown>) {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      return conn.error(ERROR.generic, `Invalid channel name ${JSON.stringify(channel)}: 1 to 164 of A-Z a-z 0-9 _ - = @ , . ;`);
    }
    if (conn.channels.has(channel)) {
      // A second subscribe (a resubscribe after an auth refresh) is acknowledged as Pusher does.
      return this.acknowledge(conn, channel);
    }
    const kind = channelKind(channel);
    if (kind === 'private-encrypted') return this.subscriptionError(conn, channel, 403, 'Encrypted channels are not supported');
    let userId: string | undefined;
    let userInfo: unknown;
    if (kind !== 'public') {
      const auth = typeof data.auth === 'string' ? data.auth : '';
      const channelData = kind === 'presence' ? (typeof data.channel_data === 'string' ? data.channel_data : '') : undefined;
      const expected = channelAuth(this.opts.key, this.opts.secret, conn.socketId, channel, channelData);
      if (!auth || !safeEqual(auth, expected)) {
        return this.subscriptionError(conn, channel, 401, `Invalid signature for ${channel}`);
      }
      if (kind === 'presence') {
        let parsed: { user_id?: unknown; user_info?: unknown };
        try {
          parsed = JSON.parse(channelData!) as typeof parsed;
        } catch {
          return this.subscriptionError(conn, channel, 401, 'channel_data must be JSON with a user_id');
        }
        if (parsed.user_id === undefined || parsed.user_id === null || String(parsed.user_id) === '') {
          return this.subscriptionError(conn, channel, 401, 'channel_data must carry a user_id');
        }
        userId = String(parsed.user_id);
        userInfo = parsed.user_info;
        const members = this.presence.get(channel);
        if (members && !members.has(userId) && members.size >= this.maxPresence) {
          return this.subscriptionError(conn, channel, 403, `Presence channel ${channel} is full (${this.maxPresence} members)`);
        }
      }
    }
    conn.channels.add(channel);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(conn);
    if (userId !== undefined) {
      conn.presence.set(channel, userId);
      let members = this.presence.get(channel);
      if (!members) this.presence.set(channel, (members = new Map()));
      const member = members.get(userId);
      if (member) member.sockets++;
      else {
        members.set(userId, { info: userInfo, sockets: 1 });
        const added = JSON.stringify({ event: 'pusher_internal:member_added', channel, data: JSON.stringify({ user_id: userId, user_info: userInfo }) });
        for (const other of set) if (other !== conn) other.sendRaw(added);
      }
    }
    this.acknowledge(conn, channel);
  }

  private acknowledge(conn: Connection, channel: string) {
    let data = '{}';
    if (channelKind(channel) === 'presence') {
      const members = this.presence.get(channel) ?? new Map<string, PresenceMember>();
      const hash: Record<string, unknown> = {};
      for (const [id, m] of members) hash[id] = m.info ?? null;
      data = JSON.stringify({ presence: { ids: [...members.keys()], hash, count: members.size } });
    }
    conn.send('pusher_internal:subscription_succeeded', data, channel);
  }

  private unsubscribe(conn: Connection, channel: string) {
    if (!conn.channels.delete(channel)) return;
    const set = this.channels.get(channel);
    set?.delete(conn);
    if (set && set.size === 0) this.channels.delete(channel);
    const userId = conn.presence.get(channel);
    if (userId === undefined) return;
    conn.presence.delete(channel);
    const members = this.presence.get(channel);
    const member = members?.get(userId);
    if (!members || !member) return;
    if (--member.sockets > 0) return;
    members.delete(userId);
    if (members.size === 0) this.presence.delete(channel);
    const removed = JSON.stringify({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) });
    for (const other of set ?? []) other.sendRaw(removed);
  }

  private clientEvent(conn: Connection, event: string, channel: unknown, data: unknown) {
    if (typeof channel !== 'string' || !conn.channels.has(channel)) {
      return conn.error(ERROR.clientEventRejected, `Client event ${event} rejected: not subscribed to ${String(channel)}`);
    }
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      return conn.error(ERROR.clientEventRejected, `Client events are only allowed on private and presence channels, not ${channel}`);
    }
    if (!isValidEventName(event)) return conn.error(ERROR.clientEventRejected, 'Event names are limited to 200 characters');
    const now = Date.now();
    if (now - conn.windowStart >= 1000) {
      conn.windowStart = now;
      conn.windowCount = 0;
    }
    if (++conn.windowCount > this.clientRate) {
      return conn.error(ERROR.clientEventRejected, `Client event rejected: more than ${this.clientRate} per second`);
    }
    void this.publish({ channel, event, data, except: conn.socketId, userId: conn.presence.get(channel) });
  }

  private onClose(conn: Connection) {
    this.connections.delete(conn);
    for (const channel of [...conn.channels]) this.unsubscribe(conn, channel);
  }

  private sweepIdle() {
    const now = Date.now();
    for (const conn of this.connections) {
      const idleS = (now - conn.lastSeen) / 1000;
      if (conn.pinged && idleS > this.activityTimeoutS + this.pongTimeoutS) {
        conn.ws.close(CLOSE.pongNotReceived, 'Pong reply not received');
      } else if (!conn.pinged && idleS > this.activityTimeoutS) {
        conn.pinged = true;
        conn.send('pusher:ping', {});
      }
    }
  }

  /** Publishes through the fan-out (every process, this one included). */
  publish(message: FanoutMessage): Promise<void> {
    return this.fanout.publish(message).catch((err: Error) => this.log('warn', 'realtime fan-out failed', { err: err.message }));
  }

  /** Delivers to the sockets of this process. */
  private deliver(m: FanoutMessage) {
    const set = this.channels.get(m.channel);
    if (!set || set.size === 0) return;
    const frame: Record<string, unknown> = { event: m.event, channel: m.channel, data: m.data };
    if (m.userId !== undefined) frame.user_id = m.userId;
    const text = JSON.stringify(frame);
    for (const conn of set) if (conn.socketId !== m.except) conn.sendRaw(text);
  }

  channelInfo(channel: string): ChannelInfo {
    const set = this.channels.get(channel);
    const info: ChannelInfo = { occupied: Boolean(set?.size), subscription_count: set?.size ?? 0 };
    if (channelKind(channel) === 'presence') info.user_count = this.presence.get(channel)?.size ?? 0;
    return info;
  }

  channelNames(prefix = ''): string[] {
    return [...this.channels.keys()].filter((c) => c.startsWith(prefix));
  }

  presenceUsers(channel: string): string[] {
    return [...(this.presence.get(channel)?.keys() ?? [])];
  }

  get connectionCount() {
    return this.connections.size;
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweep);
    for (const conn of this.connections) conn.ws.close(CLOSE.shuttingDown, 'Server shutting down');
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.fanout.close();
  }
}
