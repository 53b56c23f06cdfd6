import { useMemo } from 'react';
import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import type { LobbyGameType } from '../api/get-game-list';
import { gameKey, hotGames, providersById } from '../hooks/use-game-browser';
import { useScrollControls } from '../hooks/use-scroll-controls';
import { ListedGameTile, type GamePick } from './game-tile';
import { ScrollButtons, ScrollFrame } from './scroll-buttons';
import { SectionHeading } from './section-heading';

/**
 * One row of six tiles on desktop; on a phone a swipeable strip showing three and a bit, so the
 * row reads as scrollable.
 */
const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 5 * 16px) / 6)',
  gap: 16,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  // Room for a hovered tile's lift and glow, which the scroll box would otherwise clip.
  padding: theme.space(2, 1),
  margin: theme.space(-2, -1),
  '&::-webkit-scrollbar': { display: 'none' },
  '& > *': { scrollSnapAlign: 'start' },
  '@media (max-width: 1199px)': { gridAutoColumns: 'calc((100% - 4 * 14px) / 5)', gap: 14 },
  [mq.mobile]: { gridAutoColumns: '30%', gap: 8 },
}));

export interface HotGamesProps {
  types: readonly LobbyGameType[];
  showOverlay: boolean;
  onPlay: (pick: GamePick) => void;
}

/** "Hot games": the games tagged hot across every type. Renders nothing when none is tagged. */
export function HotGames({ types, showOverlay, onPlay }: HotGamesProps) {
  const t = useT('lobby');
  const language = t.i18n.language;
  const hot = useMemo(() => hotGames(types), [types]);
  const providers = useMemo(() => providersById(types), [types]);
  const { ref, ...controls } = useScrollControls<HTMLDivElement>([hot]);
  if (hot.length === 0) return null;
  return (
    <section aria-labelledby="lobby-hot-games" data-testid="hot-games">
      <SectionHeading id="lobby-hot-games">{t('hot_games')}</SectionHeading>
      <ScrollFrame>
        <Row ref={ref}>
          {hot.map((game) => (
            <ListedGameTile
              key={gameKey(game)}
              game={game}
              providers={providers}
              language={language}
              showOverlay={showOverlay}
              onPlay={onPlay}
            />
          ))}
        </Row>
        <ScrollButtons {...controls} label={t('hot_games').toLowerCase()} />
      </ScrollFrame>
    </section>
  );
}
