import { useMemo } from 'react';
import { DISPLAY_DEVICE } from '@site/shared/constants';
import type { GameListRequest, RemoteProps } from '@site/shared/contracts';
import { useGameList } from '../features/game-list/api/get-game-list';
import { useLobbySession, type LobbySession } from './use-lobby-session';

/** The session and the request every catalogue call of a page is built from. */
export interface LobbyContext {
  session: LobbySession;
  /** The logged-in member's id; null for a visitor. */
  memberId: number | null;
  /** The platform code of SPEC §9 sent as device / support_device: desktop 1, otherwise mobile 2. */
  device: number;
  /** null while the shell restores the session: nothing is asked yet. */
  request: GameListRequest | null;
}

export function useLobbyContext({ siteConfig, layout }: Pick<RemoteProps, 'siteConfig' | 'layout'>): LobbyContext {
  const session = useLobbySession(siteConfig);
  const device = layout === 'mobile' ? DISPLAY_DEVICE.mobile : DISPLAY_DEVICE.desktop;
  const template = layout === 'mobile' ? siteConfig.mobile_template : siteConfig.template;
  const request = useMemo<GameListRequest | null>(
    () =>
      session.status === 'restoring'
        ? null
        : { currency: session.currency, site_id: siteConfig.site_id, support_device: device, template },
    [session.status, session.currency, siteConfig.site_id, device, template],
  );
  return { session, memberId: session.member?.id ?? null, device, request };
}

/** The v3 game list of the page's viewer (one cache entry shared by the home page and the halls). */
export function useCatalogue(props: Pick<RemoteProps, 'siteConfig' | 'layout'>) {
  const context = useLobbyContext(props);
  const gameList = useGameList(context.request, context.session.viewer);
  return { ...context, gameList };
}
