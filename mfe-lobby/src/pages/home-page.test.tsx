import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { gameCalls, type ApiResult, type BusEvents, type GameEntry, type GameType } from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { game, member, provider } from '../test/fixtures';
import { renderLobby } from '../test/render-lobby';

const pg = provider('GPPG', 'PG Soft', 2);
const jili = provider('GPJILI', 'JILI', 2);
const mg = provider('GPMG', 'Microgaming', 2, { maintain: 1 });
const evo = provider('GPEVO', 'Evolution', 3);
const sbo = provider('GPSBO', 'SBOBET', 4);

const pgGames = Array.from({ length: 30 }, (_, i) =>
  game('GPPG', 2, `Fortune ${i + 1}`, { tags: i < 2 ? ['hot'] : i === 2 ? ['new'] : [] }),
);
const jiliGames = Array.from({ length: 10 }, (_, i) => game('GPJILI', 2, `Jili Star ${i + 1}`));
const mgGames = [game('GPMG', 2, 'Mega Moolah'), game('GPMG', 2, 'Thunderstruck')];
const evoGames = [
  game('GPEVO', 3, 'Lightning Roulette', { tags: ['hot'] }),
  game('GPEVO', 3, 'Crazy Time'),
  game('GPEVO', 3, 'Baccarat Squeeze'),
];

const list: GameType[] = [
  {
    gt_id: 2,
    gt_name: 'Slot',
    gt_icon: '/api/assets/game-types/2.svg',
    gt_icon_active: '/api/assets/game-types/2.svg?active=1',
    providers: [pg, jili, mg],
    gp_list: [...pgGames, ...jiliGames, ...mgGames],
  },
  {
    gt_id: 3,
    gt_name: 'Live',
    gt_icon: '/api/assets/game-types/3.svg',
    gt_icon_active: '/api/assets/game-types/3.svg?active=1',
    providers: [evo],
    gp_list: evoGames,
  },
  {
    gt_id: 4,
    gt_name: 'Sport',
    gt_icon: '/api/assets/game-types/4.svg',
    gt_icon_active: '/api/assets/game-types/4.svg?active=1',
    providers: [sbo],
    gp_list: [],
  },
];

const ok = <T,>(data: T): ApiResult<T> => ({ code: '100', message: 'success', data, ok: true });
/** The list call carries the query's abort signal (leaving the page or a newer question cancels it). */
const withSignal = { signal: expect.any(AbortSignal) };
let listCall: jest.SpyInstance;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Records the bus events of one kind emitted during a test. */
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  const off = bus.on(name, (payload) => seen.push(payload));
  afterEachCleanups.push(off);
  return seen;
}
const afterEachCleanups: Array<() => void> = [];

const asVisitor = () => {
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
};
const asMember = () => {
  bus.emit('session:changed', { status: 'member', token: 't0k3n', member });
  bus.emit('locale:currency-changed', { currency: member.member_currency });
};

const tiles = () => within(screen.getByTestId('game-grid')).getAllByTestId('game-tile');

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  listCall = jest.spyOn(api, 'call').mockResolvedValue(ok({ list }));
  asVisitor();
});
afterEach(() => {
  listCall.mockRestore();
  afterEachCleanups.splice(0).forEach((off) => off());
});

describe('the lobby home page', () => {
  it('shows skeleton tiles while the list loads, asking in the visitor currency for the desktop template', async () => {
    const pending = deferred<ApiResult<{ list: GameType[] }>>();
    listCall.mockReturnValueOnce(pending.promise);
    renderLobby('/');
    expect(screen.getAllByTestId('game-tile-skeleton').length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByTestId('game-tile')).toBeNull();
    expect(listCall).toHaveBeenCalledWith(
      gameCalls.list,
      { currency: 'VND', site_id: 7, support_device: 1, template: 'classic' },
      withSignal,
    );
    await act(async () => pending.resolve(ok({ list })));
    await waitFor(() => expect(screen.queryByTestId('game-tile-skeleton')).toBeNull());
    expect(tiles().length).toBe(36);
  });

  it('waits for the shell while it is restoring the session, then asks once it knows', async () => {
    bus.emit('session:changed', { status: 'restoring' });
    renderLobby('/');
    expect(listCall).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('game-tile-skeleton').length).toBeGreaterThan(0);
    act(() => asMember());
    await waitFor(() => expect(listCall).toHaveBeenCalledTimes(1));
    expect(listCall).toHaveBeenCalledWith(gameCalls.list, expect.objectContaining({ currency: 'USD' }), withSignal);
  });

  it('asks for the mobile device and template in the mobile layout', async () => {
    renderLobby('/', { layout: 'mobile' });
    await screen.findAllByTestId('game-tile');
    expect(listCall).toHaveBeenCalledWith(
      gameCalls.list,
      { currency: 'VND', site_id: 7, support_device: 2, template: 'H5_3' },
      withSignal,
    );
  });

  it('refetches when the visitor currency changes', async () => {
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    act(() => bus.emit('locale:currency-changed', { currency: 'RMB' }));
    await waitFor(() =>
      expect(listCall).toHaveBeenLastCalledWith(
        gameCalls.list,
        expect.objectContaining({ currency: 'RMB' }),
        withSignal,
      ),
    );
    expect(listCall).toHaveBeenCalledTimes(2);
  });

  it('switches game types with the tabs, by click and by arrow keys, showing the active icon', async () => {
    const user = userEvent.setup();
    renderLobby('/');
    const tablist = await screen.findByTestId('game-type-tabs');
    expect(tablist).toHaveAttribute('role', 'tablist');
    const slot = within(tablist).getByRole('tab', { name: 'Slots' });
    const live = within(tablist).getByRole('tab', { name: 'Live Casino' });
    expect(slot).toHaveAttribute('aria-selected', 'true');
    // The tab icons are decorative (alt=""), so no role reaches them: the active icon is checked by its source.
    /* eslint-disable testing-library/no-node-access */
    expect(slot.querySelector('img')).toHaveAttribute('src', '/api/assets/game-types/2.svg?active=1');
    expect(live.querySelector('img')).toHaveAttribute('src', '/api/assets/game-types/3.svg');
    /* eslint-enable testing-library/no-node-access */

    await user.click(live);
    expect(live).toHaveAttribute('aria-selected', 'true');
    expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual([
      'Lightning Roulette · Evolution',
      'Crazy Time · Evolution',
      'Baccarat Squeeze · Evolution',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', live.id);

    // One tab stop; arrows move and select.
    expect(slot).toHaveAttribute('tabindex', '-1');
    expect(live).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(live, { key: 'ArrowLeft' });
    expect(slot).toHaveAttribute('aria-selected', 'true');
    expect(slot).toHaveFocus();
    fireEvent.keyDown(slot, { key: 'End' });
    const sport = within(tablist).getByRole('tab', { name: 'Sports' });
    expect(sport).toHaveAttribute('aria-selected', 'true');
    // A type without games says so.
    expect(screen.getByTestId('games-empty')).toHaveTextContent('No games here yet');
  });

  it('filters the games by provider, "All" first, with a maintenance badge', async () => {
    const user = userEvent.setup();
    renderLobby('/');
    const strip = await screen.findByTestId('provider-strip');
    const chips = within(strip).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'PG Soft', 'JILI', 'MicrogamingMaintenance']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(strip).getByRole('button', { name: /JILI/ }));
    expect(tiles()).toHaveLength(10);
    expect(tiles().every((t) => t.getAttribute('aria-label')?.endsWith('· JILI'))).toBe(true);

    await user.click(within(strip).getByRole('button', { name: 'All' }));
    expect(tiles()).toHaveLength(36);

    // Switching type resets the provider filter.
    await user.click(within(strip).getByRole('button', { name: /JILI/ }));
    await user.click(screen.getByRole('tab', { name: 'Live Casino' }));
    expect(within(screen.getByTestId('provider-strip')).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the game names in the current language', async () => {
    await i18n.changeLanguage('vi_VN');
    renderLobby('/');
    expect((await screen.findAllByTestId('game-tile'))[0]).toHaveAccessibleName(/^Fortune 1 \(vi\)/);
    expect(screen.getByRole('tab', { name: 'Nổ hũ' })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('zh_CN');
    });
    expect(tiles()[0]).toHaveAccessibleName(/^Fortune 1 \(zh\)/);
    expect(screen.getByRole('tab', { name: '电子' })).toBeInTheDocument();
  });

  it('pages the grid with "Show more"', async () => {
    const user = userEvent.setup();
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    expect(tiles()).toHaveLength(36);
    expect(screen.getByText('Showing 36 of 42 games')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(tiles()).toHaveLength(42);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows HOT/NEW ribbons and a "Hot games" row of the hot games of every type', async () => {
    renderLobby('/');
    const hot = await screen.findByTestId('hot-games');
    expect(within(hot).getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(
      within(hot)
        .getAllByTestId('game-tile')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual([
      // One from each provider in turn.
      'Fortune 1 · PG Soft',
      'Lightning Roulette · Evolution',
      'Fortune 2 · PG Soft',
    ]);
    expect(within(tiles()[0]!).getByText('HOT')).toBeInTheDocument();
    expect(within(tiles()[2]!).getByText('NEW')).toBeInTheDocument();
  });

  it('asks the page launcher for the game a visitor clicks (SPEC §4: one launcher, it asks visitors to log in)', async () => {
    const user = userEvent.setup();
    const launches = record('game:launch-requested');
    const navigations = record('nav:navigate');
    renderLobby('/');
    await user.click((await screen.findAllByTestId('game-tile'))[0]!);
    expect(launches).toEqual([
      expect.objectContaining({ gp_id: expect.stringMatching(/^GP/), game_type: expect.any(Number), customized: 0 }),
    ]);
    expect(navigations).toEqual([]);
  });

  it("hands a member's click to the launcher with the game, its name and its provider", async () => {
    const user = userEvent.setup();
    asMember();
    const launches = record('game:launch-requested');
    renderLobby('/');
    expect(listCall).toHaveBeenCalledWith(gameCalls.list, expect.objectContaining({ currency: 'USD' }), withSignal);
    await user.click(await screen.findByRole('tab', { name: 'Live Casino' }));
    await user.click(tiles()[0]!);
    const first = evoGames[0] as GameEntry;
    expect(launches).toEqual([
      {
        gp_id: 'GPEVO',
        game_type: 3,
        game_code: first.game_code,
        house: first.house,
        customized: first.customized,
        name: first.game_name.en_US,
        provider_name: 'Evolution',
      },
    ]);
  });

  it('leaves a provider in maintenance to the launcher, which shows the maintenance times (SPEC §8 203)', async () => {
    const user = userEvent.setup();
    asMember();
    const launches = record('game:launch-requested');
    renderLobby('/');
    await user.click(within(await screen.findByTestId('provider-strip')).getByRole('button', { name: /Microgaming/ }));
    await user.click(tiles()[0]!);
    expect(launches).toEqual([expect.objectContaining({ gp_id: 'GPMG', provider_name: 'Microgaming' })]);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    listCall.mockRejectedValueOnce(
      new ApiError({ type: 'network', message: 'networkError', messageKey: 'networkError', path: gameCalls.list.path }),
    );
    renderLobby('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('game-tile')).not.toHaveLength(0);
    expect(listCall).toHaveBeenCalledTimes(2);
  });

  it('treats a non-success result code as a failure too', async () => {
    listCall.mockResolvedValueOnce({ code: '500', message: 'boom', data: null, ok: false });
    renderLobby('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded');
  });

  it('renders "Page Not Found" for a lobby path it does not know yet', () => {
    renderLobby('/gameHall/2');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('lobby-not-found')).toHaveTextContent('Page Not Found: /gameHall/2');
    expect(document.title).toBe('Page Not Found');
    // eslint-disable-next-line testing-library/no-node-access -- a meta tag is not on the page a person reads
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
