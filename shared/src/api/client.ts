import { createFetch, type FetchResponse } from 'ofetch';
import { bus as defaultBus, type Bus } from '@site/shared/bus';
import { CONFIGURED_LOCALE, MESSAGE_KEYS, REQUEST_TIMEOUT_MS } from '@site/shared/constants';
import type { ApiCall, ApiResult, CallBody, CallData } from '@site/shared/contracts';
import { tokenStore as defaultTokenStore } from '@site/shared/storage';
import { ApiError } from './api-error';
import { isAbortableBackgroundPath } from './background-calls';
import { isEnvelope, normaliseEnvelope, requestErrorOf } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Default GET (SPEC §7). */
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers; they win over the defaults (POST /login sends the headers of /get_login_header). */
  headers?: Record<string, string>;
  /** Cancels the call; it then rejects with an ApiError whose `aborted` is true. */
  signal?: AbortSignal;
  /**
   * Whether a 401 elsewhere aborts this call. Defaults to true for the background paths of SPEC §7
   * (letters, red envelope promotion, member layout) and false for everything else.
   */
  abortable?: boolean;
  /** Overrides the client's timeout for this call. */
  timeout?: number;
}

export interface ApiClientOptions {
  /** Every path is prefixed with it (SPEC §7: paths prefixed /api). */
  baseURL?: string;
  /** The site language sent as the `lang` header. Default: the last `locale:changed` on the bus, else vi_VN. */
  getLanguage?: () => string;
  /** Default 30 000 ms (SPEC §7, §9). */
  timeout?: number;
  /** The fetch to use; default the global one, looked up per call. Tests pass a fake. */
  fetch?: typeof globalThis.fetch;
  /** Where 401 is announced; default the page's bus. */
  bus?: Bus;
  /** Where the token is read and replaced; default the localStorage `token` key. */
  tokenStore?: { get(): string | null; set(token: string): void };
}

export interface ApiClient {
  readonly baseURL: string;
  /**
   * The transport under `call`, by path: the client's own tests use it for the rules that hold for
   * every path. The apps call by description (a lint rule refuses a literal path here).
   */
  request<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  /**
   * A call by its description in @site/shared/contracts: the path, the method and the types of the
   * body and the answer's data come from it (`api.call(letterCalls.list, body)`).
   */
  call<C extends ApiCall>(
    call: C,
    body: CallBody<C>,
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ): Promise<ApiResult<CallData<C>>>;
  /** Aborts every pending abortable call (done on 401; the shell may also call it on logout). */
  abortBackgroundCalls(): void;
}

type AbortWhy = 'timeout' | 'unauthorized' | 'caller';

/**
 * Makes an API client with every rule of SPEC §7 "All calls":
 * - headers Accept and Content-Type JSON, `lang` (site language), `authorization` (the stored
 *   token, omitted when there is none); a response `authorization` header replaces the stored token;
 * - paths prefixed /api, timeout 30 000 ms, default method GET;
 * - one retry for non-mutating methods on 408, 409, 425, 429, 500, 502, 503, 504, none for
 *   POST/PUT/PATCH/DELETE;
 * - both envelopes normalised to ApiResult; business failures resolve, HTTP failures throw ApiError;
 * - a 401 emits `session:unauthorized` and aborts the pending background calls.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? '/api';
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const bus = options.bus ?? defaultBus;
  const tokens = options.tokenStore ?? defaultTokenStore;
  const getLanguage = options.getLanguage ?? (() => bus.last('locale:changed')?.language ?? CONFIGURED_LOCALE);
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  /** Abort functions of the pending abortable calls. */
  const pendingAbortable = new Set<(why: AbortWhy) => void>();

  /*
   * Why ofetch: its default retry policy is exactly SPEC §7's. With `retry` left unset it retries
   * once for GET/HEAD/OPTIONS and never for POST, PUT, PATCH and DELETE (its "payload methods"), and
   * only on 408, 409, 425, 429, 500, 502, 503 and 504 (its default retryStatusCodes). So we pass
   * neither option and the library's table is the spec's table. One difference to know: when no
   * response arrives at all (network down), ofetch counts it as a 500, so a GET is tried twice.
   * An abort is never retried (ofetch skips AbortError when its own `timeout` is unused, and the
   * timeout here is ours so that it can share one signal with the caller's and the 401 abort).
   */
  const $fetch = createFetch({
    fetch: fetchImpl,
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  }).create({
    baseURL,
    onRequest({ options: request }) {
      const setDefault = (name: string, value: string) => {
        if (!request.headers.has(name)) request.headers.set(name, value);
      };
      setDefault('accept', 'application/json');
      setDefault('content-type', 'application/json');
      setDefault('lang', getLanguage());
      // Read per attempt: the token may have been replaced by the previous response.
      const token = tokens.get();
      if (token) setDefault('authorization', token);
    },
    onResponse({ response }) {
      const replacement = response.headers.get('authorization');
      if (replacement) tokens.set(replacement);
    },
  });

  async function request<T>(path: string, opts: ApiRequestOptions = {}): Promise<ApiResult<T>> {
    const method = opts.method ?? 'GET';
    const controller = new AbortController();
    let why: AbortWhy | undefined;
    const abort = (reason: AbortWhy) => {
      if (controller.signal.aborted) return;
      why = reason;
      controller.abort(new DOMException(`Request aborted (${reason})`, 'AbortError'));
    };
    const timer = setTimeout(() => abort('timeout'), opts.timeout ?? timeout);
    const onCallerAbort = () => abort('caller');
    if (opts.signal?.aborted) onCallerAbort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const abortable = opts.abortable ?? isAbortableBackgroundPath(path);
    if (abortable) pendingAbortable.add(abort);

    try {
      const response: FetchResponse<unknown> = await $fetch.raw(path, {
        method,
        body: opts.body as Record<string, unknown> | undefined,
        query: opts.query,
        headers: opts.headers,
        signal: controller.signal,
      });
      const body = response._data;
      if (!isEnvelope(body) && /text\/html/i.test(response.headers.get('content-type') ?? '')) {
        // An HTML page where JSON was expected: a proxy or SPA fallback answered instead of the API.
        throw new ApiError({
          type: 'http',
          status: response.status,
          message: MESSAGE_KEYS.networkError,
          messageKey: MESSAGE_KEYS.networkError,
          path,
        });
      }
      return normaliseEnvelope<T>(body);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const apiError = toApiError(error, why, path);
      if (apiError.type === 'unauthorized' && !apiError.aborted) {
        // SPEC §4/§8: a 401 from any call aborts the pending background calls and logs out (the
        // shell owns the session and logs out on this event).
        for (const abortPending of [...pendingAbortable]) abortPending('unauthorized');
        bus.emit('session:unauthorized', { path });
      }
      throw apiError;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      pendingAbortable.delete(abort);
    }
  }

  return {
    baseURL,
    request,
    call: (call, body, opts) => request(call.path, { ...opts, method: call.method, body }),
    abortBackgroundCalls() {
      for (const abortPending of [...pendingAbortable]) abortPending('unauthorized');
    },
  };
}

/** ofetch's FetchError carries the response (when one arrived) and its parsed body as `data`. */
interface FetchErrorLike {
  response?: { status: number };
  data?: unknown;
}

function toApiError(error: unknown, why: AbortWhy | undefined, path: string): ApiError {
  if (why === 'timeout') {
    return new ApiError({
      type: 'timeout',
      message: MESSAGE_KEYS.requestTimeout,
      messageKey: MESSAGE_KEYS.requestTimeout,
      path,
      cause: error,
    });
  }
  if (why === 'unauthorized') {
    return new ApiError({ type: 'unauthorized', message: 'unauthorized', path, aborted: true, cause: error });
  }
  if (why === 'caller') {
    return new ApiError({
      type: 'network',
      message: MESSAGE_KEYS.networkError,
      messageKey: MESSAGE_KEYS.networkError,
      path,
      aborted: true,
      cause: error,
    });
  }
  const { response, data } = (error ?? {}) as FetchErrorLike;
  if (response && typeof response.status === 'number') {
    const status = response.status;
    const type = status === 401 ? 'unauthorized' : 'http';
    if (isEnvelope(data)) {
      const { code, message } = normaliseEnvelope(data);
      // A key naming what is wrong wins over the server's words (English), so the page can say it in its language.
      const keyed = requestErrorOf(data);
      if (keyed)
        return new ApiError({ type, status, code, message: message || keyed.messageKey, ...keyed, path, cause: error });
      return new ApiError({
        type,
        status,
        code,
        message: message || MESSAGE_KEYS.networkError,
        messageKey: message ? undefined : MESSAGE_KEYS.networkError,
        path,
        cause: error,
      });
    }
    return new ApiError({
      type,
      status,
      message: MESSAGE_KEYS.networkError,
      messageKey: MESSAGE_KEYS.networkError,
      path,
      cause: error,
    });
  }
  return new ApiError({
    type: 'network',
    message: MESSAGE_KEYS.networkError,
    messageKey: MESSAGE_KEYS.networkError,
    path,
    cause: error,
  });
}
