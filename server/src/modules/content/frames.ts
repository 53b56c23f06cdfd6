/**
 * May an address be shown in a frame (SPEC §4 sport frame check): it is fetched (HEAD, 1.5 s) and its
 * X-Frame-Options and CSP frame-ancestors read against the page that asks (its origin, from the
 * call's Origin or Referer): a provider that lists the site among its frame ancestors is embeddable
 * there and nowhere else.
 */
import type { CheckIframeResponse } from '@site/shared/contracts';

const originOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** Whether a frame-ancestors source list lets `embedder` frame a page of `target`. */
export function ancestorsAllow(sources: string, embedder: string | null, target: string): boolean {
  const list = sources.split(/\s+/).filter(Boolean);
  if (list.includes('*')) return true;
  if (!embedder || list.includes("'none'")) return false;
  return list.some((source) => (source === "'self'" ? embedder === target : originOf(source) === embedder));
}

export async function checkFrame(url: string, embedderHint?: string | null): Promise<CheckIframeResponse> {
  const embedder = originOf(embedderHint);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, embeddable: 0, reason: 'not a URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { url, embeddable: 0, reason: 'not http(s)' };
  try {
    const res = await fetch(parsed, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(1500) });
    const xfo = res.headers.get('x-frame-options')?.toLowerCase() ?? '';
    const csp = res.headers.get('content-security-policy')?.toLowerCase() ?? '';
    const ancestors = /frame-ancestors([^;]*)/.exec(csp)?.[1]?.trim();
    if (res.status >= 400) return { url, embeddable: 0, reason: `HTTP ${res.status}` };
    if (xfo === 'deny' || (xfo === 'sameorigin' && embedder !== parsed.origin))
      return { url, embeddable: 0, reason: `X-Frame-Options ${xfo}` };
    if (ancestors !== undefined && !ancestorsAllow(ancestors, embedder, parsed.origin))
      return { url, embeddable: 0, reason: `frame-ancestors ${ancestors}` };
    return { url, embeddable: 1, reason: 'ok' };
  } catch {
    return { url, embeddable: 0, reason: 'unreachable' };
  }
}
