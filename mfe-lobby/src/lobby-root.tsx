import { Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

/**
 * The lobby's own routes under its basename "/": the home page. The other lobby paths of SPEC §2
 * (/gameHall, /slotgame, /faq, /main/:id, /sponsor, /play, /close, /loading, /app) have no page
 * here and fall through to the not-found page.
 */
export function LobbyRoot(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/" element={<HomePage {...props} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
