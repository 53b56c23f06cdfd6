import { rovingIndex } from './roving-index';

describe('rovingIndex (tabs: arrows wrap, Home and End)', () => {
  it('steps right and left, wrapping round at the ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(rovingIndex('Home', 2, 3)).toBe(0);
    expect(rovingIndex('End', 0, 3)).toBe(2);
  });

  it('takes Up and Down only when asked, and leaves other keys alone', () => {
    expect(rovingIndex('ArrowDown', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 3, { upDown: true })).toBe(1);
    expect(rovingIndex('ArrowUp', 0, 3, { upDown: true })).toBe(2);
    expect(rovingIndex('Tab', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
