import { useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Link } from '@site/shared/router';
import { useT } from '@site/shared/i18n';
import { Button, TextField } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { useApply } from '../../../api/agent-api';
import { agentFailureText, applyCodes } from '../../../lib/agent-failure';
import { PROXY_PAGE_PARAM } from '../../../config/proxy-pages';
import { applySchema, emptyApplyValues, type ApplyValues } from '../lib/apply-schema';

const MESSAGE_MAX = 500;

/** The application to become an agent: how to reach the member, a few words, the Agreement accepted. */
export function ApplyForm() {
  const theme = useTheme();
  const t = useT('proxy');
  const apply = useApply();

  const onSubmit = async (values: ApplyValues) => {
    try {
      await apply.mutateAsync({ contact: values.contact.trim(), message: values.message.trim(), agree: 1 });
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: agentFailureText(error, applyCodes, t) };
    }
  };

  return (
    <Form<ApplyValues>
      onSubmit={onSubmit}
      initialValues={emptyApplyValues}
      validate={(values) => fieldErrors(applySchema, values)}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          aria-label={t('apply.form_label')}
          data-testid="apply-form"
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), marginTop: theme.space(4) }}
        >
          <Field<string> name="contact">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('apply.contact')}
                hint={t('apply.contact_hint')}
                maxLength={100}
                autoComplete="tel"
                disabled={submitting}
                error={meta.touched || meta.submitFailed ? (meta.error ? t(String(meta.error)) : undefined) : undefined}
              />
            )}
          </Field>
          <Field<string> name="message">
            {({ input, meta }) => {
              const error = meta.touched && meta.error ? t(String(meta.error), { max: MESSAGE_MAX }) : undefined;
              return (
                <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
                  <label
                    htmlFor="apply-message"
                    css={{
                      fontSize: theme.fontSizes.sm,
                      fontWeight: theme.fontWeights.medium,
                      color: theme.colors.textMuted,
                    }}
                  >
                    {t('apply.message')}
                  </label>
                  <textarea
                    {...input}
                    id="apply-message"
                    rows={4}
                    disabled={submitting}
                    aria-invalid={error ? true : undefined}
                    aria-describedby="apply-message-hint"
                    css={{
                      padding: theme.space(3),
                      borderRadius: theme.radii.md,
                      border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
                      background: theme.colors.surfaceSunken,
                      color: theme.colors.text,
                      font: 'inherit',
                      resize: 'vertical',
                      '&:focus-visible': {
                        outline: 'none',
                        borderColor: theme.colors.primary,
                        boxShadow: `0 0 0 3px ${theme.colors.focusRing}`,
                      },
                    }}
                  />
                  <span
                    id="apply-message-hint"
                    role={error ? 'alert' : undefined}
                    css={{ fontSize: theme.fontSizes.sm, color: error ? theme.colors.danger : theme.colors.textMuted }}
                  >
                    {error ?? t('apply.message_hint', { count: values.message?.length ?? 0, max: MESSAGE_MAX })}
                  </span>
                </div>
              );
            }}
          </Field>
          <Field<boolean> name="agree" type="checkbox">
            {({ input, meta }) => {
              const error =
                (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
              return (
                <div>
                  <label
                    css={{
                      display: 'flex',
                      alignItems: 'flex-start',
                      gap: theme.space(2),
                      cursor: 'pointer',
                      color: theme.colors.text,
                    }}
                  >
                    <input
                      type="checkbox"
                      name={input.name}
                      checked={Boolean(input.checked)}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      data-testid="apply-agree"
                      disabled={submitting}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? 'apply-agree-error' : undefined}
                      css={{ width: 20, height: 20, marginTop: 2, accentColor: theme.colors.primary, flex: 'none' }}
                    />
                    <span>
                      {t('apply.agree')}{' '}
                      <Link to={{ search: `?${PROXY_PAGE_PARAM}=Agreement` }} css={{ color: theme.colors.primary }}>
                        {t('apply.agree_link')}
                      </Link>
                    </span>
                  </label>
                  {error ? (
                    <span
                      id="apply-agree-error"
                      role="alert"
                      css={{ display: 'block', marginTop: 6, fontSize: theme.fontSizes.sm, color: theme.colors.danger }}
                    >
                      {t(error)}
                    </span>
                  ) : null}
                </div>
              );
            }}
          </Field>
          {submitError ? (
            <p
              role="alert"
              data-testid="apply-error"
              css={{
                margin: 0,
                padding: theme.space(3, 4),
                borderRadius: theme.radii.md,
                border: `1px solid ${theme.colors.danger}`,
                color: theme.colors.danger,
              }}
            >
              {String(submitError)}
            </p>
          ) : null}
          <div>
            <Button type="submit" size="lg" loading={submitting} data-testid="apply-submit">
              {t('apply.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
