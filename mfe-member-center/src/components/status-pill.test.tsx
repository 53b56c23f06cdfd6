import { contrastRatio, mix, themes } from '@site/shared/theme';
import { pillInk } from './status-pill';

describe('status pills read at WCAG AA (axe color-contrast)', () => {
  it.each(Object.values(themes).map((t) => [t.name, t] as const))(
    '%s: every state colour on its own tint, over every surface, reaches 4.5:1',
    (_name, theme) => {
      const c = theme.colors;
      const states = {
        danger: c.danger,
        textSubtle: c.textSubtle,
        textMuted: c.textMuted,
        success: c.success,
        warning: c.warning,
        info: c.info,
        primary: c.primary,
      };
      for (const [state, color] of Object.entries(states)) {
        for (const surface of ['surface', 'surfaceRaised', 'surfaceSunken', 'bg'] as const) {
          // The pill's background: the colour at 0x1f / 255 over the surface beneath.
          const tint = mix(color, c[surface], 0x1f / 255);
          const ratio = contrastRatio(pillInk(theme, color), tint);
          expect({ state, surface, atLeastAA: ratio >= 4.5 }).toEqual({ state, surface, atLeastAA: true });
        }
      }
    },
  );
});
