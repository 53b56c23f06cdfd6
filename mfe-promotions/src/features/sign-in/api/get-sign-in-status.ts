import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { promotionCalls } from '@site/shared/contracts';
import { promotionsKey, type PromotionsSession } from '../../../hooks/use-promotions-session';

/** The member's daily sign-in: open or not, today's state, the streak and the reward table (SPEC §3). */
export function useSignInStatus(session: PromotionsSession) {
  return useQuery({
    queryKey: promotionsKey(session, 'sign-in-status'),
    queryFn: async ({ signal }) =>
      okData(await api.call(promotionCalls.signInStatus, undefined, { signal }), promotionCalls.signInStatus.path),
    enabled: session.status === 'member',
  });
}
