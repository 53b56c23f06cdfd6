import type { Theme } from '@emotion/react';

/** A headline amount (balance, wallet total) filled with the brand metal. */
export const metalAmount = (theme: Theme) =>
  ({
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.xxl,
    fontWeight: theme.fontWeights.black,
    fontVariantNumeric: 'tabular-nums',
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  }) as const;
