import { useTheme } from '@emotion/react';
import { mq } from '@site/shared/theme';
import { CloseIcon } from '@site/shared/ui';

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

/** The round close button in the corner of the auth dialogs' brand header (it turns on hover). */
export function CornerCloseButton({ label, onClick, size }: { label: string; onClick: () => void; size: number }) {
  const theme = useTheme();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      css={{
        position: 'absolute',
        top: 12,
        right: 12,
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: '50%',
        background: 'rgba(0, 0, 0, 0.25)',
        color: theme.colors.textMuted,
        cursor: 'pointer',
        transition: `all ${theme.motion.normal}`,
        '&:hover': { color: theme.colors.primary, borderColor: theme.colors.primary, transform: 'rotate(90deg)' },
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <CloseIcon size={16} />
    </button>
  );
}
