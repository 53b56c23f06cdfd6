import { contrastRatio as contrast, mix, themes } from '@site/shared/theme';
import { searchColours } from './game-search-styles';

describe('SPEC §6 game search: colours', () => {
  it('mixes two colours into a solid one', () => {
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mix('#d4af37', '#182036', 0)).toBe('#182036');
    expect(mix('rgba(0,0,0,.5)', '#182036', 0.5)).toBe('#182036');
  });

  it.each(Object.values(themes).map((theme) => [theme.name, theme] as const))(
    'every text of the popup meets WCAG AA (4.5:1) on every background it sits on, %s theme',
    (_name, theme) => {
      const c = searchColours(theme);
      const pairs: Array<[string, string, string]> = [];
      for (const [bgName, bg] of Object.entries({ popup: c.popup, active: c.active, hover: c.hover })) {
        for (const [inkName, ink] of Object.entries({
          text: c.text,
          muted: c.muted,
          match: c.match,
          hot: c.hot,
          fresh: c.fresh,
        })) {
          pairs.push([`${inkName} on ${bgName}`, ink, bg]);
        }
      }
      pairs.push(['maintenance tag', c.text, c.maintenance]);
      pairs.push(['placeholder on field', c.muted, c.field]);
      pairs.push(['typed text on field', c.text, c.field]);
      const failing = pairs
        .map(([what, ink, bg]) => ({ what, ratio: Math.round(contrast(ink, bg) * 100) / 100 }))
        .filter(({ ratio }) => ratio < 4.5);
      expect(failing).toEqual([]);
    },
  );
});
