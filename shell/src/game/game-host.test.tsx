import { act, screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { IDLE_GAME_STATE, type BusEvents, type GameLaunchTarget, type GamePlayState } from '@site/shared/contracts';
import type { GameLauncher } from '@site/shared/game';
import { createFakeFetch, envelope, renderApp, testSiteConfig } from '@site/shared/testing';
import { GameHost } from './game-host';
import { endGameThenLogout, gameInPlay } from './logout-guard';

const SLOT: GameLaunchTarget = { gp_id: 'GP001', game_type: 2, game_code: 'S1', name: 'Lucky Lantern', customized: 0 };

const subscriptions: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  subscriptions.push(bus.on(name, (p) => seen.push(p)));
  return seen;
}

function setState(next: Partial<GamePlayState>) {
  act(() => bus.emit('game:state', { ...IDLE_GAME_STATE, ...next }));
}

function renderHost() {
  globalThis.fetch = createFakeFetch((call) =>
    call.url.endsWith('/arks/web/site/detail')
      ? { body: envelope('100', { env_config: { customerUrl: { en_US: 'https://cs.example/en' } } }) }
      : { status: 404, body: envelope('404') },
  ).fetch;
  const launcher = { dismissDialog: jest.fn(() => setState({})) } as unknown as GameLauncher & {
    dismissDialog: jest.Mock;
  };
  const view = renderApp(<GameHost launcher={launcher} siteConfig={testSiteConfig()} />, { language: 'en_US' });
  return { ...view, launcher };
}

afterEach(() => {
  subscriptions.splice(0).forEach((off) => off());
  setState({});
});

describe('SPEC §2/§4/§8 what the game launcher shows (shell GameHost)', () => {
  it('the play-game dialog shows the game in a frame; closing it ends the game', async () => {
    const quits = record('game:quit-requested');
    const { user } = renderHost();
    setState({ phase: 'starting', mode: 'modal', game: SLOT });
    const dialog = screen.getByRole('dialog', { name: 'Lucky Lantern' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Starting your game…');
    setState({ phase: 'playing', mode: 'modal', game: SLOT, url: 'http://127.0.0.1:4100/game/launch?token=t' });
    expect(within(dialog).getByTitle('Lucky Lantern')).toHaveAttribute(
      'src',
      'http://127.0.0.1:4100/game/launch?token=t',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(quits).toEqual([{}]);
  });

  it('a demo in the dialog carries the Demo badge', () => {
    renderHost();
    setState({ phase: 'playing', mode: 'modal', game: { ...SLOT, demo: true }, url: 'http://x/demo' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Demo');
  });

  it('a game in its own window: a reminder with Leave game', async () => {
    const quits = record('game:quit-requested');
    const { user } = renderHost();
    setState({ phase: 'playing', mode: 'window', game: SLOT });
    const status = screen.getByTestId('game-window-status');
    expect(status).toHaveTextContent('The game is open in another window.');
    await user.click(within(status).getByRole('button', { name: 'Leave game' }));
    expect(quits).toEqual([{}]);
  });

  it('203: the maintenance dialog with the start and end times in the site time zone, and customer service', async () => {
    const { user, launcher } = renderHost();
    setState({
      dialog: {
        kind: 'maintenance',
        game: { ...SLOT, provider_name: 'Pixel Legion' },
        interval: { start_at: '2026-11-25T02:00:00Z', end_at: '2026-11-25T04:00:00Z' },
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Under maintenance' });
    expect(dialog).toHaveTextContent('Pixel Legion');
    // America/Caracas (UTC-4).
    expect(dialog).toHaveTextContent('from 2026-11-24 22:00:00 to 2026-11-25 00:00:00');
    expect(await within(dialog).findByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(launcher.dismissDialog).toHaveBeenCalled();
  });

  it('203 without times: the generic maintenance text', () => {
    renderHost();
    setState({ dialog: { kind: 'maintenance', game: SLOT, interval: null } });
    expect(screen.getByRole('dialog')).toHaveTextContent('This game is under maintenance. Please come back later.');
  });

  it('205: the transfer-disabled dialog says why', () => {
    renderHost();
    setState({ dialog: { kind: 'transfer-disabled', game: SLOT } });
    expect(screen.getByRole('dialog')).toHaveTextContent('Transfers are disabled for this account');
  });

  it('a visitor: proxy.please_login_title with Log in and Try for free (no demo for a customized game)', async () => {
    const modals = record('modal:open');
    const launches = record('game:launch-requested');
    const { user } = renderHost();
    setState({ dialog: { kind: 'login-required', game: SLOT } });
    let dialog = screen.getByRole('dialog', { name: 'Please log in to play this game' });
    await user.click(within(dialog).getByRole('button', { name: 'Try for free' }));
    expect(launches).toEqual([{ ...SLOT, demo: true }]);
    setState({ dialog: { kind: 'login-required', game: SLOT } });
    dialog = screen.getByRole('dialog', { name: 'Please log in to play this game' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(modals).toEqual([{ name: 'login' }]);
    setState({ dialog: { kind: 'login-required', game: { ...SLOT, customized: 1 } } });
    expect(screen.queryByRole('button', { name: 'Try for free' })).toBeNull();
  });
});

describe('SPEC §4 logout with a game in play', () => {
  it('ends the game first, then logs out', async () => {
    const quits = record('game:quit-requested');
    const logouts = record('session:logout-requested');
    setState({ phase: 'playing', mode: 'window', game: SLOT });
    expect(gameInPlay()).toBe(true);
    const done = endGameThenLogout();
    expect(quits).toEqual([{}]);
    expect(logouts).toEqual([]);
    setState({ phase: 'quitting', mode: 'window', game: SLOT });
    expect(logouts).toEqual([]);
    setState({});
    await done;
    expect(logouts).toEqual([{ reason: 'user' }]);
  });

  it('with no game, logs out at once', async () => {
    const logouts = record('session:logout-requested');
    expect(gameInPlay()).toBe(false);
    await endGameThenLogout();
    expect(logouts).toEqual([{ reason: 'user' }]);
  });
});
