import { useCallback, useMemo, useRef } from 'react';
import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import { DISPLAY_DEVICE } from '@site/shared/constants';
import type { GameListRequest, RemoteProps } from '@site/shared/contracts';
import { requestGame } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import { ErrorState } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import { useGameList } from '../features/game-list/api/get-game-list';
import { GameBrowser, type GamePick } from '../features/game-list/components/game-browser';
import { GameListSkeleton } from '../features/game-list/components/game-list-skeleton';
import { gameName } from '../features/game-list/hooks/use-game-browser';
import { HotGames } from '../features/game-list/components/hot-games';
import { LobbyHero, type HeroStats } from '../features/hero/components/lobby-hero';
import { useLobbySession } from '../hooks/use-lobby-session';

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

/** The home page (SPEC §2 "/"): hero, hot games, then the games by type and provider. */
export function HomePage({ siteConfig, layout }: RemoteProps) {
  const t = useT('lobby');
  const session = useLobbySession(siteConfig);
  const gamesRef = useRef<HTMLDivElement>(null);

  const template = layout === 'mobile' ? siteConfig.mobile_template : siteConfig.template;
  const request = useMemo<GameListRequest | null>(
    () =>
      session.status === 'restoring'
        ? null
        : {
            currency: session.currency,
            site_id: siteConfig.site_id,
            support_device: layout === 'mobile' ? DISPLAY_DEVICE.mobile : DISPLAY_DEVICE.desktop,
            template,
          },
    [session.status, session.currency, siteConfig.site_id, layout, template],
  );
  const gameList = useGameList(request, session.viewer);
  const types = gameList.data ?? null;

  const stats = useMemo<HeroStats | null>(() => {
    if (!types) return null;
    const providers = new Set(types.flatMap((type) => type.providers.map((p) => p.gp_id)));
    return {
      types: types.length,
      providers: providers.size,
      games: types.reduce((n, type) => n + type.games.length, 0),
    };
  }, [types]);

  const language = t.i18n.language;
  // The page's one launcher (the shell's) decides the rest: login confirm, mode, maintenance (SPEC §4, §5).
  const onPlay = useCallback(
    ({ game, providerName }: GamePick) =>
      requestGame({
        gp_id: game.gp_id,
        game_type: game.game_type,
        game_code: game.game_code,
        house: game.house,
        customized: game.customized,
        name: gameName(game, language),
        provider_name: providerName,
      }),
    [language],
  );
  const showOverlay = layout === 'desktop';

  return (
    <Page data-testid="lobby-home">
      <LobbyHero
        brandName={siteConfig.brand.name}
        stats={stats}
        showLogin={session.status === 'anonymous'}
        compact={layout === 'mobile'}
        onLogin={() => bus.emit('modal:open', { name: 'login' })}
        onExplore={() => gamesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      />
      {types ? <HotGames types={types} showOverlay={showOverlay} onPlay={onPlay} /> : null}
      <div ref={gamesRef} style={{ scrollMarginTop: 96 }}>
        {gameList.isError ? (
          <ErrorState
            title={t('error_title')}
            message={t('error_message')}
            retryLabel={t('retry')}
            onRetry={() => void gameList.refetch()}
          />
        ) : types === null ? (
          <GameListSkeleton />
        ) : (
          <GameBrowser types={types} showOverlay={showOverlay} onPlay={onPlay} />
        )}
      </div>
    </Page>
  );
}
