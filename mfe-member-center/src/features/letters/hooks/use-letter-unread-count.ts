import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@site/shared/constants';
import { lettersQuery } from '../api/get-letters';

/**
 * The member's unread letters in `language`, for the menu badge: the `unread_count` of the first
 * page of letters, the same query the Letter page shows on its first page (one call for both).
 * While it reloads, or when a reload fails, the badge keeps what it had; the Letter page is where
 * failures are shown.
 */
export function useLetterUnreadCount(siteId: number, language: LanguageCode): number | null {
  const { data } = useQuery({
    ...lettersQuery({ siteId, language, page: 1 }),
    select: (letters) => letters.unread_count,
  });
  return data ?? null;
}
