/**
 * The provider wallet API (POST /api/provider/wallet/*), called by game providers (here: the provider
 * simulator), never by the browser. Each call is signed: `x-provider-id: <gp_id>` and `x-signature:
 * <hex HMAC-SHA256 of the raw body>` with that provider's key. Amounts are integer minor units;
 * unknown fields are refused. Every call answers the member's balance at the provider after it.
 */
import { defineCall, Type, type CallBody, type CallData } from './call';

export const PROVIDER_ID_HEADER = 'x-provider-id';
export const SIGNATURE_HEADER = 'x-signature';

/** The result codes of the provider wallet, one table for every call. */
export const PROVIDER_WALLET_CODES = {
  '301': { text: 'Bad signature or unknown provider' },
  '302': { text: 'Unknown member, or the member does not play in this currency' },
  '310': { text: 'Insufficient balance at this provider' },
  '311': { text: 'This transaction id was already used for another request' },
  '312': { text: 'This bet was rolled back before it arrived; it is refused' },
  '313': { text: 'Unknown round: no bet was taken for it' },
  '314': { text: 'The round already has a win; it cannot be rolled back' },
  '315': { text: 'The round is already settled' },
  '316': { text: 'The round was rolled back' },
  '317': { text: 'This round id already has a bet' },
  '318': { text: 'Unknown game session for this member and provider' },
  '319': {
    text: 'The game session has ended (the game was closed, or its member logged out or logged in elsewhere); reopen the game from the lobby',
  },
} as const;
export type ProviderWalletCode = keyof typeof PROVIDER_WALLET_CODES;

const id = (description: string) =>
  Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$', description });
const base = {
  gp_id: Type.String({ minLength: 1, maxLength: 20, description: 'The provider; must equal the x-provider-id header' }),
  member_id: Type.Integer({ minimum: 1 }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
};
const closed = { additionalProperties: false } as const;
// Optional in the schema: a call without them is answered 401 (code 301) by the signature check.
const signedHeaders = Type.Object({
  [PROVIDER_ID_HEADER]: Type.Optional(Type.String({ description: 'The calling provider (gp_id)' })),
  [SIGNATURE_HEADER]: Type.Optional(
    Type.String({ description: "Hex HMAC-SHA256 of the raw body with the provider's key" }),
  ),
});
const balanceAnswer = Type.Object({
  balance: Type.Integer({ description: "The member's balance at this provider after the call (minor units)" }),
  currency: Type.String(),
  transaction_id: Type.Optional(Type.String()),
  round_id: Type.Optional(Type.String()),
  created: Type.Optional(
    Type.Boolean({ description: 'False when the transaction id had already been applied (nothing changed)' }),
  ),
});
const signed = {
  method: 'POST',
  tags: ['provider'],
  auth: false,
  security: 'providerSignature',
  headers: signedHeaders,
  codes: PROVIDER_WALLET_CODES,
} as const;

export const providerWalletCalls = {
  balance: defineCall({
    ...signed,
    path: '/provider/wallet/balance',
    summary: "The member's balance at the provider",
    description: 'The member_provider account of (member, gp_id).',
    body: Type.Object(base, closed),
    data: balanceAnswer,
  }),
  bet: defineCall({
    ...signed,
    path: '/provider/wallet/bet',
    summary: 'Take a bet (one per round)',
    description:
      'Moves the amount from the member to the provider float; refused (310) when the balance is short, (318) when session_id is not a game of this member at this provider, (319) when that game or the member session that opened it has ended.',
    body: Type.Object(
      {
        ...base,
        transaction_id: id('Idempotent per provider'),
        round_id: id('The round this bet opens'),
        amount: Type.Integer({ minimum: 1, description: 'Minor units' }),
        game_code: Type.Optional(Type.String({ maxLength: 100 })),
        game_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
        session_id: Type.Optional(
          Type.Integer({
            minimum: 1,
            description:
              "The platform's game session (the launch token's sid). Given, the bet is taken only while that game is open and the member session that opened it lasts (319), so a game link outlives neither a logout nor a newer login",
          }),
        ),
      },
      closed,
    ),
    data: balanceAnswer,
  }),
  win: defineCall({
    ...signed,
    path: '/provider/wallet/win',
    summary: 'Settle a round with its win (0 for a loss)',
    description: 'Settles the open round round_id and credits the win.',
    body: Type.Object(
      {
        ...base,
        transaction_id: id('Idempotent per provider'),
        round_id: id('The round of the bet'),
        amount: Type.Integer({ minimum: 0, description: 'Minor units' }),
        detail: Type.Optional(
          Type.Record(Type.String(), Type.Unknown(), { description: 'The outcome, kept in the bet history' }),
        ),
      },
      closed,
    ),
    data: balanceAnswer,
  }),
  rollback: defineCall({
    ...signed,
    path: '/provider/wallet/rollback',
    summary: 'Roll a bet back',
    description:
      'Refunds an open round. A bet never seen: accepted and recorded, so the late bet is refused (312). After a win: 314.',
    body: Type.Object(
      {
        ...base,
        transaction_id: id('Idempotent per provider'),
        bet_transaction_id: id('The bet to refund (it may never have arrived)'),
        round_id: Type.Optional(id('The round, if known')),
      },
      closed,
    ),
    data: balanceAnswer,
  }),
  sessionEnd: defineCall({
    ...signed,
    path: '/provider/wallet/session-end',
    summary: 'End of a game reported by the provider: close the session, bring the provider balance back',
    description:
      "Closes the member's open game session session_id at this provider with reason 'provider': rounds still open are refunded " +
      '(a late win for them is refused, 316), then the whole provider balance goes back to the main wallet; member.cash and ' +
      "forward_game.status {status: 'closed', reason: 'provider'} follow on private member.{id}. Idempotent: a session already closed " +
      'changes nothing (ended false, with how and how much it closed). 318: no such session of this member at this provider.',
    body: Type.Object(
      {
        ...base,
        session_id: Type.Integer({ minimum: 1, description: "The platform's game session (the launch token's sid)" }),
      },
      closed,
    ),
    data: Type.Object({
      session_id: Type.Integer(),
      ended: Type.Boolean({ description: 'False when the session was already closed (nothing changed)' }),
      reason: Type.String({ description: 'How the session closed: provider, leave1, switch' }),
      amount: Type.Integer({ description: 'Minor units brought back to the main wallet when it closed' }),
      refunded_rounds: Type.Integer({ description: 'Open rounds refunded by this call' }),
      currency: Type.String(),
    }),
  }),
};

/** The fields every signed call carries (the signature check compares gp_id with the header). */
export type ProviderWalletBase = CallBody<typeof providerWalletCalls.balance>;
export type ProviderBetBody = CallBody<typeof providerWalletCalls.bet>;
export type ProviderWinBody = CallBody<typeof providerWalletCalls.win>;
export type ProviderRollbackBody = CallBody<typeof providerWalletCalls.rollback>;
export type ProviderSessionEndBody = CallBody<typeof providerWalletCalls.sessionEnd>;
export type ProviderWalletAnswer = CallData<typeof providerWalletCalls.bet>;
export type ProviderSessionEndAnswer = CallData<typeof providerWalletCalls.sessionEnd>;
