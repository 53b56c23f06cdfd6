import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { Skeleton } from '@site/shared/ui';
import { Notice } from '../../../components/notice';
import { useFeatureChecks } from '../../../lib/feature-checks';

/**
 * SPEC §2: the referral pages exist only while /bonus_setting/check answers is_friend 1 for the
 * member's currency; an address typed by hand otherwise says the programme is not open.
 */
export function RecommendGate({ siteId, children }: { siteId: number; children: ReactNode }) {
  const theme = useTheme();
  const t = useT('member');
  const { checks, known } = useFeatureChecks(siteId);
  if (!known) return <Skeleton height={120} radius={theme.radii.md} />;
  if (!checks.isFriend) {
    return (
      <Notice tone="info" role="region" title={t('recommend.closed_title')} data-testid="recommend-closed">
        {t('recommend.closed_text')}
      </Notice>
    );
  }
  return <>{children}</>;
}

/** An amount in the member's currency, in the page language. */
export function Money({ value, currency, strong = false }: { value: number; currency: string; strong?: boolean }) {
  const theme = useTheme();
  const formatMoney = useFormatMoney();
  return (
    <span
      css={{
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: strong ? theme.fontWeights.bold : undefined,
        color: strong ? theme.colors.success : undefined,
      }}
    >
      {formatMoney(value, currency)}
    </span>
  );
}

/** A row of headline figures (members brought, first deposits, rewards earned). */
export function StatRow({ items }: { items: Array<{ id: string; label: string; value: ReactNode }> }) {
  const theme = useTheme();
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: theme.space(3),
        margin: 0,
      }}
    >
      {items.map((item) => (
        <div
          key={item.id}
          data-testid={`recommend-stat-${item.id}`}
          css={{
            padding: theme.space(4),
            borderRadius: theme.radii.md,
            background: theme.gradients.surface,
            border: `1px solid ${theme.colors.border}`,
          }}
        >
          <dt css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>{item.label}</dt>
          <dd
            css={{
              margin: `${theme.space(1)} 0 0`,
              fontSize: theme.fontSizes.xl,
              fontWeight: theme.fontWeights.black,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of a page. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={id}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
        padding: theme.space(5),
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      <h2 id={id} css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
