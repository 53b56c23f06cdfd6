import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { LETTER_PAGE_SIZE, type LanguageCode } from '@site/shared/constants';
import { LETTER_LIST_PATH, type Letter, type LetterListRequest, type LetterListResponse } from '@site/shared/contracts';
import { BusinessFailure, failureOfAny, type Failure } from '../../../lib/api-failure';
import { letterUnread } from './unread-store';

/**
 * POST /arks/web/member/letter {active 1, count 50, language, page, site_id, sort_field id,
 * sort_order desc} → {list, total_count, unread_count} (SPEC §7, §9 page size 50).
 */
export const LETTERS_PATH = LETTER_LIST_PATH;

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

/** One page of letters; a business failure rejects with BusinessFailure. */
export async function getLetters(query: LetterQuery): Promise<LetterListResponse> {
  const res = await api.post<LetterListResponse>(LETTERS_PATH, letterListBody(query));
  if (!res.ok) throw new BusinessFailure(res.message, res.code);
  return res.data;
}

export type LettersState =
  | { status: 'loading' }
  | { status: 'error'; failure: Failure }
  | { status: 'ready'; data: LetterListResponse; refreshing: boolean };

/**
 * The letters of one page. Loads on mount and when the page or language changes (skeletons), and
 * again, keeping the list on screen, on `refresh()` and on the bus event `letters:changed` (the
 * shell's socket: letter.sent / read / delete). A reply overtaken by a newer request is dropped.
 * While mounted it owns the unread count the menu shows.
 */
export function useLetters({ siteId, language, page }: LetterQuery) {
  const [state, setState] = useState<LettersState>({ status: 'loading' });
  const requestId = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const id = ++requestId.current;
      setState((s) => (quiet && s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
      getLetters({ siteId, language, page }).then(
        (data) => {
          if (id !== requestId.current) return;
          letterUnread.set(data.unread_count);
          setState({ status: 'ready', data, refreshing: false });
        },
        (err: unknown) => {
          if (id !== requestId.current) return;
          setState({ status: 'error', failure: failureOfAny(err) });
        },
      );
    },
    [siteId, language, page],
  );

  useEffect(() => {
    const release = letterUnread.claim();
    load(false);
    const off = bus.on('letters:changed', () => load(true));
    return () => {
      requestId.current += 1;
      off();
      release();
    };
  }, [load]);

  const refresh = useCallback(() => load(true), [load]);
  const reload = useCallback(() => load(false), [load]);
  return { state, refresh, reload };
}
