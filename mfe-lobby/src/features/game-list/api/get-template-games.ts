import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { lobbyCalls, type CallBody, type TemplateGameListResponse } from '@site/shared/contracts';

export type TemplateGamesQuery = CallBody<typeof lobbyCalls.templateGames>;
export type TemplateGameType = TemplateGameListResponse['info'][number];

/** SPEC §7 POST /v2/get_template_game_list: per game type, the template's first games (hot first). */
export async function getTemplateGames(request: TemplateGamesQuery, signal?: AbortSignal): Promise<TemplateGameType[]> {
  const data = okData(await api.call(lobbyCalls.templateGames, request, { signal }), lobbyCalls.templateGames.path);
  return data?.info ?? [];
}

export const templateGamesKey = (request: TemplateGamesQuery | null, viewer: string) =>
  ['lobby', 'template-games', viewer, request] as const;

export function useTemplateGames(request: TemplateGamesQuery | null, viewer: string) {
  return useQuery({
    queryKey: templateGamesKey(request, viewer),
    queryFn: ({ signal }) => getTemplateGames(request as TemplateGamesQuery, signal),
    enabled: request !== null,
  });
}
