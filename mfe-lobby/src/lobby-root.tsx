import { Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { PATHS } from '@site/shared/constants';
import { ClosePage } from './pages/close-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

/**
 * The lobby's own routes under its basename "/": the home page and /close (the return address
 * given to providers). The other lobby paths of SPEC §2 (/gameHall, /slotgame, /faq, /main/:id,
 * /sponsor, /play, /loading, /app) have no page here yet and fall through to the not-found page.
 */
export function LobbyRoot(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/" element={<HomePage {...props} />} />
      <Route path={PATHS.close} element={<ClosePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
