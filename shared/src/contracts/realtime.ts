/**
 * The realtime channels and events of SPEC §7, named once for the platform (which publishes them
 * through the Pusher HTTP API) and for the shell (which subscribes with laravel-echo). Channel names
 * are written as laravel-echo takes them: `private('member.42')` is the Pusher channel
 * `private-member.42`, `join('online.1')` is `presence-online.1`.
 */
import type { CurrencyCode } from '@site/shared/constants';

export const REALTIME_CHANNELS = {
  /** Public: the whole site (customer_service_link_change). */
  webMember: 'web_member',
  /** Public, per currency (carousel_picture.url). */
  webApi: (currency: string) => `web_api.${currency}`,
  /** Public, per desktop or mobile template (model_settings.url, model_sponsor.url, model_login.url, announcement.url). */
  template: (template: string) => `web_template.${template}`,
  /** Private, one member (echo name; the Pusher name is `private-member.{id}`). */
  member: (memberId: number | string) => `member.${memberId}`,
  /** Private, every member of one currency (RedEnvelopeDisplay). */
  memberCurrency: (currency: string) => `member.${currency}`,
  /** Presence: the members online on one site (echo name; the Pusher name is `presence-online.{siteId}`). */
  online: (siteId: number | string) => `online.${siteId}`,
} as const;

/** Pusher channel names (with the private-/presence- prefix) of the echo names above. */
export const pusherPrivate = (echoName: string) => `private-${echoName}`;
export const pusherPresence = (echoName: string) => `presence-${echoName}`;

/** Event names of SPEC §7, by channel. */
export const REALTIME_EVENTS = {
  webMember: ['customer_service_link_change'],
  webApi: ['carousel_picture.url'],
  // announcement.url is the site's own: SPEC §7 does not say how the marquee stays live, so its
  // change goes where the other content lists of the template go.
  template: ['model_settings.url', 'model_sponsor.url', 'model_login.url', 'announcement.url'],
  member: [
    'game.url',
    'forward_game.status',
    'member.cash',
    'letter.sent',
    'letter.read',
    'letter.delete',
    'all_transfer_back',
    'login',
    'profile.updated',
    'app_clean_cache',
    'member_deposit.success',
  ],
  memberCurrency: ['RedEnvelopeDisplay'],
} as const;

export type MemberEventName = (typeof REALTIME_EVENTS.member)[number];

/**
 * `member.cash`: the member's main wallet after a ledger movement. `seq` counts the movements of
 * that wallet (1, 2, 3, ...): a client that sees a gap, or reconnects, refetches the balance instead
 * of trusting what it holds. Events may arrive out of order; a `seq` not above the last is stale.
 */
export interface MemberCashEvent {
  member_id: number;
  currency: CurrencyCode;
  /** Main wallet, major units (as `member_cash` of the layout). */
  member_cash: number;
  seq: number;
}

/** `login`: the member logged in again; a window holding another token is logged out (SPEC §4). */
export interface MemberLoginEvent {
  member_login_id: number;
  /** SHA-256 (hex) of the new session's token: a window compares it with its own, never sees the token. */
  token_hash?: string;
}

/** `letter.sent`: the operator sent the member a letter (SPEC §7); `unread` counts the member's unread letters of that language. */
export interface LetterSentEvent {
  id: number;
  title: string;
  language: string;
  unread: number;
}

/** `letter.read` {id} and `letter.delete` {ids}: the member's own letter changes (another window follows). */
export interface LetterReadEvent {
  id: number;
}
export interface LetterDeleteEvent {
  ids: number[];
}

/** `game.url`: a game session opened (play1); another window of the member (e.g. /loading) can take the address. */
export interface GameUrlEvent {
  session_id: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  game_url: string;
}

/** Why a game session changed: opened by play1; closed by leave1, a desktop switch to another game, or the provider (end of game). */
/**
 * Why a game session opened or closed: play1; leave1; switch (another game opened on desktop);
 * provider (the game's own "back to lobby"); idle (no bet for the site's idle time: the page that
 * opened it is gone, so the platform brought the money back).
 */
export type ForwardGameReason = 'play1' | 'leave1' | 'switch' | 'provider' | 'idle';

/** `forward_game.status`: a game session of the member opened or closed. */
export interface ForwardGameStatusEvent {
  session_id: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  status: 'open' | 'closed';
  reason: ForwardGameReason;
}

/** `all_transfer_back`: every provider wallet came back (amount in major units). */
export interface AllTransferBackEvent {
  amount: number;
}

/** `app_clean_cache`: the operator asks the member's windows to log out and reload (SPEC §4). */
export interface AppCleanCacheEvent {
  reason: string;
}

/** `customer_service_link_change` on web_member: a brand's customer-service addresses per language (site detail env_config.customerUrl). */
export interface CustomerServiceLinkChangeEvent {
  site_id: number;
  brand: string;
  customer_url: Record<string, string>;
}

/** `carousel_picture.url` on web_api.{currency}: the banners of that currency changed; refetch `path`. */
export interface CarouselPictureChangedEvent {
  site_id: number;
  currency: string;
  /** The banner that changed and how. */
  id: number;
  action: 'created' | 'updated' | 'deleted';
  use_type: number;
  /** The call to refetch, e.g. `/arks/web/carousel_picture`. */
  path: string;
}

/** `model_settings.url` / `model_sponsor.url` / `model_login.url` on web_template.{template}: that list changed; refetch `path`. */
export interface ModelListChangedEvent {
  site_id: number;
  template: string;
  kind: 'model_setting' | 'model_sponsor' | 'model_login';
  /** The language whose list changed, or null for every language. */
  language: string | null;
  /** The call to refetch, e.g. `/web/model_setting`. */
  path: string;
}

/** `announcement.url` on web_template.{template}: the marquee announcements of the site changed; refetch `path`. */
export interface AnnouncementChangedEvent {
  site_id: number;
  template: string;
  /** The announcement that changed and how. */
  id: number;
  action: 'created' | 'updated' | 'deleted';
  /** The call to refetch: `/arks/web/announcement/marquee`. */
  path: string;
}

/** `RedEnvelopeDisplay` on private member.{currency}: a red envelope opened (times as `red_envelope_promotion` answers them, America/Caracas). */
export interface RedEnvelopeDisplayEvent {
  id: number;
  currency: string;
  start_at: string;
  end_at: string;
  timezone: string;
}

/** Payloads by member event (the rest are free-form objects). */
export interface MemberEventPayloads extends Record<MemberEventName, Record<string, unknown>> {
  'member.cash': MemberCashEvent & Record<string, unknown>;
  login: MemberLoginEvent & Record<string, unknown>;
  'letter.sent': LetterSentEvent & Record<string, unknown>;
  'letter.read': LetterReadEvent & Record<string, unknown>;
  'letter.delete': LetterDeleteEvent & Record<string, unknown>;
  'game.url': GameUrlEvent & Record<string, unknown>;
  'forward_game.status': ForwardGameStatusEvent & Record<string, unknown>;
  all_transfer_back: AllTransferBackEvent & Record<string, unknown>;
  app_clean_cache: AppCleanCacheEvent & Record<string, unknown>;
}

/** `member_deposit.success`: a deposit of the member was credited (SPEC §7). */
export interface MemberDepositSuccessEvent {
  order_no: string;
  amount: number;
  currency: CurrencyCode;
}
