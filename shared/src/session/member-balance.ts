import type { CurrencyCode } from '@site/shared/constants';
import { memberCalls, REALTIME_CHANNELS, type MemberCashEvent, type MemberLayout } from '@site/shared/contracts';
import { api, ApiError } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { tokenStore } from '@site/shared/storage';

export interface MemberBalance {
  /** A member session starts (login, stored token): a dash in `currency` until the first read answers. */
  follow(currency: CurrencyCode): void;
  /**
   * Reads the member layout. Resolves it (null on a business failure or a 401, which the session
   * handles) and publishes its balance, unless a newer read or a `member.cash` event came after it.
   */
  read(): Promise<MemberLayout | null>;
  /** No member: a dash in the visitor currency; events and refresh requests are ignored. */
  reset(currency: CurrencyCode): void;
  stop(): void;
}

/**
 * The one owner of the member's balance: the only reader of POST /member/profile/common/layout and
 * the only publisher of `wallet:balance`. The session asks it at login and at start; everything
 * else asks through the bus:
 * - `wallet:refresh-requested` (a refresh button, the red envelope's prize, the socket after a
 *   reconnect) reads again;
 * - `member.cash` on the member's channel (`realtime:event`) publishes the balance it carries. Its
 *   `seq` counts the wallet's movements: a stale one (not above the last) is ignored, a gap reads
 *   the layout again;
 * - `realtime:member-channel`: movements before a subscription of the member channel are not sent,
 *   so a subscription reads again, except the first one after joining when a read answered (or is
 *   on its way) since the join began. At login the socket starts joining while the session's read
 *   is on its way, so a login costs one layout read.
 */
export function createMemberBalance(): MemberBalance {
  let following = false;
  let lastSeq: number | null = null;
  /** Bumped by every applied member.cash event: a read started earlier must not overwrite it. */
  let version = 0;
  /** Bumped by every read: only the newest read publishes. */
  let newestRead = 0;
  let readsInFlight = 0;
  let readsAnswered = 0;
  /** readsAnswered when the member channel began joining; null once its first subscription was handled. */
  let answeredAtJoin: number | null = null;

  const publish = (currency: CurrencyCode, memberCash: number | null) =>
    bus.emit('wallet:balance', { currency, member_cash: memberCash });

  async function read(): Promise<MemberLayout | null> {
    const id = ++newestRead;
    const versionAtStart = version;
    readsInFlight++;
    try {
      const res = await api.call(memberCalls.layout, undefined);
      if (!res.ok) return null;
      readsAnswered++;
      if (following && id === newestRead && version === versionAtStart)
        publish(res.data.member_currency, res.data.member_cash);
      return res.data;
    } catch (err) {
      if (err instanceof ApiError && err.type === 'unauthorized') return null; // the session logs out on the 401 itself
      throw err;
    } finally {
      readsInFlight--;
    }
  }

  /** A read nobody waits for: its failure leaves the balance as it is (the next event or request reads again). */
  const refresh = () => {
    if (following && tokenStore.get()) read().catch(() => undefined);
  };

  function onMemberCash(channel: string, e: MemberCashEvent) {
    if (!following || !e || channel !== REALTIME_CHANNELS.member(e.member_id)) return;
    if (lastSeq !== null && e.seq <= lastSeq) return; // stale: events may arrive out of order
    const gap = lastSeq !== null && e.seq > lastSeq + 1;
    lastSeq = e.seq;
    version++;
    publish(e.currency, e.member_cash);
    if (gap) refresh();
  }

  function onMemberChannel(state: 'joining' | 'subscribed') {
    if (state === 'joining') {
      answeredAtJoin = readsAnswered;
      return;
    }
    // Whatever moved before this subscription is read once; what moves after it comes as events.
    lastSeq = null;
    const first = answeredAtJoin;
    answeredAtJoin = null;
    if (first !== null && (readsInFlight > 0 || readsAnswered > first)) return;
    refresh();
  }

  const offs = [
    bus.on('wallet:refresh-requested', refresh),
    bus.on('realtime:event', ({ channel, event, data }) => {
      if (event === 'member.cash') onMemberCash(channel, data as MemberCashEvent);
    }),
    bus.on('realtime:member-channel', ({ state }) => onMemberChannel(state)),
  ];

  return {
    follow(currency) {
      following = true;
      publish(currency, null);
    },
    read,
    reset(currency) {
      following = false;
      lastSeq = null;
      answeredAtJoin = null;
      newestRead++;
      publish(currency, null);
    },
    stop() {
      for (const off of offs) off();
    },
  };
}
