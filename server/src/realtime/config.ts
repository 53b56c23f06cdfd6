/**
 * Realtime configuration from the environment. The platform publishes through the Pusher HTTP API
 * to wherever this points: its own embedded server by default, or any Pusher-compatible service
 * (Pusher Channels, Soketi, Reverb, or our realtime-main.ts on another port) when PUSHER_HOST or
 * PUSHER_CLUSTER is set.
 */
import { devToolsOn, envVar, readEnv } from '../env';

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

/**
 * Development credentials. The app id and key are public by design (the browser gets the key); the
 * secret is used only with SITE_DEV_TOOLS=1, production sets PUSHER_SECRET.
 */
export const DEV_CREDENTIALS = { appId: 'site', key: 'site-key', secret: 'site-dev-secret-change-me' } as const;

/**
 * The realtime variables, for readEnv. PUSHER_SECRET needs 20 characters, not 32: a Pusher
 * Channels secret has 20, and the platform must be able to publish there.
 */
export const realtimeEnvShape = (env: NodeJS.ProcessEnv) => ({
  PUSHER_APP_ID: envVar.text(),
  PUSHER_KEY: envVar.text(),
  PUSHER_SECRET: envVar.secret(devToolsOn(env), 20),
  PUSHER_HOST: envVar.text(),
  PUSHER_PORT: envVar.port(),
  PUSHER_TLS: envVar.flag(),
  PUSHER_CLUSTER: envVar.text(),
  REALTIME_EMBEDDED: envVar.flag(),
  REDIS_URL: envVar.url(['redis:', 'rediss:']),
  REALTIME_REDIS_PREFIX: envVar.text(),
  REALTIME_PRESENCE_TTL_S: envVar.positiveInt(),
  REALTIME_PUBLIC_HOST: envVar.text(),
  REALTIME_PUBLIC_PORT: envVar.port(),
  REALTIME_PUBLIC_TLS: envVar.flag(),
});

const bool = (v: string | undefined) => v === '1' || v === 'true';
/** A number readEnv has already checked. */
const port = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** Throws ConfigError (every bad or missing variable) when the environment does not fit realtimeEnvShape. */
export function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv): RealtimeOptions {
  const e = readEnv(realtimeEnvShape(env), env);
  const external = Boolean(e.PUSHER_HOST || e.PUSHER_CLUSTER);
  return {
    appId: e.PUSHER_APP_ID ?? DEV_CREDENTIALS.appId,
    key: e.PUSHER_KEY ?? DEV_CREDENTIALS.key,
    secret: e.PUSHER_SECRET ?? DEV_CREDENTIALS.secret,
    embedded: !external && !(e.REALTIME_EMBEDDED === '0' || e.REALTIME_EMBEDDED === 'false'),
    external: external
      ? { host: e.PUSHER_HOST, port: port(e.PUSHER_PORT), useTLS: bool(e.PUSHER_TLS), cluster: e.PUSHER_CLUSTER }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REALTIME_REDIS_PREFIX,
    presenceTtlS: port(e.REALTIME_PRESENCE_TTL_S),
    public: {
      host:
        e.REALTIME_PUBLIC_HOST ??
        (external
          ? (e.PUSHER_HOST ?? (e.PUSHER_CLUSTER ? `ws-${e.PUSHER_CLUSTER}.pusher.com` : undefined))
          : undefined),
      port: port(e.REALTIME_PUBLIC_PORT) ?? (external ? port(e.PUSHER_PORT) : undefined),
      tls:
        e.REALTIME_PUBLIC_TLS !== undefined
          ? bool(e.REALTIME_PUBLIC_TLS)
          : external
            ? bool(e.PUSHER_TLS) || Boolean(e.PUSHER_CLUSTER)
            : undefined,
    },
  };
}
