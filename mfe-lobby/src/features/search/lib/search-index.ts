/**
 * The lobby's game search (SPEC §6 game lists): every game of the catalogue by its names in the
 * three languages the platform gives (vi_VN, en_US, zh_CN), and the providers by name.
 *
 * Every name is folded once per catalogue. For the page language the folded names are then laid
 * end to end, in name order, so a keystroke is one native `indexOf` pass (one call per match)
 * instead of 20,000 separate tests. The names are laid in two strings: those folded to plain ASCII
 * (English, and Vietnamese without its marks) and the rest (Chinese). V8 keeps the first one byte a
 * character and scans it several times faster than a string holding any Chinese; a query of
 * Chinese characters never reads it.
 */
import { PATHS } from '@site/shared/constants';
import type { GameEntry, GameProvider } from '@site/shared/contracts';
import { gameKey, gameName, shownLanguage } from '../../../lib/game-names';
import { compact, normalise } from './normalise';

/** Results shown at most: a glance, not a second game grid. */
export const SEARCH_RESULT_LIMIT = 20;
/** Provider rows at most among them, so a short query still leaves room for games. */
export const PROVIDER_RESULT_LIMIT = 5;
/** Queries this long or longer also match names with their spaces taken out ("fortunetiger"). */
const COMPACT_MIN_LENGTH = 3;

/**
 * How well a name matched, best first: the whole name starts with the query, a word of it does, the
 * query is inside it, or only the names without spaces match.
 */
export const MATCH_TIER = { namePrefix: 0, wordPrefix: 1, substring: 2, compact: 3 } as const;
export type MatchTier = (typeof MATCH_TIER)[keyof typeof MATCH_TIER];
const TIERS = [0, 1, 2, 3] as const;

/**
 * Starts every name in the prepared strings. `normalise` never produces it (nor any control
 * character), so a match never spans two names or two games, and the character before a match
 * tells whether it starts a name.
 */
const NAME_START = '\u0001';
const NAME_START_CODE = 1;
const SPACE_CODE = 32;
/** Folded names hold no control character (NAME_START aside), so printable ASCII is all of ASCII here. */
const ASCII_ONLY = /^[\u0020-\u007e]*$/;

export interface GameHit {
  kind: 'game';
  /** Unique within the results. */
  key: string;
  tier: MatchTier;
  game: GameEntry;
  /** The game's provider entry (its name, maintenance state), when the catalogue has it. */
  provider: GameProvider | undefined;
}

export interface ProviderHit {
  kind: 'provider';
  key: string;
  tier: MatchTier;
  provider: GameProvider;
  /** Games of this provider and type in the catalogue. */
  gameCount: number;
}

export type SearchHit = GameHit | ProviderHit;

export interface SearchResult {
  /** The query as matched (normalised); '' when the query had nothing searchable. */
  query: string;
  /** Best first, at most `limit`. */
  hits: SearchHit[];
  /** Every match, games and providers, shown or not. */
  total: number;
}

export interface SearchOptions {
  /** The page language (a SPEC §9 code): results of the same rank are ordered by this name. */
  language?: string;
  limit?: number;
  providerLimit?: number;
}

export interface SearchIndex {
  search(query: string, options?: SearchOptions): SearchResult;
  /** Prepares a language's name order now rather than on the first keystroke. */
  warm(language: string): void;
  /**
   * The same work in slices: prepares games, then the language's name order, until `enough()` says
   * the slice is over (asked between games). Answers whether the index is ready for `language`;
   * called again, it goes on where it stopped.
   */
  warmStep(language: string, enough: () => boolean): boolean;
  readonly gameCount: number;
  readonly providerCount: number;
}

/** What the search reads: the games and the providers of every game type. */
export interface SearchCatalogue {
  games: readonly GameEntry[];
  providers: readonly GameProvider[];
}

export const providerKey = (p: GameProvider): string => `${p.gp_id}:${p.game_type}:${p.house}`;

/** The provider's display name: its own, else the type-qualified one, else `fallback`. */
export const providerName = (p: GameProvider | undefined, fallback: string): string =>
  p?.gp_name || p?.gp_gt_name || fallback;

/** The provider's game list page (SPEC §2 /slotgame?gt_id=&gp_id=&house=). */
export function providerPath(p: GameProvider): string {
  const params = new URLSearchParams({ gt_id: String(p.game_type), gp_id: p.gp_id, house: String(p.house) });
  return `${PATHS.slotgame}?${params.toString()}`;
}

interface Entry<T> {
  item: T;
  key: string;
  /** Its distinct folded names. */
  distinct: string[];
  /** NAME_START before each folded name. */
  names: string;
  /** The folded name of each language, for the name order. */
  folded: Partial<Record<string, string>>;
}

/** Some names of the games laid end to end, NAME_START before each, a run of names per game. */
interface Haystack {
  text: string;
  /** Where each run starts in `text`; one more item: the text's length. */
  starts: Uint32Array;
  /** The game (its place in the name order) of each run. */
  ids: Uint32Array;
  /** `text` without its spaces, and where each run starts in it. */
  compactText: string;
  compactStarts: Uint32Array;
}

/** The games in one language's name order, their names in a one-byte string and another. */
interface OrderedGames {
  entries: Entry<GameEntry>[];
  ascii: Haystack;
  other: Haystack;
}

/** A language's view part built: the sort names, then (once sorted) the names split by script. */
interface ViewBuild {
  sortNames: { folded: string; name: string; key: string }[];
  entries: Entry<GameEntry>[] | null;
  /** The next game of the current step. */
  next: number;
  ascii: string[];
  asciiIds: number[];
  other: string[];
  otherIds: number[];
}

interface Found<T> {
  buckets: Array<Array<Entry<T>>>;
  total: number;
}

const emptyBuckets = <T>(): Array<Array<Entry<T>>> => TIERS.map(() => []);

/** The tier of a match at `at`: the start of a name, of a word, or inside one. */
const tierAt = (text: string, at: number): MatchTier => {
  const before = text.charCodeAt(at - 1);
  return before === NAME_START_CODE
    ? MATCH_TIER.namePrefix
    : before === SPACE_CODE
      ? MATCH_TIER.wordPrefix
      : MATCH_TIER.substring;
};

/**
 * Every run of names holding `query`, with the best tier among its matches, in one `indexOf` pass:
 * `best` holds each game's best tier + 1 (0: not found yet), over both haystacks.
 */
function scanNames(h: Haystack, query: string, best: Uint8Array): void {
  const { text, starts, ids } = h;
  let run = 0;
  let at = text.indexOf(query);
  while (at !== -1) {
    while (starts[run + 1]! <= at) run += 1;
    const end = starts[run + 1]!;
    let tier = tierAt(text, at);
    let next = text.indexOf(query, at + 1);
    while (next !== -1 && next < end) {
      if (tier !== MATCH_TIER.namePrefix) tier = Math.min(tier, tierAt(text, next)) as MatchTier;
      next = text.indexOf(query, next + 1);
    }
    const id = ids[run]!;
    if (best[id] === 0 || best[id]! > tier + 1) best[id] = tier + 1;
    at = next;
  }
}

/** Runs whose names, spaces taken out, hold the spaceless query: games not found otherwise. */
function scanCompact(h: Haystack, compactQuery: string, best: Uint8Array): void {
  const { compactText, compactStarts, ids } = h;
  let run = 0;
  let at = compactText.indexOf(compactQuery);
  while (at !== -1) {
    while (compactStarts[run + 1]! <= at) run += 1;
    const id = ids[run]!;
    if (best[id] === 0) best[id] = MATCH_TIER.compact + 1;
    at = compactText.indexOf(compactQuery, compactStarts[run + 1]);
  }
}

/**
 * The games whose names hold the query, each in the best tier it reaches; each bucket in name order
 * (the order of the entries), at most `keep` in each.
 */
function searchGames(view: OrderedGames, query: string, compactQuery: string | null, keep: number): Found<GameEntry> {
  const best = new Uint8Array(view.entries.length);
  // A query of ASCII letters may still be inside a name with Chinese in it; one with Chinese only there.
  const haystacks = ASCII_ONLY.test(query) ? [view.ascii, view.other] : [view.other];
  for (const h of haystacks) scanNames(h, query, best);
  if (compactQuery !== null) for (const h of haystacks) scanCompact(h, compactQuery, best);
  const buckets = emptyBuckets<GameEntry>();
  let total = 0;
  for (let i = 0; i < best.length; i += 1) {
    const found = best[i]!;
    if (found === 0) continue;
    total += 1;
    const bucket = buckets[found - 1]!;
    if (bucket.length < keep) bucket.push(view.entries[i]!);
  }
  return { buckets, total };
}

/** Providers are few (tens, a few hundred): each is tested on its own. */
function searchProviders(
  entries: readonly Entry<GameProvider>[],
  query: string,
  compactQuery: string | null,
  keep: number,
): Found<GameProvider> {
  const buckets = emptyBuckets<GameProvider>();
  let total = 0;
  for (const entry of entries) {
    const tier = entry.names.includes(NAME_START + query)
      ? MATCH_TIER.namePrefix
      : entry.names.includes(` ${query}`)
        ? MATCH_TIER.wordPrefix
        : entry.names.includes(query)
          ? MATCH_TIER.substring
          : compactQuery !== null && compact(entry.names).includes(compactQuery)
            ? MATCH_TIER.compact
            : null;
    if (tier === null) continue;
    total += 1;
    if (buckets[tier]!.length < keep) buckets[tier]!.push(entry);
  }
  return { buckets, total };
}

/**
 * Indexes of `sortNames` in name order: folded names compared as plain strings (locale collation over
 * 20,000 names costs far more, and folded Latin and Vietnamese names already sort alphabetically),
 * then the raw name and the key, so the order is total and the same on every run.
 */
function nameOrder(sortNames: ReadonlyArray<{ folded: string; name: string; key: string }>): number[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return Array.from(sortNames.keys()).sort((a, b) => {
    const x = sortNames[a]!;
    const y = sortNames[b]!;
    return cmp(x.folded, y.folded) || cmp(x.name, y.name) || cmp(x.key, y.key);
  });
}

const startsOf = (parts: readonly string[]): Uint32Array => {
  const starts = new Uint32Array(parts.length + 1);
  for (let i = 0; i < parts.length; i += 1) starts[i + 1] = starts[i]! + parts[i]!.length;
  return starts;
};

/** Runs of names (one per game that has such names) and the game of each, laid end to end. */
function haystackOf(runs: readonly string[], ids: readonly number[]): Haystack {
  const text = runs.join('');
  const starts = startsOf(runs);
  return {
    text,
    starts,
    ids: Uint32Array.from(ids),
    compactText: compact(text),
    compactStarts: compactStartsOf(text, starts),
  };
}

/** Where each entry starts once the spaces are taken out of the haystack. */
function compactStartsOf(haystack: string, starts: Uint32Array): Uint32Array {
  const compactStarts = new Uint32Array(starts.length);
  let removed = 0;
  let space = haystack.indexOf(' ');
  for (let entry = 0; entry < starts.length; entry += 1) {
    const start = starts[entry]!;
    while (space !== -1 && space < start) {
      removed += 1;
      space = haystack.indexOf(' ', space + 1);
    }
    compactStarts[entry] = start - removed;
  }
  return compactStarts;
}

/** Builds the index of one catalogue. Prefer `getSearchIndex`, which keeps one per catalogue. */
export function createSearchIndex({ games, providers }: SearchCatalogue): SearchIndex {
  /** `names` by language; a game's are its game_name, a provider's its one name. */
  const prepare = <T>(item: T, key: string, names: Partial<Record<string, string>>): Entry<T> => {
    const folded: Partial<Record<string, string>> = {};
    const distinct: string[] = [];
    for (const language in names) {
      const name = names[language];
      if (typeof name !== 'string' || name === '') continue;
      const n = normalise(name);
      folded[language] = n;
      // A name left untranslated appears in several languages: once is enough.
      if (n.length > 0 && !distinct.includes(n)) distinct.push(n);
    }
    return { item, key, distinct, names: NAME_START + distinct.join(NAME_START), folded };
  };

  const providerOf = new Map<string, GameProvider>();
  const firstOfGpId = new Map<string, GameProvider>();
  const providerEntries: Entry<GameProvider>[] = [];
  for (const p of providers) {
    const key = providerKey(p);
    if (providerOf.has(key)) continue;
    providerOf.set(key, p);
    const typeKey = `${p.gp_id}:${p.game_type}`;
    if (!providerOf.has(typeKey)) providerOf.set(typeKey, p);
    if (!firstOfGpId.has(p.gp_id)) firstOfGpId.set(p.gp_id, p);
    providerEntries.push(prepare(p, key, { name: p.gp_name }));
  }
  const providerSorted = nameOrder(
    providerEntries.map((e) => ({ folded: normalise(e.item.gp_name), name: String(e.item.game_type), key: e.key })),
  ).map((i) => providerEntries[i]!);

  // The games' names are folded for every language they have (most of the index's cost), as far as
  // asked: all of them before any search, a slice at a time while the page is idle (warmStep).
  const gamesOfType = new Map<string, number>();
  const seen = new Set<string>();
  const gameEntries: Entry<GameEntry>[] = [];
  let prepared = 0;
  const prepareGames = (enough: () => boolean = () => false): boolean => {
    while (prepared < games.length) {
      const game = games[prepared]!;
      prepared += 1;
      const key = gameKey(game);
      if (seen.has(key)) continue;
      seen.add(key);
      const typeKey = `${game.gp_id}:${game.game_type}`;
      gamesOfType.set(typeKey, (gamesOfType.get(typeKey) ?? 0) + 1);
      const entry = prepare(game, key, game.game_name ?? {});
      // A game without any name is still found by its code.
      gameEntries.push(entry.names === NAME_START ? prepare(game, key, { code: game.game_code }) : entry);
      if (enough()) break;
    }
    return prepared >= games.length;
  };

  const gameProvider = (game: GameEntry): GameProvider | undefined =>
    providerOf.get(`${game.gp_id}:${game.game_type}:${game.house}`) ??
    providerOf.get(`${game.gp_id}:${game.game_type}`) ??
    firstOfGpId.get(game.gp_id);

  // One view per language actually used: a page shows one language (a switch reloads the page).
  // Built in steps (each game's sort name, the sort, each game's names split by script, the
  // haystacks), so warmStep can stop between games.
  const views = new Map<string, OrderedGames>();
  const builds = new Map<string, ViewBuild>();
  const buildView = (language: string, enough: () => boolean): OrderedGames | null => {
    const built = views.get(language);
    if (built) return built;
    let b = builds.get(language);
    if (!b) {
      b = { sortNames: [], entries: null, next: 0, ascii: [], asciiIds: [], other: [], otherIds: [] };
      builds.set(language, b);
    }
    if (!b.entries) {
      while (b.next < gameEntries.length) {
        const e = gameEntries[b.next]!;
        b.next += 1;
        const shown = shownLanguage(e.item, language);
        const name = gameName(e.item, language);
        b.sortNames.push({ folded: (shown && e.folded[shown]) ?? normalise(name), name, key: e.key });
        if (enough()) return null;
      }
      b.entries = nameOrder(b.sortNames).map((i) => gameEntries[i]!);
      b.next = 0;
      if (enough()) return null;
    }
    while (b.next < b.entries.length) {
      const id = b.next;
      const entry = b.entries[id]!;
      b.next += 1;
      const plain = entry.distinct.filter((name) => ASCII_ONLY.test(name));
      if (plain.length > 0) {
        b.ascii.push(NAME_START + plain.join(NAME_START));
        b.asciiIds.push(id);
      }
      if (plain.length < entry.distinct.length) {
        b.other.push(NAME_START + entry.distinct.filter((name) => !ASCII_ONLY.test(name)).join(NAME_START));
        b.otherIds.push(id);
      }
      if (enough()) return null;
    }
    const view = { entries: b.entries, ascii: haystackOf(b.ascii, b.asciiIds), other: haystackOf(b.other, b.otherIds) };
    views.set(language, view);
    builds.delete(language);
    return view;
  };
  const viewFor = (language: string): OrderedGames => {
    prepareGames();
    return buildView(language, () => false)!;
  };

  return {
    get gameCount() {
      prepareGames();
      return gameEntries.length;
    },
    providerCount: providerEntries.length,
    warm(language) {
      viewFor(language);
    },
    warmStep(language, enough) {
      if (views.has(language)) return true;
      if (!prepareGames(enough) || enough()) return false;
      return buildView(language, enough) !== null;
    },
    search(text, { language = 'en_US', limit = SEARCH_RESULT_LIMIT, providerLimit = PROVIDER_RESULT_LIMIT } = {}) {
      const query = normalise(text);
      if (!query || limit <= 0) return { query, hits: [], total: 0 };
      const compactQuery = compact(query).length >= COMPACT_MIN_LENGTH ? compact(query) : null;

      const foundProviders = searchProviders(providerSorted, query, compactQuery, providerLimit);
      const foundGames = searchGames(viewFor(language), query, compactQuery, limit);

      // Best tier first; within a tier a provider (a whole list of games) before single games.
      const hits: SearchHit[] = [];
      let providersLeft = Math.min(providerLimit, limit);
      for (const tier of TIERS) {
        for (const { item, key } of foundProviders.buckets[tier]!) {
          if (providersLeft <= 0 || hits.length >= limit) break;
          providersLeft -= 1;
          hits.push({
            kind: 'provider',
            key: `provider:${key}`,
            tier,
            provider: item,
            gameCount: gamesOfType.get(`${item.gp_id}:${item.game_type}`) ?? 0,
          });
        }
        for (const { item, key } of foundGames.buckets[tier]!) {
          if (hits.length >= limit) break;
          hits.push({ kind: 'game', key: `game:${key}`, tier, game: item, provider: gameProvider(item) });
        }
      }
      return { query, hits, total: foundGames.total + foundProviders.total };
    },
  };
}

// One index per catalogue: the lobby keeps its arrays across renders, so identity is the cache key
// and a new catalogue (a currency or session change) simply gets a new index.
const indexes = new WeakMap<readonly GameEntry[], WeakMap<readonly GameProvider[], SearchIndex>>();

/** The index of a catalogue, built on first use and kept while the arrays live. */
export function getSearchIndex(catalogue: SearchCatalogue): SearchIndex {
  let byProviders = indexes.get(catalogue.games);
  if (!byProviders) {
    byProviders = new WeakMap();
    indexes.set(catalogue.games, byProviders);
  }
  let index = byProviders.get(catalogue.providers);
  if (!index) {
    index = createSearchIndex(catalogue);
    byProviders.set(catalogue.providers, index);
  }
  return index;
}
