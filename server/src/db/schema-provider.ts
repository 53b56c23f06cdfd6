/**
 * The provider wallet API's transactions and the rounds it records
 * (the member's bet history). Re-exported by schema.ts (drizzle-kit reads that file).
 * Money is bigint minor units of the round's currency.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One call of the provider wallet API per (provider, transaction id): its kind, a hash of the
 * request and the answer given. A repeated id gets the stored answer (one effect); the same id
 * with another request is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    gpId: text('gp_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** bet, win or rollback. */
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    memberId: integer('member_id').notNull(),
    roundId: text('round_id'),
    /** SHA-256 of the kind and the canonical request body. */
    requestHash: text('request_hash').notNull(),
    /** The envelope answered the first time. */
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gpId, t.transactionId] })],
);

/**
 * A game round: its bet, its win and its state. open (bet taken), settled (win reported, maybe 0)
 * or rolled_back (the bet was refunded, or a rollback arrived for a bet never seen: then
 * bet_amount is 0 and a late bet with that transaction id is refused).
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: serial('id').primaryKey(),
    gpId: text('gp_id').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull().default(''),
    gameType: smallint('game_type').notNull().default(0),
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winTransactionId: text('win_transaction_id'),
    winAmount: bigint('win_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rollbackTransactionId: text('rollback_transaction_id'),
    /** What the game reports about the round (reels, cards, balls). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    betAt: ts('bet_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
    rolledBackAt: ts('rolled_back_at'),
  },
  (t) => [
    uniqueIndex('provider_rounds_round_key').on(t.gpId, t.roundId),
    uniqueIndex('provider_rounds_bet_key').on(t.gpId, t.betTransactionId),
    index('provider_rounds_member_idx').on(t.memberId, t.betAt),
  ],
);
