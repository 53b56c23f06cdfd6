import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FORGOT_SMS_COUNTDOWN_S, SMS_CODE_DIGITS } from '@site/shared/constants';
import { useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ApiError, describeFailure } from '@site/shared/api';
import {
  DOUBLE_VALIDATION_SMS_COUNTDOWN_STILL_STARTS,
  type LoginChallenge,
  type LoginResponse,
} from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, PasswordField, SmsButton, Spinner, TextField, useCountdown } from '@site/shared/ui';
import type { DoubleValidationQuestion } from '@site/shared/validation';
import {
  DOUBLE_VALIDATION_ENDED,
  DOUBLE_VALIDATION_FAILURE,
  DOUBLE_VALIDATION_SKIP_FAILURE,
  DOUBLE_VALIDATION_SMS_FAILURE,
  useAnswerDoubleValidation,
  useSendForgotSms,
  useSkipQuestion,
  type DoubleValidationClient,
} from '../api/double-validation';
import {
  isDoubleValidationQuestion,
  QUESTION_INPUT,
  validateDoubleValidation,
  validateDoubleValidationSms,
  type DoubleValidationValues,
} from '../lib/questions';
import type { CaptchaSlot } from '../../../components/captcha-slot';
import { ViewAlert } from '../../../components/view-alert';

const EMPTY: DoubleValidationValues = { answer: '', captcha_answer: '' };

export interface DoubleValidationViewProps {
  siteId: number;
  /** The data of the login's 107: the pending login, the account and the first question. */
  challenge: LoginChallenge;
  captcha: CaptchaSlot;
  client: DoubleValidationClient;
  /** The answer was right: a session, handed on as a login's. */
  onSuccess: (data: LoginResponse) => void;
  /** The pending login is over (SPEC §8 101, 102, 202, 998): log in again, with this message. */
  onRestart: (message: string) => void;
  onBack: () => void;
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : '');
/** The forgotten-password SMS ends the pending login on these codes (unknown or expired, account gone). */
const SMS_ENDED = new Set(['101', '202']);

/**
 * Login double validation (SPEC §4, §5, §8), after a login from a new device answered 107: one
 * question about the member's own data and a captcha. After a refused answer both fields are
 * cleared and a new captcha loaded; while questions are left the member may ask for another one.
 * A member who cannot answer (a forgotten withdraw password) may instead get a code by SMS on the
 * phone on file and answer with it; its button waits FORGOT_SMS_COUNTDOWN_S, ticking each second.
 */
export function DoubleValidationView({
  siteId,
  challenge,
  captcha,
  client,
  onSuccess,
  onRestart,
  onBack,
}: DoubleValidationViewProps) {
  const theme = useTheme();
  const t = useT('auth');
  const titleId = useId();
  const answer = useAnswerDoubleValidation();
  const skip = useSkipQuestion();
  const [question, setQuestion] = useState<DoubleValidationQuestion | null>(
    isDoubleValidationQuestion(challenge.question) ? challenge.question : null,
  );
  const [available, setAvailable] = useState(challenge.available_questions_count ?? 1);
  const [failure, setFailure] = useState<string | null>(null);
  const [bySms, setBySms] = useState(false);
  const [smsNotice, setSmsNotice] = useState('');
  const sms = useSendForgotSms();
  const countdown = useCountdown();
  const validate = useMemo(
    () => (bySms ? validateDoubleValidationSms() : question ? validateDoubleValidation(question) : () => ({})),
    [bySms, question],
  );
  const { refresh } = captcha;
  const loginId = challenge.member_login_id;

  const clearFields = (form: FormApi<DoubleValidationValues> | undefined) => {
    form?.batch(() => {
      form.change('answer', '');
      form.change('captcha_answer', '');
      form.resetFieldState('answer');
      form.resetFieldState('captcha_answer');
    });
  };

  const askAnotherQuestion = async (form?: FormApi<DoubleValidationValues>) => {
    try {
      const next = await skip.mutateAsync(loginId);
      if (!isDoubleValidationQuestion(next.question)) throw new Error(`Unknown question ${String(next.question)}`);
      setQuestion(next.question);
      setAvailable(next.available_questions_count);
      setFailure(null);
      clearFields(form);
    } catch (error) {
      const text = translateFailure(describeFailure(error, DOUBLE_VALIDATION_SKIP_FAILURE));
      if (DOUBLE_VALIDATION_ENDED.has(codeOf(error)) || !question) onRestart(text);
      else setFailure(text);
    }
  };

  const switchToSms = (on: boolean, form: FormApi<DoubleValidationValues>) => {
    setBySms(on);
    setFailure(null);
    form.batch(() => {
      form.change('answer', '');
      form.resetFieldState('answer');
    });
  };

  const sendSms = async () => {
    if (sms.isPending || countdown.remaining > 0) return;
    setFailure(null);
    setSmsNotice('');
    try {
      const data = await sms.mutateAsync({ member_login_id: loginId, site_id: siteId });
      countdown.start(data.countdown);
      setSmsNotice(t('login_paths.double_validation.sms_sent', { tail: data.phone_tail }));
    } catch (error) {
      if (error instanceof ApiError && error.aborted) return;
      const code = codeOf(error);
      const text = translateFailure(describeFailure(error, DOUBLE_VALIDATION_SMS_FAILURE));
      if (SMS_ENDED.has(code)) {
        onRestart(text);
        return;
      }
      // SPEC §8 SMS 102: a code went out less than five minutes ago; the wait still starts.
      if (code === DOUBLE_VALIDATION_SMS_COUNTDOWN_STILL_STARTS) countdown.start(FORGOT_SMS_COUNTDOWN_S);
      setFailure(text);
    }
  };

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A 107 without its question (the call's description allows it): ask the platform for one first.
  const askedFirst = useRef(false);
  useEffect(() => {
    if (question || askedFirst.current) return;
    askedFirst.current = true;
    void askAnotherQuestion();
    // Once, as the view opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (values: DoubleValidationValues, form: FormApi<DoubleValidationValues>) => {
    try {
      const data = await answer.mutateAsync({
        ...client,
        member_login_id: loginId,
        answer: values.answer.trim(),
        ...(bySms ? { answer_by: 'sms' as const } : {}),
        captcha_answer: values.captcha_answer.trim(),
        captcha_token: captcha.token,
        site_id: siteId,
      });
      onSuccess(data);
      return;
    } catch (error) {
      const text = translateFailure(describeFailure(error, DOUBLE_VALIDATION_FAILURE));
      if (DOUBLE_VALIDATION_ENDED.has(codeOf(error))) {
        onRestart(text);
        return;
      }
      setFailure(text);
    }
    // SPEC §8: fields cleared and captcha reloaded after a failure.
    clearFields(form);
    void refresh();
  };

  const questionLabel = question ? t(`login_paths.double_validation.question_${question}`) : '';
  const others = Math.max(0, available - 1);

  return (
    <section aria-labelledby={titleId} data-testid="double-validation-view">
      <h3
        id={titleId}
        css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold, color: theme.colors.text }}
      >
        {t('login_paths.double_validation.title')}
      </h3>
      {/* SPEC §8 login 107: different_device, and the double validation opens. */}
      <p css={{ margin: theme.space(1.5, 0, 1), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
        {t('different_device')}
      </p>
      <p css={{ margin: theme.space(0, 0, 4), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
        {t('account_label')}:{' '}
        <strong data-testid="double-validation-account" css={{ color: theme.colors.text }}>
          {challenge.member_account}
        </strong>
      </p>

      {question ? (
        <Form<DoubleValidationValues>
          onSubmit={onSubmit}
          initialValues={EMPTY}
          validate={validate}
          render={({ handleSubmit, submitting, form }) => {
            const busy = submitting || skip.isPending;
            const smsField = {
              label: t('login_paths.double_validation.sms_code_label'),
              placeholder: t('login_paths.double_validation.sms_code_placeholder'),
            };
            return (
              <form
                noValidate
                onSubmit={(event) => void handleSubmit(event)}
                aria-labelledby={titleId}
                css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
              >
                {failure ? <ViewAlert data-testid="double-validation-error">{failure}</ViewAlert> : null}

                {bySms ? (
                  <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
                    {t('login_paths.double_validation.sms_intro')}
                  </p>
                ) : null}
                <Field<string> name="answer">
                  {({ input, meta }) => {
                    const error = meta.touched || meta.submitFailed ? translated(meta.error, t) : undefined;
                    if (bySms) {
                      return (
                        <TextField
                          {...input}
                          {...smsField}
                          type="text"
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          maxLength={SMS_CODE_DIGITS}
                          showCount={false}
                          error={error}
                          adornment={
                            <SmsButton
                              remaining={countdown.remaining}
                              sending={sms.isPending}
                              onSend={() => void sendSms()}
                            />
                          }
                        />
                      );
                    }
                    const { type, ...inputAttributes } = QUESTION_INPUT[question];
                    const common = {
                      ...input,
                      ...inputAttributes,
                      label: questionLabel,
                      placeholder: t(`login_paths.double_validation.placeholder_${question}`),
                      showCount: false,
                      spellCheck: false,
                      autoCorrect: 'off',
                      error,
                    };
                    return question === 'withdraw_password' ? (
                      <PasswordField {...common} />
                    ) : (
                      <TextField {...common} type={type} />
                    );
                  }}
                </Field>
                <p
                  role="status"
                  data-testid="double-validation-sms-notice"
                  css={{
                    margin: 0,
                    fontSize: theme.fontSizes.sm,
                    color: theme.colors.success,
                    display: bySms && smsNotice ? 'block' : 'none',
                  }}
                >
                  {bySms ? smsNotice : ''}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => switchToSms(!bySms, form)}
                  disabled={submitting}
                  css={{ alignSelf: 'flex-start', paddingInline: 0 }}
                >
                  {bySms
                    ? t('login_paths.double_validation.answer_question')
                    : t('login_paths.double_validation.forgot_sms')}
                </Button>

                <Field<string> name="captcha_answer">
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      label={t('captcha_label')}
                      placeholder={captcha.placeholder || t('captcha_placeholder')}
                      autoComplete="off"
                      autoCapitalize="none"
                      autoCorrect="off"
                      spellCheck={false}
                      error={meta.touched || meta.submitFailed ? translated(meta.error, t) : undefined}
                      adornment={captcha.adornment(busy)}
                    />
                  )}
                </Field>
                {captcha.alternative?.((answer) => form.change('captcha_answer', answer))}

                <Button
                  type="submit"
                  size="lg"
                  block
                  loading={submitting}
                  disabled={busy}
                  aria-label={submitting ? t('login_paths.double_validation.submitting') : undefined}
                  css={{ marginTop: theme.space(1) }}
                >
                  {t('login_paths.double_validation.submit')}
                </Button>

                <div
                  css={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: theme.space(2),
                  }}
                >
                  <Button variant="ghost" size="sm" onClick={onBack} disabled={submitting}>
                    {t('login_paths.back_to_login')}
                  </Button>
                  {others > 0 && !bySms ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void askAnotherQuestion(form)}
                      loading={skip.isPending}
                      disabled={busy}
                      aria-describedby={`${titleId}-others`}
                    >
                      {t('login_paths.double_validation.other_question')}
                    </Button>
                  ) : null}
                </div>
                {others > 0 && !bySms ? (
                  <p
                    id={`${titleId}-others`}
                    css={{ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, textAlign: 'right' }}
                  >
                    {t('login_paths.double_validation.others_left', { count: others })}
                  </p>
                ) : null}
              </form>
            );
          }}
        />
      ) : (
        <div css={{ display: 'grid', placeItems: 'center', padding: theme.space(6) }}>
          <Spinner size={24} label={t('login_paths.double_validation.loading_question')} />
        </div>
      )}
    </section>
  );
}

const translated = (key: unknown, t: (k: string) => string): string | undefined =>
  typeof key === 'string' && key ? t(key) : undefined;
