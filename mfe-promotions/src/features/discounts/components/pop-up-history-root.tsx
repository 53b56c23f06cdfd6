import styled from '@emotion/styled';
import type { ModalProps } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { EmptyState, ErrorState, Modal, Skeleton } from '@site/shared/ui';
import { usePeriod } from '../../../components/discount-meta';
import { StatusBadge } from '../../../components/status-badge';
import { usePromotionsSession } from '../../../hooks/use-promotions-session';
import { usePopUpDiscounts } from '../api/get-pop-up-discounts';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  li: {
    display: 'grid',
    gridTemplateColumns: '168px minmax(0, 1fr)',
    gap: theme.space(4),
    alignItems: 'center',
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
  },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '750 / 300',
    objectFit: 'cover',
    borderRadius: theme.radii.sm,
    // Ended: the artwork steps back, the words stay at full contrast.
    filter: 'grayscale(0.6)',
    opacity: 0.8,
  },
  '.text': { display: 'flex', flexDirection: 'column', gap: theme.space(1.5), minWidth: 0 },
  h3: { margin: 0, fontSize: theme.fontSizes.md, lineHeight: 1.35, color: theme.colors.text },
  '.meta': {
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontVariantNumeric: 'tabular-nums',
  },
  [mq.mobile]: { li: { gridTemplateColumns: '112px minmax(0, 1fr)', gap: theme.space(3) } },
}));

/**
 * SPEC §2 modal "history of pop-up promotions" (MODALS.pop_up_discount_history): the pop-up
 * promotions that have ended, newest first (the pop-up call's history).
 */
export function PopUpHistoryRoot({ siteConfig, onClose }: ModalProps) {
  const t = useT('promotions');
  const formatMoney = useFormatMoney();
  const period = usePeriod();
  const session = usePromotionsSession(siteConfig);
  const popUps = usePopUpDiscounts(siteConfig, session);
  const history = popUps.data?.history ?? [];

  let body;
  if (popUps.isError) {
    body = <ErrorState compact message={t('load_failed')} onRetry={() => void popUps.refetch()} />;
  } else if (!popUps.data) {
    body = (
      <div aria-hidden="true" css={{ display: 'grid', gap: 12 }}>
        <Skeleton height={80} radius={10} />
        <Skeleton height={80} radius={10} />
      </div>
    );
  } else if (history.length === 0) {
    body = (
      <EmptyState
        title={t('pop_up.history_empty_title')}
        message={t('pop_up.history_empty')}
        data-testid="pop-up-history-empty"
      />
    );
  } else {
    body = (
      <List data-testid="pop-up-history-list">
        {history.map((d) => (
          <li key={d.id}>
            <img src={d.banner} alt="" width={750} height={300} loading="lazy" />
            <div className="text">
              <h3>{d.title}</h3>
              <p className="meta">{period(d)}</p>
              {d.bonus !== null ? (
                <p className="meta">{t('bonus', { amount: formatMoney(d.bonus, d.currency) })}</p>
              ) : null}
              <div>
                <StatusBadge state="ended" />
              </div>
            </div>
          </li>
        ))}
      </List>
    );
  }

  return (
    <Modal open onClose={onClose} title={t('pop_up.history_title')} width={640} data-testid="pop-up-history">
      {body}
    </Modal>
  );
}
