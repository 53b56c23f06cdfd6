/**
 * Games nobody plays any more. A member who closes a game tab on a phone, or whose browser dies,
 * never calls leave1, and the provider never reports an end: the money would stay in the provider
 * wallet, and the member could neither withdraw it nor open another game. A game session with no bet
 * for `gameIdleMs` (GAME_IDLE_MINUTES) is ended here as the provider's own end would be
 * (endGameSession: open rounds refunded, the provider balance back to the main wallet, member.cash
 * and forward_game.status {closed, idle} after the commit). Each session is ended under the member's
 * row lock with its idleness read again there, so a bet that lands meanwhile keeps the game open, and
 * however many processes sweep, the money comes back once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { gameSessions } from '../../db/schema';
import { endGameSession } from './session-end';

/** How often the sweep looks, at most: a quarter of the idle time, at most a minute. */
export const idleSweepIntervalMs = (gameIdleMs: number) => Math.max(1000, Math.min(60_000, gameIdleMs / 4));

/** Games examined per pass (the next pass takes the rest). */
const BATCH = 100;

/** One pass: ends the open game sessions idle for longer than gameIdleMs; answers how many it ended. */
export async function endIdleGames(ctx: AppContext): Promise<number> {
  const idleSince = new Date(ctx.options.now().getTime() - ctx.options.gameIdleMs);
  const idle = await ctx.db
    .select({
      id: gameSessions.id,
      memberId: gameSessions.memberId,
      gpId: gameSessions.gpId,
      currency: gameSessions.currency,
    })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.status, 'open'),
        sql`coalesce(${gameSessions.lastActivityAt}, ${gameSessions.openedAt}) < ${idleSince.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(gameSessions.id)
    .limit(BATCH);
  let ended = 0;
  for (const game of idle) {
    const answer = await endGameSession(
      ctx,
      { member_id: game.memberId, session_id: game.id, gp_id: game.gpId, currency: game.currency },
      'idle',
      idleSince,
    );
    if (answer.data?.ended) ended++;
  }
  return ended;
}

/** Runs endIdleGames on a timer (unref'd); stop() waits for a pass under way. */
export function startIdleGameSweep(ctx: AppContext, onError: (err: unknown) => void) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = endIdleGames(ctx)
      .catch(onError)
      .finally(() => (running = null));
  }, idleSweepIntervalMs(ctx.options.gameIdleMs));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
