import { useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { describeFailure } from '@site/shared/api';
import { useBusValue } from '@site/shared/bus';
import type { LayoutMode } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { EmptyState, ErrorState, Skeleton, Pager, RecordList, type RecordColumn } from '@site/shared/ui';
import { PageHeading } from '../../../components/page-heading';
import { RECOMMEND_PAGE_SIZE, useRecommendMembers, useRecommendRewards, type RecommendReward } from '../api/recommend';
import { Money, Panel, RecommendGate, StatRow } from './recommend-parts';
import { ReferredMemberList } from './referred-member-list';

/**
 * /user/RecommendRecord (SPEC §2 RecommendAward → RecommendRecord): the members the member brought
 * (masked account, sign-up, first deposit, reward earned) and the rewards paid, each paged, with totals.
 */
export function RecommendRecordPage({ siteId, layout }: { siteId: number; layout: LayoutMode }) {
  const t = useT('member');
  return (
    <section aria-labelledby="recommend-record-heading" css={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <PageHeading id="recommend-record-heading" title={t('menu.RecommendRecord')} />
      <RecommendGate siteId={siteId}>
        <RecordBody layout={layout} />
      </RecommendGate>
    </section>
  );
}

function RecordBody({ layout }: { layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const session = useBusValue('session:changed');
  const currency = session?.status === 'member' ? session.member.member_currency : '';
  const [memberPage, setMemberPage] = useState(1);
  const [rewardPage, setRewardPage] = useState(1);
  const members = useRecommendMembers({ page: memberPage, count: RECOMMEND_PAGE_SIZE });
  const rewards = useRecommendRewards(rewardPage);

  const rewardColumns = useMemo<RecordColumn<RecommendReward>[]>(
    () => [
      {
        id: 'time',
        header: t('recommend.col_time'),
        cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>,
      },
      {
        id: 'kind',
        header: t('recommend.col_kind'),
        card: 'title',
        cell: (r) => <span data-testid="recommend-reward-kind">{t(`recommend.kind_${r.kind}`)}</span>,
      },
      {
        id: 'account',
        header: t('recommend.col_account'),
        cell: (r) => <span css={{ fontFamily: theme.fonts.mono }}>{r.member_account}</span>,
      },
      {
        id: 'deposit',
        header: t('recommend.col_deposit'),
        align: 'right',
        cell: (r) => <Money value={r.deposit_amount} currency={currency} />,
      },
      {
        id: 'amount',
        header: t('recommend.col_reward'),
        align: 'right',
        card: 'amount',
        cell: (r) => <Money value={r.amount} currency={currency} strong />,
      },
    ],
    [t, theme, currency],
  );

  const failed = members.isError ? members : rewards.isError ? rewards : null;
  if (failed) {
    return (
      <ErrorState
        title={t('recommend.load_failed')}
        message={translateFailure(describeFailure(failed.error, { fallback: 'member:load_failed' }))}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!members.data || !rewards.data) return <Skeleton height={280} radius={theme.radii.lg} />;
  const totals = members.data.totals;

  return (
    <>
      <StatRow
        items={[
          { id: 'members', label: t('recommend.total_members'), value: totals.members },
          { id: 'first-deposits', label: t('recommend.total_first_deposits'), value: totals.first_deposits },
          {
            id: 'reward',
            label: t('recommend.total_reward'),
            value: <Money value={rewards.data.total_reward} currency={currency} />,
          },
        ]}
      />
      <Panel id="recommend-members-heading" title={t('recommend.members_heading')}>
        {members.data.list.length === 0 ? (
          <EmptyState title={t('recommend.no_members')} message={t('recommend.no_members_text')} />
        ) : (
          <ReferredMemberList
            layout={layout}
            rows={members.data.list}
            currency={currency}
            label={t('recommend.members_heading')}
          />
        )}
        <Pager
          page={memberPage}
          pageCount={Math.ceil(members.data.total / RECOMMEND_PAGE_SIZE)}
          onChange={setMemberPage}
          label={t('recommend.members_pages')}
        />
      </Panel>
      <Panel id="recommend-rewards-heading" title={t('recommend.rewards_heading')}>
        {rewards.data.list.length === 0 ? (
          <EmptyState title={t('recommend.no_rewards')} />
        ) : (
          <RecordList
            layout={layout}
            columns={rewardColumns}
            rows={rewards.data.list}
            rowKey={(r) => r.id}
            label={t('recommend.rewards_heading')}
            data-testid="recommend-rewards"
          />
        )}
        <Pager
          page={rewardPage}
          pageCount={Math.ceil(rewards.data.total / RECOMMEND_PAGE_SIZE)}
          onChange={setRewardPage}
          label={t('recommend.rewards_pages')}
        />
      </Panel>
    </>
  );
}
