/**
 * The demo games catalogue: game types 2..9, 36 invented providers and a little over 3,000 games,
 * generated deterministically (a seeded PRNG, no network), so every start and every machine gets
 * the same codes, names, tags and artwork.
 */
import { GAME_TYPES, type GameTypeId } from '@site/shared/constants';
import {
  ADJECTIVES,
  CARD_GAMES,
  CARD_MODIFIERS,
  COCKFIGHT_GAMES,
  ESPORT_GAMES,
  GAME_TYPE_NAMES,
  LIVE_GAMES,
  LIVE_TABLES,
  LOTTERY_GAMES,
  LOTTERY_MODIFIERS,
  NOUNS,
  PLACES,
  SLOT_SUFFIXES,
  SPORT_GAMES,
  VIRTUAL_GAMES,
  VIRTUAL_MODIFIERS,
  type Word,
} from './words';

/** mulberry32: a small, fast, seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string: a stable 32-bit seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface ProviderSeed {
  gpId: string;
  name: string;
  colors: { from: string; to: string; accent: string };
  /** Game types offered, each with how many games. */
  types: Partial<Record<GameTypeId, number>>;
  house: 0 | 1;
  customized: 0 | 1;
  currencies: string[];
}

const ALL = ['VND', 'RMB', 'USD', 'THB'];
const NO_THB = ['VND', 'RMB', 'USD'];
const NO_RMB = ['VND', 'USD', 'THB'];

type Def = [
  name: string,
  from: string,
  to: string,
  accent: string,
  types: Partial<Record<GameTypeId, number>>,
  extra?: Partial<ProviderSeed>,
];

/**
 * Invented provider brands (none is a real company). Counts are per game type; slots dominate as in
 * a real lobby. Two in-house providers (house 1) and three customized ones.
 */
const PROVIDER_DEFS: Def[] = [
  ['Lucky Lantern Gaming', '#b3121f', '#f2a71b', '#ffd76a', { 2: 184, 6: 30 }],
  ['Jade Dragon Studio', '#0b6e4f', '#25a18e', '#c8f7dc', { 2: 166, 3: 18 }],
  ['Nova Reels', '#3a0ca3', '#7209b7', '#f72585', { 2: 178 }],
  ['Saffron Play', '#e85d04', '#faa307', '#fff3b0', { 2: 156 }],
  ['Kirin Interactive', '#1d3557', '#457b9d', '#f1faee', { 2: 148, 6: 26 }],
  ['Moonfish Games', '#03045e', '#0096c7', '#90e0ef', { 2: 114, 6: 34 }],
  ['Orchid Live', '#5a189a', '#c77dff', '#f3d9fa', { 3: 30 }, { currencies: ALL }],
  ['Aurora Spin', '#023e8a', '#48cae4', '#caf0f8', { 2: 171 }],
  ['Crimson Koi', '#7f1d1d', '#ef4444', '#fde68a', { 2: 162 }],
  ['Emberlight Studios', '#6a040f', '#dc2f02', '#ffba08', { 2: 144 }, { currencies: NO_THB }],
  ['Goldleaf Interactive', '#7c5c12', '#d4a017', '#fff1b8', { 2: 152, 5: 14 }],
  ['Sapphire Gate Live', '#0a2463', '#3e92cc', '#d8e1ff', { 3: 28 }],
  ['Velvet Ace', '#370617', '#9d0208', '#f4a261', { 3: 24, 6: 28 }, { customized: 1 }],
  ['Monsoon Studios', '#184e77', '#34a0a4', '#d9ed92', { 2: 142 }],
  ['Starfruit Games', '#ff7b00', '#ffb700', '#fff8e1', { 2: 164 }, { currencies: NO_RMB }],
  ['Ironclad Sports', '#1b263b', '#415a77', '#e0e1dd', { 4: 3, 7: 12 }],
  ['Phoenix Arc', '#9d0208', '#f48c06', '#ffe8a3', { 2: 158, 3: 16 }],
  ['Tidewave Gaming', '#014f86', '#2a9d8f', '#e9f5db', { 2: 140 }],
  ['Zenith Lotto', '#2b2d42', '#8d99ae', '#ef233c', { 5: 20 }],
  ['Cobalt Arena', '#0d1b2a', '#1f7a8c', '#bfdbf7', { 9: 8, 4: 2 }],
  ['Mekong Live', '#2d6a4f', '#52b788', '#d8f3dc', { 3: 26, 8: 5 }, { customized: 1 }],
  ['Silk Road Cards', '#5f0f40', '#9a031e', '#fb8b24', { 6: 36 }],
  ['Tiger Lily Games', '#d00000', '#ff8800', '#ffe5b4', { 2: 150 }],
  ['Neon Drift', '#10002b', '#7b2cbf', '#00f5d4', { 2: 134, 9: 6 }],
  ['Halong Bay Gaming', '#006466', '#4d908e', '#e0fbfc', { 5: 16, 6: 24 }],
  ['Bamboo Soft', '#386641', '#6a994e', '#f2e8cf', { 6: 30, 2: 112 }],
  ['Lotus Bloom Live', '#b5179e', '#f72585', '#ffd6ec', { 3: 22 }],
  ['Thunder Peak Sports', '#14213d', '#fca311', '#e5e5e5', { 4: 3 }],
  ['Rooster Royale', '#6f1d1b', '#bb9457', '#ffe6a7', { 8: 6 }, { customized: 1 }],
  ['Pixel Legion', '#240046', '#3c096c', '#ff9e00', { 9: 8 }],
  ['Virtua Turf', '#004b23', '#38b000', '#ccff33', { 7: 14 }],
  ['Opal Casino Live', '#22223b', '#4a4e69', '#f2e9e4', { 3: 20 }, { currencies: NO_THB }],
  ['Firefly Slots', '#3d0066', '#ff6d00', '#ffe066', { 2: 154 }],
  ['Lucky Star Lotto', '#7209b7', '#4361ee', '#ffd60a', { 5: 18 }],
  ['Starlight Originals', '#111827', '#b45309', '#fcd34d', { 2: 56, 6: 14, 5: 8 }, { house: 1 }],
  ['Quickfire Arcade', '#0f172a', '#0ea5e9', '#a5f3fc', { 2: 52, 6: 10 }, { house: 1 }],
];

export const PROVIDERS: ProviderSeed[] = PROVIDER_DEFS.map(([name, from, to, accent, types, extra], i) => ({
  gpId: `GP${String(i + 1).padStart(3, '0')}`,
  name,
  colors: { from, to, accent },
  types,
  house: 0,
  customized: 0,
  currencies: ALL,
  ...extra,
}));

/** The display name of a provider within a game type (gp_gt_name of SPEC §3). */
export function gpGtName(provider: { name: string }, gtId: GameTypeId): string {
  const typeName = GAME_TYPES[gtId].en;
  const firstWord = typeName.split(' ')[0]!;
  return provider.name.toLowerCase().includes(firstWord.toLowerCase()) ? provider.name : `${provider.name} ${typeName}`;
}

export interface GameTypeSeed {
  id: GameTypeId;
  key: string;
  names: Record<string, string>;
  sort: number;
}

export const GAME_TYPE_SEEDS: GameTypeSeed[] = (Object.keys(GAME_TYPES).map(Number) as GameTypeId[]).map((id, i) => ({
  id,
  key: GAME_TYPES[id].key,
  names: { en_US: GAME_TYPES[id].en, ...GAME_TYPE_NAMES[id]! },
  sort: i + 1,
}));

export interface GameSeed {
  gameCode: string;
  gpId: string;
  gtId: GameTypeId;
  names: { en_US: string; vi_VN: string; zh_CN: string };
  devices: number;
  isHot: boolean;
  isNew: boolean;
  sort: number;
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

function title(en: string[], vi: string[], zh: string[]) {
  const join = (parts: string[]) => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return { en_US: join(en), vi_VN: join(vi), zh_CN: zh.filter(Boolean).join('') };
}

/** One candidate title for a game of a type (may repeat; the caller de-duplicates). */
function composeTitle(r: Rand, gtId: GameTypeId, provider: ProviderSeed, n: number) {
  switch (gtId) {
    case 2: {
      const adj = pick(r, ADJECTIVES);
      const noun = pick(r, NOUNS);
      const roll = r();
      if (roll < 0.4) return title([adj.en, noun.en], [noun.vi, adj.vi], [adj.zh, noun.zh]);
      if (roll < 0.75) {
        const sfx = pick(r, SLOT_SUFFIXES);
        return title([adj.en, noun.en, sfx.en], [noun.vi, adj.vi, sfx.vi], [adj.zh, noun.zh, sfx.zh]);
      }
      const place = pick(r, PLACES);
      return title([noun.en, 'of', place.en], [noun.vi, place.vi], [place.zh, noun.zh]);
    }
    case 3: {
      const game = pick(r, LIVE_GAMES);
      const table = pick(r, LIVE_TABLES);
      return title([game.en, table.en], [game.vi, table.vi], [game.zh, ' ', table.zh]);
    }
    case 4: {
      const game = SPORT_GAMES[n % SPORT_GAMES.length]!;
      const short = provider.name.replace(/\s+(Sports|Arena)$/, '');
      return title([short, game.en], [game.vi, short], [short, game.zh]);
    }
    case 5: {
      const game = pick(r, LOTTERY_GAMES);
      const mod = pick(r, LOTTERY_MODIFIERS);
      return title([game.en, mod.en], [game.vi, mod.vi], [game.zh, mod.zh]);
    }
    case 6: {
      const game = pick(r, CARD_GAMES);
      if (r() < 0.7) {
        const mod = pick(r, CARD_MODIFIERS);
        return title([game.en, mod.en], [game.vi, mod.vi], [mod.zh, game.zh]);
      }
      const adj = pick(r, ADJECTIVES);
      return title([adj.en, game.en], [game.vi, adj.vi], [adj.zh, game.zh]);
    }
    case 7: {
      const game = pick(r, VIRTUAL_GAMES);
      const mod = pick(r, VIRTUAL_MODIFIERS);
      return title([game.en, mod.en], [game.vi, mod.vi], [game.zh, mod.zh]);
    }
    case 8: {
      const game = pick(r, COCKFIGHT_GAMES);
      const arena = 1 + Math.floor(r() * 9);
      return title([game.en, String(arena)], [game.vi, String(arena)], [game.zh, String(arena), '号']);
    }
    case 9: {
      const game = pick(r, ESPORT_GAMES);
      const mod: Word = pick(r, [
        { en: '', vi: '', zh: '' },
        { en: 'Live', vi: 'Trực Tiếp', zh: '直播' },
        { en: 'Pro', vi: 'Pro', zh: '职业' },
      ]);
      return title([game.en, mod.en], [game.vi, mod.vi], [game.zh, mod.zh]);
    }
  }
}

/** How many games the catalogue holds by default (the sum of every provider's per-type counts). */
export const BASE_GAME_COUNT = PROVIDERS.reduce(
  (n, p) => n + Object.values(p.types).reduce((a: number, b) => a + b, 0),
  0,
);

/**
 * SITE_CATALOGUE_GAMES: a larger catalogue for the benchmarks (bench/money.mjs seeds 5,000 games).
 * Unset, non-numeric or below the default: the default catalogue.
 */
export function catalogueSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const n = Number(env.SITE_CATALOGUE_GAMES);
  return Number.isInteger(n) && n > BASE_GAME_COUNT ? n : undefined;
}

/**
 * Every game, in a stable order. With `total` above the default, each provider's per-type count is
 * scaled up (the default games keep their codes and names; the extra ones follow them).
 */
export function generateGames(total?: number): GameSeed[] {
  const games: GameSeed[] = [];
  const used = new Set<string>();
  let sort = 0;
  const pairs = PROVIDERS.flatMap((provider) =>
    Object.entries<number>(provider.types).map(([gt, base]) => {
      const gtId = Number(gt) as GameTypeId;
      return { provider, gtId, base, r: prng(hashString(`${provider.gpId}:${gtId}`)) };
    }),
  );
  const scale = total && total > BASE_GAME_COUNT ? total / BASE_GAME_COUNT : 1;
  // Floor of the scaled counts, then one more for the first pairs until the total is reached.
  let remainder = scale === 1 ? 0 : total! - pairs.reduce((n, p) => n + Math.floor(p.base * scale), 0);
  const counts = pairs.map((p) => (scale === 1 ? p.base : Math.floor(p.base * scale) + (remainder-- > 0 ? 1 : 0)));
  // Two passes: every default game first (so its name never depends on the scale), then the extras.
  for (const pass of ['default', 'extra'] as const) {
    pairs.forEach(({ provider, gtId, base, r }, i) => {
      const abbr = GAME_TYPES[gtId].abbreviation;
      const [from, to] = pass === 'default' ? [0, base] : [base, counts[i]!];
      for (let n = from; n < to; n++) {
        let names = composeTitle(r, gtId, provider, n);
        for (let attempt = 0; used.has(`${gtId}:${names.en_US}`) && attempt < 12; attempt++) {
          names = composeTitle(r, gtId, provider, n);
        }
        if (used.has(`${gtId}:${names.en_US}`)) {
          // Still taken: number it like a sequel.
          let k = 2;
          while (used.has(`${gtId}:${names.en_US} ${k}`)) k++;
          names = { en_US: `${names.en_US} ${k}`, vi_VN: `${names.vi_VN} ${k}`, zh_CN: `${names.zh_CN}${k}` };
        }
        used.add(`${gtId}:${names.en_US}`);
        const deviceRoll = r();
        games.push({
          gameCode: `${provider.gpId}_${abbr}_${String(n + 1).padStart(4, '0')}`,
          gpId: provider.gpId,
          gtId,
          names,
          devices: deviceRoll < 0.06 ? 1 : deviceRoll < 0.09 ? 2 : 3,
          isHot: r() < 0.08,
          isNew: r() < 0.06,
          sort: ++sort,
        });
      }
    });
  }
  return games;
}
