import { Route, Routes } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { PATHS } from '@site/shared/constants';
import { AppPage } from './pages/app-page';
import { ClosePage } from './pages/close-page';
import { FaqPage } from './pages/faq-page';
import { GameHallPage } from './pages/game-hall-page';
import { ClassicHomePage } from './pages/classic-home-page';
import { LoadingPage } from './pages/loading-page';
import { MainPage } from './pages/main-page';
import { NotFoundPage } from './pages/not-found-page';
import { PlayPage } from './pages/play-page';
import { GameRoomPage, SlotGamePage } from './pages/provider-pages';
import { SponsorPage } from './pages/sponsor-page';
import { SportPage } from './pages/sport-page';
import { ModernHomePage } from './pages/modern-home-page';
import { LOBBY_TEMPLATE, type LobbyTemplate } from './templates/template';

const HOME_PAGES = { classic: ClassicHomePage, modern: ModernHomePage } as const;

/**
 * The lobby's own routes under its basename "/": the home page; the game halls (SPEC §2:
 * /gameHall/{id} the room list of a type, /gameHall/4 the sport frame, /gameRoom a provider's
 * room, /slotgame a provider's games or the popular page); the game pages (/play the in-page game
 * view, /loading the game window's first page, /close the return address given to providers); the
 * content pages (/main/{id}, /faq, /faq/{id}, /sponsor, /app). Anything else is the not-found page.
 * The home page is the one of the build's template (templates/template.ts).
 */
export function LobbyRoot({ template = LOBBY_TEMPLATE, ...props }: RemoteProps & { template?: LobbyTemplate }) {
  const HomePage = HOME_PAGES[template];
  return (
    <Routes>
      <Route path="/" element={<HomePage {...props} />} />
      <Route path={PATHS.close} element={<ClosePage />} />
      <Route path={PATHS.play} element={<PlayPage {...props} />} />
      <Route path={PATHS.loading} element={<LoadingPage />} />
      <Route path="/gameHall/4" element={<SportPage {...props} />} />
      <Route path={`${PATHS.gameHall}/:id`} element={<GameHallPage {...props} />} />
      <Route path={PATHS.gameHall} element={<GameHallPage {...props} />} />
      <Route path={PATHS.gameRoom} element={<GameRoomPage {...props} />} />
      <Route path={PATHS.slotgame} element={<SlotGamePage {...props} />} />
      <Route path={PATHS.main} element={<MainPage {...props} />} />
      <Route path={`${PATHS.main}/:id`} element={<MainPage {...props} />} />
      <Route path={PATHS.faq} element={<FaqPage {...props} />} />
      <Route path={`${PATHS.faq}/:id`} element={<FaqPage {...props} />} />
      <Route path={PATHS.sponsor} element={<SponsorPage {...props} />} />
      <Route path={PATHS.app} element={<AppPage {...props} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
