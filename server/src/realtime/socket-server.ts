/**
 * The Pusher-protocol WebSocket server (protocol 7): connection established, ping/pong and the
 * activity timeout, subscribe/unsubscribe, private and presence channels checked by signature,
 * presence member lists, client events on private and presence channels only (rate limited), the
 * 10 KB message limit, channel-name validation, and `pusher:error` with Pusher's codes.
 *
 * It owns no HTTP server: attach() handles the `upgrade` of `/app/{key}` on any server (the
 * platform's by default, or the standalone process of realtime-main.ts). Events reach it through a
 * Fanout (local, or Redis pub/sub across processes); presence member lists live in a PresenceStore
 * (in memory, or in Redis with the Redis fan-out, shared by every process: presence.ts).
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { LocalFanout, type Fanout } from './fanout';
import type { FanoutMessage } from './message';
import { LocalPresence, MEMBER_ADDED, MEMBER_REMOVED, type PresenceStore } from './presence';
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

/** A frame's text, whichever of its three shapes ws delivers. */
const rawText = (raw: RawData): string =>
  (Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw as ArrayBuffer)).toString('utf8');
/** A string field of a client's frame, or '' for anything else. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

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
  /** Where presence member lists live. Default: the fan-out's shared store (Redis), else in memory. */
  presence?: PresenceStore;
  /** Redis key prefix of the shared presence state (default `site-realtime:`). */
  redisPrefix?: string;
  /** Seconds a process's presence heartbeat lives in Redis (default 30): a dead process's members go after it. */
  presenceTtlS?: number;
  log?: (level: 'info' | 'warn', msg: string, extra?: Record<string, unknown>) => void;
}

interface PresenceEntry {
  userId: string;
  joined: Promise<boolean>;
  /** The change counter of the list it was acknowledged with: announcements at or below it are in that list. */
  version?: number;
}

class Connection {
  readonly channels = new Set<string>();
  /** Presence channel → the user id this connection joined as, and whether the join was accepted. */
  readonly presence = new Map<string, PresenceEntry>();
  /**
   * Presence channels whose subscription is not acknowledged yet → the member announcements that
   * came meanwhile (sent after subscription_succeeded, unless its list already holds them).
   */
  readonly pending = new Map<string, FanoutMessage[]>();
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
  private readonly presence: PresenceStore;
  private readonly connections = new Set<Connection>();
  private readonly bySocketId = new Map<string, Connection>();
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
    this.presence =
      opts.presence ??
      this.fanout.createPresence?.({
        appId: opts.appId,
        prefix: opts.redisPrefix,
        ttlS: opts.presenceTtlS,
        maxMembers: this.maxPresence,
        log: this.log,
      }) ??
      new LocalPresence(this.maxPresence, (m) => this.deliver(m));
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
    if (this.closed || (origin && !this.originAllowed(origin, req.headers.host))) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  /**
   * A page may connect from the configured origins, or from the origin it was asked on: a page of a
   * brand's own domain reaches the socket through that domain's proxy (the Host is the page's), and
   * another site's page cannot make its Origin match the Host it calls.
   */
  private originAllowed(origin: string, host: string | undefined): boolean {
    if (!this.opts.allowedOrigins || this.opts.allowedOrigins.includes(origin)) return true;
    try {
      return host !== undefined && new URL(origin).host === host.toLowerCase();
    } catch {
      return false;
    }
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
      return reject(
        CLOSE.protocolUnsupported,
        `Protocol ${url.searchParams.get('protocol') ?? '(none)'} is not supported; use ${PROTOCOL_VERSION}`,
      );
    }
    const conn = new Connection(ws, `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`);
    this.connections.add(conn);
    this.bySocketId.set(conn.socketId, conn);
    ws.on('message', (raw: RawData, isBinary: boolean) => this.onMessage(conn, raw, isBinary));
    ws.on('close', () => this.onClose(conn));
    ws.on('error', () => undefined);
    conn.send(
      'pusher:connection_established',
      JSON.stringify({ socket_id: conn.socketId, activity_timeout: this.activityTimeoutS }),
    );
  }

  private onMessage(conn: Connection, raw: RawData, isBinary: boolean) {
    conn.lastSeen = Date.now();
    conn.pinged = false;
    const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer).byteLength;
    if (size > MAX_MESSAGE_BYTES)
      return conn.error(
        ERROR.messageTooLarge,
        `Messages are limited to ${MAX_MESSAGE_BYTES} bytes; this one has ${size}`,
      );
    if (isBinary) return conn.error(ERROR.generic, 'Binary messages are not supported');
    let msg: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      msg = JSON.parse(rawText(raw)) as typeof msg;
    } catch {
      return conn.error(ERROR.generic, 'A message must be a JSON object');
    }
    if (!msg || typeof msg !== 'object' || typeof msg.event !== 'string')
      return conn.error(ERROR.generic, 'A message needs an event name');
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
        return this.unsubscribe(conn, textOf((data as { channel?: unknown } | undefined)?.channel));
      case 'pusher:signin':
        return conn.error(
          ERROR.generic,
          'User authentication (pusher:signin) is not supported; use private or presence channels',
        );
      default:
        if (msg.event.startsWith('client-')) return this.clientEvent(conn, msg.event, msg.channel, msg.data);
        return conn.error(ERROR.generic, `Unknown event ${msg.event}`);
    }
  }

  private subscriptionError(conn: Connection, channel: string, status: number, error: string) {
    const type = status === 401 ? 'AuthError' : status >= 500 ? 'ServerError' : 'LimitReached';
    conn.send('pusher:subscription_error', { type, error, status }, channel);
  }

  private subscribe(conn: Connection, data: Record<string, unknown>) {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      return conn.error(
        ERROR.generic,
        `Invalid channel name ${JSON.stringify(channel)}: 1 to 164 of A-Z a-z 0-9 _ - = @ , . ;`,
      );
    }
    if (conn.channels.has(channel)) {
      // A second subscribe (a resubscribe after an auth refresh) is acknowledged as Pusher does.
      const entry = conn.presence.get(channel);
      if (!entry) return this.acknowledge(conn, channel);
      void entry.joined
        .then(async (ok) => {
          if (ok && conn.presence.get(channel) === entry)
            this.acknowledge(conn, channel, (await this.presence.members(channel)).members);
        })
        .catch((err: Error) => this.log('warn', 'realtime presence read failed', { channel, err: err.message }));
      return;
    }
    const kind = channelKind(channel);
    if (kind === 'private-encrypted')
      return this.subscriptionError(conn, channel, 403, 'Encrypted channels are not supported');
    let userId: string | undefined;
    let userInfo: unknown;
    if (kind !== 'public') {
      const auth = typeof data.auth === 'string' ? data.auth : '';
      const channelData =
        kind === 'presence' ? (typeof data.channel_data === 'string' ? data.channel_data : '') : undefined;
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
        if (
          (typeof parsed.user_id !== 'string' && typeof parsed.user_id !== 'number') ||
          String(parsed.user_id) === ''
        ) {
          return this.subscriptionError(conn, channel, 401, 'channel_data must carry a user_id');
        }
        userId = String(parsed.user_id);
        userInfo = parsed.user_info;
      }
    }
    this.addLocal(conn, channel);
    if (userId === undefined) return this.acknowledge(conn, channel);
    this.joinPresence(conn, channel, userId, userInfo);
  }

  private addLocal(conn: Connection, channel: string) {
    conn.channels.add(channel);
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(conn);
  }

  private removeLocal(conn: Connection, channel: string) {
    if (!conn.channels.delete(channel)) return false;
    conn.pending.delete(channel);
    const set = this.channels.get(channel);
    set?.delete(conn);
    if (set && set.size === 0) this.channels.delete(channel);
    return true;
  }

  /**
   * Joins the presence state (the channel's list, shared by every process with Redis) and then
   * acknowledges with the list. The socket is in the channel from the start, so no announcement
   * made after the list was read is missed: those that come before the acknowledgement wait for it.
   */
  private joinPresence(conn: Connection, channel: string, userId: string, userInfo: unknown) {
    const queue: FanoutMessage[] = [];
    conn.pending.set(channel, queue);
    const refuse = (status: number, error: string) => {
      if (conn.presence.get(channel) !== entry) return;
      conn.presence.delete(channel);
      this.removeLocal(conn, channel);
      this.subscriptionError(conn, channel, status, error);
    };
    const joined = this.presence.join(channel, userId, userInfo, conn.socketId).then(
      (result) => {
        if (!result.ok) {
          refuse(403, `Presence channel ${channel} is full (${this.maxPresence} members)`);
          return false;
        }
        if (conn.presence.get(channel) !== entry) return true; // unsubscribed meanwhile: the leave follows
        if (conn.pending.get(channel) === queue) conn.pending.delete(channel);
        entry.version = result.version;
        this.acknowledge(conn, channel, result.members);
        for (const m of queue) if (!this.known(conn, m)) this.sendFrame(conn, m);
        return true;
      },
      (err: Error) => {
        this.log('warn', 'realtime presence join failed', { channel, err: err.message });
        refuse(503, `Presence channel ${channel} is unavailable; try again`);
        return false;
      },
    );
    const entry: PresenceEntry = { userId, joined };
    conn.presence.set(channel, entry);
  }

  private acknowledge(conn: Connection, channel: string, members?: [string, unknown][]) {
    let data = '{}';
    if (members) {
      const hash: Record<string, unknown> = {};
      for (const [id, info] of members) hash[id] = info ?? null;
      data = JSON.stringify({ presence: { ids: members.map(([id]) => id), hash, count: members.length } });
    }
    conn.send('pusher_internal:subscription_succeeded', data, channel);
  }

  private unsubscribe(conn: Connection, channel: string) {
    if (!this.removeLocal(conn, channel)) return;
    const entry = conn.presence.get(channel);
    if (!entry) return;
    conn.presence.delete(channel);
    // The leave goes after its own join, and only if that join was accepted.
    void entry.joined
      .then((ok) => (ok ? this.presence.leave(channel, entry.userId) : undefined))
      .catch((err: Error) => this.log('warn', 'realtime presence leave failed', { channel, err: err.message }));
  }

  private clientEvent(conn: Connection, event: string, channel: unknown, data: unknown) {
    if (typeof channel !== 'string' || !conn.channels.has(channel)) {
      return conn.error(
        ERROR.clientEventRejected,
        `Client event ${event} rejected: not subscribed to ${String(channel)}`,
      );
    }
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      return conn.error(
        ERROR.clientEventRejected,
        `Client events are only allowed on private and presence channels, not ${channel}`,
      );
    }
    if (!isValidEventName(event))
      return conn.error(ERROR.clientEventRejected, 'Event names are limited to 200 characters');
    const now = Date.now();
    if (now - conn.windowStart >= 1000) {
      conn.windowStart = now;
      conn.windowCount = 0;
    }
    if (++conn.windowCount > this.clientRate) {
      return conn.error(ERROR.clientEventRejected, `Client event rejected: more than ${this.clientRate} per second`);
    }
    void this.publish({ channel, event, data, except: conn.socketId, userId: conn.presence.get(channel)?.userId });
  }

  private onClose(conn: Connection) {
    this.connections.delete(conn);
    this.bySocketId.delete(conn.socketId);
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
    return this.fanout
      .publish(message)
      .catch((err: Error) => this.log('warn', 'realtime fan-out failed', { err: err.message }));
  }

  /**
   * Closes these sockets on whichever process holds them (the fan-out carries the order to every
   * process). Closing rather than unsubscribing: the client knows at once, reconnects and authorises
   * its channels again with the token it holds now; a revoked token gets no private channel back.
   */
  closeSockets(socketIds: string[]): Promise<void> {
    if (socketIds.length === 0) return Promise.resolve();
    return this.publish({ channel: '', event: '', data: null, closeSockets: socketIds });
  }

  private static frame(m: FanoutMessage) {
    const frame: Record<string, unknown> = { event: m.event, channel: m.channel, data: m.data };
    if (m.userId !== undefined) frame.user_id = m.userId;
    return JSON.stringify(frame);
  }

  private sendFrame(conn: Connection, m: FanoutMessage) {
    conn.sendRaw(SocketServer.frame(m));
  }

  /**
   * A member announcement the socket's list already holds: made before the list was read, but
   * heard after it (the announcement and the join's answer come on different Redis connections).
   */
  private known(conn: Connection, m: FanoutMessage) {
    const version = conn.presence.get(m.channel)?.version;
    return version !== undefined && m.presenceVersion !== undefined && m.presenceVersion <= version;
  }

  /**
   * Delivers to the sockets of this process. A socket whose presence subscription is not yet
   * acknowledged gets no event of that channel: member announcements wait for the acknowledgement.
   */
  private deliver(m: FanoutMessage) {
    if (m.closeSockets) {
      for (const id of m.closeSockets) {
        const conn = this.bySocketId.get(id);
        if (conn) conn.ws.close(CLOSE.authorisationEnded, 'The session that authorised this connection has ended');
      }
      return;
    }
    const set = this.channels.get(m.channel);
    if (!set || set.size === 0) return;
    const member = m.event === MEMBER_ADDED || m.event === MEMBER_REMOVED;
    const text = SocketServer.frame(m);
    for (const conn of set) {
      if (conn.socketId === m.except) continue;
      const queue = conn.pending.get(m.channel);
      if (queue) {
        if (member) queue.push(m);
      } else if (!member || !this.known(conn, m)) conn.sendRaw(text);
    }
  }

  /** Presence channels answer for every process (their shared state); other channels for this one. */
  async channelInfo(channel: string): Promise<ChannelInfo> {
    const set = this.channels.get(channel);
    if (channelKind(channel) !== 'presence')
      return { occupied: Boolean(set?.size), subscription_count: set?.size ?? 0 };
    const { members, sockets } = await this.presence.members(channel);
    return { occupied: members.length > 0, subscription_count: sockets, user_count: members.length };
  }

  async channelNames(prefix = ''): Promise<string[]> {
    const names = new Set([...this.channels.keys(), ...(await this.presence.channels())]);
    return [...names].filter((c) => c.startsWith(prefix));
  }

  async presenceUsers(channel: string): Promise<string[]> {
    return (await this.presence.members(channel)).members.map(([id]) => id);
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
    await this.presence.close();
    await this.fanout.close();
  }
}
