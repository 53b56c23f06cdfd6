import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { STORAGE_KEYS } from '@site/shared/constants';
import type { BusEvents, MemberLayout } from '@site/shared/contracts';
import { envelope, testMember, type FakeReply } from '@site/shared/testing';
import { MemberRoot } from '../../member-root';
import { ORDER_STATUS_POLL_MS } from '../../lib/payments/get-order-status';
import { createPaymentsServer, makeAccount, makeOrder, PATHS } from '../../test/fake-payments-server';
import { remoteProps, renderMember } from '../../test/render-member';
import vi from '../../locales/vi_VN.json';
import { checkoutHost } from './lib/checkout-window';

const realFetch = globalThis.fetch;
/** Amounts are written with a no-break space before the symbol. */
const nb = (text: string) => text.replace(/ ₫/g, '\u00a0₫');
let server: ReturnType<typeof createPaymentsServer>;
const cleanups: Array<() => void> = [];

function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  cleanups.push(bus.on(name, (payload) => seen.push(payload)));
  seen.splice(0);
  return seen;
}

function signIn(member: MemberLayout = testMember({ id: 1 })) {
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member });
    bus.emit('wallet:balance', { currency: 'VND', member_cash: 5_000_000 });
  });
}

/** A deposit window as window.open returns it. */
function fakeWindow() {
  return { closed: false, close: jest.fn(), location: { replace: jest.fn() } } as unknown as Window & {
    close: jest.Mock;
    location: { replace: jest.Mock };
  };
}

function deferred() {
  let resolve!: (r: FakeReply) => void;
  const promise = new Promise<FakeReply>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

async function renderDeposit(options: { layout?: 'desktop' | 'mobile'; route?: string; timers?: boolean } = {}) {
  const view = renderMember(<MemberRoot {...remoteProps({ layout: options.layout ?? 'desktop' })} />, {
    route: options.route ?? '/Deposit',
    ...(options.timers ? { userEventOptions: { advanceTimers: jest.advanceTimersByTime } } : {}),
  });
  await screen.findByRole('form', { name: vi.deposit.form_label });
  return view;
}

const amountInput = () => screen.getByRole('textbox', { name: vi.deposit.amount_label });
const submit = () => screen.getByRole('button', { name: vi.deposit.submit });

let open: jest.SpyInstance;
let assign: jest.SpyInstance;
beforeEach(() => {
  server = createPaymentsServer();
  globalThis.fetch = server.fetch;
  localStorage.clear();
  open = jest.spyOn(checkoutHost, 'open').mockImplementation(() => fakeWindow());
  assign = jest.spyOn(checkoutHost, 'assign').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  open.mockRestore();
  assign.mockRestore();
  cleanups.splice(0).forEach((off) => off());
});

describe('SPEC §2 /user/Deposit: channels and amount', () => {
  it('shows the channels of the member currency as cards with their limits; the first is chosen', async () => {
    await renderDeposit();
    expect(server.callsTo(PATHS.channels)[0]?.body).toEqual({ currency: 'VND' });
    const cards = screen.getAllByRole('radio');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Internet Banking/ })).toBeChecked();
    const momo = screen.getAllByTestId('deposit-channel')[1]!;
    expect(within(momo).getByTestId('deposit-channel-limits')).toHaveTextContent('50.000 ₫ – 50.000.000 ₫');
    expect(within(momo).getByText(vi.records.method.e_wallet)).toBeInTheDocument();
  });

  it('quick amounts follow the channel (presets for fast payment) and fill the amount', async () => {
    const { user } = await renderDeposit();
    const quick = () => screen.getAllByTestId('quick-amount').map((b) => b.textContent?.replace(/\s/g, ' '));
    expect(quick()).toEqual(['100.000 ₫', '200.000 ₫', '500.000 ₫', '1.000.000 ₫', '2.000.000 ₫', '5.000.000 ₫']);
    await user.click(screen.getByRole('radio', { name: /VietQR/ }));
    expect(quick()).toEqual(['100.000 ₫', '200.000 ₫', '500.000 ₫']);
    await user.click(screen.getByRole('button', { name: nb('200.000 ₫') }));
    expect(amountInput()).toHaveValue('200000');
    expect(screen.getByRole('button', { name: nb('200.000 ₫') })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('amount-echo')).toHaveTextContent('200.000 ₫');
  });
});

describe('SPEC §5 /user/Deposit: the amount is checked before any call (yup)', () => {
  it.each([
    ['', vi.amount.required],
    ['abc', vi.amount.invalid],
    ['10000', 'Số tiền tối thiểu là 50.000 ₫'],
    ['60000000', 'Số tiền tối đa là 50.000.000 ₫'],
  ])('amount %p: %s, tied to the field', async (typed, message) => {
    const { user } = await renderDeposit();
    await user.click(screen.getByRole('radio', { name: /MoMo/ }));
    if (typed) await user.type(amountInput(), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(amountInput()).toHaveAccessibleDescription(expect.stringContaining(nb(message)));
    expect(server.callsTo(PATHS.deposit)).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('group separators are accepted: "500.000" is five hundred thousand', async () => {
    const { user } = await renderDeposit();
    await user.click(screen.getByRole('radio', { name: /MoMo/ }));
    await user.type(amountInput(), '500.000');
    await user.click(submit());
    await waitFor(() => expect(server.callsTo(PATHS.deposit)).toHaveLength(1));
    expect(server.callsTo(PATHS.deposit)[0]?.body).toMatchObject({
      method: 'e_wallet',
      channel_id: 'VND_MOMO',
      amount: 500000,
    });
  });
});

describe('SPEC §2/§3 deposit window: popup on desktop, same tab on mobile', () => {
  it('desktop: /loading opens in the click, before the answer; then the window goes to the checkout', async () => {
    const answer = deferred();
    server.replyOnce(PATHS.deposit, answer.promise as unknown as FakeReply);
    const win = fakeWindow();
    open.mockImplementation(() => win);
    const { user } = await renderDeposit();
    await user.click(screen.getByRole('radio', { name: /MoMo/ }));
    await user.type(amountInput(), '500000');
    await user.click(submit());

    expect(open).toHaveBeenCalledWith('/loading', 'depositWindow', 'width=1500,height=800');
    expect(localStorage.getItem(STORAGE_KEYS.waitingWindow)).toBe('depositWindow');
    expect(win.location.replace).not.toHaveBeenCalled();
    const body = server.callsTo(PATHS.deposit)[0]?.body as Record<string, unknown>;
    expect(body.return_url).toBe(`${window.location.origin}/user/Deposit`);
    expect(body.idempotency_key).toEqual(expect.any(String));

    await act(async () =>
      answer.resolve({
        body: envelope(100, {
          order_no: 'D1',
          status: 'pending',
          pay_url: 'http://127.0.0.1:4200/pay?token=D1',
          expires_at: '2025-06-01T15:00:00.000Z',
          amount: 500000,
          currency: 'VND',
          method: 'e_wallet',
          channel_id: 'VND_MOMO',
        }),
      }),
    );
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('http://127.0.0.1:4200/pay?token=D1'));
    expect(localStorage.getItem(STORAGE_KEYS.waitingUrl)).toBe('http://127.0.0.1:4200/pay?token=D1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('desktop with the popup blocked: the checkout opens in this tab', async () => {
    open.mockImplementation(() => null);
    const { user } = await renderDeposit();
    await user.type(amountInput(), '200000');
    await user.click(submit());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/127\.0\.0\.1:4200\/pay\?token=/)),
    );
    expect(localStorage.getItem(STORAGE_KEYS.waitingWindow)).toBeNull();
  });

  it('mobile (layout mobile): no popup, the checkout opens in this tab', async () => {
    const { user } = await renderDeposit({ layout: 'mobile' });
    await user.type(amountInput(), '200000');
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
  });

  it('a refused deposit closes the blank window and forgets it', async () => {
    const win = fakeWindow();
    open.mockImplementation(() => win);
    server.replyOnce(PATHS.deposit, { body: envelope(205, { max: 5 }, 'Too many') });
    const { user } = await renderDeposit();
    await user.type(amountInput(), '200000');
    await user.click(submit());
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent(
      'Bạn đang có 5 lệnh nạp chờ thanh toán. Vui lòng thanh toán hoặc hủy bớt một lệnh trước.',
    );
    expect(win.close).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.waitingWindow)).toBeNull();
  });
});

describe('SPEC §8-style deposit result codes, each as a clear message', () => {
  it('201: at the channel', async () => {
    server.replyOnce(PATHS.deposit, { body: envelope(201, null, 'server words') });
    const { user } = await renderDeposit();
    await user.type(amountInput(), '200000');
    await user.click(submit());
    expect(await screen.findByText(vi.deposit.code['201'])).toBeInTheDocument();
    expect(screen.queryByText('server words')).toBeNull();
  });

  it('202: at the amount, with the limits the platform names', async () => {
    server.replyOnce(PATHS.deposit, { body: envelope(202, { min: 100000, max: 300000000 }, 'out of range') });
    const { user } = await renderDeposit();
    await user.type(amountInput(), '200000');
    await user.click(submit());
    const message = 'Số tiền nạp qua kênh này phải từ 100.000 ₫ đến 300.000.000 ₫';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountInput()).toHaveAccessibleDescription(expect.stringContaining(nb(message)));
  });

  it('203: the member is sent to /user/BindAccount', async () => {
    server.replyOnce(PATHS.deposit, { body: envelope(203, { redirect: '/user/BindAccount' }, 'verify') });
    const { user } = await renderDeposit();
    await user.type(amountInput(), '200000');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: vi.bank.heading, level: 1 })).toBeInTheDocument();
  });

  it('204: at the account the transfer comes from', async () => {
    server.replyOnce(PATHS.deposit, { body: envelope(204, null, 'unknown') });
    const { user } = await renderDeposit();
    await user.selectOptions(screen.getByRole('combobox', { name: vi.deposit.from_account_label }), '1');
    await user.type(amountInput(), '200000');
    await user.click(submit());
    expect(await screen.findByText(vi.deposit.code['204'])).toBeInTheDocument();
    expect(server.callsTo(PATHS.deposit)[0]?.body).toMatchObject({ bank_account_id: 1, method: 'bank_transfer' });
  });

  it('a network failure says so', async () => {
    server.replyOnce(PATHS.deposit, 'network-error');
    const { user } = await renderDeposit();
    await user.type(amountInput(), '200000');
    await user.click(submit());
    expect(await screen.findByTestId('deposit-error')).toBeInTheDocument();
  });
});

describe('SPEC §4 the pending deposit until it settles', () => {
  async function startMomoDeposit(user: Awaited<ReturnType<typeof renderDeposit>>['user']) {
    await user.click(screen.getByRole('radio', { name: /MoMo/ }));
    await user.type(amountInput(), '500000');
    await user.click(submit());
    return screen.findByTestId('deposit-order');
  }

  it('shows the order (amount, channel, status, time in Caracas) and polls the status to success', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const toasts = record('toast:show');
    const refresh = record('wallet:refresh-requested');
    const { user } = await renderDeposit({ timers: true });
    const panel = await startMomoDeposit(user);
    expect(await within(panel).findByText(vi.deposit.order.title_pending)).toBeInTheDocument();
    expect(within(panel).getByTestId('order-amount')).toHaveTextContent('500.000 ₫');
    expect(within(panel).getByText('MoMo')).toBeInTheDocument();
    expect(within(panel).getByText('2025-06-01 10:30:00')).toBeInTheDocument();
    expect(within(panel).getByTestId('record-status')).toHaveTextContent(vi.records.status.pending);
    expect(within(panel).getByRole('link', { name: vi.deposit.order.open_checkout })).toHaveAttribute(
      'href',
      expect.stringContaining('4200/pay'),
    );

    const orderNo = server.callsTo(PATHS.status)[0]?.body as { order_no: string };
    server.settle(orderNo.order_no, { status: 'success' });
    await act(async () => void (await jest.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS)));
    expect(await within(panel).findByText(vi.deposit.order.title_success)).toBeInTheDocument();
    expect(toasts).toContainEqual(
      expect.objectContaining({
        kind: 'success',
        message: 'member:deposit.success_toast',
        params: { amount: nb('500.000 ₫') },
      }),
    );
    expect(refresh).toEqual([{}]);
    const calls = server.callsTo(PATHS.status).length;
    await act(async () => void (await jest.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS * 3)));
    expect(server.callsTo(PATHS.status)).toHaveLength(calls);
  });

  it('a failed deposit shows why', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { user } = await renderDeposit({ timers: true });
    const panel = await startMomoDeposit(user);
    await within(panel).findByText(vi.deposit.order.title_pending);
    const { order_no } = server.callsTo(PATHS.status)[0]?.body as { order_no: string };
    server.settle(order_no, { status: 'failed', failure_reason: { key: 'payer_declined', params: {} } });
    await act(async () => void (await jest.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS)));
    expect(await within(panel).findByText(vi.deposit.order.title_failed)).toBeInTheDocument();
    expect(within(panel).getByText('Giao dịch bị từ chối trên ví điện tử')).toBeInTheDocument();
  });

  it('SPEC §7 member_deposit.success on the bus: success toast and the balance is read again', async () => {
    const toasts = record('toast:show');
    const refresh = record('wallet:refresh-requested');
    const { user } = await renderDeposit();
    const panel = await startMomoDeposit(user);
    await within(panel).findByText(vi.deposit.order.title_pending);
    const { order_no } = server.callsTo(PATHS.status)[0]?.body as { order_no: string };
    server.settle(order_no, { status: 'success' });
    act(() =>
      bus.emit('realtime:event', {
        channel: 'member.1',
        event: 'member_deposit.success',
        data: { order_no, amount: 500000, currency: 'VND' },
      }),
    );
    expect(toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', message: 'member:deposit.success_toast' }),
    );
    expect(refresh).toEqual([{}]);
    expect(await within(panel).findByText(vi.deposit.order.title_success)).toBeInTheDocument();
    // The status call confirming it later does not announce it twice.
    expect(toasts.filter((t) => t.kind === 'success')).toHaveLength(1);
  });

  it('the pending deposit can be cancelled', async () => {
    const { user } = await renderDeposit();
    const panel = await startMomoDeposit(user);
    await user.click(await within(panel).findByRole('button', { name: vi.deposit.order.cancel }));
    expect(await within(panel).findByText(vi.deposit.order.title_cancelled)).toBeInTheDocument();
    expect(within(panel).getByText('Bạn đã hủy giao dịch này')).toBeInTheDocument();
    expect(server.callsTo(PATHS.cancel)).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: vi.deposit.order.cancel })).toBeNull();
  });

  it('coming back from the payment page (?order_no=) shows that order', async () => {
    server.addOrder(makeOrder({ order_no: 'D9', status: 'success', settled_at: '2025-06-01T14:35:00.000Z' }));
    await renderDeposit({ route: '/Deposit?order_no=D9&status=success' });
    const panel = await screen.findByTestId('deposit-order');
    expect(await within(panel).findByText(vi.deposit.order.title_success)).toBeInTheDocument();
    expect(within(panel).getByText('D9')).toBeInTheDocument();
  });
});

describe('SPEC §2/§5 a member who must verify a bank account (need_bank_account_deposit_verified 1)', () => {
  const verifyMember = testMember({ id: 7, member_account: 'verify01', need_bank_account_deposit_verified: 1 });

  it('without a bound account: the prompt and a button to /user/BindAccount instead of the form', async () => {
    server = createPaymentsServer({ accounts: [] });
    globalThis.fetch = server.fetch;
    signIn(verifyMember);
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Deposit' });
    const prompt = await screen.findByTestId('bank-verification-prompt');
    expect(prompt).toHaveTextContent(vi.deposit.verify.title);
    expect(prompt).toHaveTextContent(vi.deposit.verify.text);
    await waitFor(() => expect(screen.queryByRole('form', { name: vi.deposit.form_label })).toBeNull());
    const link = within(prompt).getByRole('link', { name: vi.deposit.verify.bind });
    expect(link).toHaveAttribute('href', '/BindAccount');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: vi.bank.heading, level: 1 })).toBeInTheDocument();
  });

  it('with a bound account: bank transfer only, from that account (required)', async () => {
    server = createPaymentsServer({ accounts: [makeAccount(3, { status: 'unverified', verified_at: '' })] });
    globalThis.fetch = server.fetch;
    signIn(verifyMember);
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Deposit' });
    await screen.findByRole('form', { name: vi.deposit.form_label });
    expect(screen.getByTestId('bank-verification-prompt')).toHaveTextContent(vi.deposit.verify.with_accounts);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Internet Banking/ })).toBeChecked();
    const from = screen.getByRole('combobox', { name: vi.deposit.from_account_label });
    expect(from).toHaveValue('3');
    expect(within(from).queryByRole('option', { name: vi.deposit.from_account_none })).toBeNull();
    await user.type(amountInput(), '100000');
    await user.click(submit());
    await waitFor(() => expect(server.callsTo(PATHS.deposit)).toHaveLength(1));
    expect(server.callsTo(PATHS.deposit)[0]?.body).toMatchObject({ method: 'bank_transfer', bank_account_id: 3 });
  });
});
