// A small in-memory letters platform for the unit tests: the three letter routes of SPEC §7 with
// the server's rules (server/src/routes/letters.ts): newest first, pages of `count`, counts of the
// body's language, read marks one, destroy deletes the ids or, without them, the whole language.
import type { Letter, LetterDestroyRequest, LetterListRequest } from '@site/shared/contracts';
import { createFakeFetch, envelope, type FakeCall, type FakeReply } from '@site/shared/testing';

export function makeLetter(id: number, over: Partial<Letter> = {}): Letter {
  return {
    id,
    title: `Thư số ${id}`,
    content: `Nội dung thư ${id}`,
    is_read: 0,
    language: 'vi_VN',
    created_at: new Date(Date.UTC(2025, 0, 1, 3, 0, 0) + id * 3_600_000).toISOString(),
    ...over,
  };
}

const pathOf = (call: FakeCall) => new URL(call.url, 'http://127.0.0.1').pathname;

export function createLettersServer(initial: Letter[]) {
  let letters = [...initial];
  /** Replies to force for the next list calls (errors), in order. */
  const listFailures: FakeReply[] = [];
  const fake = createFakeFetch((call): FakeReply => {
    const path = pathOf(call);
    if (path === '/api/arks/web/member/letter') {
      const failure = listFailures.shift();
      if (failure) return failure;
      const body = call.body as LetterListRequest;
      const mine = letters.filter((l) => l.language === body.language).sort((a, b) => b.id - a.id);
      const start = (body.page - 1) * body.count;
      return {
        body: envelope(100, {
          list: mine.slice(start, start + body.count),
          total_count: mine.length,
          unread_count: mine.filter((l) => l.is_read === 0).length,
        }),
      };
    }
    if (path === '/api/arks/web/member/letter/read') {
      const { id } = call.body as { id: number };
      const letter = letters.find((l) => l.id === id);
      if (!letter) return { body: envelope(101, null, 'No such letter') };
      letter.is_read = 1;
      return { body: envelope(100, { id, is_read: 1 }) };
    }
    if (path === '/api/arks/web/member/letter/destroy') {
      const body = call.body as LetterDestroyRequest;
      const ids = [...(body.ids ?? []), ...(body.id ? [body.id] : [])];
      const before = letters.length;
      letters = ids.length
        ? letters.filter((l) => !ids.includes(l.id))
        : letters.filter((l) => l.language !== body.language);
      return { body: envelope(100, { deleted: before - letters.length }) };
    }
    return { status: 404, body: envelope(404, null, 'Not found') };
  });
  return {
    fetch: fake.fetch,
    calls: fake.calls,
    callsTo: (route: 'letter' | 'read' | 'destroy') =>
      fake.calls.filter(
        (c) =>
          pathOf(c) === (route === 'letter' ? '/api/arks/web/member/letter' : `/api/arks/web/member/letter/${route}`),
      ),
    /** A letter arrives (as the operator API writes one). */
    add(letter: Letter) {
      letters.push(letter);
    },
    failNextList(...replies: FakeReply[]) {
      listFailures.push(...replies);
    },
    get letters() {
      return letters;
    },
  };
}
