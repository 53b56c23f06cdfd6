import {
  MESSAGE_KEYS,
  PATHS,
  QUIT_FLAG_MS,
  QUIT_GAME_DELAY_MS,
  STORAGE_KEYS,
  WAITING_FLAG_CLEAR_MS,
  WINDOW_POLL_MS,
  type CurrencyCode,
  type StorageKey,
} from '@site/shared/constants';
import {
  DEFAULT_GAME_OPEN_CONFIG,
  GAME_START_CODE_MAINTENANCE,
  GAME_START_CODE_MESSAGE,
  GAME_START_CODE_TRANSFER_DISABLED,
  IDLE_GAME_STATE,
  type ApiResult,
  type DemoPlayRequest,
  type DemoPlayResponse,
  type ForwardGameStatusEvent,
  type GameLaunchTarget,
  type GameOpenMode,
  type GamePlayState,
  type GameUrlEvent,
  type LayoutMode,
  type LeaveGameResponse,
  type MaintainInterval,
  type PlayRequest,
  type SessionState,
  type SiteConfig,
} from '@site/shared/contracts';
import { describeFailure } from '@site/shared/api';
import type { Bus } from '@site/shared/bus';
import type { TypedStorage } from '@site/shared/storage';
import type { WindowMsg } from '@site/shared/window-msg';
import { chooseOpenMode, sameGame } from './open-mode';

/** The calls the launcher makes (SPEC §7 play1, leave1, demo/play); the shell passes the API client's. */
export interface LauncherCalls {
  play(body: PlayRequest): Promise<ApiResult<{ game_url?: string; session_id?: number } & Partial<MaintainInterval>>>;
  demoPlay(body: DemoPlayRequest): Promise<ApiResult<DemoPlayResponse>>;
  leave(body: { idempotency_key?: string }): Promise<ApiResult<LeaveGameResponse>>;
}

/** A window the launcher opened (the part of Window it uses). */
export interface GameWindowHandle {
  readonly closed: boolean;
  /** `pathname` throws while the window shows another origin's page. */
  location: { href: string; readonly pathname?: string };
  close(): void;
  focus(): void;
}

/** The page the launcher runs in (the part of Window it uses; tests pass a stand-in). */
export interface LauncherHost {
  open(url: string, name: string, features?: string): GameWindowHandle | null;
  /** Leave the site for the game (redirect mode). */
  assign(url: string): void;
  reload(): void;
  origin: string;
  userAgent: string;
  /** A window the site opened (a game window) or a frame: it leaves the game flow to its opener. */
  isSecondary: boolean;
  onPageShow(handler: (persisted: boolean) => void): () => void;
  /** Messages posted to this page by same-origin frames (the /close page inside a game frame). */
  onFrameMessage(handler: (data: unknown) => void): () => void;
  /** Cross-tab window-msg messages (SPEC §4 quickGame). */
  onWindowMsg(handler: (message: WindowMsg) => void): () => void;
}

export interface GameLauncherOptions {
  siteConfig: Pick<SiteConfig, 'site_id' | 'features' | 'games'>;
  getLayout: () => LayoutMode;
  /** The platform code sent as `device` (SPEC §9). */
  getDevice: () => number;
  bus: Bus;
  calls: LauncherCalls;
  storage: TypedStorage<StorageKey>;
  host: LauncherHost;
  newKey?: () => string;
}

/** What a launch request came to (the tests and the callers that care read it). */
export type LaunchOutcome = 'opened' | 'rejected' | 'dialog' | 'failed';

/** The message the /close page posts to the page whose game frame it was loaded in. */
export const GAME_FRAME_CLOSED_MESSAGE = { source: 'site', type: 'game-closed' } as const;
export const isGameFrameClosedMessage = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as Record<string, unknown>).source === GAME_FRAME_CLOSED_MESSAGE.source &&
  (data as Record<string, unknown>).type === GAME_FRAME_CLOSED_MESSAGE.type;

/** The in-page game view's address for a game (SPEC §2 /play). */
export function playPath(game: Pick<GameLaunchTarget, 'gp_id' | 'game_code' | 'game_type'>): string {
  const query = new URLSearchParams({
    gp_id: game.gp_id,
    game_code: game.game_code,
    game_type: String(game.game_type),
  });
  return `${PATHS.play}?${query.toString()}`;
}

const GAME_WINDOW = 'gameWindow';
const GAME_WINDOW_FEATURES = 'width=1280,height=800';

const randomKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface GameLauncher {
  launch(request: GameLaunchTarget): Promise<LaunchOutcome>;
  /** The before-quit-game step: leave1, balance read again, isPlay '0'; `home` returns a page game to the lobby. */
  quit(options?: { home?: boolean }): Promise<void>;
  state(): GamePlayState;
  /** A game is starting, playing or quitting (language switching and logout check it). */
  busy(): boolean;
  dismissDialog(): void;
  stop(): void;
}

/**
 * The one game launcher of the page (SPEC §4 "Game opening modes" and flow, §5 rejections, §8 game
 * start results, §9 timings). The shell starts it; every game click reaches it as
 * `game:launch-requested` and it publishes `game:state`.
 *
 * idle → starting (play1 / demo/play) → playing → quitting (leave1) → idle. A window game is watched
 * every 500 ms and quits when its window closes; a modal or page game quits when its view closes
 * or its frame lands on /close; every game quits when the platform says it closed (forward_game.status).
 */
export function createGameLauncher(options: GameLauncherOptions): GameLauncher {
  const { bus, calls, storage, host, siteConfig } = options;
  const newKey = options.newKey ?? randomKey;
  const games = siteConfig.games ?? DEFAULT_GAME_OPEN_CONFIG;
  const cleanups: Array<() => void> = [];
  let current: GamePlayState = IDLE_GAME_STATE;
  let session: SessionState = { status: 'restoring' };
  let currency: CurrencyCode | null = null;
  let transferBackRunning = false;
  let gameWindow: GameWindowHandle | null = null;
  let pointed = false;
  let sessionId: number | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let waitingTimer: ReturnType<typeof setTimeout> | null = null;
  let quitTimer: ReturnType<typeof setTimeout> | null = null;
  let quitting: Promise<void> | null = null;
  let quitHome = false;
  // Each launch gets a number, so an answer that arrives after the flow moved on is recognised.
  let attempt = 0;

  const phase = (): GamePlayState['phase'] => current.phase;
  const publish = (next: Partial<GamePlayState>) => {
    current = { ...current, ...next };
    bus.emit('game:state', current);
  };
  const toast = (kind: 'warning' | 'error' | 'info', message: string) => bus.emit('toast:show', { kind, message });
  const reject = (key: string): LaunchOutcome => {
    toast('warning', key);
    return 'rejected';
  };
  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = null;
  };
  const clearWaiting = () => {
    if (waitingTimer) clearTimeout(waitingTimer);
    waitingTimer = null;
    storage.remove(STORAGE_KEYS.waitingUrl);
    storage.remove(STORAGE_KEYS.waitingWindow);
  };
  const closeGameWindow = () => {
    stopPolling();
    const win = gameWindow;
    gameWindow = null;
    try {
      if (win && !win.closed) win.close();
    } catch {
      // A window that cannot be closed from here is the member's to close.
    }
  };
  const resetToIdle = (dialog: GamePlayState['dialog'] = null) => {
    closeGameWindow();
    clearWaiting();
    sessionId = null;
    publish({ ...IDLE_GAME_STATE, dialog });
  };

  function finishQuit() {
    if (quitTimer) clearTimeout(quitTimer);
    quitTimer = null;
    const wasPage = current.mode === 'page';
    // A demo moved no money and never set isPlay.
    if (current.game?.demo !== true) {
      storage.set(STORAGE_KEYS.isPlay, '0');
      bus.emit('wallet:refresh-requested', {});
    }
    resetToIdle(current.dialog);
    if (quitHome && wasPage) bus.emit('nav:navigate', { to: PATHS.home, replace: true });
    quitHome = false;
  }

  function quit({ home = false }: { home?: boolean } = {}): Promise<void> {
    quitHome = quitHome || home;
    if (quitting) return quitting;
    if (current.phase === 'idle') {
      // Nothing of ours is open, but a game may still hold the balance (another tab, a reload).
      if (storage.get(STORAGE_KEYS.isPlay) !== '1') return Promise.resolve();
    }
    const demo = current.game?.demo === true;
    publish({ phase: 'quitting' });
    closeGameWindow();
    // SPEC §4/§9: the quit flag holds up to 30 s unless the server confirms sooner.
    quitTimer = setTimeout(finishQuit, QUIT_FLAG_MS);
    quitting = (async () => {
      try {
        if (!demo && storage.get(STORAGE_KEYS.token)) await calls.leave({ idempotency_key: newKey() });
      } catch {
        // The platform ends an abandoned game itself after its idle time: the money is not lost.
      }
      if (quitTimer) finishQuit();
    })().finally(() => {
      quitting = null;
    });
    return quitting;
  }

  /**
   * Sends the window from /loading to the game, once: whichever comes first, play1's answer or the
   * platform's game.url. Pointing it twice would restart the game page the member already sees.
   */
  function pointGameWindow(url: string) {
    if (!gameWindow || gameWindow.closed || pointed) return;
    pointed = true;
    try {
      gameWindow.location.href = url;
    } catch {
      // A window we cannot navigate is left to the member; the poll still ends the game when it closes.
    }
  }

  function watchWindow() {
    stopPolling();
    poll = setInterval(() => {
      if (!gameWindow) return;
      if (gameWindow.closed) {
        gameWindow = null;
        stopPolling();
        if (current.phase === 'playing' || current.phase === 'starting') void quit();
        return;
      }
      // The provider's "back to lobby" brought the window home to /close (readable again: same origin).
      let path: string | null = null;
      try {
        path = gameWindow.location.pathname ?? null;
      } catch {
        // The provider's page: not ours to read.
      }
      if (path === PATHS.close && current.phase === 'playing') void quit();
    }, WINDOW_POLL_MS);
  }

  async function launch(request: GameLaunchTarget): Promise<LaunchOutcome> {
    const layout = options.getLayout();
    if (siteConfig.features.site_closed) return reject(MESSAGE_KEYS.siteClosed);
    if (!request.demo && siteConfig.features.demo_mode) return reject('pg.demo_blocked');
    if (current.phase === 'starting') return reject(MESSAGE_KEYS.gameStarting);
    if (current.phase === 'quitting') return reject(MESSAGE_KEYS.gameQuitting);
    if (current.phase === 'playing' && current.game) {
      if (sameGame(current.game, request) && Boolean(current.game.demo) === Boolean(request.demo)) {
        try {
          gameWindow?.focus();
        } catch {
          // focus is a courtesy
        }
        return reject(MESSAGE_KEYS.gameDuplicate);
      }
      if (layout !== 'desktop') return reject(MESSAGE_KEYS.gameIsPlaying);
    }
    if (!request.demo) {
      if (transferBackRunning) return reject(MESSAGE_KEYS.oneKeyWaiting);
      if (session.status === 'restoring') return 'rejected';
      if (session.status === 'anonymous') {
        if (request.customized === 1) bus.emit('modal:open', { name: 'login' });
        else publish({ dialog: { kind: 'login-required', game: request } });
        return 'dialog';
      }
    }

    let mode: GameOpenMode = chooseOpenMode({ layout, userAgent: host.userAgent, game: request, config: games });
    // Desktop may switch games: the platform closes the old one (its money comes back first).
    if (current.phase === 'playing') closeGameWindow();
    if (mode === 'window') {
      // Opened now, in the click, or the browser blocks it; pointed at the game when play1 answers.
      const win = host.open(PATHS.loading, GAME_WINDOW, layout === 'desktop' ? GAME_WINDOW_FEATURES : undefined);
      if (win) {
        gameWindow = win;
        pointed = false;
        storage.set(STORAGE_KEYS.waitingWindow, GAME_WINDOW);
      } else {
        mode = 'page';
        toast('info', 'pg.popup_blocked');
      }
    }
    const mine = ++attempt;
    sessionId = null;
    publish({ phase: 'starting', mode, game: request, url: null, dialog: null });

    let result: Awaited<ReturnType<LauncherCalls['play']>>;
    try {
      result = request.demo
        ? await calls.demoPlay({
            site_id: siteConfig.site_id,
            currency: currency ?? 'VND',
            device: options.getDevice(),
            gp_id: request.gp_id,
            game_type: request.game_type,
            game_code: request.game_code,
            house: request.house,
          })
        : await calls.play({
            gpId: request.gp_id,
            game_type: request.game_type,
            game_code: request.game_code,
            lobby_url: `${host.origin}${PATHS.close}`,
            device: options.getDevice(),
            ...(request.extra ? { extra: request.extra } : {}),
            idempotency_key: newKey(),
          });
    } catch (error) {
      if (mine !== attempt) return 'failed';
      resetToIdle();
      toast('error', describeFailure(error, { fallback: MESSAGE_KEYS.gameStartFailed }).message);
      return 'failed';
    }
    // (read through a function: the checks above narrowed `current`, which publish() has replaced since)
    if (mine !== attempt || phase() !== 'starting') {
      // The flow moved on (logout, a newer game): a game that opened anyway is ended.
      if (result.ok && !request.demo) void calls.leave({ idempotency_key: newKey() }).catch(() => undefined);
      return 'failed';
    }
    if (!result.ok) {
      if (result.code === GAME_START_CODE_MAINTENANCE) {
        const interval =
          result.data && typeof result.data.start_at === 'string'
            ? { start_at: result.data.start_at, end_at: result.data.end_at ?? '' }
            : null;
        if (interval) storage.setJSON(STORAGE_KEYS.maintain_interval, interval);
        resetToIdle({ kind: 'maintenance', game: request, interval });
      } else if (result.code === GAME_START_CODE_TRANSFER_DISABLED) {
        resetToIdle({ kind: 'transfer-disabled', game: request });
      } else {
        resetToIdle();
        toast('error', GAME_START_CODE_MESSAGE[result.code] ?? (result.message || MESSAGE_KEYS.gameStartFailed));
      }
      return 'failed';
    }
    const url = result.data.game_url;
    if (!url) {
      resetToIdle();
      toast('error', MESSAGE_KEYS.gameStartFailed);
      return 'failed';
    }
    sessionId = result.data.session_id ?? null;
    if (!request.demo) {
      storage.set(STORAGE_KEYS.isPlay, '1');
      bus.emit('wallet:refresh-requested', {});
    }
    if (mode === 'window') {
      if (!gameWindow || gameWindow.closed) {
        // Closed while the game was starting: end it at once.
        publish({ phase: 'playing' });
        void quit();
        return 'failed';
      }
      storage.set(STORAGE_KEYS.waitingUrl, url);
      pointGameWindow(url);
      watchWindow();
      waitingTimer = setTimeout(clearWaiting, WAITING_FLAG_CLEAR_MS);
      publish({ phase: 'playing', url: null });
    } else if (mode === 'redirect') {
      publish({ phase: 'playing', url: null });
      host.assign(url);
    } else {
      publish({ phase: 'playing', url });
      if (mode === 'page') bus.emit('nav:navigate', { to: playPath(request) });
    }
    return 'opened';
  }

  /** forward_game.status: the platform closed the game (the provider's end, idle, a switch). */
  function onGameStatus(event: ForwardGameStatusEvent) {
    if (event.status !== 'closed' || current.phase === 'idle' || !current.game || current.game.demo) return;
    const ours = sessionId !== null ? event.session_id === sessionId : sameGame(current.game, event);
    if (!ours) return;
    if (current.phase === 'quitting') {
      finishQuit();
      return;
    }
    if (current.phase === 'playing') {
      quitHome = current.mode === 'page';
      finishQuit();
    }
  }

  /** game.url: the platform's own word of the game address, for a window still on /loading. */
  function onGameUrl(event: GameUrlEvent) {
    if (current.phase !== 'starting' || !current.game || current.game.demo || !sameGame(current.game, event)) return;
    pointGameWindow(event.game_url);
  }

  cleanups.push(
    bus.on('session:changed', (next) => {
      const wasMember = session.status === 'member';
      session = next;
      if (wasMember && next.status !== 'member' && current.phase !== 'idle') {
        // Logged out: whatever was open is no longer the member's to play.
        storage.set(STORAGE_KEYS.isPlay, '0');
        attempt++;
        resetToIdle();
      }
    }),
    bus.on('locale:currency-changed', ({ currency: c }) => {
      currency = c;
    }),
    bus.on('wallet:transfer-back', ({ running }) => {
      transferBackRunning = running;
    }),
    bus.on('game:launch-requested', (request) => void launch(request)),
    bus.on('game:quit-requested', ({ home }) => void quit({ home })),
    bus.on('game:status', onGameStatus),
    bus.on('game:url', onGameUrl),
    host.onWindowMsg((message) => {
      if (message.msg !== 'quickGame') return;
      const which = (message.data as { waitingWindow?: string } | undefined)?.waitingWindow ?? GAME_WINDOW;
      if (which !== GAME_WINDOW) return;
      // SPEC §4: the game window says it is done; close it and run the before-quit-game step.
      closeGameWindow();
      if (current.phase !== 'idle') void quit();
    }),
    host.onFrameMessage((data) => {
      if (isGameFrameClosedMessage(data) && current.phase !== 'idle') void quit({ home: true });
    }),
    host.onPageShow((persisted) => {
      // SPEC §4: a page restored from the back/forward cache mid-game reloads, so nothing stale shows.
      if (persisted && storage.get(STORAGE_KEYS.isPlay) === '1') host.reload();
    }),
  );

  // SPEC §4: a page that starts with isPlay '1' ended without quitting its game: quit it now. A game
  // window or frame of the site is not such a page: its opener runs the flow.
  if (!host.isSecondary && storage.get(STORAGE_KEYS.isPlay) === '1') {
    const startup = setTimeout(() => {
      // A game this page opened meanwhile (the /play page reopening its game) is not the old one.
      if (current.phase !== 'idle') return;
      void quit().then(() => storage.set(STORAGE_KEYS.isPlay, '0'));
    }, QUIT_GAME_DELAY_MS);
    cleanups.push(() => clearTimeout(startup));
  }
  publish(IDLE_GAME_STATE);

  return {
    launch,
    quit,
    state: () => current,
    busy: () => current.phase !== 'idle',
    dismissDialog: () => publish({ dialog: null }),
    stop() {
      cleanups.splice(0).forEach((off) => off());
      stopPolling();
      if (waitingTimer) clearTimeout(waitingTimer);
      if (quitTimer) clearTimeout(quitTimer);
    },
  };
}
