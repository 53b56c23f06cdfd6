import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '@site/shared/theme';
import { Spinner } from './spinner';
import { useUiTheme } from './use-ui-theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks (a second submit while one runs, SPEC §4). */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

const SIZES: Record<ButtonSize, { height: number; padding: string; fontSize: number; spinner: number }> = {
  sm: { height: 32, padding: '0 14px', fontSize: 13, spinner: 14 },
  md: { height: 40, padding: '0 20px', fontSize: 14, spinner: 18 },
  lg: { height: 48, padding: '0 28px', fontSize: 16, spinner: 20 },
};

function variantStyles(theme: SiteTheme, variant: ButtonVariant): CSSObject {
  const { colors, gradients, shadows } = theme;
  switch (variant) {
    case 'primary':
      return {
        color: colors.onPrimary,
        background: gradients.primary,
        boxShadow: `${shadows.inset}, 0 2px 10px rgba(0, 0, 0, 0.35)`,
        textShadow: '0 1px 0 rgba(255, 255, 255, 0.25)',
        '&:hover:not(:disabled)': { background: gradients.primaryHover, boxShadow: shadows.glow },
        '&:active:not(:disabled)': { background: colors.primaryActive },
      };
    case 'secondary':
      return {
        color: colors.primary,
        background: 'transparent',
        border: `1px solid ${colors.borderStrong}`,
        '&:hover:not(:disabled)': {
          borderColor: colors.primary,
          background: 'rgba(255, 255, 255, 0.04)',
          color: colors.primaryHover,
        },
        '&:active:not(:disabled)': { background: 'rgba(255, 255, 255, 0.08)' },
      };
    case 'ghost':
      return {
        color: colors.text,
        background: 'transparent',
        '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.06)', color: colors.primaryHover },
        '&:active:not(:disabled)': { background: 'rgba(255, 255, 255, 0.1)' },
      };
    case 'danger':
      return {
        color: colors.onDanger,
        background: gradients.danger,
        boxShadow: shadows.inset,
        '&:hover:not(:disabled)': { filter: 'brightness(1.08)', boxShadow: `0 6px 20px ${colors.danger}55` },
        '&:active:not(:disabled)': { filter: 'brightness(0.95)' },
      };
  }
}

/** The kit's button: gold (or jade) gradient primary, outlined secondary, ghost and danger. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    block = false,
    startIcon,
    endIcon,
    children,
    disabled,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const theme = useUiTheme();
  const s = SIZES[size];
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      data-variant={variant}
      css={{
        position: 'relative',
        display: block ? 'flex' : 'inline-flex',
        width: block ? '100%' : undefined,
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        height: s.height,
        padding: s.padding,
        fontSize: s.fontSize,
        fontWeight: theme.fontWeights.bold,
        letterSpacing: '0.02em',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        border: '1px solid transparent',
        borderRadius: theme.radii.pill,
        cursor: 'pointer',
        userSelect: 'none',
        transition: `background ${theme.motion.normal} ${theme.motion.easing}, box-shadow ${theme.motion.normal} ${theme.motion.easing}, transform ${theme.motion.fast} ${theme.motion.easing}, color ${theme.motion.normal}, border-color ${theme.motion.normal}`,
        '&:active:not(:disabled)': { transform: 'translateY(1px)' },
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        '&:disabled': { cursor: loading ? 'progress' : 'not-allowed', opacity: loading ? 0.9 : 0.45 },
        ...variantStyles(theme, variant),
      }}
      {...rest}
    >
      <span
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          opacity: loading ? 0 : 1 /* hidden but still the accessible name */,
        }}
      >
        {startIcon}
        {children}
        {endIcon}
      </span>
      {loading ? (
        <span css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Spinner size={s.spinner} color={variant === 'primary' ? theme.colors.onPrimary : undefined} />
        </span>
      ) : null}
    </button>
  );
});
