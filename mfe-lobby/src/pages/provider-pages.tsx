import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import { useSearchParams } from '@site/shared/router';
import { PATHS } from '@site/shared/constants';
import type { GameProvider, RemoteProps } from '@site/shared/contracts';
import { requestGame } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import { Button, EmptyState, ErrorState, Skeleton } from '@site/shared/ui';
import { AppLink, plainClick } from '../components/app-link';
import { PageFrame } from '../components/page-frame';
import {
  gameHallPath,
  gameRoomPath,
  popularPath,
  POPULAR_GP_ID,
  readProviderQuery,
  slotGamePath,
  type ProviderAddress,
} from '../config/paths';
import { labelledGamesFrom, useGameLabel, type LabelledGames } from '../features/game-list/api/get-game-label';
import { usePopularGames } from '../features/game-list/api/get-popular-games';
import { GameCollection } from '../features/game-list/components/game-collection';
import { GameGridSkeleton } from '../features/game-list/components/game-list-skeleton';
import { LoginPrompt } from '../features/game-list/components/login-prompt';
import { ProviderStrip } from '../features/game-list/components/provider-strip';
import { PREFETCH_GAMES, prefetchPictures } from '../features/game-list/lib/prefetch-pictures';
import { SectionHeading } from '../features/game-list/components/section-heading';
import { providersById } from '../features/game-list/hooks/use-game-browser';
import { HeaderBadge, PageHeader } from '../components/page-header';
import { JackpotBanner } from '../features/jackpot/components/jackpot-banner';
import { useCatalogue } from '../hooks/use-catalogue';
import { useGameTypeLabel } from '../hooks/use-game-type-label';
import { usePlayGame } from '../hooks/use-play-game';
import { whenIdle } from '../lib/when-idle';
import { NotFoundPage } from './not-found-page';

const HomeLink = styled(AppLink)(({ theme }) => ({
  alignSelf: 'center',
  color: theme.colors.primary,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'none',
  borderRadius: 4,
  '&:hover': { color: theme.colors.primaryHover, textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

/** The games part of a provider page: loading, failure and empty states, or the list with its tabs and labels. */
function GamesSection({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: { data?: LabelledGames; isError: boolean; refetch: () => unknown } | null;
  children: (data: LabelledGames) => ReactNode;
}) {
  const t = useT('lobby');
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {query === null ? (
        <GameGridSkeleton label={t('list.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('error_title')}
          message={t('error_message')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        children(query.data)
      ) : (
        <GameGridSkeleton label={t('list.loading')} />
      )}
    </section>
  );
}

/**
 * /slotgame?gt_id=&gp_id=&house= (SPEC §2): the games of one provider, or with gp_id=Popular
 * (house=0) the popular page.
 */
export function SlotGamePage(props: RemoteProps) {
  const [params] = useSearchParams();
  const query = readProviderQuery(params);
  if (query.gp_id === POPULAR_GP_ID) return <PopularPage {...props} gtId={query.gt_id} />;
  if (!query.gp_id || query.gt_id === null) return <NotFoundPage />;
  return <ProviderPage {...props} mode="games" address={{ ...query, gt_id: query.gt_id, gp_id: query.gp_id }} />;
}

/**
 * /gameRoom?gt_id=&gp_id=&house= (SPEC §2, one of the desktop room pages): a provider's room. Its
 * own lobby opens from here (the launcher, with no game code: the provider's hall of tables), and
 * its tables and games are listed below.
 */
export function GameRoomPage(props: RemoteProps) {
  const [params] = useSearchParams();
  const query = readProviderQuery(params);
  if (!query.gp_id || query.gp_id === POPULAR_GP_ID || query.gt_id === null) return <NotFoundPage />;
  return <ProviderPage {...props} mode="room" address={{ ...query, gt_id: query.gt_id, gp_id: query.gp_id }} />;
}

const addressKey = ({ gt_id, gp_id, house }: ProviderAddress) => `${gt_id}:${gp_id}:${house}`;

/** At the latest, the address follows a provider shown from the strip this long after the click. */
const ADDRESS_FOLLOWS_MS = 300;

/**
 * Moves the browser's address to `to` once the page has painted and is idle (at the latest
 * ADDRESS_FOLLOWS_MS later): the shell's router renders every app again in a transition, which
 * would otherwise take the frames the new games are painted in. Not if `stillThere()` says the
 * address moved meanwhile (Back pressed at once, say): the person went elsewhere.
 */
function followAddress(to: string, stillThere: () => boolean, sent: () => void) {
  const go = () => {
    if (!stillThere()) return;
    bus.emit('nav:navigate', { to });
    sent();
  };
  whenIdle(go, ADDRESS_FOLLOWS_MS);
}

function ProviderPage({
  siteConfig,
  layout,
  mode,
  address: addressed,
}: RemoteProps & { mode: 'games' | 'room'; address: ProviderAddress }) {
  // Another provider chosen in the strip is shown at once, in the click's own render; the address
  // follows through the shell's router, which renders in a transition (a few frames later). The
  // choice holds while the router still gives the address it was made on, and, once the address
  // has been sent, only while the browser is at the chosen one: Back pressed before the router's
  // render came is already elsewhere, and the router's address decides again.
  const addressedKey = addressKey(addressed);
  const [chosen, setChosen] = useState<{
    from: string;
    to: ProviderAddress;
    href: string;
    sent: boolean;
  } | null>(null);
  const holds =
    chosen !== null &&
    chosen.from === addressedKey &&
    (!chosen.sent || `${window.location.pathname}${window.location.search}` === chosen.href);
  if (chosen && !holds) setChosen(null);
  const address = chosen && holds ? chosen.to : addressed;
  const t = useT('lobby');
  const typeLabel = useGameTypeLabel();
  const onPlay = usePlayGame();
  const { session, memberId, device, gameList } = useCatalogue({ siteConfig, layout });
  const type = gameList.data?.find((x) => x.gt_id === address.gt_id) ?? null;
  const provider: GameProvider | null = type?.providers.find((p) => p.gp_id === address.gp_id) ?? null;
  const membersOnly = provider?.customized === 1;
  // SPEC §6: a visitor must log in to open a customized provider's list; nothing is asked for it.
  const locked = membersOnly && session.status !== 'member';
  const placeholder = useMemo(
    () => labelledGamesFrom(gameList.data, address.gt_id, address.gp_id),
    [gameList.data, address.gt_id, address.gp_id],
  );
  const labels = useGameLabel(
    provider && !locked && session.status !== 'restoring'
      ? {
          site_id: siteConfig.site_id,
          currency: session.currency,
          device,
          gp_id: address.gp_id,
          game_type_id: address.gt_id,
          house: address.house,
        }
      : null,
    session.viewer,
    placeholder,
  );
  const providers = useMemo(() => new Map(provider ? [[provider.gp_id, provider]] : []), [provider]);

  // The strip's handlers read the page through a ref, so they stay the same from one provider to the
  // next and only the two chips whose state changes are drawn again.
  const latest = useRef({ address, addressedKey, type, room: mode === 'room' });
  latest.current = { address, addressedKey, type, room: mode === 'room' };
  // A page left before its address followed (another page opened at once) pulls nobody back.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const chooseProvider = useCallback((p: GameProvider, event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    const now = latest.current;
    const to = { gt_id: now.address.gt_id, gp_id: p.gp_id, house: p.house };
    const href = (now.room ? gameRoomPath : slotGamePath)(to);
    setChosen({ from: now.addressedKey, to, href, sent: false });
    followAddress(
      href,
      () => mounted.current && latest.current.addressedKey === now.addressedKey,
      () => setChosen((c) => (c && c.href === href ? { ...c, sent: true } : c)),
    );
  }, []);
  const preparePictures = useCallback((p: GameProvider) => {
    const now = latest.current;
    if (p.gp_id === now.address.gp_id || !now.type) return;
    // Its logo and first tiles' pictures, so the click finds them in memory (as the type tabs do).
    const first: string[] = [p.icon_light];
    for (const game of now.type.games) {
      if (game.gp_id !== p.gp_id) continue;
      first.push(game.icon_light);
      if (first.length > PREFETCH_GAMES) break;
    }
    prefetchPictures(first);
  }, []);

  if (gameList.isError) {
    return (
      <PageFrame>
        <ErrorState
          title={t('error_title')}
          message={t('error_message')}
          retryLabel={t('retry')}
          onRetry={() => void gameList.refetch()}
        />
      </PageFrame>
    );
  }
  if (gameList.data && !provider) {
    return (
      <PageFrame data-testid="provider-unavailable">
        <EmptyState title={t('provider.unavailable_title')} message={t('provider.unavailable_message')} />
        <HomeLink to={PATHS.home}>{t('sport.back_to_lobby')}</HomeLink>
      </PageFrame>
    );
  }

  const label = type ? typeLabel(type) : '';
  const room = mode === 'room';
  const providerHref = room ? gameRoomPath : slotGamePath;
  const compact = layout === 'mobile';
  const maintain = provider?.maintain === 1;
  const testId = room ? 'game-room-page' : 'provider-page';

  const enterLobby = () => {
    if (!provider) return;
    requestGame({
      gp_id: provider.gp_id,
      game_type: address.gt_id,
      game_code: '',
      house: address.house,
      customized: provider.customized,
      name: provider.gp_name,
      provider_name: provider.gp_name,
    });
  };

  return (
    <PageFrame data-testid={testId}>
      {provider && type ? (
        <PageHeader
          titleId={`${testId}-title`}
          logo={provider.icon_light || null}
          eyebrow={room ? t('room.eyebrow', { type: label }) : label}
          title={provider.gp_name}
          description={
            room
              ? t('room.description', { provider: provider.gp_name, type: label })
              : t('provider.description', { provider: provider.gp_name, type: label })
          }
          back={
            room
              ? { to: gameHallPath(address.gt_id), label: t('room.back', { type: label }) }
              : { to: PATHS.home, label: t('sport.back_to_lobby') }
          }
          badges={
            maintain || membersOnly || provider.house === 1 ? (
              <>
                {maintain ? <HeaderBadge data-kind="maintain">{t('maintenance')}</HeaderBadge> : null}
                {membersOnly ? <HeaderBadge data-kind="members">{t('members_only')}</HeaderBadge> : null}
                {provider.house === 1 ? <HeaderBadge>{t('hall.house')}</HeaderBadge> : null}
              </>
            ) : undefined
          }
          actions={
            room ? (
              <Button size="lg" onClick={enterLobby} data-testid="enter-room">
                {t('room.enter')}
              </Button>
            ) : undefined
          }
          data-testid="provider-header"
        />
      ) : (
        <Skeleton height={200} radius={24} />
      )}
      {type && type.providers.length > 1 ? (
        <ProviderStrip
          providers={type.providers}
          current={address.gp_id}
          popularHref={room ? undefined : popularPath(address.gt_id)}
          hrefFor={(p) => providerHref({ gt_id: address.gt_id, gp_id: p.gp_id, house: p.house })}
          onChoose={chooseProvider}
          onIntent={preparePictures}
        />
      ) : null}
      {room ? null : <JackpotBanner currency={session.status === 'restoring' ? null : session.currency} />}
      {locked ? (
        <LoginPrompt
          title={t('list.members_only_title')}
          message={t('list.members_only_message', { provider: provider?.gp_name ?? '' })}
          actionLabel={t('list.login_action')}
          data-testid="members-only-prompt"
        />
      ) : (
        <GamesSection
          id={`${testId}-games`}
          title={room ? t('room.games_title') : t('provider.games_title')}
          query={provider ? labels : null}
        >
          {(data) => (
            <GameCollection
              idBase={`${testId}-list`}
              games={data.main}
              labels={data.labels}
              providers={providers}
              memberId={memberId}
              showOverlay={layout === 'desktop'}
              compact={compact}
              onPlay={onPlay}
            />
          )}
        </GamesSection>
      )}
    </PageFrame>
  );
}

function PopularPage({ siteConfig, layout, gtId }: RemoteProps & { gtId: number | null }) {
  const t = useT('lobby');
  const typeLabel = useGameTypeLabel();
  const onPlay = usePlayGame();
  const { session, memberId, device, gameList } = useCatalogue({ siteConfig, layout });
  const popular = usePopularGames(
    session.status === 'restoring'
      ? null
      : { site_id: siteConfig.site_id, currency: session.currency, support_device: device, gt_id: gtId },
    session.viewer,
  );
  const types = gameList.data;
  const type = gtId === null ? null : (types?.find((x) => x.gt_id === gtId) ?? null);
  const providers = useMemo(() => providersById(types ?? []), [types]);
  const label = type ? typeLabel(type) : null;

  return (
    <PageFrame data-testid="popular-page">
      <PageHeader
        titleId="popular-page-title"
        eyebrow={t('popular.eyebrow')}
        title={label ? t('popular.title_type', { type: label }) : t('popular.title')}
        description={t('popular.description')}
        back={{ to: PATHS.home, label: t('sport.back_to_lobby') }}
        data-testid="popular-header"
      />
      {type && type.providers.length > 0 ? (
        <ProviderStrip
          providers={type.providers}
          current={POPULAR_GP_ID}
          popularHref={popularPath(type.gt_id)}
          hrefFor={(p) => slotGamePath({ gt_id: type.gt_id, gp_id: p.gp_id, house: p.house })}
        />
      ) : null}
      <JackpotBanner currency={session.status === 'restoring' ? null : session.currency} />
      <GamesSection id="popular-page-games" title={t('popular.games_title')} query={popular}>
        {(data) => (
          <GameCollection
            idBase="popular-page-list"
            games={data.main}
            labels={data.labels}
            providers={providers}
            memberId={memberId}
            showOverlay={layout === 'desktop'}
            compact={layout === 'mobile'}
            onPlay={onPlay}
          />
        )}
      </GamesSection>
    </PageFrame>
  );
}
