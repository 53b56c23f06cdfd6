import type { Theme } from '@emotion/react';

/** The few theme tokens the shell's chrome uses, read in one place. */
export function tokens(theme: Theme) {
  const c = (theme as unknown as { colors: Record<string, string> }).colors;
  return {
    bg: c.bg!,
    surface: c.surface!,
    surfaceRaised: c.surfaceRaised ?? c.surface!,
    border: c.border!,
    text: c.text!,
    textMuted: c.textMuted!,
    primary: c.primary!,
    onPrimary: c.onPrimary ?? '#1a1200',
    accent: c.accent!,
    danger: c.danger!,
  };
}
