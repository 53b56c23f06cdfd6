import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { i18n as sharedI18n, type I18nNamespace } from './i18n';

/** The `t` function of a namespace, which also carries `t`, `i18n` and `ready` for destructuring. */
export type UseTResult = TFunction & { t: TFunction; i18n: I18n; ready: boolean };

/**
 * Translations of one namespace, re-rendering on a language change. Works both ways:
 * `const t = useT('lobby')` and `const { t } = useT('lobby')`. Keys missing in the namespace fall
 * back to `common`.
 *
 * A key asked for alone (no options) is looked up once per `t`: i18next resolves every call again
 * (namespaces, fallbacks, post-processing), and a component that redraws at every filter change asks
 * for the same labels each time. react-i18next hands out a new `t` when the language changes or
 * texts are added (bindI18nStore), and with it comes an empty cache.
 */
export function useT(ns: I18nNamespace | (string & {}) = 'common'): UseTResult {
  const { t, i18n, ready } = useTranslation(ns, { i18n: sharedI18n });
  return useMemo(() => {
    const call = t as unknown as (...a: unknown[]) => string;
    const known = new Map<string, string>();
    const bound = ((...args: unknown[]) => {
      const key = args[0];
      if (args.length !== 1 || typeof key !== 'string') return call(...args);
      let text = known.get(key);
      if (text === undefined) {
        text = call(key);
        known.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    const result: UseTResult = Object.assign(bound, { t: bound, i18n, ready });
    return result;
  }, [t, i18n, ready]);
}
