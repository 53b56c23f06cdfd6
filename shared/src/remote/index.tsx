import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from '@site/shared/router';
import type { LanguageCode } from '@site/shared/constants';
import type { ModalProps, RemoteProps } from '@site/shared/contracts';
import { bus } from '@site/shared/bus';
import { addAppResources, addLazyResources, i18n, loadLanguage, type LazyResources } from '@site/shared/i18n';
import { queryClient } from '@site/shared/query';
import { getTheme } from '@site/shared/theme';
import { ErrorState } from '@site/shared/ui';

export type AppNamespace = 'lobby' | 'auth' | 'member' | 'promotions' | 'proxy';

/** Lifecycles a remote exposes (ARCHITECTURE "Composition at run time" §3). */
export interface RemoteLifecycles<P> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}

interface RemoteAppOptions<P> {
  /** Federation name, used in error reports. */
  name: string;
  /** Each remote gives emotion its own cache key (ARCHITECTURE), so style ids never collide. */
  cacheKey: string;
  namespace: AppNamespace;
  resources: Partial<Record<LanguageCode, object>>;
  /** The languages it does not bundle, fetched when the page is in one of them. */
  lazyResources?: LazyResources;
  Root: React.ComponentType<P>;
  /** Pages own a router under their basename; dialogs do not. */
  routed?: boolean;
}

/** Catches render errors inside the remote's providers, so the fallback is themed and translated. */
class RemoteErrorBoundary extends React.Component<
  { name: string; children: React.ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(`[${this.props.name}] render failed`, error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        title={i18n.t('common:something_went_wrong')}
        message={i18n.t('common:remote_crashed')}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

/**
 * React's client whose roots draw every render as a transition: a remote's first render (its whole
 * page, hundreds of components) is then cut into slices of a few milliseconds that a tap can go
 * between, instead of one task as long as the render. The commit is still one step.
 */
const slicedClient = {
  createRoot(container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions): ReactDOMClient.Root {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => React.startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/** Last resort, outside every provider: plain markup only. */
function BareCrash() {
  return (
    <div role="alert" style={{ padding: 24, color: '#f5f5f5' }}>
      Something went wrong.
    </div>
  );
}

/**
 * Builds a remote's single-spa lifecycles with everything a remote needs around its root: its
 * emotion cache, the brand theme from the site config, the shared i18n instance with the remote's
 * namespace, the page's one query client, a router under its basename, and a React error boundary
 * (the third failure layer).
 */
export function createRemoteApp<P extends RemoteProps | ModalProps>(
  options: RemoteAppOptions<P>,
): RemoteLifecycles<P & { domElement?: HTMLElement }> {
  const { Root, routed = true } = options;
  addAppResources(options.namespace, options.resources);
  if (options.lazyResources) addLazyResources(options.namespace, options.lazyResources);
  const cache = createCache({ key: options.cacheKey });

  // TS cannot check a spread of a generic P against LibraryManagedAttributes<P>; P is what Root takes.
  const AnyPropsRoot = Root as React.ComponentType<RemoteProps | ModalProps>;

  function Providers(props: P) {
    const theme = getTheme(props.siteConfig.theme);
    const tree = (
      <RemoteErrorBoundary name={options.name}>
        <AnyPropsRoot {...props} />
      </RemoteErrorBoundary>
    );
    // data-remote / data-bus-id stamp the mount (outside the router, which renders nothing off its
    // basename): the e2e suite proves with them that every app sees the one bus instance.
    return (
      <div data-remote={options.name} data-bus-id={bus.id} style={{ display: 'contents' }}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={theme}>
            <I18nextProvider i18n={i18n}>
              <QueryClientProvider client={queryClient}>
                {routed ? <BrowserRouter basename={props.basename}>{tree}</BrowserRouter> : tree}
              </QueryClientProvider>
            </I18nextProvider>
          </ThemeProvider>
        </CacheProvider>
      </div>
    );
  }

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: slicedClient,
    rootComponent: Providers as unknown as NonNullable<Parameters<typeof singleSpaReact>[0]['rootComponent']>,
    errorBoundary: () => <BareCrash />,
  });
  const typed = lifecycles as unknown as RemoteLifecycles<P & { domElement?: HTMLElement }>;
  if (!options.lazyResources) return typed;
  return {
    ...typed,
    // The page's language first (a chunk when it is not bundled), so the first render is in it.
    mount: async (props) => {
      await loadLanguage(i18n.language as LanguageCode, [options.namespace]);
      return typed.mount(props);
    },
  };
}
