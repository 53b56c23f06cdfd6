import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { BusEvents } from '@site/shared/contracts';
import { envelope, testMember } from '@site/shared/testing';
import { MemberRoot } from '../../member-root';
import { ORDER_STATUS_POLL_MS } from '../../lib/payments/get-order-status';
import { createPaymentsServer, makeAccount, PATHS, testProfile } from '../../test/fake-payments-server';
import { remoteProps, renderMember } from '../../test/render-member';
import vi from '../../locales/vi_VN.json';

const realFetch = globalThis.fetch;
const nb = (text: string) => text.replace(/ ₫/g, '\u00a0₫');
let server: ReturnType<typeof createPaymentsServer>;
const cleanups: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  cleanups.push(bus.on(name, (payload) => seen.push(payload)));
  seen.splice(0);
  return seen;
}

function setUp(options: Parameters<typeof createPaymentsServer>[0] = {}, timers = false) {
  server = createPaymentsServer(options);
  globalThis.fetch = server.fetch;
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member: testMember({ id: 1 }) });
    bus.emit('wallet:balance', { currency: 'VND', member_cash: 5_000_000 });
  });
  return renderMember(<MemberRoot {...remoteProps()} />, {
    route: '/Withdrawal',
    ...(timers ? { userEventOptions: { advanceTimers: jest.advanceTimersByTime } } : {}),
  });
}
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  cleanups.splice(0).forEach((off) => off());
});

const amount = () => screen.getByRole('textbox', { name: vi.withdraw.amount_label });
const digits = () => screen.getAllByLabelText(/Số thứ \d\/4 của mật khẩu rút tiền/);
const submit = () => screen.getByRole('button', { name: vi.withdraw.submit });

async function fill(user: ReturnType<typeof setUp>['user'], value = '300000', pin = '1234') {
  await user.click(screen.getByRole('radio', { name: /Vietcombank/ }));
  await user.type(amount(), value);
  if (pin) await user.type(digits()[0]!, pin);
}

describe('SPEC §2 /user/Withdrawal', () => {
  it('shows the main-wallet balance and limits, and only the verified accounts to choose from', async () => {
    setUp({ accounts: [makeAccount(1), makeAccount(2, { bank_name: 'ACB', status: 'unverified', verified_at: '' })] });
    await screen.findByRole('form', { name: vi.withdraw.form_label });
    expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('5.000.000 ₫');
    expect(screen.getByTestId('withdraw-limits')).toHaveTextContent('Mỗi lần rút: 200.000 ₫ – 100.000.000 ₫');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Vietcombank/ })).toBeChecked();
    expect(screen.getByRole('link', { name: vi.bank.manage_link })).toHaveAttribute('href', '/BindAccount');
  });

  it('SPEC §3 is_withdraw_password 0: told clearly, no form', async () => {
    setUp({ profile: testProfile({ is_withdraw_password: 0 }) });
    const notice = await screen.findByTestId('withdraw-no-password');
    expect(notice).toHaveTextContent(vi.withdraw.no_password_title);
    expect(notice).toHaveTextContent(vi.withdraw.no_password_text);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('no verified account: told why, with the way to bind one', async () => {
    setUp({ accounts: [makeAccount(2, { status: 'unverified', verified_at: '' })] });
    const notice = await screen.findByTestId('withdraw-no-account');
    expect(notice).toHaveTextContent(vi.withdraw.no_account_unverified);
    expect(within(notice).getByRole('link', { name: vi.withdraw.no_account_bind })).toHaveAttribute(
      'href',
      '/BindAccount',
    );
  });
});

describe('SPEC §5 withdrawal rules (yup), before any call', () => {
  it.each([
    ['', vi.amount.required],
    ['100000', 'Số tiền tối thiểu là 200.000 ₫'],
    ['6000000', 'Số tiền vượt quá số dư ví chính (5.000.000 ₫)'],
  ])('amount %p: %s', async (typed, message) => {
    const { user } = setUp();
    await screen.findByRole('form', { name: vi.withdraw.form_label });
    await fill(user, typed || undefined);
    if (!typed) await user.clear(amount());
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining(nb(message)));
    expect(server.callsTo(PATHS.withdraw)).toHaveLength(0);
  });

  it('the withdraw password is four digits in four boxes', async () => {
    const { user } = setUp();
    await screen.findByRole('form', { name: vi.withdraw.form_label });
    await fill(user, '300000', '12');
    await user.click(submit());
    expect(await screen.findByText(vi.withdraw_password.invalid)).toBeInTheDocument();
    expect(digits()).toHaveLength(4);
    expect(digits()[3]).toHaveAttribute('placeholder', '-');
    expect(server.callsTo(PATHS.withdraw)).toHaveLength(0);
  });
});

describe('withdraw result codes, each clearly', () => {
  it.each([
    ['206', { attempts_left: 3 }, 'Mật khẩu rút tiền không đúng. Bạn còn 3 lần thử trước khi bị khóa'],
    ['201', { min: 200000, max: 100000000 }, 'Số tiền rút phải từ 200.000 ₫ đến 100.000.000 ₫'],
    ['202', { member_cash: 100000 }, 'Số dư ví chính không đủ: bạn hiện có 100.000 ₫'],
    ['204', null, vi.withdraw.code['204']],
  ])('code %s at its field', async (code, data, text) => {
    const { user } = setUp();
    server.replyOnce(PATHS.withdraw, { body: envelope(code, data, 'server words') });
    await screen.findByRole('form', { name: vi.withdraw.form_label });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('server words')).toBeNull();
  });

  it.each([
    [
      '207',
      { retry_after_s: 840 },
      'Bạn đã nhập sai mật khẩu quá nhiều lần. Chức năng rút tiền và quản lý tài khoản ngân hàng bị khóa trong 14 phút',
    ],
    ['205', null, vi.withdraw.code['205']],
    ['208', null, vi.withdraw.code['208']],
    ['209', null, vi.withdraw.code['209']],
    ['210', null, vi.withdraw.code['210']],
  ])('code %s above the button', async (code, data, text) => {
    const { user } = setUp();
    server.replyOnce(PATHS.withdraw, { body: envelope(code, data, 'server words') });
    await screen.findByRole('form', { name: vi.withdraw.form_label });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent(text);
  });
});

describe('SPEC §4 a withdrawal: held at once, then its result', () => {
  it('shows the held amount and the balance after the hold, then polls to the payout', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const refresh = record('wallet:refresh-requested');
    const { user } = setUp({}, true);
    await screen.findByRole('form', { name: vi.withdraw.form_label });
    await fill(user, '1000000');
    await user.click(submit());
    const panel = await screen.findByTestId('withdraw-order');
    expect(within(panel).getByText(vi.withdraw.order.title_pending)).toBeInTheDocument();
    expect(within(panel).getByTestId('withdraw-order-text')).toHaveTextContent(
      '1.000.000 ₫ đã được trừ khỏi ví chính và đang được tạm giữ trong lúc chúng tôi chuyển khoản. Số dư ví chính hiện tại: 4.000.000 ₫.',
    );
    expect(server.callsTo(PATHS.withdraw)[0]?.body).toMatchObject({
      amount: 1000000,
      bank_account_id: 1,
      withdraw_password: '1234',
    });
    expect(refresh.length).toBeGreaterThanOrEqual(1);

    // The fake platform's first order of the test.
    server.settle('W20250601000001', { status: 'failed', failure_reason: { key: 'account_invalid', params: {} } });
    await act(async () => void (await jest.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS)));
    expect(await within(panel).findByText(vi.withdraw.order.title_failed)).toBeInTheDocument();
    expect(within(panel).getByText('Ngân hàng thụ hưởng từ chối tài khoản nhận')).toBeInTheDocument();
    expect(within(panel).getByTestId('withdraw-order-text')).toHaveTextContent('1.000.000 ₫ đã được hoàn về ví chính');
    await waitFor(() => expect(refresh.length).toBeGreaterThanOrEqual(2));
  });
});
