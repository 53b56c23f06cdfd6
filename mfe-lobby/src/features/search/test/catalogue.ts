import type { GameTypeId } from '@site/shared/constants';
import type { GameEntry, GameProvider } from '@site/shared/contracts';
import { provider } from '../../../test/fixtures';

export interface Names {
  vi: string;
  en: string;
  zh: string;
}

let nextId = 1;

/** A game with its three names, as /v3/game_list gives it. */
export function namedGame(
  gp_id: string,
  game_type: GameTypeId,
  names: Names,
  extra: Partial<GameEntry> = {},
): GameEntry {
  const id = nextId++;
  return {
    id,
    game_id: id,
    gp_id,
    gp_gt_name: gp_id,
    game_type,
    game_code: `${gp_id}-${id}`,
    game_name: { vi_VN: names.vi, en_US: names.en, zh_CN: names.zh },
    house: 0,
    customized: 0,
    icon_light: `/api/assets/games/${gp_id}-${id}.svg`,
    member_favorite: 0,
    tags: [],
    ...extra,
  };
}

export const pgSlots = provider('GPPG', 'PG Soft', 2);
export const pgCards = provider('GPPG', 'PG Soft', 6);
export const jili = provider('GPJILI', 'JILI', 2, { house: 1, maintain: 1 });
export const evolution = provider('GPEVO', 'Evolution', 3);

export const tigerForever = namedGame(
  'GPPG',
  2,
  { vi: 'Hổ Vĩnh Cửu', en: 'Tiger Forever', zh: '永恒之虎' },
  { tags: ['hot'] },
);
export const tigersLuck = namedGame(
  'GPJILI',
  2,
  { vi: 'Vận May Của Hổ', en: "Tiger's Luck", zh: '虎运' },
  { house: 1 },
);
export const fortuneTiger = namedGame('GPPG', 2, { vi: 'Hổ May Mắn', en: 'Fortune Tiger', zh: '虎虎生财' });
export const sabretiger = namedGame('GPJILI', 2, { vi: 'Hổ Răng Kiếm', en: 'Sabretiger', zh: '剑齿虎' }, { house: 1 });
export const mahjongWays = namedGame('GPPG', 2, { vi: 'Đường Mạt Chược', en: 'Mahjong Ways', zh: '麻将胡了' });
export const goldenDragon = namedGame('GPPG', 6, { vi: 'Rồng Vàng', en: 'Golden Dragon', zh: '金龙' });
export const lightningRoulette = namedGame('GPEVO', 3, {
  vi: 'Cò Quay Tia Chớp',
  en: 'Lightning Roulette',
  zh: '闪电轮盘',
});

/** A small catalogue with names chosen to exercise folding and ranking. */
export const sampleCatalogue = {
  games: [mahjongWays, sabretiger, fortuneTiger, tigersLuck, lightningRoulette, tigerForever, goldenDragon],
  providers: [pgSlots, jili, evolution, pgCards],
} satisfies { games: GameEntry[]; providers: GameProvider[] };

// A small deterministic generator, so the large catalogue is the same in every run.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const VI_WORDS = [
  'Rồng',
  'Vàng',
  'Hổ',
  'Phượng',
  'Kho Báu',
  'May Mắn',
  'Đại',
  'Thần',
  'Tài',
  'Lộc',
  'Ngọc',
  'Sư Tử',
  'Đêm',
  'Lửa',
  'Cá',
  'Bão',
  'Kỳ Lân',
  'Mặt Trời',
];
const EN_WORDS = [
  'Dragon',
  'Gold',
  'Tiger',
  'Phoenix',
  'Treasure',
  'Lucky',
  'Great',
  'God',
  'Fortune',
  'Wealth',
  'Jade',
  'Lion',
  'Night',
  'Fire',
  'Fish',
  'Storm',
  'Unicorn',
  'Sun',
];
const ZH_WORDS = [
  '龙',
  '金',
  '虎',
  '凤凰',
  '宝藏',
  '幸运',
  '大',
  '神',
  '财',
  '禄',
  '玉',
  '狮',
  '夜',
  '火',
  '鱼',
  '风暴',
  '麒麟',
  '太阳',
];

export interface SyntheticCatalogue {
  games: GameEntry[];
  providers: GameProvider[];
}

/**
 * `count` games over 40 providers and the eight game types, named from the word lists above in the
 * three languages (the same meaning in each, as the platform names them).
 */
export function syntheticCatalogue(count: number, seed = 20_000): SyntheticCatalogue {
  const rand = random(seed);
  const pick = (n: number) => Math.floor(rand() * n);
  const types: GameTypeId[] = [2, 3, 4, 5, 6, 7, 8, 9];
  const providers = Array.from({ length: 40 }, (_, i) =>
    provider(`GP${String(i + 1).padStart(3, '0')}`, `Studio ${String.fromCharCode(65 + (i % 26))}${i}`, types[i % 8]!),
  );
  const games = Array.from({ length: count }, (_, i) => {
    const words = [pick(VI_WORDS.length), pick(EN_WORDS.length), pick(VI_WORDS.length)];
    const p = providers[i % providers.length]!;
    return namedGame(
      p.gp_id,
      p.game_type,
      {
        vi: `${words.map((w) => VI_WORDS[w]).join(' ')} ${i}`,
        en: `${words.map((w) => EN_WORDS[w]).join(' ')} ${i}`,
        zh: `${words.map((w) => ZH_WORDS[w]).join('')}${i}`,
      },
      { game_code: `G${i}` },
    );
  });
  return { games, providers };
}
