/**
 * The bodies of the provider wallet's signed calls (POST /api/provider/wallet/*): TypeBox schemas the
 * platform validates them with (unknown fields refused), and the request types derived from them.
 * These calls are the providers' API, not the apps', so they are not in @site/shared/contracts'
 * call descriptions.
 */
import { Type, type Static } from '@site/shared/contracts';

const id = (description: string) =>
  Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$', description });

const base = {
  gp_id: Type.String({ minLength: 1, maxLength: 20, description: 'The provider; must equal the x-provider-id header' }),
  member_id: Type.Integer({ minimum: 1 }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
};
const closed = { additionalProperties: false } as const;

export const BalanceBody = Type.Object(base, closed);
export const BetBody = Type.Object(
  {
    ...base,
    transaction_id: id('Idempotent per provider'),
    round_id: id('The round this bet opens'),
    amount: Type.Integer({ minimum: 1, description: 'Minor units' }),
    game_code: Type.Optional(Type.String({ maxLength: 100 })),
    game_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  },
  closed,
);
export const WinBody = Type.Object(
  {
    ...base,
    transaction_id: id('Idempotent per provider'),
    round_id: id('The round of the bet'),
    amount: Type.Integer({ minimum: 0, description: 'Minor units' }),
    detail: Type.Optional(
      Type.Unsafe<Record<string, unknown>>({
        type: 'object',
        additionalProperties: true,
        description: 'The outcome, kept in the bet history',
      }),
    ),
  },
  closed,
);
export const RollbackBody = Type.Object(
  {
    ...base,
    transaction_id: id('Idempotent per provider'),
    bet_transaction_id: id('The bet to refund (it may never have arrived)'),
    round_id: Type.Optional(id('The round, if known')),
  },
  closed,
);
export const SessionEndBody = Type.Object(
  {
    ...base,
    session_id: Type.Integer({ minimum: 1, description: "The platform's game session (the launch token's sid)" }),
  },
  closed,
);

/** The fields every signed call carries (the preHandler checks gp_id against the header). */
export type WalletBase = Static<typeof BalanceBody>;
export type BetRequest = Static<typeof BetBody>;
export type WinRequest = Static<typeof WinBody>;
export type RollbackRequest = Static<typeof RollbackBody>;
export type SessionEndRequest = Static<typeof SessionEndBody>;
