import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@site/shared/router';
import type { RemoteProps } from '@site/shared/contracts';
import { PATHS } from '@site/shared/constants';
import { ClassicHomePage } from './pages/classic-home-page';
import { GameHallPage } from './pages/game-hall-page';
import { SportPage } from './pages/sport-page';
import { NotFoundPage } from './pages/not-found-page';
import { ModernHomePage } from './pages/modern-home-page';
import { LOBBY_TEMPLATE, type LobbyTemplate } from './templates/template';

// The game pages, provider pages and content pages are chunks of their own, fetched when their route
// is opened: the home page is what a first visit shows, and it should not wait for them. The game
// halls (and the sport frame among them) stay with the home page: their tabs open them from it.
const named = <K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const AppPage = named(() => import('./pages/app-page'), 'AppPage');
const ClosePage = named(() => import('./pages/close-page'), 'ClosePage');
const FaqPage = named(() => import('./pages/faq-page'), 'FaqPage');
const LoadingPage = named(() => import('./pages/loading-page'), 'LoadingPage');
const MainPage = named(() => import('./pages/main-page'), 'MainPage');
const PlayPage = named(() => import('./pages/play-page'), 'PlayPage');
const GameRoomPage = named(() => import('./pages/provider-pages'), 'GameRoomPage');
const SlotGamePage = named(() => import('./pages/provider-pages'), 'SlotGamePage');
const SponsorPage = named(() => import('./pages/sponsor-page'), 'SponsorPage');

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
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
