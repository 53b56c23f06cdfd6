import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { i18n as sharedI18n, type I18nNamespace } from './i18n';

/** The `t` function of a namespace, which also carries `t`, `i18n` and `ready` for destructuring. */
export type UseTResult = TFunction & { t: TFunction; i18n: I18n; ready: boolean };

/**
 * How many times texts of each namespace were added since the page started. Every remote adds its
 * own namespace as it starts (and a language loaded later adds one more bundle per app); counted per
 * namespace, a bundle re-renders the components that read it and no other. react-i18next's own
 * store binding would re-render every translated component of the page, the shell's whole layout
 * included, once per remote that starts.
 */
const added = new Map<string, number>();
const listeners = new Set<() => void>();
sharedI18n.store.on('added', (_language: string, namespace: string) => {
  added.set(namespace, (added.get(namespace) ?? 0) + 1);
  listeners.forEach((listener) => listener());
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
/** The namespace's count and that of `common`, its fallback, in one number that changes with either. */
const stampOf = (ns: string) => (added.get(ns) ?? 0) * 65_536 + (ns === 'common' ? 0 : (added.get('common') ?? 0));

/** Texts already looked up, per language and namespace, for the stamp they were looked up under. */
const lookedUp = new Map<string, { stamp: number; texts: Map<string, string> }>();
function textsOf(language: string, ns: string, stamp: number): Map<string, string> {
  const id = `${language}|${ns}`;
  let entry = lookedUp.get(id);
  if (!entry || entry.stamp !== stamp) {
    entry = { stamp, texts: new Map() };
    lookedUp.set(id, entry);
  }
  return entry.texts;
}

/**
 * Translations of one namespace, re-rendering on a language change and when texts of that namespace
 * (or of `common`) are added. Works both ways: `const t = useT('lobby')` and `const { t } =
 * useT('lobby')`. Keys missing in the namespace fall back to `common`.
 *
 * A key asked for alone (no options) is looked up once per page language, namespace and stamp, for
 * every component at once: i18next resolves every call again (namespaces, fallbacks,
 * post-processing), and a grid of game tiles asks for the same labels once per tile and again at
 * every filter change.
 */
export function useT(ns: I18nNamespace | (string & {}) = 'common'): UseTResult {
  const { t, i18n, ready } = useTranslation(ns, { i18n: sharedI18n });
  const stamp = useSyncExternalStore(
    subscribe,
    () => stampOf(ns),
    () => stampOf(ns),
  );
  return useMemo(() => {
    const call = t as unknown as (...a: unknown[]) => string;
    const bound = ((...args: unknown[]) => {
      const key = args[0];
      if (args.length !== 1 || typeof key !== 'string') return call(...args);
      // The language as the call reads it (react-i18next's `t` follows i18n.language).
      const known = textsOf(i18n.language, ns, stamp);
      let text = known.get(key);
      if (text === undefined) {
        text = call(key);
        known.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    const result: UseTResult = Object.assign(bound, { t: bound, i18n, ready });
    return result;
  }, [t, i18n, ready, ns, stamp]);
}
