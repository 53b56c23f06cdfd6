import { useMemo } from 'react';
import { useParams, useSearchParams } from '@site/shared/router';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { ErrorState, Skeleton } from '@site/shared/ui';
import { PageFrame } from '../components/page-frame';
import { isGameTypeId, popularPath, SPORT_TYPE_ID } from '../config/paths';
import { useTemplateGames } from '../features/game-list/api/get-template-games';
import { GameRow } from '../features/game-list/components/game-row';
import { SectionHeading } from '../features/game-list/components/section-heading';
import { HallTypeNav } from '../features/game-hall/components/hall-type-nav';
import { HeaderBadge, PageHeader } from '../components/page-header';
import { RoomList } from '../features/game-hall/components/room-list';
import { joinNames, providerNamesForDescription } from '../features/game-hall/lib/describe-game-type';
import { useMetaDescription } from '../features/game-hall/lib/use-meta-description';
import { useCatalogue } from '../hooks/use-catalogue';
import { useGameTypeLabel } from '../hooks/use-game-type-label';
import { usePlayGame } from '../hooks/use-play-game';
import { NotFoundPage } from './not-found-page';
import { SportPage } from './sport-page';

/** The type a hall address names: /gameHall/{id}, or /gameHall?gt_id= (the bare path goes home in the shell). */
function useHallTypeId(): number | null {
  const { id } = useParams();
  const [params] = useSearchParams();
  const raw = id ?? params.get('gt_id');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const gtId = Number(raw);
  return isGameTypeId(gtId) ? gtId : null;
}

/**
 * /gameHall/{id} (SPEC §2): the room list of one game type (2–9). The types as links with their
 * icons, the type's description naming at most 15 of its providers (SPEC §9), a card per provider
 * (its room, /gameRoom with its house), and the template's featured games of the type. The sport
 * type's hall is the sport frame.
 */
export function GameHallPage(props: RemoteProps) {
  const gtId = useHallTypeId();
  if (gtId === null) return <NotFoundPage />;
  if (gtId === SPORT_TYPE_ID) return <SportPage {...props} />;
  return <GameHall {...props} gtId={gtId} />;
}

function GameHall({ siteConfig, layout, gtId }: RemoteProps & { gtId: number }) {
  const t = useT('lobby');
  const typeLabel = useGameTypeLabel();
  const onPlay = usePlayGame();
  const { session, memberId, device, gameList } = useCatalogue({ siteConfig, layout });
  const types = gameList.data ?? null;
  const type = types?.find((x) => x.gt_id === gtId) ?? null;
  const compact = layout === 'mobile';

  const template = useTemplateGames(
    session.status === 'restoring'
      ? null
      : { site_id: siteConfig.site_id, currency: session.currency, support_device: device },
    session.viewer,
  );
  const featured = template.data?.find((x) => x.gt_id === gtId)?.game_list ?? [];

  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const game of type?.games ?? []) map.set(game.gp_id, (map.get(game.gp_id) ?? 0) + 1);
    return map;
  }, [type]);
  const providers = useMemo(() => new Map((type?.providers ?? []).map((p) => [p.gp_id, p])), [type]);

  const label = type ? typeLabel(type) : '';
  const language = t.i18n.language;
  const description = useMemo(() => {
    if (!type) return null;
    const { listed, more } = providerNamesForDescription(type.providers.map((p) => p.gp_name));
    if (listed.length === 0) return t('hall.description_none', { type: label });
    const names = more > 0 ? [...listed, t('hall.more_providers', { count: more })] : listed;
    return t('hall.description', { type: label, providers: joinNames(names, language) });
  }, [type, label, language, t]);
  useMetaDescription(description);

  if (gameList.isError) {
    return (
      <PageFrame data-testid="game-hall-page">
        <ErrorState
          title={t('error_title')}
          message={t('error_message')}
          retryLabel={t('retry')}
          onRetry={() => void gameList.refetch()}
        />
      </PageFrame>
    );
  }
  if (types && !type) return <NotFoundPage />;

  return (
    <PageFrame data-testid="game-hall-page">
      {types ? <HallTypeNav types={types} currentId={gtId} /> : <Skeleton height={64} radius={18} />}
      {type ? (
        <PageHeader
          titleId="game-hall-title"
          eyebrow={t('hall.eyebrow')}
          title={label}
          description={description ?? undefined}
          badges={
            <>
              <HeaderBadge>{t('hall.rooms_count', { count: type.providers.length })}</HeaderBadge>
              <HeaderBadge>{t('hall.room_games', { count: type.total })}</HeaderBadge>
            </>
          }
          data-testid="game-hall-header"
        />
      ) : (
        <Skeleton height={200} radius={24} />
      )}
      <section aria-labelledby="game-hall-rooms">
        <SectionHeading id="game-hall-rooms">{t('hall.rooms_title')}</SectionHeading>
        {type ? (
          <RoomList gtId={gtId} providers={type.providers} gameCounts={counts} />
        ) : (
          <Skeleton height={180} radius={16} />
        )}
      </section>
      {type && featured.length > 0 ? (
        <GameRow
          id="game-hall-featured"
          data-testid="hall-featured"
          title={t('hall.featured', { type: label })}
          games={featured}
          providers={providers}
          memberId={memberId}
          showOverlay={layout === 'desktop'}
          compact={compact}
          onPlay={onPlay}
          seeAll={{ to: popularPath(gtId), label: t('popular.see_all') }}
        />
      ) : null}
    </PageFrame>
  );
}
