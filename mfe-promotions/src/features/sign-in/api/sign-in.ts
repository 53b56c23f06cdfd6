import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { promotionCalls } from '@site/shared/contracts';
import { MEMBER_PROMOTIONS_KEY } from '../../../hooks/use-promotions-session';
import { idempotencyHeaders } from '../../../lib/idempotency';

/**
 * Sign in for the day the page shows (a money call, one Idempotency-Key per press). Whatever it
 * answers, the status is asked again: the table, the streak and the button follow the platform.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (date: string) =>
      okData(
        await api.call(promotionCalls.signIn, { date }, { headers: idempotencyHeaders() }),
        promotionCalls.signIn.path,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_PROMOTIONS_KEY }),
  });
}
