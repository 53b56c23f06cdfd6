import { useMutation, useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  RED_ENVELOPE_CLAIM_PATH,
  RED_ENVELOPE_PROMOTION_PATH,
  type RedEnvelopeClaimResponse,
  type RedEnvelopePromotion,
  type RedEnvelopePromotionResponse,
} from '@site/shared/contracts';
import { queryKeys } from '@site/shared/query';

/** POST /arks/web/activity/red_envelope_promotion (no body): the envelope open to the member, or null (SPEC §7). */
export async function getRedEnvelopePromotion(signal?: AbortSignal): Promise<RedEnvelopePromotionResponse> {
  return okData(
    await api.post<RedEnvelopePromotionResponse>(RED_ENVELOPE_PROMOTION_PATH, undefined, { signal }),
    RED_ENVELOPE_PROMOTION_PATH,
  );
}

/** POST /arks/web/activity/red_envelope {id} → cash in major units (SPEC §7; §8: 102 gone); a refusal is the ApiError. */
export async function claimRedEnvelope(id: number): Promise<RedEnvelopeClaimResponse> {
  return okData(await api.post<RedEnvelopeClaimResponse>(RED_ENVELOPE_CLAIM_PATH, { id }), RED_ENVELOPE_CLAIM_PATH);
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
