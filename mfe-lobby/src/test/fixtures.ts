import type { GameEntry, GameProvider, MemberLayout, SiteConfig } from '@site/shared/contracts';
import type { GameTypeId } from '@site/shared/constants';

export const siteConfig: SiteConfig = {
  site_id: 7,
  brand: { code: 'royal', name: 'Royal Gold', title: 'Royal Gold', title_en: 'Royal Gold' },
  template: 'classic',
  mobile_template: 'H5_3',
  theme: 'gold',
  default_language: 'vi_VN',
  languages: ['vi_VN', 'en_US', 'zh_CN'],
  currencies: ['VND', 'USD', 'RMB'],
  default_currency: 'VND',
  features: { desktop_lock: false, demo_mode: false, site_closed: false, register: true, agent_bind_fast_payment: false },
  remotes: {
    mfe_lobby: 'http://127.0.0.1:3001/mf-manifest.json',
    mfe_auth: 'http://127.0.0.1:3002/mf-manifest.json',
    mfe_member_center: 'http://127.0.0.1:3003/mf-manifest.json',
    mfe_promotions: 'http://127.0.0.1:3004/mf-manifest.json',
    mfe_proxy: 'http://127.0.0.1:3005/mf-manifest.json',
  },
};

export function provider(gp_id: string, gp_name: string, game_type: GameTypeId, extra: Partial<GameProvider> = {}): GameProvider {
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

export const member: MemberLayout = {
  id: 42,
  member_currency: 'USD',
  member_cash: 1000,
  member_account: 'demo01',
  member_type: 1,
  agent_type: 0,
  agent_level: 0,
  is_agent: 0,
  agent_active: 0,
  is_playing: 0,
  cash_back_status: 0,
  wallet_status: 1,
  first_login_to_change_password: 0,
  need_bank_account_deposit_verified: 0,
};
