import { agentCalls } from '@site/shared/contracts';
import { resources } from '.';
import bn_BD from './bn_BD.json';
import hi_IN from './hi_IN.json';
import ja_JP from './ja_JP.json';
import ko_KR from './ko_KR.json';
import my_MM from './my_MM.json';
import ta_IN from './ta_IN.json';
import th_TH from './th_TH.json';
import zh_TW from './zh_TW.json';

/** Every language of SPEC §9: the bundled ones and those fetched on demand. */
const all: Record<string, unknown> = { ...resources, zh_TW, ko_KR, ja_JP, th_TH, hi_IN, my_MM, ta_IN, bn_BD };

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

/** Leaf keys, with i18next plural suffixes folded (vi, zh, ja, ko, th and my have only "other"). */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix.replace(/_(one|other)$/, '')];
  if (Array.isArray(tree)) return [`${prefix}[]`];
  return Object.entries(tree as Tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe('the proxy texts', () => {
  it('have the same keys in all eleven languages', () => {
    const en = [...new Set(leafKeys(resources.en_US))].sort();
    expect(Object.keys(all)).toHaveLength(11);
    for (const [language, texts] of Object.entries(all)) {
      expect([language, [...new Set(leafKeys(texts))].sort()]).toEqual([language, en]);
    }
  });

  it('word every code of the agent contract (proxy.err_*) in every language', () => {
    const keys = new Set(
      Object.values(agentCalls).flatMap((call) =>
        Object.values(call.codes as Record<string, { key?: string }>).map((c) => c.key ?? ''),
      ),
    );
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      expect(key).toMatch(/^proxy\.err_/);
      for (const [language, languageTexts] of Object.entries(all)) {
        const texts = languageTexts as Record<string, unknown>;
        expect([language, key, typeof texts[key.replace(/^proxy\./, '')]]).toEqual([language, key, 'string']);
      }
    }
  });
});
