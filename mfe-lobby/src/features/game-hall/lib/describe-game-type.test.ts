import { DESCRIPTION_PROVIDER_LIMIT, joinNames, providerNamesForDescription } from './describe-game-type';

describe('SPEC §9 game description: at most 15 provider names', () => {
  it('names the first 15 providers, once each, and counts the rest', () => {
    const names = Array.from({ length: 22 }, (_, i) => `Studio ${i + 1}`);
    const { listed, more } = providerNamesForDescription([...names, 'Studio 1', '']);
    expect(DESCRIPTION_PROVIDER_LIMIT).toBe(15);
    expect(listed).toHaveLength(15);
    expect(listed[0]).toBe('Studio 1');
    expect(listed[14]).toBe('Studio 15');
    expect(more).toBe(7);
  });

  it('names them all when there are 15 or fewer', () => {
    expect(providerNamesForDescription(['A', 'B'])).toEqual({ listed: ['A', 'B'], more: 0 });
  });

  it('writes the names as a list in the page language', () => {
    expect(joinNames(['A', 'B', 'C'], 'en_US')).toBe('A, B, and C');
    expect(joinNames(['A'], 'vi_VN')).toBe('A');
  });
});
