import { STORAGE_KEYS, WINDOW_MSGS, type WindowMsgName } from '@site/shared/constants';

/** One message of the cross-tab channel (SPEC §3 "window-msg": msg, data, resCode, resMessage). */
export interface WindowMsg<D = unknown> {
  msg: WindowMsgName;
  data?: D;
  resCode?: string | number;
  resMessage?: string;
}

/** The window parts the listener needs; tests pass a stand-in to control `opener`. */
export type WindowMsgTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'opener'>;

const isWindowMsgName = (v: unknown): v is WindowMsgName => (WINDOW_MSGS as readonly unknown[]).includes(v);

/**
 * Sends a message to the other tabs and windows of this origin (SPEC §3/§4: the popup login sends
 * authLogin / authLoginClose, a game window sends quickGame). It writes the key, which fires a
 * `storage` event elsewhere, then removes it at once, so the same message can be sent again (an
 * identical value would not fire a second event) and nothing stale is left behind.
 */
export function postWindowMsg(message: WindowMsg, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.windowMsg, JSON.stringify(message));
    storage.removeItem(STORAGE_KEYS.windowMsg);
  } catch (error) {
    console.warn('[window-msg] could not post', message.msg, error);
  }
}

/**
 * Listens for messages from other tabs (SPEC §4 "Cross-tab messages are handled only if the window
 * has no opener and the key is window-msg"). Only authLogin, authLoginClose and quickGame are passed
 * on; the removal that follows each post (newValue null) and anything unparsable are ignored. A
 * window with an opener is itself a popup: the main window handles the message, not it.
 */
export function listenWindowMsg(handler: (message: WindowMsg) => void, win: WindowMsgTarget = window): () => void {
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== STORAGE_KEYS.windowMsg || newValue === null || newValue === undefined) return;
    if (win.opener) return;
    let message: unknown;
    try {
      message = JSON.parse(newValue);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || !isWindowMsgName((message as WindowMsg).msg)) return;
    handler(message as WindowMsg);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
