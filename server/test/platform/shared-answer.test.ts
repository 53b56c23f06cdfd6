import { SharedAnswers, sharedAnswer, etagOf } from '../../src/http/shared-answer';

describe('SharedAnswers: answers the same for everyone, built once and kept a while', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('builds an answer once for the requests that ask at the same time, and keeps it for its time', async () => {
    const answers = new SharedAnswers(5_000, 16, clock);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const [a, b] = await Promise.all([answers.get('k', build), answers.get('k', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(a.json).toBe('{"n":1}');
    expect(a.etag).toBe(etagOf('{"n":1}'));
    now += 4_999;
    expect((await answers.get('k', build)).json).toBe('{"n":1}');
    now += 1;
    expect((await answers.get('k', build)).json).toBe('{"n":2}');
    expect(builds).toBe(2);
  });

  it('keeps each key apart, and clear() drops them all', async () => {
    const answers = new SharedAnswers(5_000, 16, clock);
    expect((await answers.get('a', async () => 'A')).json).toBe('"A"');
    expect((await answers.get('b', async () => 'B')).json).toBe('"B"');
    answers.clear();
    expect(answers.size).toBe(0);
    expect((await answers.get('a', async () => 'A2')).json).toBe('"A2"');
  });

  it('does not keep a failed build: the next request builds again', async () => {
    const answers = new SharedAnswers(5_000, 16, clock);
    await expect(answers.get('k', async () => Promise.reject(new Error('no such brand')))).rejects.toThrow(
      'no such brand',
    );
    expect(answers.size).toBe(0);
    expect((await answers.get('k', async () => 'ok')).json).toBe('"ok"');
  });

  it('bounds what made-up keys can keep: past the limit, the expired go first, then all', async () => {
    const answers = new SharedAnswers(5_000, 3, clock);
    await answers.get('a', async () => 1);
    await answers.get('b', async () => 2);
    now += 6_000;
    await answers.get('c', async () => 3);
    await answers.get('d', async () => 4);
    // a and b had expired: they went, c and d stay.
    expect(answers.size).toBe(2);
    await answers.get('e', async () => 5);
    await answers.get('f', async () => 6);
    expect(answers.size).toBeLessThanOrEqual(3);
  });

  it('with no time to keep (0), builds every time', async () => {
    const answers = new SharedAnswers(0, 16, clock);
    let builds = 0;
    await answers.get('k', async () => ++builds);
    await answers.get('k', async () => ++builds);
    expect(builds).toBe(2);
  });

  it('serialises as JSON.stringify does', () => {
    expect(sharedAnswer({ code: '100', data: { a: [1, 'é'] } }).json).toBe('{"code":"100","data":{"a":[1,"é"]}}');
  });
});
