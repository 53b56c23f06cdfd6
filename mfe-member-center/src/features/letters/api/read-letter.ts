import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { letterCalls } from '@site/shared/contracts';
import { letterKeys } from './get-letters';

/** Opening an unread letter marks it read (SPEC §4). */
export async function readLetter(id: number): Promise<void> {
  okData(await api.call(letterCalls.read, { id }), letterCalls.read.path);
}

/** Marks a letter read, then the letters (list and badge) load again (SPEC §4). */
export function useReadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readLetter,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: letterKeys.all }),
  });
}
