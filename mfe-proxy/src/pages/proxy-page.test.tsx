import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { bus } from '@site/shared/bus';
import type { MemberLayout, SiteConfig } from '@site/shared/contracts';
import { addAppResources, i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { resources } from '../locales';
import { ProxyRoot } from '../proxy-root';

addAppResources('proxy', resources);

const siteConfig = {
  site_id: 1,
  brand: { code: 'saovang', name: 'Sao Vàng', title: 'Sao Vàng', title_en: 'Sao Vang' },
  theme: 'gold',
  features: {
    desktop_lock: false,
    demo_mode: false,
    site_closed: false,
    register: true,
    agent_bind_fast_payment: false,
  },
} as SiteConfig;

const member = (flags: Pick<MemberLayout, 'is_agent' | 'agent_active'>): MemberLayout => ({
  id: 9,
  member_currency: 'VND',
  member_cash: 0,
  member_account: 'someone',
  member_type: flags.is_agent ? 2 : 1,
  agent_type: 0,
  agent_level: 0,
  is_playing: 0,
  cash_back_status: 0,
  wallet_status: 1,
  first_login_to_change_password: 0,
  need_bank_account_deposit_verified: 0,
  ...flags,
});

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{pathname + search}</span>;
}

const renderProxy = (route: string) =>
  renderApp(
    <>
      <ProxyRoot basename="/proxy" siteConfig={siteConfig} layout="desktop" />
      <Address />
    </>,
    { route },
  );

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
});

describe('the agent area', () => {
  it('SPEC §6: sends a member who is not an agent from /proxy to /proxy?page=Register', () => {
    bus.emit('session:changed', { status: 'member', token: 't', member: member({ is_agent: 0, agent_active: 0 }) });
    renderProxy('/');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
    expect(screen.getByRole('heading', { name: 'Become an agent' })).toBeInTheDocument();
    // Not an agent yet: the online application is not open, and the page says how to apply.
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeDisabled();
    expect(screen.getByText(/contact customer service/)).toBeInTheDocument();
  });

  it('treats an agent whose agent account is not active as a non-agent', () => {
    bus.emit('session:changed', { status: 'member', token: 't', member: member({ is_agent: 1, agent_active: 0 }) });
    renderProxy('/?page=DownlineInfo');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
    expect(screen.getByRole('status')).toHaveTextContent('not active yet');
  });

  it('sends a visitor to Register too, with a way to log in', async () => {
    const opened: unknown[] = [];
    const off = bus.on('modal:open', (p) => opened.push(p));
    bus.emit('session:changed', { status: 'anonymous' });
    const { user } = renderProxy('/');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
    await user.click(screen.getByRole('button', { name: 'Log in to apply' }));
    expect(opened).toEqual([{ name: 'login' }]);
    off();
  });

  it('shows an agent the agent menu, with the pages not available yet as disabled entries', async () => {
    bus.emit('session:changed', { status: 'member', token: 't', member: member({ is_agent: 1, agent_active: 1 }) });
    const { user } = renderProxy('/');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Plan');
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getByRole('link', { name: 'Agent plan' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByText('Agent centre')).toBeInTheDocument();
    for (const id of [
      'DownlineInfo',
      'Promotion',
      'OperationTable',
      'StratifiedTable',
      'Transfer',
      'PerformanceSettlement',
    ]) {
      const entry = within(menu).getByTestId(`proxy-menu-${id}`);
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry.tagName).not.toBe('A');
    }
    expect(screen.getByRole('heading', { name: 'The agent plan' })).toBeInTheDocument();
    expect(screen.getByText(/introduce new players to Sao Vàng/)).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Agent agreement' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Agreement');
    expect(screen.getByRole('heading', { name: 'Agent agreement' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5);

    await user.click(within(menu).getByRole('link', { name: 'Become an agent' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your agent account is active');
  });

  it('waits while the shell restores the session, then applies the rule', () => {
    bus.emit('session:changed', { status: 'restoring' });
    renderProxy('/');
    expect(screen.getByTestId('proxy-restoring')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    act(() =>
      bus.emit('session:changed', { status: 'member', token: 't', member: member({ is_agent: 0, agent_active: 0 }) }),
    );
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
  });

  it('reads in Vietnamese by default', async () => {
    await i18n.changeLanguage('vi_VN');
    bus.emit('session:changed', { status: 'member', token: 't', member: member({ is_agent: 1, agent_active: 1 }) });
    renderProxy('/?page=Plan');
    expect(screen.getByRole('heading', { name: 'Kế hoạch đại lý' })).toBeInTheDocument();
  });

  it('renders "Page Not Found" for an unknown path under /proxy', () => {
    bus.emit('session:changed', { status: 'anonymous' });
    renderProxy('/nothing');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
