import { useCallback, useState } from 'react';
import { bus } from '@site/shared/bus';
import { MESSAGE_KEYS, PATHS } from '@site/shared/constants';
import type { GameEntry, SessionState, SiteConfig } from '@site/shared/contracts';

export interface LaunchTarget {
  game: GameEntry;
  /** The game's provider is under maintenance (provider.maintain = 1). */
  maintain: boolean;
  providerName: string;
}

/** The in-page game view's address (SPEC §2 /play; the lobby has no page there, so it shows "Page Not Found"). */
export function playPath(game: Pick<GameEntry, 'gp_id' | 'game_code' | 'game_type'>): string {
  const query = new URLSearchParams({
    gp_id: game.gp_id,
    game_code: game.game_code,
    game_type: String(game.game_type),
  });
  return `${PATHS.play}?${query.toString()}`;
}

const openLogin = () => bus.emit('modal:open', { name: 'login' });

/**
 * What a click on a game does (SPEC §5, §6):
 * - the site is closed: a warning (r88close_msg), nothing opens;
 * - the provider is under maintenance: a warning, nothing opens;
 * - a visitor: the confirm 'proxy.please_login_title' first, which opens the login dialog; for a
 *   customized game (a customized list needs login anyway, SPEC §6) the login dialog at once;
 * - a demo-mode build blocks real play (SPEC §6);
 * - a member: the play view at /play?gp_id=…&game_code=…&game_type=…, through the shell's router.
 * While the shell is still restoring the session, a click is ignored rather than guessed.
 */
export function useGameLauncher(siteConfig: Pick<SiteConfig, 'features'>, session: SessionState['status']) {
  const [confirming, setConfirming] = useState<GameEntry | null>(null);

  const launch = useCallback(
    ({ game, maintain, providerName }: LaunchTarget) => {
      if (siteConfig.features.site_closed) {
        bus.emit('toast:show', { kind: 'warning', message: MESSAGE_KEYS.siteClosed });
        return;
      }
      if (maintain) {
        bus.emit('toast:show', {
          kind: 'warning',
          message: 'lobby:provider_maintenance',
          params: { provider: providerName },
        });
        return;
      }
      if (session === 'restoring') return;
      if (session === 'anonymous') {
        if (game.customized === 1) openLogin();
        else setConfirming(game);
        return;
      }
      if (siteConfig.features.demo_mode) {
        bus.emit('toast:show', { kind: 'warning', message: 'lobby:demo_blocked' });
        return;
      }
      bus.emit('nav:navigate', { to: playPath(game) });
    },
    [siteConfig.features.site_closed, siteConfig.features.demo_mode, session],
  );

  return {
    launch,
    /** The game waiting for the visitor's answer to the login confirm, or null. */
    confirming,
    confirmLogin: useCallback(() => {
      setConfirming(null);
      openLogin();
    }, []),
    cancelLogin: useCallback(() => setConfirming(null), []),
  };
}
