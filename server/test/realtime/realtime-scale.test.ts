/**
 * The realtime server as its own process (realtime-main.ts), two of them sharing channels
 * through the machine's Redis (REDIS_URL, default redis://127.0.0.1:6379), presence member lists
 * shared across processes, and the activity timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import Pusher from 'pusher';
import { realtimeOptionsFromEnv } from '../../src/realtime/config';
import { RedisFanout } from '../../src/realtime/fanout';
import type { RedisPresence } from '../../src/realtime/presence';
import { SocketServer } from '../../src/realtime/socket-server';
import { startServer, tokenFor } from '../helpers';
import type PusherClient from 'pusher-js';
import { echoClient, next, RawSocket, subscribeAs } from './realtime-support';

// Each test takes seconds when idle (processes, Redis, a 2 s heartbeat TTL); the bound only catches a hang.
jest.setTimeout(180_000);

const LAYOUT = '/api/member/profile/common/layout';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_DIR = path.resolve(__dirname, '..', '..');

interface Proc {
  child: ChildProcess;
  port: number;
}

function startRealtimeProcess(env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/realtime-main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, REALTIME_PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`realtime process did not start: ${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /realtime server listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`realtime process exited with ${code}: ${out}`)));
  });
}

const stop = (p?: Proc) =>
  new Promise<void>((resolve) => {
    if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill('SIGTERM');
  });

describe('two realtime processes share channels through Redis', () => {
  const appId = `test-${randomBytes(4).toString('hex')}`;
  const creds = {
    PUSHER_APP_ID: appId,
    PUSHER_KEY: 'scale-key',
    PUSHER_SECRET: 'scale-secret-of-this-test',
    REDIS_URL,
  };
  let a: Proc | undefined;
  let b: Proc | undefined;
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    [a, b] = await Promise.all([startRealtimeProcess(creds), startRealtimeProcess(creds)]);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([stop(a), stop(b)]);
  });

  const sdkFor = (p: Proc) =>
    new Pusher({
      appId,
      key: 'scale-key',
      secret: 'scale-secret-of-this-test',
      host: '127.0.0.1',
      port: String(p.port),
      useTLS: false,
    });
  const open = async (p: Proc) => {
    const s = await RawSocket.open(p.port, '/app/scale-key?protocol=7&client=js&version=8.6.0');
    sockets.push(s);
    return s;
  };

  it('an event published on one process reaches a client of the other (public and private)', async () => {
    const onB = await open(b!);
    const socketId = await onB.socketId();
    const channel = 'private-member.42';
    onB.send({ event: 'pusher:subscribe', data: { channel: 'web_member' } });
    onB.send({
      event: 'pusher:subscribe',
      data: { channel, auth: sdkFor(a!).authorizeChannel(socketId, channel).auth },
    });
    await onB.wait('pusher_internal:subscription_succeeded', 30_000, (f) => f.channel === channel);
    await onB.wait('pusher_internal:subscription_succeeded', 30_000, (f) => f.channel === 'web_member');

    await sdkFor(a!).trigger('web_member', 'customer_service_link_change', { url: 'https://cs.example' });
    await sdkFor(a!).trigger(channel, 'member.cash', { seq: 1, member_cash: 10 });
    expect((await onB.wait('customer_service_link_change')).data).toEqual({ url: 'https://cs.example' });
    expect(await onB.wait('member.cash')).toMatchObject({ channel, data: { seq: 1, member_cash: 10 } });
  });

  it('client events cross processes too', async () => {
    const channel = 'private-member.43';
    const subscribe = async (p: Proc) => {
      const s = await open(p);
      const id = await s.socketId();
      s.send({ event: 'pusher:subscribe', data: { channel, auth: sdkFor(p).authorizeChannel(id, channel).auth } });
      await s.wait('pusher_internal:subscription_succeeded');
      return s;
    };
    const [onA, onB] = await Promise.all([subscribe(a!), subscribe(b!)]);
    onA.send({ event: 'client-typing', channel, data: { on: true } });
    expect(await onB.wait('client-typing')).toMatchObject({ channel, data: { on: true } });
  });

  it('the platform pointed at an external service by configuration alone (PUSHER_HOST/PORT) publishes there', async () => {
    const realtime = realtimeOptionsFromEnv({ ...creds, PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(a!.port) });
    expect(realtime.embedded).toBe(false);
    const platform = await startServer('PGlite', { realtime });
    try {
      expect(platform.app.realtime.sockets).toBeNull();
      const s = await open(b!);
      // The platform's auth endpoint signs with the shared secret, whatever service runs the sockets.
      const token = await tokenFor(platform, 'demo02');
      const layout = await platform.inject({
        method: 'POST',
        url: '/api/member/profile/common/layout',
        headers: { authorization: token },
      });
      const memberId = JSON.parse(layout.body).data.id as number;
      const channel = `private-member.${memberId}`;
      await subscribeAs(platform, s, token, channel);
      await tokenFor(platform, 'demo02'); // another login: the `login` event goes platform → process A → Redis → B
      expect(await s.wait('login')).toMatchObject({ channel, data: { token_hash: expect.any(String) } });
      const config = JSON.parse((await platform.inject({ url: '/api/site-config' })).body).data;
      expect(config.realtime).toEqual({ key: 'scale-key', host: '127.0.0.1', port: a!.port, tls: false });
    } finally {
      await platform.close();
    }
  });

  it('a session ended on the platform closes the socket it authorised on the other process (logout, a newer login)', async () => {
    const realtime = realtimeOptionsFromEnv({ ...creds, PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(a!.port) });
    const platform = await startServer('PGlite', { realtime });
    try {
      /** A socket on process B subscribed to the member's channel with the platform's signature. */
      const subscribed = async (token: string) => {
        const s = await open(b!);
        const layout = await platform.inject({ method: 'POST', url: LAYOUT, headers: { authorization: token } });
        const channel = `private-member.${JSON.parse(layout.body).data.id as number}`;
        await subscribeAs(platform, s, token, channel);
        return s;
      };
      const first = await tokenFor(platform, 'demo01');
      const old = await subscribed(first);
      const second = await tokenFor(platform, 'demo01');
      // The old window hears why (platform → A → Redis → B), then B closes its socket.
      expect(await old.wait('login')).toMatchObject({ data: { token_hash: expect.any(String) } });
      expect((await old.closed).code).toBe(4200);
      const current = await subscribed(second);
      await platform.inject({ method: 'POST', url: '/api/logout', headers: { authorization: second } });
      expect((await current.closed).code).toBe(4200);
    } finally {
      await platform.close();
    }
  });

  it('a process with other credentials does not hear this app', async () => {
    const other = await startRealtimeProcess({ ...creds, PUSHER_APP_ID: `${appId}-other`, PUSHER_KEY: 'scale-key' });
    try {
      const s = await RawSocket.open(other.port, '/app/scale-key?protocol=7');
      sockets.push(s);
      s.send({ event: 'pusher:subscribe', data: { channel: 'web_member' } });
      await s.wait('pusher_internal:subscription_succeeded');
      await sdkFor(a!).trigger('web_member', 'customer_service_link_change', { url: 'x' });
      await new Promise((r) => setTimeout(r, 300));
      expect(s.frames.some((f) => f.event === 'customer_service_link_change')).toBe(false);
    } finally {
      await stop(other);
    }
  });
});

// Presence across processes, on the machine's Redis like the fan-out tests above (REDIS_URL or the default).
describe('presence channels shared by realtime processes through Redis', () => {
  const appId = `presence-${randomBytes(4).toString('hex')}`;
  const key = 'presence-key';
  const secret = 'presence-secret-of-this-test';
  // A unique key prefix keeps these keys apart from any other run; a short heartbeat TTL (2 s) lets
  // a killed process's members go within the test.
  const creds = {
    PUSHER_APP_ID: appId,
    PUSHER_KEY: key,
    PUSHER_SECRET: secret,
    REDIS_URL,
    REALTIME_REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    REALTIME_PRESENCE_TTL_S: '2',
  };
  const channel = 'presence-online.7';
  const procs: Proc[] = [];
  const clients: PusherClient[] = [];
  let a: Proc;
  let b: Proc;
  const start = async (env: Record<string, string> = {}) => {
    const p = await startRealtimeProcess({ ...creds, ...env });
    procs.push(p);
    return p;
  };
  beforeAll(async () => {
    [a, b] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await Promise.all(procs.map((p) => stop(p)));
  });

  const sdkFor = (p: Proc) =>
    new Pusher({ appId, key, secret, host: '127.0.0.1', port: String(p.port), useTLS: false });
  /** What laravel-echo hands to here(), joining() and leaving(): the members' user_info. */
  type Member = { id: string; name: string };
  /** Laravel-echo as the shell uses it, on one process, joining `online.7` as `userId`. */
  const member = (p: Proc, userId: string) => {
    const echo = echoClient({
      port: p.port,
      key,
      authorize: (socketId, name) =>
        sdkFor(p).authorizeChannel(socketId, name, {
          user_id: userId,
          user_info: { id: userId, name: `user ${userId}` },
        }),
    });
    clients.push(echo.connector.pusher);
    const joined = echo.join('online.7');
    const events = { joining: [] as string[], leaving: [] as string[] };
    joined.joining((m: Member) => events.joining.push(m.id));
    joined.leaving((m: Member) => events.leaving.push(m.id));
    const here = next<Member[]>((cb) => joined.here(cb));
    return { echo, channel: joined, here, events, pusher: echo.connector.pusher };
  };
  const ids = (members: Member[]) => members.map((m) => m.id).sort();
  const users = async (p: Proc) =>
    ((await (await sdkFor(p).get({ path: `/channels/${channel}/users` })).json()) as { users: { id: string }[] }).users
      .map((u) => u.id)
      .sort();
  const info = async (p: Proc) =>
    (await sdkFor(p).get({ path: `/channels/${channel}`, params: { info: 'user_count,subscription_count' } })).json();
  const settle = () => new Promise((r) => setTimeout(r, 400));
  const waitFor = async (check: () => boolean, timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  let u1: ReturnType<typeof member>;
  let u2: ReturnType<typeof member>;

  it('a member on process A and one on B see each other: here(), joining and the HTTP API of either process', async () => {
    u1 = member(a, 'u1');
    expect(ids(await u1.here)).toEqual(['u1']);
    u2 = member(b, 'u2');
    const here2 = await u2.here;
    expect(ids(here2)).toEqual(['u1', 'u2']);
    expect(here2.find((m) => m.id === 'u1')).toEqual({ id: 'u1', name: 'user u1' });
    await waitFor(() => u1.events.joining.length > 0, 20_000);
    expect(u1.events.joining).toEqual(['u2']);
    expect(u2.events.joining).toEqual([]);
    expect(await users(a)).toEqual(['u1', 'u2']);
    expect(await users(b)).toEqual(['u1', 'u2']);
    expect(await info(a)).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    const list = (await (
      await sdkFor(b).get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })
    ).json()) as {
      channels: Record<string, { user_count?: number }>;
    };
    expect(list.channels[channel]).toEqual({ user_count: 2 });
  });

  it("a user's second socket on the other process is the same member; when it leaves the user stays", async () => {
    const again = member(b, 'u1'); // u1 is on A; now also on B
    expect(ids(await again.here)).toEqual(['u1', 'u2']);
    await settle();
    expect(u1.events.joining).toEqual(['u2']);
    expect(u2.events.joining).toEqual([]);
    expect(await info(b)).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
    again.pusher.disconnect();
    await settle();
    expect(u2.events.leaving).toEqual([]);
    expect(u1.events.leaving).toEqual([]);
    expect(await users(b)).toEqual(['u1', 'u2']);
    expect(await info(a)).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
  });

  it("a user's second socket on the same process leaving does not remove the user either", async () => {
    const again = member(b, 'u2');
    expect(ids(await again.here)).toEqual(['u1', 'u2']);
    again.echo.leave('online.7');
    await settle();
    expect(u1.events.leaving).toEqual([]);
    expect(await users(a)).toEqual(['u1', 'u2']);
  });

  it("the user's last socket leaving announces member_removed on the other process", async () => {
    u2.pusher.disconnect();
    await waitFor(() => u1.events.leaving.length > 0, 20_000);
    expect(u1.events.leaving).toEqual(['u2']);
    expect(await users(a)).toEqual(['u1']);
    expect(await users(b)).toEqual(['u1']);
    // and joining again is a join again
    u2 = member(b, 'u2');
    expect(ids(await u2.here)).toEqual(['u1', 'u2']);
    await waitFor(() => u1.events.joining.length > 1, 20_000);
    expect(u1.events.joining).toEqual(['u2', 'u2']);
  });

  it("a killed process's members go once its heartbeat has expired (member_removed on the others)", async () => {
    const c = await start();
    const u3 = member(c, 'u3');
    expect(ids(await u3.here)).toEqual(['u1', 'u2', 'u3']);
    await waitFor(() => u1.events.joining.includes('u3') && u2.events.joining.includes('u3'), 20_000);
    expect(await users(a)).toEqual(['u1', 'u2', 'u3']);
    const leavingBefore = u1.events.leaving.length;
    // Nothing of C says goodbye (its client keeps trying to reconnect to the dead port).
    c.child.kill('SIGKILL');
    await new Promise((r) => c.child.once('exit', r));
    const died = Date.now();
    await waitFor(() => u1.events.leaving.length > leavingBefore && u2.events.leaving.includes('u3'), 60_000);
    expect(u1.events.leaving.slice(leavingBefore)).toEqual(['u3']);
    // Not before the heartbeat (2 s) had a chance to expire: the TTL, not the socket, removed it.
    expect(Date.now() - died).toBeGreaterThanOrEqual(1000);
    expect(await users(a)).toEqual(['u1', 'u2']);
    expect(await users(b)).toEqual(['u1', 'u2']);
    const late = member(b, 'u4');
    expect(ids(await late.here)).toEqual(['u1', 'u2', 'u4']);
  });

  it('a process that stops gracefully takes its members out at once (not after the heartbeat TTL)', async () => {
    const d = await start({ REALTIME_PRESENCE_TTL_S: '30' });
    const u5 = member(d, 'u5');
    expect(ids(await u5.here)).toContain('u5');
    await waitFor(() => u1.events.joining.includes('u5'), 20_000);
    await stop(d);
    // Well inside the 30 s TTL however loaded the machine: only the goodbye can have removed it.
    await waitFor(() => u1.events.leaving.includes('u5'), 20_000);
    expect(await users(a)).not.toContain('u5');
  });

  it('many users joining and leaving at once on two servers: every socket ends with the global list, no announcement twice', async () => {
    // Two socket servers in this process on the same Redis (as two processes would be).
    const servers = await Promise.all(
      [0, 1].map(async () => {
        const fanout = new RedisFanout(REDIS_URL, appId);
        await fanout.ready;
        const sockets = new SocketServer({
          appId,
          key,
          secret,
          fanout,
          redisPrefix: creds.REALTIME_REDIS_PREFIX,
          presenceTtlS: 2,
        });
        const httpServer = http.createServer();
        sockets.attach(httpServer);
        await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', () => r()));
        return { sockets, httpServer, port: (httpServer.address() as AddressInfo).port };
      }),
    );
    const room = 'presence-race.1';
    const sdk = sdkFor(a);
    /** What pusher-js would make of the frames: the member list, and announcements that changed nothing. */
    const view = (s: RawSocket) => {
      const members = new Set<string>();
      let redundant = 0;
      for (const f of s.frames) {
        if (f.channel !== room) continue;
        const data = f.data as { presence?: { ids: string[] }; user_id?: string };
        if (f.event === 'pusher_internal:subscription_succeeded') {
          members.clear();
          for (const id of data.presence!.ids) members.add(id);
        } else if (f.event === 'pusher_internal:member_added') {
          if (members.has(data.user_id!)) redundant++;
          members.add(data.user_id!);
        } else if (f.event === 'pusher_internal:member_removed') {
          if (!members.delete(data.user_id!)) redundant++;
        }
      }
      return { ids: [...members].sort(), redundant };
    };
    const socketsOf: RawSocket[] = [];
    try {
      const open = async (i: number) => {
        const s = await RawSocket.open(servers[i % 2]!.port, `/app/${key}?protocol=7`);
        socketsOf.push(s);
        const auth = sdk.authorizeChannel(await s.socketId(), room, { user_id: `r${i}`, user_info: {} });
        s.send({
          event: 'pusher:subscribe',
          data: { channel: room, auth: auth.auth, channel_data: auth.channel_data },
        });
        return s;
      };
      const all = Array.from({ length: 20 }, (_, i) => `r${i}`).sort();
      const opened = await Promise.all(all.map((_, i) => open(i)));
      await Promise.all(opened.map((s) => s.wait('pusher_internal:subscription_succeeded', 30_000)));
      await waitFor(() => opened.every((s) => view(s).ids.length === all.length), 30_000);
      for (const s of opened) expect(view(s)).toEqual({ ids: all, redundant: 0 });
      // the even users leave at once; the odd ones see exactly the odd ones
      for (const [i, s] of opened.entries()) if (i % 2 === 0) s.close();
      const odd = all.filter((id) => Number(id.slice(1)) % 2 === 1);
      const stay = opened.filter((_, i) => i % 2 === 1);
      await waitFor(() => stay.every((s) => view(s).ids.length === odd.length), 30_000);
      for (const s of stay) expect(view(s)).toEqual({ ids: odd, redundant: 0 });
      expect((await servers[0]!.sockets.presenceUsers(room)).sort()).toEqual(odd);
    } finally {
      for (const s of socketsOf) s.close();
      for (const { sockets, httpServer } of servers) {
        await sockets.close();
        await new Promise((r) => httpServer.close(r));
      }
    }
  });

  it('a process taken for dead (its heartbeat gone) writes its members back', async () => {
    const room = 'presence-resync.1';
    const made: { sockets: SocketServer; httpServer: http.Server; port: number; presence: RedisPresence }[] = [];
    const raws: RawSocket[] = [];
    const redis = new Redis(REDIS_URL);
    try {
      for (let i = 0; i < 2; i++) {
        const fanout = new RedisFanout(REDIS_URL, appId);
        await fanout.ready;
        const presence = fanout.createPresence({
          appId,
          prefix: creds.REALTIME_REDIS_PREFIX,
          ttlS: 1,
          maxMembers: 100,
        }) as RedisPresence;
        const sockets = new SocketServer({ appId, key, secret, fanout, presence });
        const httpServer = http.createServer();
        sockets.attach(httpServer);
        await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', () => r()));
        made.push({ sockets, httpServer, presence, port: (httpServer.address() as AddressInfo).port });
      }
      const join = async (port: number, userId: string) => {
        const s = await RawSocket.open(port, `/app/${key}?protocol=7`);
        raws.push(s);
        const auth = sdkFor(a).authorizeChannel(await s.socketId(), room, { user_id: userId });
        s.send({
          event: 'pusher:subscribe',
          data: { channel: room, auth: auth.auth, channel_data: auth.channel_data },
        });
        await s.wait('pusher_internal:subscription_succeeded');
        return s;
      };
      await join(made[0]!.port, 'z1');
      const watcher = await join(made[1]!.port, 'z2');
      const heartbeat = `${creds.REALTIME_REDIS_PREFIX}presence-process:${appId}:${made[0]!.presence.processId}`;
      // Drop the first server's heartbeat and read the channel (which drops a dead process's members);
      // again if its own heartbeat came back in between.
      for (let i = 0; i < 10 && !watcher.frames.some((f) => f.event === 'pusher_internal:member_removed'); i++) {
        await redis.del(heartbeat);
        await made[1]!.sockets.presenceUsers(room);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await watcher.wait('pusher_internal:member_removed')).toMatchObject({ data: { user_id: 'z1' } });
      // its next heartbeat (every TTL/3) finds the key gone and puts z1 back
      expect(await watcher.wait('pusher_internal:member_added', 30_000)).toMatchObject({ data: { user_id: 'z1' } });
      expect((await made[1]!.sockets.presenceUsers(room)).sort()).toEqual(['z1', 'z2']);
      expect(await redis.hget(`${creds.REALTIME_REDIS_PREFIX}presence:${appId}:${room}:count`, 'z1')).toBe('1');
    } finally {
      for (const s of raws) s.close();
      for (const { sockets, httpServer } of made) {
        await sockets.close();
        await new Promise((r) => httpServer.close(r));
      }
      redis.disconnect();
    }
  });

  it('another app on the same Redis has its own member lists', async () => {
    const other = await start({ PUSHER_APP_ID: `${appId}-other` });
    const sdk = new Pusher({
      appId: `${appId}-other`,
      key,
      secret,
      host: '127.0.0.1',
      port: String(other.port),
      useTLS: false,
    });
    const list = (await (await sdk.get({ path: `/channels/${channel}/users` })).json()) as { users: unknown[] };
    expect(list.users).toEqual([]);
    expect(await users(a)).toEqual(['u1', 'u2', 'u4']);
  });
});

describe('activity timeout', () => {
  it('pings an idle connection and closes it with 4201 when no pong comes', async () => {
    const httpServer = http.createServer();
    const sockets = new SocketServer({ appId: 'a', key: 'k', secret: 's', activityTimeoutS: 1, pongTimeoutS: 1 });
    sockets.attach(httpServer);
    await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', () => r()));
    try {
      const s = await RawSocket.open((httpServer.address() as AddressInfo).port, '/app/k?protocol=7');
      expect((await s.wait('pusher:connection_established')).data).toMatchObject({ activity_timeout: 1 });
      await s.wait('pusher:ping');
      expect((await s.closed).code).toBe(4201);
    } finally {
      await sockets.close();
      await new Promise((r) => httpServer.close(r));
    }
  });
});
