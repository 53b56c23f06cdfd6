import type { CurrencyCode, GameTypeId } from '@site/shared/constants';
import type { LoginResponse } from './api/auth';
import type { GameEntry, GameProvider } from './api';

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

/** POST /member/profile -> {member_profile} (SPEC §3). identity_id is only returned masked (new_identity_id). */
export interface MemberProfile {
  id: number;
  member_account: string;
  member_name: string;
  is_withdraw_password: 0 | 1;
  member_birthday: string;
  member_email: string;
  member_currency: CurrencyCode;
  member_phone: string;
  member_line: string;
  member_others: string;
  member_qq: string;
  member_skype: string;
  member_wechat: string;
  member_fb: string;
  member_zalo: string;
  member_telegram: string;
  member_whats_app: string;
  new_identity_id: string;
}
export interface MemberProfileResponse {
  member_profile: MemberProfile;
}
/** POST /member/profile/edit_password; codes 101 current wrong, 102 rule, 103 confirmation, 104 unchanged. */
export interface EditPasswordRequest {
  old_password: string;
  new_password: string;
  confirm_password: string;
}
/** POST /member_info {id}. */
export interface MemberInfoResponse {
  id: number;
  currency: CurrencyCode;
}
/** POST /arks/web/agent-level-rename. */
export interface AgentLevelRenameResponse {
  detail: Array<{ agent_level: number; name: string }>;
}
/** POST /bonus_setting/check {member_currency, site_id}. */
export interface BonusSettingCheckResponse {
  is_friend: 0 | 1;
}
/** POST /arks/web/cash_surplus/check {site_id, currency}. */
export interface CashSurplusCheckResponse {
  active: 0 | 1;
}

/** POST /arks/web/register-settings {site_id} -> {list} (SPEC §3); the setting type lives with the schema. */
export type { RegisterFieldSetting } from '@site/shared/validation';
/** POST /register: the form of SPEC §3 in snake case, with site_id and member_currency. */
export interface RegisterRequest {
  site_id: number;
  member_currency: CurrencyCode;
  member_account: string;
  password: string;
  member_confirm_password?: string;
  member_name?: string;
  member_email?: string;
  /** year-month-day joined by '-'. */
  member_birthday?: string;
  member_phone?: string;
  /** The 6-digit SMS code (verify_code is accepted as an alias). */
  phone_verify?: string;
  identity_id?: string;
  /** 4 digits joined. */
  withdraw_password?: string;
  member_qq?: string;
  member_telegram?: string;
  member_whats_app?: string;
  member_skype?: string;
  member_fb?: string;
  member_zalo?: string;
  member_wechat?: string;
  member_line?: string;
  member_others?: string;
  /** Captcha text (type 2) and its token; member_captcha is accepted as an alias of answer. */
  answer?: string;
  captcha_token?: string;
  /** Agent id or recommend code, by register_type. */
  introducer?: string;
  register_type?: '' | 'member_agent' | 'recommend_code';
  /** From /arks/web/check-agent-domain: locks agent and currency. */
  agent_domain_id?: number;
  remote_addr?: string;
  host?: string;
  device?: number;
}
/** Success data of POST /register: the member is logged in. */
export type RegisterResponse = LoginResponse;
/**
 * A register failure envelope (SPEC §8): `codeFull` is `<code>.<field>` (`104.member_phone`,
 * `996.toast`), data.field the form field (or 'toast'); HTTP 400 answers add data.key, the i18n
 * key of the SPEC §5 rule that failed.
 */
export interface RegisterFailureEnvelope {
  code: string;
  codeFull: string;
  message: string;
  data: { field: string; key?: string };
}
/** POST /register/verification {<one field>, site_id, member_currency, verification: 1}: code only. */
export interface RegisterVerificationRequest {
  site_id: number;
  member_currency: CurrencyCode;
  verification: 1;
  [field: string]: string | number;
}
/** POST /register/valid_message {site_id, recommend_code | agent_id}. */
export interface ValidMessageResponse {
  is_valid: 0 | 1;
  /** '100', or the register code of the reason (106, 107, 108, 109, 110, 112, 219, 228). */
  code: string;
  message: string;
}
/** POST /arks/web/check-agent-domain {host, site_id}. */
export interface CheckAgentDomainResponse {
  is_valid: 0 | 1;
  currency: string;
  agent_id: number;
  /** Send back as agent_domain_id with /register. */
  agent_domain_id: number;
}
/** POST /register/sms {member_phone, currency, type: 'register_member', site_id}. */
export interface RegisterSmsResponse {
  countdown: number;
  /** The configured wait (seconds) after the first 300 s (SPEC §4). */
  verify_time: number;
  expires_in: number;
}

/** /web/logo -> {web_logo_list}. */
export interface WebLogo {
  id: number;
  photo_path: string;
  brand: string;
  variant: string;
}
/** /arks/web/footer -> {list}: url_type outerLink | main | faq. */
export interface FooterEntry {
  id: number;
  title: string;
  url_type: 'outerLink' | 'main' | 'faq';
  url: string;
}
/** /get_info_data {enc}: data is a JSON string of this. */
export interface InfoData {
  tk: string;
  member_id: number;
  member_account: string;
  member_currency: CurrencyCode;
}

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
/** Realtime `member_deposit.success` on member.{id}. */
export interface MemberDepositSuccessEvent {
  order_no: string;
  amount: number;
  currency: CurrencyCode;
}
