/**
 * `@site/shared/game`: the page's one game launcher (SPEC §4, §5, §8, §9). The shell starts it;
 * apps ask for a game with `requestGame` (the bus event `game:launch-requested`) and read
 * `game:state`.
 */
import { api } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  lobbyCalls,
  walletCalls,
  type GameLaunchTarget,
  type LayoutMode,
  type SiteConfig,
} from '@site/shared/contracts';
import { platformCode } from '@site/shared/device';
import { local } from '@site/shared/storage';
import { browserHost } from './browser-host';
import { createGameLauncher, type GameLauncher } from './launcher';

export {
  createGameLauncher,
  playPath,
  GAME_FRAME_CLOSED_MESSAGE,
  isGameFrameClosedMessage,
  type GameLauncher,
  type GameLauncherOptions,
  type GameWindowHandle,
  type LauncherCalls,
  type LauncherHost,
  type LaunchOutcome,
} from './launcher';
export { chooseOpenMode, sameGame, type OpenModeInput } from './open-mode';
export { browserHost, isSecondaryPage, GAME_WINDOW_NAME } from './browser-host';

/** Ask the page's launcher to open a game (any app). */
export const requestGame = (request: GameLaunchTarget): void => bus.emit('game:launch-requested', request);

/** Starts the page's launcher with the real API, storage and window (the shell, and dev harnesses). */
export function startGameLauncher(siteConfig: SiteConfig, getLayout: () => LayoutMode): GameLauncher {
  return createGameLauncher({
    siteConfig,
    getLayout,
    getDevice: () => platformCode({ desktopLock: siteConfig.features.desktop_lock }),
    bus,
    storage: local,
    host: browserHost(),
    calls: {
      play: (body) => api.call(walletCalls.play, body),
      demoPlay: (body) => api.call(lobbyCalls.demoPlay, body),
      leave: (body) => api.call(walletCalls.leave, body),
    },
  });
}
