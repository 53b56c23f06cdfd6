export interface ChartSeries {
  key: string;
  label: string;
  color?: string;
}

export interface ChartProps {
  kind: 'bar' | 'line';
  data: Record<string, string | number>[];
  xKey: string;
  series: ChartSeries[];
  height: number;
  /** Counts (registrations): the value axis has whole numbers only. */
  integer?: boolean;
  /** How a value reads in the tooltip (money). */
  format?: (value: number) => string;
}
