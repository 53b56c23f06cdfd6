/**
 * Whether a red envelope is open to the member (SPEC §4 "Red envelope", §7): the shell asks the
 * platform when a member session starts and whenever the member's currency channel says an envelope
 * opened (RedEnvelopeDisplay → `promotion:red-envelope`), and hands what it gets to the promotions
 * remote's red-envelope dialog through the modal host. The dialog owns the envelope from there
 * (countdown, claim, prize, recheck); logging out closes it.
 */
import { api } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { RED_ENVELOPE_PROMOTION_PATH, type ApiResult, type RedEnvelopePromotionResponse } from '@site/shared/contracts';

export interface RedEnvelopeWatchOptions {
  fetchPromotion?: () => Promise<ApiResult<RedEnvelopePromotionResponse>>;
}

export function startRedEnvelopeWatch({ fetchPromotion = () => api.post<RedEnvelopePromotionResponse>(RED_ENVELOPE_PROMOTION_PATH) }: RedEnvelopeWatchOptions = {}): () => void {
  let memberId: number | null = null;
  /** Only the answer to the latest question counts (a logout or a newer check makes older ones stale). */
  let asked = 0;

  const check = async () => {
    const id = ++asked;
    const res = await fetchPromotion().catch(() => null);
    if (id !== asked || memberId === null) return;
    if (res?.ok && res.data) bus.emit('modal:open', { name: 'red_envelope', params: { promotion: res.data } });
  };

  const offSession = bus.on('session:changed', (state) => {
    if (state.status === 'member') {
      if (memberId === state.member.id) return;
      memberId = state.member.id;
      void check();
    } else if (state.status === 'anonymous' && memberId !== null) {
      memberId = null;
      asked++;
      bus.emit('modal:close', { name: 'red_envelope' });
    }
  });
  const offOpened = bus.on('promotion:red-envelope', () => {
    if (memberId !== null) void check();
  });
  return () => {
    asked++;
    offSession();
    offOpened();
  };
}
