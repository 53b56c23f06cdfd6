import { useHref, useLocation } from '@site/shared/router';
import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { NotFoundState } from '@site/shared/ui';

/** SPEC §2 error page for a path under /proxy that does not exist: title 'Page Not Found', a way home. */
export function NotFoundPage() {
  const t = useT('proxy');
  // The whole path, with this app's basename, as the visitor typed it.
  const pathname = useHref(useLocation().pathname);
  return (
    <NotFoundState
      data-testid="proxy-not-found"
      message={t('page_not_found_path', { path: pathname })}
      actionLabel={t('go_back_home')}
      onAction={() => bus.emit('nav:navigate', { to: PATHS.home })}
    />
  );
}
