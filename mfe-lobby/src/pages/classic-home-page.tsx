import { useRef } from 'react';
import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import type { RemoteProps } from '@site/shared/contracts';
import { mq } from '@site/shared/theme';
import { HomeBanners } from '../features/banners';
import { LobbyHero } from '../features/hero/components/lobby-hero';
import { JackpotBanner } from '../features/jackpot/components/jackpot-banner';
import { HomeMarquee } from '../features/marquee';
import { GameSearch, GameSearchPlaceholder } from '../features/search';
import { useHomeCatalogue } from '../hooks/use-home-catalogue';
import { usePageLanguage } from '../hooks/use-page-language';
import { HomeGames } from './home-games';

const Page = styled.div(({ theme }) => ({
  maxWidth: 1280,
  margin: '0 auto',
  padding: theme.space(6, 6, 16),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(10),
  color: theme.colors.text,
  [mq.mobile]: { padding: theme.space(3, 3, 8), gap: theme.space(6) },
}));

/**
 * The home page of the classic template (SPEC §2 "/"): the marquee announcements, the banners, hero, the jackpot, hot games,
 * then the games by type with the type's providers (links to their pages) and the
 * all/favourites/last played tabs.
 */
export function ClassicHomePage({ siteConfig, layout }: RemoteProps) {
  const { session, memberId, gameList, types, stats, everything: catalogue } = useHomeCatalogue({ siteConfig, layout });
  const gamesRef = useRef<HTMLDivElement>(null);

  const language = usePageLanguage();

  const compact = layout === 'mobile';

  return (
    <Page data-testid="lobby-home">
      <div css={{ display: 'flex', flexDirection: 'column', gap: compact ? 12 : 16 }}>
        <HomeMarquee siteId={siteConfig.site_id} language={language} session={session} />
        <HomeBanners
          siteId={siteConfig.site_id}
          currency={session.status === 'restoring' ? null : session.currency}
          language={language}
          layout={layout}
          demoMode={siteConfig.features.demo_mode}
          providers={catalogue.providers}
        />
      </div>
      <LobbyHero
        brandName={siteConfig.brand.name}
        stats={stats}
        showLogin={session.status === 'anonymous'}
        compact={layout === 'mobile'}
        onLogin={() => bus.emit('modal:open', { name: 'login' })}
        onExplore={() => gamesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      />
      {types ? (
        <GameSearch games={catalogue.games} providers={catalogue.providers} />
      ) : !gameList.isError ? (
        // Also while the list's answer is drawn (deferred): its space stays held until the box comes.
        <GameSearchPlaceholder />
      ) : null}
      <JackpotBanner currency={session.status === 'restoring' ? null : session.currency} />
      <HomeGames gameList={gameList} types={types} memberId={memberId} layout={layout} gamesRef={gamesRef} />
    </Page>
  );
}
