/**
 * The games catalogue as the lobby reads it (POST /api/v3/game_list). The catalogue is read from
 * the database once and kept in memory; each (currency, device, language) list is built and
 * serialised once, game by game, so a member's list is the cached one with their favourites
 * switched on: a few string swaps and a join, not 3,000 objects serialised per request.
 * Call invalidate() after changing games, providers or types.
 */
import { asc } from 'drizzle-orm';
import { gameListPartRange, type GameEntry, type GameProvider, type GameType } from '@site/shared/contracts';
import type { GameTypeId } from '@site/shared/constants';
import type { Db } from '../../db/client';
import { answerOfJson, encodedAs, type AnswerEncoding, type SharedAnswer } from '../../http/shared-answer';
import { games, gameTypes, providerGameTypes, providers } from '../../db/schema';

export const SUPPORTED_NAME_LANGUAGES = ['vi_VN', 'en_US', 'zh_CN'] as const;
export type NameLanguage = (typeof SUPPORTED_NAME_LANGUAGES)[number];

/** The `lang` header (vi_VN, vi-VN, vi, en_US, zh_CN, ...) as one of the catalogue's languages; vi_VN by default. */
export function nameLanguage(header: unknown): NameLanguage {
  const v = typeof header === 'string' ? header.toLowerCase() : '';
  if (v.startsWith('en')) return 'en_US';
  if (v.startsWith('zh')) return 'zh_CN';
  return 'vi_VN';
}

/** Platform code of SPEC §9 (1 desktop, 2 mobile, 3 app, ...) to the game's device bit. */
export const deviceBit = (supportDevice: number) => (supportDevice === 1 ? 1 : 2);

/**
 * Where the lists point for pictures. Tiles, provider logos and type icons are WebP: a list shows
 * dozens at once, and a browser decodes WebP off its main thread, while it builds and draws an SVG
 * picture on it (a type tab's gold icon, first shown by a click, cost that click up to 100 ms on a
 * slowed phone CPU).
 */
export const assetUrls = {
  gameType: (gtId: number, active = false) => `/api/assets/game-types/${gtId}.webp${active ? '?active=1' : ''}`,
  provider: (gpId: string, variant: 'light' | 'dark') => `/api/assets/providers/${gpId}.webp?variant=${variant}`,
  game: (gameCode: string) => `/api/assets/games/${gameCode}.webp`,
};

type ProviderRow = typeof providers.$inferSelect;
type GameRow = typeof games.$inferSelect;
type TypeRow = typeof gameTypes.$inferSelect;
type PgtRow = typeof providerGameTypes.$inferSelect;

export interface Loaded {
  types: TypeRow[];
  providers: Map<string, ProviderRow>;
  pairs: PgtRow[];
  games: GameRow[];
  gamesByCode: Map<string, GameRow>;
}

/**
 * A list (or part) this large (plain) is worth brotli's slowest, smallest setting, once, in the
 * background: about a fifth smaller, at a few seconds of one core per megabyte.
 */
export const BIG_LIST_BYTES = 1024 * 1024;

interface Variant extends SharedAnswer {
  /** The whole success envelope, serialised, split so that each game is one part. */
  parts: string[];
  /** Game id to the index of its part. */
  partOf: Map<number, number>;
  gameCount: number;
}

/**
 * The plain bytes of members' own lists (with their favourites switched on) kept at once. A member
 * asks the same list again on each lobby visit: kept, it is neither joined nor compressed again.
 * Members with the same favourites in a list share it.
 */
export const MEMBER_LISTS_BYTES = 64 * 1024 * 1024;

const FAV_OFF = '"member_favorite":0';
const FAV_ON = '"member_favorite":1';

export interface ListParams {
  currency: string;
  supportDevice: number;
  lang: NameLanguage;
  /** One part of the list (GAME_LIST_PARTS); undefined for the whole list. */
  part?: number;
}

const variantKey = (params: ListParams) =>
  `${params.currency}|${deviceBit(params.supportDevice)}|${params.lang}|${params.part ?? ''}`;

export class GameCatalogue {
  private loading: Promise<Loaded> | undefined;
  private variants = new Map<string, Variant>();
  /** Members' lists by variant and favourites in it, least recently used first. */
  private memberLists = new Map<string, SharedAnswer>();
  private memberListBytes = 0;

  /** `bigListBytes`: from what plain size a list is recompressed at brotli's best (tests lower it). */
  constructor(
    private readonly db: Db,
    private readonly bigListBytes = BIG_LIST_BYTES,
    private readonly memberListsBytes = MEMBER_LISTS_BYTES,
  ) {}

  invalidate(): void {
    this.loading = undefined;
    this.variants.clear();
    this.memberLists.clear();
    this.memberListBytes = 0;
  }

  load(): Promise<Loaded> {
    if (!this.loading) {
      this.loading = this.read().catch((err) => {
        this.loading = undefined;
        throw err;
      });
    }
    return this.loading;
  }

  private async read(): Promise<Loaded> {
    const [types, providerRows, pairs, gameRows] = await Promise.all([
      this.db.select().from(gameTypes).orderBy(asc(gameTypes.sort)),
      this.db.select().from(providers).orderBy(asc(providers.sort)),
      this.db.select().from(providerGameTypes).orderBy(asc(providerGameTypes.sort)),
      this.db.select().from(games).orderBy(asc(games.sort)),
    ]);
    return {
      types,
      providers: new Map(providerRows.map((p) => [p.gpId, p])),
      pairs,
      games: gameRows,
      gamesByCode: new Map(gameRows.map((g) => [g.gameCode, g])),
    };
  }

  /**
   * The game list for a visitor or, with favourite game ids, for a member; `part` (GAME_LIST_PARTS)
   * gives one part of it, each part built and cached like the whole list.
   */
  async list(
    params: ListParams,
    favoriteIds?: ReadonlySet<number>,
  ): Promise<{ answer: SharedAnswer; gameCount: number }> {
    const variant = await this.variant(params);
    const indexes: number[] = [];
    for (const id of favoriteIds ?? []) {
      const index = variant.partOf.get(id);
      if (index !== undefined) indexes.push(index);
    }
    if (indexes.length === 0) return { answer: variant, gameCount: variant.gameCount };
    indexes.sort((a, b) => a - b);
    const key = `${variantKey(params)}#${indexes.join(',')}`;
    let answer = this.memberLists.get(key);
    if (answer) {
      // Most recently used goes last.
      this.memberLists.delete(key);
    } else {
      const parts = variant.parts.slice();
      for (const index of indexes) parts[index] = parts[index]!.replace(FAV_OFF, FAV_ON);
      answer = answerOfJson(parts.join(''));
      this.memberListBytes += answer.json.length;
      for (const [oldKey, old] of this.memberLists) {
        if (this.memberListBytes <= this.memberListsBytes) break;
        this.memberLists.delete(oldKey);
        this.memberListBytes -= old.json.length;
      }
    }
    this.memberLists.set(key, answer);
    return { answer, gameCount: variant.gameCount };
  }

  /**
   * A list compressed with `encoding`, once per list. Brotli at quality 9 answers the first request
   * within a second even for 20,000 games; a visitor list (the same for everyone) over
   * `bigListBytes` is then made again at quality 11 in the background and served that way. A
   * member's own list is not worth those seconds.
   */
  compressed(list: SharedAnswer, encoding: AnswerEncoding): Promise<Buffer> {
    const everyones = 'parts' in list;
    return encodedAs(list, encoding, { brotliQuality: 9, refineFrom: everyones ? this.bigListBytes : Infinity });
  }

  private async variant(params: ListParams): Promise<Variant> {
    const bit = deviceBit(params.supportDevice);
    const key = variantKey(params);
    const cached = this.variants.get(key);
    if (cached) return cached;
    const range = params.part === undefined ? undefined : gameListPartRange(params.part);
    const built = this.build(this.buildList(await this.load(), params.currency, bit, params.lang, range));
    // A part past every type's end is empty: it is answered, not kept (any number up to the schema's
    // maximum may be asked, and none of them should cost memory).
    if (params.part === undefined || built.gameCount > 0 || params.part === 0) this.variants.set(key, built);
    return built;
  }

  /**
   * The GameType list (objects) for a visitor; used by build() and by tests. With `range`, each type
   * lists only its games at those indexes (one part), and gp_total still counts all of them.
   */
  buildList(
    data: Loaded,
    currency: string,
    bit: number,
    lang: NameLanguage,
    range?: { start: number; end: number },
  ): GameType[] {
    const list: GameType[] = [];
    for (const type of data.types) {
      const gtId = type.id as GameTypeId;
      const typeProviders: GameProvider[] = [];
      const pairByGp = new Map<string, PgtRow>();
      for (const pair of data.pairs) {
        if (pair.gtId !== type.id) continue;
        const p = data.providers.get(pair.gpId);
        if (!p || !p.currencies.includes(currency)) continue;
        pairByGp.set(p.gpId, pair);
        typeProviders.push({
          gp_id: p.gpId,
          gp_name: p.name,
          gp_gt_name: pair.gpGtName,
          game_type: gtId,
          house: p.house,
          customized: p.customized ? 1 : 0,
          icon_light: assetUrls.provider(p.gpId, 'light'),
          icon_dark: assetUrls.provider(p.gpId, 'dark'),
          maintain: p.maintain ? 1 : 0,
        });
      }
      const gpList: GameEntry[] = [];
      let total = 0;
      for (const g of data.games) {
        if (g.gtId !== type.id || !g.active || (g.devices & bit) === 0) continue;
        const pair = pairByGp.get(g.gpId);
        if (!pair) continue;
        const index = total++;
        if (range && (index < range.start || index >= range.end)) continue;
        const p = data.providers.get(g.gpId)!;
        const tags: Array<'hot' | 'new'> = [];
        if (g.isHot) tags.push('hot');
        if (g.isNew) tags.push('new');
        gpList.push({
          id: g.id,
          game_id: g.id,
          gp_id: g.gpId,
          gp_gt_name: pair.gpGtName,
          game_type: gtId,
          game_code: g.gameCode,
          game_name: { vi_VN: g.names.vi_VN, en_US: g.names.en_US, zh_CN: g.names.zh_CN },
          house: p.house,
          customized: p.customized ? 1 : 0,
          icon_light: assetUrls.game(g.gameCode),
          member_favorite: 0,
          tags,
        });
      }
      list.push({
        gt_id: gtId,
        gt_name: type.names[lang] ?? type.names.en_US ?? type.key,
        gt_icon: assetUrls.gameType(type.id),
        gt_icon_active: assetUrls.gameType(type.id, true),
        providers: typeProviders,
        gp_list: gpList,
        gp_total: total,
      });
    }
    return list;
  }

  private build(list: GameType[]): Variant {
    const parts: string[] = ['{"code":"100","message":"success","data":{"list":['];
    const partOf = new Map<number, number>();
    let gameCount = 0;
    list.forEach((type, t) => {
      const { gp_list, ...head } = type;
      const headJson = JSON.stringify(head);
      parts.push(`${t ? ',' : ''}${headJson.slice(0, -1)},"gp_list":[`);
      gp_list.forEach((entry, i) => {
        partOf.set(entry.id, parts.length);
        parts.push((i ? ',' : '') + JSON.stringify(entry));
        gameCount++;
      });
      parts.push(']}');
    });
    parts.push(']}}');
    return { ...answerOfJson(parts.join('')), parts, partOf, gameCount };
  }
}
