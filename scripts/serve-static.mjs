#!/usr/bin/env node
// Serves one app's production build from its own origin, the way the site runs for real:
// - CORS on everything (the shell fetches remotes' mf-manifest.json and chunks cross-origin);
// - SPA fallback to index.html for the shell (it owns the browser URL): with HTTP 404 and noindex for a path
//   outside the app's routes.json (the shell's route table), so unknown routes are real 404s;
// - the brotli and gzip copies made at build time, to browsers that accept them (Vary: Accept-Encoding);
// - /api and the realtime socket (/app/{key}, a WebSocket upgrade) proxied to the platform, so the site's calls are same-origin;
// - the security headers of scripts/security-headers.mjs on every answer (the policy passed with --csp).
// Usage: serve-static.mjs --dir dist --port 3000 [--spa] [--api http://127.0.0.1:4000] [--csp "<policy>"]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createProxyServer } from 'http-proxy-3';
import { securityHeaders } from './security-headers.mjs';

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

export function createStaticServer({ dir, spa = false, api = null, failWith = null, csp = null }) {
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
    files(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      // A file-like path (a chunk, an image) that is not there is a plain 404, never the page.
      if (spa && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
        const patterns = routePatterns(dir);
        const known = !patterns || matchesRoute(patterns, pathname);
        const page = fs.readFileSync(path.join(dir, 'index.html'));
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
  });
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
