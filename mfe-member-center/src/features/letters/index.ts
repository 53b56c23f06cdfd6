export { LetterPage } from './components/letter-page';
export { useLetterUnreadCount } from './hooks/use-letter-unread-count';
export { useLettersLive } from './hooks/use-letters-live';
