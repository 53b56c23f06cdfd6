import { useEffect, useSyncExternalStore } from 'react';
import { bus } from '@site/shared/bus';
import type { LanguageCode } from '@site/shared/constants';
import { getLetters } from '../api/get-letters';
import { letterUnread } from '../api/unread-store';

/**
 * The member's unread letters in `language`, for the menu badge. Fetched on mount, on a language
 * change and on `letters:changed` (the shell's socket: letter.sent / read / delete) — unless the
 * Letter page is on screen, whose list reply carries the count already.
 */
export function useLetterUnreadCount(siteId: number, language: LanguageCode): number | null {
  useEffect(() => {
    let live = true;
    let seq = 0;
    const fetchCount = () => {
      if (letterUnread.owned) return;
      const mine = ++seq;
      getLetters({ siteId, language, page: 1 }).then(
        (data) => {
          if (live && mine === seq) letterUnread.set(data.unread_count);
        },
        () => {
          // The badge keeps what it had; the Letter page is where failures are shown.
        },
      );
    };
    fetchCount();
    const off = bus.on('letters:changed', fetchCount);
    return () => {
      live = false;
      off();
    };
  }, [siteId, language]);
  return useSyncExternalStore(letterUnread.subscribe, letterUnread.get, letterUnread.get);
}
