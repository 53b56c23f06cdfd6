import type {
  BankAccountStatus,
  CurrencyCode,
  GameTypeId,
  LanguageCode,
  PaymentMethod,
  PaymentOrderKind,
  PaymentOrderStatus,
  TransactionType,
} from '@site/shared/constants';
import type { LoginResponse } from './api/auth';
import type { GameEntry, GameProvider } from './api';
import type { PaymentFailure, TransactionRemark } from './server-texts';

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
/** POST /v2/get_jackpot {currency}: major units; the client pads to 10 integer digits. */
export interface JackpotResponse {
  jackpot_amount_total: number;
  currency: CurrencyCode;
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
// ---- Payments: deposits, withdrawals, bank accounts, records. Amounts in major units. ----

/** POST /arks/web/payment/channels {currency?} → the channels of a currency. */
export interface PaymentChannel {
  method: PaymentMethod;
  channel_id: string;
  name: string;
  min: number;
  max: number;
  /** Amounts offered as buttons (fast payment; empty otherwise). */
  presets: number[];
  /** Fee charged to the member, major units (0: the operator pays it). */
  fee: number;
}
export interface PaymentChannelsResponse {
  currency: CurrencyCode;
  list: PaymentChannel[];
  /** Withdrawal limits of the currency. */
  withdraw: { min: number; max: number; fee: number };
}
/** POST /arks/web/member/bank-account/banks {currency} → the banks a member of that currency can bind. */
export interface BankEntry {
  bank_code: string;
  bank_name: string;
}
export interface BanksResponse {
  currency: CurrencyCode;
  list: BankEntry[];
}
/** A bound bank account; the number is masked except its last 4 digits. */
export interface BankAccountEntry {
  id: number;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  status: BankAccountStatus;
  verified_at: string;
  created_at: string;
}
/** POST /arks/web/member/bank-account (list) and .../store (bind: the new entry). */
export interface BankAccountListResponse {
  list: BankAccountEntry[];
  max: number;
}
export interface BankAccountStoreRequest {
  bank_code: string;
  account_name: string;
  account_number: string;
  withdraw_password?: string;
}
/** POST /arks/web/deposit {method, channel_id, amount, bank_account_id?, return_url?}. */
export interface DepositRequest {
  method: PaymentMethod;
  channel_id: string;
  amount: number;
  bank_account_id?: number;
  return_url?: string;
}
/** POST /arks/web/fast-deposit {amount, return_url?}. */
export interface FastDepositRequest {
  amount: number;
  return_url?: string;
}
export interface DepositResponse {
  order_no: string;
  status: 'pending';
  /** The PSP's checkout page (signed token); open it in the deposit window. */
  pay_url: string;
  /** ISO 8601: the PSP refuses to take the payment after this. */
  expires_at: string;
  amount: number;
  currency: CurrencyCode;
  method: PaymentMethod;
  channel_id: string;
}
/** Deposit 203: go to /user/BindAccount. */
export interface DepositVerifyRequired {
  redirect: string;
}
/** POST /arks/web/deposit/status and /deposit/cancel {order_no} → the order. */
export interface PaymentOrder {
  order_no: string;
  kind: PaymentOrderKind;
  method: PaymentMethod;
  channel_id: string;
  channel_name: string;
  amount: number;
  fee: number;
  currency: CurrencyCode;
  status: PaymentOrderStatus;
  /** The bank account (masked) of a withdrawal or bank-transfer deposit, else ''. */
  bank_account: string;
  /** Why a failed or cancelled order did not go through, as a key to translate; null otherwise. */
  failure_reason: PaymentFailure | null;
  created_at: string;
  settled_at: string;
}
/** POST /arks/web/withdraw {amount, bank_account_id, withdraw_password}. */
export interface WithdrawRequest {
  amount: number;
  bank_account_id: number;
  withdraw_password: string;
}
export interface WithdrawResponse extends PaymentOrder {
  /** The main wallet after the hold, major units. */
  member_cash: number;
}
/** Withdraw 206: attempts left before the lock; 207: seconds until it lifts. */
export interface WithdrawPasswordFailure {
  attempts_left?: number;
  retry_after_s?: number;
}
/** POST /arks/web/member/transaction-record {start_date, end_date, page, count, type?}. */
export interface TransactionRecordRequest {
  start_date: string;
  end_date: string;
  page?: number;
  count?: number;
  type?: TransactionType;
}
export interface TransactionRecord {
  id: number;
  /** ISO 8601. */
  created_at: string;
  type: TransactionType;
  /** Signed, major units: + into the wallet, - out of it. */
  amount: number;
  /** The wallet's balance right after this movement, major units. */
  balance_after: number;
  /** 'main', or the provider (gp_id) of a provider-wallet movement (bet, win, rollback). */
  wallet: string;
  gp_id: string;
  order_no: string;
  /** What the movement was, as a key to translate with its parameters. */
  remark: TransactionRemark;
}
export interface TransactionRecordResponse {
  list: TransactionRecord[];
  total: number;
  page: number;
  count: number;
}
/** POST /arks/web/member/dw-record {start_date, end_date, page, count, type 0 all / 1 deposit / 2 withdraw, status?}. */
export interface DwRecordRequest {
  start_date: string;
  end_date: string;
  page?: number;
  count?: number;
  type?: 0 | 1 | 2;
  status?: PaymentOrderStatus;
}
export interface DwRecordResponse {
  list: PaymentOrder[];
  total: number;
  page: number;
  count: number;
  /** Sums of the successful orders on this page and over the whole filter, per kind. */
  page_sum: { deposit: number; withdraw: number };
  total_sum: { deposit: number; withdraw: number };
}
/** Realtime `member_deposit.success` on member.{id}. */
export interface MemberDepositSuccessEvent {
  order_no: string;
  amount: number;
  currency: CurrencyCode;
}
