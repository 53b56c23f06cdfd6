import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { LETTER_PAGE_SIZE, type LanguageCode } from '@site/shared/constants';
import { letterCalls, type Letter, type LetterListRequest, type LetterListResponse } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

export type { Letter, LetterListResponse };

export interface LetterQuery {
  siteId: number;
  language: LanguageCode;
  /** 1-based. */
  page: number;
}

/** The list body exactly as SPEC §7 writes it; /letter/destroy sends the same body. */
export const letterListBody = ({ siteId, language, page }: LetterQuery): LetterListRequest => ({
  active: 1,
  count: LETTER_PAGE_SIZE,
  language,
  page,
  site_id: siteId,
  sort_field: 'id',
  sort_order: 'desc',
});

/** One page of letters; a failure of any kind rejects with ApiError. */
export async function getLetters(query: LetterQuery, signal?: AbortSignal): Promise<LetterListResponse> {
  const res = await api.call(letterCalls.list, letterListBody(query), { signal });
  return okData(res, letterCalls.list.path);
}

/**
 * The cache keys of the member's letters. Every page of the list and the menu badge sit under
 * `all`: a change to the letters (a read, a delete, the socket's letters:changed) invalidates them
 * together, and the pages on screen load again while still showing what they have.
 */
export const letterKeys = {
  all: memberKey('letters'),
  list: (query: LetterQuery) => memberKey('letters', query),
};

/** One page of letters as a query (the Letter page, and page 1 for the menu badge: one call when both show). */
export const lettersQuery = (query: LetterQuery) =>
  queryOptions({ queryKey: letterKeys.list(query), queryFn: ({ signal }) => getLetters(query, signal) });

export function useLetters(query: LetterQuery) {
  return useQuery(lettersQuery(query));
}
