// A small in-memory payments platform for the Fund pages' tests: the payment calls of
// shared/src/contracts/api/payments.ts (channels, banks, bank accounts, deposit, status, cancel,
// withdraw) and the member profile, with the demo data of server/README.md ("Payments"). A test
// forces a refusal with `replyOnce(path, reply)`.
import type { BankAccountEntry, MemberProfile, PaymentChannelsResponse, PaymentOrder } from '@site/shared/contracts';
import { createFakeFetch, envelope, type FakeCall, type FakeReply } from '@site/shared/testing';

export const PATHS = {
  channels: '/api/arks/web/payment/channels',
  banks: '/api/arks/web/member/bank-account/banks',
  accounts: '/api/arks/web/member/bank-account',
  bind: '/api/arks/web/member/bank-account/store',
  unbind: '/api/arks/web/member/bank-account/remove',
  deposit: '/api/arks/web/deposit',
  fastDeposit: '/api/arks/web/fast-deposit',
  status: '/api/arks/web/deposit/status',
  cancel: '/api/arks/web/deposit/cancel',
  withdraw: '/api/arks/web/withdraw',
  profile: '/api/member/profile',
  letters: '/api/arks/web/member/letter',
} as const;

export const VND_CHANNELS: PaymentChannelsResponse = {
  currency: 'VND',
  list: [
    {
      method: 'bank_transfer',
      channel_id: 'VND_BANK',
      name: 'Internet Banking',
      min: 100_000,
      max: 300_000_000,
      presets: [],
      fee: 0,
    },
    { method: 'e_wallet', channel_id: 'VND_MOMO', name: 'MoMo', min: 50_000, max: 50_000_000, presets: [], fee: 0 },
    {
      method: 'fast_payment',
      channel_id: 'VND_FAST',
      name: 'VietQR Fast Pay',
      min: 100_000,
      max: 20_000_000,
      presets: [100_000, 200_000, 500_000],
      fee: 0,
    },
  ],
  withdraw: { min: 200_000, max: 100_000_000, fee: 0 },
};

export function makeAccount(id: number, over: Partial<BankAccountEntry> = {}): BankAccountEntry {
  return {
    id,
    bank_code: 'VCB',
    bank_name: 'Vietcombank',
    account_name: 'NGUYEN VAN A',
    account_number: `*********${String(4320 + id)}`,
    status: 'verified',
    verified_at: '2025-05-01T03:00:00.000Z',
    created_at: '2025-05-01T02:00:00.000Z',
    ...over,
  };
}

export function makeOrder(over: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    order_no: 'D20250601000001',
    kind: 'deposit',
    method: 'e_wallet',
    channel_id: 'VND_MOMO',
    channel_name: 'MoMo',
    amount: 500_000,
    fee: 0,
    currency: 'VND',
    status: 'pending',
    bank_account: '',
    failure_reason: null,
    // 14:30 UTC is 10:30 in Caracas (UTC−4, SPEC §9).
    created_at: '2025-06-01T14:30:00.000Z',
    settled_at: '',
    ...over,
  };
}

export const testProfile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 1,
  member_account: 'demo01',
  member_name: 'Nguyen Van A',
  is_withdraw_password: 1,
  member_birthday: '',
  member_email: '',
  member_currency: 'VND',
  member_phone: '',
  member_line: '',
  member_others: '',
  member_qq: '',
  member_skype: '',
  member_wechat: '',
  member_fb: '',
  member_zalo: '',
  member_telegram: '',
  member_whats_app: '',
  new_identity_id: '',
  ...over,
});

const pathOf = (call: FakeCall) => new URL(call.url, 'http://127.0.0.1').pathname;

export function createPaymentsServer(
  options: { accounts?: BankAccountEntry[]; profile?: MemberProfile; channels?: PaymentChannelsResponse } = {},
) {
  let accounts = [...(options.accounts ?? [makeAccount(1), makeAccount(2, { bank_code: 'ACB', bank_name: 'ACB' })])];
  const orders = new Map<string, PaymentOrder>();
  const forced = new Map<string, FakeReply[]>();
  let seq = 0;
  const fake = createFakeFetch((call): FakeReply => {
    const path = pathOf(call);
    const once = forced.get(path)?.shift();
    if (once) return once;
    const body = (call.body ?? {}) as Record<string, unknown>;
    switch (path) {
      case PATHS.letters:
        return 'hang';
      case PATHS.profile:
        return { body: envelope(100, { member_profile: options.profile ?? testProfile() }) };
      case PATHS.channels:
        return { body: envelope(100, options.channels ?? VND_CHANNELS) };
      case PATHS.banks:
        return {
          body: envelope(100, {
            currency: 'VND',
            list: [
              { bank_code: 'VCB', bank_name: 'Vietcombank' },
              { bank_code: 'ACB', bank_name: 'ACB' },
            ],
          }),
        };
      case PATHS.accounts:
        return { body: envelope(100, { list: accounts, max: 3 }) };
      case PATHS.bind: {
        const number = String(body.account_number);
        const account = makeAccount(10 + ++seq, {
          bank_code: String(body.bank_code),
          bank_name: body.bank_code === 'ACB' ? 'ACB' : 'Vietcombank',
          account_name: String(body.account_name),
          account_number: `${'*'.repeat(number.length - 4)}${number.slice(-4)}`,
          status: 'unverified',
          verified_at: '',
        });
        accounts = [...accounts, account];
        return { body: envelope(100, account) };
      }
      case PATHS.unbind: {
        const account = accounts.find((a) => a.id === body.id);
        if (!account) return { body: envelope(209, null, 'Unknown bank account') };
        accounts = accounts.filter((a) => a.id !== body.id);
        return { body: envelope(100, { ...account, removed: 1 }) };
      }
      case PATHS.fastDeposit:
      case PATHS.deposit: {
        if (path === PATHS.fastDeposit) Object.assign(body, { method: 'fast_payment', channel_id: 'VND_FAST' });
        const order = makeOrder({
          order_no: `D2025060100000${++seq}`,
          method: body.method as PaymentOrder['method'],
          channel_id: String(body.channel_id),
          channel_name:
            (options.channels ?? VND_CHANNELS).list.find((c) => c.channel_id === body.channel_id)?.name ?? '',
          amount: Number(body.amount),
        });
        orders.set(order.order_no, order);
        return {
          body: envelope(100, {
            order_no: order.order_no,
            status: 'pending',
            pay_url: `http://127.0.0.1:4200/pay?token=${order.order_no}`,
            expires_at: '2025-06-01T15:00:00.000Z',
            amount: order.amount,
            currency: 'VND',
            method: order.method,
            channel_id: order.channel_id,
          }),
        };
      }
      case PATHS.status: {
        const order = orders.get(String(body.order_no));
        return order ? { body: envelope(100, order) } : { body: envelope(201, null, 'Unknown order') };
      }
      case PATHS.cancel: {
        const order = orders.get(String(body.order_no));
        if (!order) return { body: envelope(201, null, 'Unknown order') };
        if (order.status !== 'pending') return { body: envelope(202, order, 'The order is no longer pending') };
        const cancelled = makeOrder({
          ...order,
          status: 'cancelled',
          settled_at: '2025-06-01T14:40:00.000Z',
          failure_reason: { key: 'member_cancelled', params: {} },
        });
        orders.set(order.order_no, cancelled);
        return { body: envelope(100, cancelled) };
      }
      case PATHS.withdraw: {
        const account = accounts.find((a) => a.id === body.bank_account_id);
        const order = makeOrder({
          order_no: `W2025060100000${++seq}`,
          kind: 'withdraw',
          method: 'bank_transfer',
          channel_id: '',
          channel_name: '',
          amount: Number(body.amount),
          bank_account: account ? `${account.bank_name} ${account.account_number}` : '',
        });
        orders.set(order.order_no, order);
        return { body: envelope(100, { ...order, member_cash: 5_000_000 - order.amount }) };
      }
      default:
        return { status: 404, body: envelope(404, null, 'Not found') };
    }
  });
  return {
    fetch: fake.fetch,
    calls: fake.calls,
    callsTo: (path: string) => fake.calls.filter((c) => pathOf(c) === path),
    /** The next call to `path` answers `reply` (then the usual answer again). */
    replyOnce(path: string, ...replies: FakeReply[]) {
      forced.set(path, [...(forced.get(path) ?? []), ...replies]);
    },
    /** The PSP settles an order (its callback), as the next status call will show. */
    settle(orderNo: string, over: Partial<PaymentOrder>) {
      const order = orders.get(orderNo);
      if (order) orders.set(orderNo, { ...order, settled_at: '2025-06-01T14:35:00.000Z', ...over });
    },
    addOrder(order: PaymentOrder) {
      orders.set(order.order_no, order);
    },
    get accounts() {
      return accounts;
    },
  };
}
