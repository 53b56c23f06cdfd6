import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { describeFailure } from '@site/shared/api';
import type { LayoutMode } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { ErrorState, Skeleton } from '@site/shared/ui';
import { Notice } from '../../../components/notice';
import { PageHeading } from '../../../components/page-heading';
import { useRgState } from '../api/responsible-gaming';
import { BlockForm } from './block-form';
import { DepositLimits } from './deposit-limits';
import { RealityCheckForm } from './reality-check-form';

/**
 * /user/ResponsibleGaming: deposit limits per Caracas day, week and month (used, remaining, a raise
 * waiting its 24 hours), the reality-check reminder, and the time-out and self-exclusion.
 */
export function ResponsibleGamingPage({ layout }: { layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const state = useRgState();

  let body: ReactNode;
  if (state.isError) {
    body = (
      <ErrorState
        title={t('rg.error_title')}
        message={translateFailure(describeFailure(state.error, { fallback: 'member:load_failed' }))}
        onRetry={() => void state.refetch()}
      />
    );
  } else if (!state.data) {
    body = (
      <div aria-busy="true" aria-label={t('rg.loading')} css={{ display: 'grid', gap: theme.space(4) }}>
        <Skeleton height={220} radius={theme.radii.lg} />
        <Skeleton height={160} radius={theme.radii.lg} />
      </div>
    );
  } else {
    const s = state.data;
    body = (
      <>
        {s.block ? (
          <Notice tone="danger" role="region" title={t(`rg.block.${s.block.kind}`)} data-testid="rg-block">
            {t('rg.block.until', { time: formatDateTime(s.block.ends_at) })}
          </Notice>
        ) : null}
        {s.cooling_off_until ? (
          <Notice tone="warning" role="region" title={t('rg.cooling_off.title')} data-testid="rg-cooling-off">
            {t('rg.cooling_off.text', { time: formatDateTime(s.cooling_off_until) })}
          </Notice>
        ) : null}
        <DepositLimits state={s} layout={layout} />
        <RealityCheckForm state={s} layout={layout} />
        <div
          css={{
            display: 'grid',
            gap: theme.space(5),
            gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(auto-fit, minmax(380px, 1fr))',
          }}
        >
          <BlockForm kind="time_out" layout={layout} />
          <BlockForm kind="self_exclusion" layout={layout} />
        </div>
      </>
    );
  }

  return (
    <section
      aria-labelledby="member-rg-heading"
      data-testid="responsible-gaming-page"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <PageHeading id="member-rg-heading" title={t('rg.heading')} />
      <p css={{ margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 }}>{t('rg.intro')}</p>
      {body}
    </section>
  );
}
