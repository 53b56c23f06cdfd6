import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@site/shared/i18n';
import { goldTheme, type SiteTheme } from '@site/shared/theme';
import { useErrorPageMeta } from '@site/shared/ui';
import { reloadOnceForChunkError } from '../federation/chunk-reload';

const TITLE = 'Internal Server Error';

/** A text of the shell's namespace, in English when i18n has nothing (it may be what failed). */
function text(key: string, fallback: string): string {
  try {
    const value = i18n.t(key, { ns: 'shell', defaultValue: fallback });
    return typeof value === 'string' && value ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * SPEC §2 error page for status 500 ('Internal Server Error', a message, 'Go back home' to /, robots
 * told not to index it), drawn without the router or the theme provider, like the config error page:
 * it is what shows when the shell itself failed. The static server answers the same design with
 * HTTP 500 when it cannot serve the page (scripts/serve-static.mjs).
 */
export function ServerErrorPage({ theme = goldTheme }: { theme?: SiteTheme }) {
  useErrorPageMeta(TITLE);
  const c = theme.colors;
  return (
    <main
      data-testid="error-page"
      data-status={500}
      style={{
        fontFamily: theme.fonts.body,
        color: c.text,
        background: c.bg,
        minHeight: '100vh',
        boxSizing: 'border-box',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        padding: '64px 16px',
      }}
    >
      <div>
        <div
          aria-hidden="true"
          style={{
            fontSize: 'clamp(72px, 14vw, 140px)',
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: c.primary,
          }}
        >
          500
        </div>
        <h1 style={{ margin: '12px 0 8px', fontSize: 24 }}>{TITLE}</h1>
        <p style={{ color: c.textMuted, margin: '0 0 28px' }}>
          {text('server_error_message', 'Something went wrong. Please try again later.')}
        </p>
        <a
          href="/"
          style={{
            display: 'inline-block',
            padding: '12px 28px',
            borderRadius: 999,
            background: theme.gradients.primary,
            color: c.onPrimary,
            fontWeight: 700,
            textDecoration: 'none',
          }}
        >
          {text('go_back_home', 'Go back home')}
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  theme?: SiteTheme;
  children: ReactNode;
}

/**
 * The shell's outermost error boundary: a render that throws shows the 500 page instead of a white
 * screen. A chunk of an old build that is gone reloads the page once instead (SPEC §4, §8).
 */
export class ShellErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] the page failed to render', error, info.componentStack);
    reloadOnceForChunkError(error);
  }

  override render() {
    if (this.state.failed) return <ServerErrorPage theme={this.props.theme} />;
    return this.props.children;
  }
}
