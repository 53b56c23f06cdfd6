import { bus } from '@site/shared/bus';
import { QUIT_FLAG_MS } from '@site/shared/constants';

/** A game is starting, playing or closing (SPEC §4: logout and language switching check it). */
export const gameInPlay = (): boolean => (bus.last('game:state')?.phase ?? 'idle') !== 'idle';

/**
 * SPEC §4 logout with a game in play, once the member confirmed: the game ends first (leave1 brings
 * its balance back while the token is still valid), then the member is logged out. Waits at most the
 * quit flag's 30 s.
 */
export function endGameThenLogout(): Promise<void> {
  return new Promise((resolve) => {
    const logout = () => {
      bus.emit('session:logout-requested', { reason: 'user' });
      resolve();
    };
    if (!gameInPlay()) {
      logout();
      return;
    }
    let done = false;
    const subscription = bus.observe('game:state').subscribe((state) => {
      if (state.phase !== 'idle' || done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      logout();
    });
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      subscription.unsubscribe();
      logout();
    }, QUIT_FLAG_MS);
    bus.emit('game:quit-requested', {});
  });
}
