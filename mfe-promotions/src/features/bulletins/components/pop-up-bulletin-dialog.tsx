import { useId } from 'react';
import styled from '@emotion/styled';
import type { Bulletin } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, Modal } from '@site/shared/ui';
import { RichText } from '../../../components/rich-text';

const List = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  section: {
    padding: theme.space(4),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
  },
  h3: {
    margin: theme.space(0, 0, 2),
    fontSize: theme.fontSizes.lg,
    color: theme.colors.accent,
    lineHeight: 1.35,
  },
}));

function BulletinItem({ bulletin }: { bulletin: Bulletin }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="pop-up-bulletin-item">
      <h3 id={titleId}>{bulletin.title || bulletin.display_content}</h3>
      <RichText html={bulletin.content} />
    </section>
  );
}

export interface PopUpBulletinDialogProps {
  bulletins: readonly Bulletin[];
  onClose: () => void;
  onHistory: () => void;
}

/** SPEC §3/§4 pop-up bulletin: the operator's notices for this device (and page), one after the other. */
export function PopUpBulletinDialog({ bulletins, onClose, onHistory }: PopUpBulletinDialogProps) {
  const t = useT('promotions');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('bulletin.title')}
      width={560}
      data-testid="pop-up-bulletin"
      footer={
        <>
          <Button variant="ghost" onClick={onHistory} aria-haspopup="dialog">
            {t('bulletin.history')}
          </Button>
          <Button onClick={onClose} data-testid="pop-up-bulletin-close">
            {t('bulletin.got_it')}
          </Button>
        </>
      }
    >
      <List>
        {bulletins.map((b) => (
          <BulletinItem key={b.id} bulletin={b} />
        ))}
      </List>
    </Modal>
  );
}
