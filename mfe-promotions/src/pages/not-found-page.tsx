import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { NotFoundState } from '@site/shared/ui';

/** SPEC §2 error page inside the promotions area: a path under /discount that is not a page here. */
export function NotFoundPage() {
  const t = useT('promotions');
  return (
    <NotFoundState
      data-testid="discount-not-found"
      message={t('not_found.message')}
      actionLabel={t('not_found.back')}
      onAction={() => bus.emit('nav:navigate', { to: PATHS.discount })}
    />
  );
}
