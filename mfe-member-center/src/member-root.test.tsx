import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { MemberLayout, MyCashResponse } from '@site/shared/contracts';
import { createFakeFetch, envelope, type FakeReply, testMember } from '@site/shared/testing';
import { MemberRoot } from './member-root';
import { remoteProps, renderMember } from './test/render-member';
import vi from './locales/vi_VN.json';

const member: MemberLayout = testMember({ id: 11, member_cash: 1250000 });

const wallet: MyCashResponse = {
  my_cash_list: [
    {
      gp_id: 'GP001',
      gp_name: 'Sunrise Slots',
      cash: 50000,
      is_light: 1,
      icon_light: '/api/assets/gp/GP001-light.png',
      icon_dark: '/api/assets/gp/GP001-dark.png',
    },
    {
      gp_id: 'GP002',
      gp_name: 'Royal Live',
      cash: 0,
      is_light: 0,
      icon_light: '/api/assets/gp/GP002-light.png',
      icon_dark: '/api/assets/gp/GP002-dark.png',
    },
  ],
  total: 1300000,
};

function signIn(cash: number | null = member.member_cash) {
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member });
    bus.emit('wallet:balance', { currency: 'VND', member_cash: cash });
  });
}

const realFetch = globalThis.fetch;
/**
 * The menu asks on every member page for the letters (the unread badge; its own tests are in
 * features/letters) and for the referral and cash-surplus checks (their entries); left unanswered
 * unless a test is about them.
 */
const noLetters: FakeReply = 'hang';
const isMenuCall = (url: string) =>
  url.endsWith('/api/arks/web/member/letter') || /\/api\/(bonus_setting|arks\/web\/cash_surplus)\/check$/.test(url);
beforeEach(() => {
  globalThis.fetch = createFakeFetch([noLetters]).fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('mfe-member-center /user', () => {
  it('Info shows the member of the session: account, currency, type, agent flag and balance', async () => {
    signIn();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Info' });
    // The page is a chunk of its own: it comes once that chunk is in.
    expect(await screen.findByTestId('member-account')).toHaveTextContent('demo01');
    expect(screen.getByTestId('member-currency')).toHaveTextContent('VND');
    expect(screen.getByTestId('member-type')).toHaveTextContent(vi.info.member_type_normal);
    expect(screen.getByTestId('member-agent')).toHaveTextContent(vi.info.agent_none);
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1.250.000 ₫');
  });

  it('the index /user shows the same Info page', async () => {
    signIn();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/' });
    expect(await screen.findByTestId('member-account')).toHaveTextContent('demo01');
    expect(screen.getByRole('link', { name: vi.menu.Info })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: vi.menu.MyWallet })).not.toHaveAttribute('aria-current');
  });

  it('shows a dash while the balance loads, and the refresh button asks the shell for it', async () => {
    signIn(null);
    const refresh = jest.fn();
    const off = bus.on('wallet:refresh-requested', refresh);
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Info' });
    expect(screen.getByTestId('member-balance')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: vi.info.refresh_balance }));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => bus.emit('wallet:balance', { currency: 'VND', member_cash: 99 }));
    expect(screen.getByTestId('member-balance')).toHaveTextContent('99 ₫');
    off();
  });

  it('the menu has every SPEC §2 entry; entries without a page are disabled items, not links', () => {
    signIn();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Info' });
    const menu = screen.getByRole('navigation', { name: vi.menu_label });
    expect(within(menu).getByRole('link', { name: vi.menu.Info })).toHaveAttribute('href', '/Info');
    expect(within(menu).getByRole('link', { name: vi.menu.MyWallet })).toHaveAttribute('href', '/MyWallet');
    // SPEC §2 Fund › Deposit and Withdrawal are pages now.
    // InfoCenter › Announcement and the bet history beside the money records are pages too.
    for (const id of [
      'Announcement',
      'Letter',
      'Deposit',
      'Withdrawal',
      'Transaction',
      'DWRecord',
      'BetRecord',
    ] as const) {
      expect(within(menu).getByRole('link', { name: vi.menu[id] })).toHaveAttribute('href', `/${id}`);
    }
    // SPEC §2: the referral group and the cash surplus wait for their checks (not answered here).
    expect(within(menu).queryByText(vi.menu.RecommendAward)).toBeNull();
    expect(within(menu).queryByText(vi.menu.CashSurplus)).toBeNull();
  });

  it.each([
    [1, 1],
    [0, 0],
  ] as const)(
    'SPEC §2 is_friend %i / cash surplus active %i: the RecommendAward group and CashSurplus show only when on',
    async (isFriend, active) => {
      globalThis.fetch = createFakeFetch(({ url }) =>
        url.endsWith('/api/bonus_setting/check')
          ? { body: envelope(100, { is_friend: isFriend }) }
          : url.endsWith('/api/arks/web/cash_surplus/check')
            ? { body: envelope(100, { active }) }
            : noLetters,
      ).fetch;
      signIn();
      renderMember(<MemberRoot {...remoteProps()} />, { route: '/Info' });
      const menu = screen.getByRole('navigation', { name: vi.menu_label });
      if (isFriend) {
        for (const id of ['RecommendProject', 'RecommendRecord', 'RecommendMemberSearch'] as const)
          expect(await within(menu).findByRole('link', { name: vi.menu[id] })).toHaveAttribute('href', `/${id}`);
        expect(await within(menu).findByRole('link', { name: vi.menu.CashSurplus })).toHaveAttribute(
          'href',
          '/CashSurplus',
        );
      } else {
        await waitFor(() => expect(within(menu).getByRole('link', { name: vi.menu.Info })).toBeVisible());
        expect(within(menu).queryByText(vi.menu.RecommendAward)).toBeNull();
        expect(within(menu).queryByText(vi.menu.CashSurplus)).toBeNull();
      }
    },
  );

  it.each([
    ['Deposit', vi.deposit.heading],
    ['Withdrawal', vi.withdraw.heading],
    ['BindAccount', vi.bank.heading],
    ['MyWallet', vi.wallet.heading],
  ])('SPEC §2 /user?page=%s shows the same page as its own path', async (page, heading) => {
    signIn();
    renderMember(<MemberRoot {...remoteProps()} />, { route: `/?page=${page}` });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    if (page !== 'BindAccount') {
      const id = page as 'Deposit' | 'Withdrawal' | 'MyWallet';
      expect(screen.getByRole('link', { name: vi.menu[id] })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('an unknown ?page= stays on Info', async () => {
    signIn();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/?page=Nope' });
    expect(await screen.findByTestId('member-account')).toHaveTextContent('demo01');
  });

  it('on mobile the menu is a horizontal tab bar', () => {
    signIn();
    renderMember(<MemberRoot {...remoteProps({ layout: 'mobile' })} />, { route: '/Info' });
    expect(screen.getByTestId('member-tab-bar')).toBeInTheDocument();
    expect(screen.queryByTestId('member-side-menu')).toBeNull();
  });

  it('MyWallet lists each provider with its artwork and balance, and the total', async () => {
    signIn();
    const fake = createFakeFetch((call) => (isMenuCall(call.url) ? noLetters : { body: envelope(100, wallet) }));
    globalThis.fetch = fake.fetch;
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/MyWallet' });
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('1.300.000 ₫');
    const walletCalls = fake.calls.filter((c) => !isMenuCall(c.url));
    expect(walletCalls).toHaveLength(1);
    expect(walletCalls[0]?.url).toMatch(/\/api\/member\/profile\/my_cash$/);
    expect(walletCalls[0]?.method).toBe('POST');
    const cards = screen.getAllByTestId('provider-wallet');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Sunrise Slots: 50.000\u00a0₫');
    // The provider art is decorative (the card's name says it), so it is checked by its source.
    /* eslint-disable testing-library/no-node-access */
    expect(cards[0]?.querySelector('img')).toHaveAttribute('src', '/api/assets/gp/GP001-light.png');
    expect(cards[1]?.querySelector('img')).toHaveAttribute('src', '/api/assets/gp/GP002-dark.png');
    /* eslint-enable testing-library/no-node-access */
    expect(within(cards[1]!).getByTestId('provider-wallet-cash')).toHaveTextContent('0 ₫');
  });

  it('MyWallet shows an error with a retry that loads again', async () => {
    signIn();
    let n = 0;
    const fake = createFakeFetch((call): FakeReply =>
      isMenuCall(call.url) ? noLetters : ++n === 1 ? 'network-error' : { body: envelope(100, wallet) },
    );
    globalThis.fetch = fake.fetch;
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/MyWallet' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vi.wallet.error_title);
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('1.300.000 ₫');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('MyWallet shows the server message of a business failure', async () => {
    signIn();
    globalThis.fetch = createFakeFetch((call) =>
      isMenuCall(call.url) ? noLetters : { body: envelope(500, null, 'Ví đang bảo trì') },
    ).fetch;
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/MyWallet' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ví đang bảo trì');
  });

  it('a logged-out visitor gets a prompt that opens the login dialog', async () => {
    act(() => bus.emit('session:changed', { status: 'anonymous' }));
    const open = jest.fn();
    const off = bus.on('modal:open', open);
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Info' });
    expect(screen.queryByTestId('member-account')).toBeNull();
    await user.click(screen.getByRole('button', { name: vi.login_prompt.button }));
    expect(open).toHaveBeenCalledWith({ name: 'login' });
    off();
  });

  it('waits with a spinner while the session is restored', () => {
    act(() => bus.emit('session:changed', { status: 'restoring' }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Info' });
    expect(screen.getByRole('status', { name: vi.restoring })).toBeInTheDocument();
  });
});
