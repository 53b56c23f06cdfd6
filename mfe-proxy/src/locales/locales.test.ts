import { agentCalls } from '@site/shared/contracts';
import { resources } from '.';

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

/** Leaf keys, with i18next plural suffixes folded (vi and zh have only "other"). */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix.replace(/_(one|other)$/, '')];
  if (Array.isArray(tree)) return [`${prefix}[]`];
  return Object.entries(tree as Tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe('the proxy texts', () => {
  it('have the same keys in vi_VN, en_US and zh_CN', () => {
    const en = [...new Set(leafKeys(resources.en_US))].sort();
    expect([...new Set(leafKeys(resources.vi_VN))].sort()).toEqual(en);
    expect([...new Set(leafKeys(resources.zh_CN))].sort()).toEqual(en);
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
      for (const language of ['vi_VN', 'en_US', 'zh_CN'] as const) {
        const texts = resources[language] as Record<string, unknown>;
        expect([language, key, typeof texts[key.replace(/^proxy\./, '')]]).toEqual([language, key, 'string']);
      }
    }
  });
});
