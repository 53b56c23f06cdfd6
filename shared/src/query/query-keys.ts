/**
 * Query keys. An app builds its own keys next to the call they cache (one file per call); what two
 * apps share, or what the session must find, is named here.
 *
 * Keys of data that belongs to the logged-in member start with MEMBER_SCOPE (`memberKey(...)`): the
 * session removes them all when the member logs out or another member logs in, so no page ever
 * shows one member's letters or records to the next.
 */
export const MEMBER_SCOPE = 'member';

/** A key under the member scope: `memberKey('letters', query)` → ['member', 'letters', query]. */
export const memberKey = <const T extends readonly unknown[]>(...parts: T) => [MEMBER_SCOPE, ...parts] as const;

export const queryKeys = {
  /** POST /member/profile/common/layout: the member and the main-wallet balance (owned by the session). */
  memberLayout: memberKey('layout'),
  /** POST /arks/web/activity/red_envelope_promotion: the envelope open to the member (the shell asks, the dialog asks again). */
  redEnvelopePromotion: memberKey('red-envelope-promotion'),
} as const;
