/**
 * The rules of the pop-ups (SPEC §2 "pop-up discount", §3 session key popUpDiscountModalCloseTime,
 * §4 "Pop-up bulletin"), apart from React so they read as the spec does.
 */
import { PATHS, type SESSION_KEYS } from '@site/shared/constants';
import { session as sessionStore } from '@site/shared/storage';
import { timeValue } from './times';

type Updated = { updated_at: string };
export type CloseTimeKey = typeof SESSION_KEYS.popUpDiscountModalCloseTime | typeof SESSION_KEYS.popUpBulletinCloseTime;

/** SPEC §4: nothing pops up while the address asks for a dialog of its own (?modal=). */
export const hasModalQuery = (search: string): boolean => new URLSearchParams(search).has('modal');

/**
 * Pages where nothing pops up: the game page and the windows the site opens for itself (the blank
 * /loading window, the /close return page, the /authCallback login popup).
 */
const QUIET_PATHS: readonly string[] = [PATHS.play, PATHS.loading, PATHS.close, PATHS.authCallback];
export const isQuietPage = (pathname: string): boolean => QUIET_PATHS.includes(pathname);

/** The newest update among `items`, epoch ms (0 for none). */
export const newestUpdate = (items: readonly Updated[]): number =>
  items.reduce((newest, item) => Math.max(newest, timeValue(item.updated_at)), 0);

/** Closed this session, and nothing updated since: stays closed. */
export const closedSince = (closeTime: number | null, items: readonly Updated[]): boolean =>
  closeTime !== null && newestUpdate(items) <= closeTime;

/**
 * The close time to remember: now, or the newest update when this browser's clock is behind the
 * platform's (what was just closed must not count as newer than its closing).
 */
export const closeTimeFor = (items: readonly Updated[], now: number = Date.now()): number =>
  Math.max(now, newestUpdate(items));

export function readCloseTime(key: CloseTimeKey): number | null {
  const value = Number(sessionStore.get(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeCloseTime(key: CloseTimeKey, time: number): void {
  sessionStore.set(key, time);
}
