import { useTheme } from '@emotion/react';
import { mq } from '@site/shared/theme';

/** The grab handle of the bottom sheet the auth dialogs become on phones. */
export function SheetHandle() {
  const theme = useTheme();
  return (
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
        background: theme.colors.borderStrong,
        [mq.mobile]: { display: 'block' },
      }}
    />
  );
}

/** The brand's emblem: its initial on a coin of the brand metal (decorative; the name is said beside it). */
export function BrandEmblem({ brand, size, mobileSize = size }: { brand: string; size: number; mobileSize?: number }) {
  const theme = useTheme();
  const initial = brand.trim().charAt(0).toUpperCase() || '★';
  return (
    <div
      aria-hidden="true"
      css={{
        flex: 'none',
        width: size,
        height: size,
        fontSize: Math.round(size * 0.46),
        [mq.mobile]: { width: mobileSize, height: mobileSize, fontSize: Math.round(mobileSize * 0.46) },
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        background: theme.gradients.primary,
        boxShadow: `${theme.shadows.glow}, inset 0 -3px 0 rgba(0,0,0,0.25)`,
        color: theme.colors.onPrimary,
        fontFamily: theme.fonts.display,
        fontWeight: theme.fontWeights.black,
        border: `2px solid ${theme.colors.accent}`,
      }}
    >
      {initial}
    </div>
  );
}

/** The brand's name in the brand metal. */
export function BrandName({ brand, testId, fontSize }: { brand: string; testId: string; fontSize: number | string }) {
  const theme = useTheme();
  return (
    <div
      data-testid={testId}
      css={{
        fontFamily: theme.fonts.display,
        fontWeight: theme.fontWeights.black,
        fontSize,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        background: theme.gradients.metalText,
        WebkitBackgroundClip: 'text',
        backgroundClip: 'text',
        color: 'transparent',
      }}
    >
      {brand}
    </div>
  );
}
