import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { LetterDestroyRequest } from '@site/shared/contracts';
import { letterKeys, letterListBody, type LetterQuery } from './get-letters';

/**
 * POST /arks/web/member/letter/destroy: the list body (SPEC §7), plus `id` for one letter. Without
 * an id the platform deletes every letter of that language: that is "delete all". → {deleted}.
 */
export const LETTER_DESTROY_PATH = '/arks/web/member/letter/destroy';

export async function destroyLetters(query: LetterQuery, id?: number): Promise<number> {
  const body: LetterDestroyRequest = id === undefined ? letterListBody(query) : { ...letterListBody(query), id };
  return okData(await api.post<{ deleted: number }>(LETTER_DESTROY_PATH, body), LETTER_DESTROY_PATH).deleted;
}

/** Deletes one letter (`id`) or every letter of the query's language, then the letters load again. */
export function useDestroyLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, id }: { query: LetterQuery; id?: number }) => destroyLetters(query, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: letterKeys.all }),
  });
}
