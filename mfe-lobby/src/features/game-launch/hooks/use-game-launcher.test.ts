import { act, renderHook } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { BusEvents, GameEntry, SiteConfig } from '@site/shared/contracts';
import { playPath, useGameLauncher } from './use-game-launcher';

const game = (over: Partial<GameEntry> = {}): GameEntry => ({
  id: 5,
  game_id: 5,
  gp_id: 'GP003',
  gp_gt_name: 'Nova Reels Slot',
  game_type: 2,
  game_code: 'GP003_SLOT_0005',
  game_name: { en_US: 'Nova' },
  house: 0,
  customized: 0,
  icon_light: '',
  member_favorite: 0,
  tags: [],
  ...over,
});
const features = (over: Partial<SiteConfig['features']> = {}): Pick<SiteConfig, 'features'> => ({
  features: {
    desktop_lock: false,
    demo_mode: false,
    site_closed: false,
    register: true,
    agent_bind_fast_payment: false,
    ...over,
  },
});

const events: Array<[keyof BusEvents, unknown]> = [];
const offs: Array<() => void> = [];
beforeEach(() => {
  events.length = 0;
  for (const name of ['modal:open', 'nav:navigate', 'toast:show'] as const)
    offs.push(bus.on(name, (p) => events.push([name, p])));
});
afterEach(() => offs.splice(0).forEach((off) => off()));

describe('SPEC §5/§6: what a click on a game does', () => {
  it('builds the play address from provider, code and type', () => {
    expect(playPath(game())).toBe('/play?gp_id=GP003&game_code=GP003_SLOT_0005&game_type=2');
  });

  it('warns with r88close_msg when the site is closed, whoever clicks', () => {
    const { result } = renderHook(() => useGameLauncher(features({ site_closed: true }), 'member'));
    act(() => result.current.launch({ game: game(), maintain: false, providerName: 'Nova' }));
    expect(events).toEqual([['toast:show', { kind: 'warning', message: 'r88close_msg' }]]);
  });

  it('opens the login dialog at once for a customized game (no confirm)', () => {
    const { result } = renderHook(() => useGameLauncher(features(), 'anonymous'));
    act(() => result.current.launch({ game: game({ customized: 1 }), maintain: false, providerName: 'Nova' }));
    expect(result.current.confirming).toBeNull();
    expect(events).toEqual([['modal:open', { name: 'login' }]]);
  });

  it("holds a visitor's game for the confirm, and forgets it on cancel", () => {
    const { result } = renderHook(() => useGameLauncher(features(), 'anonymous'));
    act(() => result.current.launch({ game: game(), maintain: false, providerName: 'Nova' }));
    expect(result.current.confirming?.game_code).toBe('GP003_SLOT_0005');
    act(() => result.current.cancelLogin());
    expect(result.current.confirming).toBeNull();
    expect(events).toEqual([]);
  });

  it('blocks real play in a demo-mode build', () => {
    const { result } = renderHook(() => useGameLauncher(features({ demo_mode: true }), 'member'));
    act(() => result.current.launch({ game: game(), maintain: false, providerName: 'Nova' }));
    expect(events).toEqual([['toast:show', { kind: 'warning', message: 'lobby:demo_blocked' }]]);
  });

  it('ignores clicks while the session is being restored', () => {
    const { result } = renderHook(() => useGameLauncher(features(), 'restoring'));
    act(() => result.current.launch({ game: game(), maintain: false, providerName: 'Nova' }));
    expect(events).toEqual([]);
    expect(result.current.confirming).toBeNull();
  });
});
