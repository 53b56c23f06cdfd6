import styled from '@emotion/styled';
import { mq } from '@site/shared/theme';
import { Skeleton, visuallyHidden } from '@site/shared/ui';
import { GameGrid } from './game-grid';

const TabsRow = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space(2),
  padding: 6,
  borderRadius: theme.radii.lg + 2,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  overflow: 'hidden',
  '& > *': { flex: '1 0 96px' },
  [mq.mobile]: { '& > *': { flex: '0 0 76px' } },
}));

const Stack = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(5) }));

/** A tile's shape while the list loads: square artwork, then two text lines. */
export function GameTileSkeleton() {
  return (
    <div data-testid="game-tile-skeleton" aria-hidden="true">
      <Skeleton height="auto" radius={16} css={{ aspectRatio: '1 / 1' }} />
      <Skeleton height={14} width="80%" css={{ marginTop: 10 }} />
      <Skeleton height={10} width="50%" css={{ marginTop: 6 }} />
    </div>
  );
}

/** Tiles' shape while a list loads; `label` tells assistive tech what is loading. */
export function GameGridSkeleton({ tiles = 12, label }: { tiles?: number; label?: string }) {
  return (
    <div role={label ? 'status' : undefined} aria-busy="true" data-testid="game-grid-loading">
      {label ? <span css={visuallyHidden}>{label}</span> : null}
      <GameGrid>
        {Array.from({ length: tiles }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </GameGrid>
    </div>
  );
}

/** The browser's shape while the game list loads, so nothing jumps when it arrives. */
export function GameListSkeleton({ tiles = 12 }: { tiles?: number }) {
  return (
    <Stack aria-busy="true" data-testid="game-list-loading">
      <TabsRow>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={52} radius={12} />
        ))}
      </TabsRow>
      <GameGrid>
        {Array.from({ length: tiles }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </GameGrid>
    </Stack>
  );
}
