import { useState, type FormEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Button, TextField } from '@site/shared/ui';
import { checkRange, todayInSiteZone, type DateRange } from '../lib/dates';

/**
 * Dates of the site time zone (America/Caracas) and the page's other filters; a valid range applies
 * on Search. `maxMonths` limits a range by months instead of days (a report by month).
 */
export function RangeFilter({
  range,
  onApply,
  maxMonths,
  children,
  busy = false,
}: {
  range: DateRange;
  onApply: (range: DateRange) => void;
  maxMonths?: number;
  children?: ReactNode;
  busy?: boolean;
}) {
  const theme = useTheme();
  const t = useT('proxy');
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<ReturnType<typeof checkRange>>(null);
  const [shown, setShown] = useState(range);
  // A new range from outside (another grouping) replaces what was typed.
  if (shown.start_date !== range.start_date || shown.end_date !== range.end_date) {
    setShown(range);
    setDraft(range);
    setProblem(null);
  }
  const today = todayInSiteZone();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkRange(draft, maxMonths);
    setProblem(found);
    if (!found) onApply(draft);
  };
  const errorOf = (field: keyof DateRange) =>
    problem?.field === field
      ? t(`range.${problem.problem === 'range_too_long' && maxMonths ? 'range_too_long_months' : problem.problem}`, {
          days: 92,
          months: maxMonths ?? 12,
        })
      : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('range.label')}
      data-testid="range-filter"
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
        alignItems: 'end',
        gap: theme.space(3),
        [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <TextField
        type="date"
        name="start_date"
        label={t('range.start')}
        value={draft.start_date}
        max={today}
        onChange={(e) => setDraft((d) => ({ ...d, start_date: e.target.value }))}
        error={errorOf('start_date')}
        css={{ colorScheme: theme.mode }}
      />
      <TextField
        type="date"
        name="end_date"
        label={t('range.end')}
        value={draft.end_date}
        max={today}
        onChange={(e) => setDraft((d) => ({ ...d, end_date: e.target.value }))}
        error={errorOf('end_date')}
        css={{ colorScheme: theme.mode }}
      />
      {children}
      <Button type="submit" loading={busy} data-testid="range-search" css={{ [mq.mobile]: { gridColumn: '1 / -1' } }}>
        {t('search')}
      </Button>
    </form>
  );
}
