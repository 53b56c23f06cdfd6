import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { Subscription } from 'rxjs';
import { LOST_CHANNEL_LOGOUT_MS, SOCKET_TIMEOUT_MS } from '@site/shared/constants';
import {
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
  type AnnouncementChangedEvent,
  type CarouselPictureChangedEvent,
  type CustomerServiceLinkChangeEvent,
  type ForwardGameStatusEvent,
  type GameUrlEvent,
  type LetterSentEvent,
  type LoginResponse,
  type ModelListChangedEvent,
  type RedEnvelopeDisplayEvent,
  type MemberLoginEvent,
  type SessionState,
  type SiteConfig,
} from '@site/shared/contracts';
import { bus } from '@site/shared/bus';
import { tokenStore } from '@site/shared/storage';
import { quietWebSocket } from './quiet-web-socket';
import { reconnectDelay } from './reconnect-delay';

/** The pieces of pusher-js that the service drives (a fake in unit tests). */
export type PusherLike = Pick<Pusher, 'connect' | 'disconnect' | 'subscribe' | 'unsubscribe' | 'channel'> & {
  connection: Pick<Pusher['connection'], 'bind' | 'state'>;
  channels: Pick<Pusher['channels'], 'find' | 'remove'>;
};

export interface RealtimeServiceOptions {
  siteConfig: SiteConfig;
  /** Where the auth endpoint is (the platform; default `/api/broadcasting/auth`, same origin). */
  authEndpoint?: string;
  /** Makes the pusher-js client (tests pass a fake). */
  createClient?: (key: string, options: ConstructorParameters<typeof Pusher>[1]) => PusherLike;
  /** Hashes the token like the platform does (SHA-256 hex) to compare with a `login` event. */
  hashToken?: (token: string) => Promise<string | null>;
  /** A login that succeeded before the service started (its event is not replayed on the bus). */
  login?: LoginResponse;
}

export interface RealtimeService {
  stop(): void;
}

/** pusher-js opens its sockets through its runtime; ours drop the frames a closing socket cannot take. */
function installQuietSockets() {
  const runtime = Pusher.Runtime as { getWebSocketAPI(): unknown };
  if (typeof WebSocket === 'undefined' || runtime.getWebSocketAPI() !== WebSocket) return;
  const Quiet = quietWebSocket(WebSocket);
  runtime.getWebSocketAPI = () => Quiet;
}

async function sha256Hex(value: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The shell's socket (SPEC §4 "Real time", §7 "Real-time"). Started once by the shell; remotes never
 * open a socket, they listen on the bus (`realtime:event`) through onMemberEvent/onRealtimeEvent.
 *
 * - Public channels always (web_member, web_api.{currency}, web_template.{template}); for a member
 *   also private member.{id}, member.{currency} and the presence channel, authorised with the
 *   stored token (read at each authorisation, so a new token is used at once).
 * - Reconnect: pusher-js reconnects by itself; when it gives up (unavailable/failed/disconnected
 *   while we want a socket) we reconnect after 1 s, 2 s, 4 s, then every 5 s; 20 s is the timeout.
 * - `login` with another token's hash: log out with already_login_msg. `app_clean_cache`: log out
 *   and reload. The member channel refused (401/403) and still not back after 2 s: log out. A
 *   refusal for any other reason (network, 5xx; the presence channel answers 503 while the realtime
 *   service cannot reach Redis) is authorised again after 1 s, 2 s, 4 s, then every 5 s, on every
 *   member channel (own, currency, presence), instead of logging out.
 * - The balance belongs to the session (member-balance.ts): `member.cash` reaches it as a
 *   `realtime:event`; the member channel's joins and (re)subscriptions are told on
 *   `realtime:member-channel`, and a reconnect asks for a read (`wallet:refresh-requested`), so it
 *   can read the layout again when a movement may have been missed.
 * - The member channel is joined as soon as a login succeeds (its id and currency are in the login
 *   answer), while the session reads the member, so the subscription does not wait for that read.
 * - The other events become typed bus events for whoever shows what changed: letter.sent/read/delete
 *   → `letters:changed`; customer_service_link_change (of this brand) → `support:customer-url-changed`;
 *   carousel_picture.url, model_*.url and announcement.url → `content:changed` {list, path}; RedEnvelopeDisplay (of the
 *   member's currency) → `promotion:red-envelope`; game.url → `game:url`; forward_game.status → `game:status`.
 */
export function startRealtime(options: RealtimeServiceOptions): RealtimeService {
  const { siteConfig } = options;
  const rt = siteConfig.realtime;
  const subs = new Subscription();
  if (!rt) return { stop: () => undefined };
  const hashToken = options.hashToken ?? sha256Hex;
  const authEndpoint = options.authEndpoint ?? '/api/broadcasting/auth';
  /** The authorisations under way, by pusher channel name: a channel left cancels its own. */
  const authorising = new Map<string, AbortController>();
  /** The HTTP status of each channel's last refused authorisation (pusher-js passes on only the message). */
  const refusedStatus = new Map<string, number>();

  /**
   * pusher-js's own ajax authoriser cannot be cancelled: a member channel left while its
   * authorisation was under way (a logout) would still be answered, and after the logout that
   * answer is a 401. Ours is pusher-js's request (form body, the stored token) with an abort.
   */
  function authorise(
    { socketId, channelName }: { socketId: string; channelName: string },
    callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void,
  ) {
    authorising.get(channelName)?.abort();
    const controller = new AbortController();
    authorising.set(channelName, controller);
    refusedStatus.delete(channelName);
    const done = () => {
      if (authorising.get(channelName) === controller) authorising.delete(channelName);
    };
    void (async () => {
      try {
        const res = await fetch(authEndpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            authorization: tokenStore.get() ?? '',
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
          signal: controller.signal,
        });
        if (!res.ok) {
          refusedStatus.set(channelName, res.status);
          throw new Error(`channel authorisation refused: ${res.status}`);
        }
        const data = (await res.json()) as { auth: string; channel_data?: string };
        done();
        callback(null, data);
      } catch (error) {
        done();
        // A cancelled authorisation belongs to a channel that is gone: nobody waits for it.
        if (controller.signal.aborted) return;
        callback(error instanceof Error ? error : new Error(String(error)), null);
      }
    })();
  }

  const pusherOptions: ConstructorParameters<typeof Pusher>[1] = {
    cluster: '',
    wsHost: rt.host,
    wsPort: rt.port,
    wssPort: rt.port,
    forceTLS: rt.tls,
    enabledTransports: rt.tls ? ['wss'] : ['ws'],
    disableStats: true,
    activityTimeout: 30_000,
    pongTimeout: 10_000,
    unavailableTimeout: SOCKET_TIMEOUT_MS,
    channelAuthorization: { customHandler: authorise },
  };
  if (!options.createClient) installQuietSockets();
  const client = options.createClient ? options.createClient(rt.key, pusherOptions) : new Pusher(rt.key, pusherOptions);
  const echo = new Echo({ broadcaster: 'pusher', key: rt.key, client: client, withoutInterceptors: true });

  let stopped = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let lostTimer: ReturnType<typeof setTimeout> | undefined;
  let wasConnected = false;
  let member: { id: number; currency: string } | null = null;
  let currency: string | null = null;
  const joined = new Set<string>();

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    const delay = reconnectDelay(attempt++);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (!stopped && client.connection.state !== 'connected' && client.connection.state !== 'connecting')
        client.connect();
    }, delay);
  };

  client.connection.bind('state_change', ({ current }: { current: string }) => {
    const state =
      current === 'connected' || current === 'connecting' || current === 'unavailable' ? current : 'disconnected';
    bus.emit('realtime:status', { state });
    if (current === 'connected') {
      attempt = 0;
      if (wasConnected) {
        // Better than SPEC §4: after a blip, pusher-js re-authorises and resubscribes every channel
        // with the stored token; whatever moved meanwhile is read again.
        if (member) bus.emit('wallet:refresh-requested', {});
      }
      wasConnected = true;
    } else if (!stopped && (current === 'unavailable' || current === 'failed' || current === 'disconnected')) {
      scheduleReconnect();
    }
  });

  const forward = (
    channel: string,
    events: readonly string[],
    listen: (event: string, cb: (data: unknown) => void) => void,
  ) => {
    for (const event of events) listen(`.${event}`, (data) => bus.emit('realtime:event', { channel, event, data }));
  };

  const joinPublic = (name: string, events: readonly string[], onEvent?: (event: string, data: unknown) => void) => {
    if (joined.has(name)) return;
    joined.add(name);
    const channel = echo.channel(name);
    channel.subscribed(() => bus.emit('realtime:public-channel', { channel: name }));
    forward(name, events, (e, cb) => channel.listen(e, cb));
    if (onEvent) for (const event of events) channel.listen(`.${event}`, (data: unknown) => onEvent(event, data));
  };

  /** Public content events → `support:customer-url-changed` / `content:changed`. */
  const onWebMember = (event: string, data: unknown) => {
    const e = data as CustomerServiceLinkChangeEvent;
    if (
      event !== 'customer_service_link_change' ||
      !e ||
      e.brand !== siteConfig.brand.code ||
      e.site_id !== siteConfig.site_id
    )
      return;
    bus.emit('support:customer-url-changed', { customer_url: { ...e.customer_url } });
  };
  const onWebApi = (event: string, data: unknown) => {
    const e = data as CarouselPictureChangedEvent;
    if (event !== 'carousel_picture.url' || !e || e.site_id !== siteConfig.site_id) return;
    bus.emit('content:changed', { list: 'carousel_picture', path: e.path, currency: e.currency, use_type: e.use_type });
  };
  const onTemplate = (event: string, data: unknown) => {
    if (event === 'announcement.url') {
      const a = data as AnnouncementChangedEvent;
      if (!a || a.site_id !== siteConfig.site_id) return;
      bus.emit('content:changed', { list: 'announcement', path: a.path, template: a.template });
      return;
    }
    const e = data as ModelListChangedEvent;
    if (!e || e.site_id !== siteConfig.site_id) return;
    bus.emit('content:changed', { list: e.kind, path: e.path, template: e.template, language: e.language });
  };
  const leave = (name: string) => {
    if (!joined.delete(name)) return;
    echo.leave(name);
    for (const pusherName of [name, `private-${name}`, `presence-${name}`]) {
      authorising.get(pusherName)?.abort();
      // pusher-js only marks a channel whose subscription is still pending as cancelled and keeps
      // it: on the next connection it would authorise it again, with whatever token is stored then.
      if (client.channels.find(pusherName)) client.channels.remove(pusherName);
    }
  };

  async function onLogin(e: MemberLoginEvent) {
    const token = tokenStore.get();
    if (!token || !member) return;
    const mine = await hashToken(token);
    // Without a hash to compare (no WebCrypto), a login event is taken as another login.
    if (mine !== null && e.token_hash === mine) return;
    bus.emit('session:logout-requested', { reason: 'kicked' });
  }

  function joinMember(m: { id: number; currency: string }) {
    const own = REALTIME_CHANNELS.member(m.id);
    if (joined.has(own)) return;
    joined.add(own);
    bus.emit('realtime:member-channel', { member_id: m.id, state: 'joining' });
    const channel = echo.private(own);
    channel.subscribed(() => {
      clearTimeout(lostTimer);
      lostTimer = undefined;
      bus.emit('realtime:member-channel', { member_id: m.id, state: 'subscribed' });
    });
    retryFailedAuth(channel, `private-${own}`, own, () => {
      // SPEC §4: the member channel is lost; after 2 s, if it is not back, log out.
      clearTimeout(lostTimer);
      lostTimer = setTimeout(() => {
        if (member && joined.has(own)) bus.emit('session:logout-requested', { reason: 'unauthorized' });
      }, LOST_CHANNEL_LOGOUT_MS);
    });
    forward(own, REALTIME_EVENTS.member, (e, cb) => channel.listen(e, cb));
    channel.listen('.login', (e: MemberLoginEvent) => void onLogin(e));
    channel.listen('.app_clean_cache', () => bus.emit('session:logout-requested', { reason: 'cache-clean' }));
    channel.listen('.letter.sent', (e: LetterSentEvent) =>
      bus.emit('letters:changed', { reason: 'sent', ids: [e.id], unread: e.unread, language: e.language }),
    );
    channel.listen('.letter.read', (e: { id: number }) => bus.emit('letters:changed', { reason: 'read', ids: [e.id] }));
    channel.listen('.letter.delete', (e: { ids: number[] }) =>
      bus.emit('letters:changed', { reason: 'delete', ids: [...(e.ids ?? [])] }),
    );
    channel.listen('.game.url', (e: GameUrlEvent) => bus.emit('game:url', { ...e }));
    channel.listen('.forward_game.status', (e: ForwardGameStatusEvent) => bus.emit('game:status', { ...e }));

    const byCurrency = REALTIME_CHANNELS.memberCurrency(m.currency);
    joined.add(byCurrency);
    const currencyChannel = echo.private(byCurrency);
    retryFailedAuth(currencyChannel, `private-${byCurrency}`, byCurrency);
    forward(byCurrency, REALTIME_EVENTS.memberCurrency, (e, cb) => currencyChannel.listen(e, cb));
    currencyChannel.listen('.RedEnvelopeDisplay', (e: RedEnvelopeDisplayEvent) => {
      if (member && e && e.currency === member.currency) bus.emit('promotion:red-envelope', { ...e });
    });

    const online = REALTIME_CHANNELS.online(siteConfig.site_id);
    joined.add(online);
    // A presence join is refused with 503 while the realtime service cannot reach its shared state.
    retryFailedAuth(echo.join(online), `presence-${online}`, online);
  }

  /**
   * A subscription whose authorisation failed for a reason other than a refusal (the network, a 5xx,
   * the presence state unreachable) is authorised again with the §7 delays, on the same channel
   * object (a new one would lose echo's listeners), while it is still wanted. A refusal (401/403)
   * goes to `onRefused` instead.
   */
  function retryFailedAuth(
    channel: {
      error(cb: (err: { status?: number } | undefined) => void): unknown;
      subscribed(cb: () => void): unknown;
    },
    pusherName: string,
    wanted: string,
    onRefused?: () => void,
  ) {
    let attempt = 0;
    channel.subscribed(() => {
      attempt = 0;
    });
    channel.error((err) => {
      const status = err?.status ?? refusedStatus.get(pusherName) ?? 0;
      if (status === 401 || status === 403) {
        onRefused?.();
        return;
      }
      setTimeout(() => {
        const current = client.channel(pusherName) as unknown as
          { subscribed?: boolean; subscribe?: () => void } | undefined;
        if (!stopped && member && joined.has(wanted) && current && !current.subscribed) current.subscribe?.();
      }, reconnectDelay(attempt++));
    });
  }

  function leaveMember() {
    if (!member) return;
    clearTimeout(lostTimer);
    lostTimer = undefined;
    // The platform closes the socket an ended session authorised; unsubscribing over it would race
    // that close (a send on a closing socket). So the socket goes first, the member channels are
    // left without a word, and a fresh socket carries the public channels on.
    const open = client.connection.state === 'connected' || client.connection.state === 'connecting';
    if (open) client.disconnect();
    for (const name of [
      REALTIME_CHANNELS.member(member.id),
      REALTIME_CHANNELS.memberCurrency(member.currency),
      REALTIME_CHANNELS.online(siteConfig.site_id),
    ]) {
      leave(name);
    }
    member = null;
    if (open && !stopped) client.connect();
  }

  joinPublic(REALTIME_CHANNELS.webMember, REALTIME_EVENTS.webMember, onWebMember);
  joinPublic(REALTIME_CHANNELS.template(siteConfig.template), REALTIME_EVENTS.template, onTemplate);
  if (siteConfig.mobile_template !== siteConfig.template)
    joinPublic(REALTIME_CHANNELS.template(siteConfig.mobile_template), REALTIME_EVENTS.template, onTemplate);

  subs.add(
    bus.on('locale:currency-changed', ({ currency: next }) => {
      if (next === currency) return;
      if (currency) leave(REALTIME_CHANNELS.webApi(currency));
      currency = next;
      joinPublic(REALTIME_CHANNELS.webApi(next), REALTIME_EVENTS.webApi, onWebApi);
    }),
  );
  /** Joins the member channels of `next`, leaving another member's first. */
  const follow = (next: { id: number; currency: string }) => {
    if (member && (member.id !== next.id || member.currency !== next.currency)) leaveMember();
    if (!member) {
      member = next;
      joinMember(next);
    }
  };
  subs.add(
    bus.on('session:login-succeeded', (login: LoginResponse) =>
      follow({ id: login.member_id, currency: login.member_currency }),
    ),
  );
  // A logout ends the session on the platform, which then closes the socket that session
  // authorised, maybe while a subscription's answer is being sent on it. Leaving first, before the
  // logout call goes out, means the platform has no member socket of ours left to close.
  subs.add(bus.on('session:logout-requested', () => leaveMember()));
  subs.add(
    bus.on('session:changed', (state: SessionState) => {
      if (state.status === 'member') follow({ id: state.member.id, currency: state.member.member_currency });
      else if (state.status === 'anonymous') leaveMember();
    }),
  );
  // After the session's replayed state, which may still be the visitor's while the member is read.
  if (options.login) follow({ id: options.login.member_id, currency: options.login.member_currency });

  return {
    stop() {
      // SPEC §4: on unmount the realtime socket is closed.
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(lostTimer);
      subs.unsubscribe();
      echo.disconnect();
    },
  };
}
