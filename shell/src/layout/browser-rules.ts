import { isIOS, needsBrowserNotice } from '@site/shared/device';

/** What the running browser supports, read once from the page (a test passes its own). */
export interface BrowserAbilities {
  fetch: boolean;
  intl: boolean;
  /** ES2020 built-ins the site's bundles call without polyfills (Promise.allSettled, globalThis). */
  es2020: boolean;
}

/**
 * The oldest engine the site runs on, by the version in the user agent: the bundles target ES2020
 * and use fetch, Intl.NumberFormat/DateTimeFormat with time zones, and CSS custom properties.
 */
const MIN_VERSION: Array<{ name: string; pattern: RegExp; min: number }> = [
  { name: 'chrome', pattern: /(?:Chrome|CriOS)\/(\d+)/, min: 80 },
  { name: 'firefox', pattern: /(?:Firefox|FxiOS)\/(\d+)/, min: 78 },
  { name: 'edge-legacy', pattern: /Edge\/(\d+)/, min: 80 },
  // Safari's own version; on iOS every browser is Safari's engine, whose version is the OS's.
  { name: 'ios', pattern: /OS (\d+)_\d+(?:_\d+)? like Mac OS X/, min: 14 },
  { name: 'safari', pattern: /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, min: 14 },
];

/**
 * Whether the unsupported-browser notice shows (SPEC §2 modal list): Internet Explorer, Opera Mini
 * (a proxy browser that runs no site script properly), the old Android stock browser, an engine
 * older than MIN_VERSION, or a browser missing fetch, Intl or the ES2020 built-ins whatever it
 * calls itself.
 */
export function isUnsupportedBrowser(ua: string, abilities: BrowserAbilities): boolean {
  if (!abilities.fetch || !abilities.intl || !abilities.es2020) return true;
  if (/MSIE |Trident\//.test(ua) || /Opera Mini/i.test(ua)) return true;
  // The Android stock browser: an AppleWebKit 534 engine calling itself Version/4.0 without Chrome.
  if (/Android/.test(ua) && /AppleWebKit\/53[0-4]/.test(ua) && !/Chrome\//.test(ua)) return true;
  for (const { pattern, min } of MIN_VERSION) {
    const found = pattern.exec(ua);
    if (found && Number(found[1]) < min) return true;
  }
  return false;
}

/** Reads the running browser's abilities. */
export function currentAbilities(): BrowserAbilities {
  const g = globalThis as unknown as Record<string, unknown>;
  return {
    fetch: typeof g.fetch === 'function',
    intl: typeof Intl === 'object' && typeof Intl.NumberFormat === 'function',
    es2020: typeof Promise.allSettled === 'function' && typeof String.prototype.matchAll === 'function',
  };
}

/** iOS Safari itself (not Chrome, Firefox, Edge or an app's in-app browser on iOS). */
export function isIOSSafari(ua: string): boolean {
  return isIOS(ua) && !needsBrowserNotice(ua) && !/CriOS\//.test(ua);
}

/**
 * The add-to-home-screen ("favourite") hint: on iOS Safari only, and not once the site runs from
 * the home screen (standalone), where there is nothing left to add.
 */
export function needsFavouriteHint(ua: string, standalone: boolean): boolean {
  return isIOSSafari(ua) && !standalone;
}

export type BrowserNoticeKind = 'unsupported' | 'browserAlert' | 'iosFavourite';

/**
 * Which notice a browser gets, one at a time, most important first: a browser the site cannot run
 * on; a browser SPEC §4 asks to swap for Safari/Chrome (iOS) or UC Browser/Chrome (Android); the iOS
 * home-screen hint. `dismissed` lists those closed for good.
 */
export function browserNoticeFor(input: {
  userAgent: string;
  abilities: BrowserAbilities;
  standalone: boolean;
  dismissed: ReadonlySet<BrowserNoticeKind>;
}): BrowserNoticeKind | null {
  const { userAgent, abilities, standalone, dismissed } = input;
  const due: Array<[BrowserNoticeKind, boolean]> = [
    ['unsupported', isUnsupportedBrowser(userAgent, abilities)],
    ['browserAlert', needsBrowserNotice(userAgent)],
    ['iosFavourite', needsFavouriteHint(userAgent, standalone)],
  ];
  return due.find(([kind, shows]) => shows && !dismissed.has(kind))?.[0] ?? null;
}
