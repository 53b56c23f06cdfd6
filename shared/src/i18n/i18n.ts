import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { FailureMessage } from '@site/shared/api';
import { CONFIGURED_LOCALE, LANGUAGE_CODES, type LanguageCode } from '@site/shared/constants';
import { commonEnUS } from './resources/common-en-us';
import { commonViVN } from './resources/common-vi-vn';
import { commonZhCN } from './resources/common-zh-cn';
import { commonLazy } from './resources/common-lazy';

/** One namespace per app, plus `common` for the texts every app shares. */
export const I18N_NAMESPACES = ['common', 'shell', 'lobby', 'auth', 'member', 'promotions', 'proxy'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

/** SPEC §9 language codes are used as i18next languages as they are (`vi_VN`, not `vi-VN`). */
export const FALLBACK_LANGUAGES: LanguageCode[] = ['en_US'];

/** `vi_VN` → `vi-VN` for `<html lang>` and Intl, which want BCP 47 tags. */
export const toBcp47 = (language: string): string => language.replace('_', '-');

/**
 * The page-wide i18next instance (a module-federation singleton, like i18next itself). It is
 * initialised here, synchronously, with the `common` texts and the configured locale vi_VN
 * (SPEC §1), so `t` works before the shell has decided the language; `initI18n` then switches.
 * Missing keys fall back to English, then to the key itself; app namespaces fall back to `common`.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: CONFIGURED_LOCALE,
  fallbackLng: FALLBACK_LANGUAGES,
  supportedLngs: LANGUAGE_CODES,
  // Our codes are whole: never try `vi` for `vi_VN`.
  load: 'currentOnly',
  nonExplicitSupportedLngs: false,
  ns: [...I18N_NAMESPACES],
  defaultNS: 'common',
  fallbackNS: 'common',
  resources: {
    en_US: { common: commonEnUS },
    vi_VN: { common: commonViVN },
    zh_CN: { common: commonZhCN },
  },
  // Resources are bundled: no backend, so initialisation is synchronous.
  initAsync: false,
  // React escapes already.
  interpolation: { escapeValue: false },
  // A language's texts may arrive after the first render (loaded on demand): `useT` re-renders the
  // components of the namespace that arrived (use-t.ts), not every component of the page.
  react: { useSuspense: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = toBcp47(language);
});

/** A language's texts of one namespace, fetched when the page needs them (a chunk of their own). */
export type LanguageLoader = () => Promise<{ default: object } | object>;
export type LazyResources = Partial<Record<LanguageCode, LanguageLoader>>;

/** The languages every app bundles: the configured locale (vi_VN), the fallback (en_US) and zh_CN. */
export const BUNDLED_LANGUAGES = ['vi_VN', 'en_US', 'zh_CN'] as const satisfies readonly LanguageCode[];

/**
 * An app's loaders for every language it does not bundle, from one function that imports a language's
 * file. Each app passes its own dynamic import of `./${language}.json` (webpack resolves it against the
 * app's folder and makes a chunk per language, named with webpackChunkName "lang-[request]", the
 * bundled three left out with webpackExclude).
 */
export function lazyLanguages(load: (language: LanguageCode) => ReturnType<LanguageLoader>): LazyResources {
  const bundled: readonly string[] = BUNDLED_LANGUAGES;
  return Object.fromEntries(
    LANGUAGE_CODES.filter((language) => !bundled.includes(language)).map((language) => [
      language,
      () => load(language),
    ]),
  );
}

/** Loaders of the languages each namespace does not bundle, by namespace. */
const lazyLoaders = new Map<string, LazyResources>();
const loading = new Map<string, Promise<void>>();

/**
 * Registers the languages of a namespace that are fetched on demand: only the page's language is
 * ever downloaded (switching language reloads the page, SPEC §4), so the other languages cost a
 * visitor nothing.
 */
export function addLazyResources(ns: I18nNamespace | (string & {}), loaders: LazyResources): void {
  lazyLoaders.set(ns, { ...lazyLoaders.get(ns), ...loaders });
}

addLazyResources('common', commonLazy);

/**
 * Fetches the texts of `language` for the namespaces given (default: every namespace with a loader)
 * that are not there yet. A failed fetch leaves the fallback (English) in place and is reported,
 * never thrown: the page still works.
 */
export async function loadLanguage(
  language: LanguageCode,
  namespaces: readonly string[] = [...lazyLoaders.keys()],
): Promise<void> {
  await Promise.all(
    namespaces.map((ns) => {
      const loader = lazyLoaders.get(ns)?.[language];
      if (!loader || i18n.hasResourceBundle(language, ns)) return Promise.resolve();
      const key = `${language}/${ns}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = loader()
          .then((module) => {
            const texts = 'default' in module ? module.default : module;
            i18n.addResourceBundle(language, ns, texts, true, true);
          })
          .catch((err: unknown) => {
            loading.delete(key);
            console.error(`[i18n] the ${language} texts of ${ns} could not be loaded`, err);
          });
        loading.set(key, pending);
      }
      return pending;
    }),
  );
}

/** Switches the page language (the shell calls it at start and on a language change). */
export async function initI18n(language: LanguageCode = CONFIGURED_LOCALE): Promise<I18n> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = toBcp47(language);
  return i18n;
}

/**
 * Adds an app's texts under its namespace, merged into what is there (an app may add more by calling again).
 * Each remote calls it once at start with the languages it ships.
 */
export function addAppResources(
  ns: I18nNamespace | (string & {}),
  resources: Partial<Record<LanguageCode, object>>,
): void {
  for (const [language, texts] of Object.entries(resources)) {
    if (texts) i18n.addResourceBundle(language, ns, texts, true, true);
  }
}

/**
 * Shows a message that may be an i18n key or already a text: a server message is shown as it is,
 * a key (`networkError`, `pg.start_failed`, `shell:modal_unavailable`) is translated. Used by the
 * toaster and for ApiError messages (SPEC §8).
 */
export function translateMessage(message: string, params?: Record<string, unknown>): string {
  if (!message) return message;
  return i18n.exists(message) ? String(i18n.t(message, params ?? {})) : message;
}

/**
 * The text of a failure as `describeFailure` (`@site/shared/api`) gives it: the key translated (or
 * the server's message as it is), then the code in brackets when the message carries one.
 */
export function translateFailure(failure: FailureMessage): string {
  const text = translateMessage(failure.message, failure.params);
  return failure.code ? `${text} (${failure.code})` : text;
}
