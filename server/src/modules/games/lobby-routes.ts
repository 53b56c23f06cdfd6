/**
 * The read calls of SPEC §7 "Games", besides /v3/game_list (routes.ts) and the transfer
 * wallet (modules/wallet): demo/play, demo/gp_games, demo/gt_games, v2/get_jackpot,
 * v2/get_tag_game_list, v2/game_label, v2/get_template_game_list,
 * arks/web/member-games/last-playing-game, arks/web/hot-games, arks/web/favorite/store,
 * arks/web/game/sport-quickbet-url. Lists are built from the in-memory catalogue.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CURRENCY_CODES, type CurrencyCode, type GameTypeId } from '@site/shared/constants';
import {
  gameCalls,
  GameEntrySchema,
  GameProviderSchema,
  type GameEntry,
  type GameProvider,
} from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { favorites, gameSessions, jackpotPools } from '../../db/schema';
import { assetUrls, deviceBit, nameLanguage, type Loaded } from './catalogue';
import { routeCall } from '../../http/call';
import { fail, ok } from '../../http/envelope';
import { arr, int, obj, routeSchema, str, type JsonSchema } from '../../http/schemas';
import { launchUrl, maintenanceOf } from '../wallet/transfer-wallet';
import { toMajor, toMinor } from '@site/shared/money';

// The catalogue entries of the game list's description, as the JSON Schemas of these routes.
const gameEntrySchema: JsonSchema = GameEntrySchema;
const gameProviderSchema: JsonSchema = GameProviderSchema;

type GameRow = Loaded['games'][number];

const currency = str({ enum: [...CURRENCY_CODES] });
const siteId = int({ minimum: 1 });
const gtId = int({ minimum: 2, maximum: 9 });

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

  app.post(
    '/demo/play',
    {
      schema: routeSchema({
        summary: 'Demo game address for visitors (SPEC §7)',
        description:
          'game_url: PROVIDER_SIM_URL/game/demo with a signed demo launch token (no money). Codes: 203 maintenance (data {start_at, end_at}), 206 unknown game.',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency', 'gp_id', 'game_type'],
          properties: {
            site_id: siteId,
            currency,
            device: int({ default: 1 }),
            gp_id: str({ maxLength: 24 }),
            game_type: gtId,
            game_code: str({ maxLength: 64, default: '' }),
            house: int(),
          },
        },
        data: { type: 'object', properties: { game_url: str(), start_at: str(), end_at: str() } },
      }),
    },
    async (request) => {
      const body = request.body as {
        currency: string;
        gp_id: string;
        game_type: number;
        game_code: string;
        device: number;
      };
      const data = await ctx.catalogue.load();
      const p = data.providers.get(body.gp_id);
      const g = body.game_code ? data.gamesByCode.get(body.game_code) : undefined;
      if (
        !p ||
        !p.currencies.includes(body.currency) ||
        !data.pairs.some((x) => x.gpId === body.gp_id && x.gtId === body.game_type) ||
        (body.game_code && (!g || g.gpId !== body.gp_id || g.gtId !== body.game_type))
      ) {
        return fail('206', 'Unknown game, or not offered in this currency');
      }
      const maintenance = maintenanceOf(p, ctx.options.now());
      if (maintenance) return { code: '203', message: 'The provider is under maintenance', data: { ...maintenance } };
      const game_url = launchUrl(ctx, '/game/demo', {
        kind: 'demo',
        gp: body.gp_id,
        gt: body.game_type,
        game: body.game_code,
        cur: body.currency,
        dev: body.device,
      });
      return ok({ game_url });
    },
  );

  app.post(
    '/demo/gp_games',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'Games of one provider and type (SPEC §7 demo/gp_games)',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency', 'gp_id', 'game_type_id'],
          properties: {
            site_id: siteId,
            currency,
            device: int({ default: 1 }),
            gp_id: str({ maxLength: 24 }),
            game_type_id: gtId,
            house: int(),
          },
        },
        data: obj({ data: arr(gameEntrySchema) }),
      }),
    },
    async (request) => {
      const body = request.body as { currency: string; gp_id: string; game_type_id: number; device: number };
      const data = await ctx.catalogue.load();
      const favs = await favoriteSet(db, request.auth?.member.id);
      const list = gamesFor(
        data,
        body.currency,
        body.device,
        (g) => g.gpId === body.gp_id && g.gtId === body.game_type_id,
      );
      return ok({ data: list.map((g) => entryOf(data, g, favs)) });
    },
  );

  app.post(
    '/demo/gt_games',
    {
      schema: routeSchema({
        summary: 'Game types with their providers (SPEC §7 demo/gt_games)',
        description: 'gp_list: the providers of the type offering the currency. gt_name follows the lang header.',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency'],
          properties: {
            site_id: siteId,
            support_device: int({ default: 1 }),
            currency,
            template: str({ maxLength: 64 }),
          },
        },
        data: obj({
          data: arr(
            obj({
              gt_id: int(),
              gt_name: str(),
              gt_icon: str(),
              gt_icon_active: str(),
              gp_list: arr(gameProviderSchema),
            }),
          ),
        }),
      }),
    },
    async (request) => {
      const body = request.body as { currency: string };
      const data = await ctx.catalogue.load();
      const lang = nameLanguage(request.headers.lang);
      return ok({
        data: data.types.map((t) => ({
          gt_id: t.id,
          gt_name: t.names[lang] ?? t.names.en_US ?? t.key,
          gt_icon: assetUrls.gameType(t.id),
          gt_icon_active: assetUrls.gameType(t.id, true),
          gp_list: providersOfType(data, body.currency, t.id),
        })),
      });
    },
  );

  routeCall(app, gameCalls.jackpot, {}, async (request) => {
    const cur = request.body.currency;
    const [pool] = await db.select().from(jackpotPools).where(eq(jackpotPools.currency, cur));
    const total = jackpotMinor(cur, ctx.options.now(), pool?.contributed ?? 0n);
    return ok({ jackpot_amount_total: toMajor(total, cur), currency: cur });
  });

  app.post(
    '/v2/get_tag_game_list',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'Games carrying a tag (hot, new), optionally of one type (SPEC §7)',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency', 'tag'],
          properties: {
            site_id: siteId,
            currency,
            support_device: int({ default: 1 }),
            tag: str({ enum: ['hot', 'new'] }),
            gt_id: int({ minimum: 0, maximum: 9 }),
          },
        },
        data: obj({ info: arr(gameEntrySchema) }),
      }),
    },
    async (request) => {
      const body = request.body as { currency: string; support_device: number; tag: 'hot' | 'new'; gt_id?: number };
      const data = await ctx.catalogue.load();
      const favs = await favoriteSet(db, request.auth?.member.id);
      const list = gamesFor(
        data,
        body.currency,
        body.support_device,
        (g) => (body.tag === 'hot' ? g.isHot : g.isNew) && (!body.gt_id || g.gtId === body.gt_id),
      );
      return ok({ info: list.map((g) => entryOf(data, g, favs)) });
    },
  );

  app.post(
    '/v2/game_label',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'Game labels of a provider and type: hot and new lists, and every game (SPEC §3, §7)',
        description:
          'list: [{id 1, tag hot, game_list}, {id 2, tag new, game_list}]; main: every game of the provider and type.',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency', 'gp_id', 'game_type_id'],
          properties: {
            site_id: siteId,
            currency,
            device: int({ default: 1 }),
            gp_id: str({ maxLength: 24 }),
            game_type_id: gtId,
            house: int(),
          },
        },
        data: obj({
          list: arr(obj({ id: int(), tag: str({ enum: ['hot', 'new'] }), game_list: arr(gameEntrySchema) })),
          main: arr(gameEntrySchema),
        }),
      }),
    },
    async (request) => {
      const body = request.body as { currency: string; gp_id: string; game_type_id: number; device: number };
      const data = await ctx.catalogue.load();
      const favs = await favoriteSet(db, request.auth?.member.id);
      const all = gamesFor(
        data,
        body.currency,
        body.device,
        (g) => g.gpId === body.gp_id && g.gtId === body.game_type_id,
      );
      const entries = all.map((g) => entryOf(data, g, favs));
      return ok({
        list: [
          { id: 1, tag: 'hot', game_list: entries.filter((e) => e.tags.includes('hot')) },
          { id: 2, tag: 'new', game_list: entries.filter((e) => e.tags.includes('new')) },
        ],
        main: entries,
      });
    },
  );

  app.post(
    '/v2/get_template_game_list',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'The template home page game list: per game type, its first 12 games, hot first (SPEC §7)',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency'],
          properties: { site_id: siteId, currency, support_device: int({ default: 1 }) },
        },
        data: obj({ info: arr(obj({ gt_id: int(), gt_name: str(), game_list: arr(gameEntrySchema) })) }),
      }),
    },
    async (request) => {
      const body = request.body as { currency: string; support_device: number };
      const data = await ctx.catalogue.load();
      const favs = await favoriteSet(db, request.auth?.member.id);
      const lang = nameLanguage(request.headers.lang);
      return ok({
        info: data.types.map((t) => {
          const games = gamesFor(data, body.currency, body.support_device, (g) => g.gtId === t.id);
          const ordered = [...games.filter((g) => g.isHot), ...games.filter((g) => !g.isHot)].slice(0, 12);
          return {
            gt_id: t.id,
            gt_name: t.names[lang] ?? t.names.en_US ?? t.key,
            game_list: ordered.map((g) => entryOf(data, g, favs)),
          };
        }),
      });
    },
  );

  app.post(
    '/arks/web/member-games/last-playing-game',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'The games the member played last (SPEC §7): game ids, most recent first, at most 20',
        description: 'Fed by play1 (each game session with a catalogue game).',
        tags: ['games'],
        body: { type: 'object', additionalProperties: true },
        data: obj({ list: arr(int()) }),
        auth: true,
      }),
    },
    async (request) => {
      const rows = await db
        .select({ gameId: gameSessions.gameId, last: sql<string>`max(${gameSessions.openedAt})` })
        .from(gameSessions)
        .where(and(eq(gameSessions.memberId, request.auth!.member.id), isNotNull(gameSessions.gameId)))
        .groupBy(gameSessions.gameId)
        .orderBy(desc(sql`max(${gameSessions.openedAt})`), desc(sql`max(${gameSessions.id})`))
        .limit(20);
      return ok({ list: rows.map((r) => r.gameId!) });
    },
  );

  app.post(
    '/arks/web/hot-games',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'Hot games, optionally of one type (SPEC §7)',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency'],
          properties: {
            site_id: siteId,
            currency,
            gt_id: int({ minimum: 0, maximum: 9 }),
            support_device: int({ default: 1 }),
          },
        },
        data: obj({ list: arr(gameEntrySchema) }),
      }),
    },
    async (request) => {
      const body = request.body as { currency: string; gt_id?: number; support_device: number };
      const data = await ctx.catalogue.load();
      const favs = await favoriteSet(db, request.auth?.member.id);
      const list = gamesFor(
        data,
        body.currency,
        body.support_device,
        (g) => g.isHot && (!body.gt_id || g.gtId === body.gt_id),
      );
      return ok({ list: list.map((g) => entryOf(data, g, favs)) });
    },
  );

  app.post(
    '/arks/web/favorite/store',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Add (status 1) or remove (status 0) favourite games (SPEC §7)',
        description:
          "data: the member's favourite game ids after the change. Code 101: an unknown game id (nothing changes).",
        tags: ['games'],
        body: {
          type: 'object',
          required: ['data'],
          properties: {
            data: arr(obj({ game_id: int({ minimum: 1 }), status: int({ enum: [0, 1] }) }), {
              minItems: 1,
              maxItems: 200,
            }),
          },
        },
        data: obj({ list: arr(int()) }),
        auth: true,
      }),
    },
    async (request) => {
      const memberId = request.auth!.member.id;
      const items = (request.body as { data: Array<{ game_id: number; status: 0 | 1 }> }).data;
      const data = await ctx.catalogue.load();
      const known = new Set(data.games.map((g) => g.id));
      const unknown = items.find((i) => !known.has(i.game_id));
      if (unknown) return fail('101', `Unknown game ${unknown.game_id}`);
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
    },
  );

  app.post(
    '/arks/web/game/sport-quickbet-url',
    {
      preHandler: optionalMember,
      schema: routeSchema({
        summary: 'The sport quick-bet frame address (SPEC §3, §7)',
        description:
          'detail.url: PROVIDER_SIM_URL/sport/quickbet with a signed token (the member when a token is sent); detail.gp_id: the first sport provider (type 4) of the currency not in maintenance. Code 101 when there is none.',
        tags: ['games'],
        body: {
          type: 'object',
          required: ['currency'],
          properties: {
            currency,
            support_device: int({ default: 1 }),
            domain: str({ maxLength: 255 }),
            site_id: siteId,
          },
        },
        data: obj({ detail: obj({ url: str(), gp_id: str() }) }),
      }),
    },
    async (request) => {
      const body = request.body as { currency: string; support_device: number; domain?: string };
      const data = await ctx.catalogue.load();
      const now = ctx.options.now();
      const pair = data.pairs.find((x) => {
        const p = data.providers.get(x.gpId);
        return x.gtId === 4 && p && p.currencies.includes(body.currency) && !maintenanceOf(p, now);
      });
      if (!pair) return fail('101', 'No sport provider for this currency');
      const m = request.auth?.member;
      const url = launchUrl(ctx, '/sport/quickbet', {
        kind: 'sport',
        gp: pair.gpId,
        gt: 4,
        game: '',
        cur: body.currency,
        dev: body.support_device,
        ...(m ? { mid: m.id, acct: m.account } : {}),
      });
      // SPEC §4: the frame posts its S001/U003 messages to the page that embeds it, at that page's
      // exact origin; the simulator checks it against its allow-list.
      const origin = frameOrigin(body.domain);
      return ok({ detail: { url: origin ? `${url}&origin=${encodeURIComponent(origin)}` : url, gp_id: pair.gpId } });
    },
  );
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
