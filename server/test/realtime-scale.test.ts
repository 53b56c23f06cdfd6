/**
 * Issue 5: the realtime server as its own process (realtime-main.ts), two of them sharing channels
 * through the machine's Redis (REDIS_URL, default redis://127.0.0.1:6379), and the activity timeout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Pusher from 'pusher';
import { realtimeOptionsFromEnv } from '../src/realtime/config';
import { SocketServer } from '../src/realtime/socket-server';
import { startServer, tokenFor } from './helpers';
import { RawSocket } from './realtime-support';

jest.setTimeout(60_000);

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_DIR = path.resolve(__dirname, '..');

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
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`realtime process exited with ${code}: ${out}`)));
  });
}

const stop = (p?: Proc) =>
  new Promise<void>((resolve) => {
    if (!p || p.child.exitCode !== null) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill('SIGTERM');
  });

describe('issue 5: two realtime processes share channels through Redis', () => {
  const appId = `test-${randomBytes(4).toString('hex')}`;
  const creds = { PUSHER_APP_ID: appId, PUSHER_KEY: 'scale-key', PUSHER_SECRET: 'scale-secret', REDIS_URL };
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

  const sdkFor = (p: Proc) => new Pusher({ appId, key: 'scale-key', secret: 'scale-secret', host: '127.0.0.1', port: String(p.port), useTLS: false });
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
    onB.send({ event: 'pusher:subscribe', data: { channel, auth: sdkFor(a!).authorizeChannel(socketId, channel).auth } });
    await onB.wait('pusher_internal:subscription_succeeded', 5000, (f) => f.channel === channel);
    await onB.wait('pusher_internal:subscription_succeeded', 5000, (f) => f.channel === 'web_member');

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
      const socketId = await s.socketId();
      // The platform's auth endpoint signs with the shared secret, whatever service runs the sockets.
      const token = await tokenFor(platform, 'demo02');
      const layout = await platform.inject({ method: 'POST', url: '/api/member/profile/common/layout', headers: { authorization: token } });
      const memberId = JSON.parse(layout.body).data.id as number;
      const channel = `private-member.${memberId}`;
      const authRes = await platform.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        payload: `socket_id=${socketId}&channel_name=${channel}`,
        headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      });
      s.send({ event: 'pusher:subscribe', data: { channel, auth: JSON.parse(authRes.body).auth } });
      await s.wait('pusher_internal:subscription_succeeded');
      await tokenFor(platform, 'demo02'); // another login: the `login` event goes platform → process A → Redis → B
      expect(await s.wait('login')).toMatchObject({ channel, data: { token_hash: expect.any(String) } });
      const config = JSON.parse((await platform.inject({ url: '/api/site-config' })).body).data;
      expect(config.realtime).toEqual({ key: 'scale-key', host: '127.0.0.1', port: a!.port, tls: false });
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

describe('issue 5: activity timeout', () => {
  it('pings an idle connection and closes it with 4201 when no pong comes', async () => {
    const httpServer = http.createServer();
    const sockets = new SocketServer({ appId: 'a', key: 'k', secret: 's', activityTimeoutS: 1, pongTimeoutS: 1 });
    sockets.attach(httpServer);
    await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', () => r()));
    try {
      const s = await RawSocket.open((httpServer.address() as AddressInfo).port, '/app/k?protocol=7');
      expect((await s.wait('pusher:connection_established')).data).toMatchObject({ activity_timeout: 1 });
      await s.wait('pusher:ping', 4000);
      expect((await s.closed).code).toBe(4201);
    } finally {
      await sockets.close();
      await new Promise((r) => httpServer.close(r));
    }
  });
});
