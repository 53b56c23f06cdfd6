import { useTheme } from '@emotion/react';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { BrandEmblem, BrandName, SheetHandle } from '../../../components/brand-parts';

/**
 * The sign-up's brand header, in the login dialog's look: the brand's emblem and name in the brand
 * metal over a glow of the theme's colours, the title and what joining gives.
 */
export function RegisterHeader({ siteConfig, titleId }: { siteConfig: SiteConfig; titleId?: string }) {
  const theme = useTheme();
  const t = useT('auth');
  const brand = siteConfig.brand.name;
  const { colors, gradients } = theme;
  return (
    <header
      css={{
        position: 'relative',
        overflow: 'hidden',
        padding: theme.space(6, 6, 5),
        [mq.mobile]: { padding: theme.space(6, 5, 4) },
        background: `radial-gradient(90% 120% at 0% 0%, ${colors.primary}33 0%, transparent 55%), radial-gradient(70% 90% at 100% 100%, ${colors.accent}1f 0%, transparent 60%), ${gradients.surface}`,
        borderBottom: `1px solid ${colors.border}`,
      }}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 400 120"
        preserveAspectRatio="xMaxYMid slice"
        css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
      >
        <g fill="none" stroke={colors.primary} strokeOpacity="0.22">
          <circle cx="360" cy="30" r="46" strokeWidth="2" />
          <circle cx="360" cy="30" r="30" strokeDasharray="4 5" />
          <circle cx="300" cy="104" r="20" strokeWidth="1.5" />
        </g>
        <g fill={colors.primary} fillOpacity="0.12" fontSize="26" fontFamily="serif">
          <text x="250" y="42">
            ♠
          </text>
          <text x="330" y="100" fontSize="18">
            ♦
          </text>
        </g>
      </svg>
      <SheetHandle />
      <div css={{ position: 'relative', display: 'flex', alignItems: 'center', gap: theme.space(4) }}>
        <BrandEmblem brand={brand} size={52} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <BrandName brand={brand} testId="register-brand" fontSize={theme.fontSizes.md} />
          <h2
            id={titleId}
            css={{ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.bold, color: colors.text }}
          >
            {t('register.welcome', { brand })}
          </h2>
          <p css={{ margin: 0, fontSize: theme.fontSizes.xs, color: colors.textMuted, letterSpacing: '0.02em' }}>
            {t('register.tagline')}
          </p>
        </div>
      </div>
    </header>
  );
}
