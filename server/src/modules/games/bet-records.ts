/**
 * Bet history: every round the member played through the provider wallet API, newest first. Dates
 * are YYYY-MM-DD days of the site time zone (America/Caracas, SPEC §9), both inclusive, like the
 * other member records; amounts are major units of the member's currency, like the other member calls.
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import type { BetRecordRequest, BetRecordResponse } from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import { moment } from '@site/shared/time';
import type { Db } from '../../db/client';
import { games, providers } from '../../db/schema';
import { providerRounds } from '../../db/schema-provider';
import type { MemberRow } from '../../http/idempotency';

/** One page of the member's rounds and the totals of every round the query matches. */
export async function betRecords(
  db: Db,
  member: Pick<MemberRow, 'id' | 'currency'>,
  query: BetRecordRequest,
  lang: string,
): Promise<BetRecordResponse> {
  const page = query.page ?? 1;
  const size = query.count ?? 20;
  const conditions: (SQL | undefined)[] = [eq(providerRounds.memberId, member.id)];
  // The member picks days of the site time zone (the records pages do): a day runs from its
  // midnight in Caracas to the next one.
  const dayStart = (day: string) => moment.tz(day, 'YYYY-MM-DD', DEFAULT_TIMEZONE);
  if (query.start_date) conditions.push(gte(providerRounds.betAt, dayStart(query.start_date).toDate()));
  if (query.end_date) conditions.push(lt(providerRounds.betAt, dayStart(query.end_date).add(1, 'day').toDate()));
  if (query.gp_id) conditions.push(eq(providerRounds.gpId, query.gp_id));
  // A rollback of a bet never seen is recorded to refuse the late bet; it is not a round played.
  conditions.push(sql`not (${providerRounds.detail} ? 'unknown_bet')`);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ round: providerRounds, gpName: providers.name, names: games.names })
      .from(providerRounds)
      .leftJoin(providers, eq(providers.gpId, providerRounds.gpId))
      .leftJoin(games, eq(games.gameCode, providerRounds.gameCode))
      .where(where)
      .orderBy(desc(providerRounds.betAt), desc(providerRounds.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({
        total: count(),
        bet: sql<string>`coalesce(sum(case when ${providerRounds.status} <> 'rolled_back' then ${providerRounds.betAmount} else 0 end), 0)::text`,
        win: sql<string>`coalesce(sum(${providerRounds.winAmount}), 0)::text`,
      })
      .from(providerRounds)
      .where(where),
  ]);
  const cur = member.currency;
  return {
    list: rows.map(({ round: r, gpName, names }) => {
      const bet = r.status === 'rolled_back' ? 0n : r.betAmount;
      return {
        id: r.id,
        round_id: r.roundId,
        gp_id: r.gpId,
        gp_name: gpName ?? r.gpId,
        game_code: r.gameCode,
        game_name: names?.[lang] ?? names?.en_US ?? r.gameCode,
        game_type: r.gameType,
        bet_amount: toMajor(r.betAmount, cur),
        win_amount: toMajor(r.winAmount, cur),
        profit: toMajor(r.winAmount - bet, cur),
        status: r.status,
        bet_at: r.betAt.toISOString(),
        settled_at: (r.settledAt ?? r.rolledBackAt)?.toISOString() ?? '',
      };
    }),
    total_count: Number(totals?.total ?? 0),
    total_bet: toMajor(BigInt(totals?.bet ?? '0'), cur),
    total_win: toMajor(BigInt(totals?.win ?? '0'), cur),
    page,
    count: size,
  };
}
