import styled from '@emotion/styled';
import { BANNER_USE_TYPE } from '@site/shared/constants';
import type { CarouselPicture } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import type { BannerAction } from '../lib/banner-action';
import { BANNER_RATIO } from './banner-carousel';
import { BannerTarget } from './banner-target';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space(4),
  li: { minWidth: 0 },
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
  if (banners.length === 0) return null;
  return (
    <List aria-label={t('banners.small_label')} data-testid="banner-strip">
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
  );
}
