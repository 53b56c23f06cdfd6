import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onMemberEvent } from '@site/shared/realtime';
import { profileKeys } from '../api/profile-calls';

/**
 * The shell's socket says the profile changed (profile.updated on the member's private channel:
 * an edit, a new withdraw password, here or in another window): the profile loads again.
 */
export function useProfileLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onMemberEvent('profile.updated', () => void queryClient.invalidateQueries({ queryKey: profileKeys.profile })),
    [queryClient],
  );
}
