import type { Translate } from '../failure-text';

const numberIn = (data: unknown, key: string): number | null => {
  const v = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** A wrong withdraw password (withdraw 206, bind/unbind 205), with the attempts left when the platform says. */
export function wrongPasswordText(t: Translate, data: unknown): string {
  const left = numberIn(data, 'attempts_left');
  return left === null ? t('withdraw_password.wrong') : t('withdraw_password.wrong_attempts', { count: left });
}

/** Too many wrong withdraw passwords (207 of withdraw, bind and unbind): locked for the minutes left. */
export function passwordLockedText(t: Translate, data: unknown): string {
  const seconds = numberIn(data, 'retry_after_s');
  return seconds === null
    ? t('withdraw_password.locked')
    : t('withdraw_password.locked_for', { count: Math.max(1, Math.ceil(seconds / 60)) });
}
