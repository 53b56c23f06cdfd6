/**
 * The one game launcher of the page (SPEC §4 "Game opening modes", §5, §9): what the apps ask it for
 * and what it tells them. The shell owns the launcher (`@site/shared/game`); tiles, banners, hot rows,
 * search results, the demo dialogs and the sport frame ask it through the bus.
 */
import type { MaintainInterval } from './api';

/** How a game opens (SPEC §4). */
export type GameOpenMode = 'window' | 'modal' | 'page' | 'redirect';

/** A game to open: the play request of SPEC §3 (real play) or the demo play request (demo). */
export interface GameLaunchTarget {
  gp_id: string;
  game_type: number;
  /** '' opens the provider's own lobby (a sport book, a live-casino hall). */
  game_code: string;
  house?: number;
  /** 1: a customized game, for members only (SPEC §6: no demo, no login confirm). */
  customized?: number;
  /** The game's name in the page language, for the play bar and the dialogs. */
  name?: string;
  /** The provider's name, for the maintenance dialog. */
  provider_name?: string;
  /** Sent as play1's `extra` (the sport frame's event: event_id, league_key, sport_type). */
  extra?: Record<string, unknown>;
  /** A visitor's demo (demo/play, no money). */
  demo?: boolean;
  /** A mode the asker needs (the /play page reopening its own game asks for 'page'). */
  mode?: GameOpenMode;
}

/** A dialog the launcher needs the shell to show. */
export type GameLaunchDialog =
  | { kind: 'maintenance'; game: GameLaunchTarget; interval: MaintainInterval | null }
  | { kind: 'login-required'; game: GameLaunchTarget }
  | { kind: 'transfer-disabled'; game: GameLaunchTarget };

/**
 * The launcher's state (SPEC §4 flow: starting → playing → quitting). `url` is the game address
 * while a modal or page game plays (the frame shows it); a window game's address is in its window.
 */
export interface GamePlayState {
  phase: 'idle' | 'starting' | 'playing' | 'quitting';
  mode: GameOpenMode | null;
  game: GameLaunchTarget | null;
  url: string | null;
  dialog: GameLaunchDialog | null;
}

export const IDLE_GAME_STATE: GamePlayState = { phase: 'idle', mode: null, game: null, url: null, dialog: null };

/** The site's choice of opening modes (SiteConfig.games). */
export interface GameOpenConfig {
  /** The mode when nothing forces another: a window (the spec's desktop default) or the in-page view. */
  open_mode: 'window' | 'page';
  /** Provider/type pairs ("GP005:3") that open in the play-game dialog on desktop. */
  modal_pairs: string[];
  /** Providers whose games always open in a window (they refuse to be framed). */
  window_providers: string[];
}

export const DEFAULT_GAME_OPEN_CONFIG: GameOpenConfig = { open_mode: 'window', modal_pairs: [], window_providers: [] };
