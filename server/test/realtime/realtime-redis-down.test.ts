/**
 * Faults: the platform with REDIS_URL pointing at a Redis that does not answer. It still
 * starts (after a bounded wait), serves, and the members connected to it keep their events: a
 * publish Redis refuses is delivered to this process's own sockets. Closing does not hang.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { members } from '../../src/db/schema';
import { REDIS_READY_TIMEOUT_MS } from '../../src/realtime/fanout';
import { post, startServer, tokenFor, type TestServer } from '../helpers';
import { echoClient, next } from './realtime-support';

describe('Redis unreachable (REDIS_URL set, nothing listening)', () => {
  let server: TestServer;
  let startedInMs: number;

  beforeAll(async () => {
    const t0 = Date.now();
    // Port 9 (discard): nothing answers there on this machine.
    server = await startServer('PGlite', { env: { SITE_DEV_TOOLS: '1', REDIS_URL: 'redis://127.0.0.1:9' } });
    startedInMs = Date.now() - t0;
  });

  // A start that waited for Redis without bound would never end: beforeAll's timeout catches it.
  it('the platform starts after the bounded wait for Redis, and answers', async () => {
    expect(server.app.platform.options.realtime.redisUrl).toBe('redis://127.0.0.1:9');
    expect(startedInMs).toBeGreaterThanOrEqual(REDIS_READY_TIMEOUT_MS);
    const health = await server.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a member connected to this process still gets member.cash after a ledger movement', async () => {
    const port = (server.app.server.address() as AddressInfo).port;
    const token = await tokenFor(server, 'demo01');
    const [m] = await server.app.platform.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demo01'));
    const echo = echoClient({ port, token });
    try {
      const own = echo.private(`member.${m!.id}`);
      await next((cb) => own.subscribed(() => cb(null)));
      const cash = next<{ member_cash: number }>((cb) => own.listen('.member.cash', cb), 10_000);
      const credit = await post(server, '/api/dev/ledger/credit', { account: 'demo01', amount: 1234 });
      expect(credit.statusCode).toBe(200);
      expect((await cash).member_cash).toBe(5_000_000 + 1234);
    } finally {
      echo.connector.pusher.disconnect();
    }
  });

  // Waiting for an absent Redis never ends (quit() waits for an answer): closing at all is the proof.
  it('closes without waiting for Redis', async () => {
    await server.close();
  });
});

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A redis-server of this test alone (loopback, no persistence), started on `port`. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const probe = new Redis(port, '127.0.0.1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      await probe.connect();
      await probe.quit();
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

// redis-server is on the machine (Debian's redis, the one the platform's Redis runs on).
describe('Redis goes away while the platform runs, and comes back', () => {
  let server: TestServer;
  let redis: ChildProcess | undefined;
  let redisPort: number;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    server = await startServer('PGlite', { env: { SITE_DEV_TOOLS: '1', REDIS_URL: `redis://127.0.0.1:${redisPort}` } });
  });
  afterAll(async () => {
    await server?.close();
    redis?.kill('SIGKILL');
  });

  it('events go through Redis, reach the member locally while it is down, and through Redis again once it is back', async () => {
    const port = (server.app.server.address() as AddressInfo).port;
    const token = await tokenFor(server, 'demo02');
    const [m] = await server.app.platform.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demo02'));
    const echo = echoClient({ port, token });
    const seen: Array<{ member_cash: number }> = [];
    const topic = `site-realtime:${server.app.platform.options.realtime.appId}`;
    const watch = async () => {
      const spy = new Redis(redisPort, '127.0.0.1');
      const heard: string[] = [];
      spy.on('message', (_t: string, raw: string) => heard.push(raw));
      await spy.subscribe(topic);
      return { heard, stop: () => spy.disconnect() };
    };
    const credit = async (amount: number) => {
      const res = await post(server, '/api/dev/ledger/credit', { account: 'demo02', amount });
      expect(res.statusCode).toBe(200);
    };
    const waitFor = async (check: () => boolean, ms = 15_000) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      const own = echo.private(`member.${m!.id}`);
      await next((cb) => own.subscribed(() => cb(null)));
      own.listen('.member.cash', (e: { member_cash: number }) => seen.push(e));

      // 1. Redis up: the event crosses Redis (a spy on the topic hears it) and reaches the member.
      let spy = await watch();
      await credit(1);
      await waitFor(() => seen.length === 1);
      await waitFor(() => spy.heard.some((raw) => raw.includes('member.cash')));
      spy.stop();

      // 2. Redis killed: the next movement still reaches the member connected here.
      redis!.kill('SIGKILL');
      await new Promise((r) => redis!.once('exit', r));
      await credit(2);
      await waitFor(() => seen.length === 2);
      expect(seen[1]!.member_cash).toBe(seen[0]!.member_cash + 2);

      // 3. Redis back on the same port: the platform resubscribes and events cross Redis again.
      redis = await startRedis(redisPort);
      spy = await watch();
      // (ioredis reconnects with a growing delay: credit until a movement is heard on the topic.)
      const end = Date.now() + 20_000;
      while (!spy.heard.some((raw) => raw.includes('member.cash'))) {
        if (Date.now() > end) throw new Error('the platform did not publish through Redis again');
        await credit(3);
        await new Promise((r) => setTimeout(r, 500));
      }
      spy.stop();
      await waitFor(() => seen.some((e) => e.member_cash >= seen[0]!.member_cash + 5));
      expect(seen.every((e, i) => i === 0 || e.member_cash >= seen[i - 1]!.member_cash)).toBe(true);
    } finally {
      echo.connector.pusher.disconnect();
    }
  });
});
