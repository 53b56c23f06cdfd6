import { useRef } from 'react';
import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import { DISCOUNT_APPLY_CODE_MESSAGE, type DiscountDetail } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { Button, toast } from '@site/shared/ui';
import { CheckIcon, HistoryIcon } from '../../../components/icons';
import type { PromotionsSession } from '../../../hooks/use-promotions-session';
import { useApplyDiscount } from '../api/apply-discount';

const Note = styled.p<{ tone?: 'done' | 'pending' | 'muted' }>(({ theme, tone = 'muted' }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  margin: 0,
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  border: `1px solid ${tone === 'done' ? theme.colors.primary : tone === 'pending' ? theme.colors.warning : theme.colors.border}`,
  background: theme.colors.surfaceSunken,
  color: tone === 'done' ? theme.colors.accent : tone === 'pending' ? theme.colors.warning : theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  svg: { flex: '0 0 auto' },
}));

/** How a refused application is worded: the codes' keys (SPEC §8 style), else the server's message. */
const APPLY_FAILURE = { codes: DISCOUNT_APPLY_CODE_MESSAGE, fallback: 'promotions:discount.apply_failed' } as const;

/**
 * The apply action of a discount (apply_type bonus or request): a member applies once (a money call
 * with an Idempotency-Key; a second press while it runs does nothing); a visitor is asked to log in.
 * Nothing to apply for, already applied or ended: a note says so instead.
 */
export function ApplyPanel({ discount, session }: { discount: DiscountDetail; session: PromotionsSession }) {
  const t = useT('promotions');
  const formatMoney = useFormatMoney();
  const apply = useApplyDiscount();
  // A double click's second press comes before isPending is rendered: one press, one application.
  const pressing = useRef(false);
  const amount = discount.bonus !== null ? formatMoney(discount.bonus, discount.currency) : null;

  if (discount.apply_type === 'none') return <Note data-testid="discount-apply-note">{t('discount.no_apply')}</Note>;
  if (discount.application_status === 'paid')
    return (
      <Note tone="done" role="status" data-testid="discount-apply-note">
        <CheckIcon />
        {t('discount.applied_paid')}
      </Note>
    );
  if (discount.application_status === 'pending' || discount.applied)
    return (
      <Note tone="pending" role="status" data-testid="discount-apply-note">
        <HistoryIcon />
        {t('discount.applied_pending')}
      </Note>
    );
  if (discount.status === 'ended') return <Note data-testid="discount-apply-note">{t('discount.ended')}</Note>;

  if (session.status !== 'member') {
    return (
      <Button
        size="lg"
        block
        disabled={session.status === 'restoring'}
        onClick={() => bus.emit('modal:open', { name: 'login' })}
        data-testid="discount-apply"
      >
        {t('discount.login_to_apply')}
      </Button>
    );
  }

  const submit = () => {
    if (pressing.current || apply.isPending) return;
    pressing.current = true;
    apply.mutate(discount.id, {
      onSettled: () => {
        pressing.current = false;
      },
      onSuccess: (result) => {
        if (result.status === 'paid') {
          toast.success('promotions:discount.apply_paid', {
            params: { amount: formatMoney(result.bonus ?? discount.bonus, discount.currency) },
          });
          bus.emit('wallet:refresh-requested', {});
        } else {
          toast.success('promotions:discount.apply_pending');
        }
      },
      // 101/102 (gone) and 103 (already applied): the detail, asked again after every application,
      // then shows why on the page too.
      onError: (error) => toast.failure(error, APPLY_FAILURE),
    });
  };

  return (
    <Button size="lg" block loading={apply.isPending} onClick={submit} data-testid="discount-apply">
      {discount.apply_type === 'bonus' && amount ? t('discount.claim', { amount }) : t('discount.apply')}
    </Button>
  );
}
