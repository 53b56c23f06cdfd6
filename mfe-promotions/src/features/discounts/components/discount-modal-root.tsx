import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import type { ModalProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, ErrorState, Modal } from '@site/shared/ui';
import { usePromotionsSession } from '../../../hooks/use-promotions-session';
import { goneReason, useDiscountDetail } from '../api/get-discount-detail';
import { DiscountDetailSkeleton, DiscountDetailView, DiscountGone } from './discount-detail';

/** params.id as a discount id, or 0 when it is not one. */
const toId = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * SPEC §2 modal "discount" (MODALS.discount, params.id): one promotion over any page, with its
 * apply action; an unknown or ended one says so, with the way to the list.
 */
export function DiscountModalRoot({ siteConfig, params, onClose }: ModalProps) {
  const t = useT('promotions');
  const id = toId(params?.id);
  const session = usePromotionsSession(siteConfig);
  const detail = useDiscountDetail(siteConfig, session, id);
  const toList = () => {
    onClose();
    bus.emit('nav:navigate', { to: PATHS.discount });
  };

  let body;
  const reason = !id ? 'not_found' : detail.isError ? goneReason(detail.error) : null;
  if (detail.data) {
    body = <DiscountDetailView discount={detail.data} session={session} variant="dialog" />;
  } else if (reason) {
    body = (
      <DiscountGone
        reason={reason}
        action={
          <Button variant="secondary" onClick={toList}>
            {t('not_found.back')}
          </Button>
        }
      />
    );
  } else if (detail.isError) {
    body = <ErrorState compact message={t('discount.load_failed')} onRetry={() => void detail.refetch()} />;
  } else {
    body = <DiscountDetailSkeleton />;
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={detail.data?.title}
      ariaLabel={t('discount.dialog_label')}
      width={640}
      data-testid="discount-modal"
    >
      {body}
    </Modal>
  );
}
