import { useState } from 'react';
import { useLocation } from '@site/shared/router';
import { bus } from '@site/shared/bus';
import { DISPLAY_LOCATION, SESSION_KEYS } from '@site/shared/constants';
import type { ModalProps } from '@site/shared/contracts';
import { isDepositPage, siteDiscountPath } from '../config/paths';
import { usePromotionsSession } from '../hooks/use-promotions-session';
import { usePopUpBulletins } from '../features/bulletins/api/get-pop-up-bulletins';
import { useHideBulletins } from '../features/bulletins/api/hide-bulletins';
import { usePopUpDiscounts } from '../features/discounts/api/get-pop-up-discounts';
import {
  closedSince,
  closeTimeFor,
  hasModalQuery,
  isQuietPage,
  readCloseTime,
  writeCloseTime,
} from '../lib/pop-up-rules';
import { PopUpBulletinDialog } from '../features/bulletins/components/pop-up-bulletin-dialog';
import { PopUpDiscountDialog } from '../features/discounts/components/pop-up-discount-dialog';

const DISCOUNT_KEY = SESSION_KEYS.popUpDiscountModalCloseTime;
const BULLETIN_KEY = SESSION_KEYS.popUpBulletinCloseTime;

/**
 * What pops up over the pages (MODALS.pop_ups, opened once by the shell and kept mounted): the
 * pop-up bulletin first, then the pop-up discount, never both at once.
 *
 * Bulletins (SPEC §3, §4, §7, §9): display_device by the layout. A visitor's (`bulletin`) do not
 * come back this session once closed unless one of them was updated after (updated_at). A member's
 * (`bulletin/member`) are those of display_location 3 on the deposit page and 2 elsewhere; closing
 * them with display_frequency 0 tells the platform to hide them (`bulletin/member/hide`), then
 * the list is asked again.
 *
 * The pop-up discount (SPEC §2, §3): the first promotion the pop-up call gives; once closed it stays
 * closed for the browser session (popUpDiscountModalCloseTime in sessionStorage) unless that
 * promotion changed after.
 *
 * Neither shows while the address carries ?modal= (SPEC §4), nor on the game page and the windows
 * the site opens for itself.
 */
export function PopUpsRoot({ siteConfig, layout }: ModalProps) {
  const location = useLocation();
  const session = usePromotionsSession(siteConfig);
  const member = session.member;
  const quiet = hasModalQuery(location.search) || isQuietPage(location.pathname);
  const displayLocation =
    member && isDepositPage(location.pathname, location.search) ? DISPLAY_LOCATION.deposit : DISPLAY_LOCATION.normal;

  const bulletins = usePopUpBulletins(siteConfig, session, layout, displayLocation, !quiet);
  const discounts = usePopUpDiscounts(siteConfig, session, !quiet);
  const hide = useHideBulletins(siteConfig, layout);

  const [bulletinClosedAt, setBulletinClosedAt] = useState(() => readCloseTime(BULLETIN_KEY));
  const [discountClosedAt, setDiscountClosedAt] = useState(() => readCloseTime(DISCOUNT_KEY));
  /** A member's bulletins closed on this page, by who, where and which versions. */
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());

  const list = bulletins.data?.list ?? [];
  const shownSet = `${member?.id ?? 'visitor'}:${displayLocation}:${list.map((b) => `${b.id}@${b.updated_at}`).join(',')}`;
  const showBulletins =
    !quiet && list.length > 0 && (member ? !dismissed.has(shownSet) : !closedSince(bulletinClosedAt, list));
  // The discount waits for the bulletins' answer, so it never flashes up under them.
  const bulletinsAnswered = bulletins.isSuccess || bulletins.isError;
  const popUp = discounts.data?.current[0] ?? null;
  const showDiscount =
    !quiet && !showBulletins && bulletinsAnswered && popUp !== null && !closedSince(discountClosedAt, [popUp]);
  const hasHistory = (discounts.data?.history.length ?? 0) > 0;

  const closeBulletins = () => {
    if (!member) {
      const time = closeTimeFor(list);
      writeCloseTime(BULLETIN_KEY, time);
      setBulletinClosedAt(time);
      return;
    }
    setDismissed((set) => new Set(set).add(shownSet));
    if (bulletins.data?.setting.display_frequency === 0) {
      // Hidden on the platform, the list asked again leaves them out. After a failed hide they stay
      // closed on this page only.
      hide.mutate(displayLocation, { onSuccess: () => void bulletins.refetch() });
    }
  };

  const closeDiscount = () => {
    if (!popUp) return;
    const time = closeTimeFor([popUp]);
    writeCloseTime(DISCOUNT_KEY, time);
    setDiscountClosedAt(time);
  };

  if (showBulletins) {
    return (
      <PopUpBulletinDialog
        bulletins={list}
        onClose={closeBulletins}
        onHistory={() => {
          closeBulletins();
          bus.emit('modal:open', { name: 'bulletin_history' });
        }}
      />
    );
  }
  if (showDiscount && popUp) {
    return (
      <PopUpDiscountDialog
        discount={popUp}
        onClose={closeDiscount}
        onDetails={() => {
          closeDiscount();
          bus.emit('nav:navigate', { to: siteDiscountPath(popUp.id) });
        }}
        onHistory={
          hasHistory
            ? () => {
                closeDiscount();
                bus.emit('modal:open', { name: 'pop_up_discount_history' });
              }
            : undefined
        }
      />
    );
  }
  return null;
}
