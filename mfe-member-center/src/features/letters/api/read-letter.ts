import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { letterKeys } from './get-letters';

/** POST /arks/web/member/letter/read {id} → {id, is_read 1} (SPEC §4: opening an unread letter marks it read). */
export const LETTER_READ_PATH = '/arks/web/member/letter/read';

export async function readLetter(id: number): Promise<void> {
  okData(await api.post<{ id: number; is_read: 1 }>(LETTER_READ_PATH, { id }), LETTER_READ_PATH);
}

/** Marks a letter read, then the letters (list and badge) load again (SPEC §4). */
export function useReadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readLetter,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: letterKeys.all }),
  });
}
