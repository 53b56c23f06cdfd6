import { useTheme, type CSSObject } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ApiError } from '@site/shared/api';
import { useBusValue } from '@site/shared/bus';
import {
  ACCOUNT_LENGTH,
  CAPTCHA_TYPE,
  CONTACT_LENGTH,
  CURRENCY_SYMBOLS,
  isCurrencyCode,
  PASSWORD_LENGTH,
  REGISTER_CONTACT_FIELDS,
  REGISTER_VERIFIABLE_FIELDS,
  SETTINGS_ERROR_TOAST_MS,
  SMS_CODE_DIGITS,
  VND_PHONE_DIGITS,
} from '@site/shared/constants';
import {
  REGISTER_CODE_RECOMMEND_CLOSED,
  SMS_CODE_COUNTDOWN_STILL_STARTS,
  SMS_CODE_MESSAGE,
  type CheckAgentDomainResponse,
  type RegisterFieldSetting,
  type RegisterVerificationRequest,
  type SiteConfig,
} from '@site/shared/contracts';
import { platformCode } from '@site/shared/device';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Button, ErrorState, SmsButton, Spinner, TextField, toast, visuallyHidden } from '@site/shared/ui';
import { isFieldShown, openCurrencies, settingsForCurrency } from '@site/shared/validation';
import {
  sendRegisterSms,
  trackCompleteRegistration,
  useAgentDomain,
  useRegister,
  useRegisterSettings,
  verifyRegisterField,
} from '../api/registration';
import { readRegisterAddress } from '../lib/address';
import type { RegisterCaptchaKit } from '../lib/captcha-kit';
import { registerFailureOutcome, verificationMessage } from '../lib/register-codes';
import {
  buildRegisterBody,
  captchaShown,
  INITIAL_REGISTER_VALUES,
  phoneNeedsCode,
  validateRegister,
  type RegisterFormValues,
} from '../lib/register-values';
import { useReferral } from '../lib/use-referral';
import { useSmsCountdown } from '../lib/use-sms-countdown';
import { AgreementDialog, type AgreementKind } from './agreement-dialog';
import { AgreementField } from './agreement-field';
import { BirthdayField } from './birthday-field';
import { FieldLabel } from './field-parts';
import { RegisterFieldContext, type RegisterFieldContextValue } from './register-field-context';
import { RegisterTextField } from './register-text-field';
import { SelectField } from './select-field';
import { WithdrawPasswordField } from './withdraw-password-field';

/** SPEC §8 SMS 201 (phone blank) is the one SMS answer shown as a toast. */
const SMS_CODE_TOAST = '201';
/** Longest values the platform keeps (the register body's limits). */
const NAME_MAX = 50;
const EMAIL_MAX = 100;
const PHONE_MAX = 15;
const IDENTITY_MAX = 32;
const OTHERS_MAX = 128;
const INTRODUCER_MAX = 32;
const CURRENCY_NOT_OPEN = 'signup.err_currency_not_open';

export interface RegisterFormProps {
  siteConfig: SiteConfig;
  captcha: RegisterCaptchaKit;
  /** Called after a registration succeeded and the shell was told (the dialog closes, the page goes home). */
  onSuccess: () => void;
  /** Two columns of fields (wide screens); one on phones whatever this says. */
  columns?: 1 | 2;
}

/**
 * The sign-up form of SPEC §2–§8: it loads the register settings (and whether this host is an agent
 * domain) first; a settings failure shows 'error setting' as a 5000 ms toast, with a retry.
 */
export function RegisterForm(props: RegisterFormProps) {
  const theme = useTheme();
  const t = useT('auth');
  const siteId = props.siteConfig.site_id;
  const [host] = useState(() => (typeof window === 'undefined' ? '' : window.location.host));
  const settings = useRegisterSettings(siteId);
  const agentDomain = useAgentDomain(siteId, host);

  useEffect(() => {
    if (settings.isError) toast.error('auth:register.settings_error', { duration: SETTINGS_ERROR_TOAST_MS });
  }, [settings.isError, settings.errorUpdatedAt]);

  if (settings.isError) {
    return (
      <ErrorState
        compact
        title="auth:register.settings_error"
        message="auth:register.settings_error_hint"
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (settings.isPending || agentDomain.isLoading) {
    return (
      <div css={{ display: 'grid', placeItems: 'center', minHeight: 240, padding: theme.space(6) }}>
        <Spinner size={32} label={t('register.loading')} />
      </div>
    );
  }
  return <RegisterFormBody {...props} list={settings.data} agentDomain={agentDomain.data ?? null} />;
}

function RegisterFormBody({
  siteConfig,
  captcha: kit,
  onSuccess,
  columns = 2,
  list,
  agentDomain,
}: RegisterFormProps & { list: RegisterFieldSetting[]; agentDomain: CheckAgentDomainResponse | null }) {
  const theme = useTheme();
  const t = useT('auth');
  const siteId = siteConfig.site_id;
  const [address] = useState(() => readRegisterAddress());

  // Currency (SPEC §2, §6): an agent domain's, else the address's, locks it when open; a locked
  // currency that is not open shows 'currency not yet open' and the member picks an open one.
  const open = useMemo(() => openCurrencies(list), [list]);
  const siteCurrency = useBusValue('locale:currency-changed')?.currency;
  const lock = agentDomain?.currency.toUpperCase() || address.currency;
  const locked = lock !== '' && open.includes(lock);
  const currencyError = (lock !== '' && !locked) || open.length === 0 ? CURRENCY_NOT_OPEN : undefined;
  const [chosen, setChosen] = useState('');
  const fallback = [siteCurrency, siteConfig.default_currency].find((c) => c && open.includes(c)) ?? open[0] ?? '';
  const currency = locked ? lock : chosen && open.includes(chosen) ? chosen : fallback;
  const settings = useMemo(() => settingsForCurrency(list, currency), [list, currency]);
  const shown = (name: string) => isFieldShown(settings, name);
  const required = (name: string) => shown(name) && settings[name]?.is_required === 1;
  const needsCode = phoneNeedsCode(settings);
  const captchaOn = captchaShown(settings);

  const { referral, recommendOpen, onRegisterCode } = useReferral({ siteId, address, agentDomain, currency });
  const introducerShown = referral !== null || recommendOpen;

  const captcha = kit.useCaptcha({ type: CAPTCHA_TYPE.register, siteId });
  const { refresh } = captcha;
  useEffect(() => {
    if (captchaOn) void refresh();
  }, [captchaOn, refresh]);

  const formRef = useRef<FormApi<RegisterFormValues> | null>(null);
  const formEl = useRef<HTMLFormElement | null>(null);

  // The server's messages per field (register codes, field checks, SMS answers).
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState<string | null>(null);
  const checks = useRef(new Map<string, AbortController>());
  const checked = useRef(new Map<string, string>());
  useEffect(() => {
    const running = checks.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const clearServerError = useCallback((name: string) => {
    checks.current.get(name)?.abort();
    checked.current.delete(name);
    setServerErrors((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  }, []);

  // SPEC §5 "Field-level checks call the verification endpoint": on leaving a field whose setting is
  // unique or verified, once the field passes its own rules.
  const checkOnBlur = useCallback(
    (name: string) => {
      const form = formRef.current;
      const setting = settings[name];
      if (!form || !(REGISTER_VERIFIABLE_FIELDS as readonly string[]).includes(name)) return;
      if (!setting || setting.is_display !== 1 || (setting.is_unique !== 1 && setting.is_verification !== 1)) return;
      const state = form.getFieldState(name as keyof RegisterFormValues);
      const value = String(state?.value ?? '').trim();
      const key = `${currency}:${value}`;
      if (!value || state?.error || checked.current.get(name) === key) return;
      checks.current.get(name)?.abort();
      const controller = new AbortController();
      checks.current.set(name, controller);
      checked.current.set(name, key);
      setChecking(name);
      const stillSame = () =>
        !controller.signal.aborted &&
        String(formRef.current?.getFieldState(name as keyof RegisterFormValues)?.value ?? '').trim() === value;
      const body = {
        site_id: siteId,
        member_currency: currency,
        verification: 1,
        [name]: value,
      } as RegisterVerificationRequest;
      verifyRegisterField(body, controller.signal)
        .then(() => {
          if (stillSame()) clearServerErrorOnly(setServerErrors, name);
        })
        .catch((error: unknown) => {
          const message = verificationMessage(error);
          if (message && stillSame()) setServerErrors((prev) => ({ ...prev, [name]: message }));
          // A check that could not say is asked again on the next blur.
          if (!message) checked.current.delete(name);
        })
        .finally(() => {
          if (checks.current.get(name) !== controller) return;
          checks.current.delete(name);
          setChecking((c) => (c === name ? null : c));
        });
    },
    [currency, settings, siteId],
  );

  const fieldContext = useMemo<RegisterFieldContextValue>(
    () => ({ serverErrors, clearServerError, checkOnBlur, checking }),
    [serverErrors, clearServerError, checkOnBlur, checking],
  );

  // Phone verification (SPEC §4, §8 SMS codes).
  const countdown = useSmsCountdown();
  const [smsSending, setSmsSending] = useState(false);
  const [smsNotice, setSmsNotice] = useState('');
  const sendSms = async () => {
    if (smsSending || countdown.remaining > 0) return;
    const phone = String(formRef.current?.getState().values.member_phone ?? '').trim();
    setSmsSending(true);
    setSmsNotice('');
    clearServerError('phone_verify');
    try {
      const data = await sendRegisterSms({ phone, currency, siteId });
      countdown.start(data.verify_time);
      setSmsNotice(t('register.sms_sent'));
    } catch (error) {
      if (error instanceof ApiError && error.aborted) return;
      const code = error instanceof ApiError && error.type === 'business' ? error.code : '';
      if (code === SMS_CODE_COUNTDOWN_STILL_STARTS) countdown.start();
      const key = SMS_CODE_MESSAGE[code];
      if (code === SMS_CODE_TOAST && key) toast.error(key);
      else if (key) setServerErrors((prev) => ({ ...prev, phone_verify: key }));
      else
        toast.error(error instanceof ApiError && error.type !== 'business' ? (error.messageKey ?? 'error') : 'error');
    } finally {
      setSmsSending(false);
    }
  };

  // The agreement dialogs.
  const [agreement, setAgreement] = useState<AgreementKind | null>(null);

  const validate = useCallback(
    (values: RegisterFormValues) => validateRegister(values, { settings, currency }),
    [settings, currency],
  );

  const register = useRegister();
  const busy = useRef(false);

  /** Whether the form shows a field (where a register code's message can go). */
  const onForm = (name: string) => {
    if (name === 'member_account' || name === 'password') return true;
    if (name === 'introducer') return introducerShown;
    if (name === 'phone_verify') return needsCode;
    if (name === 'answer') return captchaOn;
    return shown(name);
  };

  // After the render that shows the message (a cleared referral swaps the read-only field for an editable one).
  const focusField = (name: string) =>
    setTimeout(() => formEl.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus(), 0);

  const onSubmit = async (values: RegisterFormValues, form: FormApi<RegisterFormValues>) => {
    // SPEC §4: ignored in demo mode and while another submit runs.
    if (siteConfig.features.demo_mode || busy.current) return;
    busy.current = true;
    setServerErrors({});
    try {
      const data = await register.mutateAsync(
        buildRegisterBody(values, {
          siteId,
          currency,
          settings,
          referral,
          recommendOpen,
          captchaToken: captcha.captcha?.token ?? '',
          host: window.location.host,
          device: platformCode(),
        }),
      );
      form.restart(INITIAL_REGISTER_VALUES);
      toast.success('auth:register.success');
      void trackCompleteRegistration(data);
      onSuccess();
    } catch (error) {
      let outcome = registerFailureOutcome(error, onForm);
      if (outcome.code) onRegisterCode(outcome.code);
      // 107 also takes the recommend-code field off the form: its message goes to a toast.
      if (outcome.code === REGISTER_CODE_RECOMMEND_CLOSED && outcome.field)
        outcome = { code: outcome.code, toast: outcome.field.message };
      const field = outcome.field;
      if (field) setServerErrors({ [field.name]: field.message });
      if (outcome.toast) toast.error(outcome.toast);
      // A captcha answer is good for one try.
      form.batch(() => {
        form.change('answer', '');
        form.resetFieldState('answer');
      });
      if (field) focusField(field.name);
    } finally {
      busy.current = false;
      // SPEC §2: submit refreshes the captcha image.
      if (captchaOn) void refresh();
    }
  };

  const currencyOptions = open.map((code) => ({
    value: code,
    label: isCurrencyCode(code) ? `${code} · ${CURRENCY_SYMBOLS[code]}` : code,
  }));
  const label = (name: string) => t(`register.fields.${name}`);
  const twoColumns = columns === 2;
  const grid: CSSObject = {
    display: 'grid',
    gridTemplateColumns: twoColumns ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
    gap: theme.space(3, 4),
    alignItems: 'start',
    [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  };

  const profile = ['member_name', 'member_birthday', 'identity_id', 'withdraw_password'].filter(shown);
  const contactFields = REGISTER_CONTACT_FIELDS.filter(shown);
  const hasContact =
    shown('member_email') || shown('member_phone') || contactFields.length > 0 || shown('member_others');

  return (
    <RegisterFieldContext.Provider value={fieldContext}>
      <Form<RegisterFormValues>
        onSubmit={onSubmit}
        initialValues={INITIAL_REGISTER_VALUES}
        validate={validate}
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting, form }) => {
          formRef.current = form;
          const submit = (event: FormEvent<HTMLFormElement>) => {
            void handleSubmit(event);
            // Keyboard and screen-reader users land on the first field to fix.
            if (form.getState().hasValidationErrors)
              setTimeout(() => {
                formEl.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
              }, 0);
          };
          return (
            <form
              ref={formEl}
              noValidate
              onSubmit={submit}
              aria-label={t('register.title')}
              css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
            >
              <Section title={t('register.section_account')} grid={grid}>
                <SelectField
                  name="member_currency"
                  label={<FieldLabel text={t('register.fields.member_currency')} required />}
                  options={currencyOptions}
                  value={currency}
                  onChange={(e) => {
                    // Another currency has other rules: what the server said about the old one goes.
                    checked.current.clear();
                    setServerErrors({});
                    setChosen(e.target.value);
                  }}
                  disabled={locked || open.length === 0}
                  error={currencyError}
                  hint={
                    locked
                      ? t(agentDomain ? 'register.hints.currency_agent' : 'register.hints.currency_link')
                      : undefined
                  }
                />
                <RegisterTextField
                  name="member_account"
                  label={label('member_account')}
                  required
                  maxLength={ACCOUNT_LENGTH.max}
                  placeholder={t('register.placeholders.member_account')}
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                />
                <RegisterTextField
                  name="password"
                  label={label('password')}
                  required
                  password
                  maxLength={PASSWORD_LENGTH.max}
                  placeholder={t('register.placeholders.password')}
                  autoComplete="new-password"
                />
                {shown('member_confirm_password') ? (
                  <RegisterTextField
                    name="member_confirm_password"
                    label={label('member_confirm_password')}
                    required
                    password
                    maxLength={PASSWORD_LENGTH.max}
                    placeholder={t('register.placeholders.member_confirm_password')}
                    autoComplete="new-password"
                  />
                ) : null}
              </Section>

              {profile.length > 0 ? (
                <Section title={t('register.section_profile')} grid={grid}>
                  {shown('member_name') ? (
                    <RegisterTextField
                      name="member_name"
                      label={label('member_name')}
                      required={required('member_name')}
                      maxLength={NAME_MAX}
                      placeholder={t(
                        currency === 'RMB'
                          ? 'register.placeholders.member_name_rmb'
                          : 'register.placeholders.member_name',
                      )}
                      autoComplete="name"
                    />
                  ) : null}
                  {shown('member_birthday') ? (
                    <BirthdayField label={label('member_birthday')} required={required('member_birthday')} />
                  ) : null}
                  {shown('identity_id') ? (
                    <RegisterTextField
                      name="identity_id"
                      label={label('identity_id')}
                      required={required('identity_id')}
                      maxLength={IDENTITY_MAX}
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                    />
                  ) : null}
                  {shown('withdraw_password') ? (
                    <WithdrawPasswordField
                      label={label('withdraw_password')}
                      required={required('withdraw_password')}
                    />
                  ) : null}
                </Section>
              ) : null}

              {hasContact ? (
                <Section title={t('register.section_contact')} grid={grid}>
                  {shown('member_phone') ? (
                    <RegisterTextField
                      name="member_phone"
                      label={label('member_phone')}
                      required={required('member_phone')}
                      type="tel"
                      inputMode="numeric"
                      maxLength={currency === 'VND' ? VND_PHONE_DIGITS : PHONE_MAX}
                      placeholder={t(
                        currency === 'VND'
                          ? 'register.placeholders.member_phone_vnd'
                          : 'register.placeholders.member_phone',
                      )}
                      autoComplete="tel"
                    />
                  ) : null}
                  {needsCode ? (
                    <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                      <RegisterTextField
                        name="phone_verify"
                        label={label('phone_verify')}
                        required={required('member_phone')}
                        inputMode="numeric"
                        maxLength={SMS_CODE_DIGITS}
                        placeholder={t('register.placeholders.phone_verify')}
                        autoComplete="one-time-code"
                        adornment={
                          <SmsButton
                            remaining={countdown.remaining}
                            sending={smsSending}
                            onSend={() => void sendSms()}
                          />
                        }
                      />
                      <span role="status" css={visuallyHidden}>
                        {smsNotice}
                      </span>
                    </div>
                  ) : null}
                  {shown('member_email') ? (
                    <RegisterTextField
                      name="member_email"
                      label={label('member_email')}
                      required={required('member_email')}
                      type="email"
                      maxLength={EMAIL_MAX}
                      placeholder={t('register.placeholders.member_email')}
                      autoComplete="email"
                      autoCapitalize="none"
                      spellCheck={false}
                    />
                  ) : null}
                  {contactFields.map((name) => (
                    <RegisterTextField
                      key={name}
                      name={name}
                      label={label(name)}
                      required={required(name)}
                      maxLength={CONTACT_LENGTH.max}
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                    />
                  ))}
                  {shown('member_others') ? (
                    <RegisterTextField
                      name="member_others"
                      label={label('member_others')}
                      required={required('member_others')}
                      maxLength={OTHERS_MAX}
                      autoComplete="off"
                    />
                  ) : null}
                </Section>
              ) : null}

              <Section title={t('register.section_confirm')} grid={grid}>
                {referral ? (
                  <TextField
                    name="introducer"
                    label={label(referral.type === 'member_agent' ? 'introducer_agent' : 'introducer')}
                    value={referral.value}
                    readOnly
                    showCount={false}
                    hint={t(
                      referral.source === 'agent_domain'
                        ? 'register.hints.introducer_agent_domain'
                        : 'register.hints.introducer_link',
                    )}
                    error={serverErrors.introducer}
                  />
                ) : recommendOpen ? (
                  <RegisterTextField
                    name="introducer"
                    label={label('introducer')}
                    maxLength={INTRODUCER_MAX}
                    placeholder={t('register.placeholders.introducer')}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                  />
                ) : null}
                {captchaOn ? (
                  <RegisterTextField
                    name="answer"
                    label={label('answer')}
                    required
                    placeholder={captcha.captcha?.placeholder || t('register.placeholders.answer')}
                    autoComplete="off"
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    adornment={<kit.Image {...captcha} formBusy={submitting} />}
                  />
                ) : null}
                {captchaOn && kit.Alternative ? (
                  <kit.Alternative captcha={captcha} onSolved={(answer) => form.change('answer', answer)} />
                ) : null}
              </Section>

              <AgreementField onOpen={setAgreement} />

              <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
                <Button
                  type="submit"
                  size="lg"
                  block
                  loading={submitting}
                  disabled={submitting || open.length === 0}
                  // The kit hides a busy button's text behind its spinner: keep the name for assistive tech.
                  aria-label={submitting ? t('register.submitting') : t('register.submit')}
                >
                  {submitting ? t('register.submitting') : t('register.submit')}
                </Button>
                {siteConfig.features.demo_mode ? (
                  <p
                    data-testid="register-demo-notice"
                    css={{
                      margin: 0,
                      textAlign: 'center',
                      fontSize: theme.fontSizes.xs,
                      color: theme.colors.textMuted,
                    }}
                  >
                    {t('register.demo_notice')}
                  </p>
                ) : null}
              </div>
              {agreement ? (
                <AgreementDialog kind={agreement} siteId={siteId} onClose={() => setAgreement(null)} />
              ) : null}
            </form>
          );
        }}
      />
    </RegisterFieldContext.Provider>
  );
}

function clearServerErrorOnly(
  set: (update: (prev: Record<string, string>) => Record<string, string>) => void,
  name: string,
) {
  set((prev) => {
    if (!(name in prev)) return prev;
    const next = { ...prev };
    delete next[name];
    return next;
  });
}

/** A group of fields under a heading (fieldset and legend, so assistive tech names the group). */
function Section({ title, grid, children }: { title: string; grid: CSSObject; children: ReactNode }) {
  const theme = useTheme();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(2),
          width: '100%',
          padding: 0,
          marginBottom: theme.space(3),
          fontSize: theme.fontSizes.xs,
          fontWeight: theme.fontWeights.bold,
          letterSpacing: '0.12em',
          textTransform: 'uppercase',
          color: theme.colors.primary,
          '&::after': { content: '""', flex: 1, height: 1, background: theme.colors.border },
        }}
      >
        {title}
      </legend>
      <div css={grid}>{children}</div>
    </fieldset>
  );
}
