import { GAME_TYPES } from '@site/shared/constants';
import type { Discount } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { showDay, showTime } from '../lib/times';

/** The category a discount is for, in the page language ("All games" for gt_id null). */
export function useCategoryLabel() {
  const t = useT('promotions');
  return (gtId: Discount['gt_id']) =>
    gtId === null ? t('category.every_game') : t(`category.${GAME_TYPES[gtId].key}`);
}

/** A discount's period in the page language: days on cards, days and times on the detail. */
export function usePeriod() {
  const t = useT('promotions');
  return (d: Pick<Discount, 'start_at' | 'end_at' | 'timezone'>, withTime = false) => {
    const show = withTime ? showTime : showDay;
    return t('period', { start: show(d.start_at, d.timezone), end: show(d.end_at, d.timezone) });
  };
}
