/**
 * Bet history: POST /api/arks/web/member/bet-records {page, count, start_date?,
 * end_date?, gp_id?} (token required) -> {list, total_count, total_bet, total_win}: every round the
 * member played through the provider wallet API, newest first. Dates are YYYY-MM-DD (UTC), both
 * inclusive; amounts are major units of the member's currency, like the other member calls.
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { games, providers } from '../db/schema';
import { providerRounds } from '../db/schema-provider';
import { fail, ok } from '../http/envelope';
import { arr, int, num, obj, routeSchema, str } from '../http/schemas';
import { toMajor } from '@site/shared/money';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

const recordSchema = obj({
  id: int(),
  round_id: str(),
  gp_id: str(),
  gp_name: str(),
  game_code: str(),
  game_name: str({ description: "The game's name in the lang header's language (en_US otherwise)" }),
  game_type: int(),
  bet_amount: num(),
  win_amount: num(),
  profit: num({ description: 'win_amount - bet_amount (0 for a rolled-back round)' }),
  status: str({ enum: ['open', 'settled', 'rolled_back'] }),
  bet_at: str({ format: 'date-time' }),
  settled_at: str({ description: 'ISO 8601, or empty while open' }),
});

export function betRecordRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  app.post(
    '/arks/web/member/bet-records',
    {
      preHandler: ctx.auth.requireMember,
      schema: routeSchema({
        summary: "The member's bet history, one page (newest first)",
        description:
          'Every round played at a provider (bet, win, rollback). start_date/end_date: YYYY-MM-DD UTC, inclusive. Code 101: start_date after end_date.',
        tags: ['member'],
        body: {
          type: 'object',
          properties: {
            page: int({ minimum: 1 }),
            count: int({ minimum: 1, maximum: 100 }),
            start_date: str({ pattern: DATE }),
            end_date: str({ pattern: DATE }),
            gp_id: str({ maxLength: 20 }),
          },
        },
        data: obj({
          list: arr(recordSchema),
          total_count: int(),
          total_bet: num(),
          total_win: num(),
          page: int(),
          count: int(),
        }),
        auth: true,
      }),
    },
    async (request) => {
      const body = request.body as {
        page?: number;
        count?: number;
        start_date?: string;
        end_date?: string;
        gp_id?: string;
      };
      const member = request.auth!.member;
      const page = body.page ?? 1;
      const size = body.count ?? 20;
      if (body.start_date && body.end_date && body.start_date > body.end_date)
        return fail('101', 'start_date is after end_date');
      const lang = typeof request.headers.lang === 'string' ? request.headers.lang : 'en_US';
      const conditions: (SQL | undefined)[] = [eq(providerRounds.memberId, member.id)];
      if (body.start_date) conditions.push(gte(providerRounds.betAt, new Date(`${body.start_date}T00:00:00Z`)));
      if (body.end_date)
        conditions.push(
          lt(providerRounds.betAt, new Date(new Date(`${body.end_date}T00:00:00Z`).getTime() + 86_400_000)),
        );
      if (body.gp_id) conditions.push(eq(providerRounds.gpId, body.gp_id));
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
      return ok({
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
      });
    },
  );
}
