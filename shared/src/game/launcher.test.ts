import { createBus, type Bus } from '@site/shared/bus';
import { STORAGE_KEYS } from '@site/shared/constants';
import type { ApiResult, BusEvents, GameLaunchTarget, GamePlayState, SiteConfig } from '@site/shared/contracts';
import { local } from '@site/shared/storage';
import { testMember, testSiteConfig } from '@site/shared/testing';
import type { WindowMsg } from '@site/shared/window-msg';
import { chooseOpenMode } from './open-mode';
import {
  createGameLauncher,
  GAME_FRAME_CLOSED_MESSAGE,
  type GameLauncher,
  type GameWindowHandle,
  type LauncherCalls,
  type LauncherHost,
} from './launcher';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const SLOT: GameLaunchTarget = { gp_id: 'GP001', game_type: 2, game_code: 'GP001-S01', name: 'Lucky Lantern' };
const OTHER_SLOT: GameLaunchTarget = { gp_id: 'GP003', game_type: 2, game_code: 'GP003-S07' };
const LIVE: GameLaunchTarget = { gp_id: 'GP007', game_type: 3, game_code: '' };

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, code: '100', message: 'ok', data });
const fail = <T>(code: string, message: string, data: T): ApiResult<T> => ({ ok: false, code, message, data });

class FakeWindow implements GameWindowHandle {
  closed = false;
  location = { href: '', pathname: '/loading' };
  focused = 0;
  close() {
    this.closed = true;
  }
  focus() {
    this.focused++;
  }
}

interface Harness {
  bus: Bus;
  launcher: GameLauncher;
  calls: jest.Mocked<LauncherCalls>;
  host: LauncherHost & { opened: Array<{ url: string; name: string; win: FakeWindow }>; assigned: string[] };
  states: GamePlayState[];
  toasts: Array<BusEvents['toast:show']>;
  navigations: string[];
  refreshes: number;
  windowMsg: (m: WindowMsg) => void;
  frameMessage: (data: unknown) => void;
  pageShow: (persisted: boolean) => void;
  reloads: number;
}

function setup(
  opts: {
    layout?: 'desktop' | 'mobile';
    userAgent?: string;
    popupBlocked?: boolean;
    secondary?: boolean;
    features?: Partial<SiteConfig['features']>;
    session?: 'member' | 'anonymous' | 'restoring';
  } = {},
): Harness {
  const bus = createBus();
  const config = testSiteConfig({
    games: { open_mode: 'window', modal_pairs: ['GP007:3'], window_providers: ['GP009'] },
  });
  config.features = { ...config.features, ...opts.features };
  let windowMsg: (m: WindowMsg) => void = () => undefined;
  let frameMessage: (d: unknown) => void = () => undefined;
  let pageShow: (p: boolean) => void = () => undefined;
  const h = { states: [], toasts: [], navigations: [], refreshes: 0, reloads: 0 } as unknown as Harness;
  const host: Harness['host'] = {
    opened: [],
    assigned: [],
    open(url, name) {
      if (opts.popupBlocked) return null;
      const win = new FakeWindow();
      host.opened.push({ url, name, win });
      return win;
    },
    assign: (url) => host.assigned.push(url),
    reload: () => {
      h.reloads++;
    },
    origin: 'http://127.0.0.1:3000',
    userAgent: opts.userAgent ?? DESKTOP_UA,
    isSecondary: opts.secondary ?? false,
    onPageShow: (fn) => {
      pageShow = fn;
      return () => undefined;
    },
    onFrameMessage: (fn) => {
      frameMessage = fn;
      return () => undefined;
    },
    onWindowMsg: (fn) => {
      windowMsg = fn;
      return () => undefined;
    },
  };
  const calls = {
    play: jest.fn(async () =>
      ok({ game_url: 'http://127.0.0.1:4100/game/launch?token=t', session_id: 7, transferred: 10 }),
    ),
    demoPlay: jest.fn(async () => ok({ game_url: 'http://127.0.0.1:4100/game/demo?token=d' })),
    leave: jest.fn(async () => ok({ closed: 1 as const, amount: 10, gp_id: 'GP001' })),
  } as unknown as jest.Mocked<LauncherCalls>;
  bus.on('game:state', (s) => h.states.push(s));
  bus.on('toast:show', (t) => h.toasts.push(t));
  bus.on('nav:navigate', ({ to }) => h.navigations.push(to));
  bus.on('wallet:refresh-requested', () => {
    h.refreshes++;
  });
  const status = opts.session ?? 'member';
  if (status === 'member') {
    local.set(STORAGE_KEYS.token, 'tok');
    bus.emit('session:changed', { status: 'member', token: 'tok', member: testMember() });
  } else {
    bus.emit('session:changed', { status });
  }
  bus.emit('locale:currency-changed', { currency: 'VND' });
  const launcher = createGameLauncher({
    siteConfig: config,
    getLayout: () => opts.layout ?? 'desktop',
    getDevice: () => (opts.layout === 'mobile' ? 2 : 1),
    bus,
    calls,
    storage: local,
    host,
    newKey: () => 'key',
  });
  Object.assign(h, {
    bus,
    launcher,
    calls,
    host,
    windowMsg: (m: WindowMsg) => windowMsg(m),
    frameMessage: (d: unknown) => frameMessage(d),
    pageShow: (p: boolean) => pageShow(p),
  });
  return h;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SPEC §4 game opening modes: chooseOpenMode', () => {
  const config = { open_mode: 'window' as const, modal_pairs: ['GP007:3'], window_providers: ['GP009'] };
  const mode = (layout: 'desktop' | 'mobile', game: Partial<GameLaunchTarget>, userAgent = DESKTOP_UA) =>
    chooseOpenMode({ layout, userAgent, config, game: { ...SLOT, ...game } });

  it('opens a window on desktop by default', () => expect(mode('desktop', {})).toBe('window'));
  it('opens the listed provider/type pairs in the play-game dialog on desktop', () =>
    expect(mode('desktop', LIVE)).toBe('modal'));
  it('forces a window on phones, for app clients and for the listed providers, even for a modal pair', () => {
    expect(mode('mobile', LIVE)).toBe('window');
    expect(mode('desktop', LIVE, `${DESKTOP_UA} SiteApp/2.0`)).toBe('window');
    expect(mode('desktop', { gp_id: 'GP009' })).toBe('window');
  });
  it('redirects on a phone inside a social app browser', () =>
    expect(mode('mobile', {}, 'Mozilla/5.0 (iPhone) Mobile FBAN/FBIOS')).toBe('redirect'));
  it('keeps the mode the asker needs (the /play page reopening its game)', () =>
    expect(mode('desktop', { mode: 'page' })).toBe('page'));
  it('follows the site default when nothing forces another', () =>
    expect(
      chooseOpenMode({
        layout: 'desktop',
        userAgent: DESKTOP_UA,
        config: { ...config, open_mode: 'page' },
        game: SLOT,
      }),
    ).toBe('page'));
});

describe('SPEC §4/§5 game launcher: window mode', () => {
  it('opens /loading in the click, points it at the game url, stores isPlay 1 and clears the waiting flag after 1000 ms', async () => {
    const h = setup();
    const started = h.launcher.launch(SLOT);
    expect(h.host.opened).toHaveLength(1);
    expect(h.host.opened[0]!.url).toBe('/loading');
    expect(h.host.opened[0]!.name).toBe('gameWindow');
    expect(local.get(STORAGE_KEYS.waitingWindow)).toBe('gameWindow');
    expect(h.launcher.state().phase).toBe('starting');
    await expect(started).resolves.toBe('opened');
    expect(h.calls.play).toHaveBeenCalledWith(
      expect.objectContaining({
        gpId: 'GP001',
        game_type: 2,
        game_code: 'GP001-S01',
        lobby_url: 'http://127.0.0.1:3000/close',
        device: 1,
      }),
    );
    expect(h.host.opened[0]!.win.location.href).toBe('http://127.0.0.1:4100/game/launch?token=t');
    expect(h.launcher.state()).toMatchObject({ phase: 'playing', mode: 'window' });
    expect(local.get(STORAGE_KEYS.isPlay)).toBe('1');
    expect(local.get(STORAGE_KEYS.waitingUrl)).toBe('http://127.0.0.1:4100/game/launch?token=t');
    jest.advanceTimersByTime(999);
    expect(local.get(STORAGE_KEYS.waitingWindow)).toBe('gameWindow');
    jest.advanceTimersByTime(1);
    expect(local.get(STORAGE_KEYS.waitingWindow)).toBeNull();
    expect(local.get(STORAGE_KEYS.waitingUrl)).toBeNull();
  });

  it('notices a closed game window within 500 ms and runs the before-quit-game step (leave1, balance, isPlay 0)', async () => {
    const h = setup();
    await h.launcher.launch(SLOT);
    const refreshes = h.refreshes;
    h.host.opened[0]!.win.close();
    jest.advanceTimersByTime(500);
    expect(h.launcher.state().phase).toBe('quitting');
    await jest.runOnlyPendingTimersAsync();
    expect(h.calls.leave).toHaveBeenCalledTimes(1);
    expect(h.launcher.state().phase).toBe('idle');
    expect(local.get(STORAGE_KEYS.isPlay)).toBe('0');
    expect(h.refreshes).toBeGreaterThan(refreshes);
  });

  it('falls back to the same tab (page mode, /play) when the browser blocks the window', async () => {
    const h = setup({ popupBlocked: true });
    await expect(h.launcher.launch(SLOT)).resolves.toBe('opened');
    expect(h.toasts).toContainEqual(expect.objectContaining({ message: 'pg.popup_blocked' }));
    expect(h.launcher.state()).toMatchObject({
      phase: 'playing',
      mode: 'page',
      url: expect.stringContaining('/game/launch'),
    });
    expect(h.navigations).toEqual(['/play?gp_id=GP001&game_code=GP001-S01&game_type=2']);
  });

  it('a game window closed while the game starts ends the game at once', async () => {
    const h = setup();
    const started = h.launcher.launch(SLOT);
    h.host.opened[0]!.win.close();
    await expect(started).resolves.toBe('failed');
    await jest.runOnlyPendingTimersAsync();
    expect(h.calls.leave).toHaveBeenCalled();
    expect(h.launcher.state().phase).toBe('idle');
  });

  it('quickGame from another tab closes the game window and quits', async () => {
    const h = setup();
    await h.launcher.launch(SLOT);
    h.windowMsg({ msg: 'quickGame', data: { waitingWindow: 'gameWindow' } });
    expect(h.host.opened[0]!.win.closed).toBe(true);
    await jest.runOnlyPendingTimersAsync();
    expect(h.calls.leave).toHaveBeenCalledTimes(1);
    expect(h.launcher.state().phase).toBe('idle');
  });

  it('a game.url pushed by the platform points the waiting window while play1 is still on its way', async () => {
    const h = setup();
    let answer: (v: ApiResult<never>) => void = () => undefined;
    h.calls.play.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const started = h.launcher.launch(SLOT);
    h.bus.emit('game:url', {
      session_id: 7,
      gp_id: 'GP001',
      game_type: 2,
      game_code: 'GP001-S01',
      game_url: 'http://x/pushed',
    });
    expect(h.host.opened[0]!.win.location.href).toBe('http://x/pushed');
    // Once on the provider's page the window is pointed no more (it is no longer ours to navigate).
    answer(ok({ game_url: 'http://x/answered', session_id: 7, transferred: 1 }) as never);
    await expect(started).resolves.toBe('opened');
    expect(h.host.opened[0]!.win.location.href).toBe('http://x/pushed');
  });

  it('a game window brought home to /close by the provider is closed and the game ended', async () => {
    const h = setup();
    await h.launcher.launch(SLOT);
    const win = h.host.opened[0]!.win;
    win.location = { href: 'http://127.0.0.1:3000/close', pathname: '/close' };
    await jest.advanceTimersByTimeAsync(500);
    expect(win.closed).toBe(true);
    expect(h.calls.leave).toHaveBeenCalledTimes(1);
    expect(h.launcher.state().phase).toBe('idle');
  });
});

describe('SPEC §4 game launcher: modal, page and redirect modes', () => {
  it('opens a listed pair in the play-game dialog with the url in the state, no window', async () => {
    const h = setup();
    await h.launcher.launch(LIVE);
    expect(h.host.opened).toHaveLength(0);
    expect(h.launcher.state()).toMatchObject({ phase: 'playing', mode: 'modal', url: expect.any(String) });
  });

  it('the page mode quits to the lobby when the game frame lands on /close', async () => {
    const h = setup();
    await h.launcher.launch({ ...SLOT, mode: 'page' });
    h.frameMessage(GAME_FRAME_CLOSED_MESSAGE);
    h.frameMessage({ source: 'elsewhere', type: 'game-closed' });
    await jest.runOnlyPendingTimersAsync();
    expect(h.calls.leave).toHaveBeenCalledTimes(1);
    expect(h.navigations.at(-1)).toBe('/');
  });

  it('redirects a phone in a social app to the game', async () => {
    const h = setup({ layout: 'mobile', userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Instagram 300.0' });
    await h.launcher.launch(SLOT);
    expect(h.host.opened).toHaveLength(0);
    expect(h.host.assigned).toEqual(['http://127.0.0.1:4100/game/launch?token=t']);
    expect(h.calls.play).toHaveBeenCalledWith(expect.objectContaining({ device: 2 }));
  });
});

describe('SPEC §5 game start rejections', () => {
  it('site closed: r88close_msg, nothing opens', async () => {
    const h = setup({ features: { site_closed: true } });
    await expect(h.launcher.launch(SLOT)).resolves.toBe('rejected');
    expect(h.toasts[0]!.message).toBe('r88close_msg');
    expect(h.host.opened).toHaveLength(0);
  });

  it('while a game starts: pg.alert_starting; while it quits: pg.alert_quitting', async () => {
    const h = setup();
    h.calls.play.mockImplementationOnce(() => new Promise(() => undefined));
    void h.launcher.launch(SLOT);
    await expect(h.launcher.launch(OTHER_SLOT)).resolves.toBe('rejected');
    expect(h.toasts.at(-1)!.message).toBe('pg.alert_starting');

    const q = setup();
    await q.launcher.launch(SLOT);
    q.calls.leave.mockImplementationOnce(() => new Promise(() => undefined));
    void q.launcher.quit();
    await expect(q.launcher.launch(OTHER_SLOT)).resolves.toBe('rejected');
    expect(q.toasts.at(-1)!.message).toBe('pg.alert_quitting');
  });

  it('the quit flag holds at most 30 000 ms when the server never confirms', async () => {
    const h = setup();
    await h.launcher.launch(SLOT);
    h.calls.leave.mockImplementationOnce(() => new Promise(() => undefined));
    void h.launcher.quit();
    jest.advanceTimersByTime(29_999);
    expect(h.launcher.state().phase).toBe('quitting');
    jest.advanceTimersByTime(1);
    expect(h.launcher.state().phase).toBe('idle');
  });

  it('the server confirming the close (forward_game.status) ends the quit sooner', async () => {
    const h = setup();
    await h.launcher.launch(SLOT);
    h.calls.leave.mockImplementationOnce(() => new Promise(() => undefined));
    void h.launcher.quit();
    h.bus.emit('game:status', {
      session_id: 7,
      gp_id: 'GP001',
      game_type: 2,
      game_code: 'GP001-S01',
      status: 'closed',
      reason: 'leave1',
    });
    expect(h.launcher.state().phase).toBe('idle');
  });

  it('the same provider, code and type again: pg.alert_duplicate and the window comes to the front', async () => {
    const h = setup();
    await h.launcher.launch(SLOT);
    await expect(h.launcher.launch({ ...SLOT })).resolves.toBe('rejected');
    expect(h.toasts.at(-1)!.message).toBe('pg.alert_duplicate');
    expect(h.host.opened[0]!.win.focused).toBe(1);
  });

  it('another game while playing: refused on a phone (pg.err_is_playing), switched on desktop', async () => {
    const phone = setup({ layout: 'mobile' });
    await phone.launcher.launch(SLOT);
    await expect(phone.launcher.launch(OTHER_SLOT)).resolves.toBe('rejected');
    expect(phone.toasts.at(-1)!.message).toBe('pg.err_is_playing');

    const desk = setup();
    await desk.launcher.launch(SLOT);
    await expect(desk.launcher.launch(OTHER_SLOT)).resolves.toBe('opened');
    expect(desk.host.opened[0]!.win.closed).toBe(true);
    expect(desk.launcher.state().game).toMatchObject({ gp_id: 'GP003' });
  });

  it('a one-key transfer back running: one_key_waiting', async () => {
    const h = setup();
    h.bus.emit('wallet:transfer-back', { running: true });
    await expect(h.launcher.launch(SLOT)).resolves.toBe('rejected');
    expect(h.toasts.at(-1)!.message).toBe('one_key_waiting');
    h.bus.emit('wallet:transfer-back', { running: false });
    await expect(h.launcher.launch(SLOT)).resolves.toBe('opened');
  });

  it('a visitor gets the login confirm before a non-customized game, the login dialog for a customized one', async () => {
    const h = setup({ session: 'anonymous' });
    const modals: string[] = [];
    h.bus.on('modal:open', ({ name }) => modals.push(name));
    await expect(h.launcher.launch(SLOT)).resolves.toBe('dialog');
    expect(h.launcher.state().dialog).toEqual({ kind: 'login-required', game: SLOT });
    expect(h.calls.play).not.toHaveBeenCalled();
    await h.launcher.launch({ ...OTHER_SLOT, customized: 1 });
    expect(modals).toEqual(['login']);
  });

  it('a visitor plays a demo through demo/play, no money, no isPlay', async () => {
    const h = setup({ session: 'anonymous' });
    await expect(h.launcher.launch({ ...SLOT, demo: true, house: 0 })).resolves.toBe('opened');
    expect(h.calls.demoPlay).toHaveBeenCalledWith(
      expect.objectContaining({
        site_id: 1,
        currency: 'VND',
        device: 1,
        gp_id: 'GP001',
        game_type: 2,
        game_code: 'GP001-S01',
      }),
    );
    expect(local.get(STORAGE_KEYS.isPlay)).toBeNull();
    h.host.opened[0]!.win.close();
    await jest.advanceTimersByTimeAsync(500);
    expect(h.calls.leave).not.toHaveBeenCalled();
    expect(h.launcher.state().phase).toBe('idle');
  });

  it('a demo-mode build refuses real play (SPEC §6)', async () => {
    const h = setup({ features: { demo_mode: true } });
    await expect(h.launcher.launch(SLOT)).resolves.toBe('rejected');
    expect(h.toasts.at(-1)!.message).toBe('pg.demo_blocked');
  });
});

describe('SPEC §8 game start results', () => {
  it('203: stores maintain_interval, closes the window, shows the maintenance dialog', async () => {
    const h = setup();
    h.calls.play.mockResolvedValueOnce(
      fail('203', 'The provider is under maintenance', {
        start_at: '2020-01-01T00:00:00Z',
        end_at: '2099-12-31T00:00:00Z',
      }),
    );
    await expect(h.launcher.launch(SLOT)).resolves.toBe('failed');
    expect(h.host.opened[0]!.win.closed).toBe(true);
    expect(local.getJSON(STORAGE_KEYS.maintain_interval)).toEqual({
      start_at: '2020-01-01T00:00:00Z',
      end_at: '2099-12-31T00:00:00Z',
    });
    expect(h.launcher.state()).toMatchObject({
      phase: 'idle',
      dialog: { kind: 'maintenance', interval: { start_at: '2020-01-01T00:00:00Z' } },
    });
  });

  it('205 transfer disabled: stops play, closes the window, shows its dialog', async () => {
    const h = setup();
    h.calls.play.mockResolvedValueOnce(fail('205', 'Transfers are disabled', {}));
    await h.launcher.launch(SLOT);
    expect(h.host.opened[0]!.win.closed).toBe(true);
    expect(h.launcher.state()).toMatchObject({ phase: 'idle', dialog: { kind: 'transfer-disabled' } });
    expect(local.get(STORAGE_KEYS.isPlay)).toBeNull();
  });

  it('other failures close the window, reset and toast the key or the server message (default pg.start_failed)', async () => {
    const h = setup();
    h.calls.play.mockResolvedValueOnce(fail('204', 'Another game is already playing', {}));
    await h.launcher.launch(SLOT);
    expect(h.toasts.at(-1)).toMatchObject({ kind: 'error', message: 'pg.err_is_playing' });
    h.calls.play.mockResolvedValueOnce(fail('299', 'Provider said no', {}));
    await h.launcher.launch(SLOT);
    expect(h.toasts.at(-1)!.message).toBe('Provider said no');
    h.calls.play.mockResolvedValueOnce(fail('299', '', {}));
    await h.launcher.launch(SLOT);
    expect(h.toasts.at(-1)!.message).toBe('pg.start_failed');
    h.calls.play.mockRejectedValueOnce(new Error('offline'));
    await h.launcher.launch(SLOT);
    expect(h.toasts.at(-1)!.message).toBe('pg.start_failed');
    expect(h.host.opened.every((o) => o.win.closed)).toBe(true);
    expect(h.launcher.state().phase).toBe('idle');
  });

  it('the platform closing the game (provider end, idle) returns a page game to the lobby', async () => {
    const h = setup();
    await h.launcher.launch({ ...SLOT, mode: 'page' });
    h.bus.emit('game:status', {
      session_id: 7,
      gp_id: 'GP001',
      game_type: 2,
      game_code: 'GP001-S01',
      status: 'closed',
      reason: 'idle',
    });
    expect(h.launcher.state().phase).toBe('idle');
    expect(local.get(STORAGE_KEYS.isPlay)).toBe('0');
    expect(h.navigations.at(-1)).toBe('/');
    expect(h.calls.leave).not.toHaveBeenCalled();
  });
});

describe('SPEC §4 start-up, back/forward cache and logout', () => {
  it('isPlay 1 at start: waits 300 ms, quits the game (leave1), sets isPlay 0', async () => {
    window.localStorage.setItem('isPlay', '1');
    const h = setup();
    jest.advanceTimersByTime(299);
    expect(h.calls.leave).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(h.calls.leave).toHaveBeenCalledTimes(1);
    expect(local.get(STORAGE_KEYS.isPlay)).toBe('0');
  });

  it('a game window or frame of the site does not run the start-up quit', async () => {
    window.localStorage.setItem('isPlay', '1');
    const h = setup({ secondary: true });
    await jest.advanceTimersByTimeAsync(1000);
    expect(h.calls.leave).not.toHaveBeenCalled();
  });

  it('a page restored from the back/forward cache with isPlay 1 reloads', () => {
    const h = setup();
    h.pageShow(true);
    expect(h.reloads).toBe(0);
    window.localStorage.setItem('isPlay', '1');
    h.pageShow(false);
    expect(h.reloads).toBe(0);
    h.pageShow(true);
    expect(h.reloads).toBe(1);
  });

  it('logging out mid-game resets the flow and closes the window', async () => {
    const h = setup();
    await h.launcher.launch(SLOT);
    h.bus.emit('session:changed', { status: 'anonymous' });
    expect(h.host.opened[0]!.win.closed).toBe(true);
    expect(h.launcher.state().phase).toBe('idle');
    expect(h.launcher.busy()).toBe(false);
  });

  it('the bus drives it: game:launch-requested opens, game:quit-requested quits', async () => {
    const h = setup();
    h.bus.emit('game:launch-requested', LIVE);
    await jest.runOnlyPendingTimersAsync();
    expect(h.launcher.state()).toMatchObject({ phase: 'playing', mode: 'modal' });
    h.bus.emit('game:quit-requested', {});
    await jest.runOnlyPendingTimersAsync();
    expect(h.launcher.state().phase).toBe('idle');
    expect(h.calls.leave).toHaveBeenCalledTimes(1);
  });
});
