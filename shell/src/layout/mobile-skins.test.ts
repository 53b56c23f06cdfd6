import { MOBILE_TEMPLATES } from '@site/shared/constants';
import { contrastRatio, themes } from '@site/shared/theme';
import { MOBILE_SKINS, mobileSkin, skinColors } from './mobile-skins';

/** The WCAG contrast of two colours, which must be solid #rrggbb for the ratio to mean anything. */
function contrast(a: string, b: string): number {
  for (const colour of [a, b]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  return contrastRatio(a, b);
}

describe('SPEC §2 mobile themes H5_1 … H5_8', () => {
  it('has a skin for every mobile template and no other', () => {
    expect(Object.keys(MOBILE_SKINS).sort()).toEqual([...MOBILE_TEMPLATES].sort());
  });

  it('gives every template a look of its own', () => {
    const looks = MOBILE_TEMPLATES.map((name) => JSON.stringify(MOBILE_SKINS[name]));
    expect(new Set(looks).size).toBe(MOBILE_TEMPLATES.length);
  });

  it('falls back to H5_1 for an unknown name', () => {
    expect(mobileSkin('H5_9')).toBe(MOBILE_SKINS.H5_1);
    expect(mobileSkin(undefined)).toBe(MOBILE_SKINS.H5_1);
    expect(mobileSkin('H5_6')).toBe(MOBILE_SKINS.H5_6);
  });

  const pairs = MOBILE_TEMPLATES.flatMap((template) =>
    Object.values(themes).map((theme) => [template, theme.name, theme] as const),
  );
  it.each(pairs)('%s on the %s theme: text on every skin surface reaches 4.5:1', (template, _name, theme) => {
    const c = skinColors(MOBILE_SKINS[template], theme);
    const checks = {
      'header text': contrast(c.headerText, c.headerBg),
      'tab text': contrast(c.tabText, c.tabBg),
      'current tab': contrast(c.tabActiveText, c.tabActiveBg),
      'page text': contrast(theme.colors.text, c.pageBg),
    };
    for (const [pair, ratio] of Object.entries(checks)) {
      expect({ pair, atLeastAA: ratio >= 4.5 }).toEqual({ pair, atLeastAA: true });
    }
  });
});
