import { useEffect, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { NavLink, useLocation } from 'react-router';
import { PATHS, SITE_HEADER_HEIGHT_VAR, type LanguageCode } from '@site/shared/constants';
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
import { MobileTabBar, TAB_BAR_HEIGHT, type TabEntry } from './mobile-tab-bar';
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

const MobileTop = styled.header(({ theme }) => {
  const t = tokens(theme);
  return {
    position: 'sticky',
    top: 0,
    zIndex: 50,
    height: MOBILE_HEADER_PX,
    padding: '0 12px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    background: t.surface,
    borderBottom: `1px solid ${t.border}`,
  };
});

const Main = styled.main({ flex: 1, '&:focus': { outline: 'none' } });

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

/** Tells the page how tall its sticky header is (0 when hidden), so toasts stack below it. */
function useHeaderHeight(px: number) {
  useEffect(() => {
    document.documentElement.style.setProperty(SITE_HEADER_HEIGHT_VAR, `${px}px`);
    return () => {
      document.documentElement.style.removeProperty(SITE_HEADER_HEIGHT_VAR);
    };
  }, [px]);
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
  const template = layout === 'desktop' ? siteConfig.template : siteConfig.mobile_template;
  const layoutClass = [siteConfig.brand.code, siteConfig.theme, language, template].join('_');
  const customerUrl = useCustomerServiceUrl(siteConfig, language);
  const { search, pathname } = useLocation();
  // SPEC §2: the fast payment page hides the navbar and the footer (it is a window of its own).
  const bare = pathname === PATHS.fastPayment || pathname.startsWith(`${PATHS.fastPayment}/`);
  const nav = [
    { to: PATHS.home, label: t('home'), end: true },
    { to: PATHS.discount, label: t('promotions'), end: false },
    { to: PATHS.proxy, label: t('agent'), end: false },
  ];
  const deposit = useDepositShortcut(siteConfig, layout);
  const session = useBusValue('session:changed');
  const mainRef = useFocusOnNavigation(pathname);
  const mobileParts = layoutParts(search, true);
  useHeaderHeight(layout === 'mobile' ? (mobileParts.header ? MOBILE_HEADER_PX : 0) : DESKTOP_HEADER_PX);
  const skip = <SkipLink href={`#${MAIN_ID}`}>{t('skip_to_content')}</SkipLink>;
  const footer = <SiteFooter siteConfig={siteConfig} layout={layout} language={language} customerUrl={customerUrl} />;

  if (layout === 'mobile') {
    // The site's own tabs, for when the platform gives no mobile footer.
    const fallbackTabs: TabEntry[] = [
      { key: 'home', to: PATHS.home, title: t('home'), icon: 'home' },
      { key: 'promotions', to: PATHS.discount, title: t('promotions'), icon: 'gift' },
      { key: 'member', to: PATHS.user, title: t('member_short'), icon: 'user' },
      { key: 'agent', to: PATHS.proxy, title: t('agent'), icon: 'agent' },
    ];
    const shown = layoutParts(search, true);
    const parts = bare ? { ...shown, footer: false } : shown;
    return (
      <Page
        className={`layout layout--mobile ${layoutClass}`}
        data-layout="mobile"
        css={parts.footer ? { paddingBottom: `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))` } : undefined}
      >
        {skip}
        {parts.header ? (
          <MobileTop data-testid="mobile-header">
            <BrandLogo brand={siteConfig.brand} compact />
            <div css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
              {siteConfig.languages.length > 1 ? (
                <LanguageSelect languages={siteConfig.languages} current={language} compact />
              ) : null}
              <AccountArea layout="mobile" canRegister={siteConfig.features.register} onDeposit={deposit} />
            </div>
          </MobileTop>
        ) : null}
        {/* The remote stays mounted whatever shows, so hiding a part never reloads the page's app. */}
        <Main id={MAIN_ID} tabIndex={-1} ref={mainRef} hidden={!parts.content}>
          {children}
        </Main>
        {parts.footer ? (
          <>
            {footer}
            <MobileTabBar siteConfig={siteConfig} language={language} fallback={fallbackTabs} />
          </>
        ) : null}
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
    </Page>
  );
}
