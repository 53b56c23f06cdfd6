/**
 * The hook where the realtime events of SPEC §7 fire (private member.{id}: login, letter.sent,
 * letter.read, letter.delete, profile.updated, ...). The platform installs the Pusher HTTP API
 * publisher (pusher-publisher.ts); the no-op one serves apps built without realtime (unit tests).
 */
export interface RealtimeEvent {
  /** Channel name as SPEC §7 writes it, e.g. `member.42` or `web_api.VND`. */
  channel: string;
  /** Event name, e.g. `login`, `letter.read`. */
  event: string;
  data: Record<string, unknown>;
}

export interface Publisher {
  publish(event: RealtimeEvent): void;
  /**
   * Some member session ended (logout, a newer login, a password change or reset, the member
   * disabled): the sockets it authorised are closed now (session-grants.ts), not at the next sweep.
   */
  sessionsEnded(): void;
}

/** A publisher that sends nothing (an app context without realtime). */
export const noopPublisher: Publisher = { publish: () => undefined, sessionsEnded: () => undefined };

/** Private member channel of SPEC §7. */
export const memberChannel = (memberId: number) => `member.${memberId}`;
