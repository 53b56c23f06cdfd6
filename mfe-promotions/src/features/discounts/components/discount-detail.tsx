import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { DiscountDetail } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Skeleton } from '@site/shared/ui';
import { CalendarIcon, GiftIcon, UsersIcon } from '../../../components/icons';
import { RichText } from '../../../components/rich-text';
import { useCategoryLabel, usePeriod } from '../../../components/discount-meta';
import { Chip, StatusBadge, discountBadgeState } from '../../../components/status-badge';
import type { PromotionsSession } from '../../../hooks/use-promotions-session';
import { ApplyPanel } from './apply-panel';

const Layout = styled.div<{ variant: 'page' | 'dialog' }>(({ theme, variant }) => ({
  display: 'grid',
  gap: theme.space(variant === 'page' ? 6 : 4),
  gridTemplateColumns: variant === 'page' ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)',
  // On a page the summary and its action stay beside the artwork and the text; in a dialog and on a
  // phone they come right after the artwork.
  gridTemplateAreas: variant === 'page' ? '"banner aside" "content aside"' : '"banner" "aside" "content"',
  gridTemplateRows: variant === 'page' ? 'auto 1fr' : 'auto',
  alignItems: 'start',
  '.banner': {
    gridArea: 'banner',
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '750 / 300',
    objectFit: 'cover',
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    boxShadow: variant === 'page' ? theme.shadows.lg : 'none',
  },
  '.content': {
    gridArea: 'content',
    padding: variant === 'page' ? theme.space(6) : 0,
    borderRadius: theme.radii.lg,
    border: variant === 'page' ? `1px solid ${theme.colors.border}` : 0,
    background: variant === 'page' ? theme.colors.surface : 'transparent',
  },
  '.aside': {
    gridArea: 'aside',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(4),
    padding: theme.space(variant === 'page' ? 5 : 4),
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.gradients.surface,
    position: variant === 'page' ? 'sticky' : 'static',
    top: theme.space(24),
  },
  [mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"banner" "aside" "content"',
    gridTemplateRows: 'auto',
    gap: theme.space(4),
    '.content': { padding: variant === 'page' ? theme.space(4) : 0 },
    '.aside': { position: 'static' },
  },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  margin: 0,
  // The icon sits in the term, drawn in the margin left of both the term and its value.
  div: { position: 'relative', paddingLeft: theme.space(7) },
  'dt svg': { position: 'absolute', left: 0, top: 2, color: theme.colors.primary },
  dt: {
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  dd: { margin: theme.space(0.5, 0, 0), color: theme.colors.text, fontSize: theme.fontSizes.md },
  '.bonus': { color: theme.colors.accent, fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.lg },
  '.tz': { display: 'block', color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
}));

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A promotion with its body (SPEC §2 /discount/{id} and the "discount" dialog): the artwork, what
 * it is (category, status, period in the site time zone, who may take part, the bonus), the apply
 * action, and the operator's text, sanitised.
 */
export function DiscountDetailView({
  discount,
  session,
  variant,
}: {
  discount: DiscountDetail;
  session: PromotionsSession;
  variant: 'page' | 'dialog';
}) {
  const t = useT('promotions');
  const formatMoney = useFormatMoney();
  const category = useCategoryLabel();
  const period = usePeriod();
  return (
    <Layout variant={variant} data-testid="discount-detail">
      <img className="banner" src={discount.banner} alt="" width={750} height={300} />
      <aside className="aside" aria-label={t('discount.summary_label')}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Chip>{category(discount.gt_id)}</Chip>
          <StatusBadge state={discountBadgeState(discount)} />
        </div>
        <Facts>
          <Fact icon={<CalendarIcon />} label={t('discount.period_label')}>
            <span data-testid="discount-period">{period(discount, true)}</span>
            <span className="tz">{t('timezone_note')}</span>
          </Fact>
          <Fact icon={<UsersIcon />} label={t('discount.eligibility_label')}>
            {t(`eligibility.${discount.eligibility}`)}
          </Fact>
          {discount.bonus !== null ? (
            <Fact icon={<GiftIcon />} label={t('discount.bonus_label')}>
              <span className="bonus">{formatMoney(discount.bonus, discount.currency)}</span>
            </Fact>
          ) : null}
        </Facts>
        <ApplyPanel discount={discount} session={session} />
      </aside>
      <div className="content">
        <RichText html={discount.content} data-testid="discount-content" />
      </div>
    </Layout>
  );
}

/** While the promotion loads. */
export function DiscountDetailSkeleton() {
  return (
    <div aria-hidden="true" data-testid="discount-detail-loading" css={{ display: 'grid', gap: 16 }}>
      <Skeleton height={220} radius={16} />
      <Skeleton width="60%" height={24} />
      <Skeleton width="40%" height={16} />
      <Skeleton height={120} radius={12} />
    </div>
  );
}

const Gone = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(10, 6),
  textAlign: 'center',
  borderRadius: theme.radii.lg,
  border: `1px dashed ${theme.colors.borderStrong}`,
  background: theme.colors.surfaceSunken,
  svg: { color: theme.colors.primary },
  p: { margin: 0, maxWidth: 440, color: theme.colors.text, fontSize: theme.fontSizes.lg },
}));

/** SPEC §8-style answer of the detail: 101 unknown or not offered here, 102 ended, in the page language. */
export function DiscountGone({ reason, action }: { reason: 'not_found' | 'ended'; action: ReactNode }) {
  const t = useT('promotions');
  return (
    <Gone role="alert" data-testid="discount-gone">
      <CalendarIcon size={40} />
      <p>{t(`discount.${reason}`)}</p>
      {action}
    </Gone>
  );
}
