import { useMemo, useState } from 'react';
import type { AgentStratifiedReport } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { useStratifiedReport } from '../../../api/agent-api';
import { Chart } from '../../../components/charts';
import { useMoney } from '../../../components/money';
import { AgentPage, Panel, QueryBody } from '../../../components/panel';
import { RangeFilter } from '../../../components/range-filter';
import { lastDays, type DateRange } from '../../../lib/dates';
import { useAgentContext } from '../../../lib/use-agent-context';
import { figureColumns } from './figure-columns';
import { RecordList, type RecordColumn } from '@site/shared/ui';

type Row = AgentStratifiedReport['rows'][number];

/** ProxyCenter "StratifiedTable": the same figures by depth of the downline (1 = the agent's own members). */
export function StratifiedPage() {
  const t = useT('proxy');
  const { layout, currency } = useAgentContext();
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const report = useStratifiedReport(range);
  const cur = report.data?.currency ?? currency;
  const money = useMoney(cur);

  const columns = useMemo<RecordColumn<Row>[]>(
    () => [
      {
        id: 'depth',
        header: t('report.col.depth'),
        card: 'title',
        cell: (r) => (r.depth ? t('report.depth', { depth: r.depth }) : ''),
      },
      { id: 'members', header: t('report.col.members'), align: 'right', cell: (r) => r.members },
      { id: 'agents', header: t('report.col.agents'), align: 'right', cell: (r) => r.agents },
      ...figureColumns<Row>(t, cur),
    ],
    [t, cur],
  );

  return (
    <AgentPage
      id="stratified-title"
      title={t('menu.StratifiedTable')}
      intro={t('report.stratified_intro')}
      data-testid="proxy-page-StratifiedTable"
    >
      <Panel>
        <RangeFilter range={range} onApply={setRange} busy={report.isFetching} />
      </Panel>
      <QueryBody
        query={report}
        height={300}
        isEmpty={(r) => r.rows.length === 0}
        empty={{ title: t('report.empty_title'), text: t('report.stratified_empty') }}
        data-testid="stratified"
      >
        {(r) => (
          <>
            <Panel title={t('report.depth_chart_title')} titleId="stratified-chart">
              <Chart
                kind="bar"
                data={r.rows.map((row) => ({
                  depth: t('report.depth', { depth: row.depth }),
                  bets: row.bets,
                  net_result: row.net_result,
                }))}
                xKey="depth"
                series={[
                  { key: 'bets', label: t('report.col.bets') },
                  { key: 'net_result', label: t('report.col.net_result') },
                ]}
                height={240}
                format={money}
                label={t('report.depth_chart_title')}
                summary={t('report.depth_summary', { count: r.rows.length, net: money(r.totals.net_result) })}
                data-testid="stratified-chart"
              />
            </Panel>
            <Panel title={t('report.table_title')} titleId="stratified-table">
              <RecordList
                layout={layout}
                columns={columns}
                rows={r.rows}
                rowKey={(row) => row.depth}
                label={t('report.table_title')}
                totals={{ label: t('report.total'), row: { depth: 0, ...r.totals } }}
                data-testid="stratified-rows"
              />
            </Panel>
          </>
        )}
      </QueryBody>
    </AgentPage>
  );
}
