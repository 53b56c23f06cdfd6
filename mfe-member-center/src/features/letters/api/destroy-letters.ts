import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { letterCalls, type LetterDestroyRequest } from '@site/shared/contracts';
import { letterKeys, letterListBody, type LetterQuery } from './get-letters';

/**
 * The list body (SPEC §7), plus `id` for one letter. Without an id the platform deletes every letter
 * of that language: that is "delete all".
 */
export async function destroyLetters(query: LetterQuery, id?: number): Promise<number> {
  const body: LetterDestroyRequest = id === undefined ? letterListBody(query) : { ...letterListBody(query), id };
  return okData(await api.call(letterCalls.destroy, body), letterCalls.destroy.path).deleted;
}

/** Deletes one letter (`id`) or every letter of the query's language, then the letters load again. */
export function useDestroyLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, id }: { query: LetterQuery; id?: number }) => destroyLetters(query, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: letterKeys.all }),
  });
}
