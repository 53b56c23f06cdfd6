import type { Theme } from '@emotion/react';

/** The theme colours the shell's chrome uses (the brand's tokens from @site/shared/theme). */
export function tokens(theme: Theme) {
  return theme.colors;
}
