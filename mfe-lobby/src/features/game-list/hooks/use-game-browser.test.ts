import type { GameEntry } from '@site/shared/contracts';
import { normaliseGameList } from '../api/get-game-list';
import { hotGames } from './use-game-browser';

const entry = (over: Partial<GameEntry>): GameEntry => ({
  id: 1,
  game_id: 1,
  gp_id: 'GPX',
  gp_gt_name: 'X',
  game_type: 2,
  game_code: 'x-1',
  game_name: {},
  house: 0,
  customized: 0,
  icon_light: '',
  member_favorite: 0,
  tags: [],
  ...over,
});

describe('game list helpers', () => {
  it('lists hot games once each, across types, up to a limit', () => {
    const a = entry({ id: 1, game_code: 'a', tags: ['hot'] });
    const b = entry({ id: 2, game_code: 'b', tags: ['new'] });
    const c = entry({ id: 3, game_code: 'c', game_type: 3, tags: ['hot', 'new'] });
    const types = normaliseGameList([
      { gt_id: 2, gt_name: 'Slot', gt_icon: '', gt_icon_active: '', providers: [], gp_list: [a, b, a] },
      { gt_id: 3, gt_name: 'Live', gt_icon: '', gt_icon_active: '', providers: [], gp_list: [c] },
    ]);
    expect(hotGames(types).map((g) => g.game_code)).toEqual(['a', 'c']);
    expect(hotGames(types, 1).map((g) => g.game_code)).toEqual(['a']);
  });

  it('takes hot games from each provider in turn, so one studio does not fill the row', () => {
    const hot = (gp: string, code: string) => entry({ gp_id: gp, game_code: code, tags: ['hot'] });
    const types = normaliseGameList([
      {
        gt_id: 2,
        gt_name: 'Slot',
        gt_icon: '',
        gt_icon_active: '',
        providers: [],
        gp_list: [hot('GP1', 'a1'), hot('GP1', 'a2'), hot('GP1', 'a3'), hot('GP2', 'b1')],
      },
      {
        gt_id: 3,
        gt_name: 'Live',
        gt_icon: '',
        gt_icon_active: '',
        providers: [],
        gp_list: [hot('GP3', 'c1'), hot('GP2', 'b2')],
      },
    ]);
    expect(hotGames(types).map((g) => g.game_code)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(hotGames(types, 4).map((g) => g.game_code)).toEqual(['a1', 'b1', 'c1', 'a2']);
  });

  it('reads games from the type (the shared contract) or from each provider', () => {
    const g1 = entry({ id: 1, game_code: 'one' });
    const g2 = entry({ id: 2, game_code: 'two' });
    const provider = {
      gp_id: 'GPX',
      gp_name: 'X',
      gp_gt_name: 'X',
      game_type: 2 as const,
      house: 0,
      customized: 0 as const,
      icon_light: '',
      icon_dark: '',
      maintain: 0 as const,
    };
    const [byType] = normaliseGameList([
      { gt_id: 2, gt_name: 'Slot', gt_icon: '', gt_icon_active: '', providers: [provider], gp_list: [g1, g2] },
    ]);
    const [byProvider] = normaliseGameList([
      { gt_id: 2, gt_name: 'Slot', gt_icon: '', gt_icon_active: '', providers: [{ ...provider, gp_list: [g1, g2] }] },
    ]);
    expect(byType?.games.map((g) => g.game_code)).toEqual(['one', 'two']);
    expect(byProvider?.games.map((g) => g.game_code)).toEqual(['one', 'two']);
    expect(byProvider?.providers[0]).toEqual(provider);
  });
});
