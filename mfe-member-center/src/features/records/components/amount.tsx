import { useTheme } from '@emotion/react';
import { useFormatMoney } from '@site/shared/i18n';

/** An amount as the API gives it (major units) in the member's currency, in the page language; `signed` colours and signs it. */
export function Amount({
  value,
  currency,
  signed = false,
  muted = false,
}: {
  value: number;
  currency: string;
  signed?: boolean;
  muted?: boolean;
}) {
  const theme = useTheme();
  const formatMoney = useFormatMoney();
  const color = muted
    ? theme.colors.textMuted
    : signed
      ? value > 0
        ? theme.colors.success
        : value < 0
          ? theme.colors.danger
          : theme.colors.text
      : theme.colors.text;
  return (
    <span
      data-testid="record-amount"
      css={{
        color,
        fontWeight: muted ? theme.fontWeights.regular : theme.fontWeights.bold,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {signed && value > 0 ? '+' : ''}
      {formatMoney(value, currency)}
    </span>
  );
}
