import { cssUrl } from '@site/shared/ui';

describe('cssUrl', () => {
  it('quotes a plain address as it is', () => {
    expect(cssUrl('/api/assets/games/GP001_SLOT_1.webp')).toBe('url("/api/assets/games/GP001_SLOT_1.webp")');
  });

  it('percent-encodes what would end the string or the declaration', () => {
    expect(cssUrl('/a"b\'c\\d(e)f\ng')).toBe('url("/a%22b%27c%5Cd%28e%29f%0Ag")');
  });

  it('leaves query strings alone', () => {
    expect(cssUrl('/api/assets/providers/GP001.webp?variant=dark')).toBe(
      'url("/api/assets/providers/GP001.webp?variant=dark")',
    );
  });
});
