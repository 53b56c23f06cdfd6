import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { PaymentOrder } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { failureText } from '../lib/failure-text';
import { StatusBadge } from './status-badge';

/**
 * One payment order as a card: the amount, its state, channel or account, order number, creation
 * (and settlement) time in America/Caracas (SPEC §9), and why it failed. `actions` under it.
 */
export function OrderSummary({
  order,
  title,
  actions,
  children,
  'data-testid': testId = 'order-summary',
}: {
  order: PaymentOrder;
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const titleId = `${testId}-title`;
  const rows: Array<[string, ReactNode]> = [
    [t('order.order_no'), <span css={{ fontFamily: theme.fonts.mono }}>{order.order_no}</span>],
    [
      order.kind === 'deposit' ? t('order.channel') : t('order.account'),
      order.kind === 'deposit'
        ? `${order.channel_name || t(`records.method.${order.method}`)}${order.bank_account ? ` · ${order.bank_account}` : ''}`
        : order.bank_account,
    ],
    [t('order.created_at'), formatDateTime(order.created_at)],
  ];
  if (order.settled_at) rows.push([t('order.settled_at'), formatDateTime(order.settled_at)]);
  if (order.fee > 0) rows.push([t('order.fee'), formatMoney(order.fee, order.currency)]);
  if (order.failure_reason) rows.push([t('order.reason'), failureText(t, order.failure_reason)]);

  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      data-testid={testId}
      data-status={order.status}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(4),
        padding: theme.space(5),
        borderRadius: theme.radii.lg,
        background: `radial-gradient(120% 160% at 100% 0%, ${theme.colors.primary}22 0%, transparent 55%), ${theme.gradients.surface}`,
        border: `1px solid ${theme.colors.borderStrong}`,
        boxShadow: theme.shadows.md,
      }}
    >
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: theme.space(3),
          flexWrap: 'wrap',
        }}
      >
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.black }}>
          {title}
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <div
        data-testid="order-amount"
        css={{
          fontFamily: theme.fonts.display,
          fontSize: theme.fontSizes.xxl,
          fontWeight: theme.fontWeights.black,
          fontVariantNumeric: 'tabular-nums',
          background: theme.gradients.metalText,
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {formatMoney(order.amount, order.currency)}
      </div>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: theme.space(4),
          rowGap: theme.space(2),
          margin: 0,
          fontSize: theme.fontSizes.sm,
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt css={{ color: theme.colors.textMuted }}>{label}</dt>
            <dd css={{ margin: 0, textAlign: 'right', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
      {actions ? <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>{actions}</div> : null}
    </section>
  );
}
