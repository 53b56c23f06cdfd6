import { prefetchPictures, resetPrefetchedPictures } from './prefetch-pictures';

describe('prefetchPictures', () => {
  afterEach(resetPrefetchedPictures);

  it('asks for each address once per page, skipping empty ones', () => {
    expect(prefetchPictures(['/a.webp', '/b.webp', '', null, undefined, '/a.webp'])).toBe(2);
    expect(prefetchPictures(['/a.webp', '/c.webp'])).toBe(1);
  });

  it('asks again after a reset', () => {
    prefetchPictures(['/a.webp']);
    resetPrefetchedPictures();
    expect(prefetchPictures(['/a.webp'])).toBe(1);
  });
});
