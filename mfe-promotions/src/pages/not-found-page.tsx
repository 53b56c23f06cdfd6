import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { NotFoundState } from '@site/shared/ui';

/**
 * SPEC §2 error page inside the promotions area: /discount/{id} of a promotion that does not exist
 * (no promotion exists until the platform's promotion routes land), or any unknown path.
 */
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
