import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { ApiError } from '@site/shared/api';
import type { LoginResponse, RemoteProps } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { postWindowMsg, type WindowMsg } from '@site/shared/window-msg';
import { describeLoginFailure } from '../../../lib/login-failure';

/** What the popup's login tells the page around it. */
export interface PopupLoginHandlers {
  /** A session (a login, or a login's double validation). */
  onLoggedIn: (data: LoginResponse) => void;
  /** A refused login, after the form has shown it. */
  onLoginFailure: (error: unknown) => void;
}

export interface AuthCallbackPageProps extends RemoteProps {
  /** Above the login: the brand. */
  header?: ReactNode;
  /** The login, wired to the popup's handlers. */
  renderLogin: (handlers: PopupLoginHandlers) => ReactNode;
}

/**
 * The popup login of SPEC §2 /authCallback and §4: the login runs in a window the site opened, which
 * reports to its opener over the window-msg channel and closes. A session → authLogin with the
 * login's data (the opener completes the login). A refused login with a result code, a press on
 * Cancel, or the member closing the window → authLoginClose (with the code and its text when there
 * is one, which the opener shows). The popup never takes the session itself.
 */
export function AuthCallbackPage({ layout, header, renderLogin }: AuthCallbackPageProps) {
  const theme = useTheme();
  const t = useT('auth');
  const reported = useRef(false);
  const [finished, setFinished] = useState<WindowMsg['msg'] | null>(null);
  const mobile = layout === 'mobile';

  const finish = useCallback((message: WindowMsg) => {
    if (reported.current) return;
    reported.current = true;
    postWindowMsg(message);
    setFinished(message.msg);
    // A window the member opened is not closed by script: it then says it may be closed.
    window.close();
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      if (reported.current) return;
      reported.current = true;
      postWindowMsg({ msg: 'authLoginClose' });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  const handlers: PopupLoginHandlers = {
    onLoggedIn: (data) => finish({ msg: 'authLogin', data }),
    onLoginFailure: (error) => {
      if (!(error instanceof ApiError) || !error.code || error.aborted) return;
      const resMessage = translateFailure(describeLoginFailure(error));
      finish({ msg: 'authLoginClose', resCode: error.code, resMessage });
    },
  };

  return (
    <main
      css={{
        display: 'flex',
        justifyContent: 'center',
        padding: mobile ? 0 : theme.space(6, 4),
        minHeight: '100%',
      }}
    >
      <section
        aria-label={t('login_paths.popup.label')}
        data-testid="auth-callback"
        css={{
          width: '100%',
          maxWidth: mobile ? '100%' : 420,
          overflow: 'hidden',
          background: theme.gradients.surface,
          border: mobile ? 0 : `1px solid ${theme.colors.borderStrong}`,
          borderRadius: mobile ? 0 : theme.radii.lg,
          boxShadow: mobile ? undefined : theme.shadows.lg,
        }}
      >
        {header}
        <div css={{ padding: theme.space(5) }}>
          {finished ? (
            <p role="status" css={{ margin: 0, textAlign: 'center', color: theme.colors.textMuted }}>
              {finished === 'authLogin' ? t('login_paths.popup.done') : t('login_paths.popup.closed')}
            </p>
          ) : (
            <>
              {renderLogin(handlers)}
              <Button
                variant="ghost"
                size="sm"
                block
                onClick={() => finish({ msg: 'authLoginClose' })}
                css={{ marginTop: theme.space(3) }}
              >
                {t('login_paths.popup.cancel')}
              </Button>
            </>
          )}
        </div>
      </section>
    </main>
  );
}
