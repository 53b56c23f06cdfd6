import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FieldState } from 'final-form';
import { Field, Form } from 'react-final-form';
import { ApiError, describeFailure } from '@site/shared/api';
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type DepositLimitState,
  type LayoutMode,
  type ResponsibleGamingState,
} from '@site/shared/contracts';
import { translateFailure, useFormatMoney, useT } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import { Button, SelectField } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { AmountField } from '../../../components/amount-field';
import { Notice, type NoticeTone } from '../../../components/notice';
import { StatusPill } from '../../../components/status-pill';
import { parseAmount } from '../../../lib/payments/amount';
import { useSetDepositLimit } from '../api/responsible-gaming';
import { limitSchema, type LimitValues } from '../lib/schemas';
import { SectionCard } from './section-card';

type Meta = Pick<FieldState<unknown>, 'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>;
interface Feedback {
  tone: NoticeTone;
  title: string;
  text: string;
}

/**
 * The deposit limits: what is in force for each Caracas day, week and month, what was used and
 * what remains, a raise or removal still waiting its 24 hours; and the form to change one.
 */
export function DepositLimits({ state, layout }: { state: ResponsibleGamingState; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const currency = state.currency;
  const money = (v: number | null) => (v === null ? t('rg.limit.none') : formatMoney(v, currency));
  const setLimit = useSetDepositLimit();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const failureOf = (error: unknown): Feedback => {
    if (error instanceof ApiError && error.code === '101') {
      const until = (error.data as { until?: string } | null)?.until ?? '';
      return {
        tone: 'warning',
        title: t('rg.limit.refused_title'),
        text: t('rg.code.cooling_off', { time: formatDateTime(until) }),
      };
    }
    return {
      tone: 'danger',
      title: t('rg.limit.refused_title'),
      text: translateFailure(describeFailure(error, { fallback: 'member:load_failed' })),
    };
  };

  const apply = async (period: DepositLimitPeriod, limit: number | null): Promise<Feedback> => {
    const answer = await setLimit.mutateAsync({ period, limit });
    const periodName = t(`rg.period_word.${period}`);
    if (answer.change === 'pending') {
      const pending = answer.state?.deposit_limits.find((l) => l.period === period)?.pending;
      return {
        tone: 'info',
        title: t('rg.limit.pending_title'),
        text: t(limit === null ? 'rg.limit.pending_removal' : 'rg.limit.pending_text', {
          period: periodName,
          limit: money(limit),
          time: formatDateTime(pending?.effective_at ?? ''),
        }),
      };
    }
    if (answer.change === 'unchanged') {
      return { tone: 'info', title: t('rg.limit.unchanged_title'), text: t('rg.limit.unchanged_text') };
    }
    return {
      tone: 'success',
      title: t('rg.limit.applied_title'),
      text: t('rg.limit.applied_text', { period: periodName, limit: money(limit) }),
    };
  };

  const remove = async (period: DepositLimitPeriod) => {
    setFeedback(null);
    try {
      setFeedback(await apply(period, null));
    } catch (error) {
      setFeedback(failureOf(error));
    }
  };

  const onSubmit = async (values: LimitValues) => {
    setFeedback(null);
    const period = values.period as DepositLimitPeriod;
    try {
      setFeedback(await apply(period, parseAmount(values.amount, currency)));
      return undefined;
    } catch (error) {
      const failure = failureOf(error);
      if (error instanceof ApiError && error.field === 'limit') return { amount: failure.text };
      setFeedback(failure);
      return { [FORM_ERROR]: failure.text };
    }
  };

  const errorOf = (meta: Meta): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return t(meta.error);
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };

  return (
    <SectionCard
      id="rg-limits-heading"
      title={t('rg.limit.heading')}
      description={t('rg.limit.description')}
      data-testid="rg-deposit-limits"
    >
      <LimitList
        limits={state.deposit_limits}
        layout={layout}
        money={money}
        onRemove={(p) => void remove(p)}
        busy={setLimit.isPending}
      />
      <Form<LimitValues>
        onSubmit={onSubmit}
        initialValues={{ period: 'day', amount: '' }}
        validate={(values) => fieldErrors(limitSchema(currency), values)}
        subscription={{ submitting: true }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            noValidate
            aria-label={t('rg.limit.form_label')}
            data-testid="rg-limit-form"
            onSubmit={(e) => void handleSubmit(e)}
            css={{
              display: 'grid',
              gap: theme.space(4),
              gridTemplateColumns: layout === 'mobile' ? '1fr' : 'minmax(160px, 220px) minmax(0, 1fr)',
              alignItems: 'start',
            }}
          >
            <Field<string> name="period">
              {({ input, meta }) => (
                <SelectField
                  id="rg-limit-period"
                  label={t('rg.limit.period_label')}
                  value={input.value}
                  onChange={(e) => input.onChange(e.target.value)}
                  onBlur={input.onBlur}
                  error={errorOf(meta)}
                  disabled={submitting}
                  options={DEPOSIT_LIMIT_PERIODS.map((p) => ({ value: p, label: t(`rg.period.${p}`) }))}
                />
              )}
            </Field>
            <Field<string> name="amount">
              {({ input, meta }) => (
                <AmountField
                  id="rg-limit-amount"
                  label={t('rg.limit.amount_label')}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  currency={currency}
                  quick={[]}
                  error={errorOf(meta)}
                  hint={t('rg.limit.amount_hint')}
                  disabled={submitting}
                />
              )}
            </Field>
            <div css={{ gridColumn: '1 / -1' }}>
              <Button type="submit" loading={submitting} block={layout === 'mobile'} data-testid="rg-limit-submit">
                {t('rg.limit.submit')}
              </Button>
            </div>
          </form>
        )}
      </Form>
      {feedback ? (
        <Notice
          tone={feedback.tone}
          role={feedback.tone === 'danger' || feedback.tone === 'warning' ? 'alert' : 'status'}
          title={feedback.title}
          data-testid="rg-limit-feedback"
        >
          {feedback.text}
        </Notice>
      ) : null}
    </SectionCard>
  );
}

function LimitList({
  limits,
  layout,
  money,
  onRemove,
  busy,
}: {
  limits: DepositLimitState[];
  layout: LayoutMode;
  money: (v: number | null) => string;
  onRemove: (period: DepositLimitPeriod) => void;
  busy: boolean;
}) {
  const theme = useTheme();
  const t = useT('member');
  const pendingText = (l: DepositLimitState) =>
    l.pending
      ? t(l.pending.limit === null ? 'rg.limit.pending_cell_removal' : 'rg.limit.pending_cell', {
          limit: money(l.pending.limit),
          time: formatDateTime(l.pending.effective_at),
        })
      : '—';
  const status = (l: DepositLimitState) =>
    l.limit === null ? (
      <StatusPill color={theme.colors.textMuted} status="none" label={t('rg.limit.status_none')} />
    ) : l.remaining === 0 ? (
      <StatusPill color={theme.colors.danger} status="reached" label={t('rg.limit.status_reached')} />
    ) : (
      <StatusPill color={theme.colors.success} status="active" label={t('rg.limit.status_active')} />
    );
  const removeButton = (l: DepositLimitState) =>
    l.limit !== null && !(l.pending && l.pending.limit === null) ? (
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => onRemove(l.period)}
        aria-label={t('rg.limit.remove_label', { period: t(`rg.period.${l.period}`) })}
        data-testid="rg-limit-remove"
      >
        {t('rg.limit.remove')}
      </Button>
    ) : null;

  if (layout === 'mobile') {
    return (
      <ul
        aria-label={t('rg.limit.list_label')}
        data-testid="rg-limits"
        data-variant="cards"
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), margin: 0, padding: 0 }}
      >
        {limits.map((l) => (
          <li
            key={l.period}
            data-testid="rg-limit"
            data-period={l.period}
            css={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              gap: theme.space(2),
              padding: theme.space(4),
              borderRadius: theme.radii.md,
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
            }}
          >
            <strong>{t(`rg.period.${l.period}`)}</strong>
            <span css={{ justifySelf: 'end' }}>{status(l)}</span>
            <CardRow label={t('rg.col.limit')} value={money(l.limit)} />
            <CardRow label={t('rg.col.used')} value={money(l.used)} />
            <CardRow label={t('rg.col.remaining')} value={l.remaining === null ? '—' : money(l.remaining)} />
            <CardRow label={t('rg.col.resets')} value={formatDateTime(l.period_end)} />
            {l.pending ? <CardRow label={t('rg.col.pending')} value={pendingText(l)} /> : null}
            {removeButton(l) ? <div css={{ gridColumn: '1 / -1', justifySelf: 'end' }}>{removeButton(l)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }

  const th = {
    padding: theme.space(3, 3.5),
    textAlign: 'left' as const,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase' as const,
    color: theme.colors.textMuted,
    background: theme.colors.surfaceRaised,
    borderBottom: `1px solid ${theme.colors.borderStrong}`,
  };
  const td = { padding: theme.space(3, 3.5), verticalAlign: 'middle' as const };
  const num = { ...td, fontVariantNumeric: 'tabular-nums' as const, whiteSpace: 'nowrap' as const };
  return (
    <div
      css={{
        overflowX: 'auto',
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      }}
    >
      <table
        aria-label={t('rg.limit.list_label')}
        data-testid="rg-limits"
        data-variant="table"
        css={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.fontSizes.sm }}
      >
        <thead>
          <tr>
            {(['period', 'limit', 'used', 'remaining', 'pending', 'resets'] as const).map((c) => (
              <th key={c} scope="col" css={th}>
                {t(`rg.col.${c}`)}
              </th>
            ))}
            <th scope="col" css={{ ...th, textAlign: 'right' }}>
              {t('rg.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {limits.map((l) => (
            <tr
              key={l.period}
              data-testid="rg-limit"
              data-period={l.period}
              css={{
                '&:not(:last-of-type) td, &:not(:last-of-type) th': {
                  borderBottom: `1px solid ${theme.colors.border}`,
                },
              }}
            >
              <th scope="row" css={{ ...td, textAlign: 'left', fontWeight: theme.fontWeights.bold }}>
                <div css={{ display: 'flex', flexDirection: 'column', gap: 6, alignItems: 'flex-start' }}>
                  {t(`rg.period.${l.period}`)}
                  {status(l)}
                </div>
              </th>
              <td css={num} data-testid="rg-limit-value">
                {money(l.limit)}
              </td>
              <td css={num}>{money(l.used)}</td>
              <td css={num} data-testid="rg-limit-remaining">
                {l.remaining === null ? '—' : money(l.remaining)}
              </td>
              <td css={{ ...td, color: l.pending ? theme.colors.warning : theme.colors.textMuted }}>
                {pendingText(l)}
              </td>
              <td css={{ ...num, color: theme.colors.textMuted }}>{formatDateTime(l.period_end)}</td>
              <td css={{ ...td, textAlign: 'right' }}>{removeButton(l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardRow({ label, value }: { label: string; value: string }) {
  const theme = useTheme();
  return (
    <>
      <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{label}</span>
      <span css={{ justifySelf: 'end', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</span>
    </>
  );
}
