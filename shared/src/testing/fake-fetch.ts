/** What a fake server answers to one call. */
export type FakeReply =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  /** fetch rejects as a browser does when the network is down. */
  | 'network-error'
  /** Never answers; rejects only when the request's signal aborts (timeouts, cancellation). */
  | 'hang';

/** One call as the fake server saw it. Header names are lower case; a JSON body is parsed. */
export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  calls: FakeCall[];
}

/** The parts of Response that ofetch and the API client read; jsdom has no Response class. */
class FakeResponse {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: Headers;
  readonly body: string | null;
  constructor(
    readonly status: number,
    body: string | null,
    headers: Record<string, string>,
  ) {
    this.ok = status >= 200 && status < 300;
    this.statusText = status === 200 ? 'OK' : `HTTP ${status}`;
    this.headers = new Headers(headers);
    this.body = body;
  }
  async text(): Promise<string> {
    return this.body ?? '';
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.body ?? 'null');
  }
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * A fetch for unit tests: answers each call with `handler(call)`, or with the next reply of a list
 * (the last reply repeats). Honours the request's AbortSignal like a browser does.
 */
export function createFakeFetch(handler: FakeHandler | FakeReply[]): FakeFetch {
  const calls: FakeCall[] = [];
  const answer: FakeHandler = Array.isArray(handler)
    ? () => handler[Math.min(calls.length - 1, handler.length - 1)] ?? { status: 200, body: null }
    : handler;

  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: FakeCall = { url, method: (init.method ?? 'GET').toUpperCase(), headers, body: parseBody(init.body) };
    calls.push(call);
    const signal = init.signal ?? undefined;
    const aborted = () => signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) throw aborted();

    const reply = await answer(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        // The browser rejects an aborted fetch with a DOMException, so the fake does too.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        signal?.addEventListener('abort', () => reject(aborted()), { once: true });
      });
    }
    const { status = 200, body, headers: replyHeaders = {} } = reply;
    const isText = typeof body === 'string';
    const contentType = isText ? 'text/plain' : 'application/json';
    const text = body === undefined ? null : isText ? body : JSON.stringify(body);
    return new FakeResponse(status, text, { 'content-type': contentType, ...replyHeaders }) as unknown as Response;
  }) as typeof globalThis.fetch;

  return { fetch, calls };
}

/** The `{code, message, data}` envelope of SPEC §3, for fake replies. */
export const envelope = (
  code: string | number,
  data: unknown = null,
  message = '',
): { code: string; message: string; data: unknown } => ({
  code: String(code),
  message,
  data,
});
