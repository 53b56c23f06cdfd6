import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { describeFailure } from '@site/shared/api';
import {
  REALITY_CHECK_INTERVALS,
  type LayoutMode,
  type RealityCheckInterval,
  type ResponsibleGamingState,
} from '@site/shared/contracts';
import { translateFailure, useFormatMoney, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { Button, SelectField } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { Notice } from '../../../components/notice';
import { useSetRealityCheck } from '../api/responsible-gaming';
import { hoursMinutes } from '../lib/duration';
import { realityCheckSchema, type RealityCheckValues } from '../lib/schemas';
import { SectionCard } from './section-card';

/** The reality check: this session's time and net result, and how often the game view reminds. */
export function RealityCheckForm({ state, layout }: { state: ResponsibleGamingState; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const save = useSetRealityCheck();
  const [saved, setSaved] = useState<{ ok: boolean; text: string } | null>(null);
  const rc = state.reality_check;
  const played = hoursMinutes(rc.played_seconds);
  const intervalLabel = (i: number) => (i === 0 ? t('rg.reality.off') : t('rg.reality.every', { minutes: i }));

  const onSubmit = async (values: RealityCheckValues) => {
    setSaved(null);
    const interval = Number(values.interval) as RealityCheckInterval;
    try {
      await save.mutateAsync(interval);
      setSaved({
        ok: true,
        text: interval === 0 ? t('rg.reality.saved_off') : t('rg.reality.saved', { minutes: interval }),
      });
    } catch (error) {
      setSaved({ ok: false, text: translateFailure(describeFailure(error, { fallback: 'member:load_failed' })) });
    }
  };

  return (
    <SectionCard
      id="rg-reality-heading"
      title={t('rg.reality.heading')}
      description={t('rg.reality.description')}
      data-testid="rg-reality-check"
    >
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: layout === 'mobile' ? '1fr 1fr' : 'repeat(4, minmax(0, 1fr))',
          gap: theme.space(3),
          margin: 0,
        }}
      >
        <Stat label={t('rg.reality.started')} value={formatDateTime(rc.session_started_at, undefined, 'HH:mm')} />
        <Stat label={t('rg.reality.played')} value={t('rg.reality.duration', played)} testId="rg-played" />
        <Stat label={t('rg.reality.bets')} value={formatMoney(rc.bet, state.currency)} />
        <Stat
          label={t('rg.reality.net')}
          value={formatMoney(rc.net, state.currency)}
          color={rc.net < 0 ? theme.colors.danger : rc.net > 0 ? theme.colors.success : undefined}
          testId="rg-net"
        />
      </dl>
      <Form<RealityCheckValues>
        onSubmit={onSubmit}
        initialValues={{ interval: String(rc.interval_minutes) }}
        validate={(values) => fieldErrors(realityCheckSchema, values)}
        subscription={{ submitting: true }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            noValidate
            aria-label={t('rg.reality.form_label')}
            onSubmit={(e) => void handleSubmit(e)}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space(3),
              alignItems: 'flex-end',
            }}
          >
            <div css={{ flex: layout === 'mobile' ? '1 1 100%' : '0 1 260px' }}>
              <Field<string> name="interval">
                {({ input, meta }) => (
                  <SelectField
                    id="rg-reality-interval"
                    label={t('rg.reality.interval_label')}
                    value={input.value}
                    onChange={(e) => input.onChange(e.target.value)}
                    error={meta.error && meta.touched ? t(meta.error as string) : undefined}
                    disabled={submitting}
                    options={REALITY_CHECK_INTERVALS.map((i) => ({ value: String(i), label: intervalLabel(i) }))}
                  />
                )}
              </Field>
            </div>
            <Button type="submit" loading={submitting} block={layout === 'mobile'} data-testid="rg-reality-submit">
              {t('rg.reality.submit')}
            </Button>
          </form>
        )}
      </Form>
      {saved ? (
        <Notice
          tone={saved.ok ? 'success' : 'danger'}
          role={saved.ok ? 'status' : 'alert'}
          title={saved.ok ? t('rg.saved_title') : t('rg.failed_title')}
          data-testid="rg-reality-feedback"
        >
          {saved.text}
        </Notice>
      ) : null}
    </SectionCard>
  );
}

function Stat({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  const theme = useTheme();
  return (
    <div
      css={{
        padding: theme.space(3, 4),
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      <dt css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, textTransform: 'uppercase' }}>{label}</dt>
      <dd
        data-testid={testId}
        css={{
          margin: theme.space(1, 0, 0),
          fontSize: theme.fontSizes.lg,
          fontWeight: theme.fontWeights.bold,
          fontVariantNumeric: 'tabular-nums',
          color: color ?? theme.colors.text,
        }}
      >
        {value}
      </dd>
    </div>
  );
}
