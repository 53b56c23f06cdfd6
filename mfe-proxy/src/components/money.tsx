import { useCallback } from 'react';
import { useTheme } from '@emotion/react';
import { useFormatMoney } from '@site/shared/i18n';

/** Amounts of one currency in the page language (SPEC §9 symbols). */
export function useMoney(currency: string) {
  const formatMoney = useFormatMoney();
  return useCallback((amount: number) => formatMoney(amount, currency), [formatMoney, currency]);
}

/** An amount; `signed` colours a gain green and a loss red (net result: the downline's loss is the house's gain). */
export function Money({ value, currency, signed = false }: { value: number; currency: string; signed?: boolean }) {
  const theme = useTheme();
  const money = useMoney(currency);
  const color = !signed || value === 0 ? undefined : value > 0 ? theme.colors.success : theme.colors.danger;
  return <span css={{ color, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{money(value)}</span>;
}
