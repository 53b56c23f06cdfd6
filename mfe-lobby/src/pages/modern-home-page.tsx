import { useRef } from 'react';
import styled from '@emotion/styled';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { HomeBanners } from '../features/banners';
import { JackpotBanner } from '../features/jackpot/components/jackpot-banner';
import { HomeMarquee } from '../features/marquee';
import { GameSearch } from '../features/search';
import { LoungeRail } from '../components/lounge-rail';
import { LoungeWelcome } from '../components/lounge-welcome';
import { useHomeCatalogue } from '../hooks/use-home-catalogue';
import { usePageLanguage } from '../hooks/use-page-language';
import { HomeGames } from './home-games';

/** Room kept at the right for the float list: its 16 px inset, its 48 px buttons and a gap. */
const FLOAT_LIST_CLEARANCE = 80;

const Page = styled.div(({ theme }) => ({
  maxWidth: 1440,
  margin: '0 auto',
  padding: theme.space(5, 6, 16),
  // The shell's float list (round buttons fixed 16 px from the right edge, 48 px wide) would cover
  // the right column's edge until the viewport leaves room beside the page.
  paddingRight: FLOAT_LIST_CLEARANCE,
  [`@media (min-width: ${1440 + 2 * FLOAT_LIST_CLEARANCE}px)`]: { paddingRight: theme.space(6) },
  display: 'grid',
  gridTemplateColumns: '248px minmax(0, 1fr)',
  gap: theme.space(6),
  alignItems: 'start',
  color: theme.colors.text,
  '.main': { display: 'flex', flexDirection: 'column', gap: theme.space(8), minWidth: 0 },
  '.stage': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 340px',
    gap: theme.space(5),
    alignItems: 'stretch',
  },
  '.stage-banners': { display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 },
  '.finder': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space(3),
    padding: theme.space(4, 5),
    borderRadius: theme.radii.xl,
    border: `1px solid ${theme.colors.border}`,
    background: `linear-gradient(120deg, ${theme.colors.surfaceRaised} 0%, ${theme.colors.surfaceSunken} 100%)`,
    boxShadow: theme.shadows.inset,
  },
  '.finder-title': {
    margin: 0,
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.lg,
    fontWeight: theme.fontWeights.black,
    letterSpacing: '0.02em',
  },
  [mq.mobile]: {
    display: 'flex',
    flexDirection: 'column',
    padding: theme.space(3, 3, 8),
    gap: theme.space(4),
    '.main': { gap: theme.space(6), width: '100%' },
    '.stage': { display: 'flex', flexDirection: 'column', gap: theme.space(3) },
    '.finder': { padding: theme.space(3), borderRadius: theme.radii.lg },
  },
}));

/**
 * The home page of the modern template (a brand's second lobby): the same features as the classic
 * one laid out as a lounge. On a desktop a rail of the game halls stays at the left while the page
 * scrolls; the banners share the stage with a welcome card; the search leads the games. On a phone
 * the rail becomes a row of hall chips under the search.
 */
export function ModernHomePage({ siteConfig, layout }: RemoteProps) {
  const t = useT('lobby');
  const { session, memberId, gameList, types, stats, everything } = useHomeCatalogue({ siteConfig, layout });
  const gamesRef = useRef<HTMLDivElement>(null);
  const language = usePageLanguage();
  const mobile = layout === 'mobile';
  const currency = session.status === 'restoring' ? null : session.currency;

  const finder = types ? (
    <section className="finder" aria-labelledby="lounge-finder-title">
      <h2 id="lounge-finder-title" className="finder-title">
        {t('lounge.find_title')}
      </h2>
      <GameSearch games={everything.games} providers={everything.providers} />
    </section>
  ) : null;

  return (
    <Page data-testid="lobby-home" data-template="modern">
      {mobile ? null : <LoungeRail types={types} layout="rail" />}
      <div className="main">
        <HomeMarquee siteId={siteConfig.site_id} language={language} session={session} />
        <div className="stage">
          <div className="stage-banners">
            <HomeBanners
              siteId={siteConfig.site_id}
              currency={currency}
              language={language}
              layout={layout}
              demoMode={siteConfig.features.demo_mode}
              providers={everything.providers}
            />
          </div>
          <LoungeWelcome
            brandName={siteConfig.brand.name}
            session={session}
            stats={stats}
            onExplore={() => gamesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          />
        </div>
        {finder}
        {mobile ? <LoungeRail types={types} layout="chips" /> : null}
        <JackpotBanner currency={currency} />
        <HomeGames gameList={gameList} types={types} memberId={memberId} layout={layout} gamesRef={gamesRef} />
      </div>
    </Page>
  );
}
