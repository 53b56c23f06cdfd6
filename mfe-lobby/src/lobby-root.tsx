import { Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { PATHS } from '@site/shared/constants';
import { ClosePage } from './pages/close-page';
import { HomePage } from './pages/home-page';
import { LoadingPage } from './pages/loading-page';
import { NotFoundPage } from './pages/not-found-page';
import { PlayPage } from './pages/play-page';
import { SportPage } from './pages/sport-page';

/**
 * The lobby's own routes under its basename "/": the home page, the game pages (/play the in-page
 * game view, /loading the game window's first page, /close the return address given to providers)
 * and /gameHall/4, the sport frame (4 is the sport game type). The other lobby paths of SPEC §2
 * (other /gameHall types, /slotgame, /faq, /main/:id, /sponsor, /app) have no page here yet and
 * fall through to the not-found page.
 */
export function LobbyRoot(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/" element={<HomePage {...props} />} />
      <Route path={PATHS.close} element={<ClosePage />} />
      <Route path={PATHS.play} element={<PlayPage {...props} />} />
      <Route path={PATHS.loading} element={<LoadingPage />} />
      <Route path="/gameHall/4" element={<SportPage {...props} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
