import {
  fortuneTiger,
  goldenDragon,
  jili,
  lightningRoulette,
  mahjongWays,
  namedGame,
  pgCards,
  pgSlots,
  sabretiger,
  sampleCatalogue,
  syntheticCatalogue,
  tigerForever,
  tigersLuck,
  type SyntheticCatalogue,
} from '../test/catalogue';
import { gameKey, gameName } from '../../../lib/game-names';
import { compact, normalise } from './normalise';
import {
  createSearchIndex,
  getSearchIndex,
  MATCH_TIER,
  PROVIDER_RESULT_LIMIT,
  providerPath,
  SEARCH_RESULT_LIMIT,
  type SearchHit,
} from './search-index';

const index = createSearchIndex(sampleCatalogue);
const gamesFor = (query: string, language = 'en_US') =>
  index
    .search(query, { language })
    .hits.filter((h) => h.kind === 'game')
    .map((h) => h.game);
const describeHit = (hit: SearchHit) =>
  hit.kind === 'game'
    ? `game ${hit.game.game_name.en_US}`
    : `provider ${hit.provider.gp_name} ${hit.provider.game_type}`;

describe('SPEC §6 game search: matching names in vi_VN, en_US and zh_CN', () => {
  it('finds Vietnamese names typed without tone marks, in any case', () => {
    expect(gamesFor('ho vinh cuu')).toEqual([tigerForever]);
    expect(gamesFor('HO VINH CUU')).toEqual([tigerForever]);
    expect(gamesFor('Hổ Vĩnh Cửu')).toEqual([tigerForever]);
    expect(gamesFor('hổ vinh')).toEqual([tigerForever]);
  });

  it('reads đ/Đ as d', () => {
    expect(gamesFor('duong mat')).toEqual([mahjongWays]);
    expect(gamesFor('Đường')).toEqual([mahjongWays]);
    expect(gamesFor('DUONG')).toEqual([mahjongWays]);
  });

  it('finds a name that mixes Latin letters and Chinese by either part, and ranks it by its best match', () => {
    const mixed = namedGame('GP001', 2, { vi: 'Kho Báu 88', en: 'Treasure 88', zh: 'Mega 财富 88' });
    const mixedIndex = createSearchIndex({ games: [mixed, fortuneTiger], providers: [] });
    const found = (query: string) =>
      mixedIndex.search(query, { language: 'en_US' }).hits.map((h) => (h.kind === 'game' ? h.game : null));
    expect(found('mega')).toEqual([mixed]);
    expect(found('财富')).toEqual([mixed]);
    expect(found('mega 财')).toEqual([mixed]);
    expect(found('88')).toEqual([mixed]);
    // "88" starts no name but starts a word of each: a word prefix, in every script.
    expect(mixedIndex.search('88', { language: 'en_US' }).hits[0]?.tier).toBe(MATCH_TIER.wordPrefix);
    expect(mixedIndex.search('treasure', { language: 'en_US' }).hits[0]?.tier).toBe(MATCH_TIER.namePrefix);
  });

  it('finds Chinese names by any part of them', () => {
    expect(gamesFor('麻将')).toEqual([mahjongWays]);
    expect(gamesFor('胡了')).toEqual([mahjongWays]);
    expect(gamesFor('金龙')).toEqual([goldenDragon]);
  });

  it('finds English names, apostrophes and spaces aside', () => {
    expect(gamesFor('lightning')).toEqual([lightningRoulette]);
    expect(gamesFor('tigers luck')).toEqual([tigersLuck]);
    expect(gamesFor('fortunetiger')).toEqual([fortuneTiger]);
  });

  it('answers nothing to an empty or punctuation-only query', () => {
    expect(index.search('')).toEqual({ query: '', hits: [], total: 0 });
    expect(index.search('  -- ')).toEqual({ query: '', hits: [], total: 0 });
    expect(index.search('zzzz').hits).toEqual([]);
  });
});

describe('SPEC §6 game search: ranking', () => {
  it('puts whole-name prefixes first, then word prefixes, then substrings', () => {
    const hits = index.search('tiger', { language: 'en_US' }).hits;
    expect(hits.map(describeHit)).toEqual([
      'game Tiger Forever',
      "game Tiger's Luck",
      'game Fortune Tiger',
      'game Sabretiger',
    ]);
    expect(hits.map((h) => h.tier)).toEqual([
      MATCH_TIER.namePrefix,
      MATCH_TIER.namePrefix,
      MATCH_TIER.wordPrefix,
      MATCH_TIER.substring,
    ]);
  });

  it('takes the best tier over all three names of a game', () => {
    // "Hổ ..." starts the Vietnamese names of three tiger games; "Vận May Của Hổ" only has a word "Hổ".
    const hits = gamesFor('ho', 'vi_VN');
    expect(hits.slice(0, 4)).toEqual([fortuneTiger, sabretiger, tigerForever, tigersLuck]);
  });

  it('orders games of the same rank by their name in the page language', () => {
    expect(
      gamesFor('ho', 'vi_VN')
        .slice(0, 3)
        .map((g) => gameName(g, 'vi_VN')),
    ).toEqual(['Hổ May Mắn', 'Hổ Răng Kiếm', 'Hổ Vĩnh Cửu']);
    expect(
      gamesFor('ho', 'en_US')
        .slice(0, 3)
        .map((g) => gameName(g, 'en_US')),
    ).toEqual(['Fortune Tiger', 'Sabretiger', 'Tiger Forever']);
  });

  it('keeps at most `limit` results and counts them all', () => {
    const { hits, total } = index.search('o', { limit: 3 });
    expect(hits).toHaveLength(3);
    expect(total).toBeGreaterThan(3);
  });
});

describe('SPEC §6 game search: providers', () => {
  it('finds providers by name, one result per provider and game type, before games of the same rank', () => {
    const hits = index.search('pg').hits;
    expect(hits.map(describeHit)).toEqual(['provider PG Soft 2', 'provider PG Soft 6']);
    expect(hits[0]).toMatchObject({ kind: 'provider', provider: pgSlots, gameCount: 3 });
    expect(hits[1]).toMatchObject({ kind: 'provider', provider: pgCards, gameCount: 1 });
  });

  it('matches provider names without tone marks or case', () => {
    expect(index.search('JIL').hits.map(describeHit)).toEqual(['provider JILI 2']);
  });

  it('gives a provider result the address of its game list', () => {
    expect(providerPath(pgSlots)).toBe('/slotgame?gt_id=2&gp_id=GPPG&house=0');
    expect(providerPath(jili)).toBe('/slotgame?gt_id=2&gp_id=GPJILI&house=1');
  });

  it("gives each game its provider entry (name and maintenance state) for the result's second line", () => {
    const hit = index.search("tiger's luck").hits[0];
    expect(hit).toMatchObject({ kind: 'game', game: tigersLuck, provider: jili });
  });
});

/** The rules written the slow, obvious way: the reference the index must agree with. */
function referenceTier(names: readonly string[], query: string): number | null {
  const q = normalise(query);
  const folded = names.map(normalise);
  if (folded.some((n) => n.startsWith(q))) return 0;
  if (folded.some((n) => n.split(' ').some((_, i, words) => words.slice(i).join(' ').startsWith(q)))) return 1;
  if (folded.some((n) => n.includes(q))) return 2;
  if (compact(q).length >= 3 && folded.some((n) => compact(n).includes(compact(q)))) return 3;
  return null;
}

function referenceSearch(catalogue: SyntheticCatalogue, query: string, language: string) {
  const found = catalogue.games
    .map((game) => ({
      game,
      tier: referenceTier(
        Object.values(game.game_name).filter((n) => n !== undefined),
        query,
      ),
      name: normalise(gameName(game, language)),
    }))
    .filter((m) => m.tier !== null);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  found.sort((a, b) => a.tier! - b.tier! || byName(a.name, b.name) || byName(gameKey(a.game), gameKey(b.game)));
  const providers = catalogue.providers.filter((p) => referenceTier([p.gp_name], query) !== null).length;
  return { keys: found.map((m) => gameKey(m.game)), games: found.length, providers };
}

describe('SPEC §6 game search: a 20,000-game catalogue', () => {
  const catalogue = syntheticCatalogue(20_000);
  const planted = namedGame('GP007', catalogue.providers[6]!.game_type, {
    vi: 'Hổ Vĩnh Cửu Đại Phát',
    en: 'Eternal Tiger Jackpot',
    zh: '永恒之虎大发',
  });
  catalogue.games.push(planted);
  const big = getSearchIndex(catalogue);

  it('indexes every game once', () => {
    expect(big.gameCount).toBe(20_001);
    expect(big.providerCount).toBe(40);
  });

  it('finds the one game among 20,000 by its Vietnamese name without marks, its English or its Chinese name', () => {
    for (const query of ['ho vinh cuu', 'HỔ VĨNH CỬU ĐẠI', 'eternal tiger', '之虎大']) {
      const { hits, total } = big.search(query, { language: 'vi_VN' });
      expect({ query, total, first: hits[0]?.kind === 'game' ? hits[0].game : null }).toEqual({
        query,
        total: 1,
        first: planted,
      });
    }
  });

  it.each([
    ['rong vang', 'vi_VN'],
    ['tiger', 'en_US'],
    ['ky lan', 'vi_VN'],
    ['凤凰', 'zh_CN'],
    ['d', 'vi_VN'],
    ['dragongold', 'en_US'],
    ['123', 'en_US'],
  ])('agrees with the reference rules for %p (%s)', (query, language) => {
    const { hits, total } = big.search(query, { language });
    const games = hits.filter((h) => h.kind === 'game');
    const shownProviders = hits.length - games.length;
    const expected = referenceSearch(catalogue, query, language);
    expect(games.map((h) => gameKey(h.game))).toEqual(expected.keys.slice(0, games.length));
    expect(shownProviders).toBeLessThanOrEqual(PROVIDER_RESULT_LIMIT);
    expect(hits.length).toBe(
      Math.min(SEARCH_RESULT_LIMIT, expected.games + Math.min(expected.providers, PROVIDER_RESULT_LIMIT)),
    );
    expect(total).toBe(expected.games + expected.providers);
  });

  it('is built in slices at idle: each step stops when told, and the finished index answers as one built at once', () => {
    const sliced = createSearchIndex(catalogue);
    let steps = 0;
    let calls = 0;
    // A slice is over after every 1,000 games asked about.
    while (!sliced.warmStep('vi_VN', () => ++calls % 1000 === 0)) steps += 1;
    // 20,001 games prepared, then given their sort names, then split by script: three passes of slices.
    expect(steps).toBeGreaterThanOrEqual(60);
    expect(sliced.warmStep('vi_VN', () => true)).toBe(true);
    for (const query of ['ho vinh cuu', 'tiger', '凤凰']) {
      expect(sliced.search(query, { language: 'vi_VN' })).toEqual(big.search(query, { language: 'vi_VN' }));
    }
  });

  it('answers a search stopped halfway through the name order, and the same search as one built at once', () => {
    const halfway = createSearchIndex(catalogue);
    let calls = 0;
    // Past the 20,001 games prepared and 5,000 into the name order.
    while (!halfway.warmStep('vi_VN', () => ++calls % 25_000 === 0) && calls < 25_000);
    expect(halfway.warmStep('vi_VN', () => true)).toBe(false);
    expect(halfway.search('tiger', { language: 'vi_VN' })).toEqual(big.search('tiger', { language: 'vi_VN' }));
    expect(halfway.warmStep('vi_VN', () => true)).toBe(true);
  });

  it('answers a search before its slices are done, with every game in it', () => {
    const early = createSearchIndex(catalogue);
    expect(early.warmStep('vi_VN', () => true)).toBe(false);
    expect(early.search('eternal tiger', { language: 'vi_VN' }).hits[0]).toMatchObject({ kind: 'game', game: planted });
    expect(early.gameCount).toBe(20_001);
    expect(early.warmStep('vi_VN', () => true)).toBe(true);
  });

  it('builds the index once per catalogue and again for a new one', () => {
    expect(getSearchIndex(catalogue)).toBe(big);
    expect(getSearchIndex({ games: [...catalogue.games], providers: catalogue.providers })).not.toBe(big);
  });
});
