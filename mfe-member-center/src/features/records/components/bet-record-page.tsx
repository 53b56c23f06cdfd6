import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { useBusValue } from '@site/shared/bus';
import { DISPLAY_DEVICE } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { formatDateTime } from '@site/shared/time';
import { StatusPill } from '../../../components/status-pill';
import { Amount } from './amount';
import { pageRequest, RecordsPage, useRecordsFilter } from './records-page';
import { RecordRows, RecordsBody } from './records-body';
import {
  useBetProviders,
  useBetRecords,
  type BetRecord,
  type BetRecordRequest,
  type BetRecordResponse,
  type ProviderOption,
} from '../api/get-bet-records';
import { SelectField, type RecordColumn } from '@site/shared/ui';

/**
 * /user/BetRecord (under SPEC §2 TransactionRecord, beside Transaction and DWRecord): every round
 * the member played at a provider (stake, win, net result), newest first, filtered by days of the
 * site time zone and by provider, with the totals of the whole filter.
 */
/** Win − stake without the float noise of decimal currencies (amounts have at most 6 decimals). */
const net = (win: number, bet: number) => Number((win - bet).toFixed(6));

export function BetRecordPage({ layout, siteId }: { layout: LayoutMode; siteId: number }) {
  const theme = useTheme();
  const t = useT('member');
  const session = useBusValue('session:changed');
  const currency = session?.status === 'member' ? session.member.member_currency : '';
  const [filter, setFilter] = useRecordsFilter('last7', { gpId: '' });

  const request: BetRecordRequest = {
    ...pageRequest(filter),
    ...(filter.gpId ? { gp_id: filter.gpId } : {}),
  };
  const records = useBetRecords(request);
  const catalogue = useBetProviders(
    currency,
    siteId,
    layout === 'mobile' ? DISPLAY_DEVICE.mobile : DISPLAY_DEVICE.desktop,
  );

  // The catalogue's providers, plus any the member played that it no longer lists (a provider
  // taken off the site still has its rounds), and the one chosen.
  const providers = useMemo(() => {
    const all = new Map<string, ProviderOption>();
    for (const p of catalogue.data ?? []) all.set(p.gp_id, p);
    for (const r of records.data?.list ?? []) {
      if (!all.has(r.gp_id)) all.set(r.gp_id, { gp_id: r.gp_id, gp_name: r.gp_name });
    }
    if (filter.gpId && !all.has(filter.gpId)) all.set(filter.gpId, { gp_id: filter.gpId, gp_name: filter.gpId });
    return [...all.values()];
  }, [catalogue.data, records.data, filter.gpId]);

  const columns = useMemo<RecordColumn<BetRecord>[]>(
    () => [
      {
        id: 'time',
        header: t('bet_records.col.time'),
        cell: (r) => (
          <time dateTime={r.bet_at} css={{ whiteSpace: 'nowrap', color: theme.colors.textMuted }}>
            {formatDateTime(r.bet_at)}
          </time>
        ),
      },
      {
        id: 'game',
        header: t('bet_records.col.game'),
        card: 'title',
        cell: (r) => (
          <span css={{ display: 'inline-flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
            <span data-testid="bet-game" css={{ fontWeight: theme.fontWeights.bold }}>
              {r.game_name}
            </span>
            <span
              data-testid="bet-provider"
              data-gp={r.gp_id}
              css={{
                fontSize: theme.fontSizes.xs,
                color: theme.colors.textMuted,
                fontWeight: theme.fontWeights.regular,
              }}
            >
              {r.gp_name}
            </span>
          </span>
        ),
      },
      {
        id: 'round',
        header: t('bet_records.col.round'),
        cell: (r) => (
          <span
            data-testid="bet-round"
            css={{
              fontFamily: theme.fonts.mono,
              fontSize: theme.fontSizes.xs,
              color: theme.colors.textMuted,
              overflowWrap: 'anywhere',
            }}
          >
            {r.round_id}
          </span>
        ),
      },
      {
        id: 'stake',
        header: t('bet_records.col.stake'),
        align: 'right',
        cell: (r) => (
          <span data-testid="bet-stake">
            <Amount value={r.bet_amount} currency={currency} muted={r.status === 'rolled_back'} />
          </span>
        ),
      },
      {
        id: 'win',
        header: t('bet_records.col.win'),
        align: 'right',
        cell: (r) => (
          <span data-testid="bet-win">
            <Amount value={r.win_amount} currency={currency} />
          </span>
        ),
      },
      {
        id: 'net',
        header: t('bet_records.col.net'),
        align: 'right',
        card: 'amount',
        cell: (r) => (
          <span data-testid="bet-net">
            <Amount value={r.profit} currency={currency} signed />
          </span>
        ),
      },
      {
        id: 'status',
        header: t('bet_records.col.status'),
        cell: (r) => (
          <StatusPill
            status={r.status}
            label={t(`bet_records.status.${r.status}`)}
            color={
              r.status === 'settled'
                ? theme.colors.success
                : r.status === 'open'
                  ? theme.colors.warning
                  : theme.colors.textMuted
            }
            data-testid="bet-status"
          />
        ),
      },
    ],
    [t, theme, currency],
  );

  const providerOptions = [
    { value: '', label: t('bet_records.all_providers') },
    ...providers.map((p) => ({ value: p.gp_id, label: p.gp_name })),
  ];

  return (
    <RecordsPage
      id="member-bet-records-heading"
      title={t('bet_records.heading')}
      count={records.data?.total_count}
      filter={filter}
      setFilter={setFilter}
      query={records}
      filters={
        <>
          <SelectField
            label={t('bet_records.provider')}
            value={filter.gpId}
            options={providerOptions}
            data-testid="bet-records-provider"
            onChange={(e) => setFilter((f) => ({ ...f, gpId: e.target.value, page: 1 }))}
          />
        </>
      }
    >
      <RecordsBody
        records={records}
        layout={layout}
        testId="bet-records"
        empty={{ title: t('bet_records.empty_title'), text: t('bet_records.empty_text') }}
      >
        {(data) => (
          <>
            <BetTotals data={data} currency={currency} />
            <RecordRows
              layout={layout}
              columns={columns}
              rows={data.list}
              rowKey={(r) => r.id}
              label={t('bet_records.heading')}
              data-testid="bet-records"
              page={filter.page}
              total={data.total_count}
              onPage={(page) => setFilter((f) => ({ ...f, page }))}
            />
          </>
        )}
      </RecordsBody>
    </RecordsPage>
  );
}

/** Stake, win and net result over every round of the filter (not only this page). */
function BetTotals({ data, currency }: { data: BetRecordResponse; currency: string }) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const result = net(data.total_win, data.total_bet);
  const cards = [
    { id: 'stake', value: data.total_bet, tint: theme.colors.info, signed: false },
    { id: 'win', value: data.total_win, tint: theme.colors.warning, signed: false },
    {
      id: 'net',
      value: result,
      tint: result < 0 ? theme.colors.danger : theme.colors.success,
      signed: true,
    },
  ] as const;
  return (
    <div role="group" aria-label={t('bet_records.totals_label')}>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: theme.space(3),
          margin: 0,
          [mq.mobile]: { gap: theme.space(2) },
        }}
      >
        {cards.map((c) => (
          <div
            key={c.id}
            data-testid={`bet-total-${c.id}`}
            css={{
              minWidth: 0,
              padding: theme.space(4, 5),
              [mq.mobile]: { padding: theme.space(3) },
              borderRadius: theme.radii.lg,
              background: `radial-gradient(120% 160% at 100% 0%, ${c.tint}22 0%, transparent 60%), ${theme.gradients.surface}`,
              border: `1px solid ${theme.colors.border}`,
            }}
          >
            <dt
              css={{
                fontSize: theme.fontSizes.xs,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
                color: theme.colors.textMuted,
              }}
            >
              {t(`bet_records.total_${c.id}`)}
            </dt>
            <dd
              data-testid={`bet-total-${c.id}-value`}
              css={{
                margin: 0,
                marginTop: theme.space(1),
                fontSize: theme.fontSizes.xl,
                fontWeight: theme.fontWeights.black,
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
                color: c.signed
                  ? c.value < 0
                    ? theme.colors.danger
                    : c.value > 0
                      ? theme.colors.success
                      : undefined
                  : undefined,
                [mq.mobile]: { fontSize: theme.fontSizes.md },
              }}
            >
              {c.signed && c.value > 0 ? '+' : ''}
              {formatMoney(c.value, currency)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
