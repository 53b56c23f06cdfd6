import * as yup from 'yup';
import { isEmptyWithdrawPassword, isWithdrawPassword } from '@site/shared/ui';

/** The four boxes' rule (i18n keys of `member`): required, then four digits (SPEC §5, §9). */
export const withdrawPasswordRule = () =>
  yup
    .string()
    .test('required', 'withdraw_password.required', (v) => !isEmptyWithdrawPassword(v))
    .test('digits', 'withdraw_password.invalid', (v) => isWithdrawPassword(v));
