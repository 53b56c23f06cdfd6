import { ThemeProvider } from '@emotion/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { LanguageCode } from '@site/shared/constants';
import { i18n } from '@site/shared/i18n';
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
}

export type RenderAppResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/**
 * Renders UI the way the apps run it: the brand theme, the shared i18n instance and a memory router
 * (STYLE: tests written as a user acts, through one helper with the providers). Returns the
 * testing-library result plus a user-event `user`.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}): RenderAppResult {
  const { route = '/', theme = 'gold', language, userEventOptions, ...renderOptions } = options;
  if (language && i18n.language !== language) void i18n.changeLanguage(language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={getTheme(theme)}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </I18nextProvider>
      </ThemeProvider>
    );
  }
  const user = userEvent.setup(userEventOptions);
  return { user, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
