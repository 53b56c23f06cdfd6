// The first files of the remote a page mounts, named in the page the static server sends, so the
// browser asks for them alongside the shell's own scripts instead of after them.
//
// Without them the page's remote waits for a chain: the shell's scripts arrive and run, the shell
// reads the site config, then asks for the remote's manifest, then its entry, then the chunks of its
// App; on a phone's link each step is a round trip. The static server knows the route (routes.json
// of the shell's build says which remote owns it) and the brand (the platform's site config for the
// request's host says where that remote is), so it can name the manifest, the entry and the App's
// chunks up front. The shell still loads the remote as before; the browser answers those requests
// from what it already has.

/** Whether a path matches a route pattern (`/user/*` also matches `/user`). */
export function matchesPattern(pattern, pathname) {
  const p = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (!pattern.endsWith('/*')) return p === pattern;
  const base = pattern.slice(0, -2);
  return p === base || p.startsWith(`${base}/`);
}

/** The remote a page mounts: the first of routes.json's `remotes` whose pattern matches, or null. */
export function remoteOfPath(routes, pathname) {
  const entry = (routes?.remotes ?? []).find((r) => matchesPattern(r.pattern, pathname));
  return entry ? entry.remote : null;
}

export const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The addresses to name for a remote: its manifest (read with `fetch`, CORS), then its entry and the
 * chunks of its `./App` (loaded as classic scripts, no CORS mode: the federation runtime and webpack
 * add no `crossorigin`). null when the manifest does not say where its files are.
 */
export function remoteFiles(manifestUrl, manifest, expose = './App') {
  const meta = manifest?.metaData;
  const entry = meta?.remoteEntry;
  if (!entry || typeof entry.name !== 'string') return null;
  // publicPath 'auto': the files sit beside the manifest (where the runtime finds them too).
  const base =
    typeof meta.publicPath === 'string' && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestUrl)
      : new URL('.', manifestUrl);
  const entryPath = entry.path ? `${String(entry.path).replace(/\/$/, '')}/${entry.name}` : entry.name;
  const exposed = (manifest.exposes ?? []).find((e) => e.path === expose);
  const chunks = exposed?.assets?.js?.sync ?? [];
  return {
    manifest: manifestUrl,
    scripts: [new URL(entryPath, base).href, ...chunks.map((file) => new URL(file, base).href)],
  };
}

/**
 * The `<link rel="preload">` tags for those files. At low priority, as the shell's own boot chunks:
 * the page's first paint (the shell's frame) comes first; the remote's files share the link with the
 * shell's, which they otherwise would have waited for.
 */
export function hintTags(files) {
  if (!files) return '';
  const manifest = `<link rel="preload" href="${escapeAttribute(files.manifest)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`;
  const scripts = files.scripts.map(
    (href) => `<link rel="preload" href="${escapeAttribute(href)}" as="script" fetchpriority="low">`,
  );
  return [manifest, ...scripts].join('');
}

/** The page with the tags at the end of its head (after the shell's own preloads), or as it was. */
export function withHints(html, tags) {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : html.slice(0, at) + tags + html.slice(at);
}
