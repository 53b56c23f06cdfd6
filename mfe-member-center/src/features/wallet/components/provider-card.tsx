import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { useFormatMoney } from '@site/shared/i18n';
import type { MyCashEntry } from '../api/get-my-cash';

/**
 * One provider's wallet: its artwork, name and balance. is_light 0 shows the provider's dark
 * (dimmed) artwork; a picture that fails to load gives way to the provider's initials.
 */
export function ProviderCard({ entry, currency }: { entry: MyCashEntry; currency: string }) {
  const theme = useTheme();
  const formatMoney = useFormatMoney();
  const [broken, setBroken] = useState(false);
  const src = entry.is_light === 0 && entry.icon_dark ? entry.icon_dark : entry.icon_light || entry.icon_dark;
  const hasCash = entry.cash > 0;

  return (
    <li
      data-testid="provider-wallet"
      data-gp-id={entry.gp_id}
      aria-label={`${entry.gp_name}: ${formatMoney(entry.cash, currency)}`}
      css={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        border: `1px solid ${hasCash ? theme.colors.borderStrong : theme.colors.border}`,
        boxShadow: hasCash ? theme.shadows.glow : theme.shadows.sm,
        transition: `transform ${theme.motion.normal} ${theme.motion.easing}, box-shadow ${theme.motion.normal}`,
        '&:hover': { transform: 'translateY(-2px)', boxShadow: theme.shadows.glow },
      }}
    >
      <div
        css={{
          display: 'grid',
          placeItems: 'center',
          height: 88,
          padding: theme.space(3),
          background: `radial-gradient(100% 100% at 50% 0%, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
        }}
      >
        {src && !broken ? (
          <img
            src={src}
            alt=""
            loading="lazy"
            onError={() => setBroken(true)}
            css={{
              maxWidth: '100%',
              maxHeight: '100%',
              objectFit: 'contain',
              opacity: entry.is_light === 0 ? 0.75 : 1,
            }}
          />
        ) : (
          <span
            aria-hidden="true"
            css={{
              fontFamily: theme.fonts.display,
              fontSize: theme.fontSizes.xl,
              fontWeight: theme.fontWeights.black,
              color: theme.colors.primary,
            }}
          >
            {entry.gp_name.slice(0, 2).toUpperCase()}
          </span>
        )}
      </div>
      <div css={{ padding: theme.space(3), borderTop: `1px solid ${theme.colors.border}` }}>
        <p
          css={{
            margin: 0,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
          title={entry.gp_name}
        >
          {entry.gp_name}
        </p>
        <p
          data-testid="provider-wallet-cash"
          css={{
            margin: theme.space(1, 0, 0),
            fontSize: theme.fontSizes.lg,
            fontWeight: theme.fontWeights.bold,
            fontVariantNumeric: 'tabular-nums',
            // An empty wallet reads quieter than one holding money, yet still at AA contrast.
            color: hasCash ? theme.colors.text : theme.colors.textMuted,
          }}
        >
          {formatMoney(entry.cash, currency)}
        </p>
      </div>
    </li>
  );
}
