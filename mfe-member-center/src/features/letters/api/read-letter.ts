import { api } from '@site/shared/api';
import { BusinessFailure } from '../../../lib/api-failure';

/** POST /arks/web/member/letter/read {id} → {id, is_read 1} (SPEC §4: opening an unread letter marks it read). */
export const LETTER_READ_PATH = '/arks/web/member/letter/read';

export async function readLetter(id: number): Promise<void> {
  const res = await api.post<{ id: number; is_read: 1 }>(LETTER_READ_PATH, { id });
  if (!res.ok) throw new BusinessFailure(res.message, res.code);
}
