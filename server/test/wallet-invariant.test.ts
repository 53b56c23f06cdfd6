import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { accounts, idempotencyRecords, ledgerEntries, members } from '../src/db/schema';
import { verifyLedger } from '../src/ledger/ledger';
import { DATABASES, post, startServer, tokenFor, type TestServer } from './helpers';
// The seeded PRNG of the catalogue (mulberry32), so a failing run can be replayed.
import { prng } from '../src/seed/catalogue';


const ACCOUNTS = ['demo01', 'demo02', 'demo03', 'demo04', 'agent01', 'wallet01'];
const GAMES: Array<[string, number]> = [['GP001', 2], ['GP002', 3], ['GP007', 3], ['GP016', 4], ['GP022', 6], ['GP030', 9]];
const ROUTES = {
  play: '/api/member/game/play1',
  leave: '/api/member/game/leave1',
  back: '/api/member/profile/balance/all/back',
  getBack: '/api/member/profile/balance_get_back',
};

describe.each(DATABASES)('issue 4 ledger invariant after a mixed concurrent run of money calls (%s)', (label) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startServer(label);
    for (const a of ACCOUNTS) tokens[a] = await tokenFor(server, a);
  });
  afterAll(async () => {
    await server?.close();
  });

  const sums = async () => {
    const db = server.app.platform.db;
    const perCurrency = await db
      .select({ currency: accounts.currency, total: sql<string>`sum(${accounts.balance})::text` })
      .from(accounts)
      .groupBy(accounts.currency);
    const perMember = await db
      .select({ account: members.accountKey, total: sql<string>`sum(${accounts.balance})::text` })
      .from(accounts)
      .innerJoin(members, eq(members.id, accounts.memberId))
      .where(inArray(members.accountKey, ACCOUNTS))
      .groupBy(members.accountKey);
    return {
      perCurrency: Object.fromEntries(perCurrency.map((r) => [r.currency, r.total])),
      perMember: Object.fromEntries(perMember.map((r) => [r.account, r.total])),
    };
  };

  it('300 mixed play1 / leave1 / one-key back / get back calls, 10 % duplicate keys: sums unchanged, no negative balance, each key applied once', async () => {
    const db = server.app.platform.db;
    const catalogue = await server.app.platform.catalogue.load();
    const codeOf = (gp: string, gt: number) => catalogue.games.find((g) => g.gpId === gp && g.gtId === gt && g.active && g.devices === 3)!.gameCode;
    const before = await sums();
    const entriesBefore = (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'transfer_in')))[0]!.n;

    const random = prng(4242);
    type Call = { account: string; url: string; body: Record<string, unknown>; key: string };
    const calls: Call[] = [];
    for (let i = 0; i < 270; i++) {
      const account = ACCOUNTS[i % ACCOUNTS.length]!;
      const r = random();
      let call: Call;
      if (r < 0.45) {
        const [gp, gt] = GAMES[Math.floor(random() * GAMES.length)]!;
        call = { account, url: ROUTES.play, body: { gpId: gp, game_type: gt, game_code: codeOf(gp, gt), device: random() < 0.7 ? 1 : 2, lobby_url: 'http://x/' }, key: `mix-${i}` };
      } else if (r < 0.75) call = { account, url: ROUTES.leave, body: {}, key: `mix-${i}` };
      else if (r < 0.9) call = { account, url: ROUTES.back, body: {}, key: `mix-${i}` };
      else call = { account, url: ROUTES.getBack, body: {}, key: `mix-${i}` };
      calls.push(call);
    }
    // 30 duplicates (10 %): the same key and body again, fired in the same burst.
    const duplicates = Array.from({ length: 30 }, () => ({ ...calls[Math.floor(random() * calls.length)]! }));
    const all = [...calls, ...duplicates];
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [all[i], all[j]] = [all[j]!, all[i]!];
    }

    const answers = await Promise.all(
      all.map(async (c) => {
        const res = await post(server, c.url, c.body, { headers: { authorization: tokens[c.account]!, 'idempotency-key': c.key } });
        return { call: c, status: res.statusCode, body: res.body };
      }),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    // Each key answered one and the same body, however many times it was sent.
    const byKey = new Map<string, Set<string>>();
    for (const a of answers) {
      const k = `${a.call.account}|${a.call.key}`;
      if (!byKey.has(k)) byKey.set(k, new Set());
      byKey.get(k)!.add(a.body);
    }
    expect([...byKey.values()].filter((s) => s.size !== 1)).toEqual([]);
    const records = (await db.select({ n: sql<number>`count(*)::int` }).from(idempotencyRecords).where(sql`${idempotencyRecords.key} like 'mix-%'`))[0]!.n;
    expect(records).toBe(270);

    // Every successful play1 key that moved money posted exactly one transfer_in.
    const moved = new Set<string>();
    for (const a of answers) {
      if (a.call.url !== ROUTES.play) continue;
      const body = JSON.parse(a.body);
      if (body.code === '100' && body.data.transferred > 0) moved.add(`${a.call.account}|${a.call.key}`);
    }
    const entriesAfter = (await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'transfer_in')))[0]!.n;
    expect(entriesAfter - entriesBefore).toBe(moved.size);
    const codes = new Set(answers.map((a) => JSON.parse(a.body).code));
    expect(codes.has('100')).toBe(true);

    // Money only moved between a member's own wallets: every per-currency and per-member sum unchanged.
    expect(await sums()).toEqual(before);
    expect(Object.values(before.perCurrency).every((t) => t === '0')).toBe(true);
    const negative = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.kind, ['member_main', 'member_provider']), lt(accounts.balance, sql`0`)));
    expect(negative).toEqual([]);
    expect(await verifyLedger(db)).toEqual([]);

    // At most one open game per member, and is_playing agrees with it.
    const playing = await db.select({ account: members.accountKey, isPlaying: members.isPlaying }).from(members).where(inArray(members.accountKey, ACCOUNTS));
    const open = await db.execute(sql`select member_id, count(*)::int as n from game_sessions where status = 'open' group by member_id`);
    const openRows = ((open as unknown as { rows?: Array<{ n: number }> }).rows ?? (open as unknown as Array<{ n: number }>));
    expect(openRows.every((r) => Number(r.n) === 1)).toBe(true);
    expect(playing.filter((p) => p.isPlaying === 1)).toHaveLength(openRows.length);
  });
});
