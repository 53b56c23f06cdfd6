/**
 * One event as it travels between realtime processes. The fan-out carries it and the presence store
 * emits it (member_added / member_removed), so it lives apart from both.
 */
export interface FanoutMessage {
  channel: string;
  event: string;
  /** A string for API events (as Pusher sends them); any JSON for client events. */
  data: unknown;
  /** The socket that should not get it (the sender of a client event, or the API's socket_id). */
  except?: string;
  /** Presence client events carry the sender's user id. */
  userId?: string;
  /** member_added / member_removed from the shared presence state: the channel's change counter (presence.ts). */
  presenceVersion?: number;
  /**
   * A control message, not an event: the sockets to close wherever they are connected (their
   * session ended). `channel` and `event` are empty; no socket receives it as a frame.
   */
  closeSockets?: string[];
}
