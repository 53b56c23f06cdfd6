/**
 * SPEC §2 RecommendAward (RecommendProject, RecommendRecord, RecommendMemberSearch) and the cash
 * surplus: the recommend code and invite path, sign-up with it (SPEC §4), the referrer's rewards
 * paid through the ledger once per referred member and kind when a deposit is credited (also under
 * concurrent callbacks and deposits), the records and the search, and the cash surplus of the
 * previous America/Caracas day claimed once (also when claimed twice at once). The ledger balances
 * after each test.
 */
import { and, count, eq } from 'drizzle-orm';
import { TRANSACTION_REMARK_KEYS } from '@site/shared/contracts';
import { cashSurplusClaims, ledgerEntries, members, referralRewards, siteCurrencies } from '../../../src/db/schema';
import { houseAccount, postEntry, ensureAccount, verifyLedger } from '../../../src/modules/ledger/ledger';
import { memberBalances } from '../../../src/modules/members/members';
import { DEV_PAYMENT_SIM_SECRET, signedHeaders } from '../../../src/modules/payments/signature';
import { caracasDay, dayBefore } from '../../../src/modules/promotions/sign-in';
import { maskAccount } from '../../../src/modules/referral/referral';
import { DATABASES, json, post, startServer, type TestServer } from '../../helpers';

const PROJECT = '/api/arks/web/recommend/project';
const MEMBERS = '/api/arks/web/recommend/members';
const REWARDS = '/api/arks/web/recommend/rewards';
const SURPLUS = '/api/arks/web/cash_surplus/detail';
const CLAIM = '/api/arks/web/cash_surplus/claim';
const DAY = 86_400_000;

describe.each(DATABASES)('SPEC §2 RecommendAward and cash surplus (%s)', (label) => {
  let server: TestServer;
  let seq = 0;

  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    server.clock.offsetMs = 0;
    expect(await verifyLedger(server.app.platform.db)).toEqual([]);
  });

  const db = () => server.app.platform.db;
  const stamp = () => `${Date.now().toString(36).slice(-4)}${++seq}`;
  const address = () => `10.${label === 'PGlite' ? 91 : 92}.${seq % 250}.${(seq * 7) % 250}`;
  const call = async (token: string, url: string, payload: unknown = {}, headers: Record<string, string> = {}) => {
    const res = await post(server, url, payload, { headers: { authorization: token, ...headers } });
    return { status: res.statusCode, body: json(res) };
  };

  /** A USD member signed up through the API (as the register form sends it), with a recommend code or not. */
  const register = async (prefix: string, introducer?: string) => {
    const account = `${prefix}${stamp()}`.toLowerCase().slice(0, 12);
    const res = await post(
      server,
      '/api/register',
      {
        site_id: 1,
        member_currency: 'USD',
        member_account: account,
        password: 'abc12345',
        member_email: `${account}@example.com`,
        member_birthday: '1990-1-2',
        ...(introducer ? { register_type: 'recommend_code', introducer } : {}),
      },
      { remoteAddress: address() },
    );
    const body = json(res);
    expect(body.code).toBe('100');
    return { account, id: body.data.member_id as number, token: body.data.token as string };
  };
  type Member = Awaited<ReturnType<typeof register>>;

  /** A deposit credited by the PSP's signed callback; answers its order number. */
  const deposit = async (m: Member, amount: number) => {
    const started = await call(m.token, '/api/arks/web/deposit', {
      method: 'e_wallet',
      channel_id: 'USD_SKRILL',
      amount,
    });
    expect(started.body.code).toBe('100');
    return started.body.data.order_no as string;
  };
  const credit = (orderNo: string, amount: number) => {
    const body = {
      order_no: orderNo,
      status: 'success',
      amount: amount * 100,
      currency: 'USD',
      psp_reference: `p-${orderNo}`,
    };
    return post(server, '/api/payment/callback', body, { headers: signedHeaders(DEV_PAYMENT_SIM_SECRET, body) }).then(
      json,
    );
  };
  const mainOf = async (m: Member) => (await memberBalances(db(), m.id, 'USD')).main;
  const rewardRows = async (referredId: number) =>
    db().select().from(referralRewards).where(eq(referralRewards.referredMemberId, referredId));

  describe('RecommendProject', () => {
    it('makes the member a recommend code once, answers the invite path, the USD rules and the totals', async () => {
      const referrer = await register('rp');
      const first = await call(referrer.token, PROJECT);
      expect(first.body.code).toBe('100');
      const code = first.body.data.recommend_code as string;
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(first.body.data).toEqual({
        recommend_code: code,
        recommend_status: 1,
        invite_path: `/register?invite=${code}`,
        currency: 'USD',
        rules: {
          tiers: [
            { min_deposit: 20, reward: 5 },
            { min_deposit: 100, reward: 15 },
            { min_deposit: 500, reward: 50 },
          ],
          share_percent: 2,
          share_days: 30,
          share_cap: 100,
        },
        totals: { members: 0, first_deposits: 0, reward: 0 },
      });
      // Asked again, and many times at once: always the same code.
      const again = await Promise.all(Array.from({ length: 8 }, () => call(referrer.token, PROJECT)));
      expect(new Set(again.map((a) => a.body.data.recommend_code))).toEqual(new Set([code]));
      // SPEC §7 /register/valid_message accepts the code.
      const valid = json(await post(server, '/api/register/valid_message', { site_id: 1, recommend_code: code }));
      expect(valid.data.is_valid).toBe(1);
    });

    it('a seeded member keeps its seeded code; a token is required; 101 when is_friend is 0 (THB)', async () => {
      const [demo01] = await db().select().from(members).where(eq(members.accountKey, 'demo01'));
      expect(demo01!.recommendCode).toBe('SAOVANG1');
      expect((await post(server, PROJECT, {})).statusCode).toBe(401);
      expect((await post(server, MEMBERS, {})).statusCode).toBe(401);
      expect((await post(server, REWARDS, {})).statusCode).toBe(401);
      expect((await post(server, SURPLUS, {})).statusCode).toBe(401);
      expect((await post(server, CLAIM, {})).statusCode).toBe(401);
      const m = await register('rt');
      await db().update(members).set({ currency: 'THB' }).where(eq(members.id, m.id));
      const closed = await call(m.token, PROJECT);
      expect(closed.body).toEqual({ code: '101', message: expect.stringMatching(/not open/), data: null });
      expect((await call(m.token, MEMBERS)).body.code).toBe('101');
    });
  });

  describe('rewards on the referred member’s deposits', () => {
    it('pays the first-deposit tier and the 2 % share once, visible in the records and the transaction record', async () => {
      const referrer = await register('rr');
      const code = (await call(referrer.token, PROJECT)).body.data.recommend_code as string;
      const friend = await register('rf', code.toLowerCase());
      const [row] = await db().select().from(members).where(eq(members.id, friend.id));
      expect(row).toMatchObject({ introducerId: referrer.id, registerType: 'recommend_code' });

      const before = await mainOf(referrer);
      const orderNo = await deposit(friend, 150);
      // The callback, repeated many times at once: the deposit and the rewards are applied once.
      const answers = await Promise.all(Array.from({ length: 12 }, () => credit(orderNo, 150)));
      expect(answers.filter((a) => a.data?.applied === true)).toHaveLength(1);
      // Tier 100 USD → 15 USD; share 2 % of 150 = 3 USD.
      expect(await mainOf(referrer)).toBe(before + 1_800n);
      const rewards = await rewardRows(friend.id);
      expect(rewards.map((r) => [r.kind, r.amount]).sort()).toEqual([
        ['deposit_share', 300n],
        ['first_deposit', 1_500n],
      ]);

      // A second deposit: no second first-deposit reward, only its share (2 % of 60 = 1.20).
      const second = await deposit(friend, 60);
      await credit(second, 60);
      expect(await mainOf(referrer)).toBe(before + 1_920n);

      const records = await call(referrer.token, MEMBERS);
      expect(records.body.data).toEqual({
        list: [
          {
            member_account: maskAccount(friend.account),
            registered_at: expect.any(String),
            first_deposit: 1,
            first_deposit_at: expect.any(String),
            first_deposit_amount: 150,
            reward: 19.2,
          },
        ],
        total: 1,
        page: 1,
        count: 20,
        totals: { members: 1, first_deposits: 1, reward: 19.2 },
      });
      expect(records.body.data.list[0].member_account).toMatch(/^rf\*+\w{2}$/);
      const paid = await call(referrer.token, REWARDS, { page: 1, count: 2 });
      expect(paid.body.data).toMatchObject({ total: 3, page: 1, count: 2, total_reward: 19.2 });
      expect(paid.body.data.list[0]).toMatchObject({ kind: 'deposit_share', deposit_amount: 60, amount: 1.2 });
      const page2 = await call(referrer.token, REWARDS, { page: 2, count: 2 });
      expect(page2.body.data.list).toHaveLength(1);

      // The transaction record shows the rewards with their remarks.
      const day = caracasDay(new Date());
      const tx = await call(referrer.token, '/api/arks/web/member/transaction-record', {
        start_date: dayBefore(day),
        end_date: day,
        type: 'recommend_reward',
      });
      expect(tx.body.data.list.map((r: { remark: { key: string } }) => r.remark.key).sort()).toEqual([
        'recommend_deposit_share',
        'recommend_deposit_share',
        'recommend_first_deposit',
      ]);
      expect(TRANSACTION_REMARK_KEYS).toEqual(expect.arrayContaining(['recommend_first_deposit', 'cash_surplus']));
    });

    it('two deposits credited at once: one first-deposit reward, shares never above the cap', async () => {
      const referrer = await register('rc');
      const code = (await call(referrer.token, PROJECT)).body.data.recommend_code as string;
      const friend = await register('rg', code);
      const before = await mainOf(referrer);
      // 2 % of 3 × 2,000 = 120 USD of share, capped at 100; the first deposit reaches the 500 tier.
      const orders = [await deposit(friend, 2_000), await deposit(friend, 2_000), await deposit(friend, 2_000)];
      await Promise.all(orders.map((o) => credit(o, 2_000)));
      const rewards = await rewardRows(friend.id);
      expect(rewards.filter((r) => r.kind === 'first_deposit')).toHaveLength(1);
      const shares = rewards.filter((r) => r.kind === 'deposit_share').reduce((s, r) => s + r.amount, 0n);
      expect(shares).toBe(10_000n);
      expect(await mainOf(referrer)).toBe(before + 5_000n + 10_000n);
      const [entries] = await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.kind, 'recommend_reward'),
            eq(ledgerEntries.idempotencyKey, `recommend:first_deposit:${friend.id}`),
          ),
        );
      expect(entries!.n).toBe(1);
    });

    it('nothing for a first deposit below the lowest tier, after the share days, or while is_friend is 0', async () => {
      const referrer = await register('rn');
      const code = (await call(referrer.token, PROJECT)).body.data.recommend_code as string;
      const small = await register('rs', code);
      const before = await mainOf(referrer);
      await credit(await deposit(small, 10), 10);
      // Below 20 USD: no tier, only the 2 % share (0.20).
      expect((await rewardRows(small.id)).map((r) => r.kind)).toEqual(['deposit_share']);
      expect(await mainOf(referrer)).toBe(before + 20n);
      // A later first-deposit-sized deposit is not a first deposit.
      await credit(await deposit(small, 100), 100);
      expect((await rewardRows(small.id)).filter((r) => r.kind === 'first_deposit')).toHaveLength(0);

      const late = await register('rl', code);
      await db()
        .update(members)
        .set({ createdAt: new Date(Date.now() - 31 * DAY) })
        .where(eq(members.id, late.id));
      await credit(await deposit(late, 100), 100);
      expect((await rewardRows(late.id)).map((r) => r.kind)).toEqual(['first_deposit']);

      const off = await register('ro', code);
      const where = and(eq(siteCurrencies.siteId, 1), eq(siteCurrencies.currency, 'USD'));
      await db().update(siteCurrencies).set({ isFriend: 0 }).where(where);
      try {
        await credit(await deposit(off, 100), 100);
        expect(await rewardRows(off.id)).toEqual([]);
      } finally {
        await db().update(siteCurrencies).set({ isFriend: 1 }).where(where);
      }
      // The member who deposited while the programme was off still shows a first deposit.
      const list = (await call(referrer.token, MEMBERS, { account: off.account.slice(2, 8) })).body.data.list;
      expect(list).toEqual([expect.objectContaining({ first_deposit: 1, first_deposit_amount: 100, reward: 0 })]);
    });
  });

  describe('RecommendMemberSearch', () => {
    it('searches own referred members by part of the account and by registration days; bad input is HTTP 400', async () => {
      const referrer = await register('ms');
      const code = (await call(referrer.token, PROJECT)).body.data.recommend_code as string;
      const a = await register('alpha', code);
      const b = await register('beta', code);
      // Another referrer's member never shows.
      const other = await register('mo');
      const otherCode = (await call(other.token, PROJECT)).body.data.recommend_code as string;
      await register('alpha', otherCode);

      const all = await call(referrer.token, MEMBERS, { page: 1, count: 1 });
      expect(all.body.data).toMatchObject({ total: 2, count: 1, totals: { members: 2, first_deposits: 0, reward: 0 } });
      expect(all.body.data.list[0].member_account).toBe(maskAccount(b.account));
      const byAccount = await call(referrer.token, MEMBERS, { account: 'ALPHA' });
      expect(byAccount.body.data.list.map((r: { member_account: string }) => r.member_account)).toEqual([
        maskAccount(a.account),
      ]);
      const today = caracasDay(new Date());
      const inRange = await call(referrer.token, MEMBERS, { start_date: today, end_date: today });
      expect(inRange.body.data.total).toBe(2);
      const before = await call(referrer.token, MEMBERS, { start_date: '2020-01-01', end_date: '2020-01-31' });
      expect(before.body.data).toMatchObject({ total: 0, list: [] });

      const bad = async (payload: unknown) => (await call(referrer.token, MEMBERS, payload)).status;
      expect(await bad({ start_date: today })).toBe(400);
      expect(await bad({ start_date: '2025-02-30', end_date: today })).toBe(400);
      expect(await bad({ start_date: today, end_date: dayBefore(today) })).toBe(400);
      expect(await bad({ account: 'a' })).toBe(400);
      expect(await bad({ account: "x' or 1=1" })).toBe(400);
      expect(await bad({ count: 1000 })).toBe(400);
      const missing = await call(referrer.token, MEMBERS, { start_date: today });
      expect(missing.body).toMatchObject({ code: '400', message_key: 'required', field: 'end_date' });
    });
  });

  describe('cash surplus', () => {
    /** A game loss of the member on a Caracas day: a bet of `bet` and a win of `win` (minor units). */
    const play = async (memberId: number, day: string, bet: bigint, win: bigint) => {
      const provider = await ensureAccount(db(), { kind: 'member_provider', memberId, currency: 'VND', gpId: 'GP001' });
      const house = await houseAccount(db(), 'VND');
      const at = new Date(`${day}T16:00:00Z`);
      const key = `${memberId}:${day}:${stamp()}`;
      await postEntry(db(), {
        idempotencyKey: `t-fund:${key}`,
        kind: 'transfer_in',
        postings: [
          { accountId: house, amount: -bet },
          { accountId: provider, amount: bet },
        ],
        createdAt: at,
      });
      await postEntry(db(), {
        idempotencyKey: `t-bet:${key}`,
        kind: 'game_bet',
        postings: [
          { accountId: provider, amount: -bet },
          { accountId: house, amount: bet },
        ],
        createdAt: at,
      });
      if (win > 0n)
        await postEntry(db(), {
          idempotencyKey: `t-win:${key}`,
          kind: 'game_win',
          postings: [
            { accountId: house, amount: -win },
            { accountId: provider, amount: win },
          ],
          createdAt: at,
        });
    };
    const vndMember = async () => {
      const m = await register('cs');
      await db().update(members).set({ currency: 'VND' }).where(eq(members.id, m.id));
      return m;
    };

    it('yesterday’s net loss × 5 %, capped, claimed once even when claimed twice at once; paid through the ledger', async () => {
      const m = await vndMember();
      const today = caracasDay(new Date());
      const yesterday = dayBefore(today);
      await play(m.id, yesterday, 300_000n, 100_000n);
      // Today's play does not count before tomorrow.
      await play(m.id, today, 50_000n, 0n);
      const detail = await call(m.token, SURPLUS);
      expect(detail.body.data).toEqual({
        active: 1,
        day: yesterday,
        timezone: 'America/Caracas',
        currency: 'VND',
        net_loss: 200_000,
        percent: 5,
        cap: 1_000_000,
        min_amount: 1_000,
        amount: 10_000,
        claimed: 0,
        claimed_at: '',
      });
      const before = (await memberBalances(db(), m.id, 'VND')).main;
      const answers = await Promise.all([call(m.token, CLAIM), call(m.token, CLAIM), call(m.token, CLAIM)]);
      expect(answers.map((a) => a.body.code).sort()).toEqual(['100', '102', '102']);
      const won = answers.find((a) => a.body.code === '100')!;
      expect(won.body.data).toEqual({ day: yesterday, amount: 10_000, member_cash: Number(before) + 10_000 });
      expect((await memberBalances(db(), m.id, 'VND')).main).toBe(before + 10_000n);
      const claims = await db().select().from(cashSurplusClaims).where(eq(cashSurplusClaims.memberId, m.id));
      expect(claims).toHaveLength(1);
      expect((await call(m.token, SURPLUS)).body.data).toMatchObject({
        claimed: 1,
        amount: 10_000,
        claimed_at: expect.any(String),
      });
      // The same idempotency key answers the stored first answer; another body with it is 409.
      const keyed = await call(m.token, CLAIM, {}, { 'idempotency-key': `cs-${m.id}` });
      expect(keyed.body.code).toBe('102');
      expect((await call(m.token, CLAIM, {}, { 'idempotency-key': `cs-${m.id}` })).body).toEqual(keyed.body);
      expect((await call(m.token, CLAIM, { idempotency_key: `cs-${m.id}`, x: 1 })).status).toBe(409);
      // In the transaction record as cash_surplus.
      const tx = await call(m.token, '/api/arks/web/member/transaction-record', {
        start_date: yesterday,
        end_date: today,
        type: 'cash_surplus',
      });
      expect(tx.body.data.list).toEqual([
        expect.objectContaining({
          type: 'cash_surplus',
          amount: 10_000,
          remark: { key: 'cash_surplus', params: { day: yesterday } },
        }),
      ]);

      // The next day (the member's clock moved): today's loss of 50,000 gives 2,500.
      server.clock.offsetMs = DAY;
      const next = await call(m.token, CLAIM);
      expect(next.body.data).toMatchObject({ day: today, amount: 2_500 });
    });

    it('the cap; 103 below the smallest amount or after a winning day; 101 where it is not active (USD)', async () => {
      const m = await vndMember();
      const yesterday = dayBefore(caracasDay(new Date()));
      await play(m.id, yesterday, 50_000_000n, 0n);
      expect((await call(m.token, SURPLUS)).body.data).toMatchObject({ net_loss: 50_000_000, amount: 1_000_000 });
      expect((await call(m.token, CLAIM)).body.data.amount).toBe(1_000_000);

      const small = await vndMember();
      await play(small.id, yesterday, 10_000n, 0n);
      expect((await call(small.token, CLAIM)).body).toEqual({ code: '103', message: expect.any(String), data: null });
      const winner = await vndMember();
      await play(winner.id, yesterday, 10_000n, 90_000n);
      expect((await call(winner.token, SURPLUS)).body.data).toMatchObject({ net_loss: 0, amount: 0 });
      expect((await call(winner.token, CLAIM)).body.code).toBe('103');

      const usd = await register('cu');
      expect((await call(usd.token, SURPLUS)).body.data.active).toBe(0);
      expect((await call(usd.token, CLAIM)).body).toEqual({
        code: '101',
        message: expect.stringMatching(/not active/),
        data: null,
      });
    });
  });
});
