import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  gameCalls,
  lobbyCalls,
  type ApiResult,
  type BusEvents,
  type GameEntry,
  type GameType,
} from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { game, member, provider } from '../test/fixtures';
import { mockLobbyApi, ok, type ListedType } from '../test/lobby-api';
import { renderLobby } from '../test/render-lobby';
import { prefetchPictures, resetPrefetchedPictures } from '../features/game-list/lib/prefetch-pictures';

const pg = provider('GPPG', 'PG Soft', 2);
const jili = provider('GPJILI', 'JILI', 2, { house: 1 });
const vip = provider('GPVIP', 'VIP Room', 2, { customized: 1 });
const evo = provider('GPEVO', 'Evolution', 3);
const sexy = provider('GPSEXY', 'Sexy Baccarat', 3);

const pgGames = Array.from({ length: 30 }, (_, i) =>
  game('GPPG', 2, `Fortune ${i + 1}`, { tags: i < 2 ? ['hot'] : i === 2 ? ['new'] : [] }),
);
const vipGames = [game('GPVIP', 2, 'Private Gold', { customized: 1 })];
const evoGames = [game('GPEVO', 3, 'Lightning Roulette', { tags: ['hot'] }), game('GPEVO', 3, 'Crazy Time')];

const type = (gt_id: GameType['gt_id'], providers: GameType['providers'], gp_list: GameEntry[]): ListedType => ({
  gt_id,
  gt_name: `type ${gt_id}`,
  gt_icon: `/api/assets/game-types/${gt_id}.webp`,
  gt_icon_active: `/api/assets/game-types/${gt_id}.webp?active=1`,
  providers,
  gp_list,
});
const list: ListedType[] = [type(2, [pg, jili, vip], [...pgGames, ...vipGames]), type(3, [evo, sexy], evoGames)];

const labelsOf = (games: GameEntry[]) => ({
  list: [
    { id: 1, tag: 'hot' as const, game_list: games.filter((g) => g.tags.includes('hot')) },
    { id: 2, tag: 'new' as const, game_list: games.filter((g) => g.tags.includes('new')) },
  ],
  main: games,
});
const GAMES: Record<string, GameEntry[]> = { GPPG: pgGames, GPVIP: vipGames, GPEVO: evoGames, GPSEXY: [] };

let platform: ReturnType<typeof mockLobbyApi>;
const cleanups: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  cleanups.push(bus.on(name, (payload) => seen.push(payload)));
  return seen;
}
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const asVisitor = () => {
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
};
const asMember = () => {
  bus.emit('session:changed', { status: 'member', token: 't0k3n', member });
  bus.emit('locale:currency-changed', { currency: member.member_currency });
};

const grid = () => screen.getByTestId('game-grid');
/** The label chips' texts (name and count), in order. */
const chipTexts = (chips: HTMLElement) =>
  within(chips)
    .getAllByRole('button')
    .map((b) => b.textContent);
const names = () =>
  within(grid())
    .getAllByTestId('game-tile')
    .map((t) => t.getAttribute('aria-label'));

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  platform = mockLobbyApi(list, [
    [lobbyCalls.gameLabel, (body: { gp_id: string }) => ok(labelsOf(GAMES[body.gp_id] ?? []))],
    [lobbyCalls.hotGames, () => ok({ list: [pgGames[0], evoGames[0]] })],
    [
      lobbyCalls.tagGames,
      (body: { tag: string }) => ok({ info: body.tag === 'hot' ? [pgGames[0], pgGames[1]] : [pgGames[2]] }),
    ],
  ]);
  asVisitor();
});
afterEach(() => {
  platform.spy.mockRestore();
  cleanups.splice(0).forEach((off) => off());
});

describe('SPEC §2 /slotgame: the games of one provider', () => {
  it('asks v2/game_label for the provider and type, and its label chips filter the games', async () => {
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0');
    expect(await screen.findByRole('heading', { level: 1, name: 'PG Soft' })).toBeInTheDocument();
    await screen.findByRole('list', { name: '30 games' });
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([
      { site_id: 7, currency: 'VND', device: 1, gp_id: 'GPPG', game_type_id: 2, house: 0 },
    ]);

    const chips = screen.getByRole('group', { name: 'Filter by label' });
    expect(chipTexts(chips)).toEqual(['All30', 'Hot2', 'New1']);
    await user.click(within(chips).getByRole('button', { name: /^Hot/ }));
    expect(within(chips).getByRole('button', { name: /^Hot/ })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Fortune 1, PG Soft, HOT', 'Fortune 2, PG Soft, HOT']);
    expect(screen.getByRole('list', { name: '2 games' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: /^New/ }));
    expect(names()).toEqual(['Fortune 3, PG Soft, NEW']);
    await user.click(within(chips).getByRole('button', { name: /^All/ }));
    expect(screen.getByRole('list', { name: '30 games' })).toBeInTheDocument();
  });

  it("reuses the home page's game list: a provider page opened from it asks for the catalogue no second time", async () => {
    const { unmount, queryClient } = renderLobby('/');
    await within(await screen.findByTestId('provider-strip')).findByRole('link', { name: 'PG Soft' });
    await screen.findByTestId('game-grid');
    unmount();
    // The shell routes a chip's link to the provider page: the same page-wide query cache.
    renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'PG Soft' })).toBeInTheDocument();
    await screen.findByRole('list', { name: '30 games' });
    expect(platform.bodies(gameCalls.list)).toHaveLength(1);
  });

  it("draws the games from the list in memory at once, then takes the platform's answer in their place", async () => {
    const { unmount, queryClient } = renderLobby('/');
    await within(await screen.findByTestId('provider-strip')).findByRole('link', { name: 'PG Soft' });
    await screen.findByTestId('game-grid');
    unmount();
    const answer = deferred<ReturnType<typeof ok>>();
    platform.answer(lobbyCalls.gameLabel, () => answer.promise);
    renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0', { queryClient });
    // No round trip first: the games and their label chips come from the home page's list.
    await screen.findByRole('list', { name: '30 games' });
    const chips = screen.getByRole('group', { name: 'Filter by label' });
    expect(chipTexts(chips)).toEqual(['All30', 'Hot2', 'New1']);
    expect(names()[0]).toBe('Fortune 1, PG Soft, HOT');
    expect(platform.bodies(lobbyCalls.gameLabel)).toHaveLength(1);
    // The platform's answer is what stays: here it lists one game fewer than the list in memory.
    await act(async () => answer.resolve(ok(labelsOf(pgGames.slice(1)))));
    await screen.findByRole('list', { name: '29 games' });
    expect(names()[0]).toBe('Fortune 2, PG Soft, HOT');
  });

  it("shows another provider of the strip at once, in the click's render, then asks the shell to move the address there", async () => {
    const { unmount, queryClient } = renderLobby('/');
    await within(await screen.findByTestId('provider-strip')).findByRole('link', { name: 'PG Soft' });
    await screen.findByTestId('game-grid');
    unmount();
    const navigations = record('nav:navigate');
    // The shell moves the browser's address when asked (its router then renders, which this test leaves out).
    cleanups.push(bus.on('nav:navigate', ({ to }) => window.history.pushState(null, '', to)));
    cleanups.push(() => window.history.replaceState(null, '', '/'));
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0', { queryClient });
    await screen.findByRole('list', { name: '30 games' });
    const nav = screen.getByRole('navigation', { name: 'Providers' });
    // A pointer over a chip asks for that provider's first pictures, so a click finds them in memory.
    resetPrefetchedPictures();
    await user.hover(within(nav).getByRole('link', { name: /VIP Room/ }));
    expect(prefetchPictures([vipGames[0]!.icon_light])).toBe(0);
    await user.click(within(nav).getByRole('link', { name: /JILI/ }));
    // The address has not moved here (the shell owns it): the page shows JILI all the same.
    expect(within(nav).getByRole('link', { name: /JILI/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'PG Soft' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('JILI');
    expect(screen.queryByRole('list', { name: '30 games' })).not.toBeInTheDocument();
    // The shell is asked to move the address once the page is idle.
    await waitFor(() => expect(navigations).toEqual([{ to: '/slotgame?gt_id=2&gp_id=GPJILI&house=1' }]));
    await waitFor(() =>
      expect(platform.bodies(lobbyCalls.gameLabel)).toContainEqual(expect.objectContaining({ gp_id: 'GPJILI' })),
    );
  });

  it("draws a provider chosen in the strip from memory, then its platform's answer once it comes", async () => {
    const { unmount, queryClient } = renderLobby('/');
    await within(await screen.findByTestId('provider-strip')).findByRole('link', { name: 'PG Soft' });
    await screen.findByTestId('game-grid');
    unmount();
    cleanups.push(bus.on('nav:navigate', ({ to }) => window.history.pushState(null, '', to)));
    cleanups.push(() => window.history.replaceState(null, '', '/'));
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPJILI&house=1', { queryClient });
    await waitFor(() => expect(platform.bodies(lobbyCalls.gameLabel)).toHaveLength(1));
    const answer = deferred<ReturnType<typeof ok>>();
    platform.answer(lobbyCalls.gameLabel, () => answer.promise);
    const nav = screen.getByRole('navigation', { name: 'Providers' });
    await user.click(within(nav).getByRole('link', { name: 'PG Soft' }));
    // The click's own render: PG Soft's 30 games from the list in memory, its answer still on the way.
    expect(screen.getByRole('list', { name: '30 games' })).toBeInTheDocument();
    await act(async () => answer.resolve(ok(labelsOf(pgGames.slice(1)))));
    await screen.findByRole('list', { name: '29 games' });
    expect(names()[0]).toBe('Fortune 2, PG Soft, HOT');
  });

  it('marks the provider as current among its type, the popular page first, and shows the jackpot', async () => {
    renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0');
    const nav = await screen.findByRole('navigation', { name: 'Providers' });
    expect(within(nav).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Popular' })).toHaveAttribute(
      'href',
      '/slotgame?gt_id=2&gp_id=Popular&house=0',
    );
    expect(within(nav).getByRole('link', { name: /JILI/ })).toHaveAttribute(
      'href',
      '/slotgame?gt_id=2&gp_id=GPJILI&house=1',
    );
    expect(await screen.findByTestId('jackpot-banner')).toBeInTheDocument();
  });

  it('SPEC §6: a visitor must log in to open a customized provider, and nothing is asked for it', async () => {
    const modals = record('modal:open');
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPVIP&house=0');
    const prompt = await screen.findByTestId('members-only-prompt');
    expect(prompt).toHaveTextContent('This room is for members');
    expect(within(screen.getByTestId('provider-header')).getByText('Members only')).toBeInTheDocument();
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([]);
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(modals).toEqual([{ name: 'login' }]);

    // Logged in, the list opens.
    act(() => asMember());
    await screen.findByRole('list', { name: '1 game' });
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([
      expect.objectContaining({ gp_id: 'GPVIP', currency: 'USD' }),
    ]);
  });

  it('says so for a provider the currency does not offer, and needs a type and a provider', async () => {
    renderLobby('/slotgame?gt_id=2&gp_id=GPNOPE&house=0');
    expect(await screen.findByTestId('provider-unavailable')).toHaveTextContent("This provider isn't available");
  });

  it('is not found without a type or a provider', () => {
    renderLobby('/slotgame?gp_id=GPPG');
    expect(screen.getByTestId('lobby-not-found')).toBeInTheDocument();
  });
});

describe('SPEC §6/§7 favourites', () => {
  it('turns the heart on at once, tells favorite/store, and lists the game under My favourites', async () => {
    asMember();
    const store = deferred<ApiResult<{ list: number[] }>>();
    platform.answer(lobbyCalls.favoriteStore, () => store.promise);
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0');
    await screen.findByRole('list', { name: '30 games' });
    const heart = within(grid()).getByRole('button', { name: 'Favourite: Fortune 4' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    // Optimistic: on before the platform answers.
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(platform.bodies(lobbyCalls.favoriteStore)).toEqual([
      { data: [{ game_id: pgGames[3]!.game_id, status: 1 }] },
    ]);
    // A second click while the first is on its way changes nothing.
    await user.click(heart);
    expect(platform.bodies(lobbyCalls.favoriteStore)).toHaveLength(1);
    await act(async () => store.resolve(ok({ list: [pgGames[3]!.game_id] })));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('tab', { name: 'My favourites' }));
    expect(names()).toEqual(['Fortune 4, PG Soft']);
  });

  it('rolls the heart back and shows an error toast when the platform refuses (SPEC §8)', async () => {
    asMember();
    const toasts = record('toast:show');
    const store = deferred<ApiResult<{ list: number[] }>>();
    platform.answer(lobbyCalls.favoriteStore, () => store.promise);
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0');
    await screen.findByRole('list', { name: '30 games' });
    const heart = within(grid()).getByRole('button', { name: 'Favourite: Fortune 1' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await act(async () =>
      store.reject(new ApiError({ type: 'network', message: 'networkError', messageKey: 'networkError', path: '/x' })),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(toasts).toEqual([{ kind: 'error', message: 'networkError' }]);
  });

  it('shows the server message when favorite/store answers a failure code, and removes as it adds', async () => {
    asMember();
    const toasts = record('toast:show');
    const favourite = { ...pgGames[0]!, member_favorite: 1 as const };
    platform.answer(lobbyCalls.gameLabel, () => ok(labelsOf([favourite, ...pgGames.slice(1)])));
    platform.answer(lobbyCalls.favoriteStore, () => ({ code: '101', message: 'Unknown game', data: null, ok: false }));
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0');
    await screen.findByRole('list', { name: '30 games' });
    const heart = within(grid()).getByRole('button', { name: 'Favourite: Fortune 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(platform.bodies(lobbyCalls.favoriteStore)).toEqual([{ data: [{ game_id: favourite.game_id, status: 0 }] }]);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Unknown game' }]));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to log in instead', async () => {
    const modals = record('modal:open');
    const { user } = renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0');
    await screen.findByRole('list', { name: '30 games' });
    await user.click(within(grid()).getByRole('button', { name: 'Favourite: Fortune 1' }));
    expect(modals).toEqual([{ name: 'login' }]);
    expect(platform.bodies(lobbyCalls.favoriteStore)).toEqual([]);
  });
});

describe('SPEC §2 the popular page (/slotgame?gp_id=Popular&house=0)', () => {
  it('lists the hot games and the hot/new tag lists of every type', async () => {
    const { user } = renderLobby('/slotgame?gp_id=Popular&house=0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular games' })).toBeInTheDocument();
    await screen.findByRole('list', { name: '4 games' });
    expect(platform.bodies(lobbyCalls.hotGames)).toEqual([
      { site_id: 7, currency: 'VND', support_device: 1, gt_id: 0 },
    ]);
    expect(platform.bodies(lobbyCalls.tagGames)).toEqual([
      { site_id: 7, currency: 'VND', support_device: 1, tag: 'hot', gt_id: 0 },
      { site_id: 7, currency: 'VND', support_device: 1, tag: 'new', gt_id: 0 },
    ]);
    // hot-games first, then the tag lists, each game once.
    expect(names()).toEqual([
      'Fortune 1, PG Soft, HOT',
      'Lightning Roulette, Evolution, HOT',
      'Fortune 2, PG Soft, HOT',
      'Fortune 3, PG Soft, NEW',
    ]);
    await user.click(screen.getByRole('button', { name: /^New/ }));
    expect(names()).toEqual(['Fortune 3, PG Soft, NEW']);
  });

  it('narrows to one type with gt_id, among its providers', async () => {
    renderLobby('/slotgame?gt_id=2&gp_id=Popular&house=0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular Slots' })).toBeInTheDocument();
    await waitFor(() => expect(platform.bodies(lobbyCalls.hotGames)).toEqual([expect.objectContaining({ gt_id: 2 })]));
    expect(
      within(await screen.findByRole('navigation', { name: 'Providers' })).getByRole('link', { name: 'Popular' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

describe('SPEC §2 /gameRoom: a provider room', () => {
  it("opens the provider's own lobby through the launcher and lists its tables", async () => {
    const launches = record('game:launch-requested');
    const { user } = renderLobby('/gameRoom?gt_id=3&gp_id=GPEVO&house=0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Evolution' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All Live Casino rooms/ })).toHaveAttribute('href', '/gameHall/3');
    const nav = screen.getByRole('navigation', { name: 'Providers' });
    expect(within(nav).getByRole('link', { name: 'Sexy Baccarat' })).toHaveAttribute(
      'href',
      '/gameRoom?gt_id=3&gp_id=GPSEXY&house=0',
    );
    await screen.findByRole('list', { name: '2 games' });
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([
      expect.objectContaining({ gp_id: 'GPEVO', game_type_id: 3 }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Enter lobby' }));
    expect(launches).toEqual([
      {
        gp_id: 'GPEVO',
        game_type: 3,
        game_code: '',
        house: 0,
        customized: 0,
        name: 'Evolution',
        provider_name: 'Evolution',
      },
    ]);
    expect(screen.queryByTestId('jackpot-banner')).toBeNull();
  });

  it('is not found without a provider and type', () => {
    renderLobby('/gameRoom?gt_id=3');
    expect(screen.getByTestId('lobby-not-found')).toBeInTheDocument();
  });

  it('shows an empty room as such', async () => {
    renderLobby('/gameRoom?gt_id=3&gp_id=GPSEXY&house=0');
    expect(await screen.findByTestId('games-empty')).toHaveTextContent('No games here yet');
  });
});

describe('the provider pages on a phone', () => {
  it('ask for the mobile device and lay the games in three columns', async () => {
    renderLobby('/slotgame?gt_id=2&gp_id=GPPG&house=0', { layout: 'mobile' });
    await screen.findByRole('list', { name: '30 games' });
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([expect.objectContaining({ device: 2 })]);
    expect(platform.bodies(gameCalls.list)).toEqual([expect.objectContaining({ support_device: 2 })]);
    expect(grid()).toHaveAttribute('data-columns', '3');
  });
});
