import { screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { lobbyCalls, type BusEvents, type GameEntry, type GameType } from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { game, provider } from '../test/fixtures';
import { mockLobbyApi, ok, type ListedType } from '../test/lobby-api';
import { renderLobby } from '../test/render-lobby';

const slotProviders = Array.from({ length: 20 }, (_, i) => provider(`GPS${i + 1}`, `Studio ${i + 1}`, 2));
const house = provider('GPHOUSE', 'Starlight Originals', 2, { house: 1 });
const vip = provider('GPVIP', 'Velvet Ace', 3, { customized: 1 });
const down = provider('GPDOWN', 'Down Live', 3, { maintain: 1 });
const evo = provider('GPEVO', 'Evolution', 3);

const slotGames = [game('GPS1', 2, 'Fortune'), game('GPS1', 2, 'Dragon'), game('GPHOUSE', 2, 'Star')];
const liveGames = [game('GPEVO', 3, 'Lightning Roulette'), game('GPVIP', 3, 'Private Table', { customized: 1 })];

const type = (gt_id: GameType['gt_id'], providers: GameType['providers'], gp_list: GameEntry[]): ListedType => ({
  gt_id,
  gt_name: `type ${gt_id}`,
  gt_icon: `/api/assets/game-types/${gt_id}.webp`,
  gt_icon_active: `/api/assets/game-types/${gt_id}.webp?active=1`,
  providers,
  gp_list,
});
const list: ListedType[] = [
  type(2, [...slotProviders, house], slotGames),
  type(3, [evo, vip, down], liveGames),
  type(4, [], []),
];

let platform: ReturnType<typeof mockLobbyApi>;
const cleanups: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  cleanups.push(bus.on(name, (payload) => seen.push(payload)));
  return seen;
}

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  platform = mockLobbyApi(list, [
    [
      lobbyCalls.templateGames,
      () =>
        ok({
          info: [
            { gt_id: 2, gt_name: 'Slot', game_list: [slotGames[2]] },
            { gt_id: 3, gt_name: 'Live', game_list: liveGames },
          ],
        }),
    ],
  ]);
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
});
afterEach(() => {
  platform.spy.mockRestore();
  cleanups.splice(0).forEach((off) => off());
});

describe('SPEC §2 /gameHall/{id}: the room list of a game type', () => {
  it('shows the types 2–9 as links with their icons, the current one with its active icon', async () => {
    renderLobby('/gameHall/3');
    const nav = await screen.findByRole('navigation', { name: 'Game types' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Slots', '/gameHall/2'],
      ['Live Casino', '/gameHall/3'],
      ['Sports', '/gameHall/4'],
    ]);
    const live = within(nav).getByRole('link', { name: 'Live Casino' });
    expect(live).toHaveAttribute('aria-current', 'page');
    /* eslint-disable testing-library/no-node-access -- the icons are decorative: checked by their source */
    expect(live.querySelector('img')).toHaveAttribute('src', '/api/assets/game-types/3.webp?active=1');
    expect(within(nav).getByRole('link', { name: 'Slots' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/assets/game-types/2.webp',
    );
    /* eslint-enable testing-library/no-node-access */
    expect(screen.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeInTheDocument();
  });

  it('gives each provider a room card leading to /gameRoom with its house, saying members only and maintenance', async () => {
    const navigations = record('nav:navigate');
    const { user } = renderLobby('/gameHall/3');
    const rooms = await screen.findByTestId('room-list');
    const cards = within(rooms).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/gameRoom?gt_id=3&gp_id=GPEVO&house=0',
      '/gameRoom?gt_id=3&gp_id=GPVIP&house=0',
      '/gameRoom?gt_id=3&gp_id=GPDOWN&house=0',
    ]);
    expect(cards[0]).toHaveTextContent('Evolution1 game');
    expect(cards[1]).toHaveTextContent('Members only');
    expect(cards[2]).toHaveTextContent('Maintenance');
    await user.click(cards[0]!);
    expect(navigations).toEqual([{ to: '/gameRoom?gt_id=3&gp_id=GPEVO&house=0' }]);
  });

  it('keeps the house of an in-house provider in its room address', async () => {
    renderLobby('/gameHall/2');
    const rooms = await screen.findByTestId('room-list');
    expect(within(rooms).getByRole('link', { name: /Starlight Originals/ })).toHaveAttribute(
      'href',
      '/gameRoom?gt_id=2&gp_id=GPHOUSE&house=1',
    );
    expect(within(rooms).getByRole('link', { name: /Starlight Originals/ })).toHaveTextContent('In-house');
  });

  it('SPEC §9: describes the type naming at most 15 of its providers, also as the meta description', async () => {
    renderLobby('/gameHall/2');
    const header = await screen.findByTestId('game-hall-header');
    const text =
      'Play Slots from Studio 1, Studio 2, Studio 3, Studio 4, Studio 5, Studio 6, Studio 7, Studio 8, Studio 9, Studio 10, Studio 11, Studio 12, Studio 13, Studio 14, Studio 15, and 6 more providers.';
    expect(header).toHaveTextContent(text);
    expect(header).not.toHaveTextContent('Studio 16');
    // eslint-disable-next-line testing-library/no-node-access -- the head is not on the page a person reads
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', text);
  });

  it("shows the type's featured games from the template list", async () => {
    const launches = record('game:launch-requested');
    const { user } = renderLobby('/gameHall/3');
    const featured = await screen.findByTestId('hall-featured');
    expect(within(featured).getByRole('heading', { name: 'Featured Live Casino' })).toBeInTheDocument();
    expect(
      within(featured)
        .getAllByTestId('game-tile')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual(['Lightning Roulette, Evolution', 'Private Table, Velvet Ace']);
    expect(platform.bodies(lobbyCalls.templateGames)).toEqual([{ site_id: 7, currency: 'VND', support_device: 1 }]);
    await user.click(within(featured).getAllByTestId('game-tile')[1]!);
    expect(launches).toEqual([expect.objectContaining({ gp_id: 'GPVIP', customized: 1 })]);
  });

  it('is not found for a type outside 2–9 or one the currency does not offer', async () => {
    const { unmount } = renderLobby('/gameHall/1');
    expect(screen.getByTestId('lobby-not-found')).toBeInTheDocument();
    unmount();
    renderLobby('/gameHall/9');
    expect(await screen.findByTestId('lobby-not-found')).toBeInTheDocument();
  });

  it('reads the type from gt_id on /gameHall itself', async () => {
    renderLobby('/gameHall?gt_id=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
  });
});
