import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FormatMoneyOptions } from '@site/shared/money';
import { i18n as sharedI18n } from './i18n';

/** formatMoney without its `locale` option, which is the page language. */
export type FormatMoney = (
  amount: Parameters<typeof formatMoney>[0],
  currency: Parameters<typeof formatMoney>[1],
  options?: Omit<FormatMoneyOptions, 'locale'>,
) => string;

/**
 * `formatMoney` in the page language (vi_VN → '1.234.567 ₫', en_US → '₫1,234,567'), re-rendering
 * when the language changes. Every amount a page shows goes through it. (`formatMoney` itself stays
 * free of React and i18next: the server formats amounts with it too.)
 */
export function useFormatMoney(): FormatMoney {
  const { i18n } = useTranslation('common', { i18n: sharedI18n });
  const language = i18n.language;
  return useCallback<FormatMoney>(
    (amount, currency, options) => formatMoney(amount, currency, { locale: language, ...options }),
    [language],
  );
}
