/**
 * Whether a red envelope is open to the member (SPEC §4 "Red envelope", §7): the shell asks the
 * platform when a member session starts and whenever the member's currency channel says an envelope
 * opened (RedEnvelopeDisplay → `promotion:red-envelope`), and hands what it gets to the promotions
 * remote's red-envelope dialog through the modal host. The dialog owns the envelope from there
 * (countdown, claim, prize, recheck); logging out closes it. The answer goes through the page's
 * query cache under queryKeys.redEnvelopePromotion, where the dialog asks again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { promotionCalls, type ApiResult, type RedEnvelopePromotionResponse } from '@site/shared/contracts';
import { queryClient as pageQueryClient, queryKeys } from '@site/shared/query';

export interface RedEnvelopeWatchOptions {
  fetchPromotion?: (signal: AbortSignal) => Promise<ApiResult<RedEnvelopePromotionResponse>>;
  queryClient?: QueryClient;
}

export function startRedEnvelopeWatch({
  fetchPromotion = (signal) => api.call(promotionCalls.redEnvelope, undefined, { signal }),
  queryClient = pageQueryClient,
}: RedEnvelopeWatchOptions = {}): () => void {
  let memberId: number | null = null;
  const queryKey = queryKeys.redEnvelopePromotion;
  /** Only the answer to the latest question counts: a question still on its way is cancelled. */
  const cancel = () => queryClient.cancelQueries({ queryKey });

  const check = async () => {
    await cancel();
    const promotion = await queryClient
      .fetchQuery({
        queryKey,
        queryFn: async ({ signal }) => okData(await fetchPromotion(signal), promotionCalls.redEnvelope.path),
        staleTime: 0,
      })
      .catch(() => null);
    if (memberId === null) return; // logged out while asking
    if (promotion) bus.emit('modal:open', { name: 'red_envelope', params: { promotion } });
  };

  const offSession = bus.on('session:changed', (state) => {
    if (state.status === 'member') {
      if (memberId === state.member.id) return;
      memberId = state.member.id;
      void check();
    } else if (state.status === 'anonymous' && memberId !== null) {
      memberId = null;
      void cancel();
      bus.emit('modal:close', { name: 'red_envelope' });
    }
  });
  const offOpened = bus.on('promotion:red-envelope', () => {
    if (memberId !== null) void check();
  });
  return () => {
    memberId = null;
    void cancel();
    offSession();
    offOpened();
  };
}
