import type { QueryClient } from '@tanstack/react-query';
import { Subscription } from 'rxjs';
import { currencyForLanguage, MESSAGE_KEYS, type CurrencyCode, type LanguageCode } from '@site/shared/constants';
import {
  authCalls,
  type LoginResponse,
  type MemberLayout,
  type SessionState,
  type SiteConfig,
} from '@site/shared/contracts';
import { api } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { MEMBER_SCOPE, queryClient as defaultQueryClient } from '@site/shared/query';
import { memberStore, tokenStore } from '@site/shared/storage';
import { reconnectDelay } from '@site/shared/realtime';
import { createMemberBalance } from './member-balance';

export interface SessionServiceOptions {
  siteConfig: SiteConfig;
  /** The current site language, for the currency reset on logout (SPEC §4). */
  getLanguage: () => LanguageCode;
  /** The query cache whose member data is dropped when the member changes (default the page's). */
  queryClient?: Pick<QueryClient, 'removeQueries'>;
}

export interface SessionService {
  /** Resolves once the stored token (if any) has been tried. */
  ready: Promise<void>;
  stop: () => void;
}

/**
 * The session state machine of SPEC §4, started by the shell (which alone owns the session) and by
 * a remote's dev harness standing in for the shell. It listens for requests on the bus and
 * publishes `session:changed`; its member balance (member-balance.ts) owns the layout read and
 * `wallet:balance`.
 *
 * logged out → logged in: a login success (from auth), or a stored token at start.
 * logged in → logged out: logout (user), a 401 from any call, or a kick.
 */
export function startSessionService(options: SessionServiceOptions): SessionService {
  const subs = new Subscription();
  const balance = createMemberBalance();
  subs.add(() => balance.stop());
  const queries = options.queryClient ?? defaultQueryClient;
  let current: SessionState = { status: 'restoring' };

  const publish = (state: SessionState) => {
    current = state;
    bus.emit('session:changed', state);
  };

  const visitorCurrency = (): CurrencyCode => currencyForLanguage(options.getLanguage(), options.siteConfig.currencies);

  /** One member's data in the query cache must never be shown to the next: dropped at every change. */
  const dropMemberQueries = () => queries.removeQueries({ queryKey: [MEMBER_SCOPE] });

  async function loadMember(token: string): Promise<MemberLayout | null> {
    balance.follow(memberStore.read().currency ?? visitorCurrency());
    // The balance publishes itself; a 401 resolves null (the 401 path logs out).
    const member = await balance.read();
    if (!member) return null;
    // A response may carry a replacement token; the api client has stored it already.
    const liveToken = tokenStore.get() ?? token;
    memberStore.write({
      token: liveToken,
      member_id: String(member.id),
      member_account: member.member_account,
      currency: member.member_currency,
      member_type: String(member.member_type),
      agent_type: String(member.agent_type),
    });
    publish({ status: 'member', token: liveToken, member });
    bus.emit('locale:currency-changed', { currency: member.member_currency });
    return member;
  }

  function clearToAnonymous() {
    memberStore.clear();
    dropMemberQueries();
    const currency = visitorCurrency();
    publish({ status: 'anonymous' });
    bus.emit('locale:currency-changed', { currency });
    balance.reset(currency);
  }

  async function logout(callServer: boolean) {
    const hadToken = tokenStore.get() !== null;
    // The server call still needs the token; the stores are cleared right after it, whatever it answers.
    if (callServer && hadToken) await api.call(authCalls.logout, undefined).catch(() => undefined);
    clearToAnonymous();
  }

  subs.add(
    bus.on('session:login-succeeded', (login: LoginResponse) => {
      if (current.status === 'member' && current.member.id !== login.member_id) dropMemberQueries();
      tokenStore.set(login.token);
      memberStore.write({
        token: login.token,
        member_id: String(login.member_id),
        member_account: login.member_account,
        currency: login.member_currency,
      });
      void loadMember(login.token).then((m) => {
        if (!m) clearToAnonymous();
      });
    }),
  );
  subs.add(
    bus.on('session:logout-requested', ({ reason }) => {
      if (reason === 'kicked') {
        // SPEC §4/§8: logged in elsewhere. That login already ended this token on the server.
        bus.emit('toast:show', { kind: 'warning', message: MESSAGE_KEYS.alreadyLogin });
        void logout(false);
        return;
      }
      if (reason === 'cache-clean') {
        // SPEC §4: the cache-clean event logs out and reloads.
        void logout(true).then(() => window.location.reload());
        return;
      }
      void logout(reason !== 'unauthorized');
    }),
  );
  subs.add(
    bus.on('session:member-refresh-requested', () => {
      const token = tokenStore.get();
      if (current.status !== 'member' || !token) return;
      void loadMember(token).catch(() => undefined);
    }),
  );
  subs.add(
    bus.on('session:unauthorized', () => {
      if (current.status === 'member' || tokenStore.get()) void logout(false);
    }),
  );

  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let wake: () => void = () => undefined;
  const ready = (async () => {
    if (!tokenStore.get()) {
      clearToAnonymous();
      return;
    }
    publish({ status: 'restoring' });
    // Only an answer that refuses the token ends the session here. A read that could not be made
    // (the network, a busy platform, a page closed while it loads) is made again with the socket's
    // reconnect delays: clearing would clear the storage every tab of the site shares, logging the
    // member out of the other tabs too.
    for (let attempt = 0; !stopped; attempt++) {
      // Read at each attempt: another tab may have logged in or out meanwhile.
      const token = tokenStore.get();
      if (!token) {
        clearToAnonymous();
        return;
      }
      try {
        const member = await loadMember(token);
        if (!member && !stopped) clearToAnonymous();
        return;
      } catch {
        await new Promise<void>((resolve) => {
          wake = resolve;
          retryTimer = setTimeout(resolve, reconnectDelay(attempt));
        });
      }
    }
  })();

  return {
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(retryTimer);
      wake();
      subs.unsubscribe();
    },
  };
}
