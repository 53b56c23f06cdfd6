import { MOBILE_TEMPLATES, type MobileTemplate } from '@site/shared/constants';
import type { SiteTheme } from '@site/shared/theme';

/**
 * The phone skins of the mobile templates H5_1 … H5_8 (SPEC §2, MOBILE_TEMPLATE_NAME). One shell,
 * one set of components: a template only picks values from this table, and the brand theme gives
 * the colours, so every brand × template pair stays in its brand's palette.
 */
export interface MobileSkin {
  /** Where the logo sits: at the start, or centred between the language and the account. */
  logo: 'start' | 'center';
  /** The header's surface (a theme colour) and what marks its lower edge. */
  headerSurface: 'surface' | 'surfaceRaised' | 'bg';
  headerEdge: 'border' | 'accentLine' | 'shadow' | 'none';
  /** Rounded lower corners of the header, in px (0: square). */
  headerRadius: number;
  /** A bar across the bottom, or a pill floating above it. */
  tabBar: 'flat' | 'floating';
  /** Names under the icons, or icons alone (the names stay for screen readers). */
  tabLabels: boolean;
  /** How the current tab is marked. */
  tabActive: 'color' | 'topLine' | 'pill' | 'dot';
  /** A raised round deposit button in the middle of the tab bar. */
  centreDeposit: boolean;
  /** The tab bar's surface. */
  tabSurface: 'surface' | 'surfaceRaised' | 'bg';
  /** Corner radius of the tab bar's top corners (flat) or of the whole pill (floating), in px. */
  tabRadius: number;
  /** The page behind the content: the theme's decorated gradient or its solid colour. */
  page: 'gradient' | 'solid';
}

export const MOBILE_SKINS: Record<MobileTemplate, MobileSkin> = {
  // Classic: logo at the start, flat bar with a line over the current tab.
  H5_1: {
    logo: 'start',
    headerSurface: 'surface',
    headerEdge: 'border',
    headerRadius: 0,
    tabBar: 'flat',
    tabLabels: true,
    tabActive: 'topLine',
    centreDeposit: false,
    tabSurface: 'surface',
    tabRadius: 0,
    page: 'gradient',
  },
  // Centre stage: centred logo, a raised deposit button in the middle of the bar.
  H5_2: {
    logo: 'center',
    headerSurface: 'surfaceRaised',
    headerEdge: 'shadow',
    headerRadius: 0,
    tabBar: 'flat',
    tabLabels: true,
    tabActive: 'color',
    centreDeposit: true,
    tabSurface: 'surfaceRaised',
    tabRadius: 18,
    page: 'gradient',
  },
  // Lounge: a floating pill bar, the current tab filled with the brand colour.
  H5_3: {
    logo: 'start',
    headerSurface: 'bg',
    headerEdge: 'accentLine',
    headerRadius: 0,
    tabBar: 'floating',
    tabLabels: true,
    tabActive: 'pill',
    centreDeposit: false,
    tabSurface: 'surfaceRaised',
    tabRadius: 999,
    page: 'gradient',
  },
  // Minimal: icons alone, a dot under the current one, solid page.
  H5_4: {
    logo: 'start',
    headerSurface: 'bg',
    headerEdge: 'border',
    headerRadius: 0,
    tabBar: 'flat',
    tabLabels: false,
    tabActive: 'dot',
    centreDeposit: false,
    tabSurface: 'bg',
    tabRadius: 0,
    page: 'solid',
  },
  // Soft: rounded header and bar, the current tab in a pill.
  H5_5: {
    logo: 'start',
    headerSurface: 'surfaceRaised',
    headerEdge: 'none',
    headerRadius: 22,
    tabBar: 'flat',
    tabLabels: true,
    tabActive: 'pill',
    centreDeposit: false,
    tabSurface: 'surfaceRaised',
    tabRadius: 22,
    page: 'gradient',
  },
  // Sharp: square everything, the brand's line under the header and over the current tab.
  H5_6: {
    logo: 'center',
    headerSurface: 'surface',
    headerEdge: 'accentLine',
    headerRadius: 0,
    tabBar: 'flat',
    tabLabels: true,
    tabActive: 'topLine',
    centreDeposit: false,
    tabSurface: 'bg',
    tabRadius: 0,
    page: 'solid',
  },
  // Dock: centred logo, a floating bar of icons with a dot.
  H5_7: {
    logo: 'center',
    headerSurface: 'bg',
    headerEdge: 'shadow',
    headerRadius: 0,
    tabBar: 'floating',
    tabLabels: false,
    tabActive: 'pill',
    centreDeposit: false,
    tabSurface: 'surface',
    tabRadius: 999,
    page: 'solid',
  },
  // Cashier: a floating bar with the raised deposit button in its middle.
  H5_8: {
    logo: 'start',
    headerSurface: 'surface',
    headerEdge: 'shadow',
    headerRadius: 18,
    tabBar: 'floating',
    tabLabels: true,
    tabActive: 'color',
    centreDeposit: true,
    tabSurface: 'surface',
    tabRadius: 24,
    page: 'gradient',
  },
};

/** The skin of a template; an unknown name (never valid in a loaded config) gets H5_1's. */
export function mobileSkin(template: string | null | undefined): MobileSkin {
  return (MOBILE_TEMPLATES as readonly string[]).includes(template ?? '')
    ? MOBILE_SKINS[template as MobileTemplate]
    : MOBILE_SKINS.H5_1;
}

/** Height of the tab bar's row (above the phone's safe area). */
export const TAB_BAR_HEIGHT = 62;
/** A floating bar is a little lower and sits this far above the bottom edge. */
export const FLOATING_TAB_HEIGHT = 56;
export const FLOATING_TAB_GAP = 10;

/**
 * Room the tab bar takes at the bottom of the screen, in px above the safe area. At most 70, so the
 * red envelope's badge (72 px up) and the go-to-top button above it never sit on the bar.
 */
export function tabBarSpace(skin: MobileSkin): number {
  return skin.tabBar === 'floating' ? FLOATING_TAB_HEIGHT + FLOATING_TAB_GAP : TAB_BAR_HEIGHT;
}

/** The colours a skin puts text on: each `text` pair must reach WCAG AA (4.5:1). */
export function skinColors(skin: MobileSkin, theme: SiteTheme) {
  const c = theme.colors;
  const tabBg = c[skin.tabSurface];
  return {
    headerBg: c[skin.headerSurface],
    headerText: c.text,
    tabBg,
    tabText: c.textMuted,
    tabActiveText: skin.tabActive === 'pill' ? c.onPrimary : c.accent,
    tabActiveBg: skin.tabActive === 'pill' ? c.primary : tabBg,
    /** The marker line or dot of the current tab. */
    tabMarker: c.primary,
    pageBg: c.bg,
  };
}
