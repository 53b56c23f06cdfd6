import { useId } from 'react';
import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import type { Discount } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Skeleton } from '@site/shared/ui';
import { CalendarIcon, GiftIcon } from '../../../components/icons';
import { useCategoryLabel, usePeriod } from '../../../components/discount-meta';
import { Chip, StatusBadge, discountBadgeState } from '../../../components/status-badge';
import { discountPath } from '../../../config/paths';

/** The most cards a row holds: 320 px at least each, in the page's 1280 px (one on a phone). */
export const FIRST_ROW = 4;

const Card = styled.article(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  boxShadow: theme.shadows.md,
  transition: `transform ${theme.motion.normal} ${theme.motion.easing}, border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
  '&:hover': { transform: 'translateY(-3px)', borderColor: theme.colors.borderStrong, boxShadow: theme.shadows.glow },
  '&:focus-within': { borderColor: theme.colors.primary, boxShadow: `0 0 0 3px ${theme.colors.focusRing}` },
  [mq.reducedMotion]: { transition: 'none', '&:hover': { transform: 'none' } },
  '.cover': {
    display: 'block',
    width: '100%',
    // The height attribute is only the image's ratio for layout; the box follows the card's width.
    height: 'auto',
    aspectRatio: '750 / 300',
    objectFit: 'cover',
    background: theme.colors.surfaceSunken,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '.body': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(2),
    flex: 1,
    padding: theme.space(4, 4, 5),
  },
  '.tags': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) },
  h2: {
    margin: 0,
    fontSize: theme.fontSizes.lg,
    fontWeight: theme.fontWeights.bold,
    lineHeight: 1.35,
    color: theme.colors.text,
  },
  // The title's link covers the card: one link per card, the whole card is its target.
  'h2 a': {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.lg },
  },
  '.line': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontVariantNumeric: 'tabular-nums',
    svg: { flex: '0 0 auto', color: theme.colors.primary },
  },
  '.bonus': { color: theme.colors.accent, fontWeight: theme.fontWeights.bold },
  '.more': {
    marginTop: 'auto',
    paddingTop: theme.space(2),
    color: theme.colors.primaryHover,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.bold,
  },
}));

/**
 * One promotion of the list: its artwork, category, status, title, period and bonus. `position`:
 * its place in the list; the first row's artwork is on screen as the page opens (the first is the
 * page's largest paint), so it is asked for at once, the first before anything else; the rest as they
 * come near the screen.
 */
export function DiscountCard({ discount, position }: { discount: Discount; position: number }) {
  const t = useT('promotions');
  const formatMoney = useFormatMoney();
  const category = useCategoryLabel();
  const period = usePeriod();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-testid="discount-card">
      {/* The artwork repeats the title, which the heading says: decorative here. */}
      <img
        className="cover"
        data-testid="discount-banner"
        src={discount.banner}
        alt=""
        width={750}
        height={300}
        loading={position < FIRST_ROW ? 'eager' : 'lazy'}
        fetchPriority={position === 0 ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="body">
        <div className="tags">
          <Chip>{category(discount.gt_id)}</Chip>
          <StatusBadge state={discountBadgeState(discount)} />
        </div>
        <h2 id={titleId}>
          <Link to={discountPath(discount.id)}>{discount.title}</Link>
        </h2>
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
        <span className="more" aria-hidden="true">
          {t('card_details')} →
        </span>
      </div>
    </Card>
  );
}

/**
 * A card's shape while the list is on the way: the same box, artwork ratio, spacing and lines of
 * text as a card with a bonus, so the cards take the placeholders' places without moving the page.
 */
export function DiscountCardPlaceholder() {
  return (
    <Card as="div" aria-hidden="true" data-testid="discount-card-placeholder">
      <Skeleton className="cover" width="100%" height="auto" radius={0} />
      <div className="body">
        <div className="tags">
          <Skeleton width={84} height={24} radius={999} />
        </div>
        <h2>
          <Skeleton width="70%" height="1.35em" />
        </h2>
        <p className="line">
          <Skeleton width="60%" height="1.2em" />
        </p>
        <p className="line">
          <Skeleton width="40%" height="1.2em" />
        </p>
        <span className="more">
          <Skeleton width={96} height="1.2em" />
        </span>
      </div>
    </Card>
  );
}
