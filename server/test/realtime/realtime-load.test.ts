/**
 * SPEC §7 `member.cash` under load: hundreds of money movements at once, more than the platform
 * admits at a time, and every movement that was made reaches the member's open socket as a true
 * snapshot (balance and seq read together), the highest seq carrying the balance the member has,
 * so no balance on a page is left behind. Refused calls (503) made no movement and owe no event.
 */
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../helpers';
import { RawSocket, subscribeAs } from './realtime-support';

jest.setTimeout(180_000);

const LAYOUT = '/api/member/profile/common/layout';
const MEMBERS = ['demo01', 'demo02', 'demo03', 'demo04'];
const PER_MEMBER = 100;

describe.each(DATABASES)('member.cash under load (%s)', (label) => {
  let server: TestServer;
  let port: number;
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    server = await startServer(label);
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
  });

  it(`${MEMBERS.length * PER_MEMBER} movements at once: each one made reaches its member's socket, every seq once`, async () => {
    const watched = [];
    for (const account of MEMBERS) {
      const token = await tokenFor(server, account);
      const layout = json(await post(server, LAYOUT, {}, { headers: { authorization: token } })).data;
      const channel = `private-member.${layout.id as number}`;
      const socket = await RawSocket.open(port);
      sockets.push(socket);
      await subscribeAs(server, socket, token, channel);
      watched.push({ account, socket, token });
    }

    // Every call on its own connection, all at once: far past the places and the queue of the gate.
    const credit = (account: string, i: number) =>
      fetch(`http://127.0.0.1:${port}/api/dev/ledger/credit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ account, amount: 1, idempotency_key: `load-${label}-${account}-${i}` }),
      }).then(async (res) => ({ account, status: res.status, body: (await res.json()) as { code: string } }));
    // The members' calls take turns in the order sent: the gate admits in arrival order and refuses
    // whatever waited too long, so a member whose calls all came last could see only refusals on a
    // slow machine and leave nothing to check.
    const answers = await Promise.all(
      Array.from({ length: PER_MEMBER }, (_, i) => MEMBERS.map((account) => credit(account, i))).flat(),
    );
    for (const a of answers) expect(a.status === 200 ? a.body.code : a.status).toBe(a.status === 200 ? '100' : 503);

    for (const { account, socket, token } of watched) {
      const made = answers.filter((a) => a.account === account && a.status === 200).length;
      expect(made).toBeGreaterThan(0);
      const cash = () =>
        socket.frames
          .filter((f) => f.event === 'member.cash')
          .map((f) => f.data as { seq: number; member_cash: number });
      const deadline = Date.now() + 30_000;
      while (cash().length < made && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const events = cash();
      // One event per movement made.
      expect(events).toHaveLength(made);
      // Each is a true snapshot: every credit adds 1 and counts 1, so balance minus seq never changes.
      // (Two movements that commit together may both announce the later snapshot: the page keeps
      // the highest seq and reads its balance again on a gap, so it always ends on the truth.)
      expect(new Set(events.map((e) => e.member_cash - e.seq)).size).toBe(1);
      // The highest seq is the last movement, and says the balance the member has.
      const layout = json(await post(server, LAYOUT, {}, { headers: { authorization: token } })).data;
      const last = events.reduce((a, b) => (b.seq > a.seq ? b : a));
      expect(last.member_cash).toBe(layout.member_cash);
      expect(last.seq - Math.min(...events.map((e) => e.seq))).toBeLessThanOrEqual(made - 1);
    }
  });
});
