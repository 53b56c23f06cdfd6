/**
 * A private subscription lives no longer than the session that authorised it, and a game link no
 * longer than the session that asked for it (docs/security.md, "Sessions and sockets"). Logout, a
 * newer login, a password change, a password reset and expiry each close the sockets the ended
 * session authorised (Pusher close code 4200: the client reconnects and authorises again with the
 * token it holds now); its token cannot subscribe again; a game link opens once, and its bets are
 * refused (319) once the member session that opened it has ended. Two realtime processes on Redis:
 * realtime-scale.test.ts.
 */
import { eq } from 'drizzle-orm';
import { sessions, socketGrants } from '../../src/db/schema';
import { sha256 } from '../../src/http/auth';
import { recordGrant } from '../../src/realtime/session-grants';
import {
  DATABASES,
  json,
  newCaptcha,
  post,
  signedProviderCall,
  startProviderSim,
  startServer,
  tokenFor,
  type TestServer,
} from '../helpers';
import { authoriseChannel, RawSocket, subscribeAs } from './realtime-support';

jest.setTimeout(120_000);

const LAYOUT = '/api/member/profile/common/layout';

describe.each(DATABASES)('sessions end their sockets and game links (%s)', (label) => {
  let server: TestServer;
  let port: number;
  const open: RawSocket[] = [];

  beforeAll(async () => {
    server = await startServer(label);
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  const gameOf = async (gpId: string, gt: number) =>
    (await server.app.platform.catalogue.load()).games.find(
      (g) => g.gpId === gpId && g.gtId === gt && g.active && g.devices === 3,
    )!.gameCode;
  const authHeader = (token: string) => ({ headers: { authorization: token } });
  /** Opens a GP003 slot on desktop with this token (play1's answer). */
  const playSlot = async (token: string) =>
    json(
      await post(
        server,
        '/api/member/game/play1',
        { gpId: 'GP003', game_type: 2, game_code: await gameOf('GP003', 2), device: 1 },
        authHeader(token),
      ),
    );
  const memberIdOf = async (token: string) => json(await post(server, LAYOUT, {}, authHeader(token))).data.id as number;

  const authorise = (token: string, socketId: string, channel: string) =>
    authoriseChannel(server, token, socketId, channel);

  /** A socket subscribed to the member's private channel with `token`. */
  async function memberSocket(token: string) {
    const channel = `private-member.${await memberIdOf(token)}`;
    const s = await RawSocket.open(port);
    open.push(s);
    await subscribeAs(server, s, token, channel);
    return { socket: s, channel };
  }

  /** Whether this token may still subscribe (on a fresh socket). */
  async function maySubscribe(token: string, channel: string) {
    const s = await RawSocket.open(port);
    open.push(s);
    const res = await authorise(token, await s.socketId(), channel);
    s.close();
    return res.statusCode;
  }

  it('logout closes the socket its session authorised; the token cannot subscribe again', async () => {
    const token = await tokenFor(server, 'demo01');
    const { socket, channel } = await memberSocket(token);
    expect((await post(server, '/api/logout', {}, authHeader(token))).statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: 4200, reason: expect.stringMatching(/session .* has ended/) });
    expect(await maySubscribe(token, channel)).toBe(401);
    const [session] = await server.app.platform.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(
      await server.app.platform.db.select().from(socketGrants).where(eq(socketGrants.sessionId, session!.id)),
    ).toEqual([]);
  });

  it('a newer login: the old window hears `login`, then its socket closes; the new session keeps its own', async () => {
    const first = await tokenFor(server, 'demo04');
    const old = await memberSocket(first);
    const second = await tokenFor(server, 'demo04');
    expect(await old.socket.wait('login')).toMatchObject({ data: { token_hash: sha256(second) } });
    expect((await old.socket.closed).code).toBe(4200);
    const fresh = await memberSocket(second);
    // The new session's game link goes to the new socket only: the old one is gone.
    const played = await playSlot(second);
    expect(played.code).toBe('100');
    expect(await fresh.socket.wait('game.url')).toMatchObject({ data: { game_url: played.data.game_url } });
    expect(old.socket.frames.some((f) => f.event === 'game.url')).toBe(false);
    await post(server, '/api/member/game/leave1', {}, authHeader(second));
  });

  it("a password change closes the other sessions' sockets and keeps the one that changed it", async () => {
    const here = await tokenFor(server, 'demo03');
    // A second live session of the member (a login revokes the older ones, so it is written here).
    const db = server.app.platform.db;
    const [current] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(here)));
    const elsewhere = `other-session-of-demo03-${label}`;
    await db.insert(sessions).values({ ...current!, id: undefined, tokenHash: sha256(elsewhere) });
    const other = await memberSocket(elsewhere);
    const mine = await memberSocket(here);
    const changed = json(
      await post(
        server,
        '/api/member/profile/edit_password',
        { old_password: 'demo1234', new_password: 'changed123', confirm_password: 'changed123' },
        authHeader(here),
      ),
    );
    expect(changed.code).toBe('100');
    expect((await other.socket.closed).code).toBe(4200);
    expect(await mine.socket.wait('profile.updated')).toMatchObject({ data: { field: 'password' } });
    expect(mine.socket.ws.readyState).toBe(mine.socket.ws.OPEN);
    expect(await maySubscribe(here, mine.channel)).toBe(200);
  });

  it('a password reset closes every socket of the member', async () => {
    const token = await tokenFor(server, 'demo02');
    const { socket } = await memberSocket(token);
    const c = await newCaptcha(server, 1, '10.77.0.1');
    const verified = json(
      await post(
        server,
        '/api/arks/web/vx/verify',
        {
          captcha_token: c.token,
          answer: c.answer,
          account: 'demo02',
          withdraw_password: '4321',
          member_phone: '2025550143',
        },
        { remoteAddress: '10.77.0.1' },
      ),
    );
    expect(verified.code).toBe('100');
    const reset = json(
      await post(server, '/api/arks/web/vx/reset', {
        account: 'demo02',
        password: 'reset2024',
        token: verified.data.token,
      }),
    );
    expect(reset.code).toBe('100');
    expect((await socket.closed).code).toBe(4200);
  });

  it('a session past its expiry loses its sockets at the next sweep', async () => {
    const token = await tokenFor(server, 'wallet01');
    const { socket, channel } = await memberSocket(token);
    server.clock.offsetMs += server.app.platform.options.sessionTtlMs + 1000;
    try {
      expect((await socket.closed).code).toBe(4200);
      expect(await maySubscribe(token, channel)).toBe(401);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('an authorisation that races a revocation is refused and leaves no grant behind', async () => {
    const token = await tokenFor(server, 'notransfer01');
    const [session] = await server.app.platform.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    // The auth call read the session as live; the revocation (and its sweep) came before the grant was written.
    await server.app.platform.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session!.id));
    const db = server.app.platform.db;
    expect(await recordGrant(db, session!.id, '1.2', 'private-member.1', new Date())).toBe(false);
    expect(await db.select().from(socketGrants).where(eq(socketGrants.sessionId, session!.id))).toEqual([]);
  });

  describe('game links', () => {
    let simUrl: string;
    let stopSim: () => Promise<unknown>;
    beforeAll(async () => {
      const { sim, url } = await startProviderSim(server);
      simUrl = url;
      stopSim = () => sim.close();
    });
    afterAll(async () => stopSim?.());

    it('open once; their bets are refused (319) after the member session that opened them ends', async () => {
      const token = await tokenFor(server, 'agent01');
      const memberId = await memberIdOf(token);
      const played = await playSlot(token);
      expect(played.code).toBe('100');
      const link = new URL(played.data.game_url as string);
      const path = `${simUrl}${link.pathname}${link.search}`;
      expect((await fetch(path)).status).toBe(200);
      const again = await fetch(path);
      expect(again.status).toBe(410);
      expect(await again.text()).toContain('Game link already used');

      const bet = (n: number, session_id: number) =>
        signedProviderCall(server, 'bet', {
          gp_id: 'GP003',
          member_id: memberId,
          currency: 'VND',
          transaction_id: `bound-${label}-${n}`,
          round_id: `bound-round-${label}-${n}`,
          amount: 1000,
          session_id,
        });
      const sessionId = played.data.session_id as number;
      expect(json(await bet(1, sessionId)).code).toBe('100');
      expect(json(await bet(2, sessionId + 100_000)).code).toBe('318');
      await post(server, '/api/logout', {}, authHeader(token));
      expect(json(await bet(3, sessionId))).toMatchObject({ code: '319', data: null });
    });
  });
});
