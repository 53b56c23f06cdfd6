import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useTheme, type CSSObject } from '@emotion/react';
import { NavLink, useLocation } from '@site/shared/router';
import {
  FLOATING_GAP_PX,
  PATHS,
  SITE_FLOATING_SPACE_VAR,
  SITE_HEADER_HEIGHT_VAR,
  SITE_TAB_BAR_SPACE_VAR,
  type LanguageCode,
} from '@site/shared/constants';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { useBusValue } from '@site/shared/bus';
import { AccountArea } from './account-area';
import { openMemberWindow } from './member-window';
import { useDepositShortcut } from './deposit-shortcut';
import { BrandLogo } from './brand-logo';
import { FloatBar } from './float-bar';
import { LanguageSelect } from './language-select';
import { layoutParts } from './layout-parts';
import { useCustomerServiceUrl } from './customer-service';
import { MobileTabBar, type TabEntry } from './mobile-tab-bar';
import { mobileSkin, skinColors, tabBarSpace, type MobileSkin } from './mobile-skins';
import { GoToTop } from './go-to-top';
import { BrowserNotices } from './browser-notices';
import { applyQueryRules, readQueryRules } from '../session/query-rules';
import { SiteFooter } from './site-footer';
import { tokens } from './tokens';

const DESKTOP_HEADER_PX = 72;
const MOBILE_HEADER_PX = 56;

const Page = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: tokens(theme).bg,
  color: tokens(theme).text,
}));

/** The phone page's backdrop: the theme's decorated gradient or its solid colour (the skin's choice). */
const pageBackground = (skin: MobileSkin, gradient: string): CSSObject =>
  skin.page === 'gradient' ? { background: gradient, backgroundAttachment: 'fixed' } : {};

const DesktopHeader = styled.header(({ theme }) => {
  const t = tokens(theme);
  return {
    position: 'sticky',
    top: 0,
    zIndex: 50,
    backdropFilter: 'blur(14px)',
    background: `linear-gradient(180deg, ${t.surface}f2, ${t.surface}d9)`,
    borderBottom: `1px solid ${t.border}`,
    boxShadow: '0 6px 24px rgba(0,0,0,0.35)',
    '.inner': {
      maxWidth: 1280,
      margin: '0 auto',
      height: DESKTOP_HEADER_PX,
      padding: '0 24px',
      display: 'flex',
      alignItems: 'center',
      gap: 32,
    },
    nav: { display: 'flex', gap: 4, flex: 1 },
    'nav a': {
      color: t.textMuted,
      textDecoration: 'none',
      fontWeight: 600,
      fontSize: 15,
      padding: '10px 16px',
      borderRadius: 999,
      transition: 'color .15s, background .15s',
    },
    'nav a:hover': { color: t.text, background: `${t.primary}14` },
    'nav a.active': { color: t.accent, background: `${t.primary}22` },
    '.end': { display: 'flex', alignItems: 'center', gap: 12 },
  };
});

const MobileTop = styled.header<{ skin: MobileSkin }>(({ theme, skin }) => {
  const t = tokens(theme);
  const c = skinColors(skin, theme);
  const edge: Record<MobileSkin['headerEdge'], CSSObject> = {
    border: { borderBottom: `1px solid ${t.border}` },
    accentLine: {
      '&::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 2,
        background: `linear-gradient(90deg, transparent, ${t.primary} 20%, ${t.accent} 50%, ${t.primary} 80%, transparent)`,
      },
    },
    shadow: { boxShadow: theme.shadows.md },
    none: {},
  };
  const centred = skin.logo === 'center';
  return {
    position: 'sticky',
    top: 0,
    zIndex: 50,
    height: MOBILE_HEADER_PX,
    padding: '0 12px',
    display: centred ? 'grid' : 'flex',
    // The logo takes the middle column and centres in it, so the account buttons (wider for a
    // visitor) never run over it.
    gridTemplateColumns: centred ? 'auto minmax(0, 1fr) auto' : undefined,
    '& > a[data-testid="brand-logo"]': centred ? { justifySelf: 'center' } : {},
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    background: c.headerBg,
    color: c.headerText,
    borderRadius: skin.headerRadius ? `0 0 ${skin.headerRadius}px ${skin.headerRadius}px` : 0,
    ...edge[skin.headerEdge],
    '.start': { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 },
    '.end': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, minWidth: 0 },
  };
});

/**
 * At least the first screen under the header, so the footer starts below the fold: while a page's
 * app and its data load, the footer would otherwise sit inside the first screen and be pushed down
 * by each part that arrives, the page's largest layout shifts (CLS 0.7 to 1.3 on a phone).
 */
const Main = styled.main({
  flex: 1,
  minHeight: `calc(100vh - var(${SITE_HEADER_HEIGHT_VAR}, 0px))`,
  '&:focus': { outline: 'none' },
});

/** WCAG 2.4.1: the first stop of the keyboard skips the header to the page's content. */
const SkipLink = styled.a(({ theme }) => {
  const t = tokens(theme);
  return {
    position: 'fixed',
    top: 8,
    left: 8,
    zIndex: 1000,
    padding: '10px 16px',
    borderRadius: 8,
    background: t.accent,
    color: t.bg,
    fontWeight: 700,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    '&:focus': { transform: 'none', outline: `2px solid ${t.text}`, outlineOffset: 2 },
  };
});

const MAIN_ID = 'main-content';

/** Publishes a length of the layout on <html> as a CSS custom property, for what floats over the page. */
function useRootLength(name: string, px: number) {
  useEffect(() => {
    document.documentElement.style.setProperty(name, `${px}px`);
    return () => {
      document.documentElement.style.removeProperty(name);
    };
  }, [name, px]);
}

/**
 * After a navigation inside the site, focus goes to the new page's content (not left on the link
 * that was followed, which may be gone), so a keyboard or screen-reader user starts where the page
 * does. Not on the first load: the browser's own start is right there.
 */
function useFocusOnNavigation(pathname: string) {
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

interface MainLayoutProps {
  siteConfig: SiteConfig;
  layout: LayoutMode;
  language: LanguageCode;
  children: ReactNode;
}

/**
 * The desktop and mobile layouts of SPEC §2. The root carries the class built from site name,
 * theme, language and template name, so brand stylesheets can target one combination. The footer,
 * the desktop's float buttons and the phone's tab bar come from the platform's content lists
 * (site-footer.tsx, float-bar.tsx, mobile-tab-bar.tsx).
 */
export function MainLayout({ siteConfig, layout, language, children }: MainLayoutProps) {
  const { t } = useT('shell');
  const theme = useTheme();
  const template = layout === 'desktop' ? siteConfig.template : siteConfig.mobile_template;
  const layoutClass = [siteConfig.brand.code, siteConfig.theme, language, template].join('_');
  const customerUrl = useCustomerServiceUrl(siteConfig, language);
  const { search, pathname } = useLocation();
  // SPEC §2: the fast payment page hides the navbar and the footer (it is a window of its own).
  const bare = pathname === PATHS.fastPayment || pathname.startsWith(`${PATHS.fastPayment}/`);
  // SPEC §2 query parameters pwa, fbclid and currency: remembered whenever the address carries them.
  useEffect(() => {
    applyQueryRules(readQueryRules(search, siteConfig));
  }, [search, siteConfig]);
  const nav = [
    { to: PATHS.home, label: t('home'), end: true },
    { to: PATHS.discount, label: t('promotions'), end: false },
    { to: PATHS.proxy, label: t('agent'), end: false },
  ];
  const deposit = useDepositShortcut(siteConfig, layout);
  const session = useBusValue('session:changed');
  const mainRef = useFocusOnNavigation(pathname);
  const parts = layoutParts(search, true, pathname);
  const skin = mobileSkin(siteConfig.mobile_template);
  // How tall the sticky header is (toasts stack below it) and the tab bar (floating buttons stand above it).
  useRootLength(
    SITE_HEADER_HEIGHT_VAR,
    layout === 'mobile' ? (parts.header ? MOBILE_HEADER_PX : 0) : DESKTOP_HEADER_PX,
  );
  const tabSpace = layout === 'mobile' && parts.footer ? tabBarSpace(skin) : 0;
  useRootLength(SITE_TAB_BAR_SPACE_VAR, tabSpace);
  const skip = <SkipLink href={`#${MAIN_ID}`}>{t('skip_to_content')}</SkipLink>;
  const footer = <SiteFooter siteConfig={siteConfig} layout={layout} language={language} customerUrl={customerUrl} />;

  // The site's own tabs, for when the platform gives no mobile footer (the same list while the
  // language is, so the tab bar is not drawn again for nothing).
  const fallbackTabs = useMemo<TabEntry[]>(
    () => [
      { key: 'home', to: PATHS.home, title: t('home'), icon: 'home' },
      { key: 'promotions', to: PATHS.discount, title: t('promotions'), icon: 'gift' },
      { key: 'member', to: PATHS.user, title: t('member_short'), icon: 'user' },
      { key: 'agent', to: PATHS.proxy, title: t('agent'), icon: 'agent' },
    ],
    [t],
  );

  if (layout === 'mobile') {
    const languages =
      siteConfig.languages.length > 1 ? (
        <LanguageSelect languages={siteConfig.languages} current={language} compact />
      ) : null;
    const account = <AccountArea layout="mobile" canRegister={siteConfig.features.register} onDeposit={deposit} />;
    return (
      <Page
        className={`layout layout--mobile ${layoutClass}`}
        data-layout="mobile"
        data-mobile-template={template}
        css={[
          pageBackground(skin, theme.gradients.page),
          { background: skin.page === 'solid' ? skinColors(skin, theme).pageBg : undefined },
          // Room for the tab bar and a floating badge above it, so the last record scrolls clear of both.
          {
            paddingBottom: parts.footer
              ? `calc(${tabSpace + 12}px + var(${SITE_FLOATING_SPACE_VAR}, 0px) + env(safe-area-inset-bottom))`
              : `var(${SITE_FLOATING_SPACE_VAR}, 0px)`,
          },
        ]}
      >
        {skip}
        {parts.header ? (
          <MobileTop data-testid="mobile-header" skin={skin} data-logo={skin.logo}>
            {skin.logo === 'center' ? (
              <>
                <div className="start">{languages}</div>
                <BrandLogo brand={siteConfig.brand} compact />
                <div className="end">{account}</div>
              </>
            ) : (
              <>
                <BrandLogo brand={siteConfig.brand} compact />
                <div className="end">
                  {languages}
                  {account}
                </div>
              </>
            )}
          </MobileTop>
        ) : null}
        {/* The remote stays mounted whatever shows, so hiding a part never reloads the page's app. */}
        <Main id={MAIN_ID} tabIndex={-1} ref={mainRef} hidden={!parts.content}>
          {children}
        </Main>
        {parts.footer ? (
          <>
            {footer}
            <MobileTabBar
              siteConfig={siteConfig}
              language={language}
              fallback={fallbackTabs}
              skin={skin}
              onDeposit={deposit}
            />
          </>
        ) : null}
        <GoToTop bottomPx={tabSpace + FLOATING_GAP_PX} right={12} focusTarget={MAIN_ID} />
        <BrowserNotices brandName={siteConfig.brand.name} hintBottomPx={tabSpace + 12} focusTarget={MAIN_ID} />
      </Page>
    );
  }
  return (
    <Page className={`layout layout--desktop ${layoutClass}`} data-layout="desktop">
      {skip}
      <DesktopHeader data-testid="desktop-header">
        <div className="inner">
          <BrandLogo brand={siteConfig.brand} />
          {bare ? null : (
            <nav aria-label={t('menu')}>
              {nav.map((n) => (
                <NavLink
                  key={n.to}
                  to={n.to}
                  end={n.end}
                  onClick={(e) => {
                    // SPEC §2: a member's agent area opens in its 1500×800 window on desktop (a
                    // visitor stays here, where the login is).
                    if (n.to !== PATHS.proxy || session?.status !== 'member') return;
                    if (openMemberWindow(PATHS.proxy, 'desktop', window, 'agentWindow')) e.preventDefault();
                  }}
                >
                  {n.label}
                </NavLink>
              ))}
            </nav>
          )}
          <div className="end">
            <LanguageSelect languages={siteConfig.languages} current={language} />
            <AccountArea layout="desktop" canRegister={siteConfig.features.register} onDeposit={deposit} />
          </div>
        </div>
      </DesktopHeader>
      <Main id={MAIN_ID} tabIndex={-1} ref={mainRef}>
        {children}
      </Main>
      {bare ? null : (
        <>
          {footer}
          <FloatBar siteConfig={siteConfig} language={language} />
        </>
      )}
      <GoToTop bottomPx={24} right={28} focusTarget={MAIN_ID} />
      <BrowserNotices brandName={siteConfig.brand.name} hintBottomPx={24} focusTarget={MAIN_ID} />
    </Page>
  );
}
