import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTheme } from '@emotion/react';
import { Skeleton } from '@site/shared/ui';
import type { ChartProps } from './types';

export type { ChartProps, ChartSeries } from './types';

// recharts is fetched only when a page draws a chart: the other pages never load it.
const SeriesChart = lazy(() => import('./chart-views'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the visitor asked for less motion: charts then draw without animation. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A chart with its text alternative: the figure is named by `label` and summed up in `summary`
 * (the table beside it carries every number), the drawing itself is hidden from screen readers.
 */
export function Chart({
  label,
  summary,
  'data-testid': testId,
  ...props
}: ChartProps & { label: string; summary: string; 'data-testid'?: string }) {
  const theme = useTheme();
  const reduced = usePrefersReducedMotion();
  return (
    <figure aria-label={label} data-testid={testId} css={{ margin: 0, minWidth: 0 }}>
      <div aria-hidden="true" css={{ width: '100%', height: props.height }}>
        <Suspense
          fallback={
            <div aria-busy="true">
              <Skeleton height={props.height} radius={theme.radii.md} />
            </div>
          }
        >
          <SeriesChart {...props} animate={!reduced} />
        </Suspense>
      </div>
      <figcaption css={{ marginTop: theme.space(2), fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }}>
        {summary}
      </figcaption>
    </figure>
  );
}
