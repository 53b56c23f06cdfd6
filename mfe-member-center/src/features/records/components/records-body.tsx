import type { ReactNode } from 'react';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { EmptyState, ErrorState } from '@site/shared/ui';
import type { RecordsState } from '../api/use-records';
import { RecordListSkeleton } from './record-list';

/**
 * What a records page shows under its filter: skeletons while loading, an error with retry, an
 * empty panel, or the rows (`children(data)`). A bad date range is shown at the date fields
 * instead, so it is not repeated here.
 */
export function RecordsBody<T extends { list: unknown[] }>({
  state,
  layout,
  onRetry,
  children,
  testId,
}: {
  state: RecordsState<T>;
  layout: LayoutMode;
  onRetry: () => void;
  children: (data: T) => ReactNode;
  testId: string;
}) {
  const t = useT('member');
  if (state.status === 'idle' || (state.status === 'error' && state.field)) {
    return <EmptyState title={t('records.fix_filter_title')} message={t('records.fix_filter_text')} data-testid={`${testId}-invalid`} />;
  }
  if (state.status === 'loading') return <RecordListSkeleton layout={layout} label={t('records.loading')} />;
  if (state.status === 'error') {
    return <ErrorState title={t('records.error_title')} message={state.failure.isKey ? t(state.failure.message, state.failure.params) : state.failure.message} onRetry={onRetry} />;
  }
  if (state.data.list.length === 0) {
    return <EmptyState title={t('records.empty_title')} message={t('records.empty_text')} data-testid={`${testId}-empty`} />;
  }
  return <>{children(state.data)}</>;
}
