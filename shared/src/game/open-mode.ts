import type { GameLaunchTarget, GameOpenConfig, GameOpenMode, LayoutMode } from '@site/shared/contracts';
import { isAppShell, isSocialInAppBrowser } from '@site/shared/device';

export interface OpenModeInput {
  layout: LayoutMode;
  userAgent: string;
  game: Pick<GameLaunchTarget, 'gp_id' | 'game_type' | 'mode'>;
  config: GameOpenConfig;
}

/**
 * How a game opens (SPEC §4 "Game opening modes"), most specific rule first:
 * - a phone inside a social app's in-app browser: redirect (such browsers open no second window);
 * - a mode the asker needs (the /play page reopening its own game: page);
 * - forced to window for our app clients, the providers the config lists, and phones;
 * - the provider/type pairs the config lists: the play-game dialog;
 * - otherwise the site's default (window).
 */
export function chooseOpenMode({ layout, userAgent, game, config }: OpenModeInput): GameOpenMode {
  if (layout === 'mobile' && isSocialInAppBrowser(userAgent)) return 'redirect';
  if (game.mode) return game.mode;
  if (isAppShell(userAgent)) return 'window';
  if (config.window_providers.includes(game.gp_id)) return 'window';
  if (layout === 'mobile') return 'window';
  if (config.modal_pairs.includes(`${game.gp_id}:${game.game_type}`)) return 'modal';
  return config.open_mode;
}

/** Same provider, game code and type: the same game (SPEC §5 pg.alert_duplicate). */
export const sameGame = (
  a: Pick<GameLaunchTarget, 'gp_id' | 'game_code' | 'game_type'>,
  b: Pick<GameLaunchTarget, 'gp_id' | 'game_code' | 'game_type'>,
): boolean => a.gp_id === b.gp_id && a.game_code === b.game_code && Number(a.game_type) === Number(b.game_type);
