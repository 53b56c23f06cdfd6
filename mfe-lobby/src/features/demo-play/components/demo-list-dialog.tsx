import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { bus, useBusValue } from '@site/shared/bus';
import { CONFIGURED_LOCALE } from '@site/shared/constants';
import type { CallBody, GameEntry, GameProvider, ModalProps, lobbyCalls } from '@site/shared/contracts';
import { platformCode } from '@site/shared/device';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { EmptyState, ErrorState, Modal, Skeleton } from '@site/shared/ui';
import { useDemoGames } from '../api/get-demo-games';
import { useDemoGameTypes } from '../api/get-demo-game-types';
import { activeProvider, demoGameTypes } from '../lib/demo-catalogue';
import { DemoGameGrid, DemoGameGridSkeleton } from './demo-game-grid';
import { DemoProviderList } from './demo-provider-list';
import { DemoTypeTabs, demoTabId } from './demo-type-tabs';

/** A wide dialog of steady height on desktop (no jump while lists load); the whole screen on a phone. */
const Dialog = styled(Modal)({
  height: 'min(780px, calc(100vh - 32px))',
  [mq.mobile]: {
    height: '100%',
    maxHeight: '100%',
    borderRadius: 0,
    border: 0,
  },
});

/**
 * Types and providers stay in view while the games scroll under them; it bleeds over the kit's
 * padding (8 px above, 20 px at the sides) so nothing shows around it when stuck.
 */
const Controls = styled.div(({ theme }) => ({
  position: 'sticky',
  top: -8,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  margin: theme.space(0, -5),
  padding: theme.space(2, 5, 3),
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  [mq.mobile]: { gap: theme.space(2) },
}));

export interface DemoListParams {
  /** Opens on this game type (a gt_id of SPEC §3). */
  gt_id?: number;
  /** With gt_id: opens on this provider. */
  gp_id?: string;
}

const readParams = (params: ModalProps['params']): DemoListParams => ({
  gt_id: typeof params?.gt_id === 'number' ? params.gt_id : undefined,
  gp_id: typeof params?.gp_id === 'string' ? params.gp_id : undefined,
});

/**
 * The game demo list (SPEC §2 "game demo list", §6 visitor, §7 demo/gt_games and demo/gp_games):
 * game types as tabs, the type's providers, then the chosen provider's games. A game opens as a
 * demo through the page's one game launcher; the dialog closes first so the game has the screen.
 */
export function DemoListDialog({ siteConfig, layout, onClose, params }: ModalProps) {
  const t = useT('lobby');
  const theme = useTheme();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const opening = useMemo(() => readParams(params), [params]);

  const language = useBusValue('locale:changed')?.language ?? CONFIGURED_LOCALE;
  const currency = useBusValue('locale:currency-changed')?.currency ?? siteConfig.default_currency;
  // The device is the one the visitor opened the dialog on (SPEC §9 platform code).
  const [device] = useState(() => platformCode({ desktopLock: siteConfig.features.desktop_lock }));

  const typesRequest = useMemo<CallBody<typeof lobbyCalls.gtGames>>(
    () => ({
      site_id: siteConfig.site_id,
      support_device: device,
      currency,
      template: layout === 'mobile' ? siteConfig.mobile_template : siteConfig.template,
    }),
    [siteConfig.site_id, siteConfig.mobile_template, siteConfig.template, device, currency, layout],
  );
  const typesQuery = useDemoGameTypes(typesRequest, language);
  const types = useMemo(() => demoGameTypes(typesQuery.data ?? []), [typesQuery.data]);

  const [typeId, setTypeId] = useState<number | undefined>(opening.gt_id);
  // The provider picked in each type, so going back to a type shows what the visitor left there.
  const [picked, setPicked] = useState<Record<number, string>>(() =>
    opening.gt_id !== undefined && opening.gp_id ? { [opening.gt_id]: opening.gp_id } : {},
  );
  const gameType = types.find((x) => x.gt_id === typeId) ?? types[0] ?? null;
  const provider = gameType ? activeProvider(gameType, picked[gameType.gt_id]) : null;

  const gamesRequest = useMemo<CallBody<typeof lobbyCalls.gpGames> | null>(
    () =>
      gameType && provider
        ? {
            site_id: siteConfig.site_id,
            currency,
            device,
            gp_id: provider.gp_id,
            game_type_id: gameType.gt_id,
            house: provider.house,
          }
        : null,
    [gameType, provider, siteConfig.site_id, currency, device],
  );
  const gamesQuery = useDemoGames(gamesRequest);
  const games = useMemo(() => (gamesQuery.data ?? []).filter((g) => g.customized !== 1), [gamesQuery.data]);

  const choose = (p: GameProvider) => {
    if (gameType) setPicked((all) => ({ ...all, [gameType.gt_id]: p.gp_id }));
  };

  const play = (game: GameEntry, name: string) => {
    onClose();
    bus.emit('game:launch-requested', {
      gp_id: game.gp_id,
      game_type: game.game_type,
      game_code: game.game_code,
      house: game.house,
      name,
      provider_name: provider?.gp_name ?? game.gp_gt_name,
      demo: true,
    });
  };

  const renderGames = (): ReactNode => {
    if (!provider) {
      return <EmptyState title={t('demo.all_maintenance_title')} message={t('demo.all_maintenance_message')} />;
    }
    if (gamesQuery.isError) {
      return (
        <ErrorState
          compact
          title={t('demo.error_title')}
          message={t('demo.error_message')}
          retryLabel={t('demo.retry')}
          onRetry={() => void gamesQuery.refetch()}
        />
      );
    }
    if (gamesQuery.isPending) return <DemoGameGridSkeleton />;
    if (games.length === 0) return <EmptyState title={t('demo.no_games_title')} message={t('demo.no_games_message')} />;
    // Keyed by provider: another provider starts again at its first page.
    return (
      <DemoGameGrid key={`${gameType?.gt_id}:${provider.gp_id}`} games={games} language={language} onPlay={play} />
    );
  };

  const renderBody = (): ReactNode => {
    if (typesQuery.isError) {
      return (
        <ErrorState
          title={t('demo.error_title')}
          message={t('demo.error_message')}
          retryLabel={t('demo.retry')}
          onRetry={() => void typesQuery.refetch()}
        />
      );
    }
    if (typesQuery.isPending) {
      return (
        <>
          <Controls aria-hidden="true">
            <Skeleton height={52} radius={14} />
            <div css={{ display: 'flex', gap: 8, overflow: 'hidden' }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} width={120} height={44} radius={999} css={{ flex: 'none' }} />
              ))}
            </div>
          </Controls>
          <div css={{ paddingTop: 16 }}>
            <DemoGameGridSkeleton />
          </div>
        </>
      );
    }
    if (!gameType) {
      return (
        <div css={{ paddingTop: 16 }}>
          <EmptyState title={t('demo.empty_title')} message={t('demo.empty_message')} data-testid="demo-empty" />
        </div>
      );
    }
    return (
      <>
        <Controls>
          <DemoTypeTabs
            types={types}
            selectedId={gameType.gt_id}
            onSelect={setTypeId}
            idPrefix={ids}
            panelId={panelId}
          />
          <DemoProviderList providers={gameType.gp_list} selectedGpId={provider?.gp_id ?? null} onSelect={choose} />
        </Controls>
        <div id={panelId} role="tabpanel" aria-labelledby={demoTabId(ids, gameType.gt_id)} css={{ paddingTop: 16 }}>
          {provider ? (
            <h3 css={{ margin: '0 0 12px', fontSize: theme.fontSizes.lg, color: theme.colors.text }}>
              {t('demo.games_of', { provider: provider.gp_name })}
            </h3>
          ) : null}
          {renderGames()}
        </div>
      </>
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('demo.title')} width={1040} data-testid="demo-list-dialog">
      <p css={{ margin: '0 0 16px', color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
        {t('demo.subtitle')}
      </p>
      {renderBody()}
      <p css={{ margin: '20px 0 0', color: theme.colors.textMuted, fontSize: theme.fontSizes.xs, textAlign: 'center' }}>
        {t('demo.note')}
      </p>
    </Dialog>
  );
}
