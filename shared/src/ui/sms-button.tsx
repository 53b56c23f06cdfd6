import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@site/shared/i18n';
import { Spinner } from './spinner';
import { useUiTheme } from './use-ui-theme';

/**
 * "Send code" beside an SMS code field (SPEC §4: registration, the double validation's forgotten
 * password, the member centre's phone change): disabled while a request runs and while the
 * countdown runs, showing the seconds left.
 */
export function SmsButton({ remaining, sending, onSend }: { remaining: number; sending: boolean; onSend: () => void }) {
  const theme = useUiTheme();
  const { t } = useT('common');
  const counting = remaining > 0;
  const label = sending ? t('sms_sending') : counting ? t('sms_wait', { seconds: remaining }) : t('sms_send');
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

export interface Countdown {
  /** Seconds left; 0 when nothing is waited for. */
  remaining: number;
  /** Starts (or restarts) a wait of this many seconds, ticking each second. */
  start: (seconds: number) => void;
}

/** A wait in whole seconds that ticks once a second and stops at 0 (SMS buttons of SPEC §4). */
export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const left = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (seconds: number) => {
      stop();
      left.current = Math.max(0, Math.floor(seconds));
      setRemaining(left.current);
      if (left.current === 0) return;
      timer.current = setInterval(() => {
        left.current = Math.max(0, left.current - 1);
        setRemaining(left.current);
        if (left.current === 0) stop();
      }, 1000);
    },
    [stop],
  );

  return { remaining, start };
}
