/**
 * buildProviderSim(): the game-provider simulator (a separate process, src/provider-sim/main.ts).
 *
 * - GET /game/launch?token=… (also /launch): verifies the platform's launch token, opens a game
 *   session of the simulator and serves the game page of the game type (slot, baccarat, lottery).
 * - POST /api/state {sid}: balance (the platform's member_provider account, by the wallet API).
 * - POST /api/play {sid, bet | bets | picks}: one round. The outcome is decided here (node:crypto),
 *   the bet and the win go to the platform's wallet API, signed with the provider's key.
 * - POST /api/end {sid}: "Back to lobby" — a real session is reported ended to the platform's
 *   /api/provider/wallet/session-end (its balance comes back to the main wallet), then forgotten;
 *   answers {lobby} where the page goes next.
 * - GET /sportsbook?origin=…: the sport frame; posts S001/U003 to the parent at that origin only
 *   when it is on the allow-list.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { minorDigits, toMinor } from '@site/shared/money';
import { generateGames, PROVIDERS } from '../seed/catalogue';
import {
  baccaratDeal,
  gameKindOf,
  lotteryDraw,
  slotSpin,
  validPicks,
  type BaccaratBets,
  type GameKind,
} from './engines';
import { DEV_LAUNCH_SECRET, verifyLaunchToken, type LaunchClaims } from '../modules/games/launch-token';
import {
  baccaratPage,
  errorPage,
  lotteryPage,
  slotPage,
  sportsbookPage,
  type PageBoot,
  type SportMatch,
} from './pages';
import { WalletClient } from './wallet-client';
import { DEV_PROVIDER_WALLET_SECRET } from '../modules/provider-wallet/signature';
import { devToolsOn, envVar, readEnv } from '../env';

export interface ProviderSimOptions {
  /** The platform (PLATFORM_URL), whose /api/provider/wallet/* the simulator calls. */
  platformUrl: string;
  /** PROVIDER_SIM_SECRET: the launch tokens' key (shared with the platform). */
  launchSecret: string;
  /** PROVIDER_WALLET_SECRET: the wallet API's master key (shared with the platform). */
  walletSecret: string;
  /** Origins allowed to frame the simulator and receive its messages (PROVIDER_SIM_FRAME_ORIGINS). */
  frameOrigins: string[];
  logger?: boolean;
  now?: () => Date;
  /** A session unused this long is forgotten. */
  sessionIdleMs?: number;
  /**
   * SITE_DEV_TOOLS=1: POST /api/dev/rig {sid, outcome: 'lose' | 'fair'} makes a session's rounds
   * pay nothing, so a test that needs a loss gets one whatever the random numbers say.
   */
  devTools?: boolean;
}

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((p) => [
  `http://127.0.0.1:${p}`,
  `http://localhost:${p}`,
]);

/**
 * The simulator's options and where it listens, from the environment. Throws ConfigError naming every
 * bad or missing variable; the secrets fall back to the development keys only with SITE_DEV_TOOLS=1.
 */
export function simOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ProviderSimOptions & { listen: { port: number; host: string } } {
  const devTools = devToolsOn(env);
  const e = readEnv(
    {
      SITE_DEV_TOOLS: envVar.flag(),
      PROVIDER_SIM_PORT: envVar.port(true),
      PROVIDER_SIM_HOST: envVar.text(),
      PLATFORM_URL: envVar.url(),
      PROVIDER_SIM_SECRET: envVar.secret(devTools),
      PROVIDER_WALLET_SECRET: envVar.secret(devTools),
      PROVIDER_SIM_FRAME_ORIGINS: envVar.origins(),
      CORS_ORIGINS: envVar.origins(),
    },
    env,
  );
  return {
    listen: { port: Number(e.PROVIDER_SIM_PORT ?? 4100), host: e.PROVIDER_SIM_HOST ?? '127.0.0.1' },
    platformUrl: (e.PLATFORM_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    launchSecret: e.PROVIDER_SIM_SECRET ?? DEV_LAUNCH_SECRET,
    walletSecret: e.PROVIDER_WALLET_SECRET ?? DEV_PROVIDER_WALLET_SECRET,
    frameOrigins: (e.PROVIDER_SIM_FRAME_ORIGINS ?? e.CORS_ORIGINS ?? DEFAULT_ORIGINS.join(','))
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    logger: true,
    devTools,
  };
}

interface SimSession {
  claims: LaunchClaims;
  kind: GameKind;
  /** Demo play: an in-memory balance (minor units); real play uses the platform's wallet. */
  demoBalance: number;
  lastUsed: number;
  busy: boolean;
  /** Development only: every round of this session is drawn again until it pays nothing. */
  rigged?: 'lose';
}

let gameNames: Map<string, string> | undefined;
const gameName = (code: string) => {
  gameNames ??= new Map(generateGames().map((g) => [g.gameCode, g.names.en_US]));
  return gameNames.get(code);
};

/** Chip values in minor units: 1,000 ₫ steps for VND, 1.00 steps otherwise. */
export const chipsOf = (currency: string) => {
  const unit = Number(toMinor(currency === 'VND' ? 1000 : 1, currency));
  return [1, 5, 10, 50, 100].map((n) => n * unit);
};

const safeLobby = (url: string | undefined) => {
  if (!url) return '';
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : '';
  } catch {
    return '';
  }
};

/** Today's fake fixtures (the same all day). */
export function sportMatches(now: Date): SportMatch[] {
  const day = now.toISOString().slice(0, 10);
  const fixtures: [string, string, number, string, string, string][] = [
    ['Premier League', 'epl', 1, 'Football', 'Red Lions', 'Harbour City'],
    ['Premier League', 'epl', 1, 'Football', 'North Rovers', 'Kingsbridge United'],
    ['V.League 1', 'vleague', 1, 'Football', 'Song Lam Stars', 'Saigon Tigers'],
    ['V.League 1', 'vleague', 1, 'Football', 'Hanoi Capital', 'Hai Phong Port'],
    ['Asia Basketball Cup', 'abc', 2, 'Basketball', 'Bangkok Blaze', 'Manila Comets'],
    ['Asia Basketball Cup', 'abc', 2, 'Basketball', 'Seoul Thunder', 'Taipei Kings'],
  ];
  return fixtures.map(([league, key, sportType, sport, home, away], i) => {
    const seed = [...`${day}${i}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    const a = 1.5 + (seed % 200) / 100;
    return {
      event_id: `${day.replace(/-/g, '')}${String(i + 1).padStart(3, '0')}`,
      league_key: key,
      league,
      sport_type: sportType,
      sport,
      home,
      away,
      kickoff: `${day} ${String(12 + i * 2).padStart(2, '0')}:00 UTC`,
      odds: [a, sportType === 1 ? 3.1 + (seed % 40) / 100 : 15, 1 + 1 / (a - 1) + 0.1] as [number, number, number],
    };
  });
}

export async function buildProviderSim(opts: ProviderSimOptions): Promise<FastifyInstance> {
  const now = opts.now ?? (() => new Date());
  const idleMs = opts.sessionIdleMs ?? 12 * 3600_000;
  const wallet = new WalletClient(opts.platformUrl, opts.walletSecret);
  const sessions = new Map<string, SimSession>();
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 16 * 1024 });

  /**
   * Real-money game links already opened (their signature → when the link expires): a link opens
   * one game page, once; a copy of it, replayed later, opens nothing. Kept until the link expires.
   */
  const openedLinks = new Map<string, number>();
  const purge = setInterval(() => {
    const limit = Date.now() - idleMs;
    for (const [sid, s] of sessions) if (s.lastUsed < limit) sessions.delete(sid);
    const nowMs = now().getTime();
    for (const [link, expiresMs] of openedLinks) if (expiresMs <= nowMs) openedLinks.delete(link);
  }, 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  const frameAncestors = ["'self'", ...opts.frameOrigins].join(' ');
  const html = (reply: FastifyReply, status: number, body: string, nonce = '') =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; script-src ${nonce ? `'nonce-${nonce}'` : "'none'"}; frame-ancestors ${frameAncestors}; base-uri 'none'; form-action 'none'`,
      )
      .send(body);

  const provider = (gp: string) => PROVIDERS.find((p) => p.gpId === gp);

  app.get('/health', async () => ({ ok: true, sessions: sessions.size }));

  /** The game page's address: the launch token and the page that frames it. */
  type LaunchQuery = { token?: string; origin?: string };
  const launch = async (request: { query: LaunchQuery | undefined }, reply: FastifyReply) => {
    const { token, origin } = request.query ?? {};
    const claims = typeof token === 'string' ? verifyLaunchToken(token, opts.launchSecret, now()) : null;
    if (!claims)
      return html(
        reply,
        401,
        errorPage(
          'Game link expired',
          'This game link is invalid or has expired. Go back to the lobby and open the game again.',
        ),
      );
    const p = provider(claims.gp);
    if (!p) return html(reply, 404, errorPage('Unknown provider', `No games of ${claims.gp} here.`));
    if (claims.kind === 'real') {
      const link = token!.slice(token!.lastIndexOf('.') + 1);
      if (openedLinks.has(link))
        return html(
          reply,
          410,
          errorPage(
            'Game link already used',
            'This game link has already been opened. Go back to the lobby and open the game again.',
          ),
        );
      openedLinks.set(link, claims.exp * 1000);
    }
    if (claims.kind === 'sport') return sportsbook(reply, origin, p.name);
    const kind = gameKindOf(claims.gt);
    const sid = randomBytes(24).toString('base64url');
    sessions.set(sid, {
      claims,
      kind,
      demoBalance: Number(toMinor(2000, claims.cur)),
      lastUsed: Date.now(),
      busy: false,
    });
    const boot: PageBoot = {
      sid,
      kind: claims.kind === 'demo' ? 'demo' : 'real',
      game: kind,
      currency: claims.cur,
      digits: minorDigits(claims.cur),
      chips: chipsOf(claims.cur),
      gpName: p.name,
      gameName:
        gameName(claims.game) ?? (kind === 'slot' ? 'Lucky Reels' : kind === 'baccarat' ? 'Baccarat' : 'Lotto 5/36'),
      lobby: safeLobby(claims.lobby),
      colors: p.colors,
    };
    const nonce = randomBytes(16).toString('base64');
    const page =
      kind === 'slot'
        ? slotPage(boot, nonce)
        : kind === 'baccarat'
          ? baccaratPage(boot, nonce)
          : lotteryPage(boot, nonce);
    return html(reply, 200, page, nonce);
  };
  app.get<{ Querystring: LaunchQuery | undefined }>('/game/launch', launch);
  app.get<{ Querystring: LaunchQuery | undefined }>('/launch', launch);
  // The paths the platform's demo/play and sport-quickbet-url put in their links (same token format).
  app.get<{ Querystring: LaunchQuery | undefined }>('/game/demo', launch);
  app.get<{ Querystring: LaunchQuery | undefined }>('/sport/quickbet', launch);

  const sportsbook = (reply: FastifyReply, origin: string | undefined, gpName: string) => {
    let parentOrigin: string | null = null;
    if (origin !== undefined && origin !== '') {
      const normalised = origin.replace(/\/+$/, '');
      if (!opts.frameOrigins.includes(normalised))
        return html(reply, 400, errorPage('Origin not allowed', 'This sportsbook cannot be embedded here.'));
      parentOrigin = normalised;
    }
    const nonce = randomBytes(16).toString('base64');
    return html(reply, 200, sportsbookPage(sportMatches(now()), parentOrigin, nonce, gpName), nonce);
  };
  app.get<{ Querystring: { origin?: string; gp_id?: string } }>(
    '/sportsbook',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { origin: { type: 'string', maxLength: 256 }, gp_id: { type: 'string', maxLength: 32 } },
        },
      },
    },
    async (request, reply) => {
      const { origin, gp_id } = request.query;
      return sportsbook(reply, origin, provider(gp_id ?? '')?.name ?? 'Ironclad Sports');
    },
  );

  type Fail = { status: number; error: string; message: string };
  /** What the game page posts: its session id, and for a round the stake. Anything may arrive, so every field is checked. */
  type SessionBody = { sid?: unknown };
  type PlayBody = SessionBody & { bet?: unknown; bets?: unknown; picks?: unknown };
  const failWith = (reply: FastifyReply, f: Fail) => reply.code(f.status).send({ error: f.error, message: f.message });
  const sessionOf = (sid: unknown): SimSession | Fail => {
    const s = typeof sid === 'string' ? sessions.get(sid) : undefined;
    if (!s)
      return { status: 401, error: 'session', message: 'The game session has ended; reopen the game from the lobby' };
    s.lastUsed = Date.now();
    return s;
  };
  /** The member fields of a wallet call; the platform's launch token names the member, so one without it cannot play. */
  const memberBody = (c: LaunchClaims): { member_id: number; currency: string } | Fail =>
    c.mid
      ? { member_id: c.mid, currency: c.cur }
      : { status: 409, error: '302', message: 'The game link names no member; reopen the game from the lobby' };

  async function balanceOf(s: SimSession): Promise<number | Fail> {
    if (s.claims.kind === 'demo') return s.demoBalance;
    const member = memberBody(s.claims);
    if ('error' in member) return member;
    const r = await wallet.call('balance', s.claims.gp, member);
    if (!r.ok) return { status: 502, error: 'unreachable', message: 'The wallet is unreachable; try again' };
    if (r.reply.code !== '100' || !r.reply.data) return { status: 409, error: r.reply.code, message: r.reply.message };
    return r.reply.data.balance;
  }

  app.post<{ Body: SessionBody | undefined }>('/api/state', async (request, reply) => {
    const s = sessionOf(request.body?.sid);
    if ('error' in s) return failWith(reply, s);
    const balance = await balanceOf(s);
    if (typeof balance !== 'number') return failWith(reply, balance);
    return { balance, currency: s.claims.cur, game: s.kind };
  });

  /** One round: validate, take the bet, decide, pay (or roll the bet back if it may not have landed). */
  app.post<{ Body: PlayBody | undefined }>('/api/play', async (request, reply) => {
    const body: PlayBody = request.body ?? {};
    const s = sessionOf(body.sid);
    if ('error' in s) return failWith(reply, s);
    const chips = chipsOf(s.claims.cur);
    const validChip = (v: unknown): v is number => typeof v === 'number' && chips.includes(v);
    const validStake = (v: unknown) =>
      v === undefined || v === 0 || (Number.isInteger(v) && (v as number) > 0 && (v as number) <= chips.at(-1)! * 20);
    let bet: number;
    let decide: () => { win: number; outcome: unknown };
    if (s.kind === 'slot') {
      if (!validChip(body.bet))
        return failWith(reply, { status: 400, error: 'bet', message: 'Choose one of the chips' });
      bet = body.bet;
      decide = () => {
        const o = slotSpin(bet);
        return { win: o.win, outcome: o };
      };
    } else if (s.kind === 'baccarat') {
      const b = (body.bets ?? {}) as BaccaratBets;
      if (typeof b !== 'object' || !validStake(b.player) || !validStake(b.banker) || !validStake(b.tie)) {
        return failWith(reply, { status: 400, error: 'bet', message: 'Bad bets' });
      }
      const bets = { player: b.player ?? 0, banker: b.banker ?? 0, tie: b.tie ?? 0 };
      bet = bets.player + bets.banker + bets.tie;
      if (bet <= 0)
        return failWith(reply, { status: 400, error: 'bet', message: 'Place a chip on Player, Banker or Tie' });
      decide = () => {
        const o = baccaratDeal(bets);
        return { win: o.win, outcome: { ...o, bets } };
      };
    } else {
      if (!validChip(body.bet))
        return failWith(reply, { status: 400, error: 'bet', message: 'Choose one of the chips' });
      if (!validPicks(body.picks))
        return failWith(reply, { status: 400, error: 'picks', message: 'Pick 5 different numbers from 1 to 36' });
      bet = body.bet;
      const picks = body.picks;
      decide = () => {
        const o = lotteryDraw(bet, picks);
        return { win: o.win, outcome: o };
      };
    }
    if (s.rigged === 'lose') {
      const fair = decide;
      // Most spins and draws pay nothing, so a few draws suffice; a deal with a stake on every side
      // always pays something, hence the bound.
      decide = () => {
        let round = fair();
        for (let i = 0; i < 1000 && round.win > 0; i++) round = fair();
        return round;
      };
    }
    if (s.busy) return failWith(reply, { status: 429, error: 'busy', message: 'The previous round is still running' });
    s.busy = true;
    try {
      if (s.claims.kind === 'demo') {
        if (s.demoBalance < bet) return failWith(reply, { status: 409, error: '310', message: 'Insufficient balance' });
        const { win, outcome } = decide();
        s.demoBalance += win - bet;
        return { round_id: `demo-${randomUUID()}`, bet, win, balance: s.demoBalance, outcome };
      }
      const c = s.claims;
      const member = memberBody(c);
      if ('error' in member) return failWith(reply, member);
      const roundId = `${c.gp}-${randomUUID()}`;
      const betTxn = `bet-${randomUUID()}`;
      const placed = await wallet.call('bet', c.gp, {
        ...member,
        transaction_id: betTxn,
        round_id: roundId,
        amount: bet,
        game_code: c.game,
        game_type: c.gt,
        ...(c.sid ? { session_id: c.sid } : {}),
      });
      if (!placed.ok) {
        // The bet may or may not have landed: roll it back (accepted even if it never arrived).
        const rb = await wallet.retry('rollback', c.gp, {
          ...member,
          transaction_id: `rb-${betTxn}`,
          bet_transaction_id: betTxn,
          round_id: roundId,
        });
        request.log.warn({ betTxn, rolledBack: rb.ok }, 'bet unreachable, rolled back');
        return failWith(reply, {
          status: 502,
          error: 'unreachable',
          message: 'The wallet did not answer; your bet was cancelled',
        });
      }
      if (placed.reply.code !== '100' || !placed.reply.data) {
        const message =
          placed.reply.code === '310'
            ? 'Insufficient balance: lower your bet or transfer more in the lobby'
            : placed.reply.message;
        return failWith(reply, { status: 409, error: placed.reply.code, message });
      }
      const { win, outcome } = decide();
      const paid = await wallet.retry('win', c.gp, {
        ...member,
        transaction_id: `win-${randomUUID()}`,
        round_id: roundId,
        amount: win,
        detail: { game: s.kind, outcome },
      });
      if (!paid.ok || paid.reply.code !== '100' || !paid.reply.data) {
        request.log.error({ roundId, paid }, 'win not settled');
        return failWith(reply, {
          status: 502,
          error: 'settle',
          message: 'The round could not be settled yet; it will show in your bet history',
        });
      }
      return { round_id: roundId, bet, win, balance: paid.reply.data.balance, outcome };
    } finally {
      s.busy = false;
    }
  });

  /**
   * "Back to lobby": the end of the game. A real session tells the platform (signed session-end,
   * retried with the same body while unreachable; idempotent there), after the round in flight, if
   * any, has finished. The page then goes to the lobby address whatever the answer.
   */
  if (opts.devTools) {
    app.post<{ Body: (SessionBody & { outcome?: unknown }) | undefined }>('/api/dev/rig', async (request, reply) => {
      const s = sessionOf(request.body?.sid);
      if ('error' in s) return failWith(reply, s);
      const outcome = request.body?.outcome;
      if (outcome !== 'lose' && outcome !== 'fair')
        return failWith(reply, { status: 400, error: 'outcome', message: "outcome is 'lose' or 'fair'" });
      s.rigged = outcome === 'lose' ? 'lose' : undefined;
      return { sid: request.body?.sid, outcome };
    });
  }

  app.post<{ Body: SessionBody | undefined }>('/api/end', async (request, reply) => {
    const s = sessionOf(request.body?.sid);
    if ('error' in s) return failWith(reply, s);
    const sid = String(request.body?.sid);
    const c = s.claims;
    const lobby = safeLobby(c.lobby);
    const { sid: sessionId, mid: memberId } = c;
    if (c.kind !== 'real' || !sessionId || !memberId) {
      sessions.delete(sid);
      return { ended: false, lobby };
    }
    for (let waited = 0; s.busy && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const r = await wallet.retry('session-end', c.gp, { member_id: memberId, currency: c.cur, session_id: sessionId });
    if (!r.ok) {
      request.log.warn({ sid: c.sid, error: r.error }, 'session-end unreachable');
      return failWith(reply, {
        status: 502,
        error: 'unreachable',
        message: 'The wallet did not answer; your balance comes back when you open the lobby',
      });
    }
    if (r.reply.code !== '100' || !r.reply.data)
      return failWith(reply, { status: 409, error: r.reply.code, message: r.reply.message });
    sessions.delete(sid);
    return { ...r.reply.data, lobby };
  });

  await app.ready();
  return app;
}
