/**
 * Dev harness only (imported by bootstrap.tsx, never by ./App). The shared harness validates the
 * body of GET /api/site-config as it comes, but the platform wraps it in its usual envelope
 * ({code, message, data}), so the harness reports every field as missing. Until the harness
 * unwraps it (as the shell's loader does), unwrap it here; an unwrapped body passes through.
 */
export function unwrapSiteConfigEnvelope(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url, window.location.href).pathname.endsWith('/api/site-config')) return res;
    const body: unknown = await res.clone().json().catch(() => null);
    if (body && typeof body === 'object' && 'code' in body && 'data' in body) {
      return new Response(JSON.stringify((body as { data: unknown }).data), { status: res.status, headers: res.headers });
    }
    return res;
  };
}
