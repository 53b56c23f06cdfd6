import type { GameEntry } from '@site/shared/contracts';
import { game } from '../test/fixtures';
import { gameKey, gameName, shownLanguage } from './game-names';

/** One game of provider GPX, slots, code x-1, with `over` on top. */
const entry = (over: Partial<GameEntry>): GameEntry =>
  game('GPX', 2, 'X', { game_code: 'x-1', game_name: {}, ...over });

describe('game names (SPEC §9 languages)', () => {
  it('names a game in the language asked, then English, then any name, then its code', () => {
    const g = entry({ game_name: { vi_VN: 'Rồng Vàng', en_US: 'Golden Dragon' } });
    expect(gameName(g, 'vi_VN')).toBe('Rồng Vàng');
    expect(gameName(g, 'zh_CN')).toBe('Golden Dragon');
    expect(gameName(entry({ game_name: { zh_CN: '金龙' } }), 'en_US')).toBe('金龙');
    expect(gameName(entry({ game_name: {} }), 'en_US')).toBe('x-1');
  });

  it('says which name is shown, so the search matches the name a tile shows', () => {
    const g = entry({ game_name: { vi_VN: 'Rồng Vàng', en_US: 'Golden Dragon' } });
    expect(shownLanguage(g, 'vi_VN')).toBe('vi_VN');
    expect(shownLanguage(g, 'th_TH')).toBe('en_US');
    expect(shownLanguage(entry({ game_name: { zh_CN: '金龙' } }), 'en_US')).toBe('zh_CN');
    expect(shownLanguage(entry({ game_name: { en_US: '' } }), 'en_US')).toBeNull();
  });

  it('keys a game by provider, type and code: one code at two providers is two games', () => {
    expect(gameKey(entry({}))).toBe('GPX:2:x-1');
    expect(gameKey(entry({ gp_id: 'GPY' }))).not.toBe(gameKey(entry({})));
    expect(gameKey(entry({ game_type: 3 }))).not.toBe(gameKey(entry({})));
  });
});
