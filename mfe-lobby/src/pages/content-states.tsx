import { useT } from '@site/shared/i18n';
import { ErrorState, Skeleton } from '@site/shared/ui';
import { PageFrame } from '../components/page-frame';

/** A content page while its list loads: the head and a card of lines, the page's final shape. */
export function ContentLoading() {
  return (
    <PageFrame aria-busy="true" data-testid="content-loading">
      <Skeleton height={168} radius={24} />
      <div aria-hidden="true" css={{ display: 'grid', gap: 12 }}>
        <Skeleton height={22} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="75%" />
      </div>
    </PageFrame>
  );
}

/** A content page whose list could not be read: say so, and ask again on demand. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const t = useT('lobby');
  return (
    <PageFrame data-testid="content-error">
      <ErrorState
        title={t('content.error_title')}
        message={t('error_message')}
        retryLabel={t('retry')}
        onRetry={onRetry}
      />
    </PageFrame>
  );
}
