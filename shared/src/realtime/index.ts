/**
 * `@site/shared/realtime`: the shell's socket (startRealtime, started once by the shell) and the
 * subscription API every app uses. Remotes never open a socket: they listen here.
 */
import { bus } from '@site/shared/bus';
import type { MemberEventName, MemberEventPayloads } from '@site/shared/contracts';

export {
  startRealtime,
  reconnectDelay,
  type RealtimeService,
  type RealtimeServiceOptions,
  type PusherLike,
} from './realtime-service';

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
