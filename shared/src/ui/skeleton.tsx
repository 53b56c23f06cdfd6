import { keyframes } from '@emotion/react';
import { useUiTheme } from './use-ui-theme';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** Corner radius; ignored for a circle. */
  radius?: number;
  circle?: boolean;
  className?: string;
}

/** A shimmering placeholder where content is loading (game tiles, balances, lists). Hidden from assistive tech. */
export function Skeleton({ width = '100%', height = 16, radius, circle = false, className }: SkeletonProps) {
  const theme = useUiTheme();
  const { skeleton, skeletonHighlight } = theme.colors;
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={className}
      css={{
        display: 'block',
        width: circle ? height : width,
        height,
        borderRadius: circle ? '50%' : (radius ?? theme.radii.sm),
        background: `linear-gradient(90deg, ${skeleton} 25%, ${skeletonHighlight} 50%, ${skeleton} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.6s ease-in-out infinite`,
      }}
    />
  );
}
