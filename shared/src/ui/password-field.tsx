import { forwardRef, useState } from 'react';
import { useT } from '@site/shared/i18n';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';
import { useUiTheme } from './use-ui-theme';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

/** A TextField for passwords with a show/hide toggle (the spec's eyeOpen behaviour). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  const { t } = useT('common');
  const theme = useUiTheme();
  return (
    <TextField
      ref={ref}
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hide_password') : t('show_password')}
          aria-pressed={visible}
          disabled={props.disabled}
          css={{
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            border: 0,
            borderRadius: theme.radii.sm,
            background: 'transparent',
            color: visible ? theme.colors.primary : theme.colors.textMuted,
            cursor: 'pointer',
            '&:hover': { color: theme.colors.primaryHover, background: 'rgba(255, 255, 255, 0.05)' },
            '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}` },
          }}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
});
