/**
 * How a game is named and told apart, the same in the lists, the search and the game launcher.
 */
import type { LanguageCode } from '@site/shared/constants';
import type { GameEntry } from '@site/shared/contracts';

/** Which of a game's names is shown: the page language's, then English, then any it has; null: none. */
export function shownLanguage(game: GameEntry, language: string): LanguageCode | null {
  const names = game.game_name ?? {};
  if (names[language as LanguageCode]) return language as LanguageCode;
  if (names.en_US) return 'en_US';
  const any = (Object.keys(names) as LanguageCode[]).find((l) => typeof names[l] === 'string' && names[l] !== '');
  return any ?? null;
}

/** A game's name in the page language, then English, then any name it has, then its code. */
export function gameName(game: GameEntry, language: string): string {
  const shown = shownLanguage(game, language);
  return (shown && game.game_name[shown]) || game.game_code;
}

/** A stable key for a game: the same code can exist at two providers or under two types. */
export const gameKey = (game: GameEntry): string => `${game.gp_id}:${game.game_type}:${game.game_code}`;
