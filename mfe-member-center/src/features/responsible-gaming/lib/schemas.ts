import * as yup from 'yup';
import { DEPOSIT_LIMIT_MAX, DEPOSIT_LIMIT_PERIODS, REALITY_CHECK_INTERVALS } from '@site/shared/contracts';
import { minorDigits } from '@site/shared/money';
import { normaliseAmount, parseAmount } from '../../../lib/payments/amount';

export interface LimitValues {
  period: string;
  amount: string;
}

export interface RealityCheckValues {
  interval: string;
}

export interface BlockValues {
  period: string;
  password: string;
  confirm: boolean;
}

/** i18n keys of `member` (rg.error.*, amount.*). */
export function limitSchema(currency: string) {
  return yup.object({
    period: yup
      .string()
      .oneOf([...DEPOSIT_LIMIT_PERIODS], 'rg.error.period')
      .required('rg.error.period'),
    amount: yup
      .string()
      .trim()
      .required('amount.required')
      .test('number', 'amount.invalid', (v) => (parseAmount(v, currency) ?? 0) > 0)
      .test(
        'decimals',
        'amount.decimals',
        (v) => (normaliseAmount(v, currency).split('.')[1]?.length ?? 0) <= minorDigits(currency),
      )
      .test('max', 'rg.error.limit_max', (v) => (parseAmount(v, currency) ?? 0) <= DEPOSIT_LIMIT_MAX),
  });
}

export const realityCheckSchema = yup.object({
  interval: yup
    .string()
    .oneOf(
      REALITY_CHECK_INTERVALS.map((i) => String(i)),
      'rg.error.interval',
    )
    .required('rg.error.interval'),
});

export function blockSchema(periods: readonly string[]) {
  return yup.object({
    period: yup
      .string()
      .oneOf([...periods], 'rg.error.block_period')
      .required('rg.error.block_period'),
    password: yup.string().required('rg.error.password_required'),
    confirm: yup.boolean().oneOf([true], 'rg.error.confirm_required').required('rg.error.confirm_required'),
  });
}
