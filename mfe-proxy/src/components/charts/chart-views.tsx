// The charts of the agent area, drawn with recharts. Only the pages that chart load this module
// (see ./index.tsx), so recharts is never part of the first load of another page.
import { useTheme } from '@emotion/react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '@site/shared/i18n';
import { compactNumberFormat } from '../../lib/compact-number';
import type { ChartProps } from './types';

export function SeriesChart({
  kind,
  data,
  xKey,
  series,
  height,
  format,
  integer = false,
  animate,
}: ChartProps & { animate: boolean }) {
  const theme = useTheme();
  const { i18n } = useT('proxy');
  const compact = compactNumberFormat(i18n.language);
  const palette = [theme.colors.primary, theme.colors.info, theme.colors.success, theme.colors.highlight];
  const axis = { stroke: theme.colors.textSubtle, fontSize: 11 };
  const common = {
    data,
    // The drawing is hidden from assistive technology (the table beside it has the numbers): no
    // keyboard layer inside it either.
    accessibilityLayer: false,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const children = [
    <CartesianGrid key="grid" stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey={xKey} tick={axis} stroke={theme.colors.border} tickLine={false} minTickGap={12} />,
    <YAxis
      key="y"
      tick={axis}
      stroke={theme.colors.border}
      tickLine={false}
      width={48}
      allowDecimals={!integer}
      tickFormatter={(v: number) => compact.format(v)}
    />,
    <Tooltip
      key="tip"
      formatter={(v) => (typeof v === 'number' && format ? format(v) : String(v))}
      contentStyle={{
        background: theme.colors.surfaceRaised,
        border: `1px solid ${theme.colors.borderStrong}`,
        borderRadius: theme.radii.md,
        color: theme.colors.text,
      }}
      labelStyle={{ color: theme.colors.textMuted }}
      cursor={{ fill: 'rgba(255,255,255,0.04)' }}
    />,
    ...(series.length > 1
      ? [<Legend key="legend" wrapperStyle={{ fontSize: 12, color: theme.colors.textMuted }} />]
      : []),
  ];
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart {...common}>
          {children}
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color ?? palette[i % palette.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={animate}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common}>
          {children}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color ?? palette[i % palette.length]}
              radius={[4, 4, 0, 0]}
              maxBarSize={36}
              isAnimationActive={animate}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

export default SeriesChart;
