import { DESKTOP_BREAKPOINT_PX } from '@site/shared/constants';

export const THEME_NAMES = ['gold', 'jade'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/**
 * Design tokens of one brand theme. Components read only these, so a brand is a config value
 * (`SiteConfig.theme`) and never a code change.
 */
export interface SiteTheme {
  name: ThemeName;
  /** Both brand themes are dark; components pick icon variants (icon_light/icon_dark) from it. */
  mode: 'dark' | 'light';
  colors: {
    /** Page background (solid; `gradients.page` is the decorated version). */
    bg: string;
    /** Cards, panels, inputs. */
    surface: string;
    /** Dialogs, menus, toasts: one step above surface. */
    surfaceRaised: string;
    /** Inside inputs and wells. */
    surfaceSunken: string;
    border: string;
    borderStrong: string;
    /** The brand colour: primary buttons, active tabs, focus. */
    primary: string;
    primaryHover: string;
    primaryActive: string;
    /** Text on primary. */
    onPrimary: string;
    /** A lighter companion of primary, for highlights and gradient ends. */
    accent: string;
    /** A contrasting hot colour (badges "hot", jackpots). */
    highlight: string;
    text: string;
    textMuted: string;
    textSubtle: string;
    success: string;
    warning: string;
    danger: string;
    dangerHover: string;
    onDanger: string;
    info: string;
    /** Behind dialogs. */
    overlay: string;
    focusRing: string;
    skeleton: string;
    skeletonHighlight: string;
  };
  gradients: {
    page: string;
    primary: string;
    primaryHover: string;
    surface: string;
    /** For text filled with the brand metal (background-clip: text). */
    metalText: string;
    danger: string;
  };
  fonts: { body: string; display: string; mono: string };
  fontSizes: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number; display: number };
  fontWeights: { regular: number; medium: number; bold: number; black: number };
  radii: { sm: number; md: number; lg: number; xl: number; pill: number };
  shadows: { sm: string; md: string; lg: string; glow: string; inset: string };
  zIndex: { header: number; overlay: number; modal: number; toast: number };
  motion: { fast: string; normal: string; slow: string; easing: string };
  /** Multiples of 4 px: space(2) → '8px', space(2, 4) → '8px 16px'. */
  space: (...steps: number[]) => string;
  breakpoints: { desktop: number };
}

const space = (...steps: number[]): string => steps.map((s) => `${s * 4}px`).join(' ');

// Latin and Vietnamese first (system UI faces render Vietnamese diacritics well), then CJK and the
// scripts of the other SPEC §9 languages, so no language falls back to a serif face.
const BODY_FONTS = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '"Hiragino Sans"',
  '"Noto Sans Thai"',
  '"Noto Sans Devanagari"',
  '"Noto Sans Myanmar"',
  '"Noto Sans Tamil"',
  '"Noto Sans Bengali"',
  'system-ui',
  '-apple-system',
  'sans-serif',
].join(', ');

const common = {
  mode: 'dark' as const,
  fonts: {
    body: BODY_FONTS,
    display: `"Montserrat", "Segoe UI", ${BODY_FONTS}`,
    mono: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSizes: { xs: 12, sm: 13, md: 14, lg: 16, xl: 20, xxl: 28, display: 40 },
  fontWeights: { regular: 400, medium: 500, bold: 700, black: 800 },
  radii: { sm: 6, md: 10, lg: 16, xl: 24, pill: 999 },
  zIndex: { header: 100, overlay: 900, modal: 1000, toast: 1100 },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
  space,
  breakpoints: { desktop: DESKTOP_BREAKPOINT_PX },
};

/** Deep navy and black with gold: the classic Asian casino look. */
export const goldTheme: SiteTheme = {
  ...common,
  name: 'gold',
  colors: {
    bg: '#080b14',
    surface: '#111728',
    surfaceRaised: '#182036',
    surfaceSunken: '#0b0f1c',
    border: 'rgba(212, 175, 55, 0.18)',
    borderStrong: 'rgba(212, 175, 55, 0.42)',
    primary: '#d4af37',
    primaryHover: '#e5c158',
    primaryActive: '#b8942a',
    onPrimary: '#1b1405',
    accent: '#f6e08f',
    highlight: '#e0313f',
    text: '#f4efe1',
    textMuted: '#a9a28c',
    // 4.5:1 or more on every surface of the theme (WCAG AA body text): it carries previews and references.
    textSubtle: '#908a78',
    success: '#3ecf8e',
    warning: '#f5a524',
    danger: '#ef4444',
    dangerHover: '#f87171',
    onDanger: '#ffffff',
    info: '#4ea8ff',
    overlay: 'rgba(3, 5, 10, 0.72)',
    focusRing: 'rgba(246, 224, 143, 0.55)',
    skeleton: '#161d31',
    skeletonHighlight: '#222b45',
  },
  gradients: {
    page:
      'radial-gradient(1200px 600px at 50% -10%, rgba(212, 175, 55, 0.14), transparent 60%), ' +
      'radial-gradient(900px 500px at 100% 0%, rgba(224, 49, 63, 0.08), transparent 60%), #080b14',
    primary: 'linear-gradient(180deg, #f6e08f 0%, #d4af37 55%, #a8841f 100%)',
    primaryHover: 'linear-gradient(180deg, #fbe9a8 0%, #e5c158 55%, #b8942a 100%)',
    surface: 'linear-gradient(180deg, #182036 0%, #111728 100%)',
    metalText: 'linear-gradient(180deg, #fff3c4 0%, #f6e08f 35%, #d4af37 70%, #9c7a1c 100%)',
    danger: 'linear-gradient(180deg, #f87171 0%, #dc2626 100%)',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 6px 18px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.6)',
    glow: '0 0 0 1px rgba(212, 175, 55, 0.35), 0 6px 24px rgba(212, 175, 55, 0.25)',
    inset: 'inset 0 1px 0 rgba(255, 255, 255, 0.06)',
  },
};

/** Dark green and teal with jade and warm amber. */
export const jadeTheme: SiteTheme = {
  ...common,
  name: 'jade',
  colors: {
    bg: '#04110d',
    surface: '#0b1f19',
    surfaceRaised: '#112a23',
    surfaceSunken: '#061712',
    border: 'rgba(61, 214, 160, 0.16)',
    borderStrong: 'rgba(61, 214, 160, 0.4)',
    primary: '#2fbf8f',
    primaryHover: '#45d6a4',
    primaryActive: '#239c74',
    onPrimary: '#02140d',
    accent: '#f2b75b',
    highlight: '#ef6f5a',
    text: '#e8f5ef',
    textMuted: '#93b2a6',
    textSubtle: '#719588',
    success: '#3ddc97',
    warning: '#f2b75b',
    danger: '#f05252',
    dangerHover: '#f87878',
    onDanger: '#ffffff',
    info: '#56b6f7',
    overlay: 'rgba(1, 8, 6, 0.74)',
    focusRing: 'rgba(69, 214, 164, 0.5)',
    skeleton: '#0f2620',
    skeletonHighlight: '#19362e',
  },
  gradients: {
    page:
      'radial-gradient(1200px 600px at 50% -10%, rgba(47, 191, 143, 0.16), transparent 60%), ' +
      'radial-gradient(900px 500px at 0% 0%, rgba(242, 183, 91, 0.08), transparent 60%), #04110d',
    primary: 'linear-gradient(180deg, #6ee7b7 0%, #2fbf8f 55%, #1e8a66 100%)',
    primaryHover: 'linear-gradient(180deg, #8ff0c9 0%, #45d6a4 55%, #239c74 100%)',
    surface: 'linear-gradient(180deg, #112a23 0%, #0b1f19 100%)',
    metalText: 'linear-gradient(180deg, #fde7b8 0%, #f2b75b 45%, #2fbf8f 100%)',
    danger: 'linear-gradient(180deg, #f87878 0%, #dc2626 100%)',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 6px 18px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.6)',
    glow: '0 0 0 1px rgba(47, 191, 143, 0.35), 0 6px 24px rgba(47, 191, 143, 0.22)',
    inset: 'inset 0 1px 0 rgba(255, 255, 255, 0.05)',
  },
};

export const themes: Record<ThemeName, SiteTheme> = { gold: goldTheme, jade: jadeTheme };

/** The theme of a brand; an unknown name gets gold, so a config typo never leaves the site unstyled. */
export function getTheme(name: string | null | undefined): SiteTheme {
  return (THEME_NAMES as readonly string[]).includes(name ?? '') ? themes[name as ThemeName] : goldTheme;
}

/**
 * Media queries at the SPEC §2 breakpoint: desktop from 992 px, mobile below (the spec's
 * "992 or less" and "at least 992" overlap at 992; desktop wins there, as in isDesktopMode).
 */
export const mq = {
  mobile: `@media (max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`,
  desktop: `@media (min-width: ${DESKTOP_BREAKPOINT_PX}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
