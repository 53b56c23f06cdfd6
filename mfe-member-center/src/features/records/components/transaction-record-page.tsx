import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { useBusValue } from '@site/shared/bus';
import { TRANSACTION_TYPES, type TransactionType } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import {
  useTransactionRecords,
  type TransactionRecord,
  type TransactionRecordRequest,
} from '../api/get-transaction-records';
import { remarkText } from '../lib/record-texts';
import { Amount } from './amount';
import { pageRequest, RecordsPage, useRecordsFilter } from './records-page';
import { RecordRows, RecordsBody } from './records-body';
import { SelectField, type RecordColumn } from '@site/shared/ui';

/**
 * /user/Transaction (SPEC §2 TransactionRecord → Transaction): every movement of the main wallet
 * and the game bets and wins, newest first, filtered by days of the site time zone and by type.
 */
export function TransactionRecordPage({ layout }: { layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const session = useBusValue('session:changed');
  const currency = session?.status === 'member' ? session.member.member_currency : '';
  const [filter, setFilter] = useRecordsFilter<{ type: TransactionType | '' }>('last7', { type: '' });

  const request: TransactionRecordRequest = {
    ...pageRequest(filter),
    ...(filter.type ? { type: filter.type } : {}),
  };
  const records = useTransactionRecords(request);

  const columns = useMemo<RecordColumn<TransactionRecord>[]>(
    () => [
      {
        id: 'time',
        header: t('records.col.time'),
        cell: (r) => (
          <time dateTime={r.created_at} css={{ whiteSpace: 'nowrap', color: theme.colors.textMuted }}>
            {formatDateTime(r.created_at)}
          </time>
        ),
      },
      {
        id: 'type',
        header: t('records.col.type'),
        card: 'title',
        cell: (r) => (
          <span
            data-testid="record-type"
            data-type={r.type}
            css={{ fontWeight: theme.fontWeights.bold, whiteSpace: 'nowrap' }}
          >
            {t(`records.tx_type.${r.type}`)}
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('records.col.amount'),
        align: 'right',
        card: 'amount',
        cell: (r) => <Amount value={r.amount} currency={currency} signed />,
      },
      {
        id: 'balance',
        header: t('records.col.balance_after'),
        align: 'right',
        cell: (r) => <Amount value={r.balance_after} currency={currency} muted />,
      },
      {
        id: 'wallet',
        header: t('records.col.wallet'),
        cell: (r) => (r.wallet === 'main' ? t('records.wallet_main') : r.wallet),
      },
      {
        id: 'details',
        header: t('records.col.details'),
        cell: (r) => (
          <span css={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
            <span data-testid="record-remark" data-key={r.remark.key}>
              {remarkText(t, r.remark)}
            </span>
            {r.order_no ? (
              <span
                css={{ fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }}
              >
                {r.order_no}
              </span>
            ) : null}
          </span>
        ),
      },
    ],
    [t, theme, currency],
  );

  const typeOptions = [
    { value: '', label: t('records.all_types') },
    ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`records.tx_type.${type}`) })),
  ];

  return (
    <RecordsPage
      id="member-transaction-heading"
      title={t('records.transaction_heading')}
      count={records.data?.total}
      filter={filter}
      setFilter={setFilter}
      query={records}
      filters={
        <>
          <SelectField
            label={t('records.type')}
            value={filter.type}
            options={typeOptions}
            data-testid="records-type"
            onChange={(e) => setFilter((f) => ({ ...f, type: e.target.value as TransactionType | '', page: 1 }))}
          />
        </>
      }
    >
      <RecordsBody records={records} layout={layout} testId="transaction-records">
        {(data) => (
          <>
            <RecordRows
              layout={layout}
              columns={columns}
              rows={data.list}
              rowKey={(r) => r.id}
              label={t('records.transaction_heading')}
              data-testid="transaction-records"
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
