import styled from '@emotion/styled';
import type { Discount } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { Button, Modal } from '@site/shared/ui';
import { CalendarIcon, GiftIcon, HistoryIcon } from '../../../components/icons';
import { usePeriod } from '../../../components/discount-meta';

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  '.banner': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '750 / 300',
    objectFit: 'cover',
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
  },
  h3: { margin: theme.space(1, 0, 0), fontSize: theme.fontSizes.xl, lineHeight: 1.3, color: theme.colors.text },
  '.line': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontVariantNumeric: 'tabular-nums',
    svg: { color: theme.colors.primary, flex: '0 0 auto' },
  },
  '.bonus': { color: theme.colors.accent, fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.md },
  '.actions': { display: 'flex', flexDirection: 'column', gap: theme.space(2), marginTop: theme.space(2) },
}));

export interface PopUpDiscountDialogProps {
  discount: Discount;
  onClose: () => void;
  onDetails: () => void;
  /** Shown when there are earlier pop-up promotions to look back at. */
  onHistory?: () => void;
}

/** SPEC §2 modal "pop-up discount": the promotion of the moment, its artwork, period and bonus. */
export function PopUpDiscountDialog({ discount, onClose, onDetails, onHistory }: PopUpDiscountDialogProps) {
  const t = useT('promotions');
  const formatMoney = useFormatMoney();
  const period = usePeriod();
  return (
    <Modal open onClose={onClose} title={t('pop_up.label')} width={520} data-testid="pop-up-discount">
      <Body>
        <img className="banner" src={discount.banner} alt="" width={750} height={300} />
        <h3>{discount.title}</h3>
        <p className="line">
          <CalendarIcon />
          <span>{period(discount)}</span>
        </p>
        {discount.bonus !== null ? (
          <p className="line bonus">
            <GiftIcon />
            <span>{t('bonus', { amount: formatMoney(discount.bonus, discount.currency) })}</span>
          </p>
        ) : null}
        <div className="actions">
          <Button size="lg" block onClick={onDetails} data-testid="pop-up-discount-details">
            {t('pop_up.details')}
          </Button>
          {onHistory ? (
            <Button variant="ghost" block startIcon={<HistoryIcon />} onClick={onHistory} aria-haspopup="dialog">
              {t('pop_up.history')}
            </Button>
          ) : null}
        </div>
      </Body>
    </Modal>
  );
}
