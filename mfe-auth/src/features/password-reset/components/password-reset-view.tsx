import { useEffect, useId, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import type { CaptchaSlot } from '../../../components/captcha-slot';
import { NewPasswordForm } from './new-password-form';
import { VerifyAccountForm } from './verify-account-form';

/**
 * 'transfer': a login answered 802 (the account was transferred and must be verified, then given a
 * new password). 'forgot': the member forgot the password. Both are the platform's vx/verify then
 * vx/reset.
 */
export type PasswordResetPurpose = 'transfer' | 'forgot';

export interface PasswordResetViewProps {
  purpose: PasswordResetPurpose;
  siteId: number;
  /** The account of the 802, or what the member had typed in the login form. */
  account: string;
  captcha: CaptchaSlot;
  /** The new password is set: log in with it. vx/reset answers no session. */
  onDone: (account: string) => void;
  onBack: () => void;
}

type Step = { kind: 'verify' } | { kind: 'reset'; account: string; token: string };

/** Verify the account, then set a new password: two steps under one heading that names the step. */
export function PasswordResetView({ purpose, siteId, account, captcha, onDone, onBack }: PasswordResetViewProps) {
  const theme = useTheme();
  const t = useT('auth');
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'verify' });
  const [typedAccount, setTypedAccount] = useState(account);
  const firstStep = useRef(true);

  // A new step replaces the fields under the focus: move it to the new step's first field.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    sectionRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([hidden]):not([disabled])')?.focus();
  }, [step.kind]);

  const title =
    step.kind === 'reset'
      ? t('login_paths.reset.title')
      : purpose === 'transfer'
        ? t('login_paths.verify.transfer_title')
        : t('login_paths.verify.forgot_title');
  const intro =
    step.kind === 'reset'
      ? t('login_paths.reset.intro', { account: step.account })
      : purpose === 'transfer'
        ? t('transfer_validation_required')
        : t('login_paths.verify.forgot_intro');

  return (
    <section ref={sectionRef} aria-labelledby={titleId} data-testid={`password-reset-${step.kind}`}>
      <p
        css={{
          margin: 0,
          fontSize: theme.fontSizes.xs,
          fontWeight: theme.fontWeights.bold,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: theme.colors.primary,
        }}
      >
        {t('login_paths.step', { current: step.kind === 'verify' ? 1 : 2, total: 2 })}
      </p>
      <h3
        id={titleId}
        css={{
          margin: theme.space(1, 0, 0),
          fontSize: theme.fontSizes.lg,
          fontWeight: theme.fontWeights.bold,
          color: theme.colors.text,
        }}
      >
        {title}
      </h3>
      <p css={{ margin: theme.space(1.5, 0, 4), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
        {intro}
      </p>
      {step.kind === 'verify' ? (
        <VerifyAccountForm
          siteId={siteId}
          account={purpose === 'transfer' ? account : typedAccount}
          askAccount={purpose === 'forgot'}
          captcha={captcha}
          labelledBy={titleId}
          onVerified={(result) => {
            setTypedAccount(result.account);
            setStep({ kind: 'reset', ...result });
          }}
          onBack={onBack}
        />
      ) : (
        <NewPasswordForm
          account={step.account}
          token={step.token}
          labelledBy={titleId}
          onDone={onDone}
          onReverify={() => setStep({ kind: 'verify' })}
        />
      )}
    </section>
  );
}
