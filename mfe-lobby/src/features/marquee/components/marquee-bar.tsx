import { useRef, useState } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import type { MarqueeAnnouncement } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { useInView } from '../../../hooks/use-in-view';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

const Bar = styled.section(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: 44,
  padding: theme.space(0, 1.5, 0, 1.5),
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  background: `linear-gradient(90deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface})`,
  boxShadow: theme.shadows.inset,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  '.badge': {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: 30,
    height: 30,
    borderRadius: '50%',
    background: theme.gradients.primary,
    color: theme.colors.onPrimary,
  },
  '.window': {
    position: 'relative',
    // Painted after the page's other content. While the text moves, Chrome cannot bound where the
    // moving layer may go, so whatever paints after it and may overlap it gets a compositor layer of
    // its own: the game tiles below, about twenty layers, all layerised again at every repaint
    // (about 12 ms of a click on a type tab, 100 ms on a phone). Nothing overlaps the bar, so
    // painting it last changes no pixel.
    zIndex: 1,
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    // Fade the text in and out at the edges.
    maskImage: 'linear-gradient(90deg, transparent 0, #000 24px, #000 calc(100% - 24px), transparent 100%)',
  },
  '.window[data-motion="static"]': {
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '.mover': { display: 'flex', width: 'max-content' },
  '.window[data-motion="scroll"] .mover': {
    animationName: scroll,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  },
  // SPEC-less but expected: a reader can stop the text by pointing at it or tabbing into it.
  '.window:hover .mover, .window:focus-within .mover, .window[data-paused="true"] .mover': {
    animationPlayState: 'paused',
  },
  // Scrolled out of sight: no frame is spent moving text nobody sees.
  '.window[data-offscreen="true"] .mover': { animationPlayState: 'paused' },
  [mq.reducedMotion]: { '.mover': { animation: 'none !important' } },
  ul: { display: 'flex', listStyle: 'none', margin: 0, padding: theme.space(0, 3) },
  li: { flex: 'none', display: 'flex', alignItems: 'center' },
  'li + li::before': {
    content: '""',
    width: 5,
    height: 5,
    margin: theme.space(0, 4),
    borderRadius: '50%',
    background: theme.colors.primary,
  },
  '.item': {
    padding: theme.space(1.5, 1),
    border: 0,
    borderRadius: theme.radii.sm,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:hover': { color: theme.colors.accent, textDecoration: 'underline', textUnderlineOffset: 3 },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
  },
  '.round': {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: 30,
    height: 30,
    padding: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.colors.textMuted,
    cursor: 'pointer',
    '&:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  '.all': {
    flex: 'none',
    height: 30,
    padding: theme.space(0, 3.5),
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: theme.colors.accent,
    font: 'inherit',
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.bold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:hover': { background: `${theme.colors.primary}1f` },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  [mq.mobile]: {
    minHeight: 40,
    fontSize: theme.fontSizes.sm,
    '.badge': { width: 26, height: 26 },
    '.all': { padding: theme.space(0, 2.5) },
  },
}));

const Megaphone = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
    <path fill="currentColor" d="M18 3v18l-6-4H7l1.5 5H5.4L4 17a3 3 0 0 1-3-3v-4a3 3 0 0 1 3-3h8zm2 6a3 3 0 0 1 0 6z" />
  </svg>
);
const PauseIcon = () => (
  <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
  </svg>
);
const PlayIcon = () => (
  <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M3.5 1.5v11l9-5.5z" fill="currentColor" />
  </svg>
);

/** Seconds for one pass of the text: long enough to read, about as fast whatever the length. */
export const marqueeSeconds = (items: readonly MarqueeAnnouncement[]): number =>
  Math.max(16, Math.round(items.reduce((n, a) => n + a.content.length, 0) * 0.28));

const openNews = () => bus.emit('modal:open', { name: 'news' });

/**
 * The marquee under the header (SPEC §1, §6): the announcements the viewer may see, moving from
 * right to left; each one opens the news/announcement dialog (MODALS.news of mfe-promotions), as
 * does "View all". It stops while pointed at or holding the focus, has a pause button (WCAG 2.2.2),
 * and under prefers-reduced-motion never moves: the list stands still and scrolls by hand.
 */
export function MarqueeBar({ announcements }: { announcements: readonly MarqueeAnnouncement[] }) {
  const t = useT('lobby');
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const inView = useInView(barRef);
  if (announcements.length === 0) return null;
  const moving = !reducedMotion;
  const items = (copy: boolean) =>
    announcements.map((a) => (
      <li key={a.id}>
        <button type="button" className="item" onClick={openNews} tabIndex={copy ? -1 : undefined}>
          {a.content}
        </button>
      </li>
    ));

  return (
    <Bar ref={barRef} aria-label={t('marquee.label')} data-testid="marquee">
      <span className="badge" aria-hidden="true">
        <Megaphone />
      </span>
      <div
        className="window"
        data-motion={moving ? 'scroll' : 'static'}
        data-paused={paused ? 'true' : 'false'}
        data-offscreen={inView ? undefined : 'true'}
        data-testid="marquee-window"
      >
        <div className="mover" style={moving ? { animationDuration: `${marqueeSeconds(announcements)}s` } : undefined}>
          <ul aria-label={t('marquee.list_label')}>{items(false)}</ul>
          {/* The second copy makes the loop seamless; it is not read or tabbed to. */}
          {moving ? (
            <ul aria-hidden="true" inert>
              {items(true)}
            </ul>
          ) : null}
        </div>
      </div>
      {moving ? (
        <button
          type="button"
          className="round"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? t('marquee.play') : t('marquee.pause')}
          data-testid="marquee-toggle"
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      <button type="button" className="all" onClick={openNews}>
        {t('marquee.view_all')}
      </button>
    </Bar>
  );
}

/** The bar's box, empty: what holds the marquee's place while its text is on the way. */
export function MarqueePlaceholder() {
  return <Bar as="div" aria-hidden="true" data-testid="marquee-placeholder" />;
}
