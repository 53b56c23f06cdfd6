import { Global, useTheme } from '@emotion/react';

/**
 * Page-wide styles from the theme: box sizing, the font stack, the decorated page background,
 * thin themed scrollbars, selection and focus colours. The shell renders it once; a remote's dev
 * harness renders it when it runs alone.
 */
export function GlobalStyles() {
  const theme = useTheme();
  const { colors, fonts } = theme;
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: {
          WebkitTextSizeAdjust: '100%',
          colorScheme: theme.mode,
          scrollbarColor: `${colors.borderStrong} transparent`,
          scrollbarWidth: 'thin',
        },
        body: {
          margin: 0,
          minHeight: '100vh',
          fontFamily: fonts.body,
          fontSize: theme.fontSizes.md,
          lineHeight: 1.5,
          color: colors.text,
          background: theme.gradients.page,
          backgroundAttachment: 'fixed',
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
        },
        'h1, h2, h3, h4': { fontFamily: fonts.display, lineHeight: 1.2, margin: 0 },
        a: { color: colors.primary, textDecoration: 'none' },
        'a:hover': { color: colors.primaryHover },
        'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
        img: { maxWidth: '100%', display: 'block' },
        '::selection': { background: colors.primary, color: colors.onPrimary },
        ':focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 2 },
        '::-webkit-scrollbar': { width: 8, height: 8 },
        '::-webkit-scrollbar-track': { background: 'transparent' },
        '::-webkit-scrollbar-thumb': {
          background: colors.borderStrong,
          borderRadius: theme.radii.pill,
          border: '2px solid transparent',
          backgroundClip: 'padding-box',
        },
        '::-webkit-scrollbar-thumb:hover': { background: colors.primary, backgroundClip: 'padding-box' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      }}
    />
  );
}
