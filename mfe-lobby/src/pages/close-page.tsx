import { useTheme } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, okData } from '@site/shared/api';
import { bus, useBusValue } from '@site/shared/bus';
import { PATHS, STORAGE_KEYS } from '@site/shared/constants';
import { walletCalls } from '@site/shared/contracts';
import { GAME_FRAME_CLOSED_MESSAGE, GAME_WINDOW_NAME } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import { local } from '@site/shared/storage';
import { postWindowMsg } from '@site/shared/window-msg';

/** Loaded inside the site's own game frame (the page or modal mode): the page around it ends the game. */
const inOurFrame = (): boolean => {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
};
import { ErrorState, Spinner } from '@site/shared/ui';

/**
 * SPEC §2/§4 /close: the lobby return address the site gives providers. Landing here ends the game
 * (leave1: its provider balance back in the main wallet, the header read again), then a game
 * window the site opened tells the site (quickGame) and closes itself, and a game played in this
 * tab returns to the lobby. Inside the site's own game frame it only tells the page around it. A
 * visitor has no game to end and goes straight to the lobby. If ending the game fails, the page
 * says so and offers to try again or to go to the lobby (the money is safe: the platform ends an
 * abandoned game after its idle time).
 */
export function ClosePage() {
  const t = useT('lobby');
  const theme = useTheme();
  const session = useBusValue('session:changed');
  const status = session?.status ?? 'restoring';
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const finish = useCallback(() => {
    local.set(STORAGE_KEYS.isPlay, '0');
    // A game window the site opened goes away; the site behind it already shows the lobby.
    if (window.name === GAME_WINDOW_NAME || (window.opener && window.opener !== window)) {
      postWindowMsg({ msg: 'quickGame', data: { waitingWindow: GAME_WINDOW_NAME } });
      window.close();
      return;
    }
    bus.emit('nav:navigate', { to: PATHS.home, replace: true });
  }, []);

  const endGame = useCallback(async () => {
    setFailed(false);
    try {
      okData(await api.call(walletCalls.leave, {}), walletCalls.leave.path);
      bus.emit('wallet:refresh-requested', {});
      finish();
    } catch {
      setFailed(true);
    }
  }, [finish]);

  useEffect(() => {
    if (started.current) return;
    if (inOurFrame()) {
      started.current = true;
      window.parent.postMessage(GAME_FRAME_CLOSED_MESSAGE, window.location.origin);
      return;
    }
    if (status === 'restoring') return;
    started.current = true;
    if (status === 'member') void endGame();
    else finish();
  }, [status, endGame, finish]);

  if (failed) {
    return (
      <div css={{ padding: theme.space(10, 4) }} data-testid="close-page">
        <ErrorState title={t('close.failed_title')} message={t('close.failed_text')} onRetry={() => void endGame()} />
        <p css={{ textAlign: 'center', marginTop: theme.space(4) }}>
          <a
            href={PATHS.home}
            onClick={(e) => {
              e.preventDefault();
              bus.emit('nav:navigate', { to: PATHS.home, replace: true });
            }}
            css={{ color: theme.colors.primary }}
          >
            {t('go_back_home')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="close-page"
      css={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space(4),
        color: theme.colors.textMuted,
      }}
    >
      <Spinner size={40} />
      <p css={{ margin: 0, fontSize: theme.fontSizes.lg }}>{t('close.leaving')}</p>
    </div>
  );
}
