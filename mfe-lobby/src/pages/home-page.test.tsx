import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  GAME_LIST_PARTS,
  gameCalls,
  lobbyCalls,
  type GameListRequest,
  type ApiResult,
  type BusEvents,
  type GameEntry,
} from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { game, member, provider } from '../test/fixtures';
import { answerGameList, mockLobbyApi, ok, type ListedType } from '../test/lobby-api';
import { renderLobby } from '../test/render-lobby';
import { stubWindowScroll } from '../test/window-scroll';
import en from '../locales/en_US.json';

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

const list: ListedType[] = [
  {
    gt_id: 2,
    gt_name: 'Slot',
    gt_icon: '/api/assets/game-types/2.webp',
    gt_icon_active: '/api/assets/game-types/2.webp?active=1',
    providers: [pg, jili, mg],
    gp_list: [...pgGames, ...jiliGames, ...mgGames],
  },
  {
    gt_id: 3,
    gt_name: 'Live',
    gt_icon: '/api/assets/game-types/3.webp',
    gt_icon_active: '/api/assets/game-types/3.webp?active=1',
    providers: [evo],
    gp_list: evoGames,
  },
  {
    gt_id: 4,
    gt_name: 'Sport',
    gt_icon: '/api/assets/game-types/4.webp',
    gt_icon_active: '/api/assets/game-types/4.webp?active=1',
    providers: [sbo],
    gp_list: [],
  },
];

/** The list call carries the query's abort signal (leaving the page or a newer question cancels it). */
const withSignal = { signal: expect.any(AbortSignal) };
let platform: ReturnType<typeof mockLobbyApi>;
/** The game list calls made so far. */
const listCalls = () => platform.spy.mock.calls.filter(([call]) => call === gameCalls.list);

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
  platform = mockLobbyApi(list);
  asVisitor();
});
afterEach(() => {
  platform.spy.mockRestore();
  afterEachCleanups.splice(0).forEach((off) => off());
});

describe('the lobby home page', () => {
  it('shows skeleton tiles while the list loads, asking in the visitor currency for the desktop template', async () => {
    const pending = deferred<ApiResult<{ list: ListedType[] }>>();
    platform.answer(gameCalls.list, () => pending.promise);
    renderLobby('/');
    expect(screen.getAllByTestId('game-tile-skeleton').length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByTestId('game-tile')).toBeNull();
    expect(platform.spy).toHaveBeenCalledWith(
      gameCalls.list,
      { currency: 'VND', site_id: 7, support_device: 1, template: 'classic', part: 0 },
      withSignal,
    );
    await act(async () => pending.resolve(ok({ list })));
    await waitFor(() => expect(screen.queryByTestId('game-tile-skeleton')).toBeNull());
    // SPEC §3 all_game: every game of the type, as one list that says how many it holds.
    expect(screen.getByRole('list', { name: '42 games' })).toBeInTheDocument();
    expect(tiles().length).toBeGreaterThan(0);
  });

  it('paints the first rows of every type of a large catalogue while the rest of it is on its way', async () => {
    const many = Array.from({ length: GAME_LIST_PARTS.head + 52 }, (_, i) => game('GPPG', 2, `Many ${i + 1}`));
    const big: ListedType[] = [{ ...list[0]!, gp_list: many }, ...list.slice(1)];
    const rest = deferred<ApiResult<unknown>>();
    platform.answer(gameCalls.list, (body: GameListRequest) =>
      body.part === 1 ? rest.promise : answerGameList(big, body),
    );
    renderLobby('/');
    // The first part: the first rows of the type, while the hero already counts the whole catalogue.
    expect(await screen.findByRole('list', { name: `${GAME_LIST_PARTS.head} games` })).toBeInTheDocument();
    expect(screen.getByText(String(many.length + evoGames.length))).toBeInTheDocument();
    expect(platform.bodies(gameCalls.list)).toEqual([
      expect.objectContaining({ part: 0 }),
      expect.objectContaining({ part: 1 }),
    ]);
    await act(async () => rest.resolve(answerGameList(big, { part: 1 })));
    expect(await screen.findByRole('list', { name: `${many.length} games` })).toBeInTheDocument();
    expect(platform.bodies(gameCalls.list)).toHaveLength(2);
  });

  it('waits for the shell while it is restoring the session, then asks once it knows', async () => {
    bus.emit('session:changed', { status: 'restoring' });
    renderLobby('/');
    expect(listCalls()).toHaveLength(0);
    expect(screen.getAllByTestId('game-tile-skeleton').length).toBeGreaterThan(0);
    act(() => asMember());
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(platform.spy).toHaveBeenCalledWith(gameCalls.list, expect.objectContaining({ currency: 'USD' }), withSignal);
  });

  it('asks for the mobile device and template in the mobile layout', async () => {
    renderLobby('/', { layout: 'mobile' });
    await screen.findAllByTestId('game-tile');
    expect(platform.spy).toHaveBeenCalledWith(
      gameCalls.list,
      { currency: 'VND', site_id: 7, support_device: 2, template: 'H5_3', part: 0 },
      withSignal,
    );
    // Three columns on a phone.
    expect(screen.getByTestId('game-grid')).toHaveAttribute('data-columns', '3');
  });

  it('refetches when the visitor currency changes', async () => {
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    act(() => bus.emit('locale:currency-changed', { currency: 'RMB' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual([gameCalls.list, expect.objectContaining({ currency: 'RMB' }), withSignal]),
    );
    expect(listCalls()).toHaveLength(2);
  });

  it('switches game types with the tabs, by click and by arrow keys, showing the active icon', async () => {
    const user = userEvent.setup();
    renderLobby('/');
    const tablist = await screen.findByTestId('game-type-tabs');
    expect(tablist).toHaveAttribute('role', 'tablist');
    const slot = within(tablist).getByRole('tab', { name: 'Slots' });
    const live = within(tablist).getByRole('tab', { name: 'Live Casino' });
    expect(slot).toHaveAttribute('aria-selected', 'true');
    // The tab icons are decorative (alt=""), so no role reaches them: the icon shown is checked by its
    // source. Each tab holds both and its selection shows one.
    const shownIcons = (tab: HTMLElement) =>
      // eslint-disable-next-line testing-library/no-node-access
      [...tab.querySelectorAll('img')]
        .filter((img) => getComputedStyle(img).display !== 'none')
        .map((img) => img.getAttribute('src'));
    expect(shownIcons(slot)).toEqual(['/api/assets/game-types/2.webp?active=1']);
    expect(shownIcons(live)).toEqual(['/api/assets/game-types/3.webp']);

    await user.click(live);
    expect(live).toHaveAttribute('aria-selected', 'true');
    expect(shownIcons(live)).toEqual(['/api/assets/game-types/3.webp?active=1']);
    expect(shownIcons(slot)).toEqual(['/api/assets/game-types/2.webp']);
    expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual([
      'Lightning Roulette, Evolution, HOT',
      'Crazy Time, Evolution',
      'Baccarat Squeeze, Evolution',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Live Casino' })).toHaveAttribute('aria-labelledby', live.id);

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

  it('links each provider chip to its provider page, the popular page first, with a maintenance badge', async () => {
    const user = userEvent.setup();
    const navigations = record('nav:navigate');
    renderLobby('/');
    const strip = await screen.findByTestId('provider-strip');
    const links = within(strip).getAllByRole('link');
    expect(links.map((c) => c.textContent)).toEqual(['Popular', 'PG Soft', 'JILI', 'MicrogamingMaintenance']);
    expect(links[0]).toHaveAttribute('href', '/slotgame?gt_id=2&gp_id=Popular&house=0');
    expect(within(strip).getByRole('link', { name: 'JILI' })).toHaveAttribute(
      'href',
      '/slotgame?gt_id=2&gp_id=GPJILI&house=0',
    );
    expect(within(screen.getByRole('navigation', { name: 'Providers' })).getAllByRole('link')).toHaveLength(4);

    // A plain click asks the shell to go there (it owns the address).
    await user.click(within(strip).getByRole('link', { name: 'JILI' }));
    expect(navigations).toEqual([{ to: '/slotgame?gt_id=2&gp_id=GPJILI&house=0' }]);
    // The type's hall: its rooms.
    expect(screen.getByRole('link', { name: 'All Slots rooms →' })).toHaveAttribute('href', '/gameHall/2');
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

  it('draws only the rows near the window, each tile placed in the whole list (no "Show more")', async () => {
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    const grid = screen.getByRole('list', { name: '42 games' });
    const items = within(grid).getAllByRole('listitem');
    // 1232 px: six columns of 268 px rows; a 768 px window shows three rows, one more is drawn below.
    expect(grid).toHaveAttribute('data-columns', '6');
    expect(items).toHaveLength(24);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '42');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('holds at most ~800 elements at 1440×900 however large the catalogue (20,000 games)', async () => {
    const scroll = stubWindowScroll({ width: 1440, height: 900 });
    afterEachCleanups.push(scroll.restore);
    // A real lobby's worth around the grid: 30 providers in the strip, a full hot row.
    const studios = Array.from({ length: 30 }, (_, i) => provider(`GPS${i}`, `Studio ${i}`, 2));
    const huge = Array.from({ length: 20_000 }, (_, i) =>
      game(`GPS${i % 30}`, 2, `Mega ${i + 1}`, { tags: i % 50 === 0 ? ['hot', 'new'] : [] }),
    );
    platform.answer(gameCalls.list, () =>
      ok({ list: [{ ...list[0]!, providers: studios, gp_list: huge }, ...list.slice(1)] }),
    );
    renderLobby('/');
    await screen.findByRole('list', { name: '20,000 games' });
    // eslint-disable-next-line testing-library/no-node-access -- counting DOM nodes is the point
    const count = () => screen.getByTestId('lobby-home').querySelectorAll('*').length;
    expect(count()).toBeLessThanOrEqual(800);
    act(() => scroll.scrollTo(400_000));
    expect(within(screen.getByTestId('game-grid')).getAllByRole('listitem')[0]).not.toHaveAttribute(
      'aria-posinset',
      '1',
    );
    expect(count()).toBeLessThanOrEqual(800);
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
      'Fortune 1, PG Soft, HOT',
      'Lightning Roulette, Evolution, HOT',
      'Fortune 2, PG Soft, HOT',
    ]);
    expect(within(hot).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/slotgame?gp_id=Popular&house=0',
    );
    expect(within(tiles()[0]!).getByText('HOT')).toBeInTheDocument();
    expect(within(tiles()[2]!).getByText('NEW')).toBeInTheDocument();
  });

  it('shows the jackpot of the viewer currency zero-padded to 10 integer digits (SPEC §9)', async () => {
    renderLobby('/');
    const banner = await screen.findByTestId('jackpot-banner');
    expect(within(banner).getByRole('heading', { name: 'Jackpot' })).toBeInTheDocument();
    // VND has no minor unit.
    await waitFor(() => expect(within(banner).getByTestId('jackpot-digits')).toHaveTextContent('0001234568'));
    expect(platform.bodies(gameCalls.jackpot)).toEqual([{ currency: 'VND' }]);
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
    expect(platform.spy).toHaveBeenCalledWith(gameCalls.list, expect.objectContaining({ currency: 'USD' }), withSignal);
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

  it('reaches a game far down the list by keyboard and leaves maintenance to the launcher (SPEC §8 203)', async () => {
    const user = userEvent.setup();
    const scroll = stubWindowScroll({ width: 1024, height: 768 });
    afterEachCleanups.push(scroll.restore);
    asMember();
    const launches = record('game:launch-requested');
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    act(() => tiles()[0]!.focus());
    // End: the last game, Microgaming's, which was not drawn until asked for.
    await user.keyboard('{End}');
    expect(await screen.findByRole('button', { name: `${en.maintenance}, Thunderstruck, Microgaming` })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(launches).toEqual([expect.objectContaining({ gp_id: 'GPMG', provider_name: 'Microgaming' })]);
  });

  it('SPEC §3 tabs: a visitor is asked to log in for favourites and last played', async () => {
    const user = userEvent.setup();
    const modals = record('modal:open');
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    const listTabs = screen.getByRole('tablist', { name: 'Show' });
    expect(
      within(listTabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All games', 'My favourites', 'Recently played']);
    await user.click(within(listTabs).getByRole('tab', { name: 'My favourites' }));
    expect(screen.getByTestId('list-login-prompt')).toHaveTextContent('Log in to see your favourites');
    expect(screen.queryByTestId('game-grid')).toBeNull();
    await user.click(within(listTabs).getByRole('tab', { name: 'Recently played' }));
    expect(screen.getByTestId('list-login-prompt')).toHaveTextContent('Log in to see what you played');
    await user.click(within(screen.getByTestId('list-login-prompt')).getByRole('button', { name: 'Log in' }));
    expect(modals).toEqual([{ name: 'login' }]);
    // Nothing of a member's is asked for a visitor.
    expect(platform.bodies(lobbyCalls.lastPlayed)).toHaveLength(0);
  });

  it("SPEC §3 tabs: a member's favourites and last played games, most recent first", async () => {
    const user = userEvent.setup();
    const favourite = pgGames[4] as GameEntry;
    const favouriteList = list.map((type) => ({
      ...type,
      gp_list: type.gp_list.map((g) => (g.game_id === favourite.game_id ? { ...g, member_favorite: 1 as const } : g)),
    }));
    platform.answer(gameCalls.list, () => ok({ list: favouriteList }));
    platform.answer(lobbyCalls.lastPlayed, () => ok({ list: [jiliGames[1]!.game_id, pgGames[0]!.game_id, 99999] }));
    asMember();
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    await user.click(screen.getByRole('tab', { name: 'My favourites' }));
    expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual(['Fortune 5, PG Soft']);
    expect(screen.getByRole('list', { name: '1 game' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Recently played' }));
    await waitFor(() =>
      expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual([
        'Jili Star 2, JILI',
        'Fortune 1, PG Soft, HOT',
      ]),
    );
    expect(platform.bodies(lobbyCalls.lastPlayed)).toEqual([undefined]);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    platform.answer(gameCalls.list, () => {
      platform.answer(gameCalls.list, () => ok({ list }));
      return Promise.reject(
        new ApiError({
          type: 'network',
          message: 'networkError',
          messageKey: 'networkError',
          path: gameCalls.list.path,
        }),
      );
    });
    renderLobby('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('game-tile')).not.toHaveLength(0);
    expect(listCalls()).toHaveLength(2);
  });

  it('treats a non-success result code as a failure too', async () => {
    platform.answer(gameCalls.list, () => ({ code: '500', message: 'boom', data: null, ok: false }));
    renderLobby('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded');
  });

  it('renders "Page Not Found" for a lobby path it does not know', () => {
    renderLobby('/gameHall/99');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('lobby-not-found')).toHaveTextContent('Page Not Found: /gameHall/99');
    expect(document.title).toBe('Page Not Found');
    // eslint-disable-next-line testing-library/no-node-access -- a meta tag is not on the page a person reads
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
