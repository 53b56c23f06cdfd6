import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared/bus';
import type { BusEvents } from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { game, member, provider } from '../test/fixtures';
import { mockLobbyApi, type ListedType } from '../test/lobby-api';
import { renderLobby } from '../test/render-lobby';
import { readLobbyTemplate } from '../templates/template';

const pg = provider('GPPG', 'PG Soft', 2);
const evo = provider('GPEVO', 'Evolution', 3);
const list: ListedType[] = [
  {
    gt_id: 2,
    gt_name: 'Slot',
    gt_icon: '/api/assets/game-types/2.webp',
    gt_icon_active: '/api/assets/game-types/2.webp?active=1',
    providers: [pg],
    gp_list: Array.from({ length: 12 }, (_, i) => game('GPPG', 2, `Fortune ${i + 1}`)),
  },
  {
    gt_id: 3,
    gt_name: 'Live',
    gt_icon: '/api/assets/game-types/3.webp',
    gt_icon_active: '/api/assets/game-types/3.webp?active=1',
    providers: [evo],
    gp_list: [game('GPEVO', 3, 'Lightning Roulette'), game('GPEVO', 3, 'Crazy Time')],
  },
];

let platform: ReturnType<typeof mockLobbyApi>;
const opened: Array<BusEvents['modal:open']> = [];
let off: () => void;

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  platform = mockLobbyApi(list);
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
  opened.length = 0;
  off = bus.on('modal:open', (payload) => opened.push(payload));
});
afterEach(() => {
  off();
  platform.spy.mockRestore();
});

describe('the lobby templates', () => {
  it('reads the build template, classic unless a known other one is named', () => {
    expect(readLobbyTemplate(undefined)).toBe('classic');
    expect(readLobbyTemplate('modern')).toBe('modern');
    expect(readLobbyTemplate('neon')).toBe('classic');
  });

  it('the classic template keeps its hero and has no halls rail', async () => {
    renderLobby('/');
    await screen.findAllByTestId('game-tile');
    expect(screen.getByTestId('lobby-hero')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Game halls' })).toBeNull();
    expect(screen.getByTestId('lobby-home')).not.toHaveAttribute('data-template', 'modern');
  });
});

describe('the modern home page', () => {
  it('leads to every hall from the rail, with each hall’s game count, and the popular page', async () => {
    renderLobby('/', { template: 'modern' });
    await screen.findAllByTestId('game-tile');
    expect(screen.getByTestId('lobby-home')).toHaveAttribute('data-template', 'modern');
    expect(screen.queryByTestId('lobby-hero')).toBeNull();
    const rail = screen.getByRole('navigation', { name: 'Game halls' });
    expect(within(rail).getByRole('link', { name: 'Slots 12' })).toHaveAttribute('href', '/gameHall/2');
    expect(within(rail).getByRole('link', { name: 'Live Casino 2' })).toHaveAttribute('href', '/gameHall/3');
    expect(within(rail).getByRole('link', { name: 'Popular' })).toHaveAttribute(
      'href',
      '/slotgame?gp_id=Popular&house=0',
    );
    // The same features as the classic lobby: the search and the games.
    expect(screen.getByRole('combobox', { name: /search/i })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '12 games' })).toBeInTheDocument();
  });

  it('invites a visitor to sign up, log in or try games for free', async () => {
    renderLobby('/', { template: 'modern' });
    await screen.findAllByTestId('game-tile');
    const welcome = screen.getByTestId('lounge-welcome');
    expect(within(welcome).getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome to /);
    await userEvent.click(within(welcome).getByRole('button', { name: 'Sign up now' }));
    await userEvent.click(within(welcome).getByRole('button', { name: 'Log in' }));
    await userEvent.click(within(welcome).getByRole('button', { name: /free/i }));
    expect(opened.map((o) => o.name)).toEqual(['register', 'login', 'game_demo_list']);
    // 2 types, 2 providers, 14 games.
    expect(within(welcome).getByText('14')).toBeInTheDocument();
  });

  it('greets a member by account with the main wallet', async () => {
    act(() => {
      bus.emit('session:changed', { status: 'member', token: 't0k3n', member });
    });
    renderLobby('/', { template: 'modern' });
    await screen.findAllByTestId('game-tile');
    const welcome = screen.getByTestId('lounge-welcome');
    expect(within(welcome).getByRole('heading', { level: 1 })).toHaveTextContent(`Hello, ${member.member_account}`);
    expect(within(welcome).getByTestId('lounge-balance')).toHaveTextContent('$1,000.00');
    expect(within(welcome).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('turns the rail into a row of hall chips under the search on a phone', async () => {
    renderLobby('/', { template: 'modern', layout: 'mobile' });
    await screen.findAllByTestId('game-tile');
    const rails = screen.getAllByRole('navigation', { name: 'Game halls' });
    expect(rails).toHaveLength(1);
    expect(within(rails[0]!).getByRole('link', { name: /^Slots/ })).toBeInTheDocument();
  });
});
