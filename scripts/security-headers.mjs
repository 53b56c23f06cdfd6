// The security headers every page and file of the site is served with (the shell's and each
// remote's static server, and nginx in front of them):
// - a Content-Security-Policy with one inline script, the home page's first-screen check (allowed
//   by its hash, scripts/first-screen.mjs): scripts, manifests and chunks only from the site's own
//   origins (the shell and the remotes), calls to them and to the platform (its API and its realtime
//   socket, same-origin through the static server), frames only from the game and
//   sport provider's origin, images also as data: URLs (the captcha); styles may be inline (emotion
//   writes <style> elements at run time);
// - frame-ancestors 'self': no other site may frame the site (clickjacking);
// - X-Content-Type-Options: nosniff and a Referrer-Policy that keeps paths to the site itself.

import { FIRST_SCREEN_CHECK_HASH } from './first-screen.mjs';

/** Both spellings of a loopback origin, so the site works opened as 127.0.0.1 or localhost. */
export function loopbackOrigins(port, scheme = 'http') {
  return [`${scheme}://127.0.0.1:${port}`, `${scheme}://localhost:${port}`];
}

/**
 * @param {{ appOrigins: string[], socketOrigins?: string[], frameOrigins?: string[], formOrigins?: string[] }} origins
 */
export function contentSecurityPolicy({ appOrigins, socketOrigins = [], frameOrigins = [], formOrigins = [] }) {
  const apps = appOrigins.join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src 'self' ${FIRST_SCREEN_CHECK_HASH} ${apps}`,
    `style-src 'self' 'unsafe-inline' ${apps}`,
    `img-src 'self' data: blob: ${apps}`,
    `font-src 'self' data: ${apps}`,
    `connect-src 'self' ${apps} ${socketOrigins.join(' ')}`,
    `frame-src 'self' ${frameOrigins.join(' ')}`,
    `form-action 'self' ${formOrigins.join(' ')}`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'self'`,
  ];
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ');
}

export function securityHeaders(csp) {
  return {
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
