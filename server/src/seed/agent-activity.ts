/**
 * The seeded agents' downline at play (agents.ts seeds who they are): over the current America/
 * Caracas month and the three before it, relative to the seed time, each downline member deposits,
 * moves money into a game wallet and back, plays a few settled rounds a week (each round stands for a
 * session of spins), gets the odd promotion and withdraws now and then; then the closed months are
 * settled (settleAgents), so OperationTable, StratifiedTable and PerformanceSettlement have figures
 * and statements. agent01's busiest month (the second) is meant to reach its second commission tier.
 *
 * Every movement is a ledger entry with the kind and idempotency key the live flows use (deposit,
 * transfer_in / transfer_out of a game, game_bet / game_win of a round, withdraw, withdraw_refund,
 * the promotions), dated when it happened, written in bulk (postEntriesInTx) beside the rounds, so
 * the step stays fast; a member's main wallet never goes below zero along the way. At the end each
 * member cashes out what the activity left but the promotions it keeps, and the agents keep their
 * commission: the house stays the other side of everything the members hold (ledger.test.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { minorDigits, toMajor, toMinor } from '@site/shared/money';
import { rowsOf, type Db } from '../db/client';
import { accounts, agentProgrammes, ledgerEntries, members, paymentOrders, providerRounds } from '../db/schema';
import { ensureAccount, houseAccount, postEntriesInTx, type PostEntryInput } from '../modules/ledger/ledger';
import { localDay } from '../modules/agents/figures';
import { dayStart } from '../modules/agents/reports';
import { isClosedMonth, monthBefore, monthOf, monthRange, settleAgents } from '../modules/agents/settlement';
import { DISCOUNT_BONUS_KIND } from '../modules/promotions/discounts';
import { SIGN_IN_REWARD_KIND } from '../modules/promotions/sign-in';
import { AGENT_DOWNLINE_ACCOUNTS } from './agents';
import { hashString, prng } from './catalogue';
import { DEMO_SITE_ID, type SeedStep } from './step';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The months played: the current one and the three before it. */
const MONTHS = 4;
/** How much busier each month is than usual, oldest first: the second is agent01's best. */
const MONTH_ACTIVITY = [0.8, 1.35, 0.95, 0.9];
/** How much larger the stakes of each month are than usual, oldest first. */
const MONTH_STAKES = [1, 1.7, 1, 1];
/** The game types played, each on one game of the catalogue. */
const GAME_TYPES_PLAYED = [2, 3, 4, 6];

interface Scale {
  /** A round's bet range per level (casual, regular, high roller), major units. */
  bets: [number, number][];
  /** Deposits and withdrawals are whole multiples of this. */
  unit: number;
  /** Bets are whole multiples of this. */
  betStep: number;
  signIn: [number, number];
  discount: [number, number];
  envelope: [number, number];
  channel: string;
  payout: string;
}

const SCALES: Record<string, Scale> = {
  VND: {
    bets: [
      [100_000, 600_000],
      [600_000, 3_500_000],
      [3_000_000, 10_000_000],
    ],
    unit: 50_000,
    betStep: 10_000,
    signIn: [5_000, 20_000],
    discount: [100_000, 300_000],
    envelope: [20_000, 100_000],
    channel: 'VND_BANK',
    payout: 'VND_PAYOUT',
  },
  USD: {
    bets: [
      [5, 30],
      [25, 140],
      [120, 400],
    ],
    unit: 5,
    betStep: 1,
    signIn: [0.2, 1],
    discount: [5, 15],
    envelope: [1, 5],
    channel: 'USD_SKRILL',
    payout: 'USD_PAYOUT',
  },
};

/** Chance to play in a week per level (0 = dormant). */
const PLAY_CHANCE = [0, 0.45, 0.7, 0.85];

async function seedAgentActivity(db: Db, now: Date) {
  const rand = prng(hashString('agent-activity'));
  const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

  const people = await db
    .select({ id: members.id, account: members.accountKey, currency: members.currency, createdAt: members.createdAt })
    .from(members)
    .where(
      and(
        eq(members.siteId, DEMO_SITE_ID),
        eq(members.status, 'active'),
        inArray(
          members.accountKey,
          AGENT_DOWNLINE_ACCOUNTS.map((a) => a.toLowerCase()),
        ),
      ),
    )
    .orderBy(members.id);
  const players = people.filter((p) => SCALES[p.currency]);
  if (!players.length) return;
  const currencies = [...new Set(players.map((p) => p.currency))];

  // One game per type played, with its provider.
  const gameRows = await db.execute(sql`
    select distinct on (gt_id) gt_id::int as gt_id, gp_id, game_code from games
    where gt_id in (${sql.join(
      GAME_TYPES_PLAYED.map((g) => sql`${g}`),
      sql`, `,
    )}) order by gt_id, game_code`);
  const games = rowsOf<{
    gt_id: number;
    gp_id: string;
    game_code: string;
  }>(gameRows);
  if (!games.length) return;

  // The accounts: main and one game wallet per member and provider, the house side per currency.
  const providerPairs = players.flatMap((p) =>
    games.map((g) => ({ memberId: p.id, gpId: g.gp_id, currency: p.currency })),
  );
  await db
    .insert(accounts)
    .values([
      ...players.map((p) => ({ kind: 'member_main' as const, memberId: p.id, currency: p.currency })),
      ...providerPairs.map((q) => ({ kind: 'member_provider' as const, ...q })),
    ])
    .onConflictDoNothing();
  const owned = await db
    .select({
      id: accounts.id,
      kind: accounts.kind,
      memberId: accounts.memberId,
      gpId: accounts.gpId,
      currency: accounts.currency,
      balance: accounts.balance,
    })
    .from(accounts)
    .where(
      inArray(
        accounts.memberId,
        players.map((p) => p.id),
      ),
    );
  const accountRow = (kind: string, memberId: number, currency: string, gpId: string | null = null) =>
    owned.find((a) => a.kind === kind && a.memberId === memberId && a.currency === currency && a.gpId === gpId)!;
  const accountOf = (kind: string, memberId: number, currency: string, gpId: string | null = null) =>
    accountRow(kind, memberId, currency, gpId).id;
  // DownlineInfo's balance bands: a promotion a member keeps never moves the member to another band.
  const programmes = await db.select().from(agentProgrammes).where(eq(agentProgrammes.siteId, DEMO_SITE_ID));
  const bandOf = (currency: string, minor: bigint) => {
    const p = programmes.find((r) => r.currency === currency);
    if (minor === 0n || !p) return 0;
    return minor <= p.balanceLowMax ? 1 : minor <= p.balanceMediumMax ? 2 : 3;
  };
  const houseSide = new Map<string, { house: number; clearing: number; pool: number; float: Map<string, number> }>();
  for (const currency of currencies) {
    const float = new Map<string, number>();
    for (const g of games)
      float.set(g.gp_id, await ensureAccount(db, { kind: 'provider_float', gpId: g.gp_id, currency }));
    houseSide.set(currency, {
      house: await houseAccount(db, currency),
      clearing: await ensureAccount(db, { kind: 'payment_clearing', currency }),
      pool: await ensureAccount(db, { kind: 'promotion_pool', currency }),
      float,
    });
  }

  const entries: PostEntryInput[] = [];
  type Order = typeof paymentOrders.$inferInsert & { holdKey?: string; settleKey?: string };
  const orders: Order[] = [];
  const rounds: (typeof providerRounds.$inferInsert)[] = [];
  const move = (key: string, kind: string, from: number, to: number, amount: bigint, at: Date, memo: object) =>
    entries.push({
      idempotencyKey: key,
      kind,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      memo: memo as Record<string, unknown>,
      createdAt: at,
    });

  const thisMonth = monthOf(now);
  const months = [thisMonth];
  while (months.length < MONTHS) months.unshift(monthBefore(months[0]!));
  const start = monthRange(months[0]!).from;
  const latest = now.getTime() - 30 * MINUTE;
  let refunded = false;

  for (const p of players) {
    const scale = SCALES[p.currency]!;
    const level = pick([0, 1, 1, 2, 2, 2, 3, 3]);
    if (level === 0) continue;
    const side = houseSide.get(p.currency)!;
    const main = accountOf('member_main', p.id, p.currency);
    const minor = (major: number) => toMinor(major.toFixed(minorDigits(p.currency)), p.currency);
    const whole = (major: number) => Math.ceil(major / scale.unit) * scale.unit;
    const roundBet = (major: number) => Math.ceil(major / scale.betStep) * scale.betStep;
    // What this activity has put in the main wallet (minor units): taken out again at the end but for
    // the promotions the member keeps (`kept`), so the balances agents.ts gave the members keep their
    // DownlineInfo bands, and the house's side stays the other side of what the members hold.
    const opening = accountRow('member_main', p.id, p.currency).balance;
    let balance = 0n;
    let kept = 0n;
    let last = 0;
    let n = 0;
    const tag = `seed:agent-activity:${p.id}`;
    const order = (
      orderNo: string,
      kind: 'deposit' | 'withdraw',
      channel: string,
      amount: bigint,
      created: number,
      settled: number,
    ): Order => ({
      orderNo,
      memberId: p.id,
      currency: p.currency,
      kind,
      method: 'bank_transfer',
      channel,
      amount,
      status: 'success',
      pspReference: `PSP-${orderNo}`,
      createdAt: new Date(created),
      settledAt: new Date(settled),
      ...(kind === 'withdraw' ? { dispatchedAt: new Date(created + 1000), dispatchAttempts: 1 } : {}),
    });
    // Week by week from the first month (or the registration) up to now.
    for (let t = Math.max(start.getTime(), p.createdAt.getTime() + HOUR); t + 2 * DAY < latest; t += 7 * DAY) {
      const month = months.indexOf(monthOf(new Date(t)));
      const chance = PLAY_CHANCE[level]! * (MONTH_ACTIVITY[month] ?? 1);
      if (rand() >= chance) continue;
      const game = pick(games);
      const wallet = accountOf('member_provider', p.id, p.currency, game.gp_id);
      const float = side.float.get(game.gp_id)!;
      const [lo, hi] = scale.bets[level - 1]!;
      const bets = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
        roundBet(between(lo, hi) * (MONTH_STAKES[month] ?? 1)),
      );
      const stake = bets.reduce((s, b) => s + b, 0);
      // Within two days of the week's start, ending (with its rounds and withdrawal) before now.
      let at = t + Math.floor(between(0, 2 * DAY - 6 * HOUR));
      if (balance - kept < minor(stake)) {
        const amount = minor(whole(stake - toMajor(balance - kept, p.currency) + between(0, stake / 2)));
        const orderNo = `DAG${p.id}X${++n}`;
        move(`deposit:${orderNo}`, 'deposit', side.clearing, main, amount, new Date(at), {
          order_no: orderNo,
          method: 'bank_transfer',
          channel: scale.channel,
        });
        orders.push({
          ...order(orderNo, 'deposit', scale.channel, amount, at - 10 * MINUTE, at),
          expiresAt: new Date(at + 20 * MINUTE),
          settleKey: `deposit:${orderNo}`,
        });
        balance += amount;
      }
      const session = `${tag}:${++n}`;
      at += 5 * MINUTE;
      move(`game:${session}:in`, 'transfer_in', main, wallet, minor(stake), new Date(at), {
        gp_id: game.gp_id,
        game_code: game.game_code,
      });
      balance -= minor(stake);
      let won = 0n;
      for (const bet of bets) {
        // Three rounds in four lose part of the stake, the fourth pays more than it: about 20 % kept by the house.
        const win = rand() < 0.25 ? bet * between(1.1, 2.6) : bet * between(0, 0.9);
        const winMinor = minor(win);
        const id = `AG${p.id}R${++n}`;
        const betAt = new Date(at + 10 * MINUTE);
        const settledAt = new Date(at + 35 * MINUTE);
        at += 40 * MINUTE;
        rounds.push({
          gpId: game.gp_id,
          roundId: id,
          memberId: p.id,
          currency: p.currency,
          gameCode: game.game_code,
          gameType: game.gt_id,
          status: 'settled',
          betTransactionId: `${id}B`,
          betAmount: minor(bet),
          winTransactionId: `${id}W`,
          winAmount: winMinor,
          betAt,
          settledAt,
        });
        const memo = { gp_id: game.gp_id, round_id: id, game_code: game.game_code };
        move(`provider:${game.gp_id}:${id}B`, 'game_bet', wallet, float, minor(bet), betAt, memo);
        if (winMinor > 0n) move(`provider:${game.gp_id}:${id}W`, 'game_win', float, wallet, winMinor, settledAt, memo);
        won += winMinor;
      }
      if (won > 0n) {
        at += 5 * MINUTE;
        move(`game:${session}:out`, 'transfer_out', wallet, main, won, new Date(at), {
          gp_id: game.gp_id,
          reason: 'leave',
        });
        balance += won;
      }
      // Now and then a promotion, and a withdrawal of part of what is left.
      at += HOUR;
      const bonus = rand();
      const band = bandOf(p.currency, opening);
      if (bonus < 0.3 && band > 0) {
        const kind = bonus < 0.15 ? SIGN_IN_REWARD_KIND : bonus < 0.24 ? DISCOUNT_BONUS_KIND : 'red_envelope';
        const [blo, bhi] =
          kind === SIGN_IN_REWARD_KIND ? scale.signIn : kind === DISCOUNT_BONUS_KIND ? scale.discount : scale.envelope;
        const amount =
          p.currency === 'VND'
            ? Math.round(between(blo, bhi) / 1000) * 1000
            : Math.round(between(blo, bhi) * 100) / 100;
        const from = kind === 'red_envelope' ? side.pool : side.house;
        if (bandOf(p.currency, opening + kept + minor(amount)) === band) {
          move(`${tag}:bonus:${++n}`, kind, from, main, minor(amount), new Date(at), {
            seeded: true,
            day: localDay(new Date(at)),
          });
          balance += minor(amount);
          kept += minor(amount);
        }
      }
      if (balance - kept > minor(stake) && rand() < 0.35) {
        const amount = Math.floor((toMajor(balance - kept, p.currency) * between(0.4, 0.8)) / scale.unit) * scale.unit;
        if (amount > 0) {
          const orderNo = `WAG${p.id}X${++n}`;
          at += HOUR;
          move(`withdraw:${orderNo}`, 'withdraw', main, side.clearing, minor(amount), new Date(at), {
            order_no: orderNo,
            channel: scale.payout,
          });
          balance -= minor(amount);
          const payout = {
            ...order(orderNo, 'withdraw', scale.payout, minor(amount), at, at + 30 * MINUTE),
            holdKey: `withdraw:${orderNo}`,
          };
          orders.push(payout);
          if (!refunded && at + DAY < latest) {
            // The payout bank sent one back.
            refunded = true;
            move(
              `withdraw_refund:${orderNo}`,
              'withdraw_refund',
              side.clearing,
              main,
              minor(amount),
              new Date(at + DAY),
              {
                order_no: orderNo,
                reason: 'account_invalid',
              },
            );
            balance += minor(amount);
            at += DAY;
            Object.assign(payout, {
              status: 'failed',
              failureReason: 'account_invalid',
              settledAt: new Date(at),
              settleKey: `withdraw_refund:${orderNo}`,
            });
          }
        }
      }
      last = at;
    }
    if (balance > kept) {
      const orderNo = `WAG${p.id}X${++n}`;
      const when = Math.min(last + 2 * HOUR, latest);
      move(`withdraw:${orderNo}`, 'withdraw', main, side.clearing, balance - kept, new Date(when), {
        order_no: orderNo,
        channel: scale.payout,
      });
      orders.push({
        ...order(orderNo, 'withdraw', scale.payout, balance - kept, when, when + 20 * MINUTE),
        holdKey: `withdraw:${orderNo}`,
      });
    }
  }

  await db.transaction(async (tx) => {
    for (let i = 0; i < rounds.length; i += 500) await tx.insert(providerRounds).values(rounds.slice(i, i + 500));
    entries.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await postEntriesInTx(tx, entries);
    // The payment orders behind the deposits and withdrawals (the member's deposit/withdrawal record).
    const keys = orders.flatMap((o) => [o.holdKey, o.settleKey].filter((k): k is string => !!k));
    const entryIds = new Map<string, number>();
    for (let i = 0; i < keys.length; i += 1000) {
      const found = await tx
        .select({ id: ledgerEntries.id, key: ledgerEntries.idempotencyKey })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.idempotencyKey, keys.slice(i, i + 1000)));
      for (const f of found) entryIds.set(f.key, f.id);
    }
    const rows = orders.map(({ holdKey, settleKey, ...o }) => ({
      ...o,
      holdEntryId: holdKey ? (entryIds.get(holdKey) ?? null) : null,
      settleEntryId: settleKey ? (entryIds.get(settleKey) ?? null) : null,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(paymentOrders).values(rows.slice(i, i + 500));
  });

  // The closed months are settled as the hourly run would have done at each month's end.
  for (const period of months.filter((m) => isClosedMonth(m, now))) {
    const settledAt = new Date(Math.min(dayStart(monthRange(period).end).getTime() + DAY + HOUR, now.getTime()));
    await settleAgents(db, { siteId: DEMO_SITE_ID, period, now: settledAt });
  }
}

export const AGENT_ACTIVITY_SEED_STEPS: SeedStep[] = [
  { key: 'agent-activity', version: 1, run: (db) => seedAgentActivity(db, new Date()) },
];
