import { useMutation, useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  promotionCalls,
  type RedEnvelopeClaimResponse,
  type RedEnvelopePromotion,
  type RedEnvelopePromotionResponse,
} from '@site/shared/contracts';
import { queryKeys } from '@site/shared/query';

/** The envelope open to the member, or null (SPEC §7: data null when none is open). */
export async function getRedEnvelopePromotion(signal?: AbortSignal): Promise<RedEnvelopePromotionResponse> {
  const call = promotionCalls.redEnvelope;
  return okData(await api.call(call, undefined, { signal }), call.path);
}

/** Cash in major units (SPEC §7; §8: 102 gone); a refusal is the ApiError. */
export async function claimRedEnvelope(id: number): Promise<RedEnvelopeClaimResponse> {
  const call = promotionCalls.claimRedEnvelope;
  return okData(await api.call(call, { id }), call.path);
}

/**
 * The envelope open to the member, under the key the shell's watch fills when it opens this dialog
 * (`initial`: what it handed over, for a cache that does not have it). Asked again only by the
 * dialog itself (`refetch`: when it ends, or after the prize); leaving the dialog drops the answer.
 */
export function useRedEnvelopePromotion(initial: RedEnvelopePromotion | null) {
  return useQuery({
    queryKey: queryKeys.redEnvelopePromotion,
    queryFn: ({ signal }) => getRedEnvelopePromotion(signal),
    enabled: false,
    staleTime: Infinity,
    ...(initial ? { initialData: initial } : {}),
  });
}

export function useClaimRedEnvelope() {
  return useMutation({ mutationFn: claimRedEnvelope });
}
