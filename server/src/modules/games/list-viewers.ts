/**
 * Whose game list it is, without the database on each ask. The lobby asks the list in parts, and a
 * member's only difference from a visitor's is the favourites switched on: two queries per part
 * (the session, the favourites) made a member's list cost ten times a visitor's. Here a token's
 * member and a member's favourites are kept `ttlMs`:
 * - a token's member is dropped when this process ends any session (`sessionsEnded`), and its
 *   session's end time is checked on every ask;
 * - a member's favourites are dropped when `favorite/store` changes them here.
 * What another process sharing the PostgreSQL server changes shows within `ttlMs`. Nothing here
 * answers more than the list's favourite flags: every other member call resolves its session in
 * the database.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';
import { resolveSession, sha256 } from '../../http/auth';

/** How long a token's member and a member's favourites are kept (2 s). */
export const LIST_VIEWER_TTL_MS = 2_000;

/** Entries past this many are dropped (the expired first): a stream of made-up tokens costs nothing lasting. */
const MAX_ENTRIES = 10_000;

interface Kept<T> {
  value: T;
  until: number;
}

function sweep<T>(map: Map<unknown, Kept<T>>, now: number): void {
  if (map.size < MAX_ENTRIES) return;
  for (const [k, e] of map) if (e.until <= now) map.delete(k);
  if (map.size >= MAX_ENTRIES) map.clear();
}

export class ListViewers {
  /** Token hash → member id (null: no live session), with the session's own end. */
  private readonly tokens = new Map<string, Kept<{ memberId: number; expiresAt: number } | null>>();
  private readonly favourites = new Map<number, Kept<Promise<ReadonlySet<number>>>>();
  /**
   * Counts `sessionsEnded` calls: a session read under way when sessions end may have read one of
   * them still live, so what it found is answered but not kept.
   */
  private endings = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs = LIST_VIEWER_TTL_MS,
  ) {}

  /** The favourite game ids of the token's member; undefined for a visitor (no token, or no live session). */
  async favouritesOf(token: string | null): Promise<ReadonlySet<number> | undefined> {
    if (!token) return undefined;
    const memberId = await this.memberOf(token);
    return memberId === null ? undefined : this.favouritesOfMember(memberId);
  }

  /** Sessions were ended here (logout, a newer login, a password change…): no token is trusted from memory. */
  sessionsEnded(): void {
    this.endings++;
    this.tokens.clear();
  }

  /** The member's favourites changed. */
  favouritesChanged(memberId: number): void {
    this.favourites.delete(memberId);
  }

  private async memberOf(token: string): Promise<number | null> {
    const hash = sha256(token);
    const nowMs = this.now().getTime();
    const kept = this.tokens.get(hash);
    if (kept && kept.until > nowMs) {
      if (kept.value && kept.value.expiresAt > nowMs) return kept.value.memberId;
      if (!kept.value) return null;
    }
    const endings = this.endings;
    const auth = await resolveSession(this.db, token, this.now());
    const value = auth ? { memberId: auth.member.id, expiresAt: auth.expiresAt.getTime() } : null;
    if (endings === this.endings) {
      sweep(this.tokens, nowMs);
      this.tokens.set(hash, { value, until: nowMs + this.ttlMs });
    }
    return value?.memberId ?? null;
  }

  private favouritesOfMember(memberId: number): Promise<ReadonlySet<number>> {
    const nowMs = this.now().getTime();
    const kept = this.favourites.get(memberId);
    if (kept && kept.until > nowMs) return kept.value;
    const value = this.db
      .select({ id: favorites.gameId })
      .from(favorites)
      .where(eq(favorites.memberId, memberId))
      .then((rows) => new Set(rows.map((r) => r.id)));
    const entry = { value, until: nowMs + this.ttlMs };
    sweep(this.favourites, nowMs);
    this.favourites.set(memberId, entry);
    value.catch(() => {
      if (this.favourites.get(memberId) === entry) this.favourites.delete(memberId);
    });
    return value;
  }
}
