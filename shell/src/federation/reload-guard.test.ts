import { SHELL_KEYS } from '@site/shared/constants';
import { mayReload, parseGuard, recordReload, reloadGuarded, type ReloadWindow } from './reload-guard';

function fakeWindow(path: string, store = new Map<string, string>()) {
  const reload = jest.fn();
  const win = {
    location: { pathname: path, reload },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
  } as unknown as ReloadWindow;
  return { win, reload, store };
}

describe('SPEC §4 reload guard: one reload per path within 10 000 ms', () => {
  it('allows a path that never reloaded, refuses it inside the window, allows it again from 10 000 ms on', () => {
    expect(mayReload({}, '/', 0)).toBe(true);
    const guard = recordReload({}, '/', 1_000);
    expect(mayReload(guard, '/', 1_000)).toBe(false);
    expect(mayReload(guard, '/', 10_999)).toBe(false);
    expect(mayReload(guard, '/', 11_000)).toBe(true);
    // Per path: another page is not held back.
    expect(mayReload(guard, '/user', 1_500)).toBe(true);
  });

  it('keeps one entry per path and forgets entries past the window', () => {
    let guard = recordReload({}, '/', 0);
    guard = recordReload(guard, '/user', 5_000);
    expect(guard).toEqual({ '/': 0, '/user': 5_000 });
    guard = recordReload(guard, '/user', 12_000);
    expect(guard).toEqual({ '/user': 12_000 });
  });

  it('reads what is stored, and anything unreadable as empty', () => {
    expect(parseGuard(null)).toEqual({});
    expect(parseGuard('not json')).toEqual({});
    expect(parseGuard('[1,2]')).toEqual({});
    expect(parseGuard('{"/":5,"/x":"y"}')).toEqual({ '/': 5 });
  });

  it('a clock that went backwards does not block reloads for good', () => {
    expect(mayReload({ '/': 50_000 }, '/', 1_000)).toBe(true);
  });

  it('reloadGuarded reloads once, records it under the shell key, and holds a second call back', () => {
    const { win, reload, store } = fakeWindow('/discount');
    expect(reloadGuarded(1_000, win)).toBe(true);
    expect(JSON.parse(store.get(SHELL_KEYS.buildReloadGuard)!)).toEqual({ '/discount': 1_000 });
    expect(reloadGuarded(9_000, win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadGuarded(11_000, win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the guard cannot be stored (no loop without storage)', () => {
    const reload = jest.fn();
    const win = {
      location: { pathname: '/', reload },
      sessionStorage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    } as unknown as ReloadWindow;
    expect(reloadGuarded(0, win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
