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
// - in the shell's page, preload links for the first files of the remote the route mounts (scripts/page-hints.mjs),
//   and on the home page its first banner (scripts/first-screen.mjs);
// - the SPEC §2 error page with HTTP 500 and noindex when the page cannot be served (index.html unreadable).
// Usage: serve-static.mjs --dir dist --port 3000 [--spa] [--api http://127.0.0.1:4000] [--csp "<policy>"]
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import sirv from 'sirv';
import { createProxyServer } from 'http-proxy-3';
import {
  bannerUseType,
  firstScreenQuery,
  firstScreenTag,
  loadRules,
  useTypesOf,
  withFirstScreen,
} from './first-screen.mjs';
import { hintTags, matchesPattern, remoteFiles, remoteOfPath, withHints } from './page-hints.mjs';
import { securityHeaders } from './security-headers.mjs';
import webManifestModule from './webpack/web-manifest.cjs';

const { webManifest, serverErrorPage, errorPageLanguage } = webManifestModule;

/** How long a brand's site config (and a remote's manifest) is reused before it is asked again. */
const CONFIG_TTL_MS = 60_000;
/** How long a page waits for what it names of its remote; past that it goes without (never slower). */
const HINTS_WAIT_MS = 300;

/** The build's pwa.json (themes, icons), or null for an app without one. */
function readPwa(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'pwa.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** GET a JSON answer (POST `body` as JSON when given), as `host` when given (the platform picks the brand by host). */
function getJson(url, host, body) {
  const client = url.protocol === 'https:' ? https : http;
  const payload = body === undefined ? null : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = { host: host || url.host, accept: 'application/json' };
    if (payload)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = client.request(url, { method: payload ? 'POST' : 'GET', headers, timeout: 10_000 }, (res) => {
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
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload ?? undefined);
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

/** The app's route table (routes.json in its build: `patterns`, `remotes`), or null when it has none (every path is its page). */
function readRoutes(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Where this server reads a remote's manifest when the address the browser uses is not one it can
 * reach (inside a container network): REMOTE_ADDRESSES="http://localhost:8080/remotes/mfe_lobby/=http://mfe-lobby:3001/ ...",
 * each a prefix of the public address and what to put in its place.
 */
export function reachableFrom(pairs = process.env.REMOTE_ADDRESSES ?? '') {
  const rules = pairs
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split('='))
    .filter((pair) => pair.length === 2 && pair[0] && pair[1]);
  return (url) => {
    const rule = rules.find(([from]) => url.startsWith(from));
    return rule ? rule[1] + url.slice(rule[0].length) : url;
  };
}

/** A promise reused for `ttl` ms per key; a failed one is forgotten, so the next caller asks again. */
function memo(ttl, load) {
  const entries = new Map();
  return (key) => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.promise;
    const promise = load(key);
    entries.set(key, { at: Date.now(), promise });
    promise.catch(() => entries.get(key)?.promise === promise && entries.delete(key));
    return promise;
  };
}

/** `promise`'s value, or `fallback` if it fails or takes longer than `ms`. */
function within(promise, ms, fallback) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, fallback)));
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
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
  // A brand's site config per host, briefly reused: every page load asks for what it names.
  const siteConfig = memo(CONFIG_TTL_MS, async (host) => {
    const answer = await getJson(new URL('/api/site-config', platform), host);
    return answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
  });
  const reachable = reachableFrom();
  const remoteManifest = memo(CONFIG_TTL_MS, (url) => getJson(new URL(reachable(url))));
  async function brandManifest(host) {
    return JSON.stringify(webManifest(await siteConfig(host), readPwa(dir)), null, 2);
  }
  /** The preload tags of the remote a page mounts ('' when there is none to name). */
  async function pageHints(routes, host, pathname) {
    const remote = platform ? remoteOfPath(routes, pathname) : null;
    if (!remote) return '';
    const url = (await siteConfig(host))?.remotes?.[remote];
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return '';
    return hintTags(remoteFiles(url, await remoteManifest(url)));
  }
  // The rules the first screen is chosen by, compiled now rather than on the first visitor's page.
  if (spa && platform) loadRules().catch((error) => console.warn('[serve-static] no first screen:', error.message));
  // A brand's banner list (the first banner of the home page), per language, currency and use type.
  const bannerList = memo(CONFIG_TTL_MS, async (key) => {
    const { host, ...body } = JSON.parse(key);
    const answer = await getJson(new URL('/api/arks/web/carousel_picture', platform), host, body);
    if (answer?.code !== '100') throw new Error(`carousel_picture answered ${answer?.code}`);
    return answer.data?.web_carousel_picture_list ?? [];
  });
  /** The home page's first banner, drawn by the page (none when the server cannot tell which). */
  async function firstScreen(routes, req, pathname) {
    if (!platform || pathname !== '/' || remoteOfPath(routes, pathname) !== 'mfe_lobby') return null;
    const host = String(req.headers.host ?? '').toLowerCase();
    const query = await firstScreenQuery(await siteConfig(host), req);
    if (!query) return null;
    const { site_id, language } = query;
    const kinds = useTypesOf(query.layout);
    const lists = await Promise.all(
      query.currencies.map(async (currency) => {
        const ofKinds = await Promise.all(
          kinds.map((kind) =>
            bannerList(JSON.stringify({ host, site_id, use_type: bannerUseType(kind), currency, language })),
          ),
        );
        return [currency, Object.fromEntries(kinds.map((kind, i) => [kind, ofKinds[i]]))];
      }),
    );
    return firstScreenTag(query, Object.fromEntries(lists));
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
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    // A page (a path without a file extension, "/" included) is ours, not sirv's: it knows which
    // paths are routes and names the route's remote in the page.
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
      return servePage(req, res, pathname);
    }
    files(req, res, () => {
      // A file-like path (a chunk, an image) that is not there is a plain 404, never the page.
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  }
  function servePage(req, res, pathname) {
    const routes = readRoutes(dir);
    const known = !routes?.patterns || routes.patterns.some((pattern) => matchesPattern(pattern, pathname));
    let page;
    try {
      page = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    } catch (error) {
      console.error('[serve-static] the page cannot be read', error.message);
      return sendServerError(req, res, dir);
    }
    const host = String(req.headers.host ?? '').toLowerCase();
    const hints = known && req.method === 'GET' ? within(pageHints(routes, host, pathname), HINTS_WAIT_MS, '') : '';
    const first =
      known && req.method === 'GET' ? within(firstScreen(routes, req, pathname), HINTS_WAIT_MS, null) : null;
    void Promise.all([hints, first]).then(([tags, screen]) => {
      res.writeHead(known ? 200 : 404, {
        'Access-Control-Allow-Origin': '*',
        'Content-Type': 'text/html;charset=utf-8',
        'Cache-Control': 'no-cache',
        // The first screen is chosen by the language and the layout the request says.
        ...(screen ? { Vary: 'Cookie, Accept-Language, User-Agent' } : {}),
        ...(known ? {} : { 'X-Robots-Tag': 'noindex' }),
      });
      res.end(req.method === 'HEAD' ? undefined : withFirstScreen(withHints(page, tags), screen));
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
