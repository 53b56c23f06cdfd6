import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { toMinor } from '@site/shared/money';
import {
  accounts,
  bankAccounts,
  idempotencyRecords,
  ledgerEntries,
  members,
  paymentOrders,
  providerRounds,
  redEnvelopeClaims,
  redEnvelopePromotions,
} from '../../../src/db/schema';
import { DEV_PAYMENT_SIM_SECRET, signedHeaders } from '../../../src/modules/payments/signature';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import {
  DATABASES,
  post,
  signedProviderCall,
  startServer,
  tokenFor,
  type DbLabel,
  type TestServer,
} from '../../helpers';
// The seeded PRNG of the catalogue (mulberry32), so a failing run can be replayed.
import { prng } from '../../../src/seed/catalogue';

const ACCOUNTS = ['demo01', 'demo02', 'demo03', 'demo04', 'agent01', 'wallet01'];
const GAMES: Array<[string, number]> = [
  ['GP001', 2],
  ['GP002', 3],
  ['GP007', 3],
  ['GP016', 4],
  ['GP022', 6],
  ['GP030', 9],
];
const ROUTES = {
  play: '/api/member/game/play1',
  leave: '/api/member/game/leave1',
  back: '/api/member/profile/balance/all/back',
  getBack: '/api/member/profile/balance_get_back',
  claim: '/api/arks/web/activity/red_envelope',
  withdraw: '/api/arks/web/withdraw',
};
const PROVIDER_PLAYERS = ['demo01', 'agent01', 'wallet01'];
const PROVIDER_GPS = ['GP001', 'GP007'];

/**
 * The size of the mix is set by work, not by a wall-clock budget. PGlite runs every statement on one
 * thread, so 2,000 calls take minutes on a busy machine; 600 calls (the same kinds in the same
 * proportions, 10 % duplicate keys) still race six members' rows, wallets, orders and envelopes many
 * times over, and every kind of call still succeeds several times. PostgreSQL, where the calls really
 * run in parallel, gets the full 2,000.
 */
const MIX: Record<DbLabel, { calls: number; duplicates: number }> = {
  PGlite: { calls: 540, duplicates: 60 },
  PostgreSQL: { calls: 1800, duplicates: 200 },
};
/** Tens of times the idle duration of each size (under 10 s on PGlite, under 20 s on PostgreSQL): only a hang fails on time. */
const TIMEOUT_MS: Record<DbLabel, number> = { PGlite: 300_000, PostgreSQL: 600_000 };

describe.each(DATABASES)('SPEC §7 ledger invariant after a mixed concurrent run of money calls (%s)', (label) => {
  const size = MIX[label];
  const total = size.calls + size.duplicates;
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const envelopes: Record<string, number> = {};
  const currencyOf: Record<string, string> = {};
  beforeAll(async () => {
    // The PSP is unreachable: withdrawals stay pending with their hold (none settles during the run).
    server = await startServer(label, { paymentSimUrl: 'http://127.0.0.1:1', paymentSimApiUrl: 'http://127.0.0.1:1' });
    for (const a of ACCOUNTS) tokens[a] = await tokenFor(server, a);
    const db = server.app.platform.db;
    for (const m of await db
      .select({ account: members.accountKey, currency: members.currency })
      .from(members)
      .where(inArray(members.accountKey, ACCOUNTS))) {
      currencyOf[m.account] = m.currency;
    }
    for (const e of await db
      .select({
        id: redEnvelopePromotions.id,
        code: redEnvelopePromotions.code,
        currency: redEnvelopePromotions.currency,
      })
      .from(redEnvelopePromotions)) {
      if (e.code.endsWith(':active')) envelopes[e.currency] = e.id;
    }
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

  it(
    `${total} mixed money calls (play1, leave1, transfers back, provider bets / wins / rollbacks, red-envelope claims, deposit callbacks, withdrawals), 10 % duplicate keys: each applied once, every sum exact, no negative balance`,
    async () => {
      const db = server.app.platform.db;
      const catalogue = await server.app.platform.catalogue.load();
      const codeOf = (gp: string, gt: number) =>
        catalogue.games.find((g) => g.gpId === gp && g.gtId === gt && g.active && g.devices === 3)!.gameCode;
      const before = await sums();
      const entriesBefore = (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.kind, 'transfer_in'))
      )[0]!.n;
      const ids = Object.fromEntries(
        (
          await db
            .select({ id: members.id, account: members.accountKey })
            .from(members)
            .where(inArray(members.accountKey, ACCOUNTS))
        ).map((m) => [m.account, m.id]),
      ) as Record<string, number>;

      // Deposits waiting for payment (up to 5 per member, the pending limit): the PSP's callbacks come in the burst.
      const deposits: Array<{ order_no: string; amount: number; currency: string }> = [];
      for (const account of ACCOUNTS) {
        const currency = currencyOf[account]!;
        const channels = JSON.parse(
          (
            await post(
              server,
              '/api/arks/web/payment/channels',
              { currency },
              { headers: { authorization: tokens[account]! } },
            )
          ).body,
        );
        const fast = channels.data.list.find((c: { method: string }) => c.method === 'fast_payment');
        for (let i = 0; i < 5; i++) {
          const res = JSON.parse(
            (
              await post(
                server,
                '/api/arks/web/deposit',
                { method: 'fast_payment', channel_id: fast.channel_id, amount: fast.min * (i + 1) },
                { headers: { authorization: tokens[account]! } },
              )
            ).body,
          );
          expect(res.code).toBe('100');
          deposits.push({
            order_no: res.data.order_no,
            amount: Number(toMinor(fast.min, currency) * BigInt(i + 1)),
            currency,
          });
        }
      }
      const [vcb] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(eq(bankAccounts.accountNumber, '0451000987654'));

      const random = prng(4242);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      type Call =
        | { via: 'member'; account: string; url: string; body: Record<string, unknown>; key: string }
        | { via: 'provider'; op: 'bet' | 'win' | 'rollback'; body: Record<string, unknown>; key: string }
        | { via: 'psp'; body: Record<string, unknown>; key: string };
      const calls: Call[] = [];
      const bets: Array<{ gp: string; account: string; txn: string; round: string }> = [];
      for (let i = 0; i < size.calls; i++) {
        const account = ACCOUNTS[i % ACCOUNTS.length]!;
        const key = `mix-${i}`;
        const r = random();
        if (r < 0.22) {
          const [gp, gt] = pick(GAMES);
          calls.push({
            via: 'member',
            account,
            url: ROUTES.play,
            body: {
              gpId: gp,
              game_type: gt,
              game_code: codeOf(gp, gt),
              device: random() < 0.7 ? 1 : 2,
              lobby_url: 'http://x/',
            },
            key,
          });
        } else if (r < 0.34) calls.push({ via: 'member', account, url: ROUTES.leave, body: {}, key });
        else if (r < 0.4) calls.push({ via: 'member', account, url: ROUTES.back, body: {}, key });
        else if (r < 0.42) calls.push({ via: 'member', account, url: ROUTES.getBack, body: {}, key });
        else if (r < 0.47) {
          // The PSP confirms or declines one of the waiting deposits (several calls may race on one order).
          const d = pick(deposits);
          calls.push({
            via: 'psp',
            key,
            body: {
              order_no: d.order_no,
              status: random() < 0.7 ? 'success' : 'failed',
              amount: d.amount,
              currency: d.currency,
              psp_reference: `PSP-${key}`,
            },
          });
        } else if (r < 0.5) {
          calls.push({
            via: 'member',
            account: 'demo01',
            url: ROUTES.withdraw,
            body: { amount: 200_000, bank_account_id: vcb!.id, withdraw_password: '1234' },
            key,
          });
        } else if (r < 0.7 || bets.length === 0) {
          // The provider side: bets on the VND members' GP001 / GP007 wallets (money moved in by play1 or seeded).
          const player = pick(PROVIDER_PLAYERS);
          const gp = pick(PROVIDER_GPS);
          const bet = { gp, account: player, txn: `${key}-bet`, round: `${key}-round` };
          bets.push(bet);
          calls.push({
            via: 'provider',
            op: 'bet',
            key,
            body: {
              gp_id: gp,
              member_id: ids[player],
              currency: 'VND',
              transaction_id: bet.txn,
              round_id: bet.round,
              amount: 1_000 + Math.floor(random() * 20) * 1_000,
              game_code: `${gp}_X`,
              game_type: 2,
            },
          });
        } else if (r < 0.84) {
          const bet = pick(bets);
          calls.push({
            via: 'provider',
            op: 'win',
            key,
            body: {
              gp_id: bet.gp,
              member_id: ids[bet.account],
              currency: 'VND',
              transaction_id: `${key}-win`,
              round_id: bet.round,
              amount: Math.floor(random() * 40) * 1_000,
            },
          });
        } else if (r < 0.92) {
          // A rollback of a known bet (refund unless already won), or of a bet never sent (accepted, blocks it).
          const bet =
            random() < 0.7
              ? pick(bets)
              : {
                  gp: pick(PROVIDER_GPS),
                  account: pick(PROVIDER_PLAYERS),
                  txn: `${key}-ghost`,
                  round: `${key}-ghost-round`,
                };
          calls.push({
            via: 'provider',
            op: 'rollback',
            key,
            body: {
              gp_id: bet.gp,
              member_id: ids[bet.account],
              currency: 'VND',
              transaction_id: `${key}-rb`,
              bet_transaction_id: bet.txn,
              round_id: bet.round,
            },
          });
        } else calls.push({ via: 'member', account, url: ROUTES.claim, body: { id: 0 }, key });
      }
      // The claims name the open envelope of the member's currency.
      for (const c of calls) {
        if (c.via === 'member' && c.url === ROUTES.claim) c.body = { id: envelopes[currencyOf[c.account]!]! };
      }
      // Duplicates (10 % of all calls): the same key and body again, fired in the same burst.
      const duplicates = Array.from({ length: size.duplicates }, () => ({ ...pick(calls) }));
      const all = [...calls, ...duplicates];
      for (let i = all.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [all[i], all[j]] = [all[j]!, all[i]!];
      }
      expect(all).toHaveLength(total);

      const answers = await Promise.all(
        all.map(async (c) => {
          const res =
            c.via === 'member'
              ? await post(server, c.url, c.body, {
                  headers: { authorization: tokens[c.account]!, 'idempotency-key': c.key },
                })
              : c.via === 'psp'
                ? await post(server, '/api/payment/callback', c.body, {
                    headers: signedHeaders(DEV_PAYMENT_SIM_SECRET, c.body),
                  })
                : await signedProviderCall(server, c.op, c.body);
          return { call: c, status: res.statusCode, body: res.body };
        }),
      );
      expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body}`)).toEqual([]);

      // Each key answered one and the same result, however many times it was sent (a provider's
      // repeated transaction id says created: false, with the first answer's code and balance).
      const byKey = new Map<string, Set<string>>();
      for (const a of answers) {
        const k = a.call.via === 'member' ? `${a.call.account}|${a.call.key}` : `${a.call.via}|${a.call.key}`;
        const { code, data } = JSON.parse(a.body);
        // (A repeated PSP callback answers the same code and status, with applied: false.)
        const seen =
          a.call.via === 'member'
            ? a.body
            : a.call.via === 'psp'
              ? JSON.stringify({ code, status: data?.status })
              : JSON.stringify({ code, balance: data?.balance });
        if (!byKey.has(k)) byKey.set(k, new Set());
        byKey.get(k)!.add(seen);
      }
      expect([...byKey.entries()].filter(([, s]) => s.size !== 1)).toEqual([]);
      const records = (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(idempotencyRecords)
          .where(sql`${idempotencyRecords.key} like 'mix-%'`)
      )[0]!.n;
      expect(records).toBe(calls.filter((c) => c.via === 'member').length);

      // Every successful play1 key that moved money posted exactly one transfer_in.
      const moved = new Set<string>();
      for (const a of answers) {
        if (a.call.via !== 'member' || a.call.url !== ROUTES.play) continue;
        const body = JSON.parse(a.body);
        if (body.code === '100' && body.data.transferred > 0) moved.add(`${a.call.account}|${a.call.key}`);
      }
      const entriesAfter = (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.kind, 'transfer_in'))
      )[0]!.n;
      expect(entriesAfter - entriesBefore).toBe(moved.size);
      // Every kind of call succeeded at least once (the mix really moved money every way).
      const succeeded = new Set(
        answers
          .filter((a) => JSON.parse(a.body).code === '100')
          .map((a) => (a.call.via === 'member' ? a.call.url : a.call.via === 'psp' ? 'callback' : a.call.op)),
      );
      // (balance_get_back shares the 10 s transfer-back cooldown with the one-key back, so in one burst
      // it mostly answers 101–103; it is checked to answer only its §8 codes.)
      expect([...succeeded].sort()).toEqual(
        [
          ROUTES.play,
          ROUTES.leave,
          ROUTES.back,
          ROUTES.claim,
          ROUTES.withdraw,
          'bet',
          'callback',
          'rollback',
          'win',
        ].sort(),
      );
      const getBackCodes = new Set(
        answers
          .filter((a) => a.call.via === 'member' && a.call.url === ROUTES.getBack)
          .map((a) => JSON.parse(a.body).code),
      );
      expect([...getBackCodes].every((c) => ['100', '101', '102', '103', '104'].includes(c))).toBe(true);

      // Each member's money changed by exactly its rounds (wins minus bets not rolled back) plus its
      // red-envelope cash: a bet, win, refund or claim applied twice would show here.
      const rounds = await db
        .select({
          memberId: providerRounds.memberId,
          status: providerRounds.status,
          bet: providerRounds.betAmount,
          win: providerRounds.winAmount,
        })
        .from(providerRounds)
        .where(sql`${providerRounds.roundId} like 'mix-%'`);
      const claims = await db
        .select({ memberId: redEnvelopeClaims.memberId, cash: redEnvelopeClaims.cash })
        .from(redEnvelopeClaims);
      // Deposits credited (success) and withdrawals held (pending: the PSP is unreachable); seed orders are older.
      const orders = await db
        .select({
          memberId: paymentOrders.memberId,
          kind: paymentOrders.kind,
          status: paymentOrders.status,
          amount: paymentOrders.amount,
        })
        .from(paymentOrders)
        .where(sql`${paymentOrders.createdAt} >= now() - interval '1 hour'`);
      expect(orders.filter((o) => o.kind === 'withdraw' && o.status !== 'pending')).toEqual([]);
      const after = await sums();
      for (const account of ACCOUNTS) {
        const id = ids[account];
        const net =
          rounds
            .filter((r) => r.memberId === id)
            .reduce((s, r) => s + r.win - (r.status === 'rolled_back' ? 0n : r.bet), 0n) +
          claims.filter((c) => c.memberId === id).reduce((s, c) => s + c.cash, 0n) +
          orders
            .filter((o) => o.memberId === id && o.kind === 'deposit' && o.status === 'success')
            .reduce((s, o) => s + o.amount, 0n) -
          orders.filter((o) => o.memberId === id && o.kind === 'withdraw').reduce((s, o) => s + o.amount, 0n);
        expect({ account, total: BigInt(after.perMember[account]!) - BigInt(before.perMember[account]!) }).toEqual({
          account,
          total: net,
        });
      }
      // About a fifth of the calls are bets, each opening a round.
      expect(rounds.length).toBeGreaterThan(size.calls / 20);
      expect(claims.length).toBeGreaterThan(0);
      expect(new Set(claims.map((c) => c.memberId)).size).toBe(claims.length);
      // Each deposit ended at most once: one ledger entry per credited order, none for a declined one.
      const credited = orders.filter((o) => o.kind === 'deposit' && o.status === 'success').length;
      const depositEntries = (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(sql`${ledgerEntries.kind} = 'deposit' and ${ledgerEntries.createdAt} >= now() - interval '1 hour'`)
      )[0]!.n;
      expect(depositEntries).toBe(credited);
      expect(credited).toBeGreaterThan(0);

      // No money was made or lost: every currency's accounts still sum to zero.
      expect(Object.values(after.perCurrency).every((t) => t === '0')).toBe(true);
      const negative = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(inArray(accounts.kind, ['member_main', 'member_provider']), lt(accounts.balance, sql`0`)));
      expect(negative).toEqual([]);
      expect(await verifyLedger(db)).toEqual([]);

      // At most one open game per member, and is_playing agrees with it.
      const playing = await db
        .select({ account: members.accountKey, isPlaying: members.isPlaying })
        .from(members)
        .where(inArray(members.accountKey, ACCOUNTS));
      const open = await db.execute(
        sql`select member_id, count(*)::int as n from game_sessions where status = 'open' group by member_id`,
      );
      const openRows = (open as { rows?: Array<{ n: number }> }).rows ?? (open as Array<{ n: number }>);
      expect(openRows.every((r) => Number(r.n) === 1)).toBe(true);
      expect(playing.filter((p) => p.isPlaying === 1)).toHaveLength(openRows.length);
    },
    TIMEOUT_MS[label],
  );
});
