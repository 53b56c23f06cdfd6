import styled from '@emotion/styled';
import type { GameEntry, GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq, themeStyles } from '@site/shared/theme';
import { AppLink } from '../../../components/app-link';
import { useFavorites } from '../hooks/use-favorites';
import { gameKey } from '../../../lib/game-names';
import { useScrollControls } from '../../../hooks/use-scroll-controls';
import { gameTileStyles, ListedGameTile, useTileTexts, type GamePick } from './game-tile';
import { ScrollButtons, ScrollFrame } from '../../../components/scroll-buttons';
import { SectionHeading } from './section-heading';

/**
 * One row of six tiles on desktop; on a phone a swipeable strip showing three and a bit, so the
 * row reads as scrollable.
 */
const Row = styled.div(
  themeStyles((theme) => ({
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
    ...gameTileStyles(theme),
  })),
);

const Head = styled.div({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 12,
});

const SeeAll = styled(AppLink)(({ theme }) => ({
  flex: 'none',
  color: theme.colors.primary,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'none',
  borderRadius: 4,
  '&:hover': { color: theme.colors.primaryHover, textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

export interface GameRowProps {
  /** The heading's id (the row is named by it). */
  id: string;
  title: string;
  games: readonly GameEntry[];
  providers: ReadonlyMap<string, GameProvider>;
  memberId: number | null;
  showOverlay: boolean;
  compact: boolean;
  onPlay: (pick: GamePick) => void;
  /** A link to the whole list. */
  seeAll?: { to: string; label: string };
  'data-testid'?: string;
}

/** A titled, horizontally scrolling row of game tiles (a short list: not virtualised). */
export function GameRow({
  id,
  title,
  games,
  providers,
  memberId,
  showOverlay,
  compact,
  onPlay,
  seeAll,
  'data-testid': testId,
}: GameRowProps) {
  const t = useT('lobby');
  const texts = useTileTexts();
  const language = t.i18n.language;
  const favorites = useFavorites(memberId);
  const { ref, ...controls } = useScrollControls<HTMLDivElement>([games]);
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Head>
        <SectionHeading id={id}>{title}</SectionHeading>
        {seeAll ? (
          <SeeAll to={seeAll.to} data-testid={testId ? `${testId}-see-all` : undefined}>
            {seeAll.label}
          </SeeAll>
        ) : null}
      </Head>
      <ScrollFrame>
        <Row ref={ref} role="list" aria-labelledby={id}>
          {games.map((game) => (
            <ListedGameTile
              texts={texts}
              key={gameKey(game)}
              role="listitem"
              game={game}
              providers={providers}
              language={language}
              showOverlay={showOverlay}
              compact={compact}
              onPlay={onPlay}
              favorites={favorites}
            />
          ))}
        </Row>
        <ScrollButtons {...controls} label={title.toLowerCase()} />
      </ScrollFrame>
    </section>
  );
}
