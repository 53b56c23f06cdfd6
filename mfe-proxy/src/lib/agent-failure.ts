import { ApiError, describeFailure } from '@site/shared/api';
import { agentCalls } from '@site/shared/contracts';
import { translateFailure } from '@site/shared/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type CodeTable = Readonly<Record<string, { key?: string } | undefined>>;

/** The proxy key of a contract code ("proxy.err_not_agent" → "err_not_agent"). */
const ownKey = (key: string) => key.replace(/^proxy\./, '');

/**
 * A refused agent call in the page language: the contract's key for its code (proxy.err_*), with
 * the figures the platform sent (attempts left, minutes of a lock, what is left today); else the
 * shared wording of the failure (network, server, a field the platform named).
 */
export function agentFailureText(
  error: unknown,
  codes: CodeTable,
  t: Translate,
  extra: { money?: (amount: number) => string; params?: Record<string, unknown> } = {},
): string {
  if (error instanceof ApiError && error.type === 'business') {
    const entry = error.code ? codes[error.code] : undefined;
    if (entry?.key) {
      const data = (error.data ?? {}) as Record<string, unknown>;
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
      const attempts = num(data.attempts_left);
      const retry = num(data.retry_after_s);
      const left = num(data.left);
      const key = ownKey(entry.key);
      if (key === 'err_withdraw_password' && attempts !== null)
        return t('err_withdraw_password_left', { count: attempts });
      if (key === 'err_withdraw_locked' && retry !== null) {
        return t('err_withdraw_locked_for', { minutes: Math.max(1, Math.ceil(retry / 60)) });
      }
      if (key === 'err_transfer_daily' && left !== null && extra.money) {
        return t('err_transfer_daily_left', { left: extra.money(left) });
      }
      return t(key, extra.params);
    }
  }
  if (error instanceof ApiError && error.status === 409) return t('err_conflict');
  return translateFailure(describeFailure(error, { fallback: 'proxy:load_failed' }));
}

/** 101 on a ProxyCenter call: the member is no longer an active agent (SPEC §6). */
export const isNotAgent = (error: unknown) =>
  error instanceof ApiError && error.type === 'business' && error.code === '101';

export const transferCodes: CodeTable = agentCalls.transfer.codes;
export const applyCodes: CodeTable = agentCalls.apply.codes;
