import { ApiError, describeFailure } from '@site/shared/api';
import { BIND_ACCOUNT_ROUTE, MAX_PENDING_DEPOSITS } from '@site/shared/constants';
import { translateFailure } from '@site/shared/i18n';
import { formatDateTime } from '@site/shared/time';
import type { Translate } from '../../../lib/failure-text';

/** The deposit form's fields a refusal can name. */
export type DepositField = 'channel_id' | 'amount' | 'bank_account_id';

export interface DepositFailure {
  /** The field it is shown at; none: above the submit button. */
  field?: DepositField;
  text: string;
  /** Code 203: where the platform sends the member (/user/BindAccount). */
  redirect?: string;
}

type Money = (amount: number) => string;
const numberOr = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * A refused deposit in the page language: each code of POST /arks/web/deposit (201–207) has its
 * own text at the field it concerns; an HTTP 400 naming a field (amount with too many decimals) is
 * shown there; the rest (network, timeout, 409) as `describeFailure` words it.
 */
export function depositFailure(
  error: unknown,
  t: Translate,
  money: Money,
  limits: { min: number; max: number } | null,
): DepositFailure {
  if (error instanceof ApiError && error.type === 'business') {
    const data = (error.data ?? {}) as Record<string, unknown>;
    switch (error.code) {
      case '201':
        return { field: 'channel_id', text: t('deposit.code.201') };
      case '202':
        return {
          field: 'amount',
          text: t('deposit.code.202', {
            min: money(numberOr(data.min, limits?.min ?? 0)),
            max: money(numberOr(data.max, limits?.max ?? 0)),
          }),
        };
      case '203':
        return {
          text: t('deposit.code.203'),
          redirect: typeof data.redirect === 'string' && data.redirect ? data.redirect : BIND_ACCOUNT_ROUTE,
        };
      case '204':
        return { field: 'bank_account_id', text: t('deposit.code.204') };
      case '205':
        return { text: t('deposit.code.205', { max: numberOr(data.max, MAX_PENDING_DEPOSITS) }) };
      // Responsible-gaming deposit limit: what is left in the tightest period and when it resets.
      case '206':
        return {
          field: 'amount',
          text: t('deposit.code.206', {
            period: t(`rg.period_word.${typeof data.limit_period === 'string' ? data.limit_period : 'day'}`),
            remaining: money(numberOr(data.remaining, 0)),
            time: typeof data.resets_at === 'string' ? formatDateTime(data.resets_at) : '',
          }),
        };
      case '207':
        return {
          text: t('deposit.code.207', { time: typeof data.ends_at === 'string' ? formatDateTime(data.ends_at) : '' }),
        };
      default:
        break;
    }
  }
  if (error instanceof ApiError && error.status === 409) return { text: t('deposit.code.409') };
  const text = translateFailure(describeFailure(error, { fallback: 'member:load_failed' }));
  if (error instanceof ApiError && error.field === 'amount') return { field: 'amount', text };
  return { text };
}
