import { letterCalls, memberCalls, promotionCalls } from '@site/shared/contracts';

/**
 * Background calls that a 401 aborts (SPEC §7 "Abortable background paths on 401", §4 "A 401 from
 * any call aborts pending background calls and logs out"). They poll or refresh on their own, so a
 * session that just ended must not let them answer into a logged-out page.
 */
export const ABORTABLE_BACKGROUND_PATHS = [
  letterCalls.list.path,
  promotionCalls.redEnvelope.path,
  memberCalls.layout.path,
] as const;

/** True for one of the paths above (query string and trailing slash ignored). */
export function isAbortableBackgroundPath(path: string): boolean {
  const bare = (path.split('?')[0] ?? '').replace(/\/+$/, '');
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return (ABORTABLE_BACKGROUND_PATHS as readonly string[]).includes(withSlash);
}
