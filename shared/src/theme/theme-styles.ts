import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { SiteTheme } from './tokens';

/**
 * A `styled` style function whose styles depend on the theme alone, serialised once per theme.
 *
 * emotion turns a style object into CSS text on every render of every element that uses it; for a
 * component drawn dozens of times per click (a game tile, a provider chip) that walk is most of the
 * render. Styles built here are serialised the first time a theme is seen, and each render after that
 * only hands emotion the finished text. Use it only where nothing but the theme changes the styles.
 */
export function themeStyles(build: (theme: SiteTheme) => CSSObject): (props: { theme: SiteTheme }) => SerializedStyles {
  const byTheme = new WeakMap<SiteTheme, SerializedStyles>();
  return ({ theme }) => {
    let styles = byTheme.get(theme);
    if (!styles) {
      styles = css(build(theme));
      byTheme.set(theme, styles);
    }
    return styles;
  };
}
