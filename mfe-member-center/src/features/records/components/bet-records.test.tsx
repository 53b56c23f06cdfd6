import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BetRecord, BetRecordResponse } from '@site/shared/contracts';
import { createFakeFetch, envelope, testMember, type FakeCall, type FakeReply } from '@site/shared/testing';
import { MemberRoot } from '../../../member-root';
import { setUpRecordsTests } from '../../../test/records-setup';
import { remoteProps, renderMember } from '../../../test/render-member';
import { commonViVN } from '@site/shared/i18n';
import vi from '../../../locales/vi_VN.json';
import en from '../../../locales/en_US.json';
import zh from '../../../locales/zh_CN.json';

const member = testMember({ id: 41 });
setUpRecordsTests(member);

const pathOf = (call: FakeCall) => new URL(call.url, 'http://127.0.0.1').pathname;
const BET_PATH = '/api/arks/web/member/bet-records';
const GAMES_PATH = '/api/v3/game_list';

const provider = (gp_id: string, gp_name: string, game_type = 3) => ({
  gp_id,
  gp_name,
  gp_gt_name: `${gp_name} slots`,
  game_type,
  house: 0,
  customized: 0,
  icon_light: '',
  icon_dark: '',
  maintain: 0,
});
// Two game types; GP001 runs both and is offered once.
const GAME_LIST = {
  list: [
    {
      gt_id: 3,
      gt_name: 'Slots',
      gt_icon: '',
      gt_icon_active: '',
      providers: [provider('GP001', 'Lucky Reels'), provider('GP002', 'Dragon Play')],
      gp_list: [],
    },
    {
      gt_id: 5,
      gt_name: 'Fishing',
      gt_icon: '',
      gt_icon_active: '',
      providers: [provider('GP001', 'Lucky Reels', 5)],
      gp_list: [],
    },
  ],
};

/** The platform: bet records answer `reply(body, n)`, the game list its providers; other calls hang. */
function serve(reply: (body: Record<string, unknown>, n: number) => FakeReply) {
  let n = 0;
  const fake = createFakeFetch((call) => {
    if (pathOf(call) === BET_PATH) return reply(call.body as Record<string, unknown>, n++);
    if (pathOf(call) === GAMES_PATH) return { body: envelope(100, GAME_LIST) };
    return 'hang';
  });
  globalThis.fetch = fake.fetch;
  return {
    bodies: () => fake.calls.filter((c) => pathOf(c) === BET_PATH).map((c) => c.body as Record<string, unknown>),
    gameListBodies: () => fake.calls.filter((c) => pathOf(c) === GAMES_PATH).map((c) => c.body),
  };
}

const bet = (id: number, over: Partial<BetRecord> = {}): BetRecord => ({
  id,
  round_id: `R-${id}00`,
  gp_id: 'GP001',
  gp_name: 'Lucky Reels',
  game_code: 'GP001_SLOT_0001',
  game_name: 'Kho Báu Rồng',
  game_type: 3,
  bet_amount: 50_000,
  win_amount: 120_000,
  profit: 70_000,
  status: 'settled',
  // 15:04:05 UTC is 11:04:05 in Caracas.
  bet_at: '2025-05-30T15:04:05.000Z',
  settled_at: '2025-05-30T15:04:06.000Z',
  ...over,
});
const betPage = (list: BetRecord[], over: Partial<BetRecordResponse> = {}): BetRecordResponse => ({
  list,
  total_count: list.length,
  total_bet: list.reduce((s, r) => s + (r.status === 'rolled_back' ? 0 : r.bet_amount), 0),
  total_win: list.reduce((s, r) => s + r.win_amount, 0),
  page: 1,
  count: 20,
  ...over,
});

const rows = () => screen.getAllByTestId('record-row');

describe('/user/BetRecord', () => {
  it('SPEC §2 TransactionRecord: the bet history is in the menu beside Transaction and DWRecord, in every language', async () => {
    serve(() => 'hang');
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    const menu = screen.getByRole('navigation', { name: vi.menu_label });
    expect(within(menu).getByRole('link', { name: vi.menu.BetRecord })).toHaveAttribute('href', '/BetRecord');
    for (const texts of [vi, en, zh]) {
      expect(typeof texts.menu.BetRecord).toBe('string');
      expect(Object.keys(texts.bet_records.status).sort()).toEqual(['open', 'rolled_back', 'settled']);
    }
    // The provider filter is filled from the game list while the rounds are still being asked.
    const select = await screen.findByRole('combobox', { name: vi.bet_records.provider });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  });

  it('SPEC §9: asks for the last 7 Caracas days and shows each round: provider, game, round id, stake, win, net and its time in America/Caracas', async () => {
    const api = serve(() => ({
      body: envelope(
        100,
        betPage([
          bet(2, {
            gp_id: 'GP002',
            gp_name: 'Dragon Play',
            game_name: 'Bắn Cá Vàng',
            bet_amount: 30_000,
            win_amount: 0,
            profit: -30_000,
            bet_at: '2025-05-31T01:30:00.000Z',
          }),
          bet(1),
        ]),
      ),
    }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    expect(screen.getByRole('heading', { level: 1, name: vi.bet_records.heading })).toBeInTheDocument();
    expect(screen.getByTestId('records-loading')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));

    expect(api.bodies()[0]).toEqual({ start_date: '2025-05-25', end_date: '2025-05-31', page: 1, count: 20 });
    const table = screen.getByRole('table', { name: vi.bet_records.heading });
    expect(table).toHaveAttribute('data-variant', 'table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(Object.values(vi.bet_records.col));

    const [loss, winning] = rows();
    expect(within(loss!).getByTestId('bet-provider')).toHaveTextContent('Dragon Play');
    expect(within(loss!).getByTestId('bet-game')).toHaveTextContent('Bắn Cá Vàng');
    expect(within(loss!).getByTestId('bet-round')).toHaveTextContent('R-200');
    expect(within(loss!).getByTestId('bet-stake')).toHaveTextContent('30.000 ₫');
    expect(within(loss!).getByTestId('bet-win')).toHaveTextContent('0 ₫');
    expect(within(loss!).getByTestId('bet-net')).toHaveTextContent('-30.000 ₫');
    // 01:30 UTC on the 31st is still the 30th, 21:30, in Caracas.
    expect(loss).toHaveTextContent('2025-05-30 21:30:00');

    expect(within(winning!).getByTestId('bet-stake')).toHaveTextContent('50.000 ₫');
    expect(within(winning!).getByTestId('bet-win')).toHaveTextContent('120.000 ₫');
    expect(within(winning!).getByTestId('bet-net')).toHaveTextContent('+70.000 ₫');
    expect(within(winning!).getByTestId('bet-status')).toHaveTextContent(vi.bet_records.status.settled);
    expect(winning).toHaveTextContent('2025-05-30 11:04:05');
  });

  it('totals cover the whole filter, not the page: stake, win and the signed net result, and the count', async () => {
    serve(() => ({
      body: envelope(100, betPage([bet(1)], { total_count: 57, total_bet: 2_500_000, total_win: 1_900_000 })),
    }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('group', { name: vi.bet_records.totals_label })).toBeInTheDocument();
    expect(screen.getByTestId('bet-total-stake-value')).toHaveTextContent('2.500.000 ₫');
    expect(screen.getByTestId('bet-total-win-value')).toHaveTextContent('1.900.000 ₫');
    expect(screen.getByTestId('bet-total-net-value')).toHaveTextContent('-600.000 ₫');
    expect(screen.getByTestId('records-total')).toHaveTextContent('57 bản ghi');
    expect(screen.getByTestId('records-pager-status')).toHaveTextContent('Trang 1/3');
  });

  it('a rolled-back round: its stake is muted and counts nothing, its net is 0, it says Cancelled', async () => {
    serve(() => ({
      body: envelope(
        100,
        betPage([bet(5, { status: 'rolled_back', bet_amount: 40_000, win_amount: 0, profit: 0, settled_at: '' })]),
      ),
    }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(within(row).getByTestId('bet-status')).toHaveTextContent(vi.bet_records.status.rolled_back);
    expect(within(row).getByTestId('bet-status')).toHaveAttribute('data-status', 'rolled_back');
    expect(within(row).getByTestId('bet-net')).toHaveTextContent('0 ₫');
    expect(within(row).getByTestId('bet-net')).not.toHaveTextContent('+');
    expect(screen.getByTestId('bet-total-stake-value')).toHaveTextContent('0 ₫');
  });

  it('the provider filter offers the providers of the member currency once each and asks again from page 1 with gp_id', async () => {
    const api = serve((body) => ({
      body: envelope(
        100,
        betPage(body.gp_id === 'GP002' ? [bet(7, { gp_id: 'GP002', gp_name: 'Dragon Play' })] : [bet(1), bet(2)]),
      ),
    }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const select = screen.getByRole('combobox', { name: vi.bet_records.provider });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([vi.bet_records.all_providers, 'Lucky Reels', 'Dragon Play']),
    );
    expect(api.gameListBodies()[0]).toMatchObject({ currency: member.member_currency, support_device: 1, part: 0 });

    await user.selectOptions(select, 'GP002');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.bodies().at(-1)).toEqual({
      start_date: '2025-05-25',
      end_date: '2025-05-31',
      page: 1,
      count: 20,
      gp_id: 'GP002',
    });
    expect(within(rows()[0]!).getByTestId('bet-provider')).toHaveTextContent('Dragon Play');
  });

  it('date presets and custom dates: Today asks for the Caracas day; an end before the start is refused in the page', async () => {
    const api = serve(() => ({ body: envelope(100, betPage([bet(1)])) }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: vi.records.preset.today }));
    await waitFor(() => expect(api.bodies()).toHaveLength(2));
    expect(api.bodies()[1]).toMatchObject({ start_date: '2025-05-31', end_date: '2025-05-31', page: 1 });

    fireEvent.change(screen.getByTestId('records-start-date'), { target: { value: '2025-05-20' } });
    fireEvent.change(screen.getByTestId('records-end-date'), { target: { value: '2025-05-10' } });
    await user.click(screen.getByRole('button', { name: vi.records.search }));
    expect(screen.getByText(vi.records.error_range_order)).toBeInTheDocument();
    expect(api.bodies()).toHaveLength(2);

    fireEvent.change(screen.getByTestId('records-end-date'), { target: { value: '2025-05-28' } });
    await user.click(screen.getByRole('button', { name: vi.records.search }));
    await waitFor(() => expect(api.bodies()).toHaveLength(3));
    expect(api.bodies()[2]).toEqual({ start_date: '2025-05-20', end_date: '2025-05-28', page: 1, count: 20 });
  });

  it('pages of 20: Next asks for page 2 with the same filter', async () => {
    const api = serve((body) => {
      const page = Number(body.page);
      const list = Array.from({ length: page === 1 ? 20 : 3 }, (_, i) => bet((page - 1) * 20 + i + 1));
      return { body: envelope(100, betPage(list, { total_count: 23, page })) };
    });
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: commonViVN.pager.next }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('records-pager-status')).toHaveTextContent('Trang 2/2');
    expect(api.bodies().at(-1)).toMatchObject({ page: 2, count: 20, start_date: '2025-05-25' });
  });

  it('a period without bets shows the bet empty state', async () => {
    serve(() => ({ body: envelope(100, betPage([])) }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    const empty = await screen.findByTestId('bet-records-empty');
    expect(empty).toHaveTextContent(vi.bet_records.empty_title);
    expect(empty).toHaveTextContent(vi.bet_records.empty_text);
    expect(screen.queryByTestId('bet-total-stake')).toBeNull();
  });

  it('a failed call shows an error with a retry that asks again', async () => {
    const api = serve((_body, n) => (n === 0 ? 'network-error' : { body: envelope(100, betPage([bet(1)])) }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vi.records.error_title);
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.bodies()).toHaveLength(2);
  });

  it('on mobile each round is a card: game and provider on top, the net result as its headline', async () => {
    const api = serve(() => ({ body: envelope(100, betPage([bet(1)])) }));
    renderMember(<MemberRoot {...remoteProps({ layout: 'mobile' })} />, { route: '/BetRecord' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('bet-records')).toHaveAttribute('data-variant', 'cards');
    expect(screen.queryByRole('table')).toBeNull();
    const card = rows()[0]!;
    expect(card).toHaveTextContent('Kho Báu Rồng');
    expect(card).toHaveTextContent('Lucky Reels');
    expect(within(card).getByTestId('bet-net')).toHaveTextContent('+70.000 ₫');
    expect(within(card).getByText(vi.bet_records.col.round)).toBeInTheDocument();
    await waitFor(() => expect(api.gameListBodies()[0]).toMatchObject({ support_device: 2 }));
  });

  it('in English the columns, statuses and totals are English', async () => {
    serve(() => ({ body: envelope(100, betPage([bet(1, { status: 'open', win_amount: 0, profit: -50_000 })])) }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/BetRecord', language: 'en_US' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: en.bet_records.heading })).toBeInTheDocument();
    expect(within(rows()[0]!).getByTestId('bet-status')).toHaveTextContent(en.bet_records.status.open);
    expect(screen.getByTestId('bet-total-net')).toHaveTextContent(en.bet_records.total_net);
  });
});
