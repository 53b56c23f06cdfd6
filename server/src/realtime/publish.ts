/**
 * The hook where the realtime events of SPEC §7 fire (private member.{id}: login, letter.sent,
 * letter.read, letter.delete, profile.updated, ...). The realtime server arrives with issue 5; until
 * then the publisher does nothing, and routes call it where the spec's events would be sent.
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
}

/** The default publisher: no realtime server yet. */
export const noopPublisher: Publisher = { publish: () => undefined };

/** Private member channel of SPEC §7. */
export const memberChannel = (memberId: number) => `member.${memberId}`;
