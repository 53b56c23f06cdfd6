/**
 * `@site/shared/realtime`: the shell's socket (openRealtime, started once by the shell) and the
 * subscription API every app uses. Remotes never open a socket: they listen here.
 */
import { bus } from '@site/shared/bus';
import type { MemberEventName, MemberEventPayloads } from '@site/shared/contracts';
import type { RealtimeService, RealtimeServiceOptions } from './realtime-service';

export type { RealtimeService, RealtimeServiceOptions, PusherLike } from './realtime-service';
export { reconnectDelay } from './reconnect-delay';

/**
 * The shell's socket, with its client (laravel-echo and pusher-js) fetched as a chunk of its own:
 * nothing of it is needed to show a page, so it stays out of the first view's script. The
 * service is returned at once; `stop` before the chunk arrives means it never opens.
 */
export function openRealtime(options: RealtimeServiceOptions): RealtimeService {
  // A config without a socket: nothing to fetch.
  if (!options.siteConfig.realtime) return { stop: () => undefined };
  let service: RealtimeService | null = null;
  let stopped = false;
  void import(/* webpackChunkName: "realtime-client" */ './realtime-service').then(
    ({ startRealtime }) => {
      if (!stopped) service = startRealtime(options);
    },
    (error: unknown) => console.error('[realtime] the socket client could not be loaded', error),
  );
  return {
    stop() {
      stopped = true;
      service?.stop();
      service = null;
    },
  };
}

/**
 * Calls `handler` with each `name` event of the member's private channel (SPEC §7 member.{id}:
 * game.url, member.cash, letter.sent, ...). Returns the unsubscribe function.
 */
export function onMemberEvent<K extends MemberEventName>(
  name: K,
  handler: (data: MemberEventPayloads[K]) => void,
): () => void {
  return bus.on('realtime:event', ({ channel, event, data }) => {
    if (event === name && /^member\.\d+$/.test(channel)) handler(data as MemberEventPayloads[K]);
  });
}

/** Calls `handler` with each `event` of any channel the shell's socket is on (echo names: `web_api.VND`, `member.VND`, ...). */
export function onRealtimeEvent(event: string, handler: (data: unknown, channel: string) => void): () => void {
  return bus.on('realtime:event', (e) => {
    if (e.event === event) handler(e.data, e.channel);
  });
}
