import { useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { GAME_TYPE_IDS } from '@site/shared/constants';
import {
  AGENT_REPORT_MAX_MONTHS,
  AGENT_REPORT_PERIODS,
  type AgentOperationReport,
  type AgentReportPeriod,
} from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { useOperationReport } from '../../../api/agent-api';
import { Chart } from '../../../components/charts';
import { Money, useMoney } from '../../../components/money';
import { AgentPage, Panel, QueryBody, StatGrid } from '../../../components/panel';
import { RangeFilter } from '../../../components/range-filter';
import { defaultReportRange, periodLabel, type DateRange } from '../../../lib/dates';
import { useAgentContext } from '../../../lib/use-agent-context';
import { useGameTypeLabel } from '../../../lib/use-game-type-label';
import { figureColumns } from './figure-columns';
import { RecordList, type RecordColumn, SelectField } from '@site/shared/ui';

type Row = AgentOperationReport['rows'][number];
type GameRow = AgentOperationReport['by_game_type'][number];

/**
 * ProxyCenter "OperationTable": the downline's deposits, withdrawals, bets, wins and net result per
 * day, week or month of America/Caracas, with a chart, the totals and the split by game type.
 */
export function OperationPage() {
  const theme = useTheme();
  const t = useT('proxy');
  const { layout, currency } = useAgentContext();
  const gameType = useGameTypeLabel();
  const [period, setPeriod] = useState<AgentReportPeriod>('day');
  const [range, setRange] = useState<DateRange>(() => defaultReportRange('day'));
  const [gtId, setGtId] = useState<number | null>(null);
  const report = useOperationReport({ period, ...range, ...(gtId ? { gt_id: gtId } : {}) });
  const cur = report.data?.currency ?? currency;
  const money = useMoney(cur);

  const choosePeriod = (p: AgentReportPeriod) => {
    setPeriod(p);
    setRange(defaultReportRange(p));
  };

  const columns = useMemo<RecordColumn<Row>[]>(
    () => [
      {
        id: 'period',
        header: t(`report.period.${period}`),
        card: 'title',
        cell: (r) => <span css={{ whiteSpace: 'nowrap' }}>{periodLabel(period, r.period_start, r.period_end)}</span>,
      },
      ...figureColumns<Row>(t, cur),
    ],
    [t, period, cur],
  );
  const gameColumns = useMemo<RecordColumn<GameRow>[]>(
    () => [
      { id: 'type', header: t('report.col.game_type'), card: 'title', cell: (r) => gameType(r.gt_id) },
      { id: 'rounds', header: t('report.col.rounds'), align: 'right', cell: (r) => r.rounds },
      {
        id: 'bets',
        header: t('report.col.bets'),
        align: 'right',
        cell: (r) => <Money value={r.bets} currency={cur} />,
      },
      {
        id: 'wins',
        header: t('report.col.wins'),
        align: 'right',
        cell: (r) => <Money value={r.wins} currency={cur} />,
      },
      {
        id: 'net',
        header: t('report.col.net_result'),
        align: 'right',
        card: 'amount',
        cell: (r) => <Money value={r.net_result} currency={cur} signed />,
      },
    ],
    [t, gameType, cur],
  );

  return (
    <AgentPage
      id="operation-title"
      title={t('menu.OperationTable')}
      intro={t('report.operation_intro')}
      data-testid="proxy-page-OperationTable"
    >
      <Panel>
        <div
          role="group"
          aria-label={t('report.period_label')}
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginBottom: theme.space(4) }}
        >
          {AGENT_REPORT_PERIODS.map((p) => {
            const on = p === period;
            return (
              <button
                key={p}
                type="button"
                aria-pressed={on}
                onClick={() => choosePeriod(p)}
                data-testid={`report-period-${p}`}
                css={{
                  minHeight: 40,
                  padding: theme.space(2, 4),
                  borderRadius: theme.radii.pill,
                  border: `1px solid ${on ? 'transparent' : theme.colors.border}`,
                  background: on ? theme.gradients.primary : theme.colors.surfaceSunken,
                  color: on ? theme.colors.onPrimary : theme.colors.text,
                  font: 'inherit',
                  fontSize: theme.fontSizes.sm,
                  fontWeight: on ? theme.fontWeights.bold : theme.fontWeights.medium,
                  cursor: 'pointer',
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
                }}
              >
                {t(`report.by.${p}`)}
              </button>
            );
          })}
        </div>
        <RangeFilter
          range={range}
          onApply={setRange}
          maxMonths={period === 'month' ? AGENT_REPORT_MAX_MONTHS : undefined}
          busy={report.isFetching}
        >
          <SelectField
            css={{ [mq.mobile]: { gridColumn: '1 / -1' } }}
            label={t('report.game_type')}
            value={gtId ? String(gtId) : ''}
            options={[
              { value: '', label: t('report.all_game_types') },
              ...GAME_TYPE_IDS.map((id) => ({ value: String(id), label: gameType(id) })),
            ]}
            onChange={(e) => setGtId(e.target.value ? Number(e.target.value) : null)}
            data-testid="report-game-type"
          />
        </RangeFilter>
      </Panel>
      <QueryBody query={report} height={300} data-testid="operation">
        {(r) => {
          const chronological = [...r.rows].reverse().map((row) => ({
            period: periodLabel(period, row.period_start, row.period_end),
            net_result: row.net_result,
            bets: row.bets,
          }));
          return (
            <>
              <StatGrid
                label={t('report.totals')}
                data-testid="operation-totals"
                stats={[
                  { id: 'bets', label: t('report.col.bets'), value: money(r.totals.bets) },
                  {
                    id: 'net_result',
                    label: t('report.col.net_result'),
                    value: money(r.totals.net_result),
                    tone: r.totals.net_result >= 0 ? 'good' : 'bad',
                  },
                  {
                    id: 'deposits',
                    label: t('report.col.deposits'),
                    value: money(r.totals.deposits),
                    hint: t('report.count', { count: r.totals.deposit_count }),
                  },
                  { id: 'new_members', label: t('report.new_members_label'), value: r.totals.new_members },
                ]}
              />
              <Panel title={t('report.chart_title')} titleId="operation-chart">
                <Chart
                  kind="bar"
                  data={chronological}
                  xKey="period"
                  series={[
                    { key: 'bets', label: t('report.col.bets') },
                    { key: 'net_result', label: t('report.col.net_result') },
                  ]}
                  height={240}
                  format={money}
                  label={t('report.chart_title')}
                  summary={t('report.chart_summary', {
                    bets: money(r.totals.bets),
                    net: money(r.totals.net_result),
                    count: r.rows.length,
                  })}
                  data-testid="operation-chart"
                />
              </Panel>
              <Panel title={t('report.table_title')} titleId="operation-table">
                <RecordList
                  layout={layout}
                  columns={columns}
                  rows={r.rows}
                  rowKey={(row) => row.period_start}
                  label={t('report.table_title')}
                  totals={{ label: t('report.total'), row: { period_start: '', period_end: '', ...r.totals } }}
                  data-testid="operation-rows"
                />
              </Panel>
              <Panel title={t('report.by_game_title')} titleId="operation-games">
                {r.by_game_type.length === 0 ? (
                  <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('report.by_game_empty')}</p>
                ) : (
                  <RecordList
                    layout={layout}
                    columns={gameColumns}
                    rows={r.by_game_type}
                    rowKey={(g) => g.gt_id}
                    label={t('report.by_game_title')}
                    data-testid="operation-games"
                  />
                )}
              </Panel>
            </>
          );
        }}
      </QueryBody>
    </AgentPage>
  );
}
