import { useState, type FormEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { mq } from '@site/shared/theme';
import type { FailureMessage } from '@site/shared/api';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, TextField } from '@site/shared/ui';
import {
  checkRange,
  DATE_PRESETS,
  presetRange,
  todayInSiteZone,
  type DatePreset,
  type DateRange,
} from '../lib/date-range';

export interface DateRangeFilterProps {
  /** The range the list shows now. */
  range: DateRange;
  preset: DatePreset;
  /** A valid range to show (a preset, or the custom dates on Search). */
  onApply: (range: DateRange, preset: DatePreset) => void;
  /**
   * The server's word about one of the dates (HTTP 400 naming the field): an i18n key with its
   * parameters when the server named what is wrong, else its message as it came.
   */
  serverError?: { field: 'start_date' | 'end_date'; failure: FailureMessage };
  /** More filters (type, status), laid out with the dates. */
  children?: ReactNode;
  busy?: boolean;
}

/**
 * The records filter: quick ranges (today, 7 days, 30 days) that apply at once, custom dates that
 * apply on Search once they are valid (both set, start ≤ end), and the page's other filters.
 * Dates are days of the site time zone (America/Caracas).
 */
export function DateRangeFilter({ range, preset, onApply, serverError, children, busy = false }: DateRangeFilterProps) {
  const theme = useTheme();
  const t = useT('member');
  const [draft, setDraft] = useState<DateRange>(range);
  const [draftPreset, setDraftPreset] = useState<DatePreset>(preset);
  const [problem, setProblem] = useState<ReturnType<typeof checkRange>>(null);
  const today = todayInSiteZone();

  const choosePreset = (p: Exclude<DatePreset, 'custom'>) => {
    const next = presetRange(p);
    setDraft(next);
    setDraftPreset(p);
    setProblem(null);
    onApply(next, p);
  };

  const edit = (field: keyof DateRange, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setDraftPreset('custom');
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRange(draft);
    setProblem(found);
    if (!found) onApply(draft, draftPreset);
  };

  const errorFor = (field: keyof DateRange) => {
    if (problem?.field === field) return t(`records.error_${problem.problem}`);
    // The server's word is about the dates it was sent: once they are edited it no longer applies.
    if (serverError?.field === field && draft.start_date === range.start_date && draft.end_date === range.end_date) {
      return translateFailure(serverError.failure);
    }
    return undefined;
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('records.filter_label')}
      data-testid="records-filter"
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(4),
        padding: theme.space(5),
        [mq.mobile]: { padding: theme.space(4), gap: theme.space(3) },
        borderRadius: theme.radii.lg,
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.md,
      }}
    >
      <div
        role="group"
        aria-label={t('records.range_label')}
        css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}
      >
        {DATE_PRESETS.map((p) => {
          const active = draftPreset === p;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              data-testid={`records-preset-${p}`}
              onClick={() => choosePreset(p)}
              css={{
                padding: theme.space(2, 4),
                borderRadius: theme.radii.pill,
                border: `1px solid ${active ? 'transparent' : theme.colors.border}`,
                background: active ? theme.gradients.primary : theme.colors.surfaceSunken,
                color: active ? theme.colors.onPrimary : theme.colors.text,
                font: 'inherit',
                fontSize: theme.fontSizes.sm,
                fontWeight: active ? theme.fontWeights.bold : theme.fontWeights.medium,
                cursor: 'pointer',
                boxShadow: active ? theme.shadows.glow : undefined,
                transition: `background ${theme.motion.normal}, color ${theme.motion.normal}`,
                '&:hover': active ? {} : { color: theme.colors.primaryHover, borderColor: theme.colors.borderStrong },
                '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
              }}
            >
              {t(`records.preset.${p}`)}
            </button>
          );
        })}
        {/* Typing dates is the custom range: said once it is chosen, not offered as a button. */}
        {draftPreset === 'custom' ? (
          <span
            data-testid="records-preset-custom"
            data-active="true"
            css={{
              alignSelf: 'center',
              padding: theme.space(2, 3),
              borderRadius: theme.radii.pill,
              border: `1px dashed ${theme.colors.borderStrong}`,
              fontSize: theme.fontSizes.sm,
              color: theme.colors.primary,
              fontWeight: theme.fontWeights.medium,
            }}
          >
            {t('records.preset.custom')}
          </span>
        ) : null}
      </div>

      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          gap: theme.space(3),
          alignItems: 'start',
        }}
      >
        <TextField
          type="date"
          name="start_date"
          label={t('records.start_date')}
          value={draft.start_date}
          max={today}
          onChange={(e) => edit('start_date', e.target.value)}
          error={errorFor('start_date')}
          data-testid="records-start-date"
          css={{ colorScheme: theme.mode }}
        />
        <TextField
          type="date"
          name="end_date"
          label={t('records.end_date')}
          value={draft.end_date}
          max={today}
          onChange={(e) => edit('end_date', e.target.value)}
          error={errorFor('end_date')}
          data-testid="records-end-date"
          css={{ colorScheme: theme.mode }}
        />
        {children}
      </div>
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          loading={busy}
          data-testid="records-search"
          css={{ minWidth: 140, [mq.mobile]: { width: '100%' } }}
        >
          {t('records.search')}
        </Button>
      </div>
    </form>
  );
}
