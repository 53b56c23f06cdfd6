import { keyframes } from '@emotion/react';
import { useUiTheme } from './use-ui-theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export interface SpinnerProps {
  /** Diameter in px (default 24). */
  size?: number;
  /** Read by screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  /** Ring colour; default the brand colour. */
  color?: string;
  className?: string;
}

/** A brand-coloured arc that fades along its length, turning. */
export function Spinner({ size = 24, label, color, className }: SpinnerProps) {
  const theme = useUiTheme();
  const ring = color ?? theme.colors.primary;
  const thickness = Math.max(2, Math.round(size / 9));
  return (
    <span
      className={className}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        flex: 'none',
      }}
    >
      <span
        css={{
          width: '100%',
          height: '100%',
          borderRadius: '50%',
          background: `conic-gradient(from 90deg, transparent 0deg, ${ring} 300deg, ${theme.colors.accent} 360deg)`,
          WebkitMask: `radial-gradient(farthest-side, transparent calc(100% - ${thickness}px), #000 calc(100% - ${thickness}px))`,
          mask: `radial-gradient(farthest-side, transparent calc(100% - ${thickness}px), #000 calc(100% - ${thickness}px))`,
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
    </span>
  );
}
