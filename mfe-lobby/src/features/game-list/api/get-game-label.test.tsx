import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { lobbyCalls } from '@site/shared/contracts';
import { game, provider } from '../../../test/fixtures';
import { mockLobbyApi, ok } from '../../../test/lobby-api';
import { labelledGamesFrom, useGameLabel, type GameLabelQuery } from './get-game-label';
import { normaliseGameList } from './get-game-list';

const hot = game('GPPG', 2, 'Hot one', { tags: ['hot'] });
const plain = game('GPPG', 2, 'Plain');
const other = game('GPJL', 2, 'Elsewhere', { tags: ['hot', 'new'] });
const fresh = game('GPPG', 2, 'Fresh', { tags: ['new'] });
const slots = normaliseGameList([
  {
    gt_id: 2,
    gt_name: 'Slots',
    gt_icon: '',
    gt_icon_active: '',
    gp_total: 4,
    providers: [provider('GPPG', 'PG Soft', 2), provider('GPJL', 'JILI', 2)],
    gp_list: [hot, plain, other, fresh],
  },
]);

describe('SPEC §3 a provider page from the game list in memory (v2/game_label answered locally)', () => {
  it("lists the provider's games of the type in list order, each label the games with its tag", () => {
    const labelled = labelledGamesFrom(slots, 2, 'GPPG')!;
    expect(labelled.main.map((g) => g.id)).toEqual([hot.id, plain.id, fresh.id]);
    expect(labelled.labels.map((l) => [l.id, l.tag, l.game_list.map((g) => g.id)])).toEqual([
      [1, 'hot', [hot.id]],
      [2, 'new', [fresh.id]],
    ]);
    expect(labelledGamesFrom(slots, 2, 'GPJL')!.main.map((g) => g.id)).toEqual([other.id]);
  });

  it('reads the same answer again from its index, and an empty one for a provider with no game there', () => {
    expect(labelledGamesFrom(slots, 2, 'GPPG')).toBe(labelledGamesFrom(slots, 2, 'GPPG'));
    const none = labelledGamesFrom(slots, 2, 'GPNONE')!;
    expect(none.main).toEqual([]);
    expect(none.labels.map((l) => [l.tag, l.game_list.length])).toEqual([
      ['hot', 0],
      ['new', 0],
    ]);
  });

  it('cannot answer from the first part of the list, or for a type it does not hold', () => {
    const firstRows = slots.map((t) => ({ ...t, games: t.games.slice(0, 2) }));
    expect(labelledGamesFrom(firstRows, 2, 'GPPG')).toBeUndefined();
    expect(labelledGamesFrom(slots, 3, 'GPPG')).toBeUndefined();
    expect(labelledGamesFrom(undefined, 2, 'GPPG')).toBeUndefined();
  });
});

describe('SPEC §7 POST /v2/game_label from a provider page', () => {
  const request: GameLabelQuery = { site_id: 1, currency: 'VND', device: 1, gp_id: 'GPPG', game_type_id: 2, house: 0 };
  const answer = { list: [{ id: 1, tag: 'hot', game_list: [hot] }], main: [hot, plain] };
  let idle: IdleRequestCallback[] = [];
  let platform: ReturnType<typeof mockLobbyApi>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );

  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = (cb: IdleRequestCallback) => idle.push(cb);
    window.cancelIdleCallback = jest.fn();
    platform = mockLobbyApi([], [[lobbyCalls.gameLabel, () => ok(answer)]]);
  });
  afterEach(() => {
    platform.spy.mockRestore();
    // jsdom has no idle callbacks of its own.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('with the games in memory, shows them at once and asks the platform once the page is idle', async () => {
    const placeholder = labelledGamesFrom(slots, 2, 'GPPG');
    const { result } = renderHook(() => useGameLabel(request, 'visitor', placeholder), { wrapper });
    expect(result.current.data).toBe(placeholder);
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([]);

    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    await waitFor(() => expect(result.current.data?.main.map((g) => g.id)).toEqual([hot.id, plain.id]));
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([request]);
  });

  it('without them, asks at once', async () => {
    const { result } = renderHook(() => useGameLabel(request, 'visitor'), { wrapper });
    await waitFor(() => expect(result.current.data?.labels.map((l) => l.tag)).toEqual(['hot']));
    expect(idle).toHaveLength(0);
    expect(platform.bodies(lobbyCalls.gameLabel)).toEqual([request]);
  });
});
