/**
 * Realtime configuration from the environment. The platform publishes through the Pusher HTTP API
 * to wherever this points: its own embedded server by default, or any Pusher-compatible service
 * (Pusher Channels, Soketi, Reverb, or our realtime-main.ts on another port) when PUSHER_HOST or
 * PUSHER_CLUSTER is set.
 */
export interface RealtimeOptions {
  appId: string;
  key: string;
  secret: string;
  /** Attach the socket server and HTTP API to the platform's own HTTP server. */
  embedded: boolean;
  /** Where the HTTP API is when not embedded (PUSHER_HOST/PORT/TLS or PUSHER_CLUSTER). */
  external?: { host?: string; port?: number; useTLS: boolean; cluster?: string };
  /** Redis fan-out across realtime processes (REDIS_URL), which also holds the presence member lists. */
  redisUrl?: string;
  /** Prefix of the presence keys in Redis (REALTIME_REDIS_PREFIX, default `site-realtime:`). */
  redisPrefix?: string;
  /** Seconds a realtime process's presence heartbeat lives in Redis (REALTIME_PRESENCE_TTL_S, default 30). */
  presenceTtlS?: number;
  /**
   * What the browser is told in the site config's `realtime` block. Unset fields come from the
   * request (the page's own host: the static servers proxy /app/ to the platform).
   */
  public: { host?: string; port?: number; tls?: boolean };
}

/** Development credentials; production sets PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET. */
export const DEV_CREDENTIALS = { appId: 'site', key: 'site-key', secret: 'site-dev-secret-change-me' } as const;

const bool = (v: string | undefined) => v === '1' || v === 'true';
const port = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const positive = (v: string | undefined) => (port(v) ? port(v) : undefined);

export function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv): RealtimeOptions {
  const external = Boolean(env.PUSHER_HOST || env.PUSHER_CLUSTER);
  return {
    appId: env.PUSHER_APP_ID || DEV_CREDENTIALS.appId,
    key: env.PUSHER_KEY || DEV_CREDENTIALS.key,
    secret: env.PUSHER_SECRET || DEV_CREDENTIALS.secret,
    embedded: !external && env.REALTIME_EMBEDDED !== '0',
    external: external
      ? { host: env.PUSHER_HOST || undefined, port: port(env.PUSHER_PORT), useTLS: bool(env.PUSHER_TLS), cluster: env.PUSHER_CLUSTER || undefined }
      : undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REALTIME_REDIS_PREFIX || undefined,
    presenceTtlS: positive(env.REALTIME_PRESENCE_TTL_S),
    public: {
      host: env.REALTIME_PUBLIC_HOST || (external ? env.PUSHER_HOST || (env.PUSHER_CLUSTER ? `ws-${env.PUSHER_CLUSTER}.pusher.com` : undefined) : undefined),
      port: port(env.REALTIME_PUBLIC_PORT) ?? (external ? port(env.PUSHER_PORT) : undefined),
      tls: env.REALTIME_PUBLIC_TLS !== undefined ? bool(env.REALTIME_PUBLIC_TLS) : external ? bool(env.PUSHER_TLS) || Boolean(env.PUSHER_CLUSTER) : undefined,
    },
  };
}
