import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { NavLink } from 'react-router';
import { PATHS, type LanguageCode } from '@site/shared/constants';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { AccountArea } from './account-area';
import { BrandLogo } from './brand-logo';
import { LanguageSelect } from './language-select';
import { useCustomerServiceUrl } from './customer-service';
import { tokens } from './tokens';

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
      height: 72,
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
    height: 56,
    padding: '0 12px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    background: t.surface,
    borderBottom: `1px solid ${t.border}`,
  };
});

const MobileTabs = styled.nav(({ theme }) => {
  const t = tokens(theme);
  return {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 50,
    height: 62,
    paddingBottom: 'env(safe-area-inset-bottom)',
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    background: t.surface,
    borderTop: `1px solid ${t.border}`,
    boxShadow: '0 -6px 20px rgba(0,0,0,0.35)',
    a: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 3,
      fontSize: 11,
      fontWeight: 600,
      color: t.textMuted,
      textDecoration: 'none',
    },
    'a.active': { color: t.accent },
    svg: { width: 22, height: 22 },
  };
});

const Main = styled.main<{ mobile: boolean }>(({ mobile }) => ({ flex: 1, paddingBottom: mobile ? 72 : 0 }));

const Footer = styled.footer(({ theme }) => {
  const t = tokens(theme);
  return {
    marginTop: 48,
    borderTop: `1px solid ${t.border}`,
    background: t.surface,
    color: t.textMuted,
    fontSize: 13,
    '.inner': {
      maxWidth: 1280,
      margin: '0 auto',
      padding: '32px 24px',
      display: 'flex',
      gap: 32,
      alignItems: 'center',
      justifyContent: 'space-between',
    },
    '.age': {
      width: 40,
      height: 40,
      borderRadius: '50%',
      border: `2px solid ${t.danger}`,
      color: t.text,
      display: 'grid',
      placeItems: 'center',
      fontWeight: 800,
      flex: 'none',
    },
    '.rg': { display: 'flex', alignItems: 'center', gap: 12 },
  };
});

/** The customer-service link: a pill in the desktop footer, a full-width strip at the end of the mobile page. */
const SupportLink = styled.a<{ mobile: boolean }>(({ theme, mobile }) => {
  const t = tokens(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    padding: mobile ? '12px 16px' : '8px 16px',
    margin: mobile ? '24px 12px 8px' : 0,
    borderRadius: 999,
    border: `1px solid ${t.borderStrong}`,
    color: t.primary,
    fontWeight: 700,
    fontSize: 14,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: 'background 200ms, color 200ms',
    svg: { width: 18, height: 18, flex: 'none' },
    '&:hover': { background: 'rgba(255, 255, 255, 0.05)', color: t.primaryHover },
    '&:focus-visible': { outline: `2px solid ${t.focusRing}`, outlineOffset: 2 },
  };
});

const icons = {
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  promotions:
    'M20 6h-2.18A3 3 0 0 0 12 3.35 3 3 0 0 0 6.18 6H4a2 2 0 0 0-2 2v3h20V8a2 2 0 0 0-2-2zM9 4.5a1.5 1.5 0 0 1 1.5 1.5H7.5A1.5 1.5 0 0 1 9 4.5zm6 0A1.5 1.5 0 0 1 16.5 6h-3A1.5 1.5 0 0 1 15 4.5zM3 13v7a2 2 0 0 0 2 2h6v-9zm10 9h6a2 2 0 0 0 2-2v-7h-8z',
  member: 'M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5zm0 2c-3.33 0-10 1.67-10 5v3h20v-3c0-3.33-6.67-5-10-5z',
  support:
    'M12 1a9 9 0 0 0-9 9v7a3 3 0 0 0 3 3h2v-8H5v-2a7 7 0 0 1 14 0v2h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2V10a9 9 0 0 0-9-9z',
  agent:
    'M16 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5C15 14.17 10.33 13 8 13zm8 0c-.29 0-.62.02-.97.05A4.22 4.22 0 0 1 17 16.5V19h6v-2.5c0-2.33-4.67-3.5-7-3.5z',
};
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

interface MainLayoutProps {
  siteConfig: SiteConfig;
  layout: LayoutMode;
  language: LanguageCode;
  children: ReactNode;
}

/**
 * The desktop and mobile layouts of SPEC §2. The root carries the class built from site name,
 * theme, language and template name, so brand stylesheets can target one combination.
 */
export function MainLayout({ siteConfig, layout, language, children }: MainLayoutProps) {
  const { t } = useT('shell');
  const template = layout === 'desktop' ? siteConfig.template : siteConfig.mobile_template;
  const layoutClass = [siteConfig.brand.code, siteConfig.theme, language, template].join('_');
  const customerUrl = useCustomerServiceUrl(siteConfig, language);
  const support = (mobile: boolean) =>
    customerUrl ? (
      <SupportLink
        mobile={mobile}
        href={customerUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="customer-service-link"
      >
        <Icon d={icons.support} />
        {t('customer_service')}
      </SupportLink>
    ) : null;
  const nav = [
    { to: PATHS.home, label: t('home'), icon: icons.home, end: true },
    { to: PATHS.discount, label: t('promotions'), icon: icons.promotions, end: false },
    { to: PATHS.user, label: t('member_center'), short: t('member_short'), icon: icons.member, end: false },
    { to: PATHS.proxy, label: t('agent'), icon: icons.agent, end: false },
  ];

  if (layout === 'mobile') {
    return (
      <Page className={`layout layout--mobile ${layoutClass}`} data-layout="mobile">
        <MobileTop data-testid="mobile-header">
          <BrandLogo brand={siteConfig.brand} compact />
          <AccountArea layout="mobile" canRegister={siteConfig.features.register} />
        </MobileTop>
        <Main mobile>
          {children}
          {customerUrl && <div css={{ display: 'flex', flexDirection: 'column' }}>{support(true)}</div>}
        </Main>
        <MobileTabs aria-label={t('menu')} data-testid="mobile-tabbar">
          {nav.map((n) => (
            <NavLink key={n.to} to={n.to} end={n.end} aria-label={n.label}>
              <Icon d={n.icon} />
              {n.short ?? n.label}
            </NavLink>
          ))}
        </MobileTabs>
      </Page>
    );
  }
  return (
    <Page className={`layout layout--desktop ${layoutClass}`} data-layout="desktop">
      <DesktopHeader data-testid="desktop-header">
        <div className="inner">
          <BrandLogo brand={siteConfig.brand} />
          <nav aria-label={t('menu')}>
            {nav
              .filter((n) => n.to !== PATHS.user)
              .map((n) => (
                <NavLink key={n.to} to={n.to} end={n.end}>
                  {n.label}
                </NavLink>
              ))}
          </nav>
          <div className="end">
            <LanguageSelect languages={siteConfig.languages} current={language} />
            <AccountArea layout="desktop" canRegister={siteConfig.features.register} />
          </div>
        </div>
      </DesktopHeader>
      <Main mobile={false}>{children}</Main>
      <Footer>
        <div className="inner">
          <div>
            <BrandLogo brand={siteConfig.brand} compact />
            <p>{t('footer_about')}</p>
          </div>
          <div className="rg">
            <span className="age">18+</span>
            <span>{t('responsible_gaming')}</span>
          </div>
          {support(false)}
          <div>{t('copyright', { year: new Date().getFullYear(), brand: siteConfig.brand.name })}</div>
        </div>
      </Footer>
    </Page>
  );
}
