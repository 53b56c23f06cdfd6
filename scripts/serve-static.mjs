#!/usr/bin/env node
// Serves one app's production build from its own origin, the way the site runs for real:
// - CORS on everything (the shell fetches remotes' mf-manifest.json and chunks cross-origin);
// - SPA fallback to index.html for the shell (it owns the browser URL): with HTTP 404 and noindex for a path
//   outside the app's routes.json (the shell's route table), so unknown routes are real 404s;
// - the brotli and gzip copies made at build time, to browsers that accept them (Vary: Accept-Encoding);
// - /api and the realtime socket (/app/{key}, a WebSocket upgrade) proxied to the platform, so the site's calls are same-origin;
// - the security headers of scripts/security-headers.mjs on every answer (the policy passed with --csp);
// - for a build with pwa.json (the shell): /manifest.webmanifest, the web app manifest of the brand the
//   platform serves on the request's host;
// - the SPEC §2 error page with HTTP 500 and noindex when the page cannot be served (index.html unreadable).
// Usage: serve-static.mjs --dir dist --port 3000 [--spa] [--api http://127.0.0.1:4000] [--csp "<policy>"]
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import sirv from 'sirv';
import { createProxyServer } from 'http-proxy-3';
import { securityHeaders } from './security-headers.mjs';
import webManifestModule from './webpack/web-manifest.cjs';

const { webManifest, serverErrorPage, errorPageLanguage } = webManifestModule;

/** How long a brand's manifest is reused for a host before the platform is asked again. */
const MANIFEST_TTL_MS = 60_000;

/** The build's pwa.json (themes, icons), or null for an app without one. */
function readPwa(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'pwa.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** GET a JSON answer of the platform as the request's host (the platform picks the brand by host). */
function platformJson(api, pathname, host) {
  const url = new URL(pathname, api);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      { headers: { host: host || url.host, accept: 'application/json' }, timeout: 10_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
          try {
            resolve(JSON.parse(body));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** Answers the SPEC §2 error page with status 500, in the visitor's language, not indexed and never cached. */
function sendServerError(req, res, dir) {
  if (res.headersSent) return res.destroy();
  res.writeHead(500, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': 'text/html;charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    Vary: 'Cookie, Accept-Language',
  });
  if (req.method === 'HEAD') return res.end();
  const pwa = readPwa(dir);
  const language = errorPageLanguage(pwa, {
    cookie: req.headers.cookie ?? '',
    acceptLanguage: req.headers['accept-language'] ?? '',
  });
  res.end(serverErrorPage(pwa, language));
}

/** Whether a path matches one of the route table's patterns (`/user/*` also matches `/user`). */
export function matchesRoute(patterns, pathname) {
  const p = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return patterns.some((pattern) => {
    if (!pattern.endsWith('/*')) return p === pattern;
    const base = pattern.slice(0, -2);
    return p === base || p.startsWith(`${base}/`);
  });
}

/** The app's route patterns (routes.json in its build), or null when it has none (every path is its page). */
function routePatterns(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')).patterns;
  } catch {
    return null;
  }
}

/**
 * `platform`: where the brand's site config is read for /manifest.webmanifest; the /api target by
 * default, else PLATFORM_URL (a server that does not proxy /api itself, behind a reverse proxy).
 */
export function createStaticServer({
  dir,
  spa = false,
  api = null,
  failWith = null,
  csp = null,
  platform = api ?? process.env.PLATFORM_URL ?? null,
}) {
  const security = securityHeaders(csp);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run \`pnpm run build\` first`);
  }
  const files = sirv(dir, {
    // Read from disk on each request: a redeploy of dist/ is served without a restart.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    // The page fallback is ours (below): it knows which paths are routes.
    single: false,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // The shell's page may read the timing of its remotes' files (what they weighed decoded).
      res.setHeader('Timing-Allow-Origin', '*');
      if (/\.[0-9a-f]{8}\.js$/.test(pathname)) {
        // Content-hashed chunks never change.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        // Manifests, entries and index.html name the current build: always revalidate.
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  // A brand's manifest per host, briefly reused: every page load of an installed app asks for it.
  const manifests = new Map();
  async function brandManifest(host) {
    const hit = manifests.get(host);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.body;
    const answer = await platformJson(platform, '/api/site-config', host);
    const config = answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
    const body = JSON.stringify(webManifest(config, readPwa(dir)), null, 2);
    manifests.set(host, { at: Date.now(), body });
    return body;
  }
  const proxy = api ? createProxyServer({ target: api, changeOrigin: false, xfwd: true }) : null;
  proxy?.on('error', (_err, _req, res) => {
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: '502', message: 'The platform is unreachable', data: null }));
    } else if (res && typeof res.destroy === 'function' && !('writeHead' in res)) {
      res.destroy(); // a WebSocket upgrade whose platform is down
    }
  });
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error('[serve-static] could not answer', req.url, error);
      sendServerError(req, res, dir);
    }
  });
  function handle(req, res) {
    const isApi = Boolean(proxy && req.url && req.url.startsWith('/api/'));
    // The platform sets its own headers on /api; the site's pages and files get the site's.
    if (!isApi) for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET,HEAD,OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (failWith) {
      res.writeHead(failWith, { 'Access-Control-Allow-Origin': '*' });
      return res.end(`HTTP ${failWith}`);
    }
    if (isApi) return proxy.web(req, res);
    if (platform && new URL(req.url ?? '/', 'http://x').pathname === '/manifest.webmanifest' && readPwa(dir)) {
      brandManifest(String(req.headers.host ?? '').toLowerCase()).then(
        (body) => {
          res.writeHead(200, {
            'Access-Control-Allow-Origin': '*',
            'Content-Type': 'application/manifest+json; charset=utf-8',
            'Cache-Control': 'no-cache',
          });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (error) => {
          console.warn('[serve-static] no site config for the manifest', error.message);
          res.writeHead(502, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
          res.end('The platform is unreachable');
        },
      );
      return;
    }
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      // A file-like path (a chunk, an image) that is not there is a plain 404, never the page.
      if (spa && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
        const patterns = routePatterns(dir);
        const known = !patterns || matchesRoute(patterns, pathname);
        let page;
        try {
          page = fs.readFileSync(path.join(dir, 'index.html'));
        } catch (error) {
          console.error('[serve-static] the page cannot be read', error.message);
          return sendServerError(req, res, dir);
        }
        res.writeHead(known ? 200 : 404, {
          'Access-Control-Allow-Origin': '*',
          'Content-Type': 'text/html;charset=utf-8',
          'Cache-Control': 'no-cache',
          ...(known ? {} : { 'X-Robots-Tag': 'noindex' }),
        });
        return res.end(req.method === 'HEAD' ? undefined : page);
      }
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  }
  // The realtime socket (Pusher protocol, /app/{key}) is same-origin too: WebSocket upgrades go to the platform.
  server.on('upgrade', (req, socket, head) => {
    if (proxy && req.url && req.url.startsWith('/app/')) return proxy.ws(req, socket, head);
    socket.destroy();
  });
  return server;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dir = path.resolve(opt('dir', 'dist'));
  const port = Number(opt('port', '3000'));
  const host = opt('host', '127.0.0.1');
  const server = createStaticServer({ dir, spa: args.includes('--spa'), api: opt('api', null), csp: opt('csp', null) });
  server.listen(port, host, () => console.log(`serving ${dir} on http://${host}:${port}`));
}
