import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { addLazyResources, i18n, loadLanguage } from '@site/shared/i18n';
import { lazyResources } from '../locales';
import { agent, plainMember, renderProxy, serveAgent, settle, signIn } from '../test/agent-fixtures';

const CENTRE = ['DownlineInfo', 'Promotion', 'OperationTable', 'StratifiedTable', 'Transfer', 'PerformanceSettlement'];
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the agent area: SPEC §6 access', () => {
  it('sends a member who is not an agent from /proxy, and from every ProxyCenter page, to /proxy?page=Register', async () => {
    serveAgent();
    signIn(plainMember);
    for (const page of ['', ...CENTRE]) {
      const view = renderProxy(page ? `/?page=${page}` : '/');
      expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
      expect(screen.getByRole('heading', { name: 'Become an agent' })).toBeInTheDocument();
      await settle();
      view.unmount();
    }
    // The member can apply online: the form is there once the state is known.
    renderProxy('/');
    expect(await screen.findByRole('form', { name: 'Agent application' })).toBeInTheDocument();
  });

  it('treats an agent whose agent account is not active as a non-agent', async () => {
    serveAgent();
    signIn({ ...agent, agent_active: 0 });
    renderProxy('/?page=DownlineInfo');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
    expect(screen.getByRole('status')).toHaveTextContent('not active yet');
    await settle();
  });

  it('sends a visitor to Register too, with a way to log in', async () => {
    serveAgent();
    const opened: unknown[] = [];
    const off = bus.on('modal:open', (p) => opened.push(p));
    signIn(null);
    const { user } = renderProxy('/');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
    await user.click(screen.getByRole('button', { name: 'Log in to apply' }));
    expect(opened).toEqual([{ name: 'login' }]);
    off();
    await settle();
  });

  it('gives an active agent every ProxyCenter entry as a link that opens its page', async () => {
    serveAgent();
    signIn(agent);
    const { user } = renderProxy('/');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Plan');
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getByRole('link', { name: 'Agent plan' })).toHaveAttribute('aria-current', 'page');
    for (const id of CENTRE) {
      const entry = within(menu).getByTestId(`proxy-menu-${id}`);
      expect(entry.tagName).toBe('A');
      expect(entry).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.queryByText('Not available yet')).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Downline' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=DownlineInfo');
    expect(screen.getByRole('heading', { level: 2, name: 'Downline' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Become an agent' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your agent account is active');
    expect(screen.getByRole('link', { name: 'Open the agent centre' })).toBeInTheDocument();
    await settle();
  });

  it('keeps the page parameters when only the page name is corrected', async () => {
    serveAgent();
    signIn(agent);
    renderProxy('/?page=Nothing&member_id=42');
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Plan&member_id=42');
    await settle();
  });

  it('waits while the shell restores the session, then applies the rule', async () => {
    serveAgent();
    act(() => bus.emit('session:changed', { status: 'restoring' }));
    renderProxy('/');
    expect(screen.getByTestId('proxy-restoring')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    signIn(plainMember);
    expect(screen.getByTestId('address')).toHaveTextContent('/?page=Register');
    await settle();
  });

  it('sends an agent whom the platform no longer takes as one (101) to have the session read again', async () => {
    serveAgent({ downline: () => ({ body: { code: '101', message: 'You are not an active agent', data: null } }) });
    const asked: unknown[] = [];
    const off = bus.on('session:member-refresh-requested', (p) => asked.push(p));
    signIn(agent);
    renderProxy('/?page=DownlineInfo');
    expect((await screen.findAllByText('You are not an active agent')).length).toBeGreaterThan(0);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    off();
  });

  it('reads in Vietnamese by default', async () => {
    serveAgent();
    signIn(agent);
    renderProxy('/?page=Plan');
    await act(() => i18n.changeLanguage('vi_VN'));
    expect(screen.getByRole('heading', { name: 'Kế hoạch đại lý' })).toBeInTheDocument();
    await settle();
  });

  it('reads in a language that is not bundled once its texts are fetched (Japanese)', async () => {
    addLazyResources('proxy', lazyResources);
    await loadLanguage('ja_JP', ['proxy']);
    serveAgent();
    signIn(agent);
    renderProxy('/?page=Plan');
    await act(() => i18n.changeLanguage('ja_JP'));
    expect(screen.getByRole('heading', { name: 'エージェントプラン' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '仕組み' })).toBeInTheDocument();
    await settle();
  });

  it('renders "Page Not Found" for an unknown path under /proxy', () => {
    signIn(null);
    renderProxy('/nothing');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
