import type { CurrencyCode, LanguageCode } from '@site/shared/constants';
import type { LoginResponse, MemberLayout } from './api';
import type { GameLaunchTarget, GamePlayState } from './game-launch';
import type { ModalName } from './remote-props';
import type { ForwardGameStatusEvent, GameUrlEvent, RedEnvelopeDisplayEvent } from './realtime';

/** The session as the shell publishes it. Remotes read it; only the shell changes it. */
export type SessionState =
  { status: 'restoring' } | { status: 'anonymous' } | { status: 'member'; token: string; member: MemberLayout };

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/**
 * Every event on the bus and its payload (ARCHITECTURE "State across apps"). Names are namespaced
 * by owner. Whether a late subscriber gets the last value is in BUS_EVENT_BEHAVIOUR.
 */
export interface BusEvents {
  /** Shell → all: the current session. */
  'session:changed': SessionState;
  /** auth → shell: a login call succeeded; the shell stores the token and loads the member. */
  'session:login-succeeded': LoginResponse;
  /**
   * any → shell: log out. 'user': the member asked (the server is told). 'unauthorized': the token
   * is no longer valid. 'kicked': the member logged in elsewhere (SPEC §4: warning already_login_msg).
   * 'cache-clean': the platform's app_clean_cache event (SPEC §4: log out, then reload).
   */
  'session:logout-requested': { reason?: 'user' | 'unauthorized' | 'kicked' | 'cache-clean' };
  /**
   * any → shell (the session): the member's layout changed on the platform (a password changed at
   * first login, a profile edit): read it again and publish `session:changed` with it.
   */
  'session:member-refresh-requested': Record<string, never>;
  /** api client → shell: a call answered 401. */
  'session:unauthorized': { path: string };
  /**
   * lobby → shell: the home page's own first banner is on screen, or the page has none to show; the
   * picture the static server drew in its place (FIRST_SCREEN_ID) may go.
   */
  'page:first-banner-shown': Record<string, never>;
  /** Shell → all: the site language. */
  'locale:changed': { language: LanguageCode };
  /** Shell → all: the visitor's/member's currency. */
  'locale:currency-changed': { currency: CurrencyCode };
  /** Shell (the session) → all: the member's main balance; null while loading (shown as a dash). */
  'wallet:balance': { currency: CurrencyCode; member_cash: number | null };
  /** any → shell (the session): read the balance again (the member asked, or the socket may have missed a movement). */
  'wallet:refresh-requested': Record<string, never>;
  /** any → shell modal host: open a dialog. */
  'modal:open': { name: ModalName; params?: Record<string, unknown> };
  'modal:close': { name: ModalName };
  /** any → shell: navigate the browser (the shell owns the URL). */
  'nav:navigate': { to: string; replace?: boolean };
  /**
   * Shell socket → all: an event of a realtime channel (SPEC §7). `channel` is the echo name
   * (`member.42`, `web_api.VND`, ...). Remotes listen through `@site/shared/realtime`
   * (onMemberEvent, onRealtimeEvent) and never open a socket of their own.
   */
  'realtime:event': { channel: string; event: string; data: unknown };
  /** Shell socket → all: the connection state of the shell's socket. */
  'realtime:status': { state: 'connecting' | 'connected' | 'unavailable' | 'disconnected' };
  /**
   * Shell socket → session: the member's private channel (member.{id}) is being joined, or has been
   * (re)subscribed. The session, which owns the balance, decides whether a layout read is needed:
   * movements before a subscription are not sent as events.
   */
  'realtime:member-channel': { member_id: number; state: 'joining' | 'subscribed' };
  /**
   * Shell socket → all: a public channel (`web_member`, `web_api.{currency}`, a template's) has been
   * (re)subscribed. The socket opens once the page is idle, and events sent before a subscription
   * never arrive: whoever keeps data current from that channel's events reads it again.
   */
  'realtime:public-channel': { channel: string };
  /**
   * Shell socket → all: the member's letters changed (SPEC §7 letter.sent / letter.read /
   * letter.delete): whoever shows the unread count or the list fetches it again. `unread` (after a
   * letter.sent) is the unread count of that letter's language.
   */
  'letters:changed': { reason: 'sent' | 'read' | 'delete'; ids: number[]; unread?: number; language?: string };
  /** Shell socket → all: the brand's customer-service addresses changed (customer_service_link_change). */
  'support:customer-url-changed': { customer_url: Record<string, string> };
  /**
   * Shell socket → all: a content list changed on the platform (carousel_picture.url on the
   * currency's channel, model_*.url and announcement.url on the template's channel): whoever shows
   * it calls `path` again.
   */
  'content:changed': {
    list: 'carousel_picture' | 'model_setting' | 'model_sponsor' | 'model_login' | 'announcement';
    path: string;
    currency?: string;
    template?: string;
    use_type?: number;
    language?: string | null;
  };
  /** Shell socket → all: a red envelope opened for the member's currency (RedEnvelopeDisplay). */
  'promotion:red-envelope': RedEnvelopeDisplayEvent;
  /** Shell socket → all: a game of the member opened with this address (game.url), e.g. for the /loading window. */
  'game:url': GameUrlEvent;
  /** Shell socket → all: a game session of the member opened or closed (forward_game.status). */
  'game:status': ForwardGameStatusEvent;
  /**
   * any → shell launcher: open a game (a tile, a banner, a hot row, a search result, the demo
   * dialogs, the sport frame's U003). The launcher decides the mode and answers with `game:state`.
   */
  'game:launch-requested': GameLaunchTarget;
  /** any → shell launcher: end the game in play (leave1, balance read again); `home` returns to the lobby. */
  'game:quit-requested': { home?: boolean };
  /** Shell launcher → all: the game flow (SPEC §4 starting, playing, quitting) and the dialog it needs. */
  'game:state': GamePlayState;
  /** member centre → shell launcher: a one-key transfer back is running (SPEC §5: no game starts meanwhile). */
  'wallet:transfer-back': { running: boolean };
  /** any → shell toaster. `message` is an i18n key or a server message. */
  'toast:show': { kind: ToastKind; message: string; params?: Record<string, unknown>; duration?: number };
}
export type BusEventName = keyof BusEvents;

export const BUS_EVENT_BEHAVIOUR: Record<BusEventName, { replay: boolean }> = {
  'session:changed': { replay: true },
  'session:login-succeeded': { replay: false },
  'session:logout-requested': { replay: false },
  'session:unauthorized': { replay: false },
  'session:member-refresh-requested': { replay: false },
  'page:first-banner-shown': { replay: false },
  'locale:changed': { replay: true },
  'locale:currency-changed': { replay: true },
  'wallet:balance': { replay: true },
  'wallet:refresh-requested': { replay: false },
  'modal:open': { replay: false },
  'modal:close': { replay: false },
  'nav:navigate': { replay: false },
  'toast:show': { replay: false },
  'realtime:event': { replay: false },
  'realtime:status': { replay: true },
  'realtime:member-channel': { replay: false },
  'realtime:public-channel': { replay: false },
  'letters:changed': { replay: false },
  'support:customer-url-changed': { replay: false },
  'content:changed': { replay: false },
  'promotion:red-envelope': { replay: false },
  'game:url': { replay: false },
  'game:status': { replay: false },
  'game:launch-requested': { replay: false },
  'game:quit-requested': { replay: false },
  'game:state': { replay: true },
  'wallet:transfer-back': { replay: true },
};
