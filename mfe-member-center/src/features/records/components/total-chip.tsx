import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';

/** "12 records" beside a records page's title: the server's total for the filter. */
export function TotalChip({ count }: { count: number }) {
  const theme = useTheme();
  const t = useT('member');
  return (
    <span
      data-testid="records-total"
      data-count={count}
      css={{
        padding: theme.space(1, 3),
        borderRadius: theme.radii.pill,
        fontSize: theme.fontSizes.sm,
        color: theme.colors.textMuted,
        background: theme.colors.surfaceSunken,
        border: `1px solid ${theme.colors.border}`,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {t('records.total', { count })}
    </span>
  );
}
