import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';

/**
 * "Send code" beside the SMS code field (SPEC §4): disabled while a request runs and while the
 * countdown runs, showing the seconds left.
 */
export function SmsButton({ remaining, sending, onSend }: { remaining: number; sending: boolean; onSend: () => void }) {
  const theme = useTheme();
  const t = useT('auth');
  const counting = remaining > 0;
  const label = sending
    ? t('register.sms_sending')
    : counting
      ? t('register.sms_wait', { seconds: remaining })
      : t('register.sms_send');
  return (
    <button
      type="button"
      onClick={onSend}
      disabled={sending || counting}
      aria-busy={sending || undefined}
      data-testid="sms-send"
      css={{
        flex: 'none',
        minWidth: 104,
        height: 34,
        padding: theme.space(0, 3),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        border: `1px solid ${theme.colors.borderStrong}`,
        borderRadius: theme.radii.sm,
        background: counting ? 'transparent' : `${theme.colors.primary}1f`,
        color: counting ? theme.colors.textMuted : theme.colors.primary,
        fontSize: theme.fontSizes.sm,
        fontWeight: theme.fontWeights.bold,
        fontVariantNumeric: 'tabular-nums',
        cursor: 'pointer',
        whiteSpace: 'nowrap',
        '&:hover:not(:disabled)': { borderColor: theme.colors.primary, color: theme.colors.primaryHover },
        '&:disabled': { cursor: 'not-allowed' },
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      }}
    >
      {sending ? <Spinner size={14} /> : null}
      {label}
    </button>
  );
}
