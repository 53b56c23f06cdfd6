import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '@site/shared/router';
import type { LanguageCode } from '@site/shared/constants';
import { i18n } from '@site/shared/i18n';
import { createQueryClient } from '@site/shared/query';
import { getTheme, type ThemeName } from '@site/shared/theme';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The memory router's starting address, e.g. '/slotgame?gp_id=GP01' (default '/'). */
  route?: string;
  /** Brand theme (default gold). */
  theme?: ThemeName | (string & {});
  /** Switch the shared i18n instance to this language first (default: leave it, vi_VN at start). */
  language?: LanguageCode;
  /** Options for user-event, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** The query client to provide (default a fresh one from createTestQueryClient). */
  queryClient?: QueryClient;
}

export type RenderAppResult = RenderResult & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient };

/**
 * A query client for one test: the site's defaults (no TanStack retry) and a cache that is never
 * garbage-collected, so no collection timer outlives the test; each render gets its own, so no test
 * sees another's data.
 */
export const createTestQueryClient = (): QueryClient =>
  createQueryClient({ queries: { gcTime: Infinity }, mutations: { gcTime: Infinity } });

/**
 * Renders UI the way the apps run it: the brand theme, the shared i18n instance, a query client of
 * its own and a memory router (STYLE: tests written as a user acts, through one helper with the
 * providers). Returns the testing-library result plus a user-event `user` and the query client.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}): RenderAppResult {
  const {
    route = '/',
    theme = 'gold',
    language,
    userEventOptions,
    queryClient = createTestQueryClient(),
    ...renderOptions
  } = options;
  if (language && i18n.language !== language) void i18n.changeLanguage(language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={getTheme(theme)}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    );
  }
  const user = userEvent.setup(userEventOptions);
  return { user, queryClient, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
