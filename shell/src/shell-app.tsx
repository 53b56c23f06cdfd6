import { useEffect, useRef } from 'react';
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, useLocation, useNavigate } from '@site/shared/router';
import { COOKIES, PATHS, type LanguageCode } from '@site/shared/constants';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import { bus, useBusValue } from '@site/shared/bus';
import { useLayoutMode } from '@site/shared/device';
import { i18n } from '@site/shared/i18n';
import { queryClient } from '@site/shared/query';
import { cookies } from '@site/shared/storage';
import { getTheme, GlobalStyles } from '@site/shared/theme';
import { Toaster } from '@site/shared/ui';
import type { GameLauncher } from '@site/shared/game';
import { GameHostOnDemand } from './game/game-host-on-demand';
import { consumeFastDepositFlag } from './layout/deposit-shortcut';
import { MainLayout } from './layout/main-layout';
import { ModalHost } from './modal-host/modal-host';
import { openModalFromQuery } from './modal-host/modal-query';
import { startPopUpsWatch } from './promotions/pop-ups-watch';
import { startRedEnvelopeWatch } from './promotions/red-envelope-watch';
import { RemoteOutlet } from './outlet/remote-outlet';
import { ErrorPage } from './pages/error-page';
import { PageHeadWatch } from './routing/page-head-watch';
import { findRedirect, findRemoteRoute } from './routing/route-table';

/** Navigation requested by remotes on the bus: the shell owns the browser URL. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => bus.on('nav:navigate', ({ to, replace }) => void navigate(to, { replace })), [navigate]);
  return null;
}

/**
 * The top-level route table: redirects, then the remote that owns the path, else the 404 page.
 * The outlet is keyed by remote and basename, so moving between two pages of one remote never
 * remounts it (its own router follows the URL).
 */
function ShellRoutes({ siteConfig, layout }: { siteConfig: SiteConfig; layout: LayoutMode }) {
  const location = useLocation();
  const redirect = findRedirect(location.pathname, location.search);
  useEffect(() => {
    if (redirect?.setCookie) cookies.set(COOKIES[redirect.setCookie], '1');
  }, [redirect]);
  if (redirect) return <Navigate to={redirect.to} replace />;
  const route = findRemoteRoute(location.pathname);
  if (!route) return <ErrorPage status={404} path={location.pathname} />;
  return (
    <RemoteOutlet
      key={`${route.remote}:${route.basename}`}
      remote={route.remote}
      basename={route.basename}
      siteConfig={siteConfig}
      layout={layout}
    />
  );
}

/**
 * SPEC §2: a stored isRouteRegister flag (set by /register in production) opens the register dialog
 * and is cleared. After the modal host, so the dialog it opens is heard; on every navigation,
 * because the /register redirect happens inside the running page.
 */
function RegisterFlagWatch() {
  const location = useLocation();
  useEffect(() => {
    if (!cookies.get(COOKIES.isRouteRegister)) return;
    cookies.remove(COOKIES.isRouteRegister);
    bus.emit('modal:open', { name: 'register' });
  }, [location.pathname]);
  return null;
}

/**
 * SPEC §2/§6: the isFastDeposit flag left by /fastDeposit runs the deposit shortcut once a member is
 * here; a visitor is warned and shown login first. After the modal host and the toaster, so the
 * login dialog and the warning are heard on the first render too.
 */
function FastDepositFlagWatch({ siteConfig, layout }: { siteConfig: SiteConfig; layout: LayoutMode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useBusValue('session:changed');
  const warned = useRef(false);
  useEffect(() => {
    consumeFastDepositFlag({ session, siteConfig, layout, navigate: (to) => void navigate(to) }, warned);
  }, [session, siteConfig, layout, navigate, location.pathname]);
  return null;
}

/**
 * SPEC §2/§5 forced password change on first login: a member whose layout says
 * first_login_to_change_password 1 gets the change dialog, which cannot be dismissed; on a phone
 * on the /user/Info page. The dialog re-reads the member once the password is changed.
 */
function ForcedChangeWatch({ layout }: { layout: LayoutMode }) {
  const session = useBusValue('session:changed');
  const navigate = useNavigate();
  const memberId = session?.status === 'member' ? session.member.id : null;
  const mustChange = session?.status === 'member' && session.member.first_login_to_change_password === 1;
  useEffect(() => {
    if (!mustChange) return;
    if (layout === 'mobile') void navigate(PATHS.userInfo);
    bus.emit('modal:open', { name: 'forced_password_change' });
  }, [mustChange, memberId, layout, navigate]);
  return null;
}

/** Started after the modal host (sibling effects run in order), so the dialog it opens is heard. */
function RedEnvelopeWatch() {
  useEffect(() => startRedEnvelopeWatch(), []);
  return null;
}

/** A dialog named by the address (?modal=), opened once the modal host listens. */
function ModalQueryWatch() {
  useEffect(() => {
    openModalFromQuery();
  }, []);
  return null;
}

/** Started after the modal host, like the red envelope's watch, so the dialog it opens is heard. */
function PopUpsWatch() {
  useEffect(() => startPopUpsWatch(), []);
  return null;
}

export function ShellApp({
  siteConfig,
  language,
  launcher,
}: {
  siteConfig: SiteConfig;
  language: LanguageCode;
  launcher: GameLauncher;
}) {
  const layout = useLayoutMode(siteConfig);
  return (
    <ThemeProvider theme={getTheme(siteConfig.theme)}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <GlobalStyles />
          <BrowserRouter>
            <NavigationBridge />
            <PageHeadWatch siteConfig={siteConfig} />
            <MainLayout siteConfig={siteConfig} layout={layout} language={language}>
              <ShellRoutes siteConfig={siteConfig} layout={layout} />
            </MainLayout>
            <ModalHost siteConfig={siteConfig} layout={layout} />
            <GameHostOnDemand launcher={launcher} siteConfig={siteConfig} />
            <RegisterFlagWatch />
            <ForcedChangeWatch layout={layout} />
            <RedEnvelopeWatch />
            <PopUpsWatch />
            <ModalQueryWatch />
            <Toaster />
            <FastDepositFlagWatch siteConfig={siteConfig} layout={layout} />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
