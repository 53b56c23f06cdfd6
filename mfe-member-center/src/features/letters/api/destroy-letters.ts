import { api } from '@site/shared/api';
import type { LetterDestroyRequest } from '@site/shared/contracts';
import { BusinessFailure } from '../../../lib/api-failure';
import { letterListBody, type LetterQuery } from './get-letters';

/**
 * POST /arks/web/member/letter/destroy: the list body (SPEC §7), plus `id` for one letter. Without
 * an id the platform deletes every letter of that language: that is "delete all". → {deleted}.
 */
export const LETTER_DESTROY_PATH = '/arks/web/member/letter/destroy';

export async function destroyLetters(query: LetterQuery, id?: number): Promise<number> {
  const body: LetterDestroyRequest = id === undefined ? letterListBody(query) : { ...letterListBody(query), id };
  const res = await api.post<{ deleted: number }>(LETTER_DESTROY_PATH, body);
  if (!res.ok) throw new BusinessFailure(res.message, res.code);
  return res.data.deleted;
}
