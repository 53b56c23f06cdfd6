import { useTheme } from '@emotion/react';
import { getTheme, type SiteTheme } from '@site/shared/theme';

/**
 * The theme from emotion's ThemeProvider, or gold when a component is rendered outside one (a test,
 * a crash screen), so the kit never reads tokens of an empty object.
 */
export function useUiTheme(): SiteTheme {
  const theme = useTheme() as Partial<SiteTheme>;
  return theme && theme.colors ? (theme as SiteTheme) : getTheme(theme?.name);
}
