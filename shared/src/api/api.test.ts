import {
  ApiError,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestOptions,
} from '@site/shared/api';
import { createBus } from '@site/shared/bus';
import { letterCalls } from '@site/shared/contracts';
import { tokenStore } from '@site/shared/storage';
import { createFakeFetch, envelope, type FakeHandler, type FakeReply } from '@site/shared/testing';

// The rules of SPEC §7 "All calls" hold for any path, described or not: these tests send by path.
type SendOptions = Omit<ApiRequestOptions, 'method' | 'body'>;
const get = (client: ApiClient, path: string, options?: SendOptions) =>
  client.request(path, { ...options, method: 'GET' });
const post = (client: ApiClient, path: string, body?: unknown, options?: SendOptions) =>
  client.request(path, { ...options, method: 'POST', body });

function setup(replies: FakeHandler | FakeReply[], extra: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(replies);
  const bus = createBus();
  const client = createApiClient({ fetch: fake.fetch, bus, getLanguage: () => 'vi_VN', ...extra });
  return { client, calls: fake.calls, bus };
}

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('SPEC §7 All calls: headers', () => {
  it('sends Accept and Content-Type JSON, lang and the stored token as authorization', async () => {
    tokenStore.set('tok-1');
    const { client, calls } = setup([{ body: envelope(100) }]);
    await post(client, '/member/profile', {});
    expect(calls[0]?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      lang: 'vi_VN',
      authorization: 'tok-1',
    });
  });

  it('omits authorization when no token is stored', async () => {
    const { client, calls } = setup([{ body: envelope(100) }]);
    await get(client, '/v2/get_jackpot');
    expect(calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it('reads the language per call (the site language can change)', async () => {
    let language = 'vi_VN';
    const { client, calls } = setup([{ body: envelope(100) }], { getLanguage: () => language });
    await get(client, '/a');
    language = 'en_US';
    await get(client, '/a');
    expect(calls.map((c) => c.headers.lang)).toEqual(['vi_VN', 'en_US']);
  });

  it('defaults the language to the last locale:changed on the bus', async () => {
    const fake = createFakeFetch([{ body: envelope(100) }]);
    const bus = createBus();
    bus.emit('locale:changed', { language: 'zh_CN' });
    await get(createApiClient({ fetch: fake.fetch, bus }), '/a');
    expect(fake.calls[0]?.headers.lang).toBe('zh_CN');
  });

  it('lets caller headers win (login sends the headers of /get_login_header)', async () => {
    const { client, calls } = setup([{ body: envelope(100) }]);
    await post(client, '/login', { account: 'a' }, { headers: { 'x-login-sign': 'abc' } });
    expect(calls[0]?.headers['x-login-sign']).toBe('abc');
    expect(calls[0]?.body).toEqual({ account: 'a' });
  });

  it('replaces the stored token with a response authorization header', async () => {
    tokenStore.set('old');
    const { client, calls } = setup([{ body: envelope(100), headers: { authorization: 'new-token' } }]);
    await post(client, '/member/profile/my_cash');
    expect(tokenStore.get()).toBe('new-token');
    await post(client, '/member/profile/my_cash');
    expect(calls[1]?.headers.authorization).toBe('new-token');
  });
});

describe('SPEC §7 All calls: prefix, method, timeout', () => {
  it('calls by description: the path and method come from @site/shared/contracts, the data is typed', async () => {
    const { client, calls } = setup([{ body: envelope(100, { id: 7, is_read: 1 }) }]);
    const result = await client.call(letterCalls.read, { id: 7 });
    expect(calls[0]).toMatchObject({ url: '/api/arks/web/member/letter/read', method: 'POST', body: { id: 7 } });
    expect(result.ok && result.data.is_read).toBe(1);
  });

  it('prefixes paths with /api and defaults to GET', async () => {
    const { client, calls } = setup([{ body: envelope(100) }]);
    await client.request('/arks/web/float');
    expect(calls[0]?.url).toBe('/api/arks/web/float');
    expect(calls[0]?.method).toBe('GET');
  });

  it('gives up after 30 000 ms with ApiError type timeout / requestTimeout', async () => {
    jest.useFakeTimers();
    const { client, calls } = setup(['hang']);
    const pending = get(client, '/slow').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'timeout', messageKey: 'requestTimeout', status: 0 });
    expect(calls).toHaveLength(1); // a timeout is not retried
  });
});

describe('SPEC §7 All calls: retry', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { client, calls } = setup([{ status, body: null }, { body: envelope(100, 'second') }]);
    const res = await get(client, '/v2/get_jackpot');
    expect(res.data).toBe('second');
    expect(calls).toHaveLength(2);
  });

  it('retries only once', async () => {
    const { client, calls } = setup([{ status: 503 }, { status: 503 }, { body: envelope(100) }]);
    await expect(get(client, '/x')).rejects.toMatchObject({ type: 'http', status: 503 });
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    const { client, calls } = setup([{ status: 503 }, { body: envelope(100) }]);
    await expect(client.request('/x', { method })).rejects.toMatchObject({ type: 'http', status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a GET on a status outside the table (404)', async () => {
    const { client, calls } = setup([{ status: 404 }, { body: envelope(100) }]);
    await expect(get(client, '/x')).rejects.toMatchObject({ type: 'http', status: 404 });
    expect(calls).toHaveLength(1);
  });
});

describe('SPEC §3/§5 envelopes and business failures', () => {
  it('normalises {code, message, data, text} with ok for "100" and "1000"', async () => {
    const { client } = setup([
      { body: { code: 100, message: 'done', data: { a: 1 } } },
      { body: { code: '1000', message: '', data: [1] } },
      { body: { code: '', message: '', data: 'x', text: 'A7K2' } },
    ]);
    await expect(get(client, '/a')).resolves.toEqual({ code: '100', message: 'done', data: { a: 1 }, ok: true });
    await expect(get(client, '/a')).resolves.toEqual({ code: '1000', message: '', data: [1], ok: true });
    await expect(get(client, '/a')).resolves.toMatchObject({ text: 'A7K2', ok: false });
  });

  it('normalises {header: {status, desc}, body}', async () => {
    const { client } = setup([{ body: { header: { status: 1000, desc: 'OK' }, body: { list: [] } } }]);
    await expect(post(client, '/v3/game_list')).resolves.toEqual({
      code: '1000',
      message: 'OK',
      data: { list: [] },
      ok: true,
    });
  });

  it('resolves business failures (not throws) so callers can map codes', async () => {
    const { client } = setup([{ body: envelope(101, null, 'Account or password is wrong') }]);
    await expect(post(client, '/login', {})).resolves.toEqual({
      code: '101',
      message: 'Account or password is wrong',
      data: null,
      ok: false,
    });
  });

  it('passes a body without an envelope through as data', async () => {
    const { client } = setup([{ body: '{"tk":"t"}' }]);
    await expect(post(client, '/get_info_data', { enc: 'x' })).resolves.toMatchObject({ ok: true, data: '{"tk":"t"}' });
  });
});

describe('SPEC §8 HTTP failures throw ApiError', () => {
  it('network failure: type network, messageKey networkError (a GET is tried twice)', async () => {
    const { client, calls } = setup(['network-error']);
    await expect(get(client, '/x')).rejects.toMatchObject({
      type: 'network',
      messageKey: 'networkError',
      message: 'networkError',
      status: 0,
    });
    expect(calls).toHaveLength(2);
  });

  it('HTTP error with an envelope: the server message and code', async () => {
    const { client } = setup([{ status: 400, body: envelope(400, null, 'Bad account') }]);
    const error = (await post(client, '/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      type: 'http',
      status: 400,
      code: '400',
      message: 'Bad account',
      messageKey: undefined,
    });
  });

  it('HTTP error whose envelope names what is wrong: the request_error key, its params and field (the English message kept)', async () => {
    const body = {
      ...envelope(400, null, 'end_date: the range is at most 92 days (got 151)'),
      message_key: 'range_too_long',
      field: 'end_date',
      params: { max_days: 92, days: 151, junk: { x: 1 } },
    };
    const { client } = setup([
      { status: 400, body },
      { status: 400, body: { ...body, message_key: 'a_key_of_a_newer_server' } },
    ]);
    const error = (await post(client, '/arks/web/member/dw-record', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      type: 'http',
      status: 400,
      code: '400',
      message: 'end_date: the range is at most 92 days (got 151)',
      messageKey: 'request_error.range_too_long',
      messageParams: { max_days: 92, days: 151 },
      field: 'end_date',
    });
    // A key this library does not know: the server message, as before.
    await expect(post(client, '/arks/web/member/dw-record', {})).rejects.toMatchObject({
      messageKey: undefined,
      message: 'end_date: the range is at most 92 days (got 151)',
    });
  });

  it('HTTP error without an envelope: the networkError key', async () => {
    const { client } = setup([{ status: 404, body: 'Not Found' }]);
    await expect(post(client, '/nope')).rejects.toMatchObject({
      type: 'http',
      status: 404,
      code: '',
      messageKey: 'networkError',
    });
  });

  it('an HTML page instead of JSON (proxy or SPA fallback) is an HTTP error', async () => {
    const { client } = setup([{ body: '<!doctype html><html></html>', headers: { 'content-type': 'text/html' } }]);
    await expect(post(client, '/x')).rejects.toMatchObject({ type: 'http', status: 200 });
  });

  it('a caller abort rejects with aborted: true', async () => {
    const { client } = setup(['hang']);
    const controller = new AbortController();
    const pending = get(client, '/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ type: 'network', aborted: true });
  });
});

describe('SPEC §4/§7/§8 a 401 from any call', () => {
  const background = [
    '/arks/web/member/letter',
    '/arks/web/activity/red_envelope_promotion',
    '/member/profile/common/layout',
  ];

  it('throws type unauthorized and emits session:unauthorized on the bus', async () => {
    const { client, bus } = setup([{ status: 401, body: envelope(401, null, 'Unauthenticated') }]);
    const seen = jest.fn();
    bus.on('session:unauthorized', seen);
    await expect(post(client, '/member/profile')).rejects.toMatchObject({
      type: 'unauthorized',
      status: 401,
      message: 'Unauthenticated',
    });
    expect(seen).toHaveBeenCalledWith({ path: '/member/profile' });
  });

  it('aborts the pending background calls (automatically abortable), not the others', async () => {
    const handler: FakeHandler = ({ url }) => (url === '/api/member/profile' ? { status: 401 } : 'hang');
    const { client, bus } = setup(handler);
    const seen = jest.fn();
    bus.on('session:unauthorized', seen);
    const pendingBackground = background.map((p) => post(client, p).catch((e: unknown) => e));
    let otherSettled = false;
    const other = post(client, '/arks/web/footer').finally(() => {
      otherSettled = true;
    });
    other.catch(() => undefined);
    await expect(post(client, '/member/profile')).rejects.toMatchObject({ type: 'unauthorized' });
    for (const error of await Promise.all(pendingBackground)) {
      expect(error).toMatchObject({ type: 'unauthorized', aborted: true });
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(otherSettled).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1); // the aborted calls do not announce again
  });

  it('abortable: true opts any call in, abortable: false opts a background path out', async () => {
    const handler: FakeHandler = ({ url }) => (url === '/api/x401' ? { status: 401 } : 'hang');
    const { client } = setup(handler);
    const optedIn = post(client, '/arks/web/bulletin', {}, { abortable: true }).catch((e: unknown) => e);
    let optedOutSettled = false;
    void post(client, '/arks/web/member/letter', {}, { abortable: false })
      .catch(() => undefined)
      .finally(() => {
        optedOutSettled = true;
      });
    await get(client, '/x401').catch(() => undefined);
    await expect(optedIn).resolves.toMatchObject({ aborted: true });
    await new Promise((r) => setTimeout(r, 10));
    expect(optedOutSettled).toBe(false);
  });
});
