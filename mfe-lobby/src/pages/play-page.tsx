import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from '@site/shared/router';
import { bus, useBusValue } from '@site/shared/bus';
import { PATHS } from '@site/shared/constants';
import { IDLE_GAME_STATE, type GameLaunchTarget, type RemoteProps } from '@site/shared/contracts';
import { requestGame, sameGame } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Button, EmptyState, Spinner } from '@site/shared/ui';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(2, 4),
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  [mq.mobile]: { padding: theme.space(2, 3) },
}));

const Frame = styled.iframe({
  display: 'block',
  width: '100%',
  border: 0,
  // The game fills what the header leaves of the screen.
  height: 'calc(100dvh - 132px)',
  minHeight: 420,
  background: '#000',
});

/** A message with its ways on. */
function Notice({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={{ padding: theme.space(10, 4) }}>
      <EmptyState title={title} message={message} />
      <div
        css={{
          display: 'flex',
          gap: theme.space(2),
          flexWrap: 'wrap',
          justifyContent: 'center',
          marginTop: theme.space(4),
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** The game of the address (/play?gp_id=…&game_code=…&game_type=…), or null when it names none. */
function gameOfQuery(params: URLSearchParams): GameLaunchTarget | null {
  const gp_id = params.get('gp_id') ?? '';
  const game_type = Number(params.get('game_type'));
  if (!/^GP[0-9A-Za-z_]{1,20}$/.test(gp_id) || !Number.isInteger(game_type) || game_type < 2 || game_type > 9)
    return null;
  return { gp_id, game_type, game_code: params.get('game_code') ?? '', mode: 'page' };
}

/**
 * SPEC §2 /play, the in-page game view: the game in a frame under a bar to leave it. The page mode
 * of the launcher lands here; so do a reload and a shared link, which ask the launcher to open the
 * address's game again. Leaving (the bar, the game's own "back to lobby", any navigation away)
 * runs the before-quit-game step: leave1 and the balance read again.
 */
export function PlayPage(_props: RemoteProps) {
  const t = useT('lobby');
  const theme = useTheme();
  const [params] = useSearchParams();
  const wanted = useMemo(() => gameOfQuery(params), [params]);
  const state = useBusValue('game:state') ?? IDLE_GAME_STATE;
  const session = useBusValue('session:changed');
  const status = session?.status ?? 'restoring';
  const requested = useRef<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const ours = Boolean(wanted && state.game && state.mode === 'page' && sameGame(state.game, wanted));
  const playing = ours && state.phase === 'playing' && state.url;

  // A reload or a link: open the address's game here once the session is known.
  const key = wanted ? `${wanted.gp_id}:${wanted.game_type}:${wanted.game_code}` : null;
  useEffect(() => {
    // The game already came here (from a tile): once it ends, it is not reopened.
    if (ours) requested.current = key;
    if (!wanted || !key || status === 'restoring' || state.phase !== 'idle' || requested.current === key) return;
    requested.current = key;
    requestGame(wanted);
  }, [wanted, key, status, state.phase, ours]);

  // The game view starts at the top, wherever the lobby was scrolled when the tile was clicked.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  // Navigating away while the game plays here ends it.
  const playingRef = useRef(false);
  playingRef.current = Boolean(ours && state.phase === 'playing');
  useEffect(
    () => () => {
      if (playingRef.current) bus.emit('game:quit-requested', {});
    },
    [],
  );

  const leave = () => bus.emit('game:quit-requested', { home: true });
  const title = state.game?.name ?? wanted?.game_code ?? t('play_page.title');

  if (!wanted) {
    return (
      <Notice title={t('play_page.no_game_title')} message={t('play_page.no_game_text')}>
        <Button variant="primary" onClick={() => bus.emit('nav:navigate', { to: PATHS.home })}>
          {t('go_back_home')}
        </Button>
      </Notice>
    );
  }

  return (
    <section aria-label={title} data-testid="play-page">
      <Bar>
        <Button variant="secondary" size="sm" onClick={leave} data-testid="play-leave">
          {t('common:pg.leave_game')}
        </Button>
        <h1
          css={{
            margin: 0,
            fontSize: theme.fontSizes.md,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </h1>
        {state.game?.demo ? (
          <span css={{ marginLeft: 'auto', fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            {t('common:pg.demo_badge')}
          </span>
        ) : null}
      </Bar>
      {playing ? (
        <Frame
          ref={frameRef}
          src={state.url ?? undefined}
          title={title}
          allow="autoplay; fullscreen"
          data-testid="play-frame"
          onLoad={() => {
            // The game's "back to lobby" loads /close in the frame: the game is over.
            try {
              if (frameRef.current?.contentWindow?.location.pathname === PATHS.close) leave();
            } catch {
              // The provider's own page: not ours to read.
            }
          }}
        />
      ) : state.phase === 'starting' ||
        state.phase === 'quitting' ||
        (state.phase === 'idle' && requested.current !== key) ? (
        <div
          role="status"
          css={{ display: 'grid', placeItems: 'center', gap: theme.space(3), padding: theme.space(16, 4) }}
        >
          <Spinner size={40} />
          <p css={{ margin: 0, color: theme.colors.textMuted }}>
            {state.phase === 'quitting' ? t('close.leaving') : t('common:pg.starting_title')}
          </p>
        </div>
      ) : (
        <Notice title={t('play_page.not_open_title')} message={t('play_page.not_open_text')}>
          <Button variant="primary" onClick={() => requestGame(wanted)}>
            {t('play_page.play_again')}
          </Button>
          <Button variant="secondary" onClick={() => bus.emit('nav:navigate', { to: PATHS.home })}>
            {t('go_back_home')}
          </Button>
        </Notice>
      )}
    </section>
  );
}
