import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { LanguageCode } from '@site/shared/constants';
import { lobbyCalls, type CallBody, type DemoGameType } from '@site/shared/contracts';

/** SPEC §7 demo/gt_games: the game types with their providers; a failure of any kind rejects with ApiError. */
export async function getDemoGameTypes(
  request: CallBody<typeof lobbyCalls.gtGames>,
  signal?: AbortSignal,
): Promise<DemoGameType[]> {
  const res = await api.call(lobbyCalls.gtGames, request, { signal });
  return okData(res, lobbyCalls.gtGames.path)?.data ?? [];
}

/** gt_name follows the `lang` header, so the language is part of what was asked. */
export const demoGameTypesKey = (request: CallBody<typeof lobbyCalls.gtGames>, language: LanguageCode) =>
  ['lobby', 'demo', 'gt-games', language, request] as const;

/** The catalogue hardly changes while a visitor browses: reopening the dialog shows it at once. */
export const DEMO_CATALOGUE_STALE_MS = 5 * 60_000;

export function useDemoGameTypes(request: CallBody<typeof lobbyCalls.gtGames>, language: LanguageCode) {
  return useQuery({
    queryKey: demoGameTypesKey(request, language),
    queryFn: ({ signal }) => getDemoGameTypes(request, signal),
    staleTime: DEMO_CATALOGUE_STALE_MS,
  });
}
