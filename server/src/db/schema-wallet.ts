/**
 * Idempotency records of the money calls, game sessions of the transfer
 * wallet, and the jackpot pools. Re-exported by schema.ts (drizzle-kit reads that file).
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
 * The first answer of a money call, per member and idempotency key (Idempotency-Key header or
 * idempotency_key body field). The record is written in the same transaction as the movement, so
 * a repeated key waits for the first call and then gets its stored answer.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    memberId: integer('member_id').notNull(),
    key: text('key').notNull(),
    /** The route the key was first used on, e.g. POST /api/member/game/play1. */
    route: text('route').notNull(),
    /** SHA-256 of route + canonical JSON body (without idempotency_key). */
    requestHash: text('request_hash').notNull(),
    httpStatus: smallint('http_status').notNull().default(200),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index('idempotency_records_created_idx').on(t.createdAt)],
);

/** A game opened by POST /member/game/play1 (transfer wallet). At most one open session per member. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    gpId: text('gp_id').notNull(),
    gameType: smallint('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    /** The catalogue game id (null for a provider lobby). */
    gameId: integer('game_id'),
    device: smallint('device').notNull().default(1),
    currency: text('currency').notNull(),
    /**
     * The member session that opened the game: bets of the game are taken only while it lasts (a
     * game link outlives neither a logout nor a newer login). Null for sessions opened before it was kept.
     */
    memberSessionId: integer('member_session_id'),
    /** 'open' or 'closed'. */
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** Minor units moved from the main wallet into the provider wallet at the start. */
    amountIn: bigint('amount_in', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Minor units brought back when it closed. */
    amountOut: bigint('amount_out', { mode: 'bigint' }),
    /**
     * The last bet the provider took in this game (null: none yet, the opening counts). A game with
     * no bet for GAME_IDLE_MINUTES is ended by the platform (modules/provider-wallet/idle-games.ts).
     */
    lastActivityAt: ts('last_activity_at'),
    /** How it closed: leave1, switch (another game opened on desktop), provider (end of game), idle. */
    closeReason: text('close_reason'),
    openedAt: ts('opened_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('game_sessions_one_open')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('game_sessions_member_idx').on(t.memberId, t.openedAt),
  ],
);

/**
 * Jackpot pool per currency: the total shown is seed + growth per second since started_at +
 * `contributed` (bets' share of the pool). No provider here reports a contribution, so it stays 0;
 * the column keeps the total's formula whole for one that does.
 */
export const jackpotPools = pgTable('jackpot_pools', {
  currency: text('currency').primaryKey(),
  contributed: bigint('contributed', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
