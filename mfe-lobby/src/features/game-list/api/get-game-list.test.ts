import { GAME_LIST_PARTS, gameCalls, type GameListRequest } from '@site/shared/contracts';
import { game, provider } from '../../../test/fixtures';
import { answerGameList, mockLobbyApi, type ListedType } from '../../../test/lobby-api';
import { getGameListInParts, isWholeList, joinGameListParts, normaliseGameList } from './get-game-list';

const request: GameListRequest = { currency: 'VND', site_id: 1, support_device: 1, template: 'classic' };
const slots = (count: number) => Array.from({ length: count }, (_, i) => game('GPPG', 2, `Slot ${i + 1}`));
const typeOf = (gp_list: ListedType['gp_list'], gt_id: ListedType['gt_id'] = 2): ListedType => ({
  gt_id,
  gt_name: `Type ${gt_id}`,
  gt_icon: '',
  gt_icon_active: '',
  providers: [provider('GPPG', 'PG Soft', gt_id)],
  gp_list,
});

describe('SPEC §7 the game list in parts (GAME_LIST_PARTS)', () => {
  let platform: ReturnType<typeof mockLobbyApi>;
  afterEach(() => platform.spy.mockRestore());

  it('a catalogue that fits in the first part costs one request', async () => {
    platform = mockLobbyApi([typeOf(slots(10)), typeOf(slots(3), 3)]);
    const onFirst = jest.fn();
    const types = await getGameListInParts(request, undefined, onFirst);
    expect(platform.bodies(gameCalls.list)).toEqual([{ ...request, part: 0 }]);
    expect(onFirst).not.toHaveBeenCalled();
    expect(types.map((t) => [t.games.length, t.total])).toEqual([
      [10, 10],
      [3, 3],
    ]);
  });

  it('hands over the first rows, then asks every other part at once and joins them in order', async () => {
    const games = slots(GAME_LIST_PARTS.head + GAME_LIST_PARTS.size + 5);
    platform = mockLobbyApi([typeOf(games), typeOf(slots(2), 3)]);
    const firsts: boolean[] = [];
    const types = await getGameListInParts(request, undefined, (first) => {
      firsts.push(isWholeList(first));
      expect(first[0]!.games).toHaveLength(GAME_LIST_PARTS.head);
      expect(first[0]!.total).toBe(games.length);
    });
    expect(firsts).toEqual([false]);
    expect(platform.bodies(gameCalls.list)).toEqual([0, 1, 2].map((part) => ({ ...request, part })));
    expect(types[0]!.games.map((g) => g.id)).toEqual(games.map((g) => g.id));
    expect(types[1]!.games).toHaveLength(2);
    expect(isWholeList(types)).toBe(true);
  });

  it('lists a game once when the catalogue changed between two parts', () => {
    const [a, b, c] = slots(3);
    const first = normaliseGameList(answerGameList([typeOf([a!, b!, c!])], { part: 0 }).data.list);
    // The next part, read after a game was added ahead of b: b is in it again.
    const shifted = normaliseGameList([{ ...typeOf([b!, c!]), gp_total: 4 }]);
    expect(joinGameListParts(first, [shifted])[0]!.games.map((g) => g.id)).toEqual([a!.id, b!.id, c!.id]);
  });
});
