import { useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { ApiError, describeFailure } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  RG_BLOCK_CODE_MESSAGE,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type LayoutMode,
  type RgBlockKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { Button, PasswordField, toast, SelectField } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { Notice } from '../../../components/notice';
import { useStartBlock } from '../api/responsible-gaming';
import { blockSchema, type BlockValues } from '../lib/schemas';
import { SectionCard } from './section-card';

const PERIODS: Record<RgBlockKind, readonly string[]> = {
  time_out: TIME_OUT_PERIODS,
  self_exclusion: SELF_EXCLUSION_PERIODS,
};

/**
 * A time-out or a self-exclusion: the period, the password and a confirmation that it cannot be
 * ended early. On success the platform has ended every session: the member is logged out here too.
 */
export function BlockForm({ kind, layout }: { kind: RgBlockKind; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const start = useStartBlock();
  const periods = PERIODS[kind];
  const prefix = kind === 'time_out' ? 'rg.time_out' : 'rg.exclusion';

  const onSubmit = async (values: BlockValues) => {
    try {
      const block =
        kind === 'time_out'
          ? await start.mutateAsync({ kind, period: values.period as TimeOutPeriod, password: values.password })
          : await start.mutateAsync({ kind, period: values.period as SelfExclusionPeriod, password: values.password });
      toast('info', `member:${prefix}.done`, { params: { time: formatDateTime(block.ends_at) } });
      // The platform already ended the session: the shell only forgets it (no logout call to make).
      bus.emit('session:logout-requested', { reason: 'unauthorized' });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.code === '101') return { password: t('rg.code.wrong_password') };
      const text = translateFailure(
        describeFailure(error, {
          codes: Object.fromEntries(Object.entries(RG_BLOCK_CODE_MESSAGE).map(([c, k]) => [c, `member:${k}`])),
          fallback: 'member:load_failed',
        }),
      );
      return { [FORM_ERROR]: text };
    }
  };

  return (
    <SectionCard
      id={`rg-${kind}-heading`}
      title={t(`${prefix}.heading`)}
      description={t(`${prefix}.description`)}
      tone="danger"
      data-testid={`rg-${kind}`}
    >
      <Form<BlockValues>
        onSubmit={onSubmit}
        initialValues={{ period: periods[0], password: '', confirm: false }}
        validate={(values) => fieldErrors(blockSchema(periods), values)}
        subscription={{ submitting: true, submitError: true }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form
            noValidate
            aria-label={t(`${prefix}.form_label`)}
            onSubmit={(e) => void handleSubmit(e)}
            css={{
              display: 'grid',
              gap: theme.space(4),
              gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(2, minmax(0, 1fr))',
              alignItems: 'start',
            }}
          >
            <Field<string> name="period">
              {({ input }) => (
                <SelectField
                  id={`rg-${kind}-period`}
                  label={t(`${prefix}.period_label`)}
                  value={input.value}
                  onChange={(e) => input.onChange(e.target.value)}
                  disabled={submitting}
                  options={periods.map((p) => ({ value: p, label: t(`rg.duration.${p}`) }))}
                />
              )}
            </Field>
            <Field<string> name="password">
              {({ input, meta }) => (
                <PasswordField
                  id={`rg-${kind}-password`}
                  label={t('rg.password_label')}
                  autoComplete="current-password"
                  value={input.value}
                  onChange={(e) => input.onChange(e.target.value)}
                  onBlur={input.onBlur}
                  disabled={submitting}
                  error={
                    (meta.touched || meta.submitFailed) && meta.error
                      ? t(meta.error as string)
                      : !meta.dirtySinceLastSubmit && meta.submitError
                        ? (meta.submitError as string)
                        : undefined
                  }
                />
              )}
            </Field>
            <Field<boolean> name="confirm" type="checkbox">
              {({ input, meta }) => {
                const error = (meta.touched || meta.submitFailed) && meta.error ? t(meta.error as string) : undefined;
                return (
                  <div css={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 6 }}>
                    <label
                      css={{
                        display: 'flex',
                        gap: theme.space(2.5),
                        alignItems: 'flex-start',
                        cursor: 'pointer',
                        fontSize: theme.fontSizes.sm,
                        lineHeight: 1.5,
                      }}
                    >
                      <input
                        type="checkbox"
                        checked={input.checked}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        disabled={submitting}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `rg-${kind}-confirm-error` : undefined}
                        css={{ width: 18, height: 18, marginTop: 2, accentColor: theme.colors.danger, flex: 'none' }}
                      />
                      <span>{t(`${prefix}.confirm`)}</span>
                    </label>
                    {error ? (
                      <span
                        id={`rg-${kind}-confirm-error`}
                        role="alert"
                        css={{ color: theme.colors.danger, fontSize: theme.fontSizes.sm }}
                      >
                        {error}
                      </span>
                    ) : null}
                  </div>
                );
              }}
            </Field>
            {submitError ? (
              <div css={{ gridColumn: '1 / -1' }}>
                <Notice tone="danger" role="alert" title={t('rg.failed_title')}>
                  {submitError as string}
                </Notice>
              </div>
            ) : null}
            <div css={{ gridColumn: '1 / -1' }}>
              <Button
                type="submit"
                variant="danger"
                loading={submitting}
                block={layout === 'mobile'}
                data-testid={`rg-${kind}-submit`}
              >
                {t(`${prefix}.submit`)}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </SectionCard>
  );
}
