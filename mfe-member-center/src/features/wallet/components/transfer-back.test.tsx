import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { BusEvents, MyCashResponse } from '@site/shared/contracts';
import { commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, testMember, type FakeCall, type FakeReply } from '@site/shared/testing';
import { Toaster } from '@site/shared/ui';
import { renderMember } from '../../../test/render-member';
import vi from '../../../locales/vi_VN.json';
import { MyWalletPage } from './my-wallet-page';

const member = testMember({ id: 21, member_currency: 'VND' });

const wallet: MyCashResponse = {
  my_cash_list: [
    {
      gp_id: 'GP001',
      gp_name: 'Sunrise Slots',
      cash: 40000,
      is_light: 1,
      icon_light: '/api/assets/gp/GP001-light.png',
      icon_dark: '/api/assets/gp/GP001-dark.png',
    },
  ],
  total: 1040000,
};

const MY_CASH = '/api/member/profile/my_cash';
const ALL_BACK = '/api/member/profile/balance/all/back';
const GET_BACK = '/api/member/profile/balance_get_back';
const pathOf = (call: FakeCall) => new URL(call.url, 'http://127.0.0.1').pathname;

let transferReply: (path: string) => FakeReply | Promise<FakeReply>;
let fake: ReturnType<typeof createFakeFetch>;
const callsTo = (path: string) => fake.calls.filter((c) => pathOf(c) === path);
const realFetch = globalThis.fetch;

const cleanups: Array<() => void> = [];
/** The events of one kind from now on (a replayed last value is left out). */
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  cleanups.push(bus.on(name, (payload) => seen.push(payload)));
  seen.splice(0);
  return seen;
}

beforeEach(() => {
  transferReply = () => ({
    body: envelope(100, { amount: 40000, list: [{ gp_id: 'GP001', cash: 40000 }], skipped: [] }),
  });
  fake = createFakeFetch((call) =>
    pathOf(call) === MY_CASH ? { body: envelope(100, wallet) } : transferReply(pathOf(call)),
  );
  globalThis.fetch = fake.fetch;
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member });
    bus.emit('wallet:balance', { currency: 'VND', member_cash: 1000000 });
    bus.emit('wallet:transfer-back', { running: false });
  });
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  cleanups.splice(0).forEach((off) => off());
});

const getBackName = new RegExp(vi.wallet.get_back);
const allBackName = new RegExp(vi.wallet.transfer_back);
const getBackButton = () => screen.getByRole('button', { name: getBackName });
const allBackButton = () => screen.getByRole('button', { name: allBackName });

async function renderWallet(options: Parameters<typeof renderMember>[1] = {}) {
  const view = renderMember(
    <>
      <MyWalletPage />
      <Toaster />
    </>,
    options,
  );
  await screen.findByTestId('wallet-total');
  await waitFor(() => expect(getBackButton()).toBeEnabled());
  return view;
}

const BUTTONS = [
  { label: 'balance get back', path: GET_BACK, button: getBackButton },
  { label: 'one-key transfer back', path: ALL_BACK, button: allBackButton },
] as const;

describe('SPEC §7/§8 MyWallet: balance get back', () => {
  it('sits beside the one-key button, as a secondary action', async () => {
    await renderWallet();
    const group = screen.getByTestId('transfer-back-actions');
    expect(group).toContainElement(getBackButton());
    expect(group).toContainElement(allBackButton());
  });

  it('SPEC §7 balance_get_back: success names the amount, then the cards and the header balance are read again', async () => {
    const refresh = record('wallet:refresh-requested');
    const { user } = await renderWallet();
    expect(callsTo(MY_CASH)).toHaveLength(1);

    await user.click(getBackButton());
    expect(await screen.findByText('Đã chuyển 40.000 ₫ từ ván chơi gần nhất về ví chính')).toBeInTheDocument();
    expect(callsTo(GET_BACK)).toHaveLength(1);
    expect(callsTo(GET_BACK)[0]?.method).toBe('POST');
    expect(callsTo(ALL_BACK)).toHaveLength(0);
    await waitFor(() => expect(callsTo(MY_CASH)).toHaveLength(2));
    expect(refresh).toEqual([{}]);
  });

  it('without an amount in the answer, success still says the balance is back', async () => {
    transferReply = () => ({ body: envelope(100, {}) });
    const { user } = await renderWallet();
    await user.click(getBackButton());
    expect(await screen.findByText(vi.wallet.get_back_done)).toBeInTheDocument();
  });

  it.each(
    BUTTONS.flatMap(({ label, path, button }) =>
      (['101', '102', '103', '104', '105'] as const).map((code) => ({ label, path, button, code })),
    ),
  )('SPEC §8 $label code $code shows one_key_err_code_$code', async ({ path, button, code }) => {
    transferReply = (p) => (p === path ? { body: envelope(code, null, `server says ${code}`) } : 'hang');
    const { user } = await renderWallet();
    await user.click(button());
    const key = `one_key_err_code_${code}` as const;
    expect(await screen.findByText(commonViVN[key])).toBeInTheDocument();
    expect(screen.queryByText(`server says ${code}`)).toBeNull();
  });

  it('SPEC §8 another code shows the server message', async () => {
    transferReply = () => ({ body: envelope(500, null, 'Ví đang bảo trì') });
    const { user } = await renderWallet();
    await user.click(getBackButton());
    expect(await screen.findByText('Ví đang bảo trì')).toBeInTheDocument();
  });
});

describe('SPEC §9 MyWallet: the 10 s rest between transfers back', () => {
  /** Lets `seconds` pass one by one: each tick of the countdown schedules the next. */
  async function advance(seconds: number) {
    for (let i = 0; i < seconds; i++) await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
  }

  it.each(BUTTONS)(
    'after $label both buttons rest 10 s with a countdown, then work again',
    async ({ button, path }) => {
      jest.useFakeTimers();
      const { user } = await renderWallet({ userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
      await user.click(button());
      await waitFor(() => expect(allBackButton()).toHaveTextContent('Thử lại sau 10 giây'));
      expect(getBackButton()).toHaveTextContent('Thử lại sau 10 giây');
      expect(getBackButton()).toBeDisabled();
      expect(allBackButton()).toBeDisabled();
      expect(callsTo(path)).toHaveLength(1);

      await advance(4);
      expect(allBackButton()).toHaveTextContent('Thử lại sau 6 giây');
      expect(getBackButton()).toBeDisabled();
      await advance(6);
      expect(getBackButton()).toBeEnabled();
      expect(allBackButton()).toBeEnabled();
      expect(getBackButton()).not.toHaveTextContent(/Thử lại sau/);
    },
  );

  it('a failure rests too; 103 rests as long as the platform says', async () => {
    jest.useFakeTimers();
    transferReply = () => ({ body: envelope(103, { retry_after_s: 4 }, 'Please wait (4 s left)') });
    const { user } = await renderWallet({ userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.click(getBackButton());
    await waitFor(() => expect(getBackButton()).toHaveTextContent('Thử lại sau 4 giây'));
    await advance(3);
    expect(getBackButton()).toBeDisabled();
    await advance(1);
    expect(getBackButton()).toBeEnabled();
  });

  it('the countdown is tied to its button for assistive tech, with ids that do not clash', async () => {
    const { user } = await renderWallet();
    await user.click(allBackButton());
    await waitFor(() => expect(allBackButton()).toHaveTextContent('Thử lại sau 10 giây'));
    const ids = [getBackButton(), allBackButton()].map((b) => b.getAttribute('aria-describedby'));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(2);
    expect(allBackButton()).toHaveAccessibleDescription('Thử lại sau 10 giây');
  });
});

describe('SPEC §5 MyWallet: a running transfer back is published (wallet:transfer-back)', () => {
  function deferredReply() {
    let resolve!: (r: FakeReply) => void;
    const promise = new Promise<FakeReply>((res) => {
      resolve = res;
    });
    return { promise, resolve };
  }

  it.each(BUTTONS)('$label: running true when the call starts, false when it succeeds', async ({ button, path }) => {
    const pending = deferredReply();
    transferReply = (p) => (p === path ? pending.promise : 'hang');
    const running = record('wallet:transfer-back');
    const { user } = await renderWallet();

    await user.click(button());
    await waitFor(() => expect(running).toEqual([{ running: true }]));
    // Meanwhile the other button cannot start a second one.
    const other = button === getBackButton ? allBackButton : getBackButton;
    expect(other()).toBeDisabled();

    await act(async () => pending.resolve({ body: envelope(100, { amount: 40000 }) }));
    await waitFor(() => expect(running).toEqual([{ running: true }, { running: false }]));
    expect(bus.last('wallet:transfer-back')).toEqual({ running: false });
  });

  it.each(BUTTONS)('$label: running goes back to false when the call fails', async ({ button, path }) => {
    transferReply = (p) => (p === path ? { body: envelope(102, null) } : 'hang');
    const running = record('wallet:transfer-back');
    const { user } = await renderWallet();
    await user.click(button());
    expect(await screen.findByText(commonViVN.one_key_err_code_102)).toBeInTheDocument();
    expect(running).toEqual([{ running: true }, { running: false }]);
  });

  it.each(BUTTONS)('$label: running goes back to false when the network fails', async ({ button, path }) => {
    transferReply = (p) => (p === path ? 'network-error' : 'hang');
    const running = record('wallet:transfer-back');
    const { user } = await renderWallet();
    await user.click(button());
    await waitFor(() => expect(running).toEqual([{ running: true }, { running: false }]));
  });
});
