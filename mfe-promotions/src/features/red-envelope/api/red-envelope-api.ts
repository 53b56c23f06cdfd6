import { api } from '@site/shared/api';
import {
  RED_ENVELOPE_CLAIM_PATH,
  RED_ENVELOPE_PROMOTION_PATH,
  type RedEnvelopeClaimResponse,
  type RedEnvelopePromotionResponse,
} from '@site/shared/contracts';

/** POST /arks/web/activity/red_envelope_promotion (no body): the envelope open to the member, or null (SPEC §7). */
export function getRedEnvelopePromotion() {
  return api.post<RedEnvelopePromotionResponse>(RED_ENVELOPE_PROMOTION_PATH);
}

/** POST /arks/web/activity/red_envelope {id} → cash in major units (SPEC §7; §8: 102 gone). */
export function claimRedEnvelope(id: number) {
  return api.post<RedEnvelopeClaimResponse>(RED_ENVELOPE_CLAIM_PATH, { id });
}
