import { useQuery } from '@tanstack/react-query';
import { api, ApiError, okData } from '@site/shared/api';
import { contentCalls, lobbyCalls, type CallBody } from '@site/shared/contracts';
import { frameOriginOf } from './read-frame-message';

export type SportFrameQuery = CallBody<typeof lobbyCalls.sportQuickbetUrl>;

/** The sport frame once it may be shown: its address, that address's origin, and the sport provider. */
export interface SportFrame {
  url: string;
  origin: string;
  gp_id: string;
}

/** SPEC §4 sport frame states. */
export type SportFrameState = 'checking' | 'checked' | 'errored';

/** The frame address exists but may not be shown inside the page (check_iframe said no, or it is not http). */
export class SportFrameRefusedError extends Error {
  override readonly name = 'SportFrameRefusedError';
  constructor(readonly reason: string) {
    super(`The sport frame cannot be embedded: ${reason || 'unknown reason'}`);
  }
}

/** sport-quickbet-url code 101: no sport provider serves this currency. */
export const NO_SPORT_PROVIDER_CODE = '101' satisfies keyof typeof lobbyCalls.sportQuickbetUrl.codes;

/** Why the frame errored, for the message the page shows. */
export function sportFrameFailure(error: unknown): 'unavailable' | 'refused' | 'failed' {
  if (error instanceof ApiError && error.type === 'business' && error.code === NO_SPORT_PROVIDER_CODE)
    return 'unavailable';
  if (error instanceof SportFrameRefusedError) return 'refused';
  return 'failed';
}

/**
 * SPEC §4/§7: the quick-bet address, then /check_iframe on it. Either failing rejects: a failed
 * address call with its ApiError (101: no sport provider), a refused check with SportFrameRefusedError.
 */
export async function loadSportFrame(request: SportFrameQuery, signal?: AbortSignal): Promise<SportFrame> {
  const { detail } = okData(
    await api.call(lobbyCalls.sportQuickbetUrl, request, { signal }),
    lobbyCalls.sportQuickbetUrl.path,
  );
  const origin = frameOriginOf(detail.url);
  if (!origin) throw new SportFrameRefusedError('not an http(s) address');
  const check = okData(
    await api.call(contentCalls.checkIframe, { url: detail.url }, { signal }),
    contentCalls.checkIframe.path,
  );
  if (check.embeddable !== 1) throw new SportFrameRefusedError(check.reason);
  return { url: detail.url, origin, gp_id: detail.gp_id };
}

/** The cache key of the frame: whose it is (the address carries the member) and what was asked. */
export const sportFrameKey = (request: SportFrameQuery | null, viewer: string) =>
  ['lobby', 'sport-frame', viewer, request] as const;

/**
 * The frame for a viewer and request (null: the session is still restoring, nothing is asked).
 * A login or logout changes `viewer` and so asks again. The address carries a signed token, so it
 * is not kept once the page is left: every visit asks for a fresh one.
 */
export function useSportFrame(request: SportFrameQuery | null, viewer: string) {
  const query = useQuery({
    queryKey: sportFrameKey(request, viewer),
    queryFn: ({ signal }) => loadSportFrame(request as SportFrameQuery, signal),
    enabled: request !== null,
    gcTime: 0,
  });
  // A retry after a failure shows "checking" again rather than the old error.
  const state: SportFrameState = query.isSuccess
    ? 'checked'
    : query.isError && !query.isFetching
      ? 'errored'
      : 'checking';
  return {
    state,
    frame: query.data ?? null,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
