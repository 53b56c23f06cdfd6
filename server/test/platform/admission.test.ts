/**
 * The bound on work in flight (server/src/http/admission.ts, docs/performance.md "Under load"):
 * beyond its places and its queue the platform answers 503 with Retry-After at once, a refused
 * money call moved nothing (its retry with the same Idempotency-Key moves the money once), and a
 * burst leaves no place taken.
 */
import http from 'node:http';
import { AdmissionGate } from '../../src/http/admission';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../helpers';

const LAYOUT = '/api/member/profile/common/layout';

/** Polls `done` every 10 ms for up to 5 s. */
async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

describe('AdmissionGate (no database)', () => {
  afterEach(() => jest.useRealTimers());

  it('admits up to its places, queues in arrival order, refuses beyond the queue', async () => {
    const gate = new AdmissionGate({ maxInFlight: 2, maxQueued: 2, maxWaitMs: 10_000 });
    expect(gate.acquire()).toBe(true);
    expect(gate.acquire()).toBe(true);
    const order: string[] = [];
    const first = Promise.resolve(gate.acquire()).then((ok) => order.push(`first ${ok}`));
    const second = Promise.resolve(gate.acquire()).then((ok) => order.push(`second ${ok}`));
    expect(gate.acquire()).toBe(false);
    expect(gate).toMatchObject({ inFlight: 2, queued: 2, refused: 1 });
    gate.release();
    gate.release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first true', 'second true']);
    // The places passed on to the waiters: still two running, none waiting.
    expect(gate).toMatchObject({ inFlight: 2, queued: 0 });
    gate.release();
    gate.release();
    expect(gate.inFlight).toBe(0);
  });

  it('a request that waits longer than maxWaitMs is refused and leaves the queue', async () => {
    jest.useFakeTimers();
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 500 });
    expect(gate.acquire()).toBe(true);
    const waited = gate.acquire();
    expect(gate.queued).toBe(1);
    jest.advanceTimersByTime(500);
    await expect(waited).resolves.toBe(false);
    expect(gate).toMatchObject({ inFlight: 1, queued: 0, refused: 1 });
    gate.release();
    expect(gate.inFlight).toBe(0);
  });
});

describe.each(DATABASES)('the platform under more work than it takes (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label, { admission: { maxInFlight: 2, maxQueued: 1, maxWaitMs: 400 } });
  });
  afterAll(async () => server?.close());

  const gate = () => server.app.platform.admission;
  /** Takes every place, as requests in flight would. */
  const occupy = async () => {
    expect(await gate().acquire()).toBe(true);
    expect(await gate().acquire()).toBe(true);
  };
  const free = () => {
    gate().release();
    gate().release();
  };

  it('refuses at once with 503 and Retry-After beyond the queue; the health check still answers; the queued one runs when a place frees', async () => {
    const token = await tokenFor(server, 'demo02');
    await occupy();
    try {
      const queued = post(server, LAYOUT, {}, { headers: { authorization: token } });
      await new Promise((r) => setTimeout(r, 50));
      expect(gate().queued).toBe(1);
      const refused = await post(server, LAYOUT, {}, { headers: { authorization: token } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(json(refused)).toMatchObject({
        code: '503',
        data: null,
        message_key: 'server_busy',
        params: { seconds: 1 },
      });
      expect((await server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      gate().release();
      const answered = await queued;
      expect(json(answered).code).toBe('100');
      gate().release();
    } catch (err) {
      free();
      throw err;
    }
    expect(gate().inFlight).toBe(0);
  });

  it('a client that gives up while it waits for a place leaves no place taken', async () => {
    const { port } = server.app.server.address() as import('node:net').AddressInfo;
    await occupy();
    try {
      const gaveUp = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/arks/web/site/detail' });
      gaveUp.setHeader('content-type', 'application/json');
      gaveUp.on('error', () => undefined);
      gaveUp.end(JSON.stringify({ site_id: 1 }));
      await waitUntil(() => gate().queued === 1);
      gaveUp.destroy();
      // The server sees the connection close while the request still waits.
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      // A place frees: it goes to the request that gave up, then the other one frees.
      free();
    }
    await waitUntil(() => gate().inFlight === 0 && gate().queued === 0);
    expect((await post(server, '/api/arks/web/site/detail', { site_id: 1 })).statusCode).toBe(200);
    expect(gate().inFlight).toBe(0);
  });

  it('a request that waited too long is refused (503), not left hanging', async () => {
    await occupy();
    try {
      const started = Date.now();
      const res = await post(server, '/api/arks/web/site/detail', { site_id: 1 });
      expect(res.statusCode).toBe(503);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    } finally {
      free();
    }
  });

  it('a refused money call moved nothing; its retry with the same Idempotency-Key moves the money once', async () => {
    const token = await tokenFor(server, 'demo03');
    const auth = (key: string) => ({ headers: { authorization: token, 'idempotency-key': key } });
    const before = json(await post(server, LAYOUT, {}, auth('read-1'))).data;
    const games = (await server.app.platform.catalogue.load()).games;
    const game = games.find((g) => g.gpId === 'GP003' && g.gtId === 2 && g.active && g.devices === 3)!;
    const body = { gpId: 'GP003', game_type: 2, game_code: game.gameCode, device: 1 };
    const key = `admission-${label}-${Date.now()}`;
    await occupy();
    let refused;
    try {
      // The queue's one place taken by a waiting read, the money call is refused at once.
      const waiting = post(server, '/api/arks/web/site/detail', { site_id: 1 });
      await new Promise((r) => setTimeout(r, 50));
      refused = await post(server, '/api/member/game/play1', body, auth(key));
      await waiting;
    } finally {
      free();
    }
    expect(refused.statusCode).toBe(503);
    expect(json(await post(server, LAYOUT, {}, auth('read-2'))).data.member_cash).toBe(before.member_cash);
    const first = json(await post(server, '/api/member/game/play1', body, auth(key)));
    const again = json(await post(server, '/api/member/game/play1', body, auth(key)));
    expect(first.code).toBe('100');
    expect(again).toEqual(first);
    await post(server, '/api/member/game/leave1', {}, auth(`${key}-leave`));
  });

  it('a burst far over the bound: every answer is 200 or a 503 with Retry-After, and no place stays taken', async () => {
    const port = (server.app.server.address() as { port: number }).port;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`http://127.0.0.1:${port}/api/arks/web/site/detail`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ site_id: 1 }),
        }),
      ),
    );
    for (const res of answers) {
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) expect(res.headers.get('retry-after')).toBe('1');
      await res.arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(gate()).toMatchObject({ inFlight: 0, queued: 0 });
  });
});
