import { useEffect } from 'react';
import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { ErrorState } from '@site/shared/ui';

/**
 * SPEC §2 error page inside the promotions area: /discount/{id} of a promotion that does not exist
 * (no promotion exists until the platform's promotion routes land), or any unknown path.
 */
export function NotFoundPage() {
  const t = useT('promotions');
  useEffect(() => {
    // The error page's title, and robots are told not to index it (SPEC §2).
    const previousTitle = document.title;
    document.title = 'Page Not Found';
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.appendChild(robots);
    return () => {
      document.title = previousTitle;
      robots.remove();
    };
  }, []);
  return (
    <div data-testid="discount-not-found" style={{ padding: '64px 16px' }}>
      <ErrorState
        title="Page Not Found"
        message={t('not_found.message')}
        retryLabel={t('not_found.back')}
        onRetry={() => bus.emit('nav:navigate', { to: PATHS.discount })}
      />
    </div>
  );
}
