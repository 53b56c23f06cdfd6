import { matchPath } from '@site/shared/router';
import { PATHS, type RemoteName } from '@site/shared/constants';

/** A top-level route of SPEC §2 and the remote that owns it, mounted under `basename`. */
export interface RemoteRoute {
  pattern: string;
  remote: RemoteName;
  basename: string;
}

/**
 * The shell's route table (ARCHITECTURE §4: the shell alone owns the top-level routes; each remote
 * owns its sub-routes under its basename). Order matters: first match wins.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { pattern: `${PATHS.user}/*`, remote: 'mfe_member_center', basename: PATHS.user },
  { pattern: `${PATHS.fastPayment}/*`, remote: 'mfe_member_center', basename: PATHS.fastPayment },
  { pattern: `${PATHS.proxy}/*`, remote: 'mfe_proxy', basename: PATHS.proxy },
  { pattern: `${PATHS.discount}/*`, remote: 'mfe_promotions', basename: PATHS.discount },
  { pattern: PATHS.register, remote: 'mfe_auth', basename: PATHS.register },
  { pattern: PATHS.authCallback, remote: 'mfe_auth', basename: PATHS.authCallback },
  // The lobby owns the home page, the game pages and the content pages, all under "/".
  ...[
    PATHS.home,
    PATHS.app,
    `${PATHS.faq}/*`,
    `${PATHS.gameHall}/*`,
    PATHS.gameRoom,
    `${PATHS.main}/*`,
    PATHS.slotgame,
    PATHS.sponsor,
    PATHS.play,
    PATHS.close,
    PATHS.loading,
  ].map((pattern) => ({ pattern, remote: 'mfe_lobby' as const, basename: '/' })),
];

/**
 * Every top-level path the shell answers: the remotes' routes and the paths it only redirects. The
 * build ships this list as routes.json (shell/public), with the remote of each route (the static server
 * names that remote's first files in the page it serves), so the static server answers HTTP 404 for any
 * other path, as the page itself does (a test keeps the file equal to this list).
 */
export const KNOWN_ROUTE_PATTERNS: readonly string[] = [
  ...REMOTE_ROUTES.map((r) => r.pattern),
  PATHS.fastDeposit,
  PATHS.deposit,
];

/** The remote that owns a path, or null for an unknown route (the shell's 404 page). */
export function findRemoteRoute(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find((r) => matchPath({ path: r.pattern, end: true, caseSensitive: true }, pathname)) ?? null;
}

export type Redirect = { to: string; setCookie?: 'isFastDeposit' | 'isRouteRegister' };

/**
 * Route rules of SPEC §2:
 * - /fastDeposit sets the isFastDeposit cookie flag and goes to /.
 * - /fastDeposit, /main, /gameHall and /slotgame as exact full paths (no id, no query) go to /.
 * - /Deposit is the member centre's deposit page.
 * - In production /register sets the isRouteRegister flag and goes to / (the flag opens the register
 *   dialog there); a development build shows the register page.
 */
export function findRedirect(
  pathname: string,
  search: string,
  production: boolean = process.env.NODE_ENV === 'production',
): Redirect | null {
  if (pathname === PATHS.fastDeposit) return { to: PATHS.home, setCookie: 'isFastDeposit' };
  if (production && pathname === PATHS.register) return { to: `${PATHS.home}${search}`, setCookie: 'isRouteRegister' };
  const exactFullPath = search === '' || search === '?';
  if (exactFullPath && [PATHS.main, PATHS.gameHall, PATHS.slotgame].includes(pathname as '/main')) {
    return { to: PATHS.home };
  }
  if (pathname === PATHS.deposit) return { to: `${PATHS.userDeposit}${search}` };
  return null;
}
