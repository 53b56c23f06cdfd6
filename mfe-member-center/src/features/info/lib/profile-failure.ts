import { ApiError, describeFailure } from '@site/shared/api';
import { PROFILE_EDIT_CODE_FIELD, WITHDRAW_PASSWORD_CODE_FIELD } from '@site/shared/contracts';
import { translateFailure } from '@site/shared/i18n';
import type { Translate } from '../../../lib/failure-text';
import { passwordLockedText, wrongPasswordText } from '../../../lib/payments/withdraw-password-texts';

/** A refused form: the field the message belongs under (none: the form's alert) and the text. */
export interface FormFailure {
  field?: string;
  text: string;
}

const other = (error: unknown): FormFailure => ({
  text: translateFailure(describeFailure(error, { fallback: 'member:load_failed' })),
});

/**
 * A refused profile edit in the page language: each code of the call under its field
 * (`profile.code.<code>`), an HTTP 400 naming a SPEC §5 rule under that rule's field.
 */
export function profileEditFailure(error: unknown, t: Translate, shown: readonly string[]): FormFailure {
  if (!(error instanceof ApiError)) return other(error);
  const field = PROFILE_EDIT_CODE_FIELD[error.code];
  if (field) {
    const text = t(`profile.code.${error.code}`);
    return field !== 'toast' && shown.includes(field) ? { field, text } : { text };
  }
  const data = (error.data ?? {}) as { field?: unknown; key?: unknown };
  if (error.code === '400' && typeof data.field === 'string' && typeof data.key === 'string') {
    const text = t(data.key);
    return shown.includes(data.field) ? { field: data.field, text } : { text };
  }
  return other(error);
}

/** A refused password change (101–104), under the field it is about. */
export function passwordFailure(error: unknown, t: Translate): FormFailure {
  if (error instanceof ApiError && error.type === 'business') {
    const field = { '101': 'old_password', '102': 'new_password', '103': 'confirm_password', '104': 'new_password' }[
      error.code
    ];
    if (field) return { field, text: t(`profile.password.code.${error.code}`) };
  }
  return other(error);
}

/** A refused withdraw password set or change (101–106): attempts left, the lock's minutes. */
export function withdrawPasswordFailure(error: unknown, t: Translate): FormFailure {
  if (error instanceof ApiError && error.type === 'business') {
    const field = WITHDRAW_PASSWORD_CODE_FIELD[error.code];
    if (error.code === '102') return { field, text: wrongPasswordText(t, error.data) };
    if (error.code === '106') return { text: passwordLockedText(t, error.data) };
    if (field)
      return field === 'toast'
        ? { text: t(`profile.withdraw.code.${error.code}`) }
        : { field, text: t(`profile.withdraw.code.${error.code}`) };
  }
  return other(error);
}
