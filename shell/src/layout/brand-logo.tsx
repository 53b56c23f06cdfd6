import { memo } from 'react';
import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import type { SiteConfig } from '@site/shared/contracts';
import { tokens } from './tokens';

const Mark = styled(Link)(({ theme }) => {
  const t = tokens(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 10,
    textDecoration: 'none',
    color: t.text,
    fontWeight: 800,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    svg: { flex: 'none', color: t.primary, filter: `drop-shadow(0 0 10px ${t.primary}55)` },
    '&[data-compact="true"] span': {
      // A phone's header also holds the language picker and the account buttons: below 430 px the
      // emblem stands alone (the link keeps the brand's name for assistive technology).
      '@media (max-width: 429px)': { display: 'none' },
    },
    span: {
      fontSize: 20,
      background: `linear-gradient(180deg, #fff 0%, ${t.accent} 55%, ${t.primary} 100%)`,
      WebkitBackgroundClip: 'text',
      backgroundClip: 'text',
      color: 'transparent',
    },
  };
});

/** The brand's mark: an emblem drawn in the theme's colours and the brand name. */
function BrandLogoPart({ brand, compact = false }: { brand: SiteConfig['brand']; compact?: boolean }) {
  const size = compact ? 30 : 38;
  return (
    <Mark to="/" aria-label={brand.name} data-testid="brand-logo" data-compact={compact}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff3c4" />
            <stop offset="0.5" stopColor="currentColor" />
            <stop offset="1" stopColor="#8a5a00" />
          </linearGradient>
        </defs>
        <circle cx="32" cy="32" r="29" fill="none" stroke="url(#brand-g)" strokeWidth="4" />
        <path
          d="M32 11l6.2 12.6 13.9 2-10 9.8 2.4 13.8L32 42.7l-12.5 6.5 2.4-13.8-10-9.8 13.9-2z"
          fill="url(#brand-g)"
        />
      </svg>
      <span>{brand.name}</span>
    </Mark>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const BrandLogo = memo(BrandLogoPart);
