import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@site/shared/bus';
import { letterKeys } from '../api/get-letters';

/**
 * The shell's socket says the member's letters changed (letter.sent / read / delete →
 * `letters:changed`): every letters query is invalidated, and those on screen load again while
 * still showing what they have. Mounted once, by the member area.
 */
export function useLettersLive(): void {
  const queryClient = useQueryClient();
  useBusEvent('letters:changed', () => void queryClient.invalidateQueries({ queryKey: letterKeys.all }));
}
