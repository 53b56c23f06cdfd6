import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeFailure } from '@site/shared/api';
import type { LayoutMode } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { EmptyState, ErrorState, Pager, RecordList, RecordListSkeleton, type RecordListProps } from '@site/shared/ui';
import { dateFieldOf, RECORD_PAGE_SIZE } from '../api/records-query';

/**
 * What a records page shows under its filter: skeletons while loading, an error with retry, an
 * empty panel, or the rows (`children(data)`). A bad date range is shown at the date fields
 * instead, so it is not repeated here.
 */
export function RecordsBody<T extends { list: unknown[] }>({
  records,
  layout,
  children,
  testId,
  empty,
}: {
  records: UseQueryResult<T>;
  layout: LayoutMode;
  children: (data: T) => ReactNode;
  testId: string;
  /** The empty panel's words when the page's records are not transactions (bets). */
  empty?: { title: string; text: string };
}) {
  const t = useT('member');
  const { data, error } = records;
  // A retry shows the skeletons again (not the old error) until it answers.
  const failed = records.isError && !records.isFetching && !data;
  if (failed && dateFieldOf(error)) {
    return (
      <EmptyState
        title={t('records.fix_filter_title')}
        message={t('records.fix_filter_text')}
        data-testid={`${testId}-invalid`}
      />
    );
  }
  if (failed) {
    return (
      <ErrorState
        title={t('records.error_title')}
        message={translateFailure(describeFailure(error, { fallback: 'member:load_failed' }))}
        onRetry={() => void records.refetch()}
      />
    );
  }
  if (!data) return <RecordListSkeleton layout={layout} label={t('records.loading')} />;
  if (data.list.length === 0) {
    return (
      <EmptyState
        title={empty?.title ?? t('records.empty_title')}
        message={empty?.text ?? t('records.empty_text')}
        data-testid={`${testId}-empty`}
      />
    );
  }
  return <>{children(data)}</>;
}

/** One page of records (a table on desktop, cards on a phone) and the pager over all `total` of them. */
export function RecordRows<R>({
  page,
  total,
  onPage,
  ...list
}: RecordListProps<R> & { page: number; total: number; onPage: (page: number) => void }) {
  const t = useT('member');
  return (
    <>
      <RecordList {...list} />
      <Pager
        page={page}
        pageCount={Math.ceil(total / RECORD_PAGE_SIZE)}
        onChange={onPage}
        label={t('records.pages')}
        data-testid="records-pager"
      />
    </>
  );
}
