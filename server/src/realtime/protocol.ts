/**
 * The rules of the Pusher channels protocol (version 7, as pusher-js 8 speaks it) that both the
 * socket server and the HTTP API need: names, limits, signatures and error codes.
 * https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const PROTOCOL_VERSION = 7;
/** Pusher's limit on an event's data (and on one WebSocket message from a client). */
export const MAX_MESSAGE_BYTES = 10 * 1024;
export const MAX_CHANNEL_NAME = 164;
export const MAX_EVENT_NAME = 200;
/** Channels one trigger may name, events one batch may carry (Pusher's limits). */
export const MAX_TRIGGER_CHANNELS = 100;
export const MAX_BATCH_EVENTS = 10;
/** Seconds of silence before the server pings; pusher-js uses the smaller of this and its own. */
export const ACTIVITY_TIMEOUT_S = 120;
/** Client events per second per connection (Pusher's limit is 10). */
export const CLIENT_EVENTS_PER_SECOND = 10;

/** Close codes (4000–4099: do not reconnect; 4100–4199: reconnect after a while; 4200–4299: reconnect now). */
export const CLOSE = {
  appUnknown: 4001,
  protocolUnsupported: 4007,
  unauthorized: 4009,
  overCapacity: 4100,
  shuttingDown: 4200,
  /** The session that authorised its private subscriptions ended; the client reconnects and authorises again. */
  authorisationEnded: 4200,
  pongNotReceived: 4201,
} as const;
/** Error codes of `pusher:error` that keep the connection open. */
export const ERROR = {
  generic: 4300,
  clientEventRejected: 4301,
  messageTooLarge: 4302,
} as const;

const CHANNEL_RE = /^[A-Za-z0-9_\-=@,.;]+$/;
export const isValidChannelName = (name: unknown): name is string =>
  typeof name === 'string' &&
  name.length > 0 &&
  name.length <= MAX_CHANNEL_NAME &&
  CHANNEL_RE.test(name) &&
  !name.startsWith('#');

export const isValidEventName = (name: unknown): name is string =>
  typeof name === 'string' && name.length > 0 && name.length <= MAX_EVENT_NAME;

export type ChannelKind = 'public' | 'private' | 'presence' | 'private-encrypted';
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'private-encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

export const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
export const md5Hex = (body: string | Buffer) => createHash('md5').update(body).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The `auth` of a private or presence subscription: `key:HMAC(secret, socket_id:channel[:channel_data])`. */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const parts = [socketId, channel];
  if (channelData !== undefined) parts.push(channelData);
  return `${key}:${hmacHex(secret, parts.join(':'))}`;
}

/** Pusher's socket ids: two integers joined by a dot. */
export const isValidSocketId = (id: unknown): id is string => typeof id === 'string' && /^\d+\.\d+$/.test(id);

/**
 * Checks the signature of an HTTP API call (the `pusher` SDK signs method, path and sorted query
 * with the app secret; the body by its MD5). Returns an error message, or null when it is valid.
 */
export function checkApiSignature(opts: {
  key: string;
  secret: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  nowS: number;
  /** Accepted clock difference (Pusher allows 600 s). */
  maxSkewS?: number;
}): string | null {
  const { query } = opts;
  if (query.auth_key !== opts.key) return 'Unknown auth_key';
  if (query.auth_version !== '1.0') return 'auth_version must be 1.0';
  const ts = Number(query.auth_timestamp);
  if (!Number.isFinite(ts) || Math.abs(opts.nowS - ts) > (opts.maxSkewS ?? 600))
    return 'auth_timestamp is missing or too far from the server time';
  if (opts.body.length > 0) {
    if (!query.body_md5 || !safeEqual(query.body_md5, md5Hex(opts.body))) return 'body_md5 does not match the body';
  }
  const signed = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  const expected = hmacHex(opts.secret, [opts.method.toUpperCase(), opts.path, signed].join('\n'));
  if (typeof query.auth_signature !== 'string' || !safeEqual(query.auth_signature, expected))
    return 'Invalid signature';
  return null;
}
