import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { DISPLAY_DEVICE, type LanguageCode } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { EmptyState, ErrorState, RichText, Skeleton } from '@site/shared/ui';
import { formatDateTime } from '@site/shared/time';
import { PageHeading } from '../../../components/page-heading';
import {
  useBulletinHistory,
  useMemberAnnouncements,
  type Bulletin,
  type MarqueeAnnouncement,
} from '../api/get-announcements';

/** Day and minute in the site time zone (America/Caracas, SPEC §9). */
const shownTime = (iso: string) => formatDateTime(iso, undefined, 'YYYY-MM-DD HH:mm');

/**
 * /user/Announcement (SPEC §2 InfoCenter → Announcement): the site's announcements for members
 * (SPEC §3, §6: those shown after login), in the operator's order, live as the operator changes
 * them; then the promotion notices the site has popped up (the bulletin history), each opened in
 * place to read.
 */
export function AnnouncementPage({ layout, siteId }: { layout: LayoutMode; siteId: number }) {
  const theme = useTheme();
  const t = useT('member');
  const language = t.i18n.language as LanguageCode;
  const announcements = useMemberAnnouncements(siteId, language);
  const device = layout === 'mobile' ? DISPLAY_DEVICE.mobile : DISPLAY_DEVICE.desktop;
  const bulletins = useBulletinHistory(siteId, device, language);

  let body;
  if (announcements.isError && !announcements.isFetching && !announcements.data) {
    body = (
      <ErrorState
        title={t('announcements.error_title')}
        message={t('load_failed')}
        onRetry={() => void announcements.refetch()}
      />
    );
  } else if (!announcements.data) {
    body = <ListSkeleton label={t('announcements.loading')} />;
  } else if (announcements.data.length === 0) {
    body = (
      <EmptyState
        title={t('announcements.empty_title')}
        message={t('announcements.empty_text')}
        data-testid="announcements-empty"
      />
    );
  } else {
    body = (
      <ol
        aria-label={t('announcements.list_label')}
        data-testid="announcement-list"
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), margin: 0, padding: 0 }}
      >
        {announcements.data.map((a) => (
          <AnnouncementItem key={a.id} announcement={a} />
        ))}
      </ol>
    );
  }

  return (
    <section
      aria-labelledby="member-announcement-heading"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <PageHeading id="member-announcement-heading" title={t('announcements.heading')} />
      {body}
      <BulletinHistory bulletins={bulletins} />
    </section>
  );
}

function AnnouncementItem({ announcement: a }: { announcement: MarqueeAnnouncement }) {
  const theme = useTheme();
  const t = useT('member');
  const [open, setOpen] = useState(false);
  // Whether the text is longer than the three lines a closed announcement shows: measured in the
  // page (width, language and font decide it), again whenever the box changes size.
  const [long, setLong] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  const textId = useId();
  useLayoutEffect(() => {
    const el = textRef.current;
    if (!el || open) return;
    const measure = () => setLong(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [a.content, open]);
  return (
    <li
      data-testid="announcement"
      data-id={a.id}
      css={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: '40px minmax(0, 1fr)',
        gap: theme.space(3.5),
        padding: theme.space(4, 5),
        [mq.mobile]: { padding: theme.space(3.5, 4), gridTemplateColumns: '32px minmax(0, 1fr)', gap: theme.space(3) },
        borderRadius: theme.radii.lg,
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.sm,
      }}
    >
      <span
        aria-hidden="true"
        css={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          [mq.mobile]: { width: 32, height: 32 },
          borderRadius: '50%',
          color: theme.colors.primary,
          background: theme.colors.surfaceSunken,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        <MegaphoneIcon />
      </span>
      <div css={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1.5) }}>
        <time
          dateTime={a.created_at}
          data-testid="announcement-time"
          css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' }}
        >
          {shownTime(a.created_at)}
        </time>
        <p
          ref={textRef}
          id={textId}
          data-testid="announcement-text"
          data-clamped={long && !open ? 'true' : 'false'}
          css={{
            margin: 0,
            color: theme.colors.text,
            lineHeight: 1.65,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            ...(open
              ? {}
              : { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
          }}
        >
          {a.content}
        </p>
        {long ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={textId}
            data-testid="announcement-toggle"
            onClick={() => setOpen((o) => !o)}
            css={textButton(theme)}
          >
            {open ? t('announcements.show_less') : t('announcements.read_more')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The site's pop-up promotion notices, newest change first; each opens in place. */
function BulletinHistory({ bulletins }: { bulletins: ReturnType<typeof useBulletinHistory> }) {
  const theme = useTheme();
  const t = useT('member');
  let body;
  if (bulletins.isError && !bulletins.isFetching && !bulletins.data) {
    body = (
      <ErrorState
        compact
        title={t('announcements.bulletins_error')}
        message={t('load_failed')}
        onRetry={() => void bulletins.refetch()}
      />
    );
  } else if (!bulletins.data) {
    body = <ListSkeleton label={t('announcements.loading')} rows={2} />;
  } else if (bulletins.data.length === 0) {
    body = (
      <p data-testid="bulletins-empty" css={{ margin: 0, color: theme.colors.textMuted }}>
        {t('announcements.bulletins_empty')}
      </p>
    );
  } else {
    body = (
      <ul
        data-testid="bulletin-list"
        css={{
          margin: 0,
          padding: 0,
          borderRadius: theme.radii.lg,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.surface,
          overflow: 'hidden',
        }}
      >
        {bulletins.data.map((b) => (
          <BulletinItem key={b.id} bulletin={b} />
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="member-bulletins-heading"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), marginTop: theme.space(2) }}
    >
      <div>
        <h2 id="member-bulletins-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          {t('announcements.bulletins_heading')}
        </h2>
        <p css={{ margin: theme.space(1, 0, 0), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
          {t('announcements.bulletins_intro')}
        </p>
      </div>
      {body}
    </section>
  );
}

function BulletinItem({ bulletin: b }: { bulletin: Bulletin }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li
      data-testid="bulletin"
      css={{ listStyle: 'none', '&:not(:last-of-type)': { borderBottom: `1px solid ${theme.colors.border}` } }}
    >
      <h3 css={{ margin: 0, fontSize: 'inherit' }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          css={{
            display: 'flex',
            width: '100%',
            alignItems: 'center',
            gap: theme.space(3),
            padding: theme.space(3.5, 5),
            [mq.mobile]: { padding: theme.space(3.5, 4) },
            border: 0,
            background: open ? theme.colors.surfaceRaised : 'transparent',
            color: theme.colors.text,
            font: 'inherit',
            textAlign: 'left',
            cursor: 'pointer',
            '&:hover': { background: theme.colors.surfaceRaised },
            '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
          }}
        >
          <span css={{ flex: 1, minWidth: 0, fontWeight: theme.fontWeights.bold, overflowWrap: 'anywhere' }}>
            {b.title}
          </span>
          <time
            dateTime={b.updated_at}
            css={{
              flex: 'none',
              fontSize: theme.fontSizes.xs,
              color: theme.colors.textMuted,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatDateTime(b.updated_at, undefined, 'YYYY-MM-DD')}
          </time>
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            css={{
              flex: 'none',
              transition: `transform ${theme.motion.fast}`,
              transform: open ? 'rotate(180deg)' : 'none',
            }}
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      {open ? (
        <div
          id={panelId}
          data-testid="bulletin-body"
          css={{ padding: theme.space(1, 5, 4), [mq.mobile]: { padding: theme.space(1, 4, 4) } }}
        >
          <RichText html={b.content} headingLevel={3} />
        </div>
      ) : null}
    </li>
  );
}

function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  const theme = useTheme();
  return (
    <ul aria-label={label} aria-busy="true" css={{ display: 'grid', gap: theme.space(3), margin: 0, padding: 0 }}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} css={{ listStyle: 'none' }}>
          <Skeleton height={84} radius={theme.radii.lg} />
        </li>
      ))}
    </ul>
  );
}

const textButton = (theme: ReturnType<typeof useTheme>) => ({
  alignSelf: 'flex-start',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colors.primary,
  font: 'inherit',
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.primaryHover, textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2, borderRadius: 2 },
});

function MegaphoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1z" strokeLinejoin="round" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" strokeLinecap="round" />
    </svg>
  );
}
