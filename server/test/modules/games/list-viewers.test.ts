import { eq } from 'drizzle-orm';
import { sessions } from '../../../src/db/schema';
import { sha256 } from '../../../src/http/auth';
import { ListViewers } from '../../../src/modules/games/list-viewers';
import { DATABASES, startServer, tokenFor, type TestServer } from '../../helpers';

/** The game list's memory of who asks (SPEC §7 member_favorite): kept a moment, never past a session's end. */
describe.each(DATABASES)('ListViewers (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("reads a token's member and favourites once per moment, and again once they expire", async () => {
    const token = await tokenFor(server, 'demo01');
    let now = new Date();
    const viewers = new ListViewers(server.app.platform.db, () => now, 2_000);
    const first = await viewers.favouritesOf(token);
    expect(first!.size).toBeGreaterThan(0);
    expect(await viewers.favouritesOf(token)).toBe(first);
    now = new Date(now.getTime() + 2_001);
    const later = await viewers.favouritesOf(token);
    expect(later).not.toBe(first);
    expect([...later!].sort()).toEqual([...first!].sort());
    viewers.favouritesChanged(999_999);
    expect(await viewers.favouritesOf(token)).toBe(later);
  });

  it('does not keep a session read that was under way when sessions ended', async () => {
    const token = await tokenFor(server, 'demo01');
    const viewers = new ListViewers(server.app.platform.db, () => new Date(), 60 * 60_000);
    const asked = viewers.favouritesOf(token);
    // Ends while the read above waits for the database: what it finds answers it, and is not kept.
    viewers.sessionsEnded();
    expect(await asked).toBeDefined();
    await server.app.platform.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(await viewers.favouritesOf(token)).toBeUndefined();
  });

  it('answers undefined for no token, a made-up one, and a session past its end', async () => {
    const token = await tokenFor(server, 'demo01');
    let now = new Date();
    const viewers = new ListViewers(server.app.platform.db, () => now, 60 * 60_000);
    expect(await viewers.favouritesOf(null)).toBeUndefined();
    expect(await viewers.favouritesOf('made-up-token')).toBeUndefined();
    expect(await viewers.favouritesOf(token)).toBeDefined();
    // Kept for an hour here, but the session's own end (a week) is checked on each ask.
    now = new Date(now.getTime() + server.app.platform.options.sessionTtlMs + 1);
    expect(await viewers.favouritesOf(token)).toBeUndefined();
  });
});
