import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { describeFailure } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import type { RemoteProps } from '@site/shared/contracts';
import { hasWebDebug, platformCode } from '@site/shared/device';
import { translateFailure, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Button, ErrorState, Skeleton, Spinner } from '@site/shared/ui';
import { SportFrameView } from '../features/sport-frame/sport-frame-view';
import { sportFrameFailure, useSportFrame, type SportFrameQuery } from '../features/sport-frame/use-sport-frame';
import { useLobbySession } from '../hooks/use-lobby-session';

const Page = styled.div(({ theme }) => ({
  maxWidth: 1280,
  margin: '0 auto',
  padding: theme.space(6, 6, 16),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
  color: theme.colors.text,
  [mq.mobile]: { padding: theme.space(3, 3, 8), gap: theme.space(4) },
}));

const Header = styled.div(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.space(4),
  padding: theme.space(8, 10),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.border}`,
  background: [
    `radial-gradient(520px 260px at 85% 40%, ${theme.colors.primary}29, transparent 70%)`,
    `radial-gradient(420px 240px at 0% 0%, ${theme.colors.highlight}1a, transparent 70%)`,
    `linear-gradient(135deg, ${theme.colors.surfaceRaised} 0%, ${theme.colors.surfaceSunken} 100%)`,
  ].join(', '),
  boxShadow: `${theme.shadows.md}, ${theme.shadows.inset}`,
  // Pitch lines, faint, on the right: a sports page at a glance.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    opacity: 0.45,
    backgroundImage: `repeating-linear-gradient(90deg, ${theme.colors.primary}12 0 1px, transparent 1px 56px)`,
    maskImage: 'linear-gradient(90deg, transparent 35%, #000 100%)',
  },
  '.copy': { position: 'relative', minWidth: 0, flex: '1 1 420px' },
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
  '.live-dot': {
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: theme.colors.success,
    boxShadow: `0 0 0 3px ${theme.colors.success}33`,
  },
  h1: {
    margin: theme.space(3, 0, 2),
    fontSize: 40,
    fontWeight: theme.fontWeights.black,
    letterSpacing: '-0.02em',
    lineHeight: 1.1,
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  '.subtitle': {
    maxWidth: 620,
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.lg,
    lineHeight: 1.6,
  },
  '.back': {
    position: 'relative',
    color: theme.colors.primary,
    fontWeight: theme.fontWeights.bold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '&:hover': { color: theme.colors.primaryHover, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2, borderRadius: 4 },
  },
  [mq.mobile]: {
    padding: theme.space(5, 4),
    borderRadius: theme.radii.lg,
    gap: theme.space(3),
    '.copy': { flexBasis: '100%' },
    h1: { fontSize: 28, margin: theme.space(2, 0, 1) },
    '.eyebrow': { fontSize: 10, letterSpacing: 0.8, padding: theme.space(0.5, 2.5) },
    '.subtitle': { fontSize: theme.fontSizes.md, lineHeight: 1.5 },
  },
}));

const Card = styled.section(({ theme }) => ({
  padding: theme.space(3),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  boxShadow: `${theme.shadows.lg}, ${theme.shadows.inset}`,
  [mq.mobile]: { padding: theme.space(1.5), borderRadius: theme.radii.md },
}));

const GuestBar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.space(3),
  margin: theme.space(0, 0, 3),
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surfaceSunken,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.md,
  [mq.mobile]: { margin: theme.space(0, 0, 1.5), padding: theme.space(2.5, 3), fontSize: theme.fontSizes.sm },
}));

/** What the card shows while the address is fetched and checked: the shape of a match list. */
function FrameSkeleton({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <div
      role="status"
      aria-label={label}
      data-testid="sport-frame-checking"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), padding: theme.space(4) }}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), color: theme.colors.textMuted }}>
        <Spinner size={22} />
        <span>{label}</span>
      </div>
      <Skeleton height={28} width="40%" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={56} radius={theme.radii.md} />
      ))}
    </div>
  );
}

/**
 * /gameHall/4, the sport frame (SPEC §4, §7): the provider's quick-bet page inside the site. The
 * address is asked for the viewer's currency and device, checked for embedding, then shown; a
 * failure of either says why, with a retry that runs both again.
 */
export function SportPage({ siteConfig, layout }: RemoteProps) {
  const t = useT('lobby');
  const session = useLobbySession(siteConfig);
  const device = platformCode({ desktopLock: siteConfig.features.desktop_lock && !hasWebDebug() });

  const request = useMemo<SportFrameQuery | null>(
    () =>
      session.status === 'restoring'
        ? null
        : {
            currency: session.currency,
            support_device: device,
            domain: window.location.origin,
            site_id: siteConfig.site_id,
          },
    [session.status, session.currency, device, siteConfig.site_id],
  );
  const sport = useSportFrame(request, session.viewer);

  const failure = sport.state === 'errored' ? sportFrameFailure(sport.error) : null;
  const errorText =
    failure === 'unavailable'
      ? t('sport.unavailable_message')
      : failure === 'refused'
        ? t('sport.refused_message')
        : translateFailure(describeFailure(sport.error, { fallback: 'lobby:sport.error_message' }));

  return (
    <Page data-testid="sport-page">
      <Header>
        <div className="copy">
          <span className="eyebrow">
            <span className="live-dot" aria-hidden="true" />
            {t('sport.eyebrow')}
          </span>
          <h1 id="sport-page-title">{t('sport.title')}</h1>
          <p className="subtitle">{t('sport.subtitle')}</p>
        </div>
        <a
          className="back"
          href={PATHS.home}
          onClick={(e) => {
            e.preventDefault();
            bus.emit('nav:navigate', { to: PATHS.home });
          }}
        >
          {t('sport.back_to_lobby')}
        </a>
      </Header>

      <Card aria-label={t('sport.book_name')} data-state={sport.state} data-testid="sport-frame-card">
        {session.status === 'anonymous' && sport.state === 'checked' ? (
          <GuestBar data-testid="sport-guest-hint">
            <span>{t('sport.guest_hint')}</span>
            <Button variant="secondary" size="sm" onClick={() => bus.emit('modal:open', { name: 'login' })}>
              {t('sport.guest_login')}
            </Button>
          </GuestBar>
        ) : null}
        {sport.state === 'checked' && sport.frame ? (
          <SportFrameView key={sport.frame.url} frame={sport.frame} layout={layout} />
        ) : sport.state === 'errored' ? (
          <ErrorState
            title={failure === 'unavailable' ? t('sport.unavailable_title') : t('sport.error_title')}
            message={errorText}
            retryLabel={t('retry')}
            onRetry={sport.retry}
            compact={layout === 'mobile'}
          />
        ) : (
          <FrameSkeleton label={t('sport.loading')} />
        )}
      </Card>
    </Page>
  );
}
