import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { DESKTOP_BREAKPOINT_PX } from '@site/shared/constants';
import { contrastRatio, getTheme, GlobalStyles, goldTheme, jadeTheme, mq, themes } from '@site/shared/theme';

describe('Brand themes (ARCHITECTURE: site config theme)', () => {
  it('has gold and jade; an unknown or missing name falls back to gold', () => {
    expect(Object.keys(themes)).toEqual(['gold', 'jade']);
    expect(getTheme('jade')).toBe(jadeTheme);
    expect(getTheme('neon')).toBe(goldTheme);
    expect(getTheme(undefined)).toBe(goldTheme);
  });

  it('gives both themes the same token names', () => {
    const shape = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? shape(v).map((s) => `${k}.${s}`) : [k]));
    expect(shape(jadeTheme).sort()).toEqual(shape(goldTheme).sort());
  });

  it('spaces in multiples of 4 px', () => {
    expect(goldTheme.space(2)).toBe('8px');
    expect(goldTheme.space(2, 4)).toBe('8px 16px');
  });

  it('SPEC §2: mq.mobile is below the 992 px desktop breakpoint, mq.desktop from it', () => {
    expect(DESKTOP_BREAKPOINT_PX).toBe(992);
    expect(mq.mobile).toBe('@media (max-width: 991.98px)');
    expect(mq.desktop).toBe('@media (min-width: 992px)');
  });

  it('styled components receive the typed theme, and GlobalStyles renders', () => {
    const Box = styled.div(({ theme }) => ({ color: theme.colors.primary }));
    render(
      <ThemeProvider theme={getTheme('jade')}>
        <GlobalStyles />
        <Box>jade</Box>
      </ThemeProvider>,
    );
    expect(screen.getByText('jade')).toHaveStyle({ color: jadeTheme.colors.primary });
    expect(getComputedStyle(document.body).margin).toBe('0px');
  });
});

describe('WCAG AA contrast of the text colours (axe color-contrast)', () => {
  it.each(Object.values(themes).map((t) => [t.name, t] as const))(
    '%s: text, muted and subtle text reach 4.5:1 on every surface',
    (_name, theme) => {
      for (const fg of ['text', 'textMuted', 'textSubtle'] as const) {
        for (const bg of ['surface', 'surfaceRaised', 'surfaceSunken'] as const) {
          const [f, b] = [theme.colors[fg], theme.colors[bg]];
          expect([f, b]).toEqual([expect.stringMatching(/^#[0-9a-f]{6}$/i), expect.stringMatching(/^#[0-9a-f]{6}$/i)]);
          expect({ pair: `${fg} on ${bg}`, atLeastAA: contrastRatio(f, b) >= 4.5 }).toEqual({
            pair: `${fg} on ${bg}`,
            atLeastAA: true,
          });
        }
      }
    },
  );
});
