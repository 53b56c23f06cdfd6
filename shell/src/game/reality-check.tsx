import { useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { api, okData } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { responsibleGamingCalls, type ResponsibleGamingState } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { Button, Modal } from '@site/shared/ui';

const MINUTE_MS = 60_000;

async function readState(): Promise<ResponsibleGamingState | null> {
  try {
    return okData(await api.call(responsibleGamingCalls.state, undefined), responsibleGamingCalls.state.path);
  } catch {
    // No reminder is better than a broken one: the platform's refusal rules still hold without it.
    return null;
  }
}

/**
 * The reality check while a real-money game plays (any opening mode): every N minutes of play (the
 * member's setting in the member centre; off by default) a dialog shows the time played and the
 * net result of the login session from the platform, with "continue" (the next reminder in N
 * minutes) and "stop playing" (the game ends and the lobby opens).
 */
export function RealityCheck() {
  const theme = useTheme();
  const { t } = useT('shell');
  const formatMoney = useFormatMoney();
  const [interval, setIntervalMinutes] = useState<number | null>(null);
  const [shown, setShown] = useState<ResponsibleGamingState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const schedule = useCallback((minutes: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void readState().then((state) => {
        if (!state) return;
        if (state.reality_check.interval_minutes === 0) return;
        setShown(state);
      });
    }, minutes * MINUTE_MS);
  }, []);

  // The setting is read when play starts, so a change in the member centre counts from the next game.
  useEffect(() => {
    let live = true;
    void readState().then((state) => {
      if (live && state) setIntervalMinutes(state.reality_check.interval_minutes);
    });
    return () => {
      live = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    if (interval) schedule(interval);
  }, [interval, schedule]);

  if (!shown) return null;
  const rc = shown.reality_check;
  const minutes = Math.floor(rc.played_seconds / 60);
  const onContinue = () => {
    setShown(null);
    schedule(rc.interval_minutes || interval || 0);
  };
  const onStop = () => {
    setShown(null);
    bus.emit('game:quit-requested', { home: true });
  };
  const netColor = rc.net < 0 ? theme.colors.danger : rc.net > 0 ? theme.colors.success : theme.colors.text;

  return (
    <Modal
      open
      onClose={onContinue}
      closeOnBackdrop={false}
      title={t('reality_check.title')}
      width={440}
      data-testid="reality-check-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onStop} data-testid="reality-check-stop">
            {t('reality_check.stop')}
          </Button>
          <Button onClick={onContinue} data-testid="reality-check-continue">
            {t('reality_check.continue')}
          </Button>
        </>
      }
    >
      <p css={{ margin: '0 0 16px', lineHeight: 1.55 }}>{t('reality_check.text', { minutes: rc.interval_minutes })}</p>
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px', margin: 0 }}>
        <dt css={{ color: theme.colors.textMuted }}>{t('reality_check.played')}</dt>
        <dd css={{ margin: 0, fontWeight: 700 }} data-testid="reality-check-played">
          {t('reality_check.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
        </dd>
        <dt css={{ color: theme.colors.textMuted }}>{t('reality_check.bets')}</dt>
        <dd css={{ margin: 0, fontWeight: 700 }}>{formatMoney(rc.bet, shown.currency)}</dd>
        <dt css={{ color: theme.colors.textMuted }}>{t('reality_check.wins')}</dt>
        <dd css={{ margin: 0, fontWeight: 700 }}>{formatMoney(rc.win, shown.currency)}</dd>
        <dt css={{ color: theme.colors.textMuted }}>{t('reality_check.net')}</dt>
        <dd css={{ margin: 0, fontWeight: 800, color: netColor }} data-testid="reality-check-net">
          {formatMoney(rc.net, shown.currency)}
        </dd>
      </dl>
    </Modal>
  );
}
