import { memo, useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { SCROLL_ANIMATION_MS, SITE_FLOATING_SPACE_VAR } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { tokens } from './tokens';

/** The button shows once the page is scrolled this far down. */
export const GO_TO_TOP_AFTER_PX = 400;

const Button = styled.button<{ bottom: string; right: number }>(({ theme, bottom, right }) => {
  const t = tokens(theme);
  return {
    position: 'fixed',
    right,
    bottom,
    // Under the header, the tab bar and the dialogs; over the page.
    zIndex: 45,
    width: 44,
    height: 44,
    display: 'grid',
    placeItems: 'center',
    padding: 0,
    borderRadius: '50%',
    border: `1px solid ${t.borderStrong}`,
    background: t.surfaceRaised,
    color: t.accent,
    boxShadow: theme.shadows.md,
    cursor: 'pointer',
    transition: `transform ${theme.motion.fast}, opacity ${theme.motion.normal}`,
    '&:hover': { transform: 'translateY(-2px)' },
    '&:focus-visible': { outline: `3px solid ${t.focusRing}`, outlineOffset: 2 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
    '&[hidden]': { display: 'none' },
  };
});

const easeInOut = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/**
 * Scrolls the window to the top in `duration` ms (SPEC §9: 500 ms), or at once when the person
 * asked the system for reduced motion. Drawn frame by frame, so the time is the same in every
 * browser (a native smooth scroll picks its own).
 */
export function scrollToTop(win: Window = window, duration = SCROLL_ANIMATION_MS): void {
  const start = win.scrollY;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || start <= 0 || duration <= 0) {
    win.scrollTo(0, 0);
    return;
  }
  const began = win.performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    win.scrollTo(0, Math.round(start * (1 - easeInOut(progress))));
    if (progress < 1) win.requestAnimationFrame(step);
  };
  win.requestAnimationFrame(step);
}

/**
 * The go-to-top button of SPEC §2's list. It stands `bottomPx` up (above the phone's tab bar) plus
 * the room a floating badge at the same edge takes (the red envelope publishes it), so it covers
 * neither. Focus moves to the page's content once used, as the button then goes away.
 */
function GoToTopPart({ bottomPx, right, focusTarget }: { bottomPx: number; right: number; focusTarget: string }) {
  const { t } = useT('shell');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > GO_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Drawn hidden rather than not at all: its rules, first inserted in the middle of a scroll, would
  // make the browser recompute the whole page's style in one of the scroll's frames.
  return (
    <Button
      type="button"
      hidden={!shown}
      bottom={`calc(${bottomPx}px + var(${SITE_FLOATING_SPACE_VAR}, 0px) + env(safe-area-inset-bottom))`}
      right={right}
      aria-label={t('go_to_top')}
      title={t('go_to_top')}
      data-testid="go-to-top"
      onClick={() => {
        scrollToTop();
        document.getElementById(focusTarget)?.focus({ preventScroll: true });
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 4l-8 8 1.41 1.41L11 7.83V20h2V7.83l5.59 5.58L20 12z" />
      </svg>
    </Button>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const GoToTop = memo(GoToTopPart);
