import { act, screen } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { IDLE_GAME_STATE, type GameLaunchTarget } from '@site/shared/contracts';
import type { GameLauncher } from '@site/shared/game';
import { createFakeFetch, envelope, renderApp, testSiteConfig } from '@site/shared/testing';
import { GameHostOnDemand } from './game-host-on-demand';

const SLOT: GameLaunchTarget = { gp_id: 'GP001', game_type: 2, game_code: 'S1', name: 'Lucky Lantern', customized: 0 };

afterEach(() => act(() => bus.emit('game:state', IDLE_GAME_STATE)));

describe('the game host is fetched when the launcher first has something to show', () => {
  it('renders nothing while idle, then the dialog the launcher asks for, and stays mounted', async () => {
    globalThis.fetch = createFakeFetch(() => ({ status: 404, body: envelope('404') })).fetch;
    const launcher = { dismissDialog: jest.fn() } as unknown as GameLauncher;
    const view = renderApp(<GameHostOnDemand launcher={launcher} siteConfig={testSiteConfig()} />, {
      language: 'en_US',
    });
    act(() => bus.emit('game:state', IDLE_GAME_STATE));
    expect(view.container).toBeEmptyDOMElement();

    act(() => bus.emit('game:state', { ...IDLE_GAME_STATE, dialog: { kind: 'login-required', game: SLOT } }));
    expect(await screen.findByTestId('login-required-dialog')).toBeInTheDocument();

    act(() => bus.emit('game:state', IDLE_GAME_STATE));
    expect(screen.queryByTestId('login-required-dialog')).not.toBeInTheDocument();
    act(() => bus.emit('game:state', { ...IDLE_GAME_STATE, dialog: { kind: 'transfer-disabled', game: SLOT } }));
    expect(screen.getByTestId('transfer-disabled-dialog')).toBeInTheDocument();
  });
});
