/**
 * Payments: deposits through the payment simulator's own HTTP endpoints (the checkout
 * page buttons), withdrawals settled by its payouts, the signed callback (repeats, races, forged,
 * stale, mismatched), every result code of deposit / withdraw / bind, bad input leaving nothing
 * written, the bank-account verification flow (SPEC §3 need_bank_account_deposit_verified, §2
 * /user/BindAccount) and the records with date filters and paging. The ledger balances after each.
 */
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  bankAccounts,
  idempotencyRecords,
  ledgerEntries,
  members,
  paymentOrders,
  withdrawPasswordFailures,
} from '../../../src/db/schema';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import { buildPaymentSim } from '../../../src/payment-sim/app';
import { DEV_PAYMENT_SIM_SECRET, pspSignature, signedHeaders } from '../../../src/modules/payments/signature';
import type { RealtimeEvent } from '../../../src/realtime/publish';
import { PAYMENT_FAILURE_REASONS, REQUEST_ERROR_KEYS, TRANSACTION_REMARK_KEYS } from '@site/shared/contracts';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

const SITE = 'http://127.0.0.1:3000';
const RETURN_URL = `${SITE}/user/Deposit`;

describe.each(DATABASES)('SPEC §7 / §3 payments (%s)', (label) => {
  let server: TestServer;
  let sim: FastifyInstance;
  let simUrl: string;
  const tokens: Record<string, string> = {};
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    server = await startServer(label, { paymentRetryMs: 100, paymentReconcileMs: 300 });
    const { port } = server.app.server.address() as AddressInfo;
    sim = await buildPaymentSim({
      platformUrl: `http://127.0.0.1:${port}`,
      secret: DEV_PAYMENT_SIM_SECRET,
      payoutDelayMs: 0,
      callbackRetryMs: 100,
      now: () => new Date(Date.now() + server.clock.offsetMs),
    });
    await sim.listen({ port: 0, host: '127.0.0.1' });
    simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
    Object.assign(server.app.platform.options, { paymentSimUrl: simUrl, paymentSimApiUrl: simUrl });
    const ctx = server.app.platform;
    const original = ctx.publisher;
    ctx.publisher = {
      publish: (e) => (events.push(e), original.publish(e)),
      sessionsEnded: () => original.sessionsEnded(),
    };
    for (const a of ['demo01', 'demo02', 'verify01', 'agent01', 'notransfer01', 'wallet01', 'firstlogin01'])
      tokens[a] = await tokenFor(server, a);
  });
  afterAll(async () => {
    await sim?.close();
    await server?.close();
  });
  afterEach(async () => {
    expect(await verifyLedger(server.app.platform.db)).toEqual([]);
  });

  const db = () => server.app.platform.db;
  const call = async (account: string, url: string, payload: unknown = {}, key?: string) => {
    const res = await post(server, `/api${url}`, payload, {
      headers: { authorization: tokens[account]!, ...(key ? { 'idempotency-key': key } : {}) },
    });
    return { status: res.statusCode, body: json(res) };
  };
  const memberId = async (account: string) =>
    (await db().select({ id: members.id }).from(members).where(eq(members.accountKey, account)))[0]!.id;
  const mainOf = async (account: string) =>
    (await call(account, '/member/profile/common/layout')).body.data.member_cash as number;
  const orderOf = async (orderNo: string) =>
    (await db().select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;
  const accountsOf = async (account: string) =>
    (
      await db()
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.memberId, await memberId(account)))
    ).sort((a, b) => a.id - b.id);
  const tokenOf = (payUrl: string) => new URL(payUrl).searchParams.get('token')!;
  const simPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${simUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  /** The payer presses a button of the PSP's checkout page. */
  const press = (payUrl: string, action: 'pay' | 'cancel', extra: Record<string, string> = {}) =>
    simPost('/pay/complete', { token: tokenOf(payUrl), action, ...extra });
  const callback = (body: Record<string, unknown>, headers = signedHeaders(DEV_PAYMENT_SIM_SECRET, body)) =>
    post(server, '/api/payment/callback', body, { headers }).then((r) => ({ status: r.statusCode, body: json(r) }));
  const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const rowCounts = async () => {
    const one = async (table: any) => (await db().select({ n: count() }).from(table))[0]!.n;
    return {
      orders: await one(paymentOrders),
      banks: await one(bankAccounts),
      keys: await one(idempotencyRecords),
      entries: await one(ledgerEntries),
      failures: await one(withdrawPasswordFailures),
    };
  };
  const deposit = async (account: string, body: Record<string, unknown>, key?: string) =>
    call(account, '/arks/web/deposit', body, key);
  const today = () => new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10); // the Caracas date (UTC-4)
  const daysAgo = (n: number) => new Date(Date.now() - 4 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);
  // Ranges that must hold everything so far end tomorrow: tests above ran the platform's clock up to
  // 36 minutes ahead, so in the last 36 minutes of a Caracas day some entries already have tomorrow's date.
  const tomorrow = () => daysAgo(-1);

  describe('channels and banks', () => {
    it('lists the channels of the member currency with limits, presets and the withdrawal limits', async () => {
      const { body } = await call('demo01', '/arks/web/payment/channels');
      expect(body.code).toBe('100');
      expect(body.data.currency).toBe('VND');
      expect(new Set(body.data.list.map((c: any) => c.method))).toEqual(
        new Set(['bank_transfer', 'e_wallet', 'fast_payment']),
      );
      const fast = body.data.list.find((c: any) => c.method === 'fast_payment');
      expect(fast).toMatchObject({ channel_id: 'VND_FAST', min: 100_000, max: 20_000_000, fee: 0 });
      expect(fast.presets).toContain(500_000);
      expect(body.data.withdraw).toEqual({ min: 200_000, max: 100_000_000, fee: 0 });
      const usd = (await call('demo01', '/arks/web/payment/channels', { currency: 'USD' })).body;
      expect(usd.data.list.map((c: any) => c.channel_id)).toEqual([
        'USD_WIRE',
        'USD_SKRILL',
        'USD_NETELLER',
        'USD_FAST',
      ]);
      expect((await call('demo01', '/arks/web/payment/channels', { currency: 'WON' })).body.code).toBe('201');
      expect((await call('demo01', '/arks/web/payment/channels', { currency: 'usd' })).status).toBe(400);
    });

    it('lists the banks per currency', async () => {
      for (const [currency, code] of [
        ['VND', 'VCB'],
        ['USD', 'CHASE'],
        ['THB', 'KBANK'],
        ['RMB', 'ICBC'],
      ]) {
        const { body } = await call('demo01', '/arks/web/member/bank-account/banks', { currency });
        expect(body.code).toBe('100');
        expect(body.data.list.length).toBeGreaterThanOrEqual(6);
        expect(body.data.list.map((b: any) => b.bank_code)).toContain(code);
      }
      expect((await call('demo01', '/arks/web/member/bank-account/banks', { currency: 'JPY' })).body.code).toBe('201');
    });

    it("lists demo01's bound accounts masked except the last 4 digits", async () => {
      const { body } = await call('demo01', '/arks/web/member/bank-account');
      expect(body.data.max).toBe(3);
      expect(body.data.list.map((a: any) => [a.bank_code, a.account_number, a.status])).toEqual([
        ['VCB', '*********7654', 'verified'],
        ['ACB', '******0000', 'verified'],
      ]);
    });
  });

  describe('SPEC §7 deposits through the payment simulator', () => {
    it('bank transfer: pending → the PSP page → "I have transferred" → success, credited once, member_deposit.success', async () => {
      const before = await mainOf('demo01');
      const [vcb] = await accountsOf('demo01');
      const res = await deposit(
        'demo01',
        {
          method: 'bank_transfer',
          channel_id: 'VND_BANK',
          amount: 1_500_000,
          bank_account_id: vcb!.id,
          return_url: RETURN_URL,
        },
        'dep-bank-1',
      );
      expect(res.body.code).toBe('100');
      expect(res.body.data).toMatchObject({
        status: 'pending',
        amount: 1_500_000,
        currency: 'VND',
        method: 'bank_transfer',
        channel_id: 'VND_BANK',
      });
      expect(res.body.data.order_no).toMatch(/^D\d{8}[0-9A-F]{10}$/);
      expect(res.body.data.pay_url.startsWith(`${simUrl}/pay?token=`)).toBe(true);
      expect(new Date(res.body.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
      const orderNo = res.body.data.order_no as string;
      expect((await orderOf(orderNo)).status).toBe('pending');
      expect(await mainOf('demo01')).toBe(before);

      const page = await fetch(res.body.data.pay_url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('I have transferred');
      expect(html).toContain('1,500,000 VND');
      expect(html).toContain('0071000123456');
      expect(html).toContain(orderNo);
      expect(html).toContain('Sao Vàng · demo01'); // the brand as merchant, and the payer
      expect(html).toContain('*********7654');
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:3000");

      const done = await press(res.body.data.pay_url, 'pay');
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`${RETURN_URL}?order_no=${orderNo}&status=success`);
      const order = await orderOf(orderNo);
      expect(order).toMatchObject({ status: 'success', amount: 1_500_000n });
      expect(order.pspReference).toMatch(/^PSP-/);
      expect(order.settleEntryId).not.toBeNull();
      expect(await mainOf('demo01')).toBe(before + 1_500_000);
      expect(events).toContainEqual({
        channel: `member.${await memberId('demo01')}`,
        event: 'member_deposit.success',
        data: { order_no: orderNo, amount: 1_500_000, currency: 'VND' },
      });

      // Pressing again, or the same deposit call again (same key), changes nothing.
      expect((await press(res.body.data.pay_url, 'pay')).status).toBe(303);
      expect(
        (
          await deposit(
            'demo01',
            {
              method: 'bank_transfer',
              channel_id: 'VND_BANK',
              amount: 1_500_000,
              bank_account_id: vcb!.id,
              return_url: RETURN_URL,
            },
            'dep-bank-1',
          )
        ).body,
      ).toEqual(res.body);
      expect(await mainOf('demo01')).toBe(before + 1_500_000);
      const status = await call('demo01', '/arks/web/deposit/status', { order_no: orderNo });
      expect(status.body.data).toMatchObject({
        order_no: orderNo,
        kind: 'deposit',
        status: 'success',
        amount: 1_500_000,
        channel_name: 'Internet Banking',
        bank_account: 'Vietcombank *********7654',
      });
    });

    it('e-wallet: Approve needs a wallet id and a 6-digit PIN; Decline fails the order and moves nothing', async () => {
      const before = await mainOf('demo01');
      const res = await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 300_000 });
      expect(res.body.code).toBe('100');
      const page = await (await fetch(res.body.data.pay_url)).text();
      expect(page).toContain('MoMo');
      expect(page).toContain('Approve');
      expect(page).toContain('Decline');
      const noPin = await press(res.body.data.pay_url, 'pay', { wallet_id: '0912345678', pin: '12' });
      expect(noPin.status).toBe(422);
      expect(await noPin.text()).toContain('6-digit PIN');
      expect((await orderOf(res.body.data.order_no)).status).toBe('pending');
      const declined = await press(res.body.data.pay_url, 'cancel');
      expect(declined.status).toBe(200);
      expect(await declined.text()).toContain('Payment cancelled');
      expect(await orderOf(res.body.data.order_no)).toMatchObject({
        status: 'failed',
        failureReason: 'payer_declined',
        settleEntryId: null,
      });
      expect(await mainOf('demo01')).toBe(before);

      const approved = await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_ZALOPAY', amount: 250_000 });
      const ok = await press(approved.body.data.pay_url, 'pay', { wallet_id: '0912345678', pin: '123456' });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('Payment complete');
      expect(await mainOf('demo01')).toBe(before + 250_000);
    });

    it('fast deposit (the /fastDeposit shortcut): the QR page; Pay credits; the form body of the real page works too', async () => {
      const before = await mainOf('demo01');
      const res = await call('demo01', '/arks/web/fast-deposit', { amount: 200_000, return_url: RETURN_URL });
      expect(res.body.data).toMatchObject({ method: 'fast_payment', channel_id: 'VND_FAST', amount: 200_000 });
      const page = await (await fetch(res.body.data.pay_url)).text();
      expect(page).toContain('<svg viewBox="0 0 29 29"');
      expect(page).toContain('VietQR Fast Pay');
      const form = await fetch(`${simUrl}/pay/complete`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: tokenOf(res.body.data.pay_url), action: 'pay' }).toString(),
      });
      expect(form.status).toBe(303);
      expect(await mainOf('demo01')).toBe(before + 200_000);
      const usd = await call('demo02', '/arks/web/fast-deposit', { amount: 20 });
      expect(usd.body.data).toMatchObject({ channel_id: 'USD_FAST', currency: 'USD', amount: 20 });
      expect((await press(usd.body.data.pay_url, 'cancel')).status).toBe(200);
      expect((await orderOf(usd.body.data.order_no)).status).toBe('failed');
    });

    it('the member cancels a pending deposit; a later payment at the PSP is refused and credits nothing', async () => {
      const before = await mainOf('demo01');
      const res = await deposit('demo01', {
        method: 'fast_payment',
        channel_id: 'VND_FAST',
        amount: 100_000,
        return_url: RETURN_URL,
      });
      const orderNo = res.body.data.order_no;
      const cancelled = await call('demo01', '/arks/web/deposit/cancel', { order_no: orderNo });
      expect(cancelled.body).toMatchObject({
        code: '100',
        data: { order_no: orderNo, status: 'cancelled', failure_reason: { key: 'member_cancelled', params: {} } },
      });
      const again = await call('demo01', '/arks/web/deposit/cancel', { order_no: orderNo });
      expect(again.body).toMatchObject({ code: '202', data: { status: 'cancelled' } });
      expect((await call('demo01', '/arks/web/deposit/cancel', { order_no: 'D20990101AAAAAAAAAA' })).body.code).toBe(
        '201',
      );
      expect((await call('demo02', '/arks/web/deposit/cancel', { order_no: orderNo })).body.code).toBe('201');
      expect((await call('demo02', '/arks/web/deposit/status', { order_no: orderNo })).body.code).toBe('201');
      const paid = await press(res.body.data.pay_url, 'pay');
      expect(paid.status).toBe(409);
      expect(await paid.text()).toContain('refused');
      expect((await orderOf(orderNo)).status).toBe('cancelled');
      expect(await mainOf('demo01')).toBe(before);
    });

    it('the PSP refuses an invalid, tampered or expired checkout link', async () => {
      expect((await fetch(`${simUrl}/pay?token=nonsense`)).status).toBe(401);
      const res = await deposit('demo01', { method: 'fast_payment', channel_id: 'VND_FAST', amount: 100_000 });
      const token = tokenOf(res.body.data.pay_url);
      const [body, sig] = token.split('.');
      const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
      expect(claims).toMatchObject({ order_no: res.body.data.order_no, amount: 100_000, currency: 'VND' });
      const tampered = `${Buffer.from(JSON.stringify({ ...claims, amount: 1 })).toString('base64url')}.${sig}`;
      expect((await fetch(`${simUrl}/pay?token=${tampered}`)).status).toBe(401);
      expect((await simPost('/pay/complete', { token: tampered, action: 'pay' })).status).toBe(401);
      expect((await simPost('/pay/complete', { token, action: 'steal' })).status).toBe(400);
      expect((await call('demo01', '/arks/web/deposit/cancel', { order_no: res.body.data.order_no })).body.code).toBe(
        '100',
      );
      // A link issued 31 minutes ago has expired: the PSP takes no payment.
      server.clock.offsetMs = -31 * 60_000;
      const old = await deposit('demo01', { method: 'fast_payment', channel_id: 'VND_FAST', amount: 100_000 });
      server.clock.offsetMs = 0;
      expect((await fetch(old.body.data.pay_url)).status).toBe(410);
      expect((await press(old.body.data.pay_url, 'pay')).status).toBe(410);
      expect((await orderOf(old.body.data.order_no)).status).toBe('pending');
      expect((await call('demo01', '/arks/web/deposit/cancel', { order_no: old.body.data.order_no })).body.code).toBe(
        '100',
      );
    });

    it('a pending deposit past its expiry is cancelled by the platform timer', async () => {
      const res = await deposit('demo01', { method: 'fast_payment', channel_id: 'VND_FAST', amount: 100_000 });
      server.clock.offsetMs = 36 * 60_000;
      try {
        await waitFor(async () => (await orderOf(res.body.data.order_no)).status === 'cancelled');
        expect((await orderOf(res.body.data.order_no)).failureReason).toBe('expired');
      } finally {
        server.clock.offsetMs = 0;
      }
    });
  });

  describe('SPEC §7 the signed PSP callback', () => {
    const newDeposit = async (amount = 400_000) =>
      (await deposit('demo01', { method: 'fast_payment', channel_id: 'VND_FAST', amount })).body.data
        .order_no as string;

    it('the same success sent 100 times concurrently credits exactly once', async () => {
      const before = await mainOf('demo01');
      const orderNo = await newDeposit(400_000);
      const body = {
        order_no: orderNo,
        status: 'success',
        amount: 400_000,
        currency: 'VND',
        psp_reference: 'PSP-RACE-1',
      };
      const answers = await Promise.all(Array.from({ length: 100 }, () => callback(body)));
      expect(answers.every((a) => a.status === 200 && a.body.code === '100' && a.body.data.status === 'success')).toBe(
        true,
      );
      expect(answers.filter((a) => a.body.data.applied === true)).toHaveLength(1);
      expect(await mainOf('demo01')).toBe(before + 400_000);
      const [entries] = await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `deposit:${orderNo}`));
      expect(entries!.n).toBe(1);
      // Contradicting the final state: refused, nothing changes.
      const contra = await callback({ ...body, status: 'failed' });
      expect(contra.body).toMatchObject({ code: '203', data: { status: 'success' } });
      expect(await mainOf('demo01')).toBe(before + 400_000);
    });

    it('forged, stale and unsigned callbacks answer HTTP 401 and change nothing; amount mismatch 202; unknown order 201', async () => {
      const before = await mainOf('demo01');
      const orderNo = await newDeposit(500_000);
      const body = { order_no: orderNo, status: 'success', amount: 500_000, currency: 'VND', psp_reference: 'PSP-X' };
      const forged = await callback(body, signedHeaders('not-the-secret', body));
      expect(forged).toMatchObject({ status: 401, body: { code: '401' } });
      const ts = String(Math.floor(Date.now() / 1000) - 3600);
      const stale = await callback(body, {
        'x-psp-timestamp': ts,
        'x-psp-signature': pspSignature(DEV_PAYMENT_SIM_SECRET, ts, body),
      });
      expect(stale.status).toBe(401);
      expect(stale.body.message).toContain('timestamp');
      expect((await callback(body, {} as any)).status).toBe(401);
      // The signature covers the body: a signed body with another amount is refused.
      const headers = signedHeaders(DEV_PAYMENT_SIM_SECRET, body);
      expect((await callback({ ...body, amount: 5_000_000 }, headers)).status).toBe(401);
      const mismatch = await callback({ ...body, amount: 5_000_000 });
      expect(mismatch.body).toMatchObject({ code: '202', data: { amount: 500_000, currency: 'VND' } });
      expect((await callback({ ...body, currency: 'USD' })).body.code).toBe('202');
      expect((await callback({ ...body, order_no: 'D20990101FFFFFFFFFF' })).body.code).toBe('201');
      expect((await callback({ ...body, status: 'maybe' })).status).toBe(400);
      expect((await orderOf(orderNo)).status).toBe('pending');
      expect(await mainOf('demo01')).toBe(before);
      // Key order does not matter to the signature (canonical JSON).
      const reordered = {
        psp_reference: 'PSP-X',
        currency: 'VND',
        amount: 500_000,
        status: 'failed',
        order_no: orderNo,
      };
      expect((await callback(reordered)).body).toMatchObject({
        code: '100',
        data: { status: 'failed', applied: true },
      });
      expect((await callback({ ...reordered })).body).toMatchObject({
        code: '100',
        data: { status: 'failed', applied: false },
      });
      expect((await callback({ ...body })).body.code).toBe('203');
      expect(await mainOf('demo01')).toBe(before);
    });
  });

  describe('SPEC §7 withdrawals', () => {
    const clearing = async () =>
      (
        await db()
          .select({ b: accounts.balance })
          .from(accounts)
          .where(and(eq(accounts.kind, 'payment_clearing'), eq(accounts.currency, 'VND')))
      )[0]!.b;

    it('happy path: the amount is held at once, the PSP pays out, success moves nothing more', async () => {
      const [vcb] = await accountsOf('demo01');
      const before = await mainOf('demo01');
      const clearingBefore = await clearing();
      const res = await call(
        'demo01',
        '/arks/web/withdraw',
        { amount: 500_000, bank_account_id: vcb!.id, withdraw_password: '1234' },
        'wd-1',
      );
      expect(res.body.code).toBe('100');
      expect(res.body.data).toMatchObject({
        kind: 'withdraw',
        status: 'pending',
        amount: 500_000,
        member_cash: before - 500_000,
        bank_account: 'Vietcombank *********7654',
      });
      const orderNo = res.body.data.order_no as string;
      expect(orderNo).toMatch(/^W\d{8}/);
      expect(await clearing()).toBe(clearingBefore + 500_000n);
      await waitFor(async () => (await orderOf(orderNo)).status === 'success');
      const order = await orderOf(orderNo);
      expect(order.dispatchedAt).not.toBeNull();
      expect(order.settleEntryId).toBeNull();
      expect(await mainOf('demo01')).toBe(before - 500_000);
      expect(await clearing()).toBe(clearingBefore + 500_000n);
      const psp = await (await fetch(`${simUrl}/payouts/${orderNo}`)).json();
      expect(psp).toMatchObject({ status: 'success', delivery: 'delivered', psp_reference: order.pspReference });
      // The same call again (same key): the stored answer, no second hold.
      expect(
        (
          await call(
            'demo01',
            '/arks/web/withdraw',
            { amount: 500_000, bank_account_id: vcb!.id, withdraw_password: '1234' },
            'wd-1',
          )
        ).body,
      ).toEqual(res.body);
      expect(
        (
          await call(
            'demo01',
            '/arks/web/withdraw',
            { amount: 600_000, bank_account_id: vcb!.id, withdraw_password: '1234' },
            'wd-1',
          )
        ).status,
      ).toBe(409);
      expect(await mainOf('demo01')).toBe(before - 500_000);
      const dw = await call('demo01', '/arks/web/member/dw-record', {
        start_date: today(),
        end_date: today(),
        type: 2,
      });
      expect(dw.body.data.list[0]).toMatchObject({ order_no: orderNo, status: 'success', amount: 500_000 });
    });

    it('a payout to an account ending in 0000 fails and the hold comes back exactly once', async () => {
      const [, acb] = await accountsOf('demo01');
      expect(acb!.accountNumber.endsWith('0000')).toBe(true);
      const before = await mainOf('demo01');
      const res = await call('demo01', '/arks/web/withdraw', {
        amount: 300_000,
        bank_account_id: acb!.id,
        withdraw_password: '1234',
      });
      expect(res.body.data.member_cash).toBe(before - 300_000);
      const orderNo = res.body.data.order_no as string;
      await waitFor(async () => (await orderOf(orderNo)).status === 'failed');
      expect(await orderOf(orderNo)).toMatchObject({ status: 'failed', failureReason: 'account_invalid' });
      expect(await mainOf('demo01')).toBe(before);
      const body = { order_no: orderNo, status: 'failed', amount: 300_000, currency: 'VND', psp_reference: 'again' };
      const repeats = await Promise.all(Array.from({ length: 20 }, () => callback(body)));
      expect(repeats.every((r) => r.body.code === '100' && r.body.data.applied === false)).toBe(true);
      expect((await callback({ ...body, status: 'success' })).body.code).toBe('203');
      expect(await mainOf('demo01')).toBe(before);
      const [refunds] = await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `withdraw_refund:${orderNo}`));
      expect(refunds!.n).toBe(1);
      const tx = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: today(),
        end_date: today(),
        count: 2,
      });
      expect(tx.body.data.list.map((r: any) => [r.type, r.amount, r.order_no])).toEqual([
        ['withdraw_refund', 300_000, orderNo],
        ['withdraw', -300_000, orderNo],
      ]);
      expect(tx.body.data.list[0].balance_after).toBe(before);
    });

    it('while the PSP cannot be reached the order stays pending and the dispatch is retried; paid once', async () => {
      const [vcb] = await accountsOf('demo01');
      const before = await mainOf('demo01');
      Object.assign(server.app.platform.options, {
        paymentSimUrl: 'http://127.0.0.1:9',
        paymentSimApiUrl: 'http://127.0.0.1:9',
      }); // nothing listens there
      let orderNo = '';
      try {
        const res = await call('demo01', '/arks/web/withdraw', {
          amount: 250_000,
          bank_account_id: vcb!.id,
          withdraw_password: '1234',
        });
        orderNo = res.body.data.order_no;
        await waitFor(async () => (await orderOf(orderNo)).dispatchAttempts >= 2);
        expect(await orderOf(orderNo)).toMatchObject({ status: 'pending', dispatchedAt: null });
        expect(await mainOf('demo01')).toBe(before - 250_000);
      } finally {
        Object.assign(server.app.platform.options, { paymentSimUrl: simUrl, paymentSimApiUrl: simUrl });
      }
      await waitFor(async () => (await orderOf(orderNo)).status === 'success');
      expect(await mainOf('demo01')).toBe(before - 250_000);
      expect((await (await fetch(`${simUrl}/payouts/${orderNo}`)).json()).status).toBe('success');
    });

    it('the PSP answers a repeated payout request once and refuses unsigned or conflicting ones', async () => {
      const payout = {
        order_no: 'W20990101TESTPAYOUT',
        amount: 123_000,
        currency: 'VND',
        bank_code: 'VCB',
        bank_name: 'Vietcombank',
        account_name: 'A',
        account_number: '123456789',
      };
      const send = (body: unknown, headers = signedHeaders(DEV_PAYMENT_SIM_SECRET, body)) =>
        simPost('/payouts', body, headers);
      const first = await (await send(payout)).json();
      const second = await (await send(payout)).json();
      expect(first).toMatchObject({ accepted: true, repeated: false });
      expect(second).toMatchObject({ accepted: true, repeated: true, psp_reference: first.psp_reference });
      expect((await send({ ...payout, amount: 1 })).status).toBe(409);
      expect((await send(payout, signedHeaders('wrong', payout))).status).toBe(401);
      expect((await send({ ...payout, order_no: 'W2', account_number: 'abc' })).status).toBe(400);
      // Its callback for an order the platform does not know is refused (201); nothing moves.
      await waitFor(
        async () => (await (await fetch(`${simUrl}/payouts/${payout.order_no}`)).json()).delivery === 'refused',
      );
    });

    it('every withdraw code: 201 202 203 204 205 206 207 208 209 210, and bad input is HTTP 400 with nothing written', async () => {
      const [vcb] = await accountsOf('demo01');
      const w = (account: string, body: Record<string, unknown>) => call(account, '/arks/web/withdraw', body);
      const base = { amount: 300_000, bank_account_id: vcb!.id, withdraw_password: '1234' };
      expect((await w('demo01', { ...base, amount: 199_999 })).body).toMatchObject({
        code: '201',
        data: { min: 200_000, max: 100_000_000 },
      });
      expect((await w('demo01', { ...base, amount: 100_000_001 })).body.code).toBe('201');
      const cash = await mainOf('demo01');
      expect((await w('demo01', { ...base, amount: 90_000_000 })).body).toMatchObject({
        code: '202',
        data: { member_cash: cash },
      });
      expect((await w('demo01', { ...base, bank_account_id: 999_999 })).body.code).toBe('203');
      // agent01 (withdraw password 9999) cannot use demo01's account.
      expect((await w('agent01', { ...base, bank_account_id: vcb!.id, withdraw_password: '9999' })).body.code).toBe(
        '203',
      );
      const bound = await call('agent01', '/arks/web/member/bank-account/store', {
        bank_code: 'TCB',
        account_name: 'TRAN THI BINH',
        account_number: '19033334444555',
        withdraw_password: '9999',
      });
      expect(bound.body).toMatchObject({
        code: '100',
        data: { status: 'unverified', account_number: '**********4555' },
      });
      expect(
        (await w('agent01', { ...base, bank_account_id: bound.body.data.id, withdraw_password: '9999' })).body.code,
      ).toBe('204');
      expect((await w('verify01', { ...base, withdraw_password: '0000' })).body.code).toBe('205');
      const wrong = await w('demo01', { ...base, withdraw_password: '0000' });
      expect(wrong.body).toMatchObject({ code: '206', data: { attempts_left: 4 } });
      await db().delete(withdrawPasswordFailures);
      await db().update(members).set({ isPlaying: 1 }).where(eq(members.accountKey, 'wallet01'));
      expect((await w('wallet01', base)).body.code).toBe('208');
      await db().update(members).set({ isPlaying: 0 }).where(eq(members.accountKey, 'wallet01'));
      expect((await w('notransfer01', base)).body.code).toBe('209');
      // SPEC §5: a first-login member must change the password before any money leaves.
      expect((await w('firstlogin01', base)).body.code).toBe('210');
      expect(
        (
          await call('firstlogin01', '/arks/web/member/bank-account/store', {
            bank_code: 'VCB',
            account_name: 'FIRST',
            account_number: '0071000111222',
          })
        ).body.code,
      ).toBe('208');
      expect(await mainOf('demo01')).toBe(cash);

      const counts = await rowCounts();
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ ...base, amount: 'lots' }, 'amount'],
        [{ ...base, amount: -5 }, 'amount'],
        [{ ...base, amount: 300_000.5 }, 'amount'],
        [{ amount: 300_000, bank_account_id: vcb!.id }, 'withdraw_password'],
        [{ ...base, withdraw_password: '12a4' }, 'withdraw_password'],
        [{ ...base, bank_account_id: 'x' }, 'bank_account_id'],
      ];
      for (const [body, field] of bad) {
        const res = await call('demo01', '/arks/web/withdraw', body, `bad-${field}-${JSON.stringify(body).length}`);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('400');
        expect(res.body.message).toContain(field);
      }
      expect(await rowCounts()).toEqual(counts);
      expect(await mainOf('demo01')).toBe(cash);
    });
  });

  describe('reconciliation: a PSP result that never reached the platform is not lost', () => {
    // A second simulator that cannot reach the platform: it takes payments and pays out, and gives
    // up delivering the result after one attempt. The platform learns the result by asking it.
    let lost: FastifyInstance;
    let lostUrl: string;
    beforeAll(async () => {
      lost = await buildPaymentSim({
        platformUrl: 'http://127.0.0.1:9',
        secret: DEV_PAYMENT_SIM_SECRET,
        payoutDelayMs: 0,
        callbackRetryMs: 10,
        callbackAttempts: 1,
        now: () => new Date(Date.now() + server.clock.offsetMs),
      });
      await lost.listen({ port: 0, host: '127.0.0.1' });
      lostUrl = `http://127.0.0.1:${(lost.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await lost?.close();
    });
    /** Runs with the platform talking to `url` as its PSP, then back to the normal simulator at clock 0. */
    const withPsp = async (url: string, fn: () => Promise<void>) => {
      Object.assign(server.app.platform.options, { paymentSimUrl: url, paymentSimApiUrl: url });
      try {
        await fn();
      } finally {
        Object.assign(server.app.platform.options, { paymentSimUrl: simUrl, paymentSimApiUrl: simUrl });
        server.clock.offsetMs = 0;
      }
    };

    it('a deposit paid at the PSP whose callback was lost is credited once at its expiry, not cancelled', async () => {
      const before = await mainOf('demo01');
      const res = await deposit('demo01', { method: 'fast_payment', channel_id: 'VND_FAST', amount: 200_000 });
      const orderNo = res.body.data.order_no as string;
      const paid = await fetch(`${lostUrl}/pay/complete`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: tokenOf(res.body.data.pay_url), action: 'pay' }),
      });
      expect(paid.status).toBe(202); // "Payment recorded": the merchant has not confirmed
      expect((await orderOf(orderNo)).status).toBe('pending');
      expect(await mainOf('demo01')).toBe(before);
      await withPsp(lostUrl, async () => {
        server.clock.offsetMs = 36 * 60_000;
        await waitFor(async () => (await orderOf(orderNo)).status !== 'pending');
      });
      expect(await orderOf(orderNo)).toMatchObject({ status: 'success', failureReason: null });
      expect(await mainOf('demo01')).toBe(before + 200_000);
      const [entries] = await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `deposit:${orderNo}`));
      expect(entries!.n).toBe(1);
      expect(events).toContainEqual({
        channel: `member.${await memberId('demo01')}`,
        event: 'member_deposit.success',
        data: { order_no: orderNo, amount: 200_000, currency: 'VND' },
      });
    });

    it('a deposit the payer declined at the PSP (result lost) becomes failed; one never taken is cancelled as expired', async () => {
      const declined = await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000 });
      const never = await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 110_000 });
      const before = await mainOf('demo01');
      await fetch(`${lostUrl}/pay/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: tokenOf(declined.body.data.pay_url), action: 'cancel' }),
      });
      await withPsp(lostUrl, async () => {
        server.clock.offsetMs = 36 * 60_000;
        await waitFor(
          async () =>
            (await orderOf(declined.body.data.order_no)).status !== 'pending' &&
            (await orderOf(never.body.data.order_no)).status !== 'pending',
        );
      });
      expect(await orderOf(declined.body.data.order_no)).toMatchObject({
        status: 'failed',
        failureReason: 'payer_declined',
      });
      expect(await orderOf(never.body.data.order_no)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
      expect(await mainOf('demo01')).toBe(before);
    });

    it('while the PSP cannot be asked, an expired deposit stays pending; it is settled once the PSP answers', async () => {
      const res = await deposit('demo01', { method: 'fast_payment', channel_id: 'VND_FAST', amount: 120_000 });
      const orderNo = res.body.data.order_no as string;
      await withPsp('http://127.0.0.1:9', async () => {
        server.clock.offsetMs = 36 * 60_000;
        // Asked (and rescheduled) at least once, still pending: no word from the PSP, no cancellation.
        await waitFor(async () => (await orderOf(orderNo)).nextDispatchAt !== null);
        await new Promise((r) => setTimeout(r, 400));
        expect((await orderOf(orderNo)).status).toBe('pending');
        Object.assign(server.app.platform.options, { paymentSimUrl: simUrl, paymentSimApiUrl: simUrl });
        await waitFor(async () => (await orderOf(orderNo)).status !== 'pending');
      });
      expect(await orderOf(orderNo)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
    });

    it('a payout whose result was lost is settled by asking the PSP: paid stays paid, a failed one is refunded once', async () => {
      const [vcb, acb] = await accountsOf('demo01');
      const before = await mainOf('demo01');
      let paidNo = '';
      let failedNo = '';
      await withPsp(lostUrl, async () => {
        const paid = await call('demo01', '/arks/web/withdraw', {
          amount: 250_000,
          bank_account_id: vcb!.id,
          withdraw_password: '1234',
        });
        const failed = await call('demo01', '/arks/web/withdraw', {
          amount: 260_000,
          bank_account_id: acb!.id,
          withdraw_password: '1234',
        });
        expect([paid.body.code, failed.body.code]).toEqual(['100', '100']);
        paidNo = paid.body.data.order_no;
        failedNo = failed.body.data.order_no;
        await waitFor(
          async () => (await orderOf(paidNo)).status !== 'pending' && (await orderOf(failedNo)).status !== 'pending',
        );
      });
      expect((await (await fetch(`${lostUrl}/payouts/${paidNo}`)).json()).delivery).toBe('abandoned');
      expect(await orderOf(paidNo)).toMatchObject({ status: 'success' });
      expect(await orderOf(failedNo)).toMatchObject({ status: 'failed', failureReason: 'account_invalid' });
      expect(await mainOf('demo01')).toBe(before - 250_000);
      const [refunds] = await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `withdraw_refund:${failedNo}`));
      expect(refunds!.n).toBe(1);
    });

    it('the PSP answers order queries only when signed by the platform', async () => {
      expect((await simPost('/orders/query', { order_no: 'D1' })).status).toBe(401);
      const body = { order_no: 'D20990101FFFFFFFFFF' };
      const res = await simPost('/orders/query', body, signedHeaders(DEV_PAYMENT_SIM_SECRET, body));
      expect(await res.json()).toEqual({ found: false, order_no: body.order_no });
      const bad = { order_no: 42 };
      expect((await simPost('/orders/query', bad, signedHeaders(DEV_PAYMENT_SIM_SECRET, bad))).status).toBe(400);
    });
  });

  describe('bank accounts: bind codes (/user/BindAccount)', () => {
    it('binds, masks, and answers 201 202 203 204 205 206; bad input is HTTP 400 with nothing written', async () => {
      const store = (account: string, body: Record<string, unknown>, key?: string) =>
        call(account, '/arks/web/member/bank-account/store', body, key);
      const base = {
        bank_code: 'BIDV',
        account_name: 'NGUYEN VAN AN',
        account_number: '3101 0000 123 456',
        withdraw_password: '1234',
      };
      expect((await store('demo01', { ...base, bank_code: 'CHASE' })).body.code).toBe('206');
      expect((await store('demo01', { ...base, account_number: '12ab5678' })).body).toMatchObject({
        code: '201',
        data: { min_digits: 8, max_digits: 19 },
      });
      expect((await store('demo01', { ...base, account_number: '1234567' })).body.code).toBe('201');
      const wrong = await store('demo01', { ...base, withdraw_password: '9999' });
      expect(wrong.body).toMatchObject({ code: '205', data: { attempts_left: 4 } });
      expect((await store('demo01', { ...base, withdraw_password: undefined })).body.code).toBe('205');
      await db().delete(withdrawPasswordFailures);
      const ok = await store('demo01', base, 'bind-1');
      expect(ok.body).toMatchObject({
        code: '100',
        data: {
          bank_code: 'BIDV',
          bank_name: 'BIDV',
          account_number: '**********3456',
          status: 'unverified',
          verified_at: '',
        },
      });
      expect((await store('demo01', base, 'bind-1')).body).toEqual(ok.body);
      expect((await store('demo01', base)).body.code).toBe('203');
      expect((await store('agent01', { ...base, withdraw_password: '9999' })).body.code).toBe('202');
      expect(
        (
          await store('agent01', {
            ...base,
            bank_code: 'VCB',
            account_number: '0451000987654',
            withdraw_password: '9999',
          })
        ).body.code,
      ).toBe('202');
      expect((await store('demo01', { ...base, account_number: '31010000999888' })).body).toMatchObject({
        code: '204',
        data: { max: 3 },
      });
      expect((await accountsOf('demo01')).map((a) => a.accountNumber)).toEqual([
        '0451000987654',
        '2046180000',
        '31010000123456',
      ]);

      // Two members binding the same account at the same time: one gets it, the other 202.
      const race = await Promise.all(
        ['wallet01', 'notransfer01'].map((a) =>
          store(a, { bank_code: 'STB', account_name: 'RACE', account_number: '060012345678' }),
        ),
      );
      expect(race.map((r) => r.body.code).sort()).toEqual(['100', '202']);
      expect(
        (await db().select().from(bankAccounts).where(eq(bankAccounts.accountNumber, '060012345678'))).length,
      ).toBe(1);

      const counts = await rowCounts();
      for (const body of [
        { ...base, bank_code: undefined },
        { ...base, account_name: ' ' },
        { ...base, account_number: undefined },
        { ...base, withdraw_password: '123' },
        'not json',
      ]) {
        const res = await store('agent01', body as any);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('400');
      }
      expect(await rowCounts()).toEqual(counts);
    });

    it("unbinds: 209 not the member's, 205 wrong password, 208 first login, 210 while a withdrawal to it is pending; the number can then be bound again", async () => {
      const remove = (account: string, body: Record<string, unknown>, key?: string) =>
        call(account, '/arks/web/member/bank-account/remove', body, key);
      const mine = await accountsOf('demo01');
      const bidv = mine.find((a) => a.accountNumber === '31010000123456')!;
      const vcb = mine.find((a) => a.accountNumber === '0451000987654')!;
      expect((await remove('agent01', { id: bidv.id, withdraw_password: '9999' })).body.code).toBe('209');
      expect((await remove('demo01', { id: 999_999, withdraw_password: '1234' })).body.code).toBe('209');
      expect((await remove('demo01', { id: bidv.id, withdraw_password: '0000' })).body).toMatchObject({
        code: '205',
        data: { attempts_left: 4 },
      });
      expect((await remove('demo01', { id: bidv.id })).body.code).toBe('205');
      await db().delete(withdrawPasswordFailures);
      expect((await remove('firstlogin01', { id: bidv.id })).body.code).toBe('208');
      for (const body of [{}, { id: 'x' }, { id: bidv.id, withdraw_password: '12' }]) {
        const res = await remove('demo01', body);
        expect(res.status).toBe(400);
      }
      expect((await accountsOf('demo01')).every((a) => a.removedAt === null)).toBe(true);

      // A withdrawal to VCB still being paid out (the PSP cannot be reached) blocks its removal.
      Object.assign(server.app.platform.options, {
        paymentSimUrl: 'http://127.0.0.1:9',
        paymentSimApiUrl: 'http://127.0.0.1:9',
      });
      let orderNo = '';
      try {
        const held = await call('demo01', '/arks/web/withdraw', {
          amount: 200_000,
          bank_account_id: vcb.id,
          withdraw_password: '1234',
        });
        orderNo = held.body.data.order_no;
        expect((await remove('demo01', { id: vcb.id, withdraw_password: '1234' })).body).toMatchObject({
          code: '210',
          data: { order_no: orderNo },
        });
      } finally {
        Object.assign(server.app.platform.options, { paymentSimUrl: simUrl, paymentSimApiUrl: simUrl });
      }
      await waitFor(async () => (await orderOf(orderNo)).status === 'success');

      // Unbind BIDV (same key twice: one effect); it leaves the list and the count; another member may bind the number.
      const removed = await remove('demo01', { id: bidv.id, withdraw_password: '1234' }, 'unbind-bidv');
      expect(removed.body).toMatchObject({
        code: '100',
        data: { id: bidv.id, removed: 1, account_number: '**********3456' },
      });
      expect((await remove('demo01', { id: bidv.id, withdraw_password: '1234' }, 'unbind-bidv')).body).toEqual(
        removed.body,
      );
      expect((await remove('demo01', { id: bidv.id, withdraw_password: '1234' })).body.code).toBe('209');
      const list = await call('demo01', '/arks/web/member/bank-account', {});
      expect(list.body.data.list.map((a: { id: number }) => a.id)).not.toContain(bidv.id);
      const rebound = await call('agent01', '/arks/web/member/bank-account/store', {
        bank_code: 'BIDV',
        account_name: 'TRAN THI BINH',
        account_number: '31010000123456',
        withdraw_password: '9999',
      });
      expect(rebound.body).toMatchObject({ code: '100', data: { status: 'unverified' } });
      // A removed account cannot be used for a withdrawal.
      expect(
        (
          await call('demo01', '/arks/web/withdraw', {
            amount: 200_000,
            bank_account_id: bidv.id,
            withdraw_password: '1234',
          })
        ).body.code,
      ).toBe('203');
    });
  });

  describe('deposit codes and bad input', () => {
    it('answers 201 202 204 205; bad input is HTTP 400 with nothing written', async () => {
      expect((await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_BANK', amount: 100_000 })).body.code).toBe(
        '201',
      );
      expect(
        (await deposit('demo01', { method: 'e_wallet', channel_id: 'USD_SKRILL', amount: 100_000 })).body.code,
      ).toBe('201');
      expect(
        (await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 49_999 })).body,
      ).toMatchObject({ code: '202', data: { min: 50_000, max: 50_000_000 } });
      expect(
        (await deposit('demo02', { method: 'e_wallet', channel_id: 'USD_SKRILL', amount: 10_000.01 })).body.code,
      ).toBe('202');
      const [vcb] = await accountsOf('demo01');
      expect(
        (
          await deposit('agent01', {
            method: 'bank_transfer',
            channel_id: 'VND_BANK',
            amount: 100_000,
            bank_account_id: vcb!.id,
          })
        ).body.code,
      ).toBe('204');
      const opened: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await deposit('agent01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000 + i });
        expect(res.body.code).toBe('100');
        opened.push(res.body.data.order_no);
      }
      expect(
        (await deposit('agent01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000 })).body,
      ).toMatchObject({ code: '205', data: { max: 5 } });
      for (const orderNo of opened)
        expect((await call('agent01', '/arks/web/deposit/cancel', { order_no: orderNo })).body.code).toBe('100');

      const counts = await rowCounts();
      const bad: Array<[string, Record<string, unknown>, string]> = [
        ['demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 'abc' }, 'amount'],
        ['demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 0 }, 'amount'],
        ['demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000.5 }, 'amount'],
        ['demo02', { method: 'e_wallet', channel_id: 'USD_SKRILL', amount: 10.555 }, 'amount'],
        ['demo01', { method: 'crypto', channel_id: 'VND_MOMO', amount: 100_000 }, 'method'],
        ['demo01', { channel_id: 'VND_MOMO', amount: 100_000 }, 'method'],
        [
          'demo01',
          { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000, return_url: 'https://evil.example/steal' },
          'return_url',
        ],
        [
          'demo01',
          { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000, return_url: 'javascript:alert(1)' },
          'return_url',
        ],
        [
          'demo01',
          { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000, bank_account_id: vcb!.id },
          'bank_account_id',
        ],
      ];
      for (const [account, body, field] of bad) {
        const res = await deposit(account, body, `bad-dep-${field}-${JSON.stringify(body).length}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(field);
      }
      expect((await call('demo01', '/arks/web/fast-deposit', { amount: -1 })).status).toBe(400);
      expect(await rowCounts()).toEqual(counts);
    });
  });

  describe('SPEC §3 need_bank_account_deposit_verified: verify01', () => {
    it('blocked → bind → bank-transfer deposit from the bound account → account verified → flag 0', async () => {
      const layout = async () =>
        (await call('verify01', '/member/profile/common/layout')).body.data.need_bank_account_deposit_verified;
      expect(await layout()).toBe(1);
      const blocked = await deposit('verify01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000 });
      expect(blocked.body).toMatchObject({ code: '203', data: { redirect: '/user/BindAccount' } });
      expect((await call('verify01', '/arks/web/fast-deposit', { amount: 100_000 })).body.code).toBe('203');
      expect(
        (await deposit('verify01', { method: 'bank_transfer', channel_id: 'VND_BANK', amount: 100_000 })).body.code,
      ).toBe('203');
      // verify01 has no withdraw password: binding does not ask for one.
      const bound = await call('verify01', '/arks/web/member/bank-account/store', {
        bank_code: 'MB',
        account_name: 'LE VAN C',
        account_number: '0801234567890',
      });
      expect(bound.body).toMatchObject({ code: '100', data: { status: 'unverified' } });
      expect(await layout()).toBe(1);
      const first = await deposit('verify01', {
        method: 'bank_transfer',
        channel_id: 'VND_BANK',
        amount: 100_000,
        bank_account_id: bound.body.data.id,
      });
      expect(first.body.code).toBe('100');
      // A failed transfer verifies nothing.
      await press(first.body.data.pay_url, 'cancel');
      expect(await layout()).toBe(1);
      const second = await deposit('verify01', {
        method: 'bank_transfer',
        channel_id: 'VND_BANK',
        amount: 100_000,
        bank_account_id: bound.body.data.id,
      });
      expect((await press(second.body.data.pay_url, 'pay')).status).toBe(200);
      expect(await mainOf('verify01')).toBe(100_000);
      const [account] = await accountsOf('verify01');
      expect(account).toMatchObject({ status: 'verified' });
      expect(account!.verifiedAt).not.toBeNull();
      expect(await layout()).toBe(0);
      expect(
        (await deposit('verify01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 100_000 })).body.code,
      ).toBe('100');
    });
  });

  describe('SPEC §7 records: transaction record and deposit/withdraw record', () => {
    it('transaction record: date range, type filter, paging, running balance', async () => {
      const all = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: daysAgo(30),
        end_date: tomorrow(),
        count: 100,
      });
      expect(all.body.code).toBe('100');
      const list = all.body.data.list as any[];
      expect(all.body.data.total).toBe(list.length);
      // Newest first; each main-wallet row's balance_after = the older one's + its amount.
      const main = list.filter((r) => r.wallet === 'main');
      for (let i = 0; i < main.length - 1; i++)
        expect(main[i].balance_after).toBe(main[i + 1].balance_after + main[i].amount);
      expect(main[0].balance_after).toBe(await mainOf('demo01'));
      const types = new Set(list.map((r) => r.type));
      for (const t of ['deposit', 'withdraw', 'withdraw_refund', 'opening_balance']) expect(types).toContain(t);
      const seeded = list.filter((r) => /DEMO0000/.test(r.order_no));
      expect(seeded.map((r) => r.type)).toEqual(['withdraw', 'withdraw', 'withdraw_refund', 'withdraw', 'deposit']);

      const page1 = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: daysAgo(30),
        end_date: tomorrow(),
        page: 1,
        count: 3,
      });
      const page2 = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: daysAgo(30),
        end_date: tomorrow(),
        page: 2,
        count: 3,
      });
      expect(page1.body.data).toMatchObject({ page: 1, count: 3, total: list.length });
      expect(page2.body.data.list.map((r: any) => r.id)).toEqual(list.slice(3, 6).map((r) => r.id));
      const deposits = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: daysAgo(30),
        end_date: tomorrow(),
        type: 'deposit',
      });
      expect(deposits.body.data.list.every((r: any) => r.type === 'deposit' && r.amount > 0 && r.order_no)).toBe(true);
      expect(deposits.body.data.list.at(-1).remark).toEqual({
        key: 'deposit',
        params: {
          order_no: deposits.body.data.list.at(-1).order_no,
          channel: 'Internet Banking',
          method: 'bank_transfer',
        },
      });
      const old = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: daysAgo(11),
        end_date: daysAgo(9),
      });
      expect(old.body.data.list.map((r: any) => [r.type, r.amount])).toEqual([['deposit', 2_000_000]]);
      expect(old.body.data.list[0].balance_after).toBe(2_000_000);
      const none = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: '2020-01-01',
        end_date: '2020-01-31',
      });
      expect(none.body.data).toEqual({ list: [], total: 0, page: 1, count: 20 });
    });

    it('dw record: type, status, paging and sums', async () => {
      const range = { start_date: daysAgo(30), end_date: tomorrow() };
      const all = await call('demo01', '/arks/web/member/dw-record', { ...range, count: 100 });
      const list = all.body.data.list as any[];
      expect(all.body.data.total).toBe(list.length);
      const sum = (kind: string) =>
        list.filter((o) => o.kind === kind && o.status === 'success').reduce((s, o) => s + o.amount, 0);
      expect(all.body.data.total_sum).toEqual({ deposit: sum('deposit'), withdraw: sum('withdraw') });
      const seeded = await call('demo01', '/arks/web/member/dw-record', {
        start_date: daysAgo(11),
        end_date: daysAgo(2),
        type: 0,
      });
      expect(seeded.body.data.list.map((o: any) => [o.kind, o.status, o.amount])).toEqual([
        ['withdraw', 'success', 1_000_000],
        ['deposit', 'cancelled', 200_000],
        ['withdraw', 'success', 1_000_000],
        ['deposit', 'failed', 500_000],
        ['withdraw', 'failed', 300_000],
        ['deposit', 'success', 2_000_000],
      ]);
      expect(seeded.body.data.total_sum).toEqual({ deposit: 2_000_000, withdraw: 2_000_000 });
      const p2 = await call('demo01', '/arks/web/member/dw-record', {
        start_date: daysAgo(11),
        end_date: daysAgo(2),
        page: 2,
        count: 4,
      });
      expect(p2.body.data).toMatchObject({
        total: 6,
        page: 2,
        count: 4,
        page_sum: { deposit: 2_000_000, withdraw: 0 },
      });
      expect(p2.body.data.list).toHaveLength(2);
      const onlyDeposits = await call('demo01', '/arks/web/member/dw-record', {
        start_date: daysAgo(11),
        end_date: daysAgo(2),
        type: 1,
      });
      expect(onlyDeposits.body.data.list.every((o: any) => o.kind === 'deposit')).toBe(true);
      expect(onlyDeposits.body.data.total).toBe(3);
      const failed = await call('demo01', '/arks/web/member/dw-record', {
        start_date: daysAgo(11),
        end_date: daysAgo(2),
        type: 2,
        status: 'failed',
      });
      expect(failed.body.data.list.map((o: any) => o.order_no)).toEqual([expect.stringMatching(/^W\d{8}DEMO00002$/)]);
      expect(failed.body.data.list[0].bank_account).toBe('ACB ******0000');
    });

    it('bad ranges are HTTP 400 naming the field', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date'],
        [{ start_date: '2025-03-01', end_date: '2025-13-01' }, 'end_date'],
        [{ start_date: '2025/03/01', end_date: '2025-03-02' }, 'start_date'],
        [{ start_date: '2025-03-10', end_date: '2025-03-01' }, 'end_date'],
        [{ start_date: '2025-01-01', end_date: '2025-04-03' }, 'end_date'],
        [{ end_date: '2025-04-03' }, 'start_date'],
        [{ start_date: '2025-01-01', end_date: '2025-01-02', count: 101 }, 'count'],
        [{ start_date: '2025-01-01', end_date: '2025-01-02', page: 0 }, 'page'],
      ];
      for (const url of ['/arks/web/member/transaction-record', '/arks/web/member/dw-record']) {
        for (const [body, field] of cases) {
          const res = await call('demo01', url, body);
          expect([url, res.status]).toEqual([url, 400]);
          expect(res.body.message).toContain(field);
          // The same as a key the apps translate, naming the field (SPEC §9: no English on the page).
          expect([url, res.body.field, REQUEST_ERROR_KEYS.includes(res.body.message_key)]).toEqual([url, field, true]);
        }
      }
      const tooLong = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: '2025-01-01',
        end_date: '2025-04-03',
      });
      expect(tooLong.body).toEqual({
        code: '400',
        message: 'end_date: the range is at most 92 days (got 93)',
        data: null,
        message_key: 'range_too_long',
        field: 'end_date',
        params: { max_days: 92, days: 93 },
      });
      const keyOf = async (body: Record<string, unknown>) => {
        const { message_key, field, params } = (await call('demo01', '/arks/web/member/dw-record', body)).body;
        return { message_key, field, params };
      };
      expect(await keyOf({ start_date: '2025-02-30', end_date: '2025-03-01' })).toEqual({
        message_key: 'invalid_date',
        field: 'start_date',
        params: undefined,
      });
      expect(await keyOf({ start_date: '2025-03-10', end_date: '2025-03-01' })).toEqual({
        message_key: 'range_order',
        field: 'end_date',
        params: undefined,
      });
      expect(await keyOf({ start_date: '2025/03/01', end_date: '2025-03-02' })).toEqual({
        message_key: 'invalid_format',
        field: 'start_date',
        params: undefined,
      });
      expect(await keyOf({ end_date: '2025-04-03' })).toEqual({
        message_key: 'required',
        field: 'start_date',
        params: undefined,
      });
      expect(await keyOf({ start_date: '2025-01-01', end_date: '2025-01-02', count: 101 })).toEqual({
        message_key: 'too_large',
        field: 'count',
        params: { limit: 100 },
      });
      expect(await keyOf({ start_date: '2025-01-01', end_date: '2025-01-02', page: 0 })).toEqual({
        message_key: 'too_small',
        field: 'page',
        params: { limit: 1 },
      });
      expect(await keyOf({ start_date: '2025-01-01', end_date: '2025-01-02', type: 3 })).toEqual({
        message_key: 'not_allowed',
        field: 'type',
        params: { allowed: '0, 1, 2' },
      });
      // 92 days inclusive is allowed.
      expect(
        (await call('demo01', '/arks/web/member/dw-record', { start_date: '2025-01-01', end_date: '2025-04-02' })).body
          .code,
      ).toBe('100');
      expect(
        (
          await call('demo01', '/arks/web/member/dw-record', {
            start_date: '2025-01-01',
            end_date: '2025-01-02',
            type: 3,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call('demo01', '/arks/web/member/transaction-record', {
            start_date: '2025-01-01',
            end_date: '2025-01-02',
            type: 'gift',
          })
        ).status,
      ).toBe(400);
    });
  });

  describe('SPEC §9 no English for people in the records: remarks and failure reasons are keys with parameters', () => {
    const remarkKeys: readonly string[] = TRANSACTION_REMARK_KEYS;
    const reasonKeys: readonly string[] = PAYMENT_FAILURE_REASONS;

    it('every transaction remark is a key of TRANSACTION_REMARK_KEYS with its parameters; a failed payout is withdraw_refunded with its reason code', async () => {
      const all = await call('demo01', '/arks/web/member/transaction-record', {
        start_date: daysAgo(30),
        end_date: tomorrow(),
        count: 100,
      });
      const list = all.body.data.list as Array<{
        type: string;
        order_no: string;
        gp_id: string;
        remark: { key: string; params: Record<string, unknown> };
      }>;
      expect(list.length).toBeGreaterThan(5);
      for (const r of list) {
        expect([r.type, remarkKeys.includes(r.remark.key)]).toEqual([r.type, true]);
        expect(typeof r.remark.params).toBe('object');
      }
      const seededRefund = list.find((r) => r.type === 'withdraw_refund' && /DEMO00002$/.test(r.order_no))!;
      expect(seededRefund.remark).toEqual({
        key: 'withdraw_refunded',
        params: { order_no: seededRefund.order_no, reason_code: 'account_invalid' },
      });
      const seededWithdraw = list.find((r) => r.type === 'withdraw' && /DEMO00002$/.test(r.order_no))!;
      expect(seededWithdraw.remark).toEqual({ key: 'withdraw', params: { order_no: seededWithdraw.order_no } });
      expect(list.find((r) => r.type === 'opening_balance')!.remark).toEqual({ key: 'opening_balance', params: {} });
      const bet = list.find((r) => r.type === 'bet');
      if (bet) expect(bet.remark).toMatchObject({ key: 'bet', params: { gp_id: bet.gp_id } });
      // The payout of this run to the account ending in 0000 (the simulator's rule) failed the same way.
      const refunds = list.filter((r) => r.type === 'withdraw_refund' && !/DEMO/.test(r.order_no));
      expect(refunds.length).toBeGreaterThan(0);
      for (const r of refunds)
        expect(r.remark).toEqual({
          key: 'withdraw_refunded',
          params: { order_no: r.order_no, reason_code: 'account_invalid' },
        });
      // No sentence anywhere in the answer.
      expect(JSON.stringify(all.body.data)).not.toMatch(
        /Withdrawal |Deposit |failed: refunded|Opening balance|beneficiary|main wallet/,
      );
    });

    it('dw record failure_reason: a key for failed and cancelled orders (the seeded ones, those of this run), null otherwise', async () => {
      const seeded = await call('demo01', '/arks/web/member/dw-record', {
        start_date: daysAgo(11),
        end_date: daysAgo(2),
        count: 100,
      });
      const byNo = Object.fromEntries(
        (seeded.body.data.list as Array<{ order_no: string; failure_reason: unknown }>).map((o) => [
          o.order_no.slice(-5),
          o.failure_reason,
        ]),
      );
      expect(byNo).toEqual({
        '00001': null,
        '00002': { key: 'account_invalid', params: {} },
        '00003': { key: 'payer_declined', params: {} },
        '00004': null,
        '00005': { key: 'member_cancelled', params: {} },
        '00006': null,
      });
      const recent = await call('demo01', '/arks/web/member/dw-record', {
        start_date: daysAgo(1),
        end_date: tomorrow(),
        count: 100,
      });
      for (const o of recent.body.data.list as Array<{
        order_no: string;
        status: string;
        failure_reason: { key: string; params: object } | null;
      }>) {
        if (o.status === 'failed' || o.status === 'cancelled')
          expect([o.order_no, reasonKeys.includes(o.failure_reason!.key)]).toEqual([o.order_no, true]);
        else expect([o.order_no, o.failure_reason]).toEqual([o.order_no, null]);
      }
      expect(JSON.stringify(recent.body.data)).not.toMatch(/declined by|cancelled by|rejected by|not paid in time/);
    });

    it('a reason the provider gives in its own words is kept only as the parameter of other; none at all is declined; rows written as English sentences read as their keys', async () => {
      const failWith = async (reason: string | undefined) => {
        const res = await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 50_000 });
        expect(res.body.code).toBe('100');
        const orderNo = res.body.data.order_no as string;
        const body = {
          order_no: orderNo,
          status: 'failed',
          amount: 50_000,
          currency: 'VND',
          psp_reference: `PSP-${orderNo}`,
          ...(reason === undefined ? {} : { reason }),
        };
        expect((await callback(body)).body.code).toBe('100');
        return (await call('demo01', '/arks/web/deposit/status', { order_no: orderNo })).body.data.failure_reason;
      };
      expect(await failWith('Issuer timeout #77')).toEqual({ key: 'other', params: { reason: 'Issuer timeout #77' } });
      expect(await failWith(undefined)).toEqual({ key: 'declined', params: {} });
      expect(await failWith('expired')).toEqual({ key: 'expired', params: {} });
      expect(await failWith('declined by the payer')).toEqual({ key: 'payer_declined', params: {} });

      // A row from before the keys: its English sentence is answered as its key.
      const res = await deposit('demo01', { method: 'e_wallet', channel_id: 'VND_MOMO', amount: 50_000 });
      const orderNo = res.body.data.order_no as string;
      await db()
        .update(paymentOrders)
        .set({ status: 'cancelled', settledAt: new Date(), failureReason: 'expired: not paid in time' })
        .where(eq(paymentOrders.orderNo, orderNo));
      expect(
        (await call('demo01', '/arks/web/deposit/status', { order_no: orderNo })).body.data.failure_reason,
      ).toEqual({ key: 'expired', params: {} });
    });
  });

  describe('withdraw password lock', () => {
    it('5 wrong withdraw passwords within 15 minutes lock withdrawals and binding for 15 minutes (207)', async () => {
      const [vcb] = await accountsOf('demo01');
      const base = { amount: 200_000, bank_account_id: vcb!.id };
      const left: number[] = [];
      for (let i = 0; i < 5; i++)
        left.push(
          (await call('demo01', '/arks/web/withdraw', { ...base, withdraw_password: '0000' })).body.data.attempts_left,
        );
      expect(left).toEqual([4, 3, 2, 1, 0]);
      const locked = await call('demo01', '/arks/web/withdraw', { ...base, withdraw_password: '1234' });
      expect(locked.body.code).toBe('207');
      expect(locked.body.data.retry_after_s).toBeGreaterThan(14 * 60);
      const bind = await call('demo01', '/arks/web/member/bank-account/store', {
        bank_code: 'TPB',
        account_name: 'X Y',
        account_number: '12345678901',
        withdraw_password: '1234',
      });
      expect(bind.body.code).toBe('207');
      server.clock.offsetMs = 14 * 60_000;
      expect((await call('demo01', '/arks/web/withdraw', { ...base, withdraw_password: '1234' })).body.code).toBe(
        '207',
      );
      server.clock.offsetMs = 16 * 60_000;
      try {
        const open = await call('demo01', '/arks/web/withdraw', { ...base, withdraw_password: '1234' });
        expect(open.body.code).toBe('100');
        await waitFor(async () => (await orderOf(open.body.data.order_no)).status === 'success');
      } finally {
        server.clock.offsetMs = 0;
      }
    });
  });

  it('the OpenAPI description documents the payment routes and their codes', async () => {
    const doc = json(await server.inject({ url: '/api/openapi.json' }));
    for (const path of [
      '/api/arks/web/payment/channels',
      '/api/arks/web/member/bank-account',
      '/api/arks/web/member/bank-account/store',
      '/api/arks/web/member/bank-account/banks',
      '/api/arks/web/deposit',
      '/api/arks/web/fast-deposit',
      '/api/arks/web/deposit/cancel',
      '/api/arks/web/deposit/status',
      '/api/arks/web/withdraw',
      '/api/arks/web/member/transaction-record',
      '/api/arks/web/member/dw-record',
      '/api/payment/callback',
    ]) {
      expect(doc.paths[path]?.post).toBeDefined();
    }
    expect(doc.paths['/api/arks/web/withdraw'].post.description).toContain('207 Too many wrong withdraw passwords');
    expect(doc.paths['/api/arks/web/deposit'].post.description).toContain('/user/BindAccount');
    expect(doc.paths['/api/payment/callback'].post.description).toContain('HMAC-SHA256');
  });
});
