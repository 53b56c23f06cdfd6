/**
 * The realtime server as its own process: the Pusher-protocol WebSocket server and the Pusher HTTP
 * API, without the platform. Run several behind a load balancer with REDIS_URL set, and point the
 * platform at them with PUSHER_HOST/PUSHER_PORT (docs/realtime.md).
 *
 *   REALTIME_PORT=6001 REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @site/server realtime
 */
import Fastify from 'fastify';
import { envVar, readEnv } from './env';
import { realtimeEnvShape, realtimeOptionsFromEnv } from './realtime/config';
import { connectRedisFanout, LocalFanout, type Fanout } from './realtime/fanout';
import { realtimeHttpApi } from './realtime/http-api';
import { SocketServer } from './realtime/socket-server';
import { runProcess } from './run-process';

async function build() {
  // Here the process *is* the service: PUSHER_HOST (meant for the platform) does not apply.
  const env = { ...process.env, PUSHER_HOST: '', PUSHER_CLUSTER: '' };
  const own = readEnv(
    {
      SITE_DEV_TOOLS: envVar.flag(),
      REALTIME_PORT: envVar.port(true),
      PORT: envVar.port(true),
      HOST: envVar.text(),
      LOG_LEVEL: envVar.logLevel(),
      CORS_ORIGINS: envVar.origins(),
      ...realtimeEnvShape(env),
    },
    env,
  );
  const port = Number(own.REALTIME_PORT ?? own.PORT ?? 6001);
  const host = own.HOST ?? '127.0.0.1';
  const options = realtimeOptionsFromEnv(env);
  const app = Fastify({ logger: { level: own.LOG_LEVEL ?? 'info' } });
  let fanout: Fanout = new LocalFanout();
  if (options.redisUrl) {
    fanout = await connectRedisFanout(options.redisUrl, options.appId, app.log);
  }
  const origins = own.CORS_ORIGINS
    ? own.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : undefined;
  const sockets = new SocketServer({
    ...options,
    fanout,
    allowedOrigins: origins,
    log: (level, msg, extra) => app.log[level](extra ?? {}, msg),
  });
  sockets.attach(app.server);
  await app.register(async (scope) => realtimeHttpApi(scope, sockets, options));
  app.get('/health', async () => {
    const { rss, heapUsed } = process.memoryUsage();
    return {
      status: 'ok',
      connections: sockets.connectionCount,
      redis: Boolean(options.redisUrl),
      memory: { rss, heapUsed },
    };
  });
  app.addHook('preClose', async () => sockets.close());
  return { app, port, host };
}

runProcess('realtime server', build);
