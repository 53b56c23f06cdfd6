import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { int, obj, routeSchema, str } from '../http/schemas';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      schema: routeSchema({
        summary: 'Liveness and database check',
        tags: ['platform'],
        data: obj({
          status: str({ enum: ['ok'] }),
          database: str({ enum: ['pglite', 'postgres'] }),
          uptime_s: int(),
        }),
      }),
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: ctx.database.kind, uptime_s: Math.floor((Date.now() - startedAt) / 1000) });
    },
  );
}
