import type { GameEntry, GameProvider, MemberLayout, SiteConfig } from '@site/shared/contracts';
import type { GameTypeId } from '@site/shared/constants';
import { testMember, testSiteConfig } from '@site/shared/testing';

export const siteConfig: SiteConfig = testSiteConfig({
  site_id: 7,
  brand: { code: 'royal', name: 'Royal Gold', title: 'Royal Gold', title_en: 'Royal Gold' },
  mobile_template: 'H5_3',
  currencies: ['VND', 'USD', 'RMB'],
});

export function provider(
  gp_id: string,
  gp_name: string,
  game_type: GameTypeId,
  extra: Partial<GameProvider> = {},
): GameProvider {
  return {
    gp_id,
    gp_name,
    gp_gt_name: `${gp_name} ${game_type}`,
    game_type,
    house: 0,
    customized: 0,
    icon_light: `/api/assets/providers/${gp_id}.svg?variant=light`,
    icon_dark: `/api/assets/providers/${gp_id}.svg?variant=dark`,
    maintain: 0,
    ...extra,
  };
}

let nextId = 1;
export function game(gp_id: string, game_type: GameTypeId, en: string, extra: Partial<GameEntry> = {}): GameEntry {
  const id = nextId++;
  return {
    id,
    game_id: id,
    gp_id,
    gp_gt_name: gp_id,
    game_type,
    game_code: `${gp_id}-${id}`,
    game_name: { en_US: en, vi_VN: `${en} (vi)`, zh_CN: `${en} (zh)` },
    house: 0,
    customized: 0,
    icon_light: `/api/assets/games/${gp_id}-${id}.svg`,
    member_favorite: 0,
    tags: [],
    ...extra,
  };
}

export const member: MemberLayout = testMember({ id: 42, member_currency: 'USD', member_cash: 1000 });
