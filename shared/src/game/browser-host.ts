import { listenWindowMsg } from '@site/shared/window-msg';
import type { LauncherHost } from './launcher';

/** The name of the window a game opens in; a page loaded in it knows it is a game window. */
export const GAME_WINDOW_NAME = 'gameWindow';

/** Whether this page is a game window the site opened, or a frame: the flow belongs to the page behind it. */
export function isSecondaryPage(win: Window = window): boolean {
  let framed = false;
  try {
    framed = win.parent !== win;
  } catch {
    framed = true;
  }
  return framed || win.name === GAME_WINDOW_NAME || Boolean(win.opener && win.opener !== win);
}

/** The launcher's view of the real browser window. */
export function browserHost(win: Window = window): LauncherHost {
  return {
    open(url, name, features) {
      // The site keeps its handle on the window (and is its opener): it points the window at the game
      // once play1 answers, watches it, and closes it. Providers are contracted partners whose pages
      // are served with the launch token; see docs/security.md on what the opener link allows.
      return win.open(url, name, features);
    },
    assign: (url) => win.location.assign(url),
    reload: () => win.location.reload(),
    origin: win.location.origin,
    userAgent: win.navigator.userAgent,
    isSecondary: isSecondaryPage(win),
    onPageShow(handler) {
      const listener = (event: PageTransitionEvent) => handler(event.persisted);
      win.addEventListener('pageshow', listener);
      return () => win.removeEventListener('pageshow', listener);
    },
    onFrameMessage(handler) {
      const listener = (event: MessageEvent) => {
        if (event.origin === win.location.origin && event.source !== win) handler(event.data);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
    onWindowMsg: (handler) => listenWindowMsg(handler, win),
  };
}
