import styled from '@emotion/styled';
import type { ModalProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { EmptyState, ErrorState, Modal, Skeleton } from '@site/shared/ui';
import { MegaphoneIcon } from '../../../components/icons';
import { usePromotionsSession } from '../../../hooks/use-promotions-session';
import { showDay } from '../../../lib/times';
import { useAnnouncements } from '../api/get-announcements';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  li: {
    display: 'grid',
    gridTemplateColumns: '36px minmax(0, 1fr)',
    gap: theme.space(3),
    padding: theme.space(3.5, 4),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
  },
  '.icon': {
    display: 'grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    borderRadius: '50%',
    background: 'rgba(255, 255, 255, 0.05)',
    color: theme.colors.primary,
  },
  p: { margin: 0, color: theme.colors.text, lineHeight: 1.6, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  time: {
    display: 'block',
    marginTop: theme.space(1),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontVariantNumeric: 'tabular-nums',
  },
}));

/**
 * SPEC §2 modal "news/announcement" (MODALS.news): the marquee announcements in a dialog, in the
 * operator's order; the platform chooses the before- or after-login ones by the token.
 */
export function NewsRoot({ siteConfig, onClose }: ModalProps) {
  const t = useT('promotions');
  const session = usePromotionsSession(siteConfig);
  const announcements = useAnnouncements(siteConfig, session);
  const list = announcements.data?.web_announcement_list ?? [];

  let body;
  if (announcements.isError) {
    body = <ErrorState compact message={t('load_failed')} onRetry={() => void announcements.refetch()} />;
  } else if (!announcements.data) {
    body = (
      <div aria-hidden="true" css={{ display: 'grid', gap: 8 }}>
        <Skeleton height={64} radius={10} />
        <Skeleton height={64} radius={10} />
      </div>
    );
  } else if (list.length === 0) {
    body = <EmptyState title={t('news.empty_title')} message={t('news.empty')} data-testid="news-empty" />;
  } else {
    body = (
      <List data-testid="news-list">
        {list.map((a) => (
          <li key={a.id}>
            <span className="icon" aria-hidden="true">
              <MegaphoneIcon size={18} />
            </span>
            <div>
              <p>{a.content}</p>
              <time dateTime={a.created_at}>{showDay(a.created_at)}</time>
            </div>
          </li>
        ))}
      </List>
    );
  }
  return (
    <Modal open onClose={onClose} title={t('news.title')} width={600} data-testid="news">
      {body}
    </Modal>
  );
}
