import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { CAPTCHA_TYPE, CAPTCHA_WAIT_MS } from '@site/shared/constants';
import { createFakeFetch, createTestQueryClient, envelope, type FakeReply } from '@site/shared/testing';
import { useCaptcha } from './get-captcha';

/** The hook as a form uses it: under a query client (a fresh one per test). */
function renderCaptcha() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useCaptcha({ type: CAPTCHA_TYPE.login, siteId: 7 }), { wrapper });
}

const image = (n: number) =>
  envelope(100, { token: `t${n}`, captcha: `data:image/svg+xml;base64,${n}`, placeholder: '4 chữ số' });

function deferred() {
  let resolve!: (reply: FakeReply) => void;
  const promise = new Promise<FakeReply>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useCaptcha (SPEC §4: no request while one runs or during the wait of §8 code 101)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('posts {type, site_id} to /api/captcha and keeps the image and token', async () => {
    const fake = createFakeFetch([{ body: image(1) }]);
    globalThis.fetch = fake.fetch;
    const { result } = renderCaptcha();
    await act(() => result.current.refresh());
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toMatch(/\/api\/captcha$/);
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.body).toEqual({ type: 1, site_id: 7 });
    expect(result.current.status).toBe('ready');
    expect(result.current.captcha?.token).toBe('t1');
  });

  it('refuses a second request while one is running', async () => {
    const pending = deferred();
    const fake = createFakeFetch(() => pending.promise);
    globalThis.fetch = fake.fetch;
    const { result } = renderCaptcha();
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.refresh();
    });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    await expect(act(() => result.current.refresh())).resolves.toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.calls).toHaveLength(1);
    pending.resolve({ body: image(1) });
    await act(() => first);
    expect(result.current.captcha?.token).toBe('t1');
    // Once it has answered, a new request is allowed again.
    await act(() => result.current.refresh());
    expect(fake.calls).toHaveLength(2);
  });

  it('after code 101 it waits one second before the next request', async () => {
    jest.useFakeTimers();
    let n = 0;
    const fake = createFakeFetch(() => (++n === 1 ? { body: envelope(101, null, 'too fast') } : { body: image(n) }));
    globalThis.fetch = fake.fetch;
    const { result } = renderCaptcha();
    await act(() => result.current.refresh());
    expect(result.current.status).toBe('error');
    expect(result.current.waiting).toBe(true);

    await expect(act(() => result.current.refresh())).resolves.toBe(false);
    act(() => jest.advanceTimersByTime(CAPTCHA_WAIT_MS - 1));
    await expect(act(() => result.current.refresh())).resolves.toBe(false);
    expect(fake.calls).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.waiting).toBe(false);
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(fake.calls).toHaveLength(2);
  });

  it('another failure code does not start the wait', async () => {
    const fake = createFakeFetch([{ body: envelope(400, null, 'bad') }, { body: image(2) }]);
    globalThis.fetch = fake.fetch;
    const { result } = renderCaptcha();
    await act(() => result.current.refresh());
    expect(result.current.waiting).toBe(false);
    await act(() => result.current.refresh());
    expect(result.current.captcha?.token).toBe('t2');
  });
});
