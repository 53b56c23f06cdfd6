import { compactNumberFormat } from './compact-number';

describe('compactNumberFormat', () => {
  it('writes chart axis numbers in the page language', () => {
    expect(compactNumberFormat('en_US').format(12_345_678)).toBe('12.3M');
    // The words and spacing are ICU's: only the language's own mark is pinned down.
    expect(compactNumberFormat('vi_VN').format(12_345_678)).toMatch(/^12,3\sTr$/);
    expect(compactNumberFormat('ja_JP').format(12_345_678)).toMatch(/万$/);
    expect(compactNumberFormat('ko_KR').format(1_500)).toMatch(/천$/);
  });

  it('falls back to English for a language Intl does not know', () => {
    expect(compactNumberFormat('xx_XX').format(1_500)).toBe('1.5K');
    expect(compactNumberFormat('not a tag').format(1_500)).toBe('1.5K');
  });
});
