import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CAPTCHA_TYPE } from '@site/shared/constants';
import type { LoginChallenge, LoginResponse, SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { DoubleValidationView, type CaptchaSlot } from '../features/double-validation';
import {
  CaptchaAdornment,
  CaptchaAlternative,
  clientInfo,
  LoginForm,
  useCaptcha,
  type LoginNotice,
} from '../features/login';
import { PasswordResetView, type PasswordResetPurpose } from '../features/password-reset';

type View =
  | { kind: 'login'; account?: string; notice?: LoginNotice | null }
  | { kind: 'double-validation'; challenge: LoginChallenge }
  | { kind: 'password-reset'; purpose: PasswordResetPurpose; account: string };

export interface LoginFlowProps {
  siteConfig: SiteConfig;
  /** A session, from the login or its double validation: hand it on (the shell, or a popup's opener). */
  onLoggedIn: (data: LoginResponse) => void;
  /** A refused login that opens no other view (the popup reports it to its opener). */
  onLoginFailure?: (error: unknown) => void;
  /** Under the login's submit button: the register link. */
  footer?: ReactNode;
}

const FIELDS = 'input:not([type="hidden"]):not([hidden]):not([disabled])';

/**
 * Every path of a login, one view at a time in the same place: the login; the double validation a
 * new device's 107 opens; the transfer validation of an 802 and the forgotten password, both the
 * platform's verify-then-reset, which end back at the login with the account filled in. One captcha
 * serves every view, so its rules (SPEC §4: no request while one runs or during the 101 wait) hold
 * across them.
 */
export function LoginFlow({ siteConfig, onLoggedIn, onLoginFailure, footer }: LoginFlowProps) {
  const t = useT('auth');
  const siteId = siteConfig.site_id;
  const captcha = useCaptcha({ type: CAPTCHA_TYPE.login, siteId });
  const [view, setView] = useState<View>({ kind: 'login' });
  const containerRef = useRef<HTMLDivElement>(null);
  const client = useMemo(() => clientInfo(), []);
  const firstView = useRef(true);

  const { captcha: current, refresh } = captcha;
  const slot = useMemo<CaptchaSlot>(
    () => ({
      token: current?.token ?? '',
      placeholder: current?.placeholder,
      refresh,
      adornment: (busy) => <CaptchaAdornment captcha={captcha} formBusy={busy} />,
      alternative: (onSolved) => <CaptchaAlternative captcha={captcha} onSolved={onSolved} />,
    }),
    // The adornment reads the whole captcha state, which changes with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, refresh, captcha.status, captcha.waiting],
  );

  // A new view replaces the fields under the focus: move it to the first field left to fill.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    const container = containerRef.current;
    const fields = Array.from(container?.querySelectorAll<HTMLInputElement>(FIELDS) ?? []);
    (fields.find((f) => f.type !== 'radio' && f.value === '') ?? fields[0] ?? container)?.focus();
  }, [view]);

  const toLogin = (account?: string, notice?: LoginNotice | null) => setView({ kind: 'login', account, notice });

  let content: ReactNode;
  switch (view.kind) {
    case 'double-validation':
      content = (
        <DoubleValidationView
          siteId={siteId}
          challenge={view.challenge}
          captcha={slot}
          client={client}
          onSuccess={onLoggedIn}
          onRestart={(message) => toLogin(view.challenge.member_account, { tone: 'error', text: message })}
          onBack={() => toLogin(view.challenge.member_account)}
        />
      );
      break;
    case 'password-reset':
      content = (
        <PasswordResetView
          purpose={view.purpose}
          siteId={siteId}
          account={view.account}
          captcha={slot}
          onDone={(account) => toLogin(account, { tone: 'success', text: t('login_paths.reset.done_notice') })}
          onBack={() => toLogin(view.account)}
        />
      );
      break;
    default:
      content = (
        <LoginForm
          siteConfig={siteConfig}
          captcha={captcha}
          initialAccount={view.account}
          notice={view.notice}
          footer={footer}
          onSuccess={onLoggedIn}
          onFailure={onLoginFailure}
          onForgotPassword={(account) => setView({ kind: 'password-reset', purpose: 'forgot', account })}
          onNextStep={(step) =>
            setView(
              step.kind === 'double-validation'
                ? { kind: 'double-validation', challenge: step.challenge }
                : { kind: 'password-reset', purpose: 'transfer', account: step.challenge.member_account },
            )
          }
        />
      );
  }

  return (
    <div ref={containerRef} tabIndex={-1} data-testid="login-flow" data-view={view.kind} css={{ outline: 'none' }}>
      {content}
    </div>
  );
}
