import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { STORAGE_KEYS } from '@site/shared/constants';
import { envelope, testMember } from '@site/shared/testing';
import { MemberRoot } from '../../member-root';
import { createPaymentsServer, makeOrder, PATHS, VND_CHANNELS } from '../../test/fake-payments-server';
import { remoteProps, renderMember } from '../../test/render-member';
import vi from '../../locales/vi_VN.json';
import { checkoutHost } from './lib/checkout-window';

const realFetch = globalThis.fetch;
const nb = (text: string) => text.replace(/ ₫/g, '\u00a0₫');
let server: ReturnType<typeof createPaymentsServer>;
let assign: jest.SpyInstance;

function signIn() {
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member: testMember({ id: 1 }) });
  });
}

function renderFast(route = '/', layout: 'desktop' | 'mobile' = 'desktop') {
  return renderMember(<MemberRoot {...remoteProps({ basename: '/fastPayment', layout })} />, { route });
}

beforeEach(() => {
  server = createPaymentsServer();
  globalThis.fetch = server.fetch;
  localStorage.clear();
  assign = jest.spyOn(checkoutHost, 'assign').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  assign.mockRestore();
});

describe('SPEC §2/§6 /fastPayment: the deposit shortcut page', () => {
  it('shows the fast payment channel alone, without the member menu, with its presets and limits', async () => {
    renderFast();
    expect(await screen.findByRole('heading', { name: vi.fast_payment.heading, level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: vi.fast_payment.form_label })).toBeInTheDocument();
    expect(screen.queryByTestId('member-side-menu')).toBeNull();
    expect(screen.getByText('VietQR Fast Pay')).toBeInTheDocument();
    expect(screen.getByText('Tối thiểu 100.000 ₫ · tối đa 20.000.000 ₫')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nb('500.000 ₫') })).toBeInTheDocument();
  });

  it('refuses an amount over the channel limit on the field and sends nothing', async () => {
    const { user } = renderFast();
    const amount = await screen.findByRole('textbox', { name: vi.deposit.amount_label });
    await user.type(amount, '30000000');
    await user.click(screen.getByRole('button', { name: vi.fast_payment.submit }));
    expect(await screen.findByText('Số tiền tối đa là 20.000.000 ₫')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(PATHS.fastDeposit)).toHaveLength(0);
  });

  it('a double click is one order; the QR checkout takes this window (fpWindow waiting)', async () => {
    const { user } = renderFast();
    await user.click(await screen.findByRole('button', { name: nb('200.000 ₫') }));
    const submit = screen.getByRole('button', { name: vi.fast_payment.submit });
    await user.dblClick(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const calls = server.callsTo(PATHS.fastDeposit);
    const keys = new Set(calls.map((c) => (c.body as { idempotency_key: string }).idempotency_key));
    expect(keys.size).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ amount: 200_000, return_url: `${window.location.origin}/fastPayment` });
    expect(assign.mock.calls[0]?.[0]).toMatch(/\/pay\?token=D/);
    expect(localStorage.getItem(STORAGE_KEYS.waitingWindow)).toBe('fpWindow');
  });

  it("says the platform's refusals: 205 above the button, 203 sends the member to bind an account", async () => {
    const navigations: string[] = [];
    const off = bus.on('nav:navigate', ({ to }) => navigations.push(to));
    server.replyOnce(
      PATHS.fastDeposit,
      { body: envelope(205, { max: 3 }, 'Too many pending deposits') },
      { body: envelope(203, { redirect: '/user/BindAccount' }, 'Bind an account first') },
    );
    const { user } = renderFast();
    await user.click(await screen.findByRole('button', { name: nb('200.000 ₫') }));
    await user.click(screen.getByRole('button', { name: vi.fast_payment.submit }));
    expect(await screen.findByTestId('fast-payment-error')).toHaveTextContent(
      vi.deposit.code['205'].replace('{{max}}', '3'),
    );
    await user.click(screen.getByRole('button', { name: vi.fast_payment.submit }));
    await waitFor(() => expect(navigations).toEqual(['/user/BindAccount']));
    expect(assign).not.toHaveBeenCalled();
    off();
  });

  it('back from the checkout (?order_no=): the order and its result; the fpWindow stops waiting', async () => {
    localStorage.setItem(STORAGE_KEYS.waitingWindow, 'fpWindow');
    server.addOrder(
      makeOrder({ order_no: 'D77', method: 'fast_payment', status: 'success', settled_at: '2025-06-01T14:35:00.000Z' }),
    );
    renderFast('/?order_no=D77');
    const panel = await screen.findByTestId('deposit-order');
    expect(await within(panel).findByText(vi.deposit.order.title_success)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.waitingWindow)).toBeNull());
  });

  it('without a fast payment channel: says so and offers the other methods', async () => {
    server = createPaymentsServer({
      channels: { ...VND_CHANNELS, list: VND_CHANNELS.list.filter((c) => c.method !== 'fast_payment') },
    });
    globalThis.fetch = server.fetch;
    const navigations: string[] = [];
    const off = bus.on('nav:navigate', ({ to }) => navigations.push(to));
    const { user } = renderFast();
    expect(await screen.findByText(vi.fast_payment.unavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vi.fast_payment.other_methods }));
    off();
    expect(navigations).toEqual(['/user/Deposit']);
  });
});
