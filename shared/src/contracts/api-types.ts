import type { CurrencyCode, GameTypeId, LanguageCode } from '@site/shared/constants';

/** The two response envelopes of SPEC §3; the API client normalises both to ApiResult. */
export interface CodeEnvelope<T = unknown> {
  code: string | number;
  message: string;
  data: T;
  text?: string;
}
export interface HeaderEnvelope<T = unknown> {
  header: { status: string | number; desc: string };
  body: T;
}
export type ApiEnvelope<T = unknown> = CodeEnvelope<T> | HeaderEnvelope<T>;

/** What every call resolves to once normalised. `ok` is true for the codes 100 and 1000. */
export interface ApiResult<T = unknown> {
  code: string;
  message: string;
  data: T;
  ok: boolean;
  /** The `text` field of the code envelope when present (e.g. /clientCaptcha returns text and data). */
  text?: string;
}

/** POST /captcha {type, site_id} (SPEC §7). `captcha` is an image data URL. */
export interface CaptchaRequest {
  type: 1 | 2;
  site_id: number;
}
export interface CaptchaResponse {
  token: string;
  captcha: string;
  placeholder: string;
}

/** The login payload of SPEC §3. */
export interface LoginPayload {
  account: string;
  password: string;
  site_id: number;
  answer: string;
  captcha_token: string;
  remote_addr?: string;
  host: string;
  device: number;
  system_group?: string;
  udid?: string;
  login_type?: number;
  cdn?: string;
  system?: string;
  browser?: string;
  system_version?: string;
}
/** POST /login success data (SPEC §7). */
export interface LoginResponse {
  member_id: number;
  member_account: string;
  member_login_id: number;
  member_currency: CurrencyCode;
  token: string;
}

/** Member layout info, POST /member/profile/common/layout (SPEC §3). Amounts in major units as numbers. */
export interface MemberLayout {
  id: number;
  member_currency: CurrencyCode;
  member_cash: number;
  member_account: string;
  member_type: number;
  agent_type: number;
  agent_level: number;
  is_agent: 0 | 1;
  agent_active: 0 | 1;
  is_playing: 0 | 1;
  cash_back_status: 0 | 1;
  wallet_status: 0 | 1;
  first_login_to_change_password: 0 | 1;
  need_bank_account_deposit_verified: 0 | 1;
}

/** POST /member/profile/my_cash (SPEC §3). */
export interface MyCashEntry {
  gp_id: string;
  gp_name: string;
  cash: number;
  is_light: 0 | 1;
  icon_dark: string;
  icon_light: string;
}
export interface MyCashResponse {
  my_cash_list: MyCashEntry[];
  total: number;
}

/** A game as listed under a game type (the "game provider entry" of SPEC §3). */
export interface GameEntry {
  id: number;
  game_id: number;
  gp_id: string;
  gp_gt_name: string;
  game_type: GameTypeId;
  game_code: string;
  game_name: Partial<Record<LanguageCode, string>>;
  house: number;
  customized: 0 | 1;
  icon_light: string;
  member_favorite: 0 | 1;
  tags: Array<'hot' | 'new'>;
}
/** A provider within a game type. */
export interface GameProvider {
  gp_id: string;
  gp_name: string;
  gp_gt_name: string;
  game_type: GameTypeId;
  house: number;
  customized: 0 | 1;
  icon_light: string;
  icon_dark: string;
  maintain: 0 | 1;
}
/** A game type with its providers and games (SPEC §3: gt_id, gt_name, gt_icon, gt_icon_active, gp_list). */
export interface GameType {
  gt_id: GameTypeId;
  gt_name: string;
  gt_icon: string;
  gt_icon_active: string;
  providers: GameProvider[];
  gp_list: GameEntry[];
}
/** POST /v3/game_list {currency, site_id, support_device, template}. */
export interface GameListRequest {
  currency: CurrencyCode;
  site_id: number;
  support_device: number;
  template: string;
}
export interface GameListResponse {
  list: GameType[];
}
