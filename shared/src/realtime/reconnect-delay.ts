import { SOCKET_RECONNECT_MAX_MS, SOCKET_RECONNECT_MIN_MS } from '@site/shared/constants';

/** SPEC §7 reconnect delay: 1 s, 2 s, 4 s, then 5 s. */
export const reconnectDelay = (attempt: number) =>
  Math.min(SOCKET_RECONNECT_MIN_MS * 2 ** attempt, SOCKET_RECONNECT_MAX_MS);
