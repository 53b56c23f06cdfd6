import React, { useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { CONFIGURED_LOCALE, type LanguageCode } from '@site/shared/constants';
import { loadSiteConfig, type LayoutMode, type RemoteProps, type SiteConfig } from '@site/shared/contracts';
import { bus, useBusValue } from '@site/shared/bus';
import { i18n, initI18n, useFormatMoney } from '@site/shared/i18n';
import { queryClient } from '@site/shared/query';
import { startSessionService } from '@site/shared/session';
import { getTheme, GlobalStyles } from '@site/shared/theme';
import { Button, Toaster, toast } from '@site/shared/ui';
import { isDesktopMode } from '@site/shared/device';
import type { RemoteLifecycles } from '@site/shared/remote';

interface HarnessOptions {
  /** Federation name of the remote under test, shown in the harness bar. */
  name: string;
  /** The remote's ./App lifecycles. */
  app: RemoteLifecycles<RemoteProps & { domElement?: HTMLElement }>;
  basename: string;
}

function HarnessBar({ name, siteConfig }: { name: string; siteConfig: SiteConfig }) {
  const session = useBusValue('session:changed');
  const wallet = useBusValue('wallet:balance');
  const formatMoney = useFormatMoney();
  return (
    <div
      data-testid="dev-harness-bar"
      style={{
        display: 'flex',
        gap: 16,
        alignItems: 'center',
        padding: '8px 16px',
        fontSize: 13,
        background: '#111',
        color: '#ddd',
        borderBottom: '1px dashed #555',
      }}
    >
      <strong>dev harness · {name}</strong>
      <span>{siteConfig.brand.name}</span>
      <span style={{ marginLeft: 'auto' }}>
        {session?.status === 'member'
          ? `${session.member.member_account} · ${formatMoney(wallet?.member_cash ?? null, session.member.member_currency)}`
          : (session?.status ?? '…')}
      </span>
      {session?.status === 'member' ? (
        <Button size="sm" variant="ghost" onClick={() => bus.emit('session:logout-requested', { reason: 'user' })}>
          logout
        </Button>
      ) : null}
    </div>
  );
}

function Harness({ options, siteConfig }: { options: HarnessOptions; siteConfig: SiteConfig }) {
  const [outlet, setOutlet] = useState<HTMLDivElement | null>(null);
  const [layout] = useState<LayoutMode>(() =>
    isDesktopMode({
      width: window.innerWidth,
      userAgent: navigator.userAgent,
      desktopLock: siteConfig.features.desktop_lock,
      webDebug: false,
    })
      ? 'desktop'
      : 'mobile',
  );
  // What the shell would do with requests on the bus, as far as one remote alone can.
  useEffect(() => {
    const offNav = bus.on('nav:navigate', ({ to, replace }) => {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const offModal = bus.on('modal:open', ({ name }) =>
      toast('info', `The shell would open the "${name}" dialog here.`),
    );
    return () => {
      offNav();
      offModal();
    };
  }, []);
  useEffect(() => {
    if (!outlet) return;
    const props = { basename: options.basename, siteConfig, layout, domElement: outlet, name: options.name };
    let mounted = false;
    void options.app
      .bootstrap(props)
      .then(() => options.app.mount(props))
      .then(() => {
        mounted = true;
      });
    return () => {
      if (mounted) void options.app.unmount(props);
    };
  }, [outlet, options, siteConfig, layout]);
  return (
    <>
      <HarnessBar name={options.name} siteConfig={siteConfig} />
      <div ref={setOutlet} />
      <Toaster />
    </>
  );
}

/**
 * Runs one remote on its own dev server, with a fake shell around it: the site config from the
 * platform (proxied at /api), i18n, theme, the page's query client, the session service and the
 * toaster. The remote's team
 * can work without the shell or any other remote (ARCHITECTURE "Composition at run time" §6).
 */
export async function startDevHarness(options: HarnessOptions): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // Opened at the origin root, go to the remote's own basename (its router renders nothing else).
  if (!window.location.pathname.startsWith(options.basename)) window.history.replaceState(null, '', options.basename);
  const check = await loadSiteConfig('/api/site-config');
  if (!check.ok) {
    root.textContent = `Site config is invalid: ${check.errors.join('; ')}`;
    return;
  }
  const siteConfig = check.config;
  const language: LanguageCode = siteConfig.languages.includes(CONFIGURED_LOCALE)
    ? CONFIGURED_LOCALE
    : siteConfig.default_language;
  await initI18n(language);
  startSessionService({ siteConfig, getLanguage: () => (i18n.language as LanguageCode) || language });
  ReactDOMClient.createRoot(root).render(
    <ThemeProvider theme={getTheme(siteConfig.theme)}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <GlobalStyles />
          <Harness options={options} siteConfig={siteConfig} />
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>,
  );
}
