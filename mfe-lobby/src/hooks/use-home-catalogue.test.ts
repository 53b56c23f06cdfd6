import { getSearchIndex } from '../features/search/lib/search-index';
import { normaliseGameList } from '../features/game-list/api/get-game-list';
import { game, provider } from '../test/fixtures';
import { everythingOf } from './use-home-catalogue';

const types = normaliseGameList([
  {
    gt_id: 2,
    gt_name: 'Slots',
    gt_icon: '',
    gt_icon_active: '',
    providers: [provider('GPPG', 'PG Soft', 2)],
    gp_list: [game('GPPG', 2, 'Fortune Tiger'), game('GPPG', 2, 'Mahjong Ways')],
  },
  {
    gt_id: 3,
    gt_name: 'Live',
    gt_icon: '',
    gt_icon_active: '',
    providers: [provider('GPEVO', 'Evolution', 3)],
    gp_list: [game('GPEVO', 3, 'Crazy Time')],
  },
]);

describe('SPEC §6 the home catalogue flattened for the search box', () => {
  it('lists every game and provider of every type', () => {
    const all = everythingOf(types);
    expect(all.games.map((g) => g.game_name.en_US)).toEqual(['Fortune Tiger', 'Mahjong Ways', 'Crazy Time']);
    expect(all.providers.map((p) => p.gp_id)).toEqual(['GPPG', 'GPEVO']);
    expect(everythingOf(null)).toEqual({ games: [], providers: [] });
  });

  it('gives the same arrays for the same list, so a home page opened again reuses its search index', () => {
    const first = everythingOf(types);
    const again = everythingOf(types);
    expect(again.games).toBe(first.games);
    expect(again.providers).toBe(first.providers);
    expect(getSearchIndex(again)).toBe(getSearchIndex(first));
    // Another list (a new currency or viewer) is flattened on its own.
    expect(everythingOf([...types]).games).not.toBe(first.games);
  });
});
