/**
 * May an address be shown in a frame (SPEC §4 sport frame check): it is fetched (HEAD, 1.5 s) and its
 * X-Frame-Options and CSP frame-ancestors read.
 */
import type { CheckIframeResponse } from '@site/shared/contracts';

export async function checkFrame(url: string): Promise<CheckIframeResponse> {
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
    if (xfo === 'deny' || xfo === 'sameorigin') return { url, embeddable: 0, reason: `X-Frame-Options ${xfo}` };
    if (ancestors !== undefined && !ancestors.includes('*'))
      return { url, embeddable: 0, reason: `frame-ancestors ${ancestors}` };
    return { url, embeddable: 1, reason: 'ok' };
  } catch {
    return { url, embeddable: 0, reason: 'unreachable' };
  }
}
