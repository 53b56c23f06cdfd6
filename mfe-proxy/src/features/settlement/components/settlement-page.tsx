import { useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import type { AgentSettlement, AgentSettlementDetail, AgentSettlementsResponse } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Modal, Pager, RecordList, type RecordColumn } from '@site/shared/ui';
import { AGENT_PAGE_SIZE, useSettlement, useSettlements } from '../../../api/agent-api';
import { Chart } from '../../../components/charts';
import { Money, useMoney } from '../../../components/money';
import { AgentPage, Panel, QueryBody, StatGrid } from '../../../components/panel';
import { useAgentContext } from '../../../lib/use-agent-context';
import { useGameTypeLabel } from '../../../lib/use-game-type-label';

/**
 * ProxyCenter "PerformanceSettlement": the month so far (base, tier, projected commission and the
 * way to the next tier), every monthly statement, and a statement's detail.
 */
export function SettlementPage() {
  const t = useT('proxy');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const settlements = useSettlements(page);
  return (
    <AgentPage
      id="settlement-title"
      title={t('menu.PerformanceSettlement')}
      intro={t('settlement.intro')}
      data-testid="proxy-page-PerformanceSettlement"
    >
      <QueryBody query={settlements} height={320} data-testid="settlement">
        {(s) => <SettlementBody data={s} page={page} setPage={setPage} onOpen={setOpenId} />}
      </QueryBody>
      <StatementDialog id={openId} onClose={() => setOpenId(null)} />
    </AgentPage>
  );
}

function SettlementBody({
  data,
  page,
  setPage,
  onOpen,
}: {
  data: AgentSettlementsResponse;
  page: number;
  setPage: (p: number) => void;
  onOpen: (id: number) => void;
}) {
  const theme = useTheme();
  const t = useT('proxy');
  const { layout } = useAgentContext();
  const money = useMoney(data.currency);
  const { current, tiers } = data;
  const next = tiers[current.tier_index + 1];
  const tierName = (i: number) => (i < 0 ? t('settlement.no_tier') : t('programme.tier_name', { n: i + 1 }));
  const progress = next
    ? Math.min(
        1,
        Math.max(0, current.base) / Math.max(1, next.min_profit) / 2 +
          Math.min(current.active_members, next.min_active_members) / Math.max(1, next.min_active_members) / 2,
      )
    : 1;

  /** What the next tier still needs: more base, more active members, or both. */
  const nextTierText = () => {
    if (!next) return '';
    const profit = Math.max(0, next.min_profit - current.base);
    const members = Math.max(0, next.min_active_members - current.active_members);
    const key = profit > 0 && members > 0 ? 'next_tier' : profit > 0 ? 'next_tier_profit' : 'next_tier_members';
    return t(`settlement.${key}`, {
      tier: tierName(current.tier_index + 1),
      rate: next.rate_percent,
      profit: money(profit),
      members,
    });
  };

  const columns = useMemo<RecordColumn<AgentSettlement>[]>(
    () => [
      { id: 'period', header: t('settlement.col.period'), card: 'title', cell: (s) => <strong>{s.period}</strong> },
      { id: 'active', header: t('settlement.col.active'), align: 'right', cell: (s) => s.active_members },
      {
        id: 'net',
        header: t('settlement.col.net'),
        align: 'right',
        cell: (s) => <Money value={s.net_result} currency={data.currency} signed />,
      },
      {
        id: 'bonuses',
        header: t('settlement.col.bonuses'),
        align: 'right',
        cell: (s) => <Money value={s.bonuses} currency={data.currency} />,
      },
      {
        id: 'base',
        header: t('settlement.col.base'),
        align: 'right',
        cell: (s) => <Money value={s.base} currency={data.currency} signed />,
      },
      { id: 'tier', header: t('settlement.col.tier'), cell: (s) => tierName(s.tier_index) },
      { id: 'rate', header: t('settlement.col.rate'), align: 'right', cell: (s) => `${s.rate_percent}%` },
      {
        id: 'commission',
        header: t('settlement.col.commission'),
        align: 'right',
        card: 'amount',
        cell: (s) => <Money value={s.commission} currency={data.currency} />,
      },
      {
        id: 'status',
        header: t('settlement.col.status'),
        cell: (s) => (
          <span
            css={{ color: s.status === 'paid' ? theme.colors.success : theme.colors.textMuted, whiteSpace: 'nowrap' }}
          >
            {t(`settlement.status.${s.status}`)}
          </span>
        ),
      },
      {
        id: 'detail',
        header: t('settlement.col.detail'),
        cell: (s) => (
          <button
            type="button"
            onClick={() => onOpen(s.id)}
            aria-label={t('settlement.open', { period: s.period })}
            data-testid="settlement-open"
            css={{
              border: 0,
              background: 'none',
              padding: 0,
              color: theme.colors.primary,
              font: 'inherit',
              fontWeight: theme.fontWeights.bold,
              cursor: 'pointer',
              textDecoration: 'underline',
              textUnderlineOffset: 3,
            }}
          >
            {t('settlement.view')}
          </button>
        ),
      },
    ],
    // tierName reads t only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, theme, data.currency, onOpen],
  );

  const chart = [...data.list].reverse().map((s) => ({ period: s.period, commission: s.commission }));

  return (
    <>
      <Panel
        title={t('settlement.current_title', { period: current.period })}
        titleId="settlement-current"
        data-testid="settlement-current"
      >
        <StatGrid
          label={t('settlement.current_title', { period: current.period })}
          stats={[
            {
              id: 'base',
              label: t('settlement.col.base'),
              value: money(current.base),
              tone: current.base >= 0 ? 'good' : 'bad',
              hint: t('settlement.base_hint', { net: money(current.net_result), bonuses: money(current.bonuses) }),
            },
            { id: 'active', label: t('settlement.col.active'), value: current.active_members },
            {
              id: 'tier',
              label: t('settlement.tier_reached'),
              value: tierName(current.tier_index),
              hint: current.tier_index >= 0 ? `${current.rate_percent}%` : undefined,
            },
            { id: 'projected', label: t('settlement.projected'), value: money(current.commission) },
          ]}
        />
        <div css={{ marginTop: theme.space(4) }}>
          {next ? (
            <>
              <div
                role="progressbar"
                aria-label={t('settlement.progress_label', { tier: tierName(current.tier_index + 1) })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                css={{
                  height: 10,
                  borderRadius: theme.radii.pill,
                  background: theme.colors.surfaceSunken,
                  overflow: 'hidden',
                  border: `1px solid ${theme.colors.border}`,
                }}
              >
                <div css={{ width: `${progress * 100}%`, height: '100%', background: theme.gradients.primary }} />
              </div>
              <p
                css={{ margin: theme.space(2, 0, 0), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}
                data-testid="settlement-next"
              >
                {nextTierText()}
              </p>
            </>
          ) : (
            <p css={{ margin: 0, color: theme.colors.success }}>{t('settlement.top_tier')}</p>
          )}
        </div>
      </Panel>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) 260px',
          gap: theme.space(5),
          [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <Panel title={t('settlement.chart_title')} titleId="settlement-chart">
          <Chart
            kind="bar"
            data={chart}
            xKey="period"
            series={[{ key: 'commission', label: t('settlement.col.commission') }]}
            height={220}
            format={money}
            label={t('settlement.chart_title')}
            summary={t('settlement.chart_summary', { count: chart.length, total: money(data.total_commission) })}
            data-testid="settlement-chart"
          />
        </Panel>
        <StatGrid
          label={t('settlement.totals')}
          stats={[
            {
              id: 'total_commission',
              label: t('settlement.total_commission'),
              value: money(data.total_commission),
              tone: 'good',
            },
            { id: 'statements', label: t('settlement.statements'), value: data.total },
          ]}
        />
      </div>
      <Panel title={t('settlement.list_title')} titleId="settlement-list">
        {data.list.length === 0 ? (
          <p css={{ margin: 0, color: theme.colors.textMuted }} role="status">
            {t('settlement.empty')}
          </p>
        ) : (
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
            <RecordList
              layout={layout}
              columns={columns}
              rows={data.list}
              rowKey={(s) => s.id}
              label={t('settlement.list_title')}
              data-testid="settlement-list"
            />
            <Pager
              page={page}
              pageCount={Math.ceil(data.total / AGENT_PAGE_SIZE)}
              onChange={setPage}
              label={t('pages')}
            />
          </div>
        )}
      </Panel>
    </>
  );
}

function StatementDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT('proxy');
  const detail = useSettlement(id);
  return (
    <Modal
      open={id !== null}
      onClose={onClose}
      title={t('settlement.detail_title', { period: detail.data?.settlement.period ?? '' })}
      width={860}
      data-testid="settlement-detail"
    >
      <QueryBody query={detail} height={240}>
        {(d) => <StatementDetail detail={d} />}
      </QueryBody>
    </Modal>
  );
}

function StatementDetail({ detail }: { detail: AgentSettlementDetail }) {
  const theme = useTheme();
  const t = useT('proxy');
  const { layout, currency } = useAgentContext();
  const gameType = useGameTypeLabel();
  const s = detail.settlement;
  const money = useMoney(currency);
  type Game = AgentSettlementDetail['by_game_type'][number];
  type Member = AgentSettlementDetail['members'][number];
  const gameColumns: RecordColumn<Game>[] = [
    { id: 'type', header: t('report.col.game_type'), card: 'title', cell: (g) => gameType(g.gt_id) },
    { id: 'rounds', header: t('report.col.rounds'), align: 'right', cell: (g) => g.rounds },
    {
      id: 'bets',
      header: t('report.col.bets'),
      align: 'right',
      cell: (g) => <Money value={g.bets} currency={currency} />,
    },
    {
      id: 'wins',
      header: t('report.col.wins'),
      align: 'right',
      cell: (g) => <Money value={g.wins} currency={currency} />,
    },
    {
      id: 'net',
      header: t('report.col.net_result'),
      align: 'right',
      card: 'amount',
      cell: (g) => <Money value={g.net_result} currency={currency} signed />,
    },
  ];
  const memberColumns: RecordColumn<Member>[] = [
    { id: 'account', header: t('downline.col.account'), card: 'title', cell: (m) => m.account },
    { id: 'depth', header: t('downline.col.depth'), align: 'right', cell: (m) => m.depth },
    {
      id: 'bets',
      header: t('report.col.bets'),
      align: 'right',
      cell: (m) => <Money value={m.bets} currency={currency} />,
    },
    {
      id: 'bonuses',
      header: t('report.col.bonuses'),
      align: 'right',
      cell: (m) => <Money value={m.bonuses} currency={currency} />,
    },
    {
      id: 'net',
      header: t('report.col.net_result'),
      align: 'right',
      card: 'amount',
      cell: (m) => <Money value={m.net_result} currency={currency} signed />,
    },
  ];
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <StatGrid
        label={t('settlement.detail_summary')}
        stats={[
          { id: 'base', label: t('settlement.col.base'), value: money(s.base) },
          { id: 'rate', label: t('settlement.col.rate'), value: `${s.rate_percent}%` },
          { id: 'commission', label: t('settlement.col.commission'), value: money(s.commission), tone: 'good' },
          { id: 'active', label: t('settlement.col.active'), value: s.active_members },
        ]}
      />
      <h3 css={{ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.accent }}>{t('report.by_game_title')}</h3>
      {detail.by_game_type.length ? (
        <RecordList
          layout={layout}
          columns={gameColumns}
          rows={detail.by_game_type}
          rowKey={(g) => g.gt_id}
          label={t('report.by_game_title')}
          data-testid="settlement-games"
        />
      ) : (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('report.by_game_empty')}</p>
      )}
      <h3 css={{ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.accent }}>{t('settlement.by_member')}</h3>
      {detail.members.length ? (
        <RecordList
          layout={layout}
          columns={memberColumns}
          rows={detail.members}
          rowKey={(m) => m.member_id}
          label={t('settlement.by_member')}
          data-testid="settlement-members"
        />
      ) : (
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('settlement.no_members')}</p>
      )}
    </div>
  );
}
