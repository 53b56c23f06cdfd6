import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useT } from '@site/shared/i18n';
import { PasswordField, TextField } from '@site/shared/ui';
import type { RegisterFormValues } from '../lib/register-values';
import { FieldLabel } from './field-parts';
import { useRegisterField } from './register-field-context';

type TextName = Exclude<keyof RegisterFormValues, 'agreement'>;

export interface RegisterTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type'
> {
  name: TextName;
  label: string;
  required?: boolean;
  password?: boolean;
  type?: 'text' | 'email' | 'tel';
  hint?: ReactNode;
  adornment?: ReactNode;
  /** Show the character count against maxLength (SPEC §5; default on when maxLength is set). */
  showCount?: boolean;
}

/**
 * One text field of the sign-up form: its SPEC §5 error once it was left or the form was sent, else
 * the server's message for it; a change drops the server's message, leaving runs the field check.
 */
export function RegisterTextField({
  name,
  label,
  required = false,
  password = false,
  type = 'text',
  hint,
  adornment,
  showCount,
  ...rest
}: RegisterTextFieldProps) {
  const t = useT('auth');
  const { serverErrors, clearServerError, checkOnBlur, checking } = useRegisterField();
  return (
    <Field<string> name={name} subscription={{ value: true, error: true, touched: true, submitFailed: true }}>
      {({ input, meta }) => {
        const local = meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;
        const error = local || serverErrors[name] || undefined;
        const busy = checking === name;
        const common = {
          ...rest,
          name: input.name,
          value: input.value,
          onFocus: input.onFocus,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            clearServerError(name);
            input.onChange(event);
          },
          onBlur: (event: FocusEvent<HTMLInputElement>) => {
            input.onBlur(event);
            checkOnBlur(name);
          },
          label: <FieldLabel text={label} required={required} />,
          error,
          hint: busy ? t('register.checking') : hint,
          'aria-required': required || undefined,
          'aria-busy': busy || undefined,
        };
        return password ? (
          <PasswordField {...common} showCount={showCount} />
        ) : (
          <TextField {...common} type={type} adornment={adornment} showCount={showCount} />
        );
      }}
    </Field>
  );
}
