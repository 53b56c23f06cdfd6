/**
 * Whose game list it is, without the database on each ask. The lobby asks the list in parts, and a
 * member's only difference from a visitor's is the favourites switched on: two queries per part
 * (the session, the favourites) made a member's list cost ten times a visitor's. Both come from
 * memory while their tables are unchanged (db/write-clock.ts): the session as every member call
 * resolves it, the favourites per member until any favourite changes.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';
import { clockOf, CoherentCache } from '../../db/write-clock';
import { resolveSession } from '../../http/auth';

export class ListViewers {
  private readonly favourites: CoherentCache<number, ReadonlySet<number>>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.favourites = new CoherentCache(clockOf(db), ['favorites']);
  }

  /** The favourite game ids of the token's member; undefined for a visitor (no token, or no live session). */
  async favouritesOf(token: string | null): Promise<ReadonlySet<number> | undefined> {
    if (!token) return undefined;
    const auth = await resolveSession(this.db, token, this.now());
    if (!auth) return undefined;
    const memberId = auth.member.id;
    const ids = await this.favourites.read(memberId, async () => {
      const rows = await this.db
        .select({ id: favorites.gameId })
        .from(favorites)
        .where(eq(favorites.memberId, memberId));
      return new Set(rows.map((r) => r.id));
    });
    return ids ?? new Set();
  }
}
