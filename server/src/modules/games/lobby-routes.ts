/**
 * The read calls of SPEC §7 "Games", besides /v3/game_list (routes.ts) and the transfer
 * wallet (modules/wallet): demo/play, demo/gp_games, demo/gt_games, v2/get_jackpot,
 * v2/get_tag_game_list, v2/game_label, v2/get_template_game_list,
 * arks/web/member-games/last-playing-game, arks/web/hot-games, arks/web/favorite/store,
 * arks/web/game/sport-quickbet-url. Lists are built from the in-memory catalogue.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CurrencyCode, type GameTypeId } from '@site/shared/constants';
import { gameCalls, lobbyCalls, type GameEntry, type GameProvider } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { favorites, gameSessions, jackpotPools } from '../../db/schema';
import { assetUrls, deviceBit, nameLanguage, type Loaded } from './catalogue';
import { routeCall } from '../../http/call';
import { fail, ok } from '../../http/envelope';
import { launchUrl, maintenanceOf } from '../wallet/transfer-wallet';
import { toMajor, toMinor } from '@site/shared/money';

type GameRow = Loaded['games'][number];

/** The catalogue entry of a game (SPEC §3 game provider entry). */
function entryOf(data: Loaded, g: GameRow, favoriteIds?: ReadonlySet<number>): GameEntry {
  const p = data.providers.get(g.gpId)!;
  const pair = data.pairs.find((x) => x.gpId === g.gpId && x.gtId === g.gtId);
  const tags: Array<'hot' | 'new'> = [];
  if (g.isHot) tags.push('hot');
  if (g.isNew) tags.push('new');
  return {
    id: g.id,
    game_id: g.id,
    gp_id: g.gpId,
    gp_gt_name: pair?.gpGtName ?? p.name,
    game_type: g.gtId as GameTypeId,
    game_code: g.gameCode,
    game_name: { vi_VN: g.names.vi_VN, en_US: g.names.en_US, zh_CN: g.names.zh_CN },
    house: p.house,
    customized: p.customized ? 1 : 0,
    icon_light: assetUrls.game(g.gameCode),
    member_favorite: favoriteIds?.has(g.id) ? 1 : 0,
    tags,
  };
}

/** Active games of the currency's providers running on the device, optionally narrowed. */
function gamesFor(data: Loaded, cur: string, device: number, filter: (g: GameRow) => boolean): GameRow[] {
  const bit = deviceBit(device);
  return data.games.filter(
    (g) => g.active && (g.devices & bit) !== 0 && data.providers.get(g.gpId)?.currencies.includes(cur) && filter(g),
  );
}

function providersOfType(data: Loaded, cur: string, gt: number): GameProvider[] {
  return data.pairs
    .filter((pair) => pair.gtId === gt && data.providers.get(pair.gpId)?.currencies.includes(cur))
    .map((pair) => {
      const p = data.providers.get(pair.gpId)!;
      return {
        gp_id: p.gpId,
        gp_name: p.name,
        gp_gt_name: pair.gpGtName,
        game_type: gt as GameTypeId,
        house: p.house,
        customized: p.customized ? 1 : 0,
        icon_light: assetUrls.provider(p.gpId, 'light'),
        icon_dark: assetUrls.provider(p.gpId, 'dark'),
        maintain: p.maintain ? 1 : 0,
      };
    });
}

async function favoriteSet(db: Db, memberId: number | undefined): Promise<Set<number> | undefined> {
  if (!memberId) return undefined;
  const rows = await db.select({ id: favorites.gameId }).from(favorites).where(eq(favorites.memberId, memberId));
  return new Set(rows.map((r) => r.id));
}

/**
 * The jackpot (SPEC §3, padded to 10 integer digits by the client): a seed per currency plus a
 * deterministic growth per second since JACKPOT_EPOCH, plus bets' contributions (jackpot_pools;
 * no provider here contributes, so they are 0). Minor units.
 */
export const JACKPOT_EPOCH = Date.UTC(2026, 0, 1);
const JACKPOT_SEED_MAJOR: Partial<Record<CurrencyCode, number>> = {
  VND: 1_234_567_000,
  WON: 123_456_000,
  JPY: 12_345_600,
  MMK: 98_765_000,
};
export function jackpotMinor(cur: CurrencyCode, now: Date, contributed: bigint): bigint {
  const seed = toMinor(JACKPOT_SEED_MAJOR[cur] ?? 1_234_567, cur);
  const seconds = BigInt(Math.max(0, Math.floor((now.getTime() - JACKPOT_EPOCH) / 1000)));
  // Growth: 1/1,000,000,000 of the seed per second (about 3 % a year), at least one minor unit.
  const perSecond = seed / 1_000_000_000n || 1n;
  return seed + perSecond * seconds + contributed;
}

export function gameLobbyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { optionalMember, requireMember } = ctx.auth;

  /** The catalogue and, for a member, the favourites that mark its entries. */
  const catalogueFor = async (memberId: number | undefined) => {
    const [data, favs] = await Promise.all([ctx.catalogue.load(), favoriteSet(db, memberId)]);
    return { data, entry: (g: GameRow) => entryOf(data, g, favs) };
  };

  routeCall(app, lobbyCalls.demoPlay, {}, async (request) => {
    const { body } = request;
    const gameCode = body.game_code ?? '';
    const data = await ctx.catalogue.load();
    const p = data.providers.get(body.gp_id);
    const g = gameCode ? data.gamesByCode.get(gameCode) : undefined;
    if (
      !p ||
      !p.currencies.includes(body.currency) ||
      !data.pairs.some((x) => x.gpId === body.gp_id && x.gtId === body.game_type) ||
      (gameCode && (!g || g.gpId !== body.gp_id || g.gtId !== body.game_type))
    ) {
      return fail('206', lobbyCalls.demoPlay.codes['206'].text);
    }
    const maintenance = maintenanceOf(p, ctx.options.now());
    if (maintenance) return { code: '203', message: lobbyCalls.demoPlay.codes['203'].text, data: { ...maintenance } };
    const game_url = launchUrl(ctx, '/game/demo', {
      kind: 'demo',
      gp: body.gp_id,
      gt: body.game_type,
      game: gameCode,
      cur: body.currency,
      dev: body.device ?? 1,
    });
    return ok({ game_url });
  });

  routeCall(app, lobbyCalls.gpGames, { preHandler: optionalMember }, async (request) => {
    const { body } = request;
    const { data, entry } = await catalogueFor(request.auth?.member.id);
    const list = gamesFor(
      data,
      body.currency,
      body.device ?? 1,
      (g) => g.gpId === body.gp_id && g.gtId === body.game_type_id,
    );
    return ok({ data: list.map(entry) });
  });

  routeCall(app, lobbyCalls.gtGames, {}, async (request) => {
    const data = await ctx.catalogue.load();
    const lang = nameLanguage(request.headers.lang);
    return ok({
      data: data.types.map((t) => ({
        gt_id: t.id as GameTypeId,
        gt_name: t.names[lang] ?? t.names.en_US ?? t.key,
        gt_icon: assetUrls.gameType(t.id),
        gt_icon_active: assetUrls.gameType(t.id, true),
        gp_list: providersOfType(data, request.body.currency, t.id),
      })),
    });
  });

  routeCall(app, gameCalls.jackpot, {}, async (request) => {
    const cur = request.body.currency;
    const [pool] = await db.select().from(jackpotPools).where(eq(jackpotPools.currency, cur));
    const total = jackpotMinor(cur, ctx.options.now(), pool?.contributed ?? 0n);
    return ok({ jackpot_amount_total: toMajor(total, cur), currency: cur });
  });

  routeCall(app, lobbyCalls.tagGames, { preHandler: optionalMember }, async (request) => {
    const { body } = request;
    const { data, entry } = await catalogueFor(request.auth?.member.id);
    const list = gamesFor(
      data,
      body.currency,
      body.support_device ?? 1,
      (g) => (body.tag === 'hot' ? g.isHot : g.isNew) && (!body.gt_id || g.gtId === body.gt_id),
    );
    return ok({ info: list.map(entry) });
  });

  routeCall(app, lobbyCalls.gameLabel, { preHandler: optionalMember }, async (request) => {
    const { body } = request;
    const { data, entry } = await catalogueFor(request.auth?.member.id);
    const all = gamesFor(
      data,
      body.currency,
      body.device ?? 1,
      (g) => g.gpId === body.gp_id && g.gtId === body.game_type_id,
    );
    const entries = all.map(entry);
    return ok({
      list: [
        { id: 1, tag: 'hot' as const, game_list: entries.filter((e) => e.tags.includes('hot')) },
        { id: 2, tag: 'new' as const, game_list: entries.filter((e) => e.tags.includes('new')) },
      ],
      main: entries,
    });
  });

  routeCall(app, lobbyCalls.templateGames, { preHandler: optionalMember }, async (request) => {
    const { body } = request;
    const { data, entry } = await catalogueFor(request.auth?.member.id);
    const lang = nameLanguage(request.headers.lang);
    return ok({
      info: data.types.map((t) => {
        const games = gamesFor(data, body.currency, body.support_device ?? 1, (g) => g.gtId === t.id);
        const ordered = [...games.filter((g) => g.isHot), ...games.filter((g) => !g.isHot)].slice(0, 12);
        return {
          gt_id: t.id as GameTypeId,
          gt_name: t.names[lang] ?? t.names.en_US ?? t.key,
          game_list: ordered.map(entry),
        };
      }),
    });
  });

  routeCall(app, lobbyCalls.lastPlayed, { preHandler: requireMember }, async (request) => {
    const rows = await db
      .select({ gameId: gameSessions.gameId, last: sql<string>`max(${gameSessions.openedAt})` })
      .from(gameSessions)
      .where(and(eq(gameSessions.memberId, request.auth!.member.id), isNotNull(gameSessions.gameId)))
      .groupBy(gameSessions.gameId)
      .orderBy(desc(sql`max(${gameSessions.openedAt})`), desc(sql`max(${gameSessions.id})`))
      .limit(20);
    return ok({ list: rows.map((r) => r.gameId!) });
  });

  routeCall(app, lobbyCalls.hotGames, { preHandler: optionalMember }, async (request) => {
    const { body } = request;
    const { data, entry } = await catalogueFor(request.auth?.member.id);
    const list = gamesFor(
      data,
      body.currency,
      body.support_device ?? 1,
      (g) => g.isHot && (!body.gt_id || g.gtId === body.gt_id),
    );
    return ok({ list: list.map(entry) });
  });

  routeCall(app, lobbyCalls.favoriteStore, { preHandler: requireMember }, async (request) => {
    const memberId = request.auth!.member.id;
    const items = request.body.data;
    const data = await ctx.catalogue.load();
    const known = new Set(data.games.map((g) => g.id));
    const unknown = items.find((i) => !known.has(i.game_id));
    if (unknown) return fail('101', `${lobbyCalls.favoriteStore.codes['101'].text} ${unknown.game_id}`);
    // The last word on a game wins when a body names it twice.
    const final = new Map(items.map((i) => [i.game_id, i.status]));
    const add = [...final].filter(([, s]) => s === 1).map(([id]) => id);
    const remove = [...final].filter(([, s]) => s === 0).map(([id]) => id);
    await db.transaction(async (tx) => {
      if (add.length)
        await tx
          .insert(favorites)
          .values(add.map((gameId) => ({ memberId, gameId })))
          .onConflictDoNothing();
      if (remove.length)
        await tx.delete(favorites).where(and(eq(favorites.memberId, memberId), inArray(favorites.gameId, remove)));
    });
    const rows = await db
      .select({ id: favorites.gameId })
      .from(favorites)
      .where(eq(favorites.memberId, memberId))
      .orderBy(favorites.gameId);
    return ok({ list: rows.map((r) => r.id) });
  });

  routeCall(app, lobbyCalls.sportQuickbetUrl, { preHandler: optionalMember }, async (request) => {
    const { body } = request;
    const data = await ctx.catalogue.load();
    const now = ctx.options.now();
    const pair = data.pairs.find((x) => {
      const p = data.providers.get(x.gpId);
      return x.gtId === 4 && p && p.currencies.includes(body.currency) && !maintenanceOf(p, now);
    });
    if (!pair) return fail('101', lobbyCalls.sportQuickbetUrl.codes['101'].text);
    const m = request.auth?.member;
    const url = launchUrl(ctx, '/sport/quickbet', {
      kind: 'sport',
      gp: pair.gpId,
      gt: 4,
      game: '',
      cur: body.currency,
      dev: body.support_device ?? 1,
      ...(m ? { mid: m.id, acct: m.account } : {}),
    });
    // SPEC §4: the frame posts its S001/U003 messages to the page that embeds it, at that page's
    // exact origin; the simulator checks it against its allow-list.
    const origin = frameOrigin(body.domain);
    return ok({ detail: { url: origin ? `${url}&origin=${encodeURIComponent(origin)}` : url, gp_id: pair.gpId } });
  });
}

/** The embedding page's origin from the `domain` the site sends (a host or a full origin). */
export function frameOrigin(domain: string | undefined): string | null {
  if (!domain) return null;
  const withScheme = /^https?:\/\//.test(domain)
    ? domain
    : `${/^(localhost|127\.|\[::1\])/.test(domain) ? 'http' : 'https'}://${domain}`;
  try {
    return new URL(withScheme).origin;
  } catch {
    return null;
  }
}
