/**
 * The platform's publisher batches what is published in one turn of the event loop
 * (Pusher's batch_events, at most 10 per request, in order) and, when a batch is refused as a whole
 * because one event is bad, sends the others one by one. Against a recording Pusher-API stand-in
 * (the real servers are covered by realtime-events.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PusherPublisher } from '../../src/realtime/pusher-publisher';
import type { RealtimeEvent } from '../../src/realtime/publish';

interface Seen {
  path: string;
  events: Array<{ channel: string; name: string; data: string }>;
}

describe('PusherPublisher batches (SPEC §7 real-time)', () => {
  let server: http.Server;
  let port: number;
  const seen: Seen[] = [];
  /** The stand-in's behaviour: answer 503 to the next `failNext` requests; hold each answer `delayMs`. */
  const mode = { failNext: 0, delayMs: 0, active: 0, maxActive: 0 };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      mode.active++;
      mode.maxActive = Math.max(mode.maxActive, mode.active);
      const answer = () => {
        mode.active--;
        if (mode.failNext > 0) {
          mode.failNext--;
          res.writeHead(503, { 'content-type': 'application/json' });
          res.end('{"error":"over capacity"}');
          return;
        }
        const body = JSON.parse(raw) as { batch?: Seen['events']; name?: string; channels?: string[]; data?: string };
        const path = new URL(req.url!, 'http://x').pathname;
        const events =
          body.batch ?? (body.channels ?? []).map((channel) => ({ channel, name: body.name!, data: body.data! }));
        seen.push({ path, events });
        // As Pusher: one invalid event refuses the whole request.
        const bad = events.some((e) => e.data.includes('"bad":true'));
        res.writeHead(bad ? 400 : 200, { 'content-type': 'application/json' });
        res.end(bad ? '{"error":"invalid event"}' : '{}');
      };
      req.on('end', () => setTimeout(answer, mode.delayMs));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    seen.length = 0;
    Object.assign(mode, { failNext: 0, delayMs: 0, active: 0, maxActive: 0 });
  });

  const publisher = (errors: RealtimeEvent[] = [], limits: { maxInFlight?: number; retryDelayMs?: number } = {}) =>
    new PusherPublisher({
      ...limits,
      options: {
        appId: 'app',
        key: 'key',
        secret: 'secret',
        embedded: false,
        external: { host: '127.0.0.1', port, useTLS: false },
        public: {},
      },
      onError: (_err, event) => errors.push(event),
    });
  const letter = (i: number, extra: Record<string, unknown> = {}): RealtimeEvent => ({
    channel: `member.${i}`,
    event: 'letter.sent',
    data: { id: 7, unread: i, ...extra },
  });

  it('25 events of one turn leave as 3 batches of 10, 10 and 5, in order, on the private channels', async () => {
    const p = publisher();
    for (let i = 1; i <= 25; i++) p.publish(letter(i));
    await p.flush();
    expect(seen.map((s) => [s.path, s.events.length])).toEqual([
      ['/apps/app/batch_events', 10],
      ['/apps/app/batch_events', 10],
      ['/apps/app/batch_events', 5],
    ]);
    const all = seen.flatMap((s) => s.events);
    expect(all.map((e) => e.channel)).toEqual(Array.from({ length: 25 }, (_, i) => `private-member.${i + 1}`));
    expect(JSON.parse(all[24]!.data)).toEqual({ id: 7, unread: 25 });
  });

  it('a lone event is a plain trigger', async () => {
    const p = publisher();
    p.publish({ channel: 'web_member', event: 'customer_service_link_change', data: { url: 'https://help.example' } });
    await p.flush();
    expect(seen).toEqual([
      {
        path: '/apps/app/events',
        events: [
          { channel: 'web_member', name: 'customer_service_link_change', data: '{"url":"https://help.example"}' },
        ],
      },
    ]);
  });

  it('a batch refused because of one bad event: the others go one by one, only the bad one is reported', async () => {
    const errors: RealtimeEvent[] = [];
    const p = publisher(errors);
    p.publish(letter(1));
    p.publish(letter(2, { bad: true }));
    p.publish(letter(3));
    await p.flush();
    expect(seen[0]).toMatchObject({ path: '/apps/app/batch_events' });
    const delivered = seen.slice(1).filter((s) => !s.events.some((e) => e.data.includes('"bad":true')));
    expect(delivered.map((s) => s.events[0]!.channel).sort()).toEqual(['private-member.1', 'private-member.3']);
    expect(errors).toEqual([letter(2, { bad: true })]);
  });

  it('events of separate turns are not held back for one another', async () => {
    const p = publisher();
    p.publish(letter(1));
    await p.flush();
    p.publish(letter(2));
    await p.flush();
    expect(seen.map((s) => s.path)).toEqual(['/apps/app/events', '/apps/app/events']);
  });

  it('a request answered 503 is sent again after a pause: nothing is lost, nothing reported', async () => {
    const errors: RealtimeEvent[] = [];
    const p = publisher(errors, { retryDelayMs: 10 });
    mode.failNext = 2;
    p.publish(letter(1));
    await p.flush();
    expect(errors).toEqual([]);
    expect(seen.filter((s) => s.events.length).map((s) => s.events[0]!.channel)).toEqual(['private-member.1']);
  });

  it('after every resend fails, the events are reported (the client then sees the seq gap and reads its balance)', async () => {
    const errors: RealtimeEvent[] = [];
    const p = publisher(errors, { retryDelayMs: 5 });
    mode.failNext = 100;
    p.publish(letter(3));
    await p.flush();
    expect(errors).toEqual([letter(3)]);
  });

  it('back-pressure: a burst of 500 events keeps at most maxInFlight requests open and delivers every one', async () => {
    const errors: RealtimeEvent[] = [];
    const p = publisher(errors, { maxInFlight: 2 });
    mode.delayMs = 5;
    for (let turn = 0; turn < 50; turn++) {
      for (let i = 0; i < 10; i++) p.publish(letter(turn * 10 + i + 1));
      await new Promise((r) => setImmediate(r));
    }
    await p.flush();
    expect(errors).toEqual([]);
    expect(mode.maxActive).toBeLessThanOrEqual(2);
    const all = seen.flatMap((s) => s.events);
    // Requests in flight together may land in either order; each event lands once.
    expect(all.map((e) => e.channel).sort()).toEqual(
      Array.from({ length: 500 }, (_, i) => `private-member.${i + 1}`).sort(),
    );
  });
});
