import { screen, waitFor, within } from '@testing-library/react';
import { agent, downline, promotion, renderProxy, serveAgent, settle, signIn } from '../test/agent-fixtures';

const realFetch = globalThis.fetch;
beforeAll(() => {
  jest.useFakeTimers({
    now: new Date('2025-06-01T02:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'nextTick',
      'setImmediate',
    ],
  });
});
afterAll(() => jest.useRealTimers());
afterEach(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => signIn(agent));

describe('the ProxyCenter pages, from the platform’s answers', () => {
  it('Plan: the tiers, the active member, the monthly settlement, transfer limits and level names of the programme', async () => {
    const api = serveAgent();
    renderProxy('/?page=Plan');
    const tiers = await screen.findByRole('table', { name: 'Commission tiers' });
    const rows = within(tiers).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('Tier 2');
    expect(rows[2]).toHaveTextContent('₫50,000,000');
    expect(rows[2]).toHaveTextContent('10');
    expect(rows[2]).toHaveTextContent('30%');
    expect(screen.getByTestId('programme-active')).toHaveTextContent('₫500,000');
    expect(screen.getByTestId('programme-transfer')).toHaveTextContent(
      '₫50,000 to ₫50,000,000 per transfer, up to ₫200,000,000 a day',
    );
    expect(screen.getByTestId('programme-levels')).toHaveTextContent('Tổng đại lý');
    expect(api.calls('programme')[0]?.body).toEqual({ site_id: 1, currency: 'VND' });
  });

  it('Agreement: the terms with the same figures', async () => {
    serveAgent();
    renderProxy('/?page=Agreement');
    const figures = await screen.findByTestId('agreement-figures');
    expect(figures).toHaveTextContent('at least ₫500,000');
    expect(within(figures).getByRole('table', { name: 'Commission tiers' })).toBeInTheDocument();
  });

  it('DownlineInfo: totals, one level with the level names, a sub-agent opening its level, the search and the status filter', async () => {
    const api = serveAgent({
      downline: (body) => ({
        body: {
          code: '100',
          message: '',
          data:
            body.parent_id === 41
              ? {
                  ...downline,
                  path: [downline.path[0], { id: 41, account: 'subagent01', agent_level: 2 }],
                  list: [{ ...downline.list[1]!, id: 55, account: 'deep01', depth: 2 }],
                  total: 1,
                }
              : downline,
        },
      }),
    });
    const { user } = renderProxy('/?page=DownlineInfo');
    expect(await screen.findByTestId('stat-members')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-active_30d')).toHaveTextContent('9');
    const table = screen.getByRole('table', { name: 'Downline members' });
    const [, sub, player] = within(table).getAllByRole('row');
    expect(sub).toHaveTextContent('Đại lý cấp 2');
    expect(sub).toHaveTextContent('Medium');
    expect(player).toHaveTextContent('Member');
    expect(player).toHaveTextContent('Never');
    expect(within(player!).getByRole('link', { name: 'Transfer to player07' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=Transfer&member_id=42'),
    );

    await user.click(screen.getByRole('button', { name: 'Open the downline of subagent01' }));
    expect(await screen.findByText('deep01')).toBeInTheDocument();
    expect(api.calls('downline').at(-1)?.body).toMatchObject({ parent_id: 41, page: 1 });
    const crumbs = screen.getByRole('navigation', { name: 'Downline levels' });
    expect(within(crumbs).getByText('subagent01')).toHaveAttribute('aria-current', 'location');
    await user.click(within(crumbs).getByRole('button', { name: 'My downline' }));
    await waitFor(() => expect(api.calls('downline').at(-1)?.body).not.toHaveProperty('parent_id'));

    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Use 2 to 12 letters, digits or _')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'yz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls('downline').at(-1)?.body).toMatchObject({ account: 'xyz' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'frozen');
    await waitFor(() => expect(api.calls('downline').at(-1)?.body).toMatchObject({ account: 'xyz', status: 'frozen' }));
  });

  it('Promotion: the full links, the code, the domains, a QR code and the registrations per source', async () => {
    serveAgent();
    const { user } = renderProxy('/?page=Promotion');
    expect(await screen.findByText(`${window.location.origin}/register?id=7`)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/register?invite=AG7CODE`)).toBeInTheDocument();
    expect(screen.getByText('AG7CODE')).toBeInTheDocument();
    expect(screen.getByText('https://vip.saovang.test/register')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `QR code of your agent link ${window.location.origin}/register?id=7` }),
    ).toBeInTheDocument();
    const sources = screen.getByRole('table', { name: 'Registrations by source' });
    expect(within(sources).getAllByRole('row')[1]).toHaveTextContent('Agent link64');
    expect(within(sources).getAllByRole('row')[2]).toHaveTextContent('vip.saovang.test21');
    expect(screen.getByText('3 registrations in the last 30 days.')).toBeInTheDocument();

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy Recommend code' }));
    expect(writeText).toHaveBeenCalledWith('AG7CODE');
    expect(await screen.findByText('Recommend code copied')).toBeInTheDocument();
  });

  it('OperationTable: the last 30 Caracas days by day, the totals row, the game types, and the other groupings', async () => {
    const api = serveAgent();
    const { user } = renderProxy('/?page=OperationTable');
    const table = await screen.findByRole('table', { name: 'Details' });
    expect(api.calls('operationReport')[0]?.body).toEqual({
      period: 'day',
      start_date: '2025-05-02',
      end_date: '2025-05-31',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2025-05-31');
    expect(rows.at(-1)).toHaveTextContent(/^Total/);
    expect(rows.at(-1)).toHaveTextContent('₫1,300,000');
    expect(screen.getByRole('table', { name: 'By game type' })).toHaveTextContent('Slots120');
    expect(screen.getByRole('figure', { name: 'Bets and net result' })).toHaveTextContent('2 periods: bets ₫9,000,000');

    await user.click(screen.getByRole('button', { name: 'By week' }));
    await waitFor(() =>
      expect(api.calls('operationReport').at(-1)?.body).toEqual({
        period: 'week',
        start_date: '2025-03-10',
        end_date: '2025-05-31',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'By month' }));
    await waitFor(() =>
      expect(api.calls('operationReport').at(-1)?.body).toEqual({
        period: 'month',
        start_date: '2024-12-01',
        end_date: '2025-05-31',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), '3');
    await waitFor(() => expect(api.calls('operationReport').at(-1)?.body).toMatchObject({ gt_id: 3 }));
  });

  it('StratifiedTable: a row per level with totals', async () => {
    serveAgent();
    renderProxy('/?page=StratifiedTable');
    const table = await screen.findByRole('table', { name: 'Details' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Level 1');
    expect(rows[2]).toHaveTextContent('Level 2');
    expect(rows.at(-1)).toHaveTextContent('₫2,200,000');
  });

  it('PerformanceSettlement: the month so far, the way to the next tier, the statements and a statement’s detail', async () => {
    const api = serveAgent();
    const { user } = renderProxy('/?page=PerformanceSettlement');
    const current = await screen.findByTestId('settlement-current');
    expect(within(current).getByTestId('stat-projected')).toHaveTextContent('₫1,800,000');
    expect(within(current).getByTestId('stat-tier')).toHaveTextContent('Tier 1');
    expect(screen.getByTestId('settlement-next')).toHaveTextContent(
      'Tier 2 (30%): ₫41,000,000 more base and 4 more active members needed.',
    );
    const list = screen.getByRole('table', { name: 'Monthly statements' });
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('2025-04');
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Paid');

    await user.click(screen.getByRole('button', { name: 'View the statement of 2025-04' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement 2025-04' });
    expect(await within(dialog).findByText('Live casino')).toBeInTheDocument();
    expect(within(dialog).getByText('player07')).toBeInTheDocument();
    expect(api.calls('settlement')[0]?.body).toEqual({ id: 11 });
  });

  it('shows a failed page with a retry', async () => {
    let n = 0;
    serveAgent({
      promotion: () =>
        n++ === 0
          ? { status: 500, body: 'boom' }
          : { body: { code: '100', message: '', data: { ...promotion, domains: [], sources: [], recent: [] } } },
    });
    const { user } = renderProxy('/?page=Promotion');
    await user.click(await screen.findByRole('button', { name: /retry|try again/i }, { timeout: 5000 }));
    expect(await screen.findByText('AG7CODE')).toBeInTheDocument();
    await settle();
  });
});
