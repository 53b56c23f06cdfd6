import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import { setBootstrapMaxTime, setMountMaxTime, setUnmountMaxTime, start as startSingleSpa } from 'single-spa';
import { chooseLanguage, COOKIES, type LanguageCode } from '@site/shared/constants';
import { loadSiteConfig } from '@site/shared/contracts';
import { bus } from '@site/shared/bus';
import { addAppResources, addLazyResources, i18n, initI18n } from '@site/shared/i18n';
import { hasWebDebug, isDesktopMode } from '@site/shared/device';
import { startGameLauncher } from '@site/shared/game';
import { startSessionService } from '@site/shared/session';
import { cookies } from '@site/shared/storage';
import { getTheme } from '@site/shared/theme';

import { ConfigErrorPage } from './config/config-error-page';
import { registerSiteRemotes } from './federation/register-remotes';
import { ShellApp } from './shell-app';
import { lazyResources, resources } from './locales';
import { loginFromAddress } from './session/address-login';
import { startWindowMsgBridge } from './session/window-msg-bridge';
import { releaseFirstScreenWhenShown } from './layout/first-screen';
import { closeSiteWindowsOnLogout } from './layout/member-window';
import { startShellSocket } from './realtime/shell-socket';
import { ShellErrorBoundary } from './pages/server-error-page';
import { applyBrandHead } from './pwa/brand-head';
import { startBuildCheck } from './pwa/build-check';
import { currentBuildId } from './pwa/build-id';
import { letNewWorkerTakeOver, startServiceWorker } from './pwa/service-worker';
import { siteTitle } from './routing/page-title';

/** How long a remote's lifecycle may take before single-spa reports it (a slow phone's first mount). */
const LIFECYCLE_PATIENCE_MS = 15_000;

async function main() {
  const root = ReactDOMClient.createRoot(document.getElementById('root')!);
  // The home page's first banner, when the page came with one, until the lobby's is on screen.
  const releaseFirstScreen = releaseFirstScreenWhenShown();
  // 1. The site config, validated; a readable page when it is wrong.
  const load = await loadSiteConfig();
  if (!load.ok) {
    releaseFirstScreen();
    document.title = 'Site configuration error';
    root.render(<ConfigErrorPage errors={load.errors} />);
    return;
  }
  const siteConfig = load.config;
  // The brand's toolbar colour and home-screen icon; the offline page's name and theme.
  applyBrandHead(siteConfig);
  // 2. Every remote registered before any loads.
  registerSiteRemotes(siteConfig);
  // A remote's first mount on a slow phone may take longer than single-spa's 3 s default: wait, and
  // only say so past the budget of a page load, rather than log an error for a page that works.
  setBootstrapMaxTime(LIFECYCLE_PATIENCE_MS, false, LIFECYCLE_PATIENCE_MS);
  setMountMaxTime(LIFECYCLE_PATIENCE_MS, false, LIFECYCLE_PATIENCE_MS);
  setUnmountMaxTime(LIFECYCLE_PATIENCE_MS, false, LIFECYCLE_PATIENCE_MS);
  // single-spa patches the history API so every app's router hears every navigation.
  startSingleSpa({ urlRerouteOnly: true });
  // 3. Language, session, cross-window messages.
  // A first visit follows the browser's languages (SPEC §9); a choice made on the site is kept in its cookie.
  const language = chooseLanguage(siteConfig, cookies.get(COOKIES.lang), { browserLanguages: navigator.languages });
  addAppResources('shell', resources);
  addLazyResources('shell', lazyResources);
  // The page's language first (its chunks when it is not bundled), then everything renders in it.
  await initI18n(language);
  bus.emit('locale:changed', { language });
  document.documentElement.lang = language.replace('_', '-');
  document.documentElement.dataset.busId = bus.id;
  // SPEC §9: zh_CN uses the Chinese title, otherwise English; each page then puts its own name before
  // it (routing/page-head-watch), and the error page sets its own and restores this one.
  document.title = siteTitle(siteConfig.brand, language);
  // SPEC §4: ?tk=… or ?enc=… logs in before the session starts from the stored token.
  await loginFromAddress();
  startSessionService({ siteConfig, getLanguage: () => (i18n.language as LanguageCode) || language });
  startWindowMsgBridge();
  closeSiteWindowsOnLogout();
  // The page's one game launcher (SPEC §4): every game click reaches it over the bus.
  const launcher = startGameLauncher(siteConfig, () =>
    isDesktopMode({
      width: window.innerWidth,
      userAgent: navigator.userAgent,
      desktopLock: siteConfig.features.desktop_lock,
      webDebug: hasWebDebug(),
    })
      ? 'desktop'
      : 'mobile',
  );
  // The page's one realtime socket (SPEC §4, §7): login kick, cache clean, live balance.
  startShellSocket(siteConfig);
  // 4. The shell, under one boundary: a render that throws shows the 500 page, not a white screen.
  // Drawn as a transition, so its first render is cut into slices a tap can go between.
  startTransition(() =>
    root.render(
      <ShellErrorBoundary theme={getTheme(siteConfig.theme)}>
        <ShellApp siteConfig={siteConfig} language={language} launcher={launcher} />
      </ShellErrorBoundary>,
    ),
  );
  // 5. Installable and offline (production builds), and the new-build check (SPEC §4).
  startServiceWorker();
  if (process.env.NODE_ENV === 'production') {
    startBuildCheck({ currentId: currentBuildId(), beforeReload: letNewWorkerTakeOver });
  }
}

void main();
