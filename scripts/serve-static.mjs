#!/usr/bin/env node
// Serves one app's production build from its own origin, the way the site runs for real:
// - CORS on everything (the shell fetches remotes' mf-manifest.json and chunks cross-origin);
// - SPA fallback to index.html for the shell (it owns the browser URL);
// - /api and the realtime socket (/app/{key}, a WebSocket upgrade) proxied to the platform, so the site's calls are same-origin;
// - the security headers of scripts/security-headers.mjs on every answer (the policy passed with --csp).
// Usage: serve-static.mjs --dir dist --port 3000 [--spa] [--api http://127.0.0.1:4000] [--csp "<policy>"]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createProxyServer } from 'http-proxy-3';
import { securityHeaders } from './security-headers.mjs';

export function createStaticServer({ dir, spa = false, api = null, failWith = null, csp = null }) {
  const security = securityHeaders(csp);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run \`pnpm run build\` first`);
  }
  const files = sirv(dir, {
    // Read from disk on each request: a redeploy of dist/ is served without a restart.
    dev: true,
    etag: true,
    gzip: false,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
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
