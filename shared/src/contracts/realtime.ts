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
  /** Public, per desktop or mobile template (model_settings.url, model_sponsor.url, model_login.url). */
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
  template: ['model_settings.url', 'model_sponsor.url', 'model_login.url'],
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

/** Payloads by member event (the rest are free-form objects). */
export interface MemberEventPayloads extends Record<MemberEventName, Record<string, unknown>> {
  'member.cash': MemberCashEvent & Record<string, unknown>;
  login: MemberLoginEvent & Record<string, unknown>;
}
