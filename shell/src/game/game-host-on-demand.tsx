import { lazy, Suspense, useState } from 'react';
import { useBusValue } from '@site/shared/bus';
import type { SiteConfig } from '@site/shared/contracts';
import type { GameLauncher } from '@site/shared/game';

/** The game host's dialogs, frame and reminder: a chunk of their own, with the time formatting they use. */
const GameHost = lazy(() =>
  import(/* webpackChunkName: "game-host" */ './game-host').then((m) => ({ default: m.GameHost })),
);

/**
 * The game host, fetched the first time the launcher has something to show (a game starting, a
 * dialog): until a game is clicked the page does not need it, so it is not part of the first view.
 * Once fetched it stays mounted, as before.
 */
export function GameHostOnDemand(props: { launcher: GameLauncher; siteConfig: SiteConfig }) {
  const state = useBusValue('game:state');
  const [wanted, setWanted] = useState(false);
  const busy = !!state && (state.phase !== 'idle' || !!state.dialog);
  if (busy && !wanted) setWanted(true);
  if (!wanted && !busy) return null;
  return (
    <Suspense fallback={null}>
      <GameHost {...props} />
    </Suspense>
  );
}
