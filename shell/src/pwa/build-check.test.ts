import { isNewBuild, latestBuildId, latestBuildUrl, startBuildCheck } from './build-check';

describe('SPEC §4/§7 new-build check', () => {
  it('reads the id of builds/latest.json', () => {
    expect(latestBuildId({ id: 'abc', timestamp: 1 })).toBe('abc');
    expect(latestBuildId({ id: '' })).toBeNull();
    expect(latestBuildId({ id: 42 })).toBeNull();
    expect(latestBuildId(null)).toBeNull();
    expect(latestBuildId('abc')).toBeNull();
  });

  it('a build is new only when both ids are known and differ', () => {
    expect(isNewBuild('aaa', { id: 'bbb' })).toBe(true);
    expect(isNewBuild('aaa', { id: 'aaa' })).toBe(false);
    // A development build does not know its id; an unreadable answer names none.
    expect(isNewBuild(null, { id: 'bbb' })).toBe(false);
    expect(isNewBuild('aaa', { nope: true })).toBe(false);
  });

  it('asks with a timestamp query so no cache answers', () => {
    expect(latestBuildUrl(1234)).toBe('/builds/latest.json?t=1234');
  });

  describe('the poll', () => {
    const answer = (body: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    let stop: (() => void) | undefined;
    afterEach(() => {
      stop?.();
      jest.useRealTimers();
    });

    it('on focus: a new id lets the new worker take over, then reloads; the same id does nothing', async () => {
      const order: string[] = [];
      let latest = 'v1';
      const fetchImpl = jest.fn(() => answer({ id: latest })) as unknown as typeof fetch;
      stop = startBuildCheck({
        currentId: 'v1',
        fetchImpl,
        now: () => 77,
        beforeReload: async () => void order.push('takeover'),
        reload: () => (order.push('reload'), true),
      });
      window.dispatchEvent(new Event('focus'));
      await flush();
      expect(fetchImpl).toHaveBeenCalledWith(
        '/builds/latest.json?t=77',
        expect.objectContaining({ cache: 'no-store' }),
      );
      expect(order).toEqual([]);
      latest = 'v2';
      window.dispatchEvent(new Event('focus'));
      await flush();
      expect(order).toEqual(['takeover', 'reload']);
    });

    it('polls every interval, and a failed or refused poll changes nothing', async () => {
      jest.useFakeTimers();
      const reload = jest.fn(() => true);
      const fetchImpl = jest
        .fn()
        .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
        .mockImplementationOnce(() => answer({ id: 'v2' }, false))
        .mockImplementation(() => answer({ id: 'v2' })) as unknown as typeof fetch;
      stop = startBuildCheck({ currentId: 'v1', intervalMs: 1_000, fetchImpl, reload });
      await jest.advanceTimersByTimeAsync(1_000);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(reload).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1_000);
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('a page without its own id never polls', async () => {
      const fetchImpl = jest.fn() as unknown as typeof fetch;
      stop = startBuildCheck({ currentId: null, fetchImpl, reload: () => true });
      window.dispatchEvent(new Event('focus'));
      await flush();
      expect(fetchImpl).not.toHaveBeenCalled();
    });
  });
});
