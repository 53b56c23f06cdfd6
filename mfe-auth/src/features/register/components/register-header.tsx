import { useTheme } from '@emotion/react';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';

/**
 * The sign-up's brand header, in the login dialog's look: the brand's emblem and name in the brand
 * metal over a glow of the theme's colours, the title and what joining gives.
 */
export function RegisterHeader({ siteConfig, titleId }: { siteConfig: SiteConfig; titleId?: string }) {
  const theme = useTheme();
  const t = useT('auth');
  const brand = siteConfig.brand.name;
  const initial = brand.trim().charAt(0).toUpperCase() || '★';
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
      {/* The grab handle of the bottom sheet the dialog becomes on phones. */}
      <span
        aria-hidden="true"
        css={{
          display: 'none',
          position: 'absolute',
          top: 8,
          left: '50%',
          width: 40,
          height: 4,
          marginLeft: -20,
          borderRadius: theme.radii.pill,
          background: colors.borderStrong,
          [mq.mobile]: { display: 'block' },
        }}
      />
      <div css={{ position: 'relative', display: 'flex', alignItems: 'center', gap: theme.space(4) }}>
        <div
          aria-hidden="true"
          css={{
            flex: 'none',
            width: 52,
            height: 52,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: gradients.primary,
            boxShadow: `${theme.shadows.glow}, inset 0 -3px 0 rgba(0,0,0,0.25)`,
            color: colors.onPrimary,
            fontFamily: theme.fonts.display,
            fontWeight: theme.fontWeights.black,
            fontSize: 24,
            border: `2px solid ${colors.accent}`,
          }}
        >
          {initial}
        </div>
        <div css={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <div
            data-testid="register-brand"
            css={{
              fontFamily: theme.fonts.display,
              fontWeight: theme.fontWeights.black,
              fontSize: theme.fontSizes.md,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              background: gradients.metalText,
              WebkitBackgroundClip: 'text',
              backgroundClip: 'text',
              color: 'transparent',
            }}
          >
            {brand}
          </div>
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
