import type { RemoteName } from '@site/shared/constants';
import type { SiteConfig } from './api/site';

export type LayoutMode = 'desktop' | 'mobile';

/**
 * Props the shell passes to every remote it mounts (ARCHITECTURE "Composition at run time" §3).
 * The bus, session and API live in @site/shared as singletons; the props carry what is per mount.
 */
export interface RemoteProps {
  /** The path under which the remote owns its sub-routes, e.g. "/user". */
  basename: string;
  siteConfig: SiteConfig;
  layout: LayoutMode;
}

/** Props of a dialog a remote contributes (login, register, ...), mounted as a parcel by the modal host. */
export interface ModalProps extends RemoteProps {
  /** Call to close the dialog; the modal host unmounts the parcel. */
  onClose: () => void;
  /** What the opener passed on the bus. */
  params?: Record<string, unknown>;
}

/** Modules each remote exposes (same shape everywhere, so a brand's lobby can be swapped). */
export const REMOTE_EXPOSES: Record<RemoteName, readonly string[]> = {
  mfe_lobby: ['./App', './GameDemoList'],
  mfe_auth: ['./App', './LoginModal', './RegisterModal', './ForcedChangeModal'],
  mfe_member_center: ['./App'],
  mfe_promotions: [
    './App',
    './RedEnvelope',
    './Discount',
    './PopUps',
    './PopUpDiscountHistory',
    './BulletinHistory',
    './News',
  ],
  mfe_proxy: ['./App'],
};

/** Dialogs the modal host can open, and the remote module that provides each. */
export const MODALS = {
  login: { remote: 'mfe_auth', module: './LoginModal' },
  /** SPEC §2 "register" (a modal/page for registration): the sign-up dialog. */
  register: { remote: 'mfe_auth', module: './RegisterModal' },
  /**
   * SPEC §2 "forced password change", §5: for a member whose layout says first_login_to_change_password
   * 1. It cannot be dismissed; it closes itself once the password is changed (after asking
   * `session:member-refresh-requested`) or the member logs out.
   */
  forced_password_change: { remote: 'mfe_auth', module: './ForcedChangeModal' },
  /** SPEC §2 "red envelope and red-envelope prize", §4: params.promotion is the RedEnvelopePromotion to show. */
  red_envelope: { remote: 'mfe_promotions', module: './RedEnvelope' },
  /** SPEC §2 "discount": one promotion over any page; params.id is the discount id. */
  discount: { remote: 'mfe_promotions', module: './Discount' },
  /**
   * SPEC §2 "pop-up discount" and §4 "Pop-up bulletin": opened once by the shell when the session is
   * known and never closed; it decides itself what to show (session, page, layout, ?modal=).
   */
  pop_ups: { remote: 'mfe_promotions', module: './PopUps' },
  /** SPEC §2 "history of pop-up promotions": the pop-up discounts that have ended. */
  pop_up_discount_history: { remote: 'mfe_promotions', module: './PopUpDiscountHistory' },
  /** The bulletins of the device shown earlier as pop-ups (bulletin/history). */
  bulletin_history: { remote: 'mfe_promotions', module: './BulletinHistory' },
  /** SPEC §2 "news/announcement": the marquee announcements in a dialog. */
  news: { remote: 'mfe_promotions', module: './News' },
  /** SPEC §2 "game demo list", §6 visitor: params.gt_id (and params.gp_id) may name the type (and provider) to open on. */
  game_demo_list: { remote: 'mfe_lobby', module: './GameDemoList' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;
export type ModalName = keyof typeof MODALS;
