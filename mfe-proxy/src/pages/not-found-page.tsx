import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router';
import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { ErrorState } from '@site/shared/ui';

/** SPEC §2 error page, for a path under /proxy that does not exist: title 'Page Not Found', a way home. */
export function NotFoundPage() {
  const t = useT('proxy');
  // The whole path, with this app's basename, as the visitor typed it.
  const pathname = useHref(useLocation().pathname);
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
    <div data-testid="lobby-not-found" style={{ padding: '64px 16px' }}>
      <ErrorState
        title="Page Not Found"
        message={t('page_not_found_path', { path: pathname })}
        retryLabel={t('go_back_home')}
        onRetry={() => bus.emit('nav:navigate', { to: PATHS.home })}
      />
    </div>
  );
}
