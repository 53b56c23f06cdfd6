import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTheme } from '@emotion/react';
import { describeFailure } from '@site/shared/api';
import { PageHeading } from '../../../components/page-heading';
import { dateFieldOf, RECORD_PAGE_SIZE } from '../api/records-query';
import { presetRange, type DatePreset, type DateRange } from '../lib/date-range';
import { DateRangeFilter } from './date-range-filter';
import { TotalChip } from './total-chip';

/** What every records page filters on: the days and the page (and its own fields besides). */
export interface RecordsFilter {
  range: DateRange;
  preset: DatePreset;
  page: number;
}

/** A records page's filter: the preset's days on the first page, with the page's own fields (`own`). */
export function useRecordsFilter<Own extends object>(preset: Exclude<DatePreset, 'custom'>, own: Own) {
  return useState<RecordsFilter & Own>(() => ({ range: presetRange(preset), preset, page: 1, ...own }));
}

/** The days and the page of a records request. */
export function pageRequest({ range, page }: RecordsFilter) {
  return { start_date: range.start_date, end_date: range.end_date, page, count: RECORD_PAGE_SIZE };
}

/**
 * The frame of a records page (Transaction, DWRecord, BetRecord): the heading with the number of
 * records, the date range with the page's own filters (`filters`), and the list (`children`). A
 * new range goes back to the first page; a range the server refuses is said at the date it names.
 */
export function RecordsPage<F extends RecordsFilter>({
  id,
  title,
  count,
  filter,
  setFilter,
  query,
  filters,
  children,
}: {
  id: string;
  title: string;
  /** The number of records of the whole filter, once known. */
  count: number | undefined;
  filter: F;
  setFilter: Dispatch<SetStateAction<F>>;
  query: { isFetching: boolean; isError: boolean; error: unknown };
  filters: ReactNode;
  children: ReactNode;
}) {
  const theme = useTheme();
  const dateField = dateFieldOf(query.error);
  return (
    <section aria-labelledby={id} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
      <PageHeading id={id} title={title} aside={count === undefined ? null : <TotalChip count={count} />} />
      <DateRangeFilter
        range={filter.range}
        preset={filter.preset}
        busy={query.isFetching}
        onApply={(range, preset) => setFilter((f) => ({ ...f, range, preset, page: 1 }))}
        serverError={
          query.isError && dateField ? { field: dateField, failure: describeFailure(query.error) } : undefined
        }
      >
        {filters}
      </DateRangeFilter>
      {children}
    </section>
  );
}
