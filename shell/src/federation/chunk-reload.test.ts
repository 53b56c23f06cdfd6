import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

function fakeWindow(path = '/user') {
  const store = new Map<string, string>();
  const reload = jest.fn();
  return {
    win: {
      location: { pathname: path, reload },
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
    } as unknown as Window,
    reload,
  };
}

describe('SPEC §4/§8 chunk-load error: one reload per path within 10 s', () => {
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

  it('recognises chunk errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once, then not again within the guard window, then again after it', () => {
    const { win, reload } = fakeWindow();
    expect(reloadOnceForChunkError(chunkError, 1_000, win)).toBe(true);
    expect(reloadOnceForChunkError(chunkError, 5_000, win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(chunkError, 11_001, win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing for other errors', () => {
    const { win, reload } = fakeWindow();
    expect(reloadOnceForChunkError(new Error('500'), 0, win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
