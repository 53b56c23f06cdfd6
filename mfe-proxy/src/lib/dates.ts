import { AGENT_REPORT_MAX_DAYS, type AgentReportPeriod } from '@site/shared/contracts';
import { DATE_FORMAT, moment, nowInTimezone } from '@site/shared/time';

/** Days of the site time zone (America/Caracas, SPEC §9), YYYY-MM-DD, both inclusive. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

/** Today in the site time zone. */
export const todayInSiteZone = () => nowInTimezone().format(DATE_FORMAT);

/** The last `days` days, today included. */
export function lastDays(days: number, now = nowInTimezone()): DateRange {
  const end = now.clone().startOf('day');
  return {
    start_date: end
      .clone()
      .subtract(days - 1, 'days')
      .format(DATE_FORMAT),
    end_date: end.format(DATE_FORMAT),
  };
}

/**
 * The range an operation report opens with for each grouping: the last 30 days by day, the last
 * 12 weeks (Monday to today) by week, the last 6 months (from the 1st) by month.
 */
export function defaultReportRange(period: AgentReportPeriod, now = nowInTimezone()): DateRange {
  const end = now.clone().startOf('day');
  if (period === 'day') return lastDays(30, now);
  if (period === 'week') {
    return {
      start_date: end.clone().startOf('isoWeek').subtract(11, 'weeks').format(DATE_FORMAT),
      end_date: end.format(DATE_FORMAT),
    };
  }
  return {
    start_date: end.clone().startOf('month').subtract(5, 'months').format(DATE_FORMAT),
    end_date: end.format(DATE_FORMAT),
  };
}

export type RangeProblem = 'date_required' | 'range_order' | 'range_too_long';

/**
 * What the browser can tell before asking: both dates well formed, start ≤ end, and not longer than
 * the platform takes (92 days; 12 months by month). The platform checks again (HTTP 400).
 */
export function checkRange(
  range: DateRange,
  maxMonths?: number,
): { field: keyof DateRange; problem: RangeProblem } | null {
  const start = moment(range.start_date, DATE_FORMAT, true);
  const end = moment(range.end_date, DATE_FORMAT, true);
  if (!start.isValid()) return { field: 'start_date', problem: 'date_required' };
  if (!end.isValid()) return { field: 'end_date', problem: 'date_required' };
  if (range.start_date > range.end_date) return { field: 'end_date', problem: 'range_order' };
  const tooLong =
    maxMonths !== undefined
      ? end.clone().startOf('month').diff(start.clone().startOf('month'), 'months') >= maxMonths
      : end.diff(start, 'days') + 1 > AGENT_REPORT_MAX_DAYS;
  return tooLong ? { field: 'start_date', problem: 'range_too_long' } : null;
}

/** A report period's label: a day, a week (its first and last day) or a month. */
export function periodLabel(period: AgentReportPeriod, start: string, end: string): string {
  if (period === 'month') return start.slice(0, 7);
  if (period === 'week') return `${start.slice(5)} – ${end.slice(5)}`;
  return start;
}
