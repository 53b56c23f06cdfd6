import { useTheme } from '@emotion/react';
import type { SiteConfig } from '@site/shared/contracts';
import { mq } from '@site/shared/theme';
import { useT } from '@site/shared/i18n';
import { BrandEmblem, BrandName, SheetHandle } from '../../../components/brand-parts';

/**
 * The dialog's header: the brand's emblem and name over a drawn backdrop (light rays, a gaming chip,
 * card suits), all in the brand theme's colours so every brand gets its own look with no image files.
 */
export function BrandHeader({ siteConfig, titleId }: { siteConfig: SiteConfig; titleId?: string }) {
  const theme = useTheme();
  const t = useT('auth');
  const brand = siteConfig.brand.name;
  const { colors, gradients } = theme;

  return (
    <header
      css={{
        position: 'relative',
        overflow: 'hidden',
        padding: theme.space(7, 6, 6),
        textAlign: 'center',
        [mq.mobile]: { padding: theme.space(6, 5, 4) },
        background: `radial-gradient(120% 90% at 50% 0%, ${colors.primary}33 0%, transparent 60%), ${gradients.surface}`,
        borderBottom: `1px solid ${colors.border}`,
      }}
    >
      <HeaderArt />
      <SheetHandle />
      <div
        css={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: theme.space(2),
        }}
      >
        <BrandEmblem brand={brand} size={56} mobileSize={48} />
        <BrandName brand={brand} testId="login-brand" fontSize={theme.fontSizes.xl} />
        <h2
          id={titleId}
          css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold, color: colors.text }}
        >
          {t('welcome', { brand })}
        </h2>
        <p css={{ margin: 0, fontSize: theme.fontSizes.xs, color: colors.textMuted, letterSpacing: '0.04em' }}>
          {t('tagline')}
        </p>
      </div>
    </header>
  );
}

/** Decorative only: rays behind the emblem, a chip on each side and faint card suits. */
function HeaderArt() {
  const { colors } = useTheme();
  const rays = Array.from({ length: 18 }, (_, i) => i * 20);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <defs>
        <radialGradient id="auth-hdr-glow" cx="50%" cy="38%" r="50%">
          <stop offset="0%" stopColor={colors.accent} stopOpacity="0.35" />
          <stop offset="100%" stopColor={colors.accent} stopOpacity="0" />
        </radialGradient>
        <linearGradient id="auth-hdr-ray" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={colors.primary} stopOpacity="0.22" />
          <stop offset="100%" stopColor={colors.primary} stopOpacity="0" />
        </linearGradient>
      </defs>
      <g transform="translate(200 70)">
        {rays.map((angle) => (
          <path key={angle} d="M-7 0 L0 -190 L7 0 Z" fill="url(#auth-hdr-ray)" transform={`rotate(${angle})`} />
        ))}
      </g>
      <circle cx="200" cy="70" r="110" fill="url(#auth-hdr-glow)" />
      <Chip x={38} y={150} r={30} rotate={-18} stroke={colors.primary} />
      <Chip x={366} y={156} r={22} rotate={24} stroke={colors.accent} />
      <g fill={colors.primary} fillOpacity="0.12" fontSize="28" fontFamily="serif">
        <text x="70" y="52">
          ♠
        </text>
        <text x="318" y="168">
          ♥
        </text>
        <text x="112" y="182" fontSize="20">
          ♦
        </text>
        <text x="296" y="84" fontSize="18">
          ♣
        </text>
      </g>
      <path d="M0 200 Q200 150 400 200" fill="none" stroke={colors.primary} strokeOpacity="0.25" />
    </svg>
  );
}

function Chip({ x, y, r, rotate, stroke }: { x: number; y: number; r: number; rotate: number; stroke: string }) {
  const notches = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`} opacity="0.5">
      <circle r={r} fill="none" stroke={stroke} strokeWidth="2" />
      <circle r={r * 0.62} fill="none" stroke={stroke} strokeWidth="1.5" strokeDasharray="3 4" />
      {notches.map((a) => (
        <rect key={a} x={-2.5} y={-r} width={5} height={r * 0.28} fill={stroke} transform={`rotate(${a})`} />
      ))}
    </g>
  );
}
