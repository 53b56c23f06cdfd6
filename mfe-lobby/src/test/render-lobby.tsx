import type { QueryClient } from '@tanstack/react-query';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import { addAppResources } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { LobbyRoot } from '../lobby-root';
import type { LobbyTemplate } from '../templates/template';
import { resources } from '../locales';
import { siteConfig as defaultSiteConfig } from './fixtures';
import { scrollWindowTo } from './window-scroll';

// What createRemoteApp does when the shell loads ./App.
addAppResources('lobby', resources);
// The game grid's window virtualiser writes the scroll position when it starts; jsdom cannot scroll.
window.scrollTo = scrollWindowTo;

/** The lobby's routes as the shell mounts them (RemoteProps), at `path`, through the shared renderApp. */
export function renderLobby(
  path = '/',
  {
    layout = 'desktop',
    siteConfig = defaultSiteConfig,
    template,
    queryClient,
  }: { layout?: LayoutMode; siteConfig?: SiteConfig; template?: LobbyTemplate; queryClient?: QueryClient } = {},
) {
  return renderApp(<LobbyRoot basename="/" siteConfig={siteConfig} layout={layout} template={template} />, {
    route: path,
    theme: siteConfig.theme,
    queryClient,
  });
}
