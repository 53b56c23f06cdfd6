import { DATE_FORMAT, moment, nowInTimezone } from '@site/shared/time';

/** The quick ranges of the records filter; "custom" is whatever the member typed. */
export const DATE_PRESETS = ['today', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number] | 'custom';

export interface DateRange {
  /** YYYY-MM-DD, a day of the site time zone (America/Caracas, SPEC §9), inclusive. */
  start_date: string;
  end_date: string;
}

const DAYS: Record<Exclude<DatePreset, 'custom'>, number> = { today: 1, last7: 7, last30: 30 };

/** Today, the last 7 days or the last 30 days, counted in days of the site time zone, today included. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now = nowInTimezone()): DateRange {
  const end = now.clone().startOf('day');
  return {
    start_date: end
      .clone()
      .subtract(DAYS[preset] - 1, 'days')
      .format(DATE_FORMAT),
    end_date: end.format(DATE_FORMAT),
  };
}

/** Today in the site time zone, YYYY-MM-DD (the latest day a date field offers). */
export const todayInSiteZone = () => nowInTimezone().format(DATE_FORMAT);

export type RangeProblem = 'date_required' | 'range_order' | null;

/**
 * What the browser can tell before asking: both dates present and well formed, start ≤ end. The
 * other limits (at most 92 days) are the server's, which answers HTTP 400 naming the field.
 */
export function checkRange(
  range: DateRange,
): { field: 'start_date' | 'end_date'; problem: Exclude<RangeProblem, null> } | null {
  const valid = (d: string) => moment(d, DATE_FORMAT, true).isValid();
  if (!valid(range.start_date)) return { field: 'start_date', problem: 'date_required' };
  if (!valid(range.end_date)) return { field: 'end_date', problem: 'date_required' };
  if (range.start_date > range.end_date) return { field: 'end_date', problem: 'range_order' };
  return null;
}
