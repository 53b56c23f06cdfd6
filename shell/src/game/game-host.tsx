import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useRef } from 'react';
import { bus, useBusValue } from '@site/shared/bus';
import { MESSAGE_KEYS, PATHS } from '@site/shared/constants';
import { IDLE_GAME_STATE, type GameLaunchDialog, type GamePlayState, type SiteConfig } from '@site/shared/contracts';
import type { GameLauncher } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { formatDateTime } from '@site/shared/time';
import { Button, Modal, Spinner } from '@site/shared/ui';
import { useCustomerServiceUrl } from '../layout/customer-service';
import { RealityCheck } from './reality-check';

const Pill = styled.div(({ theme }) => ({
  position: 'fixed',
  right: theme.space(4),
  bottom: theme.space(4),
  zIndex: 900,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(2, 2, 2, 4),
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.lg,
  fontSize: theme.fontSizes.sm,
  [mq.mobile]: { left: theme.space(3), right: theme.space(3), bottom: theme.space(3), justifyContent: 'space-between' },
}));

const GameFrame = styled.iframe({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: 'calc(100dvh - 180px)',
  border: 0,
  borderRadius: 8,
  background: '#000',
});

const leave = () => bus.emit('game:quit-requested', {});

/** SPEC §2 "play game" / "game demo" modals: the game in a frame; closing it ends the game. */
function PlayGameDialog({ state }: { state: GamePlayState }) {
  const { t } = useT('common');
  const theme = useTheme();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const title = state.game?.name ?? state.game?.game_code ?? '';
  return (
    <Modal
      open
      onClose={leave}
      closeOnBackdrop={false}
      width={1180}
      title={
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2) }}>
          {title}
          {state.game?.demo ? (
            <span
              css={{
                fontSize: theme.fontSizes.xs,
                padding: theme.space(0.5, 2),
                borderRadius: theme.radii.pill,
                background: theme.colors.primary,
                color: theme.colors.onPrimary,
              }}
            >
              {t('pg.demo_badge')}
            </span>
          ) : null}
        </span>
      }
      data-testid="play-game-dialog"
    >
      {state.phase === 'playing' && state.url ? (
        <GameFrame
          ref={frameRef}
          src={state.url}
          title={title}
          allow="autoplay; fullscreen"
          data-testid="play-game-frame"
          onLoad={() => {
            // The game's "back to lobby" loads /close in the frame: the game is over.
            try {
              if (frameRef.current?.contentWindow?.location.pathname === PATHS.close) leave();
            } catch {
              // The provider's page: not ours to read.
            }
          }}
        />
      ) : (
        <div role="status" css={{ display: 'grid', placeItems: 'center', gap: theme.space(3), minHeight: 320 }}>
          <Spinner size={40} />
          <span>{state.phase === 'quitting' ? t('pg.alert_quitting') : t('pg.starting_title')}</span>
        </div>
      )}
    </Modal>
  );
}

function MaintenanceDialog({
  dialog,
  onClose,
  serviceUrl,
}: {
  dialog: Extract<GameLaunchDialog, { kind: 'maintenance' }>;
  onClose: () => void;
  serviceUrl: string | null;
}) {
  const { t } = useT('common');
  const start = dialog.interval ? formatDateTime(dialog.interval.start_at) : '';
  const end = dialog.interval?.end_at ? formatDateTime(dialog.interval.end_at) : '';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('maintain_title')}
      width={440}
      data-testid="maintenance-dialog"
      footer={
        <>
          {serviceUrl ? (
            <Button variant="secondary" onClick={() => window.open(serviceUrl, '_blank', 'noopener,noreferrer')}>
              {t('pg.maintain_service')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('ok')}</Button>
        </>
      }
    >
      {dialog.game.provider_name || dialog.game.name ? (
        <p css={{ margin: '0 0 8px', fontWeight: 700 }}>{dialog.game.provider_name ?? dialog.game.name}</p>
      ) : null}
      <p css={{ margin: 0 }}>{start && end ? t('maintain_message', { start, end }) : t('maintain_message_generic')}</p>
    </Modal>
  );
}

/**
 * What the page's game launcher shows (SPEC §2 modals, §4, §5, §8): the play-game dialog, the
 * maintenance dialog (203), the transfer-disabled dialog (205), the login confirm a visitor gets
 * before a game (with a free demo when the game has one), and, while a game plays in its own
 * window, a reminder with a way to leave it.
 */
export function GameHost({ launcher, siteConfig }: { launcher: GameLauncher; siteConfig: SiteConfig }) {
  const { t, i18n } = useT('common');
  const state = useBusValue('game:state') ?? IDLE_GAME_STATE;
  const serviceUrl = useCustomerServiceUrl(siteConfig, i18n.language);
  const dialog = state.dialog;
  const dismiss = () => launcher.dismissDialog();

  return (
    <>
      {state.mode === 'modal' && state.phase !== 'idle' ? <PlayGameDialog state={state} /> : null}
      {/* Real-money play only, in whichever mode it opened: the responsible-gaming reminder. */}
      {state.phase !== 'idle' && state.game && !state.game.demo ? <RealityCheck /> : null}
      {state.mode === 'window' && state.phase !== 'idle' ? (
        <Pill role="status" data-testid="game-window-status">
          {state.phase === 'starting' ? <Spinner size={16} /> : null}
          <span>
            {state.phase === 'starting'
              ? t('pg.starting_title')
              : state.phase === 'quitting'
                ? t('pg.alert_quitting')
                : t('pg.playing_in_window')}
          </span>
          {state.phase === 'playing' ? (
            <Button size="sm" variant="secondary" onClick={leave}>
              {t('pg.leave_game')}
            </Button>
          ) : null}
        </Pill>
      ) : null}
      {dialog?.kind === 'maintenance' ? (
        <MaintenanceDialog dialog={dialog} onClose={dismiss} serviceUrl={serviceUrl} />
      ) : null}
      {dialog?.kind === 'transfer-disabled' ? (
        <Modal
          open
          onClose={dismiss}
          title={t('warning')}
          width={420}
          data-testid="transfer-disabled-dialog"
          footer={
            <>
              {serviceUrl ? (
                <Button variant="secondary" onClick={() => window.open(serviceUrl, '_blank', 'noopener,noreferrer')}>
                  {t('pg.maintain_service')}
                </Button>
              ) : null}
              <Button onClick={dismiss}>{t('ok')}</Button>
            </>
          }
        >
          <p css={{ margin: 0 }}>{t('pg.transfer_disabled')}</p>
        </Modal>
      ) : null}
      {dialog?.kind === 'login-required' ? (
        <Modal
          open
          onClose={dismiss}
          title={t(MESSAGE_KEYS.pleaseLogin)}
          width={420}
          data-testid="login-required-dialog"
          footer={
            <>
              <Button variant="ghost" onClick={dismiss}>
                {t('cancel')}
              </Button>
              {dialog.game.customized === 1 ? null : (
                <Button
                  variant="secondary"
                  onClick={() => {
                    dismiss();
                    bus.emit('game:launch-requested', { ...dialog.game, demo: true });
                  }}
                >
                  {t('pg.demo_play')}
                </Button>
              )}
              <Button
                onClick={() => {
                  dismiss();
                  bus.emit('modal:open', { name: 'login' });
                }}
              >
                {t('login')}
              </Button>
            </>
          }
        >
          {dialog.game.name ? <p css={{ margin: '0 0 8px', fontWeight: 700 }}>{dialog.game.name}</p> : null}
          <p css={{ margin: 0 }}>{t('pg.login_or_demo')}</p>
        </Modal>
      ) : null}
    </>
  );
}
