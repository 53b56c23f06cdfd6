/* global describe, it, expect, beforeAll, afterAll */
// The static server as a browser and the platform see it: run as its own process on a build folder
// made here, with a stand-in platform answering the site config by host.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { moduleValues } = require('./module-values.cjs');

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** GET through node:http, so the Host header is ours to set. */
const get = (port, pathname, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      })
      .on('error', reject);
  });

const BRANDS = {
  'lotus.local': {
    code: 'lotus',
    name: 'Lotus Club',
    title: 'Lotus',
    title_en: 'Lotus Club - Online Lounge',
    theme: 'jade',
  },
  default: {
    code: 'saovang',
    name: 'Sao Vàng',
    title: 'Sao Vàng',
    title_en: 'Sao Vang - Online Entertainment',
    theme: 'gold',
  },
};

const PAGE = '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';

/** What a remote's build says of itself (the parts a page's preloads are read from). */
const LOBBY_MANIFEST = {
  id: 'mfe_lobby',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [],
  exposes: [
    {
      path: './App',
      assets: { js: { sync: ['lobby-root.1a2b3c4d.js', 'expose-app.5e6f7a8b.js'], async: ['faq.9.js'] } },
    },
    { path: './GameDemoList', assets: { js: { sync: ['demo.0.js'], async: [] } } },
  ],
};

/** A brand of the classic template, as the platform's site config describes it. */
const CLASSIC = {
  site_id: 7,
  brand: { code: 'classic', name: 'Classic', title: 'Classic', title_en: 'Classic' },
  template: 'classic',
  theme: 'gold',
  default_language: 'vi_VN',
  languages: ['vi_VN', 'en_US', 'th_TH'],
  currencies: ['VND', 'USD', 'THB', 'RMB'],
  features: { desktop_lock: false },
  remotes: {},
};

/** What the stand-in platform was asked for banners, and its lists: none in RMB, none on a desktop in THB. */
const bannerAsks = [];
function answerBanners(req, res) {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const ask = JSON.parse(raw);
    bannerAsks.push({ host: String(req.headers.host), ...ask });
    const list =
      ask.currency === 'RMB' || (ask.currency === 'THB' && ask.use_type === 0)
        ? []
        : [3, 9, 5].map((id) => ({
            id,
            url: `/b/${ask.currency}-${ask.language}-${id}.webp?use_type=${ask.use_type}`,
          }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: '100', message: 'success', data: { web_carousel_picture_list: list } }));
  });
}

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/**
 * A page asked twice: the first ask fills the server's brief memory of the config and the banner
 * lists (on a busy machine it may pass the page's wait for them), the second is answered from it.
 */
const getSettled = async (port, pathname, headers) => {
  await get(port, pathname, headers);
  return get(port, pathname, headers);
};

/** The first screen's element and its pictures, as written in a page. */
function firstScreenOf(body) {
  const div = /<div id="first-screen" data-first-layout="(\w+)" data-currency="(\w+)" data-pictures="([^"]*)"/.exec(
    body,
  );
  if (!div) return null;
  const pictures = JSON.parse(div[3].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  return { layout: div[1], currency: div[2], pictures };
}

describe('scripts/serve-static.mjs', () => {
  let dir;
  let server;
  let platform;
  let port;
  const silent = [];

  const firstScreen = moduleValues('first-screen.mjs', 'async (m) => m');
  const csp = moduleValues('security-headers.mjs', `async (m) => m.contentSecurityPolicy({ appOrigins: [] })`);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
    fs.writeFileSync(
      path.join(dir, 'routes.json'),
      JSON.stringify({
        patterns: ['/', '/user/*'],
        remotes: [
          { pattern: '/user/*', remote: 'mfe_member_center' },
          { pattern: '/', remote: 'mfe_lobby' },
        ],
      }),
    );
    const icon = (theme) => [{ src: `/icons/${theme}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' }];
    fs.writeFileSync(
      path.join(dir, 'pwa.json'),
      JSON.stringify({
        default_theme: 'gold',
        themes: {
          gold: { background: '#080b14', primary: '#d4af37', icons: icon('gold') },
          jade: { background: '#04110d', primary: '#2fbf8f', icons: icon('jade') },
        },
        error_page: {
          en_US: { message: 'Something went wrong. Please try again later.', home: 'Go back home' },
          vi_VN: { message: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.', home: 'Về trang chủ' },
          th_TH: { message: 'เกิดข้อผิดพลาด โปรดลองอีกครั้งในภายหลัง', home: 'กลับสู่หน้าแรก' },
        },
      }),
    );
    // The platform: the brand served on the request's host (GET /api/site-config), whose config
    // places the lobby beside it (GET /lobby/mf-manifest.json); on down.local it fails, on
    // slow.local it does not answer in time.
    platform = http.createServer((req, res) => {
      const host = String(req.headers.host).replace(/:\d+$/, '');
      if (req.method === 'POST' && req.url === '/api/arks/web/carousel_picture') return answerBanners(req, res);
      if (req.url === '/lobby/mf-manifest.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(LOBBY_MANIFEST));
      }
      if (host === 'down.local') {
        res.writeHead(500);
        return res.end();
      }
      if (host === 'slow.local') return void silent.push(setTimeout(() => res.end('{}'), 8_000));
      if (host === 'classic.local') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: '100', data: CLASSIC }));
      }
      const { theme, ...brand } = BRANDS[host] ?? BRANDS.default;
      // Behind a proxy the browser finds the lobby at an address this server cannot reach itself.
      const lobby =
        host === 'proxied.local'
          ? 'http://site.example/remotes/mfe_lobby'
          : `http://127.0.0.1:${platform.address().port}/lobby`;
      const remotes = { mfe_lobby: `${lobby}/mf-manifest.json` };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: '100', data: { brand, theme, default_language: 'vi_VN', remotes } }));
    });
    await new Promise((resolve) => platform.listen(0, '127.0.0.1', resolve));
    port = await freePort();
    const script = path.join(__dirname, 'serve-static.mjs');
    const api = `http://127.0.0.1:${platform.address().port}`;
    server = spawn(process.execPath, [script, '--dir', dir, '--port', String(port), '--spa', '--api', api], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REMOTE_ADDRESSES: `http://site.example/remotes/mfe_lobby/=${api}/lobby/` },
    });
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
      server.on('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
    });
  });

  afterAll(async () => {
    server?.kill();
    silent.forEach(clearTimeout);
    platform?.closeAllConnections();
    await new Promise((resolve) => (platform ? platform.close(resolve) : resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('SPEC §2: a page it cannot read answers 500 with the error page, not indexed, and the server keeps serving', async () => {
    expect((await get(port, '/user/Info')).status).toBe(200);
    fs.renameSync(path.join(dir, 'index.html'), path.join(dir, 'index.html.away'));
    try {
      const res = await get(port, '/user/Info');
      expect(res.status).toBe(500);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<title>Internal Server Error</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(res.headers.vary).toContain('Accept-Language');
      // No cookie and no browser language: the site's configured language.
      expect(res.body).toContain('<html lang="vi-VN">');
      expect(res.body).toContain('<a href="/">Về trang chủ</a>');
      expect(res.body).toContain('>500<');
      // The browser's languages, best first; the language chosen on the site (the lang cookie) wins.
      const thai = await get(port, '/user/Info', { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' });
      expect(thai.body).toContain('<html lang="th-TH">');
      expect(thai.body).toContain('<a href="/">กลับสู่หน้าแรก</a>');
      const chosen = await get(port, '/user/Info', { 'accept-language': 'th-TH', cookie: 'a=1; lang=en_US' });
      expect(chosen.body).toContain('<a href="/">Go back home</a>');
      expect(chosen.body).toContain('<h1 lang="en">Internal Server Error</h1>');
    } finally {
      fs.renameSync(path.join(dir, 'index.html.away'), path.join(dir, 'index.html'));
    }
    expect((await get(port, '/user/Info')).status).toBe(200);
  });

  it("answers the web app manifest of the brand the platform serves on the request's host", async () => {
    const lotus = await get(port, '/manifest.webmanifest', { host: `lotus.local:${port}` });
    expect(lotus.status).toBe(200);
    expect(lotus.headers['content-type']).toContain('application/manifest+json');
    expect(JSON.parse(lotus.body)).toEqual({
      id: '/',
      name: 'Lotus Club - Online Lounge',
      short_name: 'Lotus Club',
      lang: 'vi-VN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#04110d',
      background_color: '#04110d',
      icons: [{ src: '/icons/jade-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
    });
    const other = JSON.parse((await get(port, '/manifest.webmanifest')).body);
    expect(other.short_name).toBe('Sao Vàng');
    expect(other.theme_color).toBe('#080b14');
  });

  it("names the first files of the route's remote in the page, where the brand's config says that remote is", async () => {
    const lobby = `http://127.0.0.1:${platform.address().port}/lobby`;
    const res = await get(port, '/');
    expect(res.status).toBe(200);
    const hints = [
      `<link rel="preload" href="${lobby}/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
      `<link rel="preload" href="${lobby}/remoteEntry.js" as="script" fetchpriority="low">`,
      `<link rel="preload" href="${lobby}/lobby-root.1a2b3c4d.js" as="script" fetchpriority="low">`,
      `<link rel="preload" href="${lobby}/expose-app.5e6f7a8b.js" as="script" fetchpriority="low">`,
    ].join('');
    expect(res.body).toBe(PAGE.replace('</head>', `${hints}</head>`));
    // Nothing of the App's later chunks nor of another expose.
    expect(res.body).not.toContain('faq.9.js');
    expect(res.body).not.toContain('demo.0.js');
  });

  it("reads a remote's manifest where REMOTE_ADDRESSES says, and names it in the page as the browser finds it", async () => {
    const res = await get(port, '/', { host: `proxied.local:${port}` });
    expect(res.body).toContain(
      '<link rel="preload" href="http://site.example/remotes/mfe_lobby/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
    );
    expect(res.body).toContain(
      '<link rel="preload" href="http://site.example/remotes/mfe_lobby/lobby-root.1a2b3c4d.js" as="script" fetchpriority="low">',
    );
  });

  it('serves the page as it is when there is nothing to name: a route whose remote the config lacks, an unknown path, a HEAD', async () => {
    const member = await get(port, '/user/Info');
    expect(member.status).toBe(200);
    expect(member.body).toBe(PAGE);
    const unknown = await get(port, '/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(PAGE);
  });

  it("draws the home page's first banner for each currency of the brand, in the visitor's language and layout", async () => {
    bannerAsks.length = 0;
    const desktop = await getSettled(port, '/', {
      host: `classic.local:${port}`,
      'accept-language': 'fr-FR,th;q=0.8,en;q=0.5',
      'user-agent': DESKTOP_UA,
    });
    expect(desktop.status).toBe(200);
    expect(desktop.headers.vary).toBe('Cookie, Accept-Language, User-Agent');
    // th_TH by the shell's rule (the first browser language the brand offers), THB its visitor currency;
    // the window's width decides the layout: the phone's picture and the desktop's (from 992 px).
    const screen = firstScreenOf(desktop.body);
    expect(screen).toEqual({
      layout: 'width',
      currency: 'THB',
      pictures: {
        VND: ['/b/VND-th_TH-9.webp?use_type=2', '/b/VND-th_TH-9.webp?use_type=0'],
        USD: ['/b/USD-th_TH-9.webp?use_type=2', '/b/USD-th_TH-9.webp?use_type=0'],
        // THB has no desktop banner and RMB none at all: no first screen in them.
      },
    });
    expect(desktop.body).toContain('<picture><source media="(min-width: 992px)"><img alt="" fetchpriority="high"');
    // The visitor's currency (THB) has no picture: nothing is asked for ahead of the scripts.
    expect(desktop.body).not.toContain('as="image"');
    // Before the shell's root, with the check right after it.
    expect(desktop.body.indexOf('id="first-screen"')).toBeLessThan(desktop.body.indexOf('<div id="root">'));
    expect(desktop.body).toContain(`<script>${firstScreen.FIRST_SCREEN_CHECK}</script><div id="root">`);
    expect(bannerAsks).toEqual(
      expect.arrayContaining([
        { host: `classic.local:${port}`, site_id: 7, use_type: 2, currency: 'VND', language: 'th_TH' },
        { host: `classic.local:${port}`, site_id: 7, use_type: 0, currency: 'USD', language: 'th_TH' },
      ]),
    );

    // A phone's user agent: the phone's pictures only; the `lang` cookie wins over the browser's languages.
    const phone = await getSettled(port, '/', {
      host: `classic.local:${port}`,
      'accept-language': 'th-TH',
      cookie: 'a=1; lang=en_US',
      'user-agent': PHONE_UA,
    });
    expect(firstScreenOf(phone.body)).toEqual({
      layout: 'mobile',
      currency: 'USD',
      pictures: {
        VND: ['/b/VND-en_US-9.webp?use_type=2'],
        USD: ['/b/USD-en_US-9.webp?use_type=2'],
        THB: ['/b/THB-en_US-9.webp?use_type=2'],
      },
    });
    expect(phone.body).toContain('<div class="frame"><img alt=""');
    // The visitor's picture is the head's first request, ahead of every preload and script.
    expect(phone.body).toMatch(
      /<title>Site<\/title><link rel="preload" as="image" href="\/b\/USD-en_US-9\.webp\?use_type=2" fetchpriority="high">(<link rel="preload" href=|<\/head>)/,
    );

    // The width decides: each picture asked for under the media query that shows it.
    const wide = await getSettled(port, '/', {
      host: `classic.local:${port}`,
      cookie: 'lang=en_US',
      'user-agent': DESKTOP_UA,
    });
    expect(firstScreenOf(wide.body)).toMatchObject({ layout: 'width', currency: 'USD' });
    expect(wide.body).toContain(
      '<title>Site</title>' +
        '<link rel="preload" as="image" href="/b/USD-en_US-9.webp?use_type=2" media="not all and (min-width: 992px)" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/b/USD-en_US-9.webp?use_type=0" media="(min-width: 992px)" fetchpriority="high">',
    );

    // An address login (SPEC §4) and the other parameters that leave the page as it is: drawn, the
    // inline script then reads the member's currency from the address.
    const login = await getSettled(port, '/?tk=t0k&member_account=m1&member_currency=USD&member_id=3&pwa=1', {
      host: `classic.local:${port}`,
      'user-agent': PHONE_UA,
    });
    expect(firstScreenOf(login.body)).toMatchObject({ layout: 'mobile' });
    // The member's currency's picture (USD) is asked for ahead of the scripts, not the visitor's (VND).
    expect(login.body).toContain(
      '<link rel="preload" as="image" href="/b/USD-vi_VN-9.webp?use_type=2" fetchpriority="high">',
    );
    expect(login.body.match(/as="image"/g)).toHaveLength(1);
  });

  it('draws no first screen where it cannot tell what the lobby shows: a query, another page, another template', async () => {
    const host = `classic.local:${port}`;
    expect(firstScreenOf((await getSettled(port, '/?lang=en_US', { host })).body)).toBeNull();
    expect(firstScreenOf((await getSettled(port, '/?appPage=header', { host })).body)).toBeNull();
    expect(firstScreenOf((await getSettled(port, '/?tk=a&member_currency=USD&enc=x', { host })).body)).toBeNull();
    expect((await getSettled(port, '/user/Info', { host })).body).toBe(PAGE);
    // The default brand's config names no template.
    expect(firstScreenOf((await getSettled(port, '/')).body)).toBeNull();
  });

  it("the page's one inline script is allowed by its hash, by the static servers and by nginx", async () => {
    const { body } = await getSettled(port, '/', { host: `classic.local:${port}`, 'user-agent': PHONE_UA });
    const script = /<script>([^<]*)<\/script>/.exec(body)[1];
    const hash = `'sha256-${require('node:crypto').createHash('sha256').update(script).digest('base64')}'`;
    expect(hash).toBe(firstScreen.FIRST_SCREEN_CHECK_HASH);
    expect(csp).toContain(`script-src 'self' ${hash}`);
    const nginx = fs.readFileSync(path.join(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');
    expect(nginx).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/=]/g, '\\$&')};`));
  });

  it('never lets the platform hold the page up: a failing or silent platform, the page without hints', async () => {
    const down = await get(port, '/', { host: `down.local:${port}` });
    expect(down.status).toBe(200);
    expect(down.body).toBe(PAGE);
    const started = Date.now();
    const slow = await get(port, '/', { host: `slow.local:${port}` });
    expect(slow.status).toBe(200);
    expect(slow.body).toBe(PAGE);
    // The platform would answer after 8 s; the page does not wait for it.
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});
