import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';

/** Wraps a horizontal scroller so the arrow buttons can sit over its ends. */
export const ScrollFrame = styled.div({ position: 'relative', minWidth: 0 });

const Arrow = styled.button(({ theme }) => ({
  position: 'absolute',
  top: '50%',
  zIndex: 2,
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  marginTop: -20,
  borderRadius: '50%',
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surfaceRaised,
  color: theme.colors.accent,
  boxShadow: theme.shadows.lg,
  cursor: 'pointer',
  transition: `transform ${theme.motion.fast}, background ${theme.motion.fast}`,
  '&:hover': { background: theme.colors.surface, transform: 'scale(1.06)' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  '&[data-side="prev"]': { left: -14 },
  '&[data-side="next"]': { right: -14 },
  // Phones swipe.
  [mq.mobile]: { display: 'none' },
}));

/** An arrow head pointing back or forward. */
const Chevron = ({ d }: { d: string }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export interface ScrollButtonsProps {
  canPrev: boolean;
  canNext: boolean;
  scroll: (direction: -1 | 1) => void;
  /** What scrolls, for the buttons' names ("Scroll providers left"). */
  label: string;
}

/** Arrow buttons over the ends of a ScrollFrame, shown while the row can scroll that way. */
export function ScrollButtons({ canPrev, canNext, scroll, label }: ScrollButtonsProps) {
  const t = useT('lobby');
  return (
    <>
      {canPrev ? (
        <Arrow type="button" data-side="prev" aria-label={t('scroll_prev', { what: label })} onClick={() => scroll(-1)}>
          <Chevron d="M10 3 5 8l5 5" />
        </Arrow>
      ) : null}
      {canNext ? (
        <Arrow type="button" data-side="next" aria-label={t('scroll_next', { what: label })} onClick={() => scroll(1)}>
          <Chevron d="m6 3 5 5-5 5" />
        </Arrow>
      ) : null}
    </>
  );
}
