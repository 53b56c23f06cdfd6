import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { mq } from '@site/shared/theme';
import { PAYMENT_ORDER_STATUSES, type PaymentOrderStatus } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import {
  DW_TYPES,
  useDwRecords,
  type DwRecordRequest,
  type DwRecordResponse,
  type DwType,
  type PaymentOrder,
} from '../api/get-dw-records';
import { failureText } from '../lib/record-texts';
import { Amount } from './amount';
import { pageRequest, RecordsPage, useRecordsFilter } from './records-page';
import { RecordRows, RecordsBody } from './records-body';
import { StatusBadge } from '../../../components/status-badge';
import { SelectField, type RecordColumn } from '@site/shared/ui';

/**
 * /user/DWRecord (SPEC §2 TransactionRecord → DWRecord): the member's deposits and withdrawals
 * (payment orders), filtered by days of the site time zone, kind and state, with the sums of the
 * successful ones as the server counts them.
 */
export function DwRecordPage({ layout }: { layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const [filter, setFilter] = useRecordsFilter<{ type: DwType; status: PaymentOrderStatus | '' }>('last30', {
    type: DW_TYPES.all,
    status: '',
  });

  const request: DwRecordRequest = {
    ...pageRequest(filter),
    type: filter.type,
    ...(filter.status ? { status: filter.status } : {}),
  };
  const records = useDwRecords(request);

  const columns = useMemo<RecordColumn<PaymentOrder>[]>(
    () => [
      {
        id: 'time',
        header: layout === 'mobile' ? t('records.col.time') : t('records.col.time_order'),
        cell: (o) =>
          layout === 'mobile' ? (
            <time dateTime={o.created_at} css={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(o.created_at)}
            </time>
          ) : (
            <span css={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
              <time dateTime={o.created_at} css={{ whiteSpace: 'nowrap', color: theme.colors.textMuted }}>
                {formatDateTime(o.created_at)}
              </time>
              <span
                css={{ fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }}
              >
                {o.order_no}
              </span>
            </span>
          ),
      },
      {
        id: 'kind',
        header: t('records.col.type'),
        card: 'title',
        cell: (o) => (
          <span
            data-testid="record-type"
            data-type={o.kind}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 8,
              fontWeight: theme.fontWeights.bold,
              whiteSpace: 'nowrap',
            }}
          >
            <span
              aria-hidden="true"
              css={{ color: o.kind === 'deposit' ? theme.colors.success : theme.colors.warning }}
            >
              {o.kind === 'deposit' ? '↓' : '↑'}
            </span>
            {t(`records.kind.${o.kind}`)}
          </span>
        ),
      },
      ...(layout === 'mobile'
        ? [
            {
              id: 'order',
              header: t('records.col.order_no'),
              cell: (o: PaymentOrder) => (
                <span css={{ fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.xs }}>{o.order_no}</span>
              ),
            },
          ]
        : []),
      {
        id: 'channel',
        header: t('records.col.channel'),
        cell: (o) => (
          <span css={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
            <span css={{ whiteSpace: 'nowrap' }}>{o.channel_name}</span>
            <span css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle, whiteSpace: 'nowrap' }}>
              {t(`records.method.${o.method}`)}
            </span>
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('records.col.amount'),
        align: 'right',
        card: 'amount',
        cell: (o) => <Amount value={o.amount} currency={o.currency} />,
      },
      {
        id: 'fee',
        header: t('records.col.fee'),
        align: 'right',
        cell: (o) => <Amount value={o.fee} currency={o.currency} muted />,
      },
      { id: 'status', header: t('records.col.status'), cell: (o) => <StatusBadge status={o.status} /> },
      {
        id: 'account',
        header: t('records.col.account'),
        cell: (o) => (
          <span css={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
            <span>{o.bank_account || '—'}</span>
            {o.failure_reason ? (
              <span
                data-testid="record-failure-reason"
                data-key={o.failure_reason.key}
                css={{ fontSize: theme.fontSizes.xs, color: theme.colors.danger }}
              >
                {failureText(t, o.failure_reason)}
              </span>
            ) : null}
          </span>
        ),
      },
    ],
    [t, theme, layout],
  );

  const typeOptions = [
    { value: String(DW_TYPES.all), label: t('records.all_types') },
    { value: String(DW_TYPES.deposit), label: t('records.kind.deposit') },
    { value: String(DW_TYPES.withdraw), label: t('records.kind.withdraw') },
  ];
  const statusOptions = [
    { value: '', label: t('records.all_statuses') },
    ...PAYMENT_ORDER_STATUSES.map((s) => ({ value: s, label: t(`records.status.${s}`) })),
  ];

  return (
    <RecordsPage
      id="member-dw-heading"
      title={t('records.dw_heading')}
      count={records.data?.total}
      filter={filter}
      setFilter={setFilter}
      query={records}
      filters={
        <>
          <SelectField
            label={t('records.type')}
            value={String(filter.type)}
            options={typeOptions}
            data-testid="records-type"
            onChange={(e) => setFilter((f) => ({ ...f, type: Number(e.target.value) as DwType, page: 1 }))}
          />
          <SelectField
            label={t('records.status_label')}
            value={filter.status}
            options={statusOptions}
            data-testid="records-status"
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as PaymentOrderStatus | '', page: 1 }))}
          />
        </>
      }
    >
      <RecordsBody records={records} layout={layout} testId="dw-records">
        {(data) => (
          <>
            <DwSums data={data} />
            <RecordRows
              layout={layout}
              columns={columns}
              rows={data.list}
              rowKey={(o) => o.order_no}
              label={t('records.dw_heading')}
              data-testid="dw-records"
              page={filter.page}
              total={data.total}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
            />
          </>
        )}
      </RecordsBody>
    </RecordsPage>
  );
}

/** The successful deposits and withdrawals: over the whole filter, and on this page. */
function DwSums({ data }: { data: DwRecordResponse }) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const currency = data.list[0]?.currency ?? '';
  const card = (kind: 'deposit' | 'withdraw') => (
    <div
      key={kind}
      data-testid={`dw-sum-${kind}`}
      css={{
        flex: '1 1 220px',
        padding: theme.space(4, 5),
        [mq.mobile]: { flex: '1 1 0', minWidth: 0, padding: theme.space(3, 4) },
        borderRadius: theme.radii.lg,
        background: `radial-gradient(120% 160% at 100% 0%, ${kind === 'deposit' ? theme.colors.success : theme.colors.warning}22 0%, transparent 60%), ${theme.gradients.surface}`,
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      <div
        css={{
          fontSize: theme.fontSizes.xs,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: theme.colors.textMuted,
        }}
      >
        {t(`records.sum_${kind}`)}
      </div>
      <div
        data-testid={`dw-sum-${kind}-total`}
        css={{
          marginTop: theme.space(1),
          fontSize: theme.fontSizes.xl,
          fontWeight: theme.fontWeights.black,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
          [mq.mobile]: { fontSize: theme.fontSizes.lg },
        }}
      >
        {formatMoney(data.total_sum[kind], currency)}
      </div>
      <div css={{ marginTop: theme.space(1), fontSize: theme.fontSizes.sm, color: theme.colors.textSubtle }}>
        {t('records.sum_page')}:{' '}
        <span data-testid={`dw-sum-${kind}-page`}>{formatMoney(data.page_sum[kind], currency)}</span>
      </div>
    </div>
  );
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), [mq.mobile]: { flexWrap: 'nowrap' } }}>
      {card('deposit')}
      {card('withdraw')}
    </div>
  );
}
