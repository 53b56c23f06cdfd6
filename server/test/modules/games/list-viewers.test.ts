import { and, eq } from 'drizzle-orm';
import { favorites, members, sessions } from '../../../src/db/schema';
import { sha256 } from '../../../src/http/auth';
import { ListViewers } from '../../../src/modules/games/list-viewers';
import { DATABASES, startServer, tokenFor, type TestServer } from '../../helpers';

/** The game list's memory of who asks (SPEC §7 member_favorite): kept while unchanged, never past a session's end. */
describe.each(DATABASES)('ListViewers (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });
  const memberId = async (account: string) =>
    (await server.app.platform.db.select({ id: members.id }).from(members).where(eq(members.accountKey, account)))[0]!
      .id;

  it("reads a member's favourites once, and again as soon as a favourite changes", async () => {
    const token = await tokenFor(server, 'demo01');
    const viewers = new ListViewers(server.app.platform.db, () => new Date());
    const first = await viewers.favouritesOf(token);
    expect(first!.size).toBeGreaterThan(0);
    expect(await viewers.favouritesOf(token)).toBe(first);
    const id = await memberId('demo01');
    const gone = [...first!][0]!;
    const { db } = server.app.platform;
    await db.delete(favorites).where(and(eq(favorites.memberId, id), eq(favorites.gameId, gone)));
    const later = await viewers.favouritesOf(token);
    expect(later!.has(gone)).toBe(false);
    expect(later!.size).toBe(first!.size - 1);
    await db.insert(favorites).values({ memberId: id, gameId: gone });
    expect((await viewers.favouritesOf(token))!.has(gone)).toBe(true);
  });

  it('a session revoked in the database answers as a visitor at once', async () => {
    const token = await tokenFor(server, 'demo01');
    const viewers = new ListViewers(server.app.platform.db, () => new Date());
    expect(await viewers.favouritesOf(token)).toBeDefined();
    expect(await viewers.favouritesOf(token)).toBeDefined();
    await server.app.platform.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(await viewers.favouritesOf(token)).toBeUndefined();
  });

  it('answers undefined for no token, a made-up one, and a session past its end', async () => {
    const token = await tokenFor(server, 'demo01');
    let now = new Date();
    const viewers = new ListViewers(server.app.platform.db, () => now);
    expect(await viewers.favouritesOf(null)).toBeUndefined();
    expect(await viewers.favouritesOf('made-up-token')).toBeUndefined();
    expect(await viewers.favouritesOf(token)).toBeDefined();
    // Kept in memory, but the session's own end (a week) is checked on each ask.
    now = new Date(now.getTime() + server.app.platform.options.sessionTtlMs + 1);
    expect(await viewers.favouritesOf(token)).toBeUndefined();
  });
});
