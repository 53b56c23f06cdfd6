import { Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

/**
 * The lobby's own routes under its basename "/". The other lobby pages of SPEC §2 (/gameHall,
 * /slotgame, /faq, /main/:id, /sponsor, /play, /close, /loading, /app) arrive in later issues; until
 * then they fall through to the not-found page.
 */
export function LobbyRoot(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/" element={<HomePage {...props} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
