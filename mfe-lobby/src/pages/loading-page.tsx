import { useTheme } from '@emotion/react';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '@site/shared/constants';
import { GAME_WINDOW_NAME } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import { local } from '@site/shared/storage';
import { Spinner } from '@site/shared/ui';

/**
 * SPEC §2 /loading: the window a game opens in, opened in the click so no popup blocker stops it,
 * shown until the site points it at the game. A game window that loads after the address is
 * already known (waitingUrl) goes there itself.
 */
export function LoadingPage() {
  const t = useT('lobby');
  const theme = useTheme();
  useEffect(() => {
    if (window.name !== GAME_WINDOW_NAME) return;
    const url = local.get(STORAGE_KEYS.waitingUrl);
    if (url && /^https?:\/\//.test(url)) window.location.replace(url);
  }, []);
  return (
    <div
      role="status"
      data-testid="loading-page"
      css={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space(4),
        textAlign: 'center',
        padding: theme.space(6),
      }}
    >
      <Spinner size={48} />
      <h1 css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.text }}>
        {t('common:pg.starting_title')}
      </h1>
      <p css={{ margin: 0, color: theme.colors.textMuted, maxWidth: 420 }}>{t('common:pg.starting_text')}</p>
    </div>
  );
}
