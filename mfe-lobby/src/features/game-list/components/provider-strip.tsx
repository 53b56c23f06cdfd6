import { memo, useMemo, type CSSProperties, type MouseEvent } from 'react';
import styled from '@emotion/styled';
import type { GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq, themeStyles } from '@site/shared/theme';
import { cssUrl, visuallyHidden } from '@site/shared/ui';
import { AppLink } from '../../../components/app-link';
import { POPULAR_GP_ID } from '../../../config/paths';
import { useScrollControls } from '../../../hooks/use-scroll-controls';
import { ScrollButtons, ScrollFrame } from '../../../components/scroll-buttons';

/**
 * The strip and its chips: one rule set for the strip, where a styled chip had emotion hash and
 * look up its styles for every chip of every type change.
 */
const Strip = styled.div(
  themeStyles((theme) => ({
    display: 'flex',
    gap: 10,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    scrollSnapType: 'x proximity',
    // Room for the maintenance badge that sits on the chip's top edge.
    padding: '8px 2px 4px',
    '&::-webkit-scrollbar': { display: 'none' },
    '.chip': {
      position: 'relative',
      flex: '0 0 auto',
      height: 48,
      minWidth: 88,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.space(2),
      padding: theme.space(0, 4),
      borderRadius: theme.radii.pill,
      border: `1px solid ${theme.colors.border}`,
      background: theme.colors.surface,
      color: theme.colors.textMuted,
      fontSize: theme.fontSizes.md,
      fontWeight: theme.fontWeights.bold,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      scrollSnapAlign: 'start',
      transition: `border-color ${theme.motion.fast}, color ${theme.motion.fast}, background ${theme.motion.fast}`,
      '&[data-logo="true"]': { padding: theme.space(0, 2) },
      '&:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
      '&[aria-current="page"]': {
        color: theme.colors.text,
        borderColor: theme.colors.primary,
        background: theme.colors.surfaceRaised,
        boxShadow: theme.shadows.glow,
      },
      '&[data-kind="popular"]': { color: theme.colors.accent, borderColor: theme.colors.borderStrong },
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    },
    // The logos are 3:1 (240 x 80), drawn as the background of a box of that shape, so nothing
    // shifts while they arrive. icon_dark is the provider's muted logo and icon_light its lit,
    // full-colour one: lit when the chip is the current page or pointed at (a CSS state, not a
    // re-render per pointer move), muted otherwise and always while under maintenance.
    '.logo': {
      display: 'block',
      flex: 'none',
      height: 34,
      width: 102,
      backgroundImage: 'var(--logo-muted)',
      backgroundSize: 'contain',
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'center',
    },
    '.chip:not([data-maintain="true"]):is(:hover, [aria-current="page"]) .logo': {
      backgroundImage: 'var(--logo-lit)',
    },
    '.chip[data-maintain="true"] .logo': { opacity: 0.55 },
    '.name-hidden': visuallyHidden,
    '.badge': {
      position: 'absolute',
      top: -8,
      right: 8,
      padding: '0 6px',
      borderRadius: theme.radii.sm,
      fontSize: 10,
      fontWeight: theme.fontWeights.bold,
      lineHeight: '16px',
      color: theme.colors.onDanger,
      background: `color-mix(in srgb, ${theme.colors.danger} 76%, #000)`,
      boxShadow: theme.shadows.sm,
      '&[data-kind="members"]': { color: theme.colors.onPrimary, background: theme.colors.primary },
    },
    [mq.mobile]: {
      '.chip': { height: 44, minWidth: 76, padding: theme.space(0, 3), fontSize: theme.fontSizes.sm },
      '.logo': { height: 30, width: 90 },
    },
  })),
);

export interface ProviderStripProps {
  providers: readonly GameProvider[];
  /** The page each provider chip leads to. */
  hrefFor: (provider: GameProvider) => string;
  /** The popular page of the type, as a first chip. */
  popularHref?: string;
  /** The provider (or 'Popular') whose page this is: marked as the current one. */
  current?: string | null;
  /**
   * A plain click on a provider's chip, before the link is followed: a page that can show the
   * provider itself calls `preventDefault()` and does (the address then follows).
   */
  onChoose?: (provider: GameProvider, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A pointer came over a provider's chip (or pressed it, on a touch screen): it may be chosen next. */
  onIntent?: (provider: GameProvider) => void;
  'data-testid'?: string;
}

/**
 * A type's providers as logo links to their pages (SPEC §2 /slotgame), the popular page first; a
 * badge on providers under maintenance and on members-only ones (SPEC §6 customized).
 */
export function ProviderStrip({
  providers,
  hrefFor,
  popularHref,
  current = null,
  onChoose,
  onIntent,
  ...rest
}: ProviderStripProps) {
  const t = useT('lobby');
  const { ref, ...controls } = useScrollControls<HTMLDivElement>([providers]);
  const badges = useMemo(() => ({ maintenance: t('maintenance'), members: t('members_only') }), [t]);
  return (
    <ScrollFrame>
      <nav aria-label={t('providers_label')}>
        <Strip ref={ref} data-testid={rest['data-testid'] ?? 'provider-strip'}>
          {popularHref ? (
            <AppLink
              to={popularHref}
              className="chip"
              data-kind="popular"
              aria-current={current === POPULAR_GP_ID ? 'page' : undefined}
            >
              {t('popular.chip')}
            </AppLink>
          ) : null}
          {providers.map((p) => (
            <ProviderChip
              key={p.gp_id}
              provider={p}
              href={hrefFor(p)}
              current={current === p.gp_id}
              badges={badges}
              onChoose={onChoose}
              onIntent={onIntent}
            />
          ))}
        </Strip>
      </nav>
      <ScrollButtons {...controls} label={t('providers_label').toLowerCase()} />
    </ScrollFrame>
  );
}

interface ProviderChipProps {
  provider: GameProvider;
  href: string;
  current: boolean;
  /** The badges' words, translated once for the strip. */
  badges: { maintenance: string; members: string };
  onChoose?: ProviderStripProps['onChoose'];
  onIntent?: ProviderStripProps['onIntent'];
}

// Memoised: choosing another provider draws again only the chips whose state changed.
const ProviderChip = memo(function ProviderChip({
  provider,
  href,
  current,
  badges,
  onChoose,
  onIntent,
}: ProviderChipProps) {
  const maintain = provider.maintain === 1;
  const members = provider.customized === 1;
  const muted = provider.icon_dark || provider.icon_light;
  const lit = provider.icon_light || provider.icon_dark;
  const badge = maintain ? badges.maintenance : members ? badges.members : null;
  return (
    <AppLink
      to={href}
      className="chip"
      aria-current={current ? 'page' : undefined}
      data-maintain={maintain}
      data-logo={Boolean(lit)}
      title={provider.gp_name}
      onClick={onChoose ? (event) => onChoose(provider, event) : undefined}
      onPointerEnter={onIntent ? () => onIntent(provider) : undefined}
      onPointerDown={onIntent ? () => onIntent(provider) : undefined}
    >
      {lit ? (
        <span
          className="logo"
          aria-hidden="true"
          style={{ '--logo-muted': cssUrl(muted), '--logo-lit': cssUrl(lit) } as CSSProperties}
        />
      ) : null}
      <span className={lit ? 'name-hidden' : undefined}>{provider.gp_name}</span>
      {badge ? (
        <span className="badge" data-kind={maintain ? 'maintain' : 'members'}>
          {badge}
        </span>
      ) : null}
    </AppLink>
  );
});
