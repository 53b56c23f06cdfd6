import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import type { LanguageCode } from '@site/shared/constants';
import type { GameEntry } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Button, Skeleton, visuallyHidden } from '@site/shared/ui';
import { DEMO_PAGE_SIZE, demoGameName } from '../lib/demo-catalogue';
import { DemoGameTile } from './demo-game-tile';

export const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: theme.space(3),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq.mobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(2) },
}));

const More = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(2),
  marginTop: theme.space(5),
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

export interface DemoGameGridProps {
  games: readonly GameEntry[];
  language: LanguageCode;
  onPlay: (game: GameEntry, name: string) => void;
}

/** A provider's games, DEMO_PAGE_SIZE at a time; "Show more" moves focus to the first game it adds. */
export function DemoGameGrid({ games, language, onPlay }: DemoGameGridProps) {
  const t = useT('lobby');
  const [shown, setShown] = useState(DEMO_PAGE_SIZE);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = games.slice(0, shown);

  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelectorAll<HTMLButtonElement>('li > button')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  return (
    <>
      <Grid ref={listRef} data-testid="demo-games">
        {visible.map((game) => {
          const name = demoGameName(game, language);
          return (
            <li key={`${game.gp_id}:${game.game_code}`}>
              <DemoGameTile game={game} name={name} onPlay={() => onPlay(game, name)} />
            </li>
          );
        })}
      </Grid>
      {games.length > DEMO_PAGE_SIZE ? (
        <More>
          <span aria-live="polite">{t('demo.showing', { shown: visible.length, total: games.length })}</span>
          {visible.length < games.length ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setFocusFrom(visible.length);
                setShown((n) => n + DEMO_PAGE_SIZE);
              }}
            >
              {t('demo.show_more')}
            </Button>
          ) : null}
        </More>
      ) : null}
    </>
  );
}

/** Tiles' shape while games load; the status text tells assistive tech what is happening. */
export function DemoGameGridSkeleton({ count = 12 }: { count?: number }) {
  const t = useT('lobby');
  return (
    <div role="status" data-testid="demo-games-loading">
      <span css={visuallyHidden}>{t('demo.loading')}</span>
      <Grid aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Skeleton height="auto" radius={10} css={{ aspectRatio: '1 / 1' }} />
            <Skeleton width="70%" height={12} css={{ marginTop: 8 }} />
          </li>
        ))}
      </Grid>
    </div>
  );
}
