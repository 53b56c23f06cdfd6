import { BANNER_LINK_TYPE, LINK_METHOD_NEW_WINDOW } from '@site/shared/constants';
import type { CarouselPicture, GameLaunchTarget, GameProvider } from '@site/shared/contracts';
import { readSiteLink, type SiteLink } from '../../../config/paths';

/** What a click on a banner does. */
export type BannerAction =
  | { kind: 'link'; link: SiteLink; newWindow: boolean }
  | { kind: 'game'; target: GameLaunchTarget }
  /** A picture only: demo-mode builds, or a link the lobby cannot follow safely. */
  | { kind: 'none' };

export interface BannerActionContext {
  /** SPEC §6: demo-mode builds (IS_DEMO, `features.demo_mode`) block banner links and play. */
  demoMode: boolean;
  /** The catalogue's providers, to give a game banner its house, members-only flag and name. */
  providers?: readonly GameProvider[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const integer = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/**
 * SPEC §3, §9 banner links: link_type 0 an external address, 1 a page of the site, 2 a game named
 * by game_link_parameter (gt_id, gp_id; opened through the page's launcher, which picks the mode);
 * link_method 1 opens a link in a new window.
 */
export function bannerAction(banner: CarouselPicture, { demoMode, providers = [] }: BannerActionContext): BannerAction {
  if (demoMode) return { kind: 'none' };
  if (banner.link_type === BANNER_LINK_TYPE.game) {
    const param = banner.game_link_parameter ?? {};
    const gpId = text(param.gp_id);
    const gtId = integer(param.gt_id);
    if (!gpId || gtId === null) return { kind: 'none' };
    const provider = providers.find((p) => p.gp_id === gpId && p.game_type === gtId);
    return {
      kind: 'game',
      target: {
        gp_id: gpId,
        game_type: gtId,
        // A banner names a provider; without a game code the launcher opens the provider's lobby.
        game_code: text(param.game_code) ?? '',
        house: integer(param.house) ?? provider?.house ?? 0,
        customized: provider?.customized ?? 0,
        name: banner.title,
        provider_name: provider?.gp_name ?? text(param.gp_gt_name) ?? gpId,
      },
    };
  }
  const link = readSiteLink(banner.link_url);
  if (!link) return { kind: 'none' };
  if (banner.link_type === BANNER_LINK_TYPE.externalUrl && link.kind !== 'external') return { kind: 'none' };
  if (banner.link_type === BANNER_LINK_TYPE.internalPage && link.kind !== 'internal') return { kind: 'none' };
  return { kind: 'link', link, newWindow: banner.link_method === LINK_METHOD_NEW_WINDOW };
}
