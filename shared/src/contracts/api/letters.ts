/**
 * Member letters (SPEC §3, §4, §7), token required. Opening a letter marks it read and the list
 * reloads; the realtime letter.read / letter.delete events keep the member's other windows in step.
 */
import { LANGUAGE_CODES, LETTER_PAGE_SIZE } from '@site/shared/constants';
import { defineCall, flag, oneOf, Type, type CallBody, type CallData } from './call';

const listFields = {
  active: Type.Optional(flag()),
  count: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, description: `Page size (SPEC §9: ${LETTER_PAGE_SIZE})` }),
  ),
  language: Type.Optional(oneOf(LANGUAGE_CODES)),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  site_id: Type.Optional(Type.Integer({ minimum: 1 })),
  sort_field: Type.Optional(oneOf(['id', 'created_at'] as const)),
  sort_order: Type.Optional(oneOf(['asc', 'desc'] as const)),
};

/** A letter (SPEC §3). */
export const LetterSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  is_read: flag(),
  language: oneOf(LANGUAGE_CODES),
  created_at: Type.String({ format: 'date-time' }),
});

export const letterCalls = {
  /** POST /arks/web/member/letter {active 1, count 50, language, page 1, site_id, sort_field id, sort_order desc}. */
  list: defineCall({
    method: 'POST',
    path: '/arks/web/member/letter',
    summary: "The member's letters, one page (SPEC §7)",
    description: 'language defaults to the lang header (vi_VN). total_count and unread_count count that language.',
    tags: ['letters'],
    body: Type.Object(listFields),
    data: Type.Object({ list: Type.Array(LetterSchema), total_count: Type.Integer(), unread_count: Type.Integer() }),
    codes: {},
    auth: true,
  }),
  /** POST /arks/web/member/letter/read {id}. */
  read: defineCall({
    method: 'POST',
    path: '/arks/web/member/letter/read',
    summary: 'Mark a letter read (SPEC §4: opening marks read, then the list reloads)',
    description: 'Code 101: no such letter of this member.',
    tags: ['letters'],
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    data: Type.Object({ id: Type.Integer(), is_read: flag() }),
    codes: { '101': { text: 'No such letter' } },
    auth: true,
  }),
  /** POST /arks/web/member/letter/destroy: the list body; id or ids narrow it to those letters. */
  destroy: defineCall({
    method: 'POST',
    path: '/arks/web/member/letter/destroy',
    summary: 'Delete letters (SPEC §7: the list body); id or ids narrow it to those letters',
    tags: ['letters'],
    body: Type.Object({
      ...listFields,
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
    }),
    data: Type.Object({ deleted: Type.Integer() }),
    codes: {},
    auth: true,
  }),
};

export type Letter = CallData<typeof letterCalls.list>['list'][number];
export type LetterListResponse = CallData<typeof letterCalls.list>;
/** The list body as SPEC §7 sends it: every field given. */
export type LetterListRequest = Required<CallBody<typeof letterCalls.list>>;
export type LetterDestroyRequest = CallBody<typeof letterCalls.destroy>;
