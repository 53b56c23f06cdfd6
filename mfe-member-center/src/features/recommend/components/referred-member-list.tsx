import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { StatusPill } from '../../../components/status-pill';
import type { RecommendMember } from '../api/recommend';
import { Money } from './recommend-parts';
import { RecordList, type RecordColumn } from '@site/shared/ui';

/** Referred members as a table (desktop) or cards (mobile): masked account, sign-up, first deposit, reward. */
export function ReferredMemberList({
  layout,
  rows,
  currency,
  label,
}: {
  layout: LayoutMode;
  rows: RecommendMember[];
  currency: string;
  label: string;
}) {
  const theme = useTheme();
  const t = useT('member');
  const columns = useMemo<RecordColumn<RecommendMember>[]>(
    () => [
      {
        id: 'account',
        header: t('recommend.col_account'),
        card: 'title',
        cell: (r) => (
          <span data-testid="recommend-member-account" css={{ fontFamily: theme.fonts.mono }}>
            {r.member_account}
          </span>
        ),
      },
      {
        id: 'registered',
        header: t('recommend.col_registered'),
        cell: (r) => <time dateTime={r.registered_at}>{formatDateTime(r.registered_at)}</time>,
      },
      {
        id: 'first-deposit',
        header: t('recommend.col_first_deposit'),
        cell: (r) =>
          r.first_deposit ? (
            <span css={{ display: 'inline-flex', gap: theme.space(2), alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusPill
                color={theme.colors.success}
                status="yes"
                label={t('recommend.yes')}
                data-testid="recommend-first-deposit"
              />
              <Money value={r.first_deposit_amount} currency={currency} />
            </span>
          ) : (
            <StatusPill
              color={theme.colors.textMuted}
              status="no"
              label={t('recommend.no')}
              data-testid="recommend-first-deposit"
            />
          ),
      },
      {
        id: 'reward',
        header: t('recommend.col_reward'),
        align: 'right',
        card: 'amount',
        cell: (r) => (
          <span data-testid="recommend-member-reward">
            <Money value={r.reward} currency={currency} strong={r.reward > 0} />
          </span>
        ),
      },
    ],
    [t, theme, currency],
  );
  return (
    <RecordList
      layout={layout}
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.member_account}-${r.registered_at}`}
      label={label}
      data-testid="recommend-members"
    />
  );
}
