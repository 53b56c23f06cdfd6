import { useId, useState } from 'react';
import styled from '@emotion/styled';
import type { Bulletin, ModalProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { EmptyState, ErrorState, Modal, Skeleton } from '@site/shared/ui';
import { ChevronRightIcon } from '../../../components/icons';
import { RichText } from '../../../components/rich-text';
import { usePromotionsSession } from '../../../hooks/use-promotions-session';
import { showTime } from '../../../lib/times';
import { useBulletinHistory } from '../api/get-bulletin-history';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  li: {
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    overflow: 'hidden',
  },
  h3: { margin: 0 },
  '.toggle': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(3),
    width: '100%',
    minHeight: 56,
    padding: theme.space(3, 4),
    border: 0,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { background: 'rgba(255, 255, 255, 0.03)' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
    svg: {
      flex: '0 0 auto',
      color: theme.colors.primary,
      transition: `transform ${theme.motion.normal}`,
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    '&[aria-expanded="true"] svg': { transform: 'rotate(90deg)' },
  },
  '.title': { flex: 1, minWidth: 0, fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.bold },
  time: {
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  '.panel': { padding: theme.space(0, 4, 4, 11) },
}));

function HistoryItem({ bulletin, open, onToggle }: { bulletin: Bulletin; open: boolean; onToggle: () => void }) {
  const t = useT('promotions');
  const panelId = useId();
  return (
    <li data-testid="bulletin-history-item">
      <h3>
        <button type="button" className="toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <ChevronRightIcon />
          <span className="title">{bulletin.title || bulletin.display_content}</span>
          <time dateTime={bulletin.updated_at}>{t('bulletin.updated', { time: showTime(bulletin.updated_at) })}</time>
        </button>
      </h3>
      <div id={panelId} className="panel" hidden={!open}>
        {open ? <RichText html={bulletin.content} /> : null}
      </div>
    </li>
  );
}

/**
 * The bulletins of this device shown earlier as pop-ups, newest first (MODALS.bulletin_history,
 * `bulletin/history`): a visitor sees the visitors' ones, a member also those they hid and the
 * deposit page's. Each opens in place; the newest is open.
 */
export function BulletinHistoryRoot({ siteConfig, layout, onClose }: ModalProps) {
  const t = useT('promotions');
  const session = usePromotionsSession(siteConfig);
  const history = useBulletinHistory(siteConfig, session, layout);
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  const list = history.data?.list ?? [];
  const expanded = openId === undefined ? (list[0]?.id ?? null) : openId;

  let body;
  if (history.isError) {
    body = <ErrorState compact message={t('load_failed')} onRetry={() => void history.refetch()} />;
  } else if (!history.data) {
    body = (
      <div aria-hidden="true" css={{ display: 'grid', gap: 8 }}>
        <Skeleton height={56} radius={10} />
        <Skeleton height={56} radius={10} />
        <Skeleton height={56} radius={10} />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={t('bulletin.history_empty_title')}
        message={t('bulletin.history_empty')}
        data-testid="bulletin-history-empty"
      />
    );
  } else {
    body = (
      <List data-testid="bulletin-history-list">
        {list.map((b) => (
          <HistoryItem
            key={b.id}
            bulletin={b}
            open={expanded === b.id}
            onToggle={() => setOpenId(expanded === b.id ? null : b.id)}
          />
        ))}
      </List>
    );
  }
  return (
    <Modal open onClose={onClose} title={t('bulletin.history_title')} width={600} data-testid="bulletin-history">
      {body}
    </Modal>
  );
}
