import { render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import { addAppResources, i18n } from '@site/shared/i18n';
import { getTheme } from '@site/shared/theme';
import { LobbyRoot } from '../lobby-root';
import { resources } from '../locales';
import { siteConfig as defaultSiteConfig } from './fixtures';

addAppResources('lobby', resources);

/**
 * The lobby as the shell mounts it (theme, shared i18n, a router at `path`), minus single-spa.
 * The shared kit has no renderApp helper yet; this is the lobby's stand-in.
 */
export function renderLobby(
  path = '/',
  { layout = 'desktop', siteConfig = defaultSiteConfig }: { layout?: LayoutMode; siteConfig?: SiteConfig } = {},
) {
  return render(
    <ThemeProvider theme={getTheme(siteConfig.theme)}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <LobbyRoot basename="/" siteConfig={siteConfig} layout={layout} />
        </MemoryRouter>
      </I18nextProvider>
    </ThemeProvider>,
  );
}
