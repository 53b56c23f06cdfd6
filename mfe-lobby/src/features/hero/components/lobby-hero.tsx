import styled from '@emotion/styled';
import { bus, useBusValue } from '@site/shared/bus';
import { Button, Skeleton } from '@site/shared/ui';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { HeroArt } from './hero-art';
import { CatalogueStatList } from '../../../components/catalogue-stat-list';
import type { CatalogueStats } from '../../../hooks/use-home-catalogue';

const Section = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
  alignItems: 'center',
  minHeight: 340,
  padding: theme.space(10, 12),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: [
    `radial-gradient(600px 320px at 78% 55%, ${theme.colors.primary}2e, transparent 70%)`,
    `radial-gradient(500px 300px at 0% 0%, ${theme.colors.highlight}1f, transparent 70%)`,
    `linear-gradient(135deg, ${theme.colors.surfaceRaised} 0%, ${theme.colors.surfaceSunken} 100%)`,
  ].join(', '),
  boxShadow: `${theme.shadows.lg}, ${theme.shadows.inset}`,
  // A fine diagonal lattice, the brocade texture of casino carpets, kept faint.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    opacity: 0.5,
    backgroundImage: `repeating-linear-gradient(45deg, ${theme.colors.primary}0d 0 1px, transparent 1px 22px), repeating-linear-gradient(-45deg, ${theme.colors.primary}0d 0 1px, transparent 1px 22px)`,
    maskImage: 'linear-gradient(90deg, #000 0%, transparent 65%)',
  },
  '.copy': { position: 'relative', zIndex: 1, minWidth: 0 },
  '.eyebrow': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    padding: theme.space(1, 3),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.borderStrong}`,
    color: theme.colors.accent,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: 1.2,
    textTransform: 'uppercase',
  },
  h1: {
    margin: theme.space(4, 0, 3),
    fontSize: 46,
    fontWeight: theme.fontWeights.black,
    letterSpacing: '-0.02em',
    lineHeight: 1.08,
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  '.subtitle': {
    maxWidth: 520,
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.lg,
    lineHeight: 1.6,
  },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: theme.space(3), marginTop: theme.space(7) },
  '.stats': { display: 'flex', gap: theme.space(8), marginTop: theme.space(8), padding: 0, listStyle: 'none' },
  '.stats li': { display: 'flex', flexDirection: 'column' },
  '.stats strong': {
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.xxl,
    color: theme.colors.text,
    lineHeight: 1.1,
  },
  '.stats span': { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  '.art': { position: 'relative', width: '100%', maxWidth: 480, justifySelf: 'end', height: 'auto' },
  [mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    minHeight: 0,
    padding: theme.space(6, 5),
    borderRadius: theme.radii.lg,
    h1: { fontSize: 28, margin: theme.space(3, 0, 2) },
    '.eyebrow': { fontSize: 10, letterSpacing: 0.8, padding: theme.space(0.5, 2.5) },
    '.subtitle': { fontSize: theme.fontSizes.md, maxWidth: '78%' },
    '.actions': { marginTop: theme.space(5), flexWrap: 'nowrap', gap: theme.space(2) },
    '.stats': { gap: theme.space(5), marginTop: theme.space(5) },
    '.stats strong': { fontSize: theme.fontSizes.xl },
    '.stats span': { fontSize: theme.fontSizes.xs },
    // On a phone the artwork is a backdrop at the top right, behind the copy.
    '.copy': { position: 'relative', zIndex: 1 },
    '.art': { position: 'absolute', right: -96, top: 132, width: 220, opacity: 0.3, zIndex: 0 },
  },
}));

export interface LobbyHeroProps {
  brandName: string;
  /** Real counts of the loaded catalogue; hidden until it has loaded. */
  stats: CatalogueStats | null;
  showLogin: boolean;
  /** Phone layout: smaller buttons, side by side. */
  compact?: boolean;
  onLogin: () => void;
  onExplore: () => void;
}

/** The branded welcome at the top of the home page. */
export function LobbyHero({ brandName, stats, showLogin, compact = false, onLogin, onExplore }: LobbyHeroProps) {
  const t = useT('lobby');
  // SPEC §6: visitors may try games for free (the game demo list dialog).
  const visitor = useBusValue('session:changed')?.status === 'anonymous';
  return (
    <Section aria-labelledby="lobby-hero-title" data-testid="lobby-hero">
      <div className="copy">
        <span className="eyebrow">{t('hero.eyebrow')}</span>
        <h1 id="lobby-hero-title">{t('hero.title', { brand: brandName })}</h1>
        <p className="subtitle">{t('hero.subtitle')}</p>
        <div className="actions">
          <Button variant="primary" size={compact ? 'md' : 'lg'} onClick={onExplore}>
            {t('hero.cta_play')}
          </Button>
          {showLogin ? (
            <Button variant="secondary" size={compact ? 'md' : 'lg'} onClick={onLogin}>
              {t('hero.cta_login')}
            </Button>
          ) : null}
        </div>
        {visitor ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => bus.emit('modal:open', { name: 'game_demo_list' })}
            startIcon={
              <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
              </svg>
            }
            // Lines up with the buttons above: a ghost button's text sits inside its padding.
            css={{ marginTop: 12, marginLeft: -14, textDecoration: 'underline', textUnderlineOffset: 4 }}
          >
            {t('demo.cta')}
          </Button>
        ) : null}
        {stats ? (
          <CatalogueStatList stats={stats} />
        ) : (
          // The same height while the catalogue loads, so the page does not jump when it arrives.
          <ul className="stats" aria-hidden="true" data-testid="hero-stats-loading">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton width={56} height={compact ? 22 : 30} />
                <Skeleton width={72} height={12} css={{ marginTop: 6 }} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <HeroArt className="art" />
    </Section>
  );
}
