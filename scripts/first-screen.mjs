// The home page's first banner, drawn by the page the static server sends.
//
// The banner is the largest thing on the home page, and without this it waits for a chain: the
// shell's scripts, the site config, the lobby's scripts, its banner list, then the picture. On a
// phone that is seconds of a spinner. The static server knows what the lobby will ask: the brand (the
// request's host), the language (the `lang` cookie, else the browser's languages, by the shell's own
// rule, read from @site/shared/constants), the visitor's currency (the language's, by the same
// module) and the layout (the user agent and the window's width, the latter left to a media query).
// It asks the platform for that list and writes its first picture into the page, where the lobby
// draws it. The lobby tells the shell when its own first picture is on screen, and the shell takes
// this one away: the same picture, in the same place, so nothing moves.
//
// What the server cannot know is a stored member's currency (the session lives in localStorage): the
// page names the pictures of every currency of the brand, and its one inline script
// (FIRST_SCREEN_CHECK, allowed by its hash in the Content-Security-Policy) sets those of the stored
// member's currency, else the visitor's, as the parser reaches it.

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { escapeAttribute } from './page-hints.mjs';

const { requireShared } = createRequire(import.meta.url)('./shared-source.cjs');

/** The element's id; the shell removes the element of that id (@site/shared/constants FIRST_SCREEN_ID). */
export const FIRST_SCREEN_ID = 'first-screen';

/** SPEC §9 use types of the banner list. */
const USE_TYPE = { desktop: 0, mobile: 2 };

/**
 * The page's one inline script, run as the parser reaches it (before the first paint): it sets the
 * pictures of the currency the lobby will ask for: an address login's member's (`?tk=…&member_currency=…`,
 * SPEC §4), else a stored member's (the session lives in localStorage, which the server cannot see),
 * else the visitor's. With none for that currency, or storage that cannot be read, the first screen goes.
 */
export const FIRST_SCREEN_CHECK =
  "(function(){var s=document.getElementById('first-screen');if(!s)return;" +
  'try{var q=new URLSearchParams(location.search),l=localStorage,' +
  "c=q.get('tk')?q.get('member_currency'):l.getItem('token')?l.getItem('currency'):s.getAttribute('data-currency')," +
  "p=JSON.parse(s.getAttribute('data-pictures'))[c],o=s.getElementsByTagName('source')[0];" +
  "if(!p)throw 0;if(o)o.srcset=p[1];s.getElementsByTagName('img')[0].src=p[0]}" +
  'catch(e){s.remove()}})()';

/** The script's CSP source: `'sha256-…'`. */
export const FIRST_SCREEN_CHECK_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_CHECK).digest('base64')}'`;

/** chooseLanguage, currencyForLanguage and isMobileUserAgent (compiled at the first call). */
export function loadRules() {
  return Promise.resolve().then(() => ({
    ...requireShared('constants/locale.ts'),
    ...requireShared('device/user-agent.ts'),
  }));
}

/** Accept-Language as the browser's list, most wanted first (`en-US,en;q=0.9` → ['en-US', 'en']). */
export function browserLanguages(acceptLanguage = '') {
  return String(acceptLanguage)
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, order };
    })
    .filter((item) => item.tag && item.tag !== '*' && item.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((item) => item.tag);
}

const cookieOf = (header, name) => {
  const found = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name);
  return found ? decodeURIComponent(found.slice(1).join('=')) : undefined;
};

/**
 * The query parameters (SPEC §2, §4) that leave the home page's first banner where it is and as it
 * is, or that the inline script reads (the address login's member currency). Any other (`appPage`
 * and `header` move the page, `enc` logs in a member of unknown currency) means no first screen.
 */
const PAGE_QUERY_KEYS = new Set([
  'tk',
  'member_account',
  'member_currency',
  'member_id',
  'member_type',
  'web_debug',
  'pwa',
  'fbclid',
  'modal',
]);

/**
 * What the lobby of the classic template will ask for on this request's home page, or null when
 * the server cannot tell: another template, a query parameter it does not know, no site config.
 * `currency` is a visitor's; `shown` the one the page will show when the server can tell (a visitor's,
 * or an address login's); `currencies` every one a member may have. `layout`: 'mobile' or
 * 'desktop' when the user agent or the desktop lock decides, 'width' when the window's width does
 * (SPEC §2's breakpoint, DESKTOP_BREAKPOINT_PX).
 */
export async function firstScreenQuery(config, { url, headers }) {
  if (!config || config.template !== 'classic' || !Array.isArray(config.languages)) return null;
  if (!Array.isArray(config.currencies) || config.currencies.length === 0) return null;
  const query = new URL(url ?? '/', 'http://x').searchParams;
  if ([...query.keys()].some((key) => !PAGE_QUERY_KEYS.has(key))) return null;
  const { chooseLanguage, currencyForLanguage, isMobileUserAgent } = await loadRules();
  const language = chooseLanguage(config, cookieOf(headers.cookie, 'lang'), {
    browserLanguages: browserLanguages(headers['accept-language']),
  });
  const currency = currencyForLanguage(language, config.currencies);
  const layout =
    config.features?.desktop_lock && !query.has('web_debug')
      ? 'desktop'
      : isMobileUserAgent(String(headers['user-agent'] ?? ''))
        ? 'mobile'
        : 'width';
  // An address login's member (SPEC §4) sees that member's currency, as the inline script decides.
  const shown = query.get('tk') ? query.get('member_currency') : currency;
  return { site_id: config.site_id, language, currency, shown, currencies: config.currencies, layout };
}

/** The use types a layout needs, each with its list's first banner to be asked. */
export const useTypesOf = (layout) =>
  layout === 'mobile' ? ['mobile'] : layout === 'desktop' ? ['desktop'] : ['mobile', 'desktop'];

export const bannerUseType = (kind) => USE_TYPE[kind];

/**
 * The first screen of a page: `body`, the markup, and `head`, the request for its picture; null
 * when there is none to draw.
 *
 * The markup: per currency, the first banner of each list the layout needs (lists sorted by id
 * descending, SPEC §9, as the lobby sorts them); a currency with one of them missing has none (the
 * lobby then shows none there either). The inline script picks the currency and sets the pictures.
 * Its place and size are the lobby's (index.html's styles for #first-screen); hidden from assistive
 * technology, which meets the lobby's own banner.
 *
 * The head asks for the picture of the currency the server can tell, a visitor's or an address
 * login's (one per layout the width may choose, by the same media query as the markup's), before
 * the scripts: the inline script sets the image's address only as the parser reaches the body, after
 * the head has asked for a dozen scripts that would share the link with it. A stored member of
 * another currency gets that currency's picture from the script, as before.
 * lists: { [currency]: { mobile?: banner[], desktop?: banner[] } }
 */
export function firstScreenTag(query, lists) {
  if (!query) return null;
  const first = (list) =>
    Array.isArray(list) ? [...list].sort((a, b) => b.id - a.id).find((b) => typeof b?.url === 'string') : undefined;
  const kinds = useTypesOf(query.layout);
  const pictures = {};
  for (const currency of query.currencies) {
    const urls = kinds.map((kind) => first(lists[currency]?.[kind])?.url);
    if (urls.every(Boolean)) pictures[currency] = urls;
  }
  if (Object.keys(pictures).length === 0) return null;
  const image = '<img alt="" fetchpriority="high" decoding="async">';
  const desktop = `(min-width: ${requireShared('constants/timing.ts').DESKTOP_BREAKPOINT_PX}px)`;
  const picture = kinds.length === 1 ? image : `<picture><source media="${desktop}">${image}</picture>`;
  const own = pictures[query.shown] ?? [];
  const media = kinds.length === 1 ? [''] : [` media="not all and ${desktop}"`, ` media="${desktop}"`];
  return {
    head: own
      .map((url, i) => `<link rel="preload" as="image" href="${escapeAttribute(url)}"${media[i]} fetchpriority="high">`)
      .join(''),
    body:
      `<div id="${FIRST_SCREEN_ID}" data-first-layout="${query.layout}" data-currency="${escapeAttribute(query.currency)}" ` +
      `data-pictures="${escapeAttribute(JSON.stringify(pictures))}" aria-hidden="true">` +
      `<div class="frame">${picture}</div></div><script>${FIRST_SCREEN_CHECK}</script>`,
  };
}

/**
 * The page with the first screen at the start of its body, before the shell's root, and its
 * picture asked for before the head's first request (a preload or a script).
 */
export function withFirstScreen(page, screen) {
  if (!screen) return page;
  // The built page is minified: `<div id=root>` as often as `<div id="root">`.
  const at = page.search(/<div id=["']?root["'\s>]/);
  if (at < 0) return page;
  const withBody = `${page.slice(0, at)}${screen.body}${page.slice(at)}`;
  const early = withBody.search(/<link rel=["']?preload|<script|<\/head>/);
  return early < 0 || !screen.head ? withBody : `${withBody.slice(0, early)}${screen.head}${withBody.slice(early)}`;
}
