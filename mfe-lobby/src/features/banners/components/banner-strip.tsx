import styled from '@emotion/styled';
import { BANNER_USE_TYPE } from '@site/shared/constants';
import type { CarouselPicture } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Skeleton } from '@site/shared/ui';
import { ScrollButtons, ScrollFrame } from '../../../components/scroll-buttons';
import { useScrollControls } from '../../../hooks/use-scroll-controls';
import type { BannerAction } from '../lib/banner-action';
import { BANNER_RATIO } from './banner-carousel';
import { BannerTarget } from './banner-target';

/** Small banners side by side; more scroll sideways. */
const PER_ROW = 3;

/**
 * One row, always: three cards wide, more scroll sideways behind arrow buttons. The row's height is
 * known before the banners arrive (a width and a ratio), so the page below never moves when they do,
 * however many the operator has set up.
 */
const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - ${PER_ROW - 1} * ${theme.space(4)}) / ${PER_ROW})`,
  gap: theme.space(4),
  // Room inside the scroller for a card's lift and shadow on hover, taken back outside it.
  padding: '4px 0 10px',
  margin: '-4px 0 -10px',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  li: { minWidth: 0, scrollSnapAlign: 'start' },
  '.target': {
    display: 'block',
    width: '100%',
    padding: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    overflow: 'hidden',
    background: theme.colors.surfaceSunken,
    cursor: 'pointer',
    boxShadow: theme.shadows.md,
    transition: `transform ${theme.motion.normal} ${theme.motion.easing}, box-shadow ${theme.motion.normal}`,
    '&[data-banner-kind="none"]': { cursor: 'default' },
    '&:not([data-banner-kind="none"]):hover': { transform: 'translateY(-2px)', boxShadow: theme.shadows.glow },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
  },
  img: { display: 'block', width: '100%', height: 'auto', objectFit: 'cover' },
}));

export interface BannerStripProps {
  banners: readonly CarouselPicture[];
  actionOf: (banner: CarouselPicture) => BannerAction;
}

/** The small banners (use_type 1) on the desktop home page: a row of cards under the carousel. */
export function BannerStrip({ banners, actionOf }: BannerStripProps) {
  const t = useT('lobby');
  const { ref, ...controls } = useScrollControls<HTMLUListElement>([banners]);
  if (banners.length === 0) return null;
  return (
    <ScrollFrame>
      <List ref={ref} aria-label={t('banners.small_label')} data-testid="banner-strip">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerTarget action={actionOf(banner)} className="target">
              <img
                src={banner.url}
                alt={banner.title}
                loading="lazy"
                decoding="async"
                style={{ aspectRatio: BANNER_RATIO[BANNER_USE_TYPE.small] }}
              />
            </BannerTarget>
          </li>
        ))}
      </List>
      <ScrollButtons {...controls} label={t('banners.small_label').toLowerCase()} />
    </ScrollFrame>
  );
}

/** The row of empty cards, the strip's height, while its banners are on the way. */
export function BannerStripPlaceholder() {
  return (
    <List as="div" aria-hidden="true" data-testid="banner-strip-placeholder">
      {Array.from({ length: PER_ROW }, (_, i) => (
        <Skeleton
          key={i}
          width="100%"
          height="auto"
          radius={16}
          css={{ aspectRatio: BANNER_RATIO[BANNER_USE_TYPE.small] }}
        />
      ))}
    </List>
  );
}
