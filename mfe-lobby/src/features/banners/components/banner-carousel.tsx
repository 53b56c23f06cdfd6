import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import styled from '@emotion/styled';
import { BANNER_USE_TYPE } from '@site/shared/constants';
import type { CarouselPicture } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import type { BannerAction } from '../lib/banner-action';
import { BannerTarget } from './banner-target';

/** How long a banner stays before the next one (the spec gives no time). */
export const BANNER_AUTOPLAY_MS = 5_000;
/** A horizontal swipe at least this long (px) turns the banner. */
const SWIPE_MIN_PX = 40;

/** The pictures' proportions by use type (the platform draws desktop 1920×500, small 600×240, mobile 750×360). */
export const BANNER_RATIO: Record<number, string> = {
  [BANNER_USE_TYPE.desktop]: '1920 / 500',
  [BANNER_USE_TYPE.small]: '600 / 240',
  [BANNER_USE_TYPE.mobile]: '750 / 360',
};

const Region = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceSunken,
  boxShadow: `${theme.shadows.lg}, ${theme.shadows.inset}`,
  '.viewport': { overflow: 'hidden' },
  '.track': {
    display: 'flex',
    transition: `transform 520ms ${theme.motion.easing}`,
    willChange: 'transform',
    [mq.reducedMotion]: { transition: 'none' },
  },
  '.slide': { flex: '0 0 100%', minWidth: 0 },
  '.target': {
    display: 'block',
    width: '100%',
    padding: 0,
    margin: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&[data-banner-kind="none"]': { cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: -3 },
  },
  img: { display: 'block', width: '100%', height: 'auto', objectFit: 'cover', userSelect: 'none' },
  '.controls': {
    position: 'absolute',
    // Above the slides' track (its will-change makes it a layer that would paint over the controls).
    zIndex: 2,
    left: '50%',
    bottom: theme.space(3),
    transform: 'translateX(-50%)',
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(1),
    padding: theme.space(1, 1.5),
    borderRadius: theme.radii.pill,
    background: 'rgba(5, 7, 12, 0.62)',
    backdropFilter: 'blur(6px)',
  },
  '.round': {
    display: 'grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: '#fff',
    cursor: 'pointer',
    '&:hover': { background: 'rgba(255, 255, 255, 0.14)' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 1 },
  },
  '.dots': { display: 'flex', alignItems: 'center' },
  '.dot': {
    // A 24 px target around an 8 px mark.
    display: 'grid',
    placeItems: 'center',
    width: 24,
    height: 24,
    padding: 0,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: 999,
      background: 'rgba(255, 255, 255, 0.55)',
      transition: `width ${theme.motion.normal}, background ${theme.motion.normal}`,
    },
    '&[aria-current="true"]::before': { width: 20, background: theme.colors.accent },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: -2, borderRadius: 999 },
  },
  '.arrow': {
    position: 'absolute',
    zIndex: 2,
    top: '50%',
    transform: 'translateY(-50%)',
    display: 'grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: `1px solid rgba(255, 255, 255, 0.25)`,
    borderRadius: '50%',
    background: 'rgba(5, 7, 12, 0.55)',
    color: '#fff',
    cursor: 'pointer',
    opacity: 0.85,
    transition: `opacity ${theme.motion.fast}, background ${theme.motion.fast}`,
    '&:hover': { opacity: 1, background: 'rgba(5, 7, 12, 0.8)' },
    '&:focus-visible': { opacity: 1, outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
    '&[data-side="prev"]': { left: theme.space(4) },
    '&[data-side="next"]': { right: theme.space(4) },
  },
  [mq.mobile]: {
    borderRadius: theme.radii.lg,
    // A phone swipes; the dots and the pause button stay.
    '.arrow': { display: 'none' },
    '.controls': { bottom: theme.space(2) },
    '.round': { width: 28, height: 28 },
  },
}));

const Chevron = ({ flip = false }: { flip?: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : {}}>
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);
const PauseIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
  </svg>
);
const PlayIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M3.5 1.5v11l9-5.5z" fill="currentColor" />
  </svg>
);

export interface BannerCarouselProps {
  /** Already in the order to show (SPEC §9: id descending). */
  banners: readonly CarouselPicture[];
  useType: number;
  actionOf: (banner: CarouselPicture) => BannerAction;
  autoplayMs?: number;
  /** Once, when the first slide's picture is decoded and can be painted (or cannot be shown). */
  onFirstShown?: () => void;
  'data-testid'?: string;
}

/** The picture decoded, then the next frame: the moment it is on screen, not merely loaded. */
function whenPainted(image: HTMLImageElement, then: () => void) {
  const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
  void decoded.catch(() => undefined).then(() => requestAnimationFrame(() => then()));
}

/**
 * The banner carousel (the WAI-ARIA carousel pattern): one slide shown at a time, each slide a
 * link or a button named by its picture's alt text; previous/next arrows, a dot per slide and a
 * pause button; it turns on its own every BANNER_AUTOPLAY_MS, never under prefers-reduced-motion
 * (it starts paused there), and waits while pointed at, touched or holding the focus; a phone
 * swipes. Slides not shown are inert, so Tab never lands on a hidden banner.
 */
export function BannerCarousel({
  banners,
  useType,
  actionOf,
  autoplayMs = BANNER_AUTOPLAY_MS,
  onFirstShown,
  'data-testid': testId,
}: BannerCarouselProps) {
  const t = useT('lobby');
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const [current, setCurrent] = useState(0);
  // null: the visitor has not chosen; autoplay then follows the motion setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const index = count === 0 ? 0 : Math.min(current, count - 1);
  const playing = count > 1 && (playChoice ?? !reducedMotion);
  const rotating = playing && !hovered && !focused;

  // A new list (the live refresh) starts again from its first banner if the shown one is gone.
  const ids = banners.map((b) => b.id).join(',');
  const shownId = useRef<number | null>(null);
  useEffect(() => {
    const at = banners.findIndex((b) => b.id === shownId.current);
    setCurrent(at >= 0 ? at : 0);
    // Only when the list itself changes (a new answer with the same banners keeps the place).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  const currentId = banners[index]?.id ?? null;
  useEffect(() => {
    shownId.current = currentId;
  }, [currentId]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [rotating, count, autoplayMs]);

  if (count === 0) return null;
  const go = (to: number) => setCurrent(((to % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
    setHovered(true);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    setHovered(false);
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  const ratio = BANNER_RATIO[useType] ?? BANNER_RATIO[BANNER_USE_TYPE.desktop];
  return (
    <Region
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      data-testid={testId}
      data-playing={rotating ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 ? (
        <div className="controls">
          <button
            type="button"
            className="round"
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? t('banners.pause') : t('banners.play')}
            data-testid="banner-play-toggle"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <div className="dots" role="group" aria-label={t('banners.choose')}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="dot"
                aria-label={t('banners.go_to', { n: i + 1, title: banner.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
      <div
        className="viewport"
        data-testid="banner-viewport"
        // Announce the new slide only when the visitor turned it, not every few seconds.
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => {
          touch.current = null;
          setHovered(false);
        }}
      >
        <div className="track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {banners.map((banner, i) => {
            const shown = i === index;
            return (
              <div
                key={banner.id}
                className="slide"
                role="group"
                aria-roledescription={t('banners.slide')}
                aria-label={t('banners.slide_of', { n: i + 1, total: count })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                data-testid="banner-slide"
                data-current={shown ? 'true' : 'false'}
              >
                <BannerTarget action={actionOf(banner)} className="target" tabIndex={shown ? undefined : -1}>
                  <img
                    src={banner.url}
                    alt={banner.title}
                    draggable={false}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    // The first slide is the page's largest picture: ahead of the dozens of tiles and logos.
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                    style={{ aspectRatio: ratio }}
                    onLoad={i === 0 && onFirstShown ? (e) => whenPainted(e.currentTarget, onFirstShown) : undefined}
                    onError={i === 0 ? onFirstShown : undefined}
                  />
                </BannerTarget>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="arrow"
            data-side="prev"
            aria-label={t('banners.previous')}
            onClick={() => go(index - 1)}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="arrow"
            data-side="next"
            aria-label={t('banners.next')}
            onClick={() => go(index + 1)}
          >
            <Chevron flip />
          </button>
        </>
      ) : null}
    </Region>
  );
}
