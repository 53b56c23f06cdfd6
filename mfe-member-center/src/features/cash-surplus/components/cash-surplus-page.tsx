import { useTheme } from '@emotion/react';
import { ApiError, describeFailure } from '@site/shared/api';
import { cashSurplusCalls } from '@site/shared/contracts';
import { translateFailure, useFormatMoney, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { Button, ErrorState, Skeleton } from '@site/shared/ui';
import { Notice } from '../../../components/notice';
import { PageHeading } from '../../../components/page-heading';
import { useFeatureChecks } from '../../../lib/feature-checks';
import { useClaimCashSurplus, useCashSurplus } from '../api/cash-surplus';

/** The claim's result codes → the texts the page shows. */
const CLAIM_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(cashSurplusCalls.claim.codes).map(([code, { key }]) => [code, `member:${key}`]),
);

/**
 * /user/CashSurplus (SPEC §2: only while /arks/web/cash_surplus/check answers active 1): what the
 * cash surplus is, yesterday's net loss and the amount it gives back (rate and cap), the claim
 * button, and the result.
 */
export function CashSurplusPage({ siteId }: { siteId: number }) {
  const t = useT('member');
  const theme = useTheme();
  const { checks, known } = useFeatureChecks(siteId);
  return (
    <section
      aria-labelledby="cash-surplus-heading"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <PageHeading id="cash-surplus-heading" title={t('menu.CashSurplus')} />
      {!known ? (
        <Skeleton height={200} radius={theme.radii.lg} />
      ) : checks.cashSurplus ? (
        <SurplusBody />
      ) : (
        <Notice tone="info" role="region" title={t('cash_surplus.inactive_title')} data-testid="cash-surplus-inactive">
          {t('cash_surplus.inactive_text')}
        </Notice>
      )}
    </section>
  );
}

function SurplusBody() {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const detail = useCashSurplus();
  const claim = useClaimCashSurplus(detail.data?.day);

  if (detail.isError) {
    return (
      <ErrorState
        title={t('cash_surplus.load_failed')}
        message={translateFailure(describeFailure(detail.error, { fallback: 'member:load_failed' }))}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!detail.data) return <Skeleton height={240} radius={theme.radii.lg} />;
  const d = detail.data;
  const money = (v: number) => formatMoney(v, d.currency);
  const claimable = d.claimed === 0 && d.amount > 0 && d.amount >= d.min_amount;
  const claimError =
    claim.error && !(claim.error instanceof ApiError && claim.error.aborted)
      ? translateFailure(describeFailure(claim.error, { codes: CLAIM_KEYS, fallback: 'member:load_failed' }))
      : null;

  return (
    <>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space(4),
          padding: theme.space(6),
          borderRadius: theme.radii.lg,
          background: theme.gradients.surface,
          border: `1px solid ${theme.colors.borderStrong}`,
          boxShadow: theme.shadows.md,
        }}
      >
        <div>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('cash_surplus.amount_label', { day: d.day })}</p>
          <p
            data-testid="cash-surplus-amount"
            css={{
              margin: `${theme.space(1)} 0 0`,
              fontSize: theme.fontSizes.xxl,
              fontWeight: theme.fontWeights.black,
              color: theme.colors.primary,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {money(d.amount)}
          </p>
        </div>
        {d.claimed ? (
          <p
            role="status"
            data-testid="cash-surplus-claimed"
            css={{ margin: 0, color: theme.colors.success, fontWeight: theme.fontWeights.bold }}
          >
            {t('cash_surplus.claimed', { time: formatDateTime(d.claimed_at) })}
          </p>
        ) : (
          <Button
            size="lg"
            loading={claim.isPending}
            disabled={!claimable}
            onClick={() => claim.mutate()}
            data-testid="cash-surplus-claim"
          >
            {t('cash_surplus.claim')}
          </Button>
        )}
      </div>
      {claim.data ? (
        <Notice tone="success" role="status" title={t('cash_surplus.success_title')} data-testid="cash-surplus-success">
          {t('cash_surplus.success_text', { amount: money(claim.data.amount), balance: money(claim.data.member_cash) })}
        </Notice>
      ) : null}
      {claimError ? (
        <Notice tone="danger" role="alert" title={t('cash_surplus.failed_title')} data-testid="cash-surplus-error">
          {claimError}
        </Notice>
      ) : null}
      {!d.claimed && !claimable ? (
        <p data-testid="cash-surplus-nothing" css={{ margin: 0, color: theme.colors.textMuted }}>
          {t('cash_surplus.nothing', { min: money(d.min_amount) })}
        </p>
      ) : null}
      <section
        aria-labelledby="cash-surplus-how"
        css={{
          padding: theme.space(5),
          borderRadius: theme.radii.lg,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        <h2 id="cash-surplus-how" css={{ margin: `0 0 ${theme.space(3)}`, fontSize: theme.fontSizes.lg }}>
          {t('cash_surplus.how_heading')}
        </h2>
        <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.textMuted }}>{t('cash_surplus.what')}</p>
        <dl
          css={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            gap: theme.space(2, 4),
            margin: 0,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <dt css={{ color: theme.colors.textMuted }}>{t('cash_surplus.day')}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{t('cash_surplus.day_value', { day: d.day, tz: d.timezone })}</dd>
          <dt css={{ color: theme.colors.textMuted }}>{t('cash_surplus.net_loss')}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }} data-testid="cash-surplus-net-loss">
            {money(d.net_loss)}
          </dd>
          <dt css={{ color: theme.colors.textMuted }}>{t('cash_surplus.rate')}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{`${d.percent} %`}</dd>
          <dt css={{ color: theme.colors.textMuted }}>{t('cash_surplus.cap')}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{money(d.cap)}</dd>
          <dt css={{ color: theme.colors.textMuted }}>{t('cash_surplus.formula_label')}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>
            {t('cash_surplus.formula', { loss: money(d.net_loss), percent: d.percent, cap: money(d.cap) })}
          </dd>
        </dl>
      </section>
    </>
  );
}
