import type { CurrencyCode, GameTypeId } from '@site/shared/constants';
import type { GameEntry, GameProvider } from './api';

// ---------------------------------------------------------------------------------------------
// Transfer wallet and games. Money calls take an `Idempotency-Key` header (or an
// `idempotency_key` body field): same key + same body → the first answer; another body → HTTP 409.

/** POST /demo/play (SPEC §3 demo play request) → {game_url}; 203 {start_at, end_at}. */
export interface DemoPlayRequest {
  site_id: number;
  currency: CurrencyCode;
  device: number;
  gp_id: string;
  game_type: GameTypeId;
  game_code: string;
  house: number;
}
export interface DemoPlayResponse {
  game_url: string;
}
/** POST /demo/gp_games {site_id, currency, device, gp_id, game_type_id, house} → data.data. */
export interface DemoGpGamesResponse {
  data: GameEntry[];
}
/** POST /demo/gt_games {site_id, support_device, currency, template} → data.data (gp_list: the type's providers). */
export interface DemoGameType {
  gt_id: GameTypeId;
  gt_name: string;
  gt_icon: string;
  gt_icon_active: string;
  gp_list: GameProvider[];
}
export interface DemoGtGamesResponse {
  data: DemoGameType[];
}
/** POST /v2/get_tag_game_list {site_id, currency, support_device, tag, gt_id} → info. */
export interface TagGameListResponse {
  info: GameEntry[];
}
/** SPEC §3 game label: id, tag (hot, new), game_list. */
export interface GameLabel {
  id: number;
  tag: 'hot' | 'new';
  game_list: GameEntry[];
}
/** POST /v2/game_label {site_id, currency, device, gp_id, game_type_id, house} → list, main (every game). */
export interface GameLabelResponse {
  list: GameLabel[];
  main: GameEntry[];
}
/** POST /v2/get_template_game_list {site_id, currency, support_device} → info (12 games per type, hot first). */
export interface TemplateGameListResponse {
  info: Array<{ gt_id: GameTypeId; gt_name: string; game_list: GameEntry[] }>;
}
/** POST /arks/web/member-games/last-playing-game → list of game_id, most recent first (max 20). */
export interface LastPlayingGameResponse {
  list: number[];
}
/** POST /arks/web/hot-games {site_id, currency, gt_id} → list. */
export interface HotGamesResponse {
  list: GameEntry[];
}
/** POST /arks/web/favorite/store {data:[{game_id, status}]} (1 add, 0 remove) → the favourite game ids after. */
export interface FavoriteStoreRequest {
  data: Array<{ game_id: number; status: 0 | 1 }>;
}
export interface FavoriteStoreResponse {
  list: number[];
}
/** POST /arks/web/game/sport-quickbet-url {currency, support_device, domain, site_id}. */
export interface SportQuickbetUrlResponse {
  detail: { url: string; gp_id: string };
}
// Payments: the call types are derived from their descriptions (api/payments.ts).
