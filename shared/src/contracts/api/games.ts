/**
 * The games catalogue (SPEC §3, §7 "Games"): POST /v3/game_list, public (with a valid token
 * member_favorite marks the member's favourites). gt_name follows the `lang` header; only providers
 * offering the currency and games running on the device are listed.
 */
import { CURRENCY_CODES, GAME_TYPE_IDS, type CurrencyCode, type LanguageCode } from '@site/shared/constants';
import { defineCall, flag, intOf, oneOf, Type, type CallBody, type CallData } from './call';

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
});

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
      'Every round played at a provider (bet, win, rollback). start_date/end_date: YYYY-MM-DD UTC, inclusive. Amounts in major units of the member currency.',
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
