/** `@site/shared/theme`: brand themes (gold, jade), emotion Theme typing, global styles, breakpoints. */
export { themes, getTheme, goldTheme, jadeTheme, mq, THEME_NAMES, type ThemeName, type SiteTheme } from './tokens';
export type { Theme } from './emotion-theme';
export { GlobalStyles } from './global-styles';
export { themeStyles } from './theme-styles';
export { mix, contrastRatio } from './colour';
