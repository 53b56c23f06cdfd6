/**
 * The red-envelope cash promotion (SPEC §3, §4, §7 "Activity", §8), token required: the envelope open
 * to the member now, and its claim. start_at / end_at are wall-clock times in America/Caracas
 * (`YYYY-MM-DD HH:mm:ss`, no zone suffix).
 */
import { defineCall, emptyBody, oneOf, Type, type CallBody, type CallData } from './call';

const caracasTime = () => Type.String({ description: 'YYYY-MM-DD HH:mm:ss, America/Caracas' });

export const promotionCalls = {
  /** POST /arks/web/activity/red_envelope_promotion, no body. */
  redEnvelope: defineCall({
    method: 'POST',
    path: '/arks/web/activity/red_envelope_promotion',
    summary: "The red envelope open to the member now (SPEC §3, §4, §7): the member's site and currency",
    description:
      "data {id, start_at, end_at, timezone, currency} or null when none is open or the member already claimed it (a claimed envelope is not shown). start_at/end_at are wall-clock times in America/Caracas, format `YYYY-MM-DD HH:mm:ss` (no zone suffix, e.g. '2025-05-01 20:00:00' = 2025-05-02T00:00:00Z). The envelope shown is the one ending first.",
    tags: ['activity'],
    body: emptyBody(),
    data: Type.Object({
      id: Type.Integer(),
      start_at: caracasTime(),
      end_at: caracasTime(),
      timezone: oneOf(['America/Caracas'] as const),
      currency: Type.String(),
    }),
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/activity/red_envelope {id}: a money call (Idempotency-Key). */
  claimRedEnvelope: defineCall({
    method: 'POST',
    path: '/arks/web/activity/red_envelope',
    summary: 'Claim a red envelope: cash into the main wallet (SPEC §7, §8)',
    description:
      "One claim per member and envelope; a random amount within the envelope's range, never more than its remaining budget, paid from the promotion pool through the ledger. Success data {cash} in major units. Optional Idempotency-Key header (or idempotency_key body field) as on every money call (same key + another body: HTTP 409).",
    tags: ['activity'],
    body: Type.Object(
      {
        id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
        idempotency_key: Type.Optional(Type.String({ maxLength: 200 })),
      },
      { additionalProperties: true },
    ),
    data: Type.Object({ cash: Type.Number() }),
    // 102 clears the envelope on the client; the server's texts are English only, so the page shows the keys.
    codes: {
      '102': {
        text: 'This red envelope is gone: it has ended, its budget is used up, or it does not exist',
        key: 'promotions:red_envelope.gone',
      },
      '103': { text: 'You have already claimed this red envelope', key: 'promotions:red_envelope.already_claimed' },
    },
    auth: true,
    errors: [409],
  }),
};

/** The envelope open to the member (the promotion call's data when there is one). */
export type RedEnvelopePromotion = CallData<typeof promotionCalls.redEnvelope>;
/** The promotion call answers data null when no envelope is open to the member. */
export type RedEnvelopePromotionResponse = RedEnvelopePromotion | null;
export type RedEnvelopeClaimRequest = CallBody<typeof promotionCalls.claimRedEnvelope>;
export type RedEnvelopeClaimResponse = CallData<typeof promotionCalls.claimRedEnvelope>;

/** SPEC §8: a claim answered 102 means the envelope is gone or ended: the site clears it. */
export const RED_ENVELOPE_GONE_CODE = '102' satisfies keyof typeof promotionCalls.claimRedEnvelope.codes;

/** The claim codes' keys, for describeFailure (another code shows red_envelope.claim_failed). */
export const RED_ENVELOPE_CLAIM_CODE_MESSAGE: Record<string, string> = Object.fromEntries(
  Object.entries(promotionCalls.claimRedEnvelope.codes).map(([code, { key }]) => [code, key ?? '']),
);
