/**
 * The games catalogue (SPEC §3, §7 "Games"): POST /v3/game_list, public (with a valid token
 * member_favorite marks the member's favourites). gt_name follows the `lang` header; only providers
 * offering the currency and games running on the device are listed.
 */
import { CURRENCY_CODES, GAME_TYPE_IDS, type CurrencyCode, type LanguageCode } from '@site/shared/constants';
import { defineCall, emptyBody, flag, intOf, oneOf, Type, type CallBody, type CallData } from './call';

const gameTypeId = () => intOf(GAME_TYPE_IDS);

/** A game as listed under a game type (the "game provider entry" of SPEC §3). */
export const GameEntrySchema = Type.Object({
  id: Type.Integer(),
  game_id: Type.Integer(),
  gp_id: Type.String({ pattern: '^GP' }),
  gp_gt_name: Type.String(),
  game_type: gameTypeId(),
  game_code: Type.String(),
  // The platform names every game in the three languages; the apps read a name as possibly missing
  // (they fall back to another language, then the code), so the type they see says so.
  game_name: Type.Unsafe<Partial<Record<LanguageCode, string>>>(
    Type.Object({ vi_VN: Type.String(), en_US: Type.String(), zh_CN: Type.String() }),
  ),
  house: Type.Integer(),
  customized: flag(),
  icon_light: Type.String({ description: 'Game tile artwork (SVG)' }),
  member_favorite: flag({ description: '1 when the token member favourited the game' }),
  tags: Type.Array(oneOf(['hot', 'new'] as const)),
});

/** A provider within a game type. */
export const GameProviderSchema = Type.Object({
  gp_id: Type.String({ pattern: '^GP' }),
  gp_name: Type.String(),
  gp_gt_name: Type.String(),
  game_type: gameTypeId(),
  house: Type.Integer(),
  customized: flag(),
  icon_light: Type.String(),
  icon_dark: Type.String(),
  maintain: flag(),
});

/** A game type with its providers and games (SPEC §3: gt_id, gt_name, gt_icon, gt_icon_active, gp_list). */
export const GameTypeSchema = Type.Object({
  gt_id: gameTypeId(),
  gt_name: Type.String(),
  gt_icon: Type.String(),
  gt_icon_active: Type.String(),
  providers: Type.Array(GameProviderSchema),
  gp_list: Type.Array(GameEntrySchema),
  gp_total: Type.Integer({
    minimum: 0,
    description: 'How many games the type lists in the whole list (gp_list may hold one part of them)',
  }),
});

/**
 * The game list in parts: a lobby with tens of thousands of games paints its first rows from a small
 * first part and fetches the rest beside it, instead of waiting for one answer of megabytes. Part 0
 * holds the first `head` games of every type; part k ≥ 1 the next `size` games of every type after
 * those of part k − 1. Without `part` the whole list is sent.
 */
export const GAME_LIST_PARTS = { head: 48, size: 3000, max: 1000 } as const;

/** The games of every type that part `part` holds: indexes [start, end) of the type's whole list. */
export function gameListPartRange(part: number): { start: number; end: number } {
  if (part <= 0) return { start: 0, end: GAME_LIST_PARTS.head };
  const start = GAME_LIST_PARTS.head + (part - 1) * GAME_LIST_PARTS.size;
  return { start, end: start + GAME_LIST_PARTS.size };
}

/** How many parts hold a list whose largest type has `largest` games (at least part 0). */
export function gameListPartCount(largest: number): number {
  return 1 + Math.max(0, Math.ceil((largest - GAME_LIST_PARTS.head) / GAME_LIST_PARTS.size));
}

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** A round the member played at a provider (bet, win, rollback). */
export const BetRecordSchema = Type.Object({
  id: Type.Integer(),
  round_id: Type.String(),
  gp_id: Type.String(),
  gp_name: Type.String(),
  game_code: Type.String(),
  game_name: Type.String({ description: "The game's name in the lang header's language (en_US otherwise)" }),
  game_type: Type.Integer(),
  bet_amount: Type.Number(),
  win_amount: Type.Number(),
  profit: Type.Number({ description: 'win_amount - bet_amount (0 for a rolled-back round)' }),
  status: oneOf(['open', 'settled', 'rolled_back'] as const),
  bet_at: Type.String({ format: 'date-time' }),
  settled_at: Type.String({ description: 'ISO 8601, or empty while open' }),
});

export const gameCalls = {
  /** POST /v3/game_list {currency, site_id, support_device, template}. */
  list: defineCall({
    method: 'POST',
    path: '/v3/game_list',
    summary: 'Game types with their providers and games (SPEC §7)',
    tags: ['games'],
    body: Type.Object({
      currency: oneOf(CURRENCY_CODES),
      site_id: Type.Integer({ minimum: 1 }),
      support_device: Type.Optional(
        Type.Integer({ default: 1, description: 'Platform code of SPEC §9: 1 desktop, otherwise mobile games' }),
      ),
      template: Type.Optional(
        Type.String({ maxLength: 64, description: 'Template name (accepted; the list does not depend on it yet)' }),
      ),
      part: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: GAME_LIST_PARTS.max,
          description: 'One part of the list (GAME_LIST_PARTS); without it, the whole list',
        }),
      ),
    }),
    data: Type.Object({ list: Type.Array(GameTypeSchema) }),
    codes: {},
    auth: false,
  }),
  /** POST /v2/get_jackpot {currency}, public. */
  jackpot: defineCall({
    method: 'POST',
    path: '/v2/get_jackpot',
    summary: 'The jackpot total of a currency (SPEC §3, §7); grows every second and with bets',
    description: 'jackpot_amount_total in major units; the client pads it to 10 integer digits (SPEC §9).',
    tags: ['games'],
    body: Type.Object({ currency: oneOf(CURRENCY_CODES) }),
    data: Type.Object({
      jackpot_amount_total: Type.Number(),
      currency: Type.Unsafe<CurrencyCode>({ type: 'string' }),
    }),
    codes: {},
    auth: false,
  }),
  /** POST /arks/web/member/bet-records {page, count, start_date?, end_date?, gp_id?}. */
  betRecords: defineCall({
    method: 'POST',
    path: '/arks/web/member/bet-records',
    summary: "The member's bet history, one page (newest first)",
    description:
      'Every round played at a provider (bet, win, rollback). start_date/end_date: YYYY-MM-DD days of the site time zone (America/Caracas), inclusive. Amounts in major units of the member currency.',
    tags: ['member'],
    body: Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 1 })),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      start_date: Type.Optional(Type.String({ pattern: DATE })),
      end_date: Type.Optional(Type.String({ pattern: DATE })),
      gp_id: Type.Optional(Type.String({ maxLength: 20 })),
    }),
    data: Type.Object({
      list: Type.Array(BetRecordSchema),
      total_count: Type.Integer(),
      total_bet: Type.Number(),
      total_win: Type.Number(),
      page: Type.Integer(),
      count: Type.Integer(),
    }),
    codes: { '101': { text: 'start_date is after end_date' } },
    auth: true,
  }),
};

export type GameEntry = CallData<typeof gameCalls.list>['list'][number]['gp_list'][number];
export type GameProvider = CallData<typeof gameCalls.list>['list'][number]['providers'][number];
export type GameType = CallData<typeof gameCalls.list>['list'][number];
export type GameListRequest = CallBody<typeof gameCalls.list>;
export type GameListResponse = CallData<typeof gameCalls.list>;
export type BetRecord = CallData<typeof gameCalls.betRecords>['list'][number];
export type BetRecordRequest = CallBody<typeof gameCalls.betRecords>;
export type BetRecordResponse = CallData<typeof gameCalls.betRecords>;
/** Major units; the client pads to 10 integer digits. */
export type JackpotResponse = CallData<typeof gameCalls.jackpot>;

const siteIdField = Type.Optional(Type.Integer({ minimum: 1 }));
const currencyField = oneOf(CURRENCY_CODES);
const deviceField = Type.Optional(Type.Integer({ default: 1, description: 'Platform code of SPEC §9 (1 desktop)' }));
const lobbyGtId = Type.Integer({ minimum: 2, maximum: 9 });
const optionalGtId = Type.Optional(Type.Integer({ minimum: 0, maximum: 9, description: '0 or absent: every type' }));
const gpIdField = Type.String({ maxLength: 24 });
/** The body of the calls that name one provider and type. */
const providerTypeBody = Type.Object({
  site_id: siteIdField,
  currency: currencyField,
  device: deviceField,
  gp_id: gpIdField,
  game_type_id: lobbyGtId,
  house: Type.Optional(Type.Integer()),
});

/** The lobby's read calls and the favourites (SPEC §3, §7 "Games"), besides the game list and the jackpot. */
export const lobbyCalls = {
  demoPlay: defineCall({
    method: 'POST',
    path: '/demo/play',
    summary: 'Demo game address for visitors (SPEC §7)',
    description:
      'game_url: PROVIDER_SIM_URL/game/demo with a signed demo launch token (no money). 203 answers data {start_at, end_at}.',
    tags: ['games'],
    body: Type.Object({
      site_id: siteIdField,
      currency: currencyField,
      device: deviceField,
      gp_id: gpIdField,
      game_type: lobbyGtId,
      game_code: Type.Optional(Type.String({ maxLength: 64, default: '' })),
      house: Type.Optional(Type.Integer()),
    }),
    data: Type.Object({
      game_url: Type.Optional(Type.String()),
      start_at: Type.Optional(Type.String()),
      end_at: Type.Optional(Type.String()),
    }),
    codes: {
      '203': { text: 'The provider is under maintenance' },
      '206': { text: 'Unknown game, or not offered in this currency' },
    },
    auth: false,
  }),
  gpGames: defineCall({
    method: 'POST',
    path: '/demo/gp_games',
    summary: 'Games of one provider and type (SPEC §7 demo/gp_games)',
    tags: ['games'],
    body: providerTypeBody,
    data: Type.Object({ data: Type.Array(GameEntrySchema) }),
    codes: {},
    auth: false,
  }),
  gtGames: defineCall({
    method: 'POST',
    path: '/demo/gt_games',
    summary: 'Game types with their providers (SPEC §7 demo/gt_games)',
    description: 'gp_list: the providers of the type offering the currency. gt_name follows the lang header.',
    tags: ['games'],
    body: Type.Object({
      site_id: siteIdField,
      support_device: deviceField,
      currency: currencyField,
      template: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    data: Type.Object({
      data: Type.Array(
        Type.Object({
          gt_id: gameTypeId(),
          gt_name: Type.String(),
          gt_icon: Type.String(),
          gt_icon_active: Type.String(),
          gp_list: Type.Array(GameProviderSchema),
        }),
      ),
    }),
    codes: {},
    auth: false,
  }),
  tagGames: defineCall({
    method: 'POST',
    path: '/v2/get_tag_game_list',
    summary: 'Games carrying a tag (hot, new), optionally of one type (SPEC §7)',
    tags: ['games'],
    body: Type.Object({
      site_id: siteIdField,
      currency: currencyField,
      support_device: deviceField,
      tag: oneOf(['hot', 'new'] as const),
      gt_id: optionalGtId,
    }),
    data: Type.Object({ info: Type.Array(GameEntrySchema) }),
    codes: {},
    auth: false,
  }),
  gameLabel: defineCall({
    method: 'POST',
    path: '/v2/game_label',
    summary: 'Game labels of a provider and type: hot and new lists, and every game (SPEC §3, §7)',
    description:
      'list: [{id 1, tag hot, game_list}, {id 2, tag new, game_list}]; main: every game of the provider and type.',
    tags: ['games'],
    body: providerTypeBody,
    data: Type.Object({
      list: Type.Array(
        Type.Object({
          id: Type.Integer(),
          tag: oneOf(['hot', 'new'] as const),
          game_list: Type.Array(GameEntrySchema),
        }),
      ),
      main: Type.Array(GameEntrySchema),
    }),
    codes: {},
    auth: false,
  }),
  templateGames: defineCall({
    method: 'POST',
    path: '/v2/get_template_game_list',
    summary: 'The template home page game list: per game type, its first 12 games, hot first (SPEC §7)',
    tags: ['games'],
    body: Type.Object({ site_id: siteIdField, currency: currencyField, support_device: deviceField }),
    data: Type.Object({
      info: Type.Array(
        Type.Object({ gt_id: gameTypeId(), gt_name: Type.String(), game_list: Type.Array(GameEntrySchema) }),
      ),
    }),
    codes: {},
    auth: false,
  }),
  lastPlayed: defineCall({
    method: 'POST',
    path: '/arks/web/member-games/last-playing-game',
    summary: 'The games the member played last (SPEC §7): game ids, most recent first, at most 20',
    description: 'Fed by play1 (each game session with a catalogue game).',
    tags: ['games'],
    body: emptyBody(),
    data: Type.Object({ list: Type.Array(Type.Integer()) }),
    codes: {},
    auth: true,
  }),
  hotGames: defineCall({
    method: 'POST',
    path: '/arks/web/hot-games',
    summary: 'Hot games, optionally of one type (SPEC §7)',
    tags: ['games'],
    body: Type.Object({
      site_id: siteIdField,
      currency: currencyField,
      gt_id: optionalGtId,
      support_device: deviceField,
    }),
    data: Type.Object({ list: Type.Array(GameEntrySchema) }),
    codes: {},
    auth: false,
  }),
  favoriteStore: defineCall({
    method: 'POST',
    path: '/arks/web/favorite/store',
    summary: 'Add (status 1) or remove (status 0) favourite games (SPEC §7)',
    description: "data: the member's favourite game ids after the change. Nothing changes on 101.",
    tags: ['games'],
    body: Type.Object({
      data: Type.Array(Type.Object({ game_id: Type.Integer({ minimum: 1 }), status: flag() }), {
        minItems: 1,
        maxItems: 200,
      }),
    }),
    data: Type.Object({ list: Type.Array(Type.Integer()) }),
    codes: { '101': { text: 'Unknown game' } },
    auth: true,
  }),
  sportQuickbetUrl: defineCall({
    method: 'POST',
    path: '/arks/web/game/sport-quickbet-url',
    summary: 'The sport quick-bet frame address (SPEC §3, §7)',
    description:
      'detail.url: PROVIDER_SIM_URL/sport/quickbet with a signed token (the member when a token is sent); detail.gp_id: the first sport provider (type 4) of the currency not in maintenance.',
    tags: ['games'],
    body: Type.Object({
      currency: currencyField,
      support_device: deviceField,
      domain: Type.Optional(Type.String({ maxLength: 255 })),
      site_id: siteIdField,
    }),
    data: Type.Object({ detail: Type.Object({ url: Type.String(), gp_id: Type.String() }) }),
    codes: { '101': { text: 'No sport provider for this currency' } },
    auth: false,
  }),
};

export type DemoPlayRequest = CallBody<typeof lobbyCalls.demoPlay>;
export type DemoPlayResponse = CallData<typeof lobbyCalls.demoPlay>;
export type DemoGpGamesResponse = CallData<typeof lobbyCalls.gpGames>;
export type DemoGtGamesResponse = CallData<typeof lobbyCalls.gtGames>;
export type DemoGameType = DemoGtGamesResponse['data'][number];
export type TagGameListResponse = CallData<typeof lobbyCalls.tagGames>;
export type GameLabelResponse = CallData<typeof lobbyCalls.gameLabel>;
/** SPEC §3 game label: id, tag (hot, new), game_list. */
export type GameLabel = GameLabelResponse['list'][number];
export type TemplateGameListResponse = CallData<typeof lobbyCalls.templateGames>;
export type LastPlayingGameResponse = CallData<typeof lobbyCalls.lastPlayed>;
export type HotGamesResponse = CallData<typeof lobbyCalls.hotGames>;
export type FavoriteStoreRequest = CallBody<typeof lobbyCalls.favoriteStore>;
export type FavoriteStoreResponse = CallData<typeof lobbyCalls.favoriteStore>;
export type SportQuickbetUrlResponse = CallData<typeof lobbyCalls.sportQuickbetUrl>;
