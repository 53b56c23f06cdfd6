import styled from '@emotion/styled';
import type { Discount } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';

export type DiscountBadgeState = 'running' | 'ended' | 'paid' | 'pending';

/** What a discount's badge says: the member's application first, else whether it runs. */
export function discountBadgeState(d: Pick<Discount, 'status' | 'application_status'>): DiscountBadgeState {
  if (d.application_status) return d.application_status;
  return d.status;
}

const Badge = styled.span<{ state: DiscountBadgeState }>(({ theme, state }) => {
  const tone = {
    running: { color: theme.colors.success, border: theme.colors.success },
    paid: { color: theme.colors.accent, border: theme.colors.primary },
    pending: { color: theme.colors.warning, border: theme.colors.warning },
    ended: { color: theme.colors.textMuted, border: theme.colors.border },
  }[state];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1.5),
    height: 24,
    padding: theme.space(0, 2.5),
    borderRadius: theme.radii.pill,
    border: `1px solid ${tone.border}`,
    background: theme.colors.surfaceSunken,
    color: tone.color,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    '&::before': {
      content: '""',
      width: 6,
      height: 6,
      borderRadius: '50%',
      background: 'currentColor',
    },
  };
});

/** Running, ended, bonus received or under review, in words and colour (never colour alone). */
export function StatusBadge({ state, className }: { state: DiscountBadgeState; className?: string }) {
  const t = useT('promotions');
  return (
    <Badge state={state} className={className} data-testid="discount-status">
      {t(`status.${state}`)}
    </Badge>
  );
}

/** A small label chip: the category of a promotion. */
export const Chip = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: theme.space(0, 2.5),
  borderRadius: theme.radii.pill,
  background: 'rgba(255, 255, 255, 0.06)',
  color: theme.colors.text,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.medium,
  whiteSpace: 'nowrap',
}));
