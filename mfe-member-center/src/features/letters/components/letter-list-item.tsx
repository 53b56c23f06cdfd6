import { useTheme } from '@emotion/react';
import { mq } from '@site/shared/theme';
import { visuallyHidden } from '@site/shared/ui';
import { useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import type { Letter } from '../api/get-letters';
import { EnvelopeIcon, EnvelopeOpenIcon, TrashIcon } from './letter-icons';

/** One letter in the list: unread ones carry a dot, a closed envelope and a bold title (SPEC §4). */
export function LetterListItem({
  letter,
  onOpen,
  onDelete,
}: {
  letter: Letter;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const theme = useTheme();
  const t = useT('member');
  const unread = letter.is_read === 0;
  const date = formatDateTime(letter.created_at);

  return (
    <li
      data-testid="letter-item"
      data-letter-id={letter.id}
      data-read={unread ? 'false' : 'true'}
      css={{
        listStyle: 'none',
        position: 'relative',
        display: 'flex',
        alignItems: 'stretch',
        borderRadius: theme.radii.md,
        background: unread
          ? `linear-gradient(90deg, ${theme.colors.primary}14, transparent 60%), ${theme.colors.surface}`
          : theme.colors.surface,
        border: `1px solid ${unread ? theme.colors.borderStrong : theme.colors.border}`,
        transition: `border-color ${theme.motion.normal}, transform ${theme.motion.normal} ${theme.motion.easing}`,
        '&:hover': { borderColor: theme.colors.primary },
      }}
    >
      <button
        type="button"
        onClick={onOpen}
        data-testid="letter-open"
        css={{
          flex: '1 1 auto',
          minWidth: 0,
          // Icon, text and date side by side; on a narrow screen the date goes under the text.
          display: 'grid',
          gridTemplateColumns: '40px minmax(0, 1fr) auto',
          gridTemplateAreas: '"icon text date"',
          alignItems: 'center',
          columnGap: theme.space(3),
          rowGap: theme.space(1),
          [mq.mobile]: { gridTemplateColumns: '40px minmax(0, 1fr)', gridTemplateAreas: '"icon text" "icon date"' },
          padding: theme.space(3.5, 4),
          border: 0,
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
          borderRadius: theme.radii.md,
          '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        }}
      >
        <span
          aria-hidden="true"
          css={{
            gridArea: 'icon',
            position: 'relative',
            flex: 'none',
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            color: unread ? theme.colors.onPrimary : theme.colors.textMuted,
            background: unread ? theme.gradients.primary : theme.colors.surfaceSunken,
            boxShadow: unread ? theme.shadows.glow : undefined,
          }}
        >
          {unread ? <EnvelopeIcon /> : <EnvelopeOpenIcon />}
          {unread ? (
            <span
              data-testid="letter-unread-dot"
              css={{
                position: 'absolute',
                top: 0,
                right: 0,
                width: 10,
                height: 10,
                borderRadius: '50%',
                background: theme.colors.highlight,
                boxShadow: `0 0 0 2px ${theme.colors.surface}`,
              }}
            />
          ) : null}
        </span>
        <span css={{ gridArea: 'text', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <span
            data-testid="letter-title"
            css={{
              fontWeight: unread ? theme.fontWeights.bold : theme.fontWeights.medium,
              color: unread ? theme.colors.text : theme.colors.textMuted,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {/* The button's name is what it shows (title, preview, date), led by "unread" when it is. */}
            {unread ? <span css={visuallyHidden}>{`${t('letter.unread_label')}: `}</span> : null}
            {letter.title}
          </span>
          <span
            css={{
              fontSize: theme.fontSizes.sm,
              color: theme.colors.textSubtle,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {letter.content}
          </span>
        </span>
        <time
          dateTime={letter.created_at}
          data-testid="letter-date"
          css={{
            gridArea: 'date',
            fontSize: theme.fontSizes.xs,
            color: theme.colors.textMuted,
            fontVariantNumeric: 'tabular-nums',
            alignSelf: 'start',
            paddingTop: 2,
            [mq.mobile]: { paddingTop: 0 },
          }}
        >
          {date}
        </time>
      </button>
      <button
        type="button"
        onClick={onDelete}
        data-testid="letter-delete"
        aria-label={t('letter.delete_one_label', { title: letter.title })}
        title={t('letter.delete')}
        css={{
          flex: 'none',
          width: 48,
          display: 'grid',
          placeItems: 'center',
          border: 0,
          borderLeft: `1px solid ${theme.colors.border}`,
          background: 'transparent',
          color: theme.colors.textSubtle,
          cursor: 'pointer',
          borderRadius: `0 ${theme.radii.md}px ${theme.radii.md}px 0`,
          transition: `color ${theme.motion.fast}, background ${theme.motion.fast}`,
          '&:hover': { color: theme.colors.danger, background: `${theme.colors.danger}14` },
          '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
        }}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
