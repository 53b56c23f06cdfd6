import { compact, findMatch, normalise } from './normalise';

const marked = (text: string, query: string) => {
  const range = findMatch(text, normalise(query));
  return range ? text.slice(range.start, range.end) : null;
};

describe('SPEC §6 game search: folding names and queries', () => {
  it('drops Vietnamese tone marks and diacritics', () => {
    expect(normalise('Hổ Vĩnh Cửu')).toBe('ho vinh cuu');
    expect(normalise('Kho Báu Ẩn Giấu')).toBe('kho bau an giau');
    expect(normalise('ơ ư ă â ê ô')).toBe('o u a a e o');
  });

  it('reads đ and Đ as d', () => {
    expect(normalise('Đường Mạt Chược')).toBe('duong mat chuoc');
    expect(normalise('đại')).toBe('dai');
  });

  it('ignores case', () => {
    expect(normalise('FORTUNE Tiger')).toBe('fortune tiger');
    expect(normalise('HỔ VĨNH CỬU')).toBe(normalise('hổ vĩnh cửu'));
  });

  it('folds decomposed text (NFD, as some keyboards send it) like precomposed text', () => {
    expect(normalise('Hổ Vĩnh Cửu'.normalize('NFD'))).toBe('ho vinh cuu');
  });

  it('turns punctuation into single spaces, drops apostrophes, trims', () => {
    expect(normalise("  Tiger's  Luck:  Deluxe! ")).toBe('tigers luck deluxe');
    expect(normalise('Sweet-Bonanza 1000')).toBe('sweet bonanza 1000');
    expect(normalise('?!')).toBe('');
  });

  it('keeps Chinese as it is and folds full-width Latin letters', () => {
    expect(normalise('麻将胡了')).toBe('麻将胡了');
    expect(normalise('ＰＧ电子')).toBe('pg电子');
    expect(normalise('金龙·传奇')).toBe('金龙 传奇');
  });

  it('gives a spaceless form for one-word queries', () => {
    expect(compact(normalise('Fortune Tiger'))).toBe('fortunetiger');
  });
});

describe('SPEC §6 game search: the matched part of a name, for highlighting', () => {
  it('maps a folded match back onto the name with its marks', () => {
    expect(marked('Hổ Vĩnh Cửu', 'vinh')).toBe('Vĩnh');
    expect(marked('Hổ Vĩnh Cửu', 'ho vinh')).toBe('Hổ Vĩnh');
    expect(marked('Đường Mạt Chược', 'duong')).toBe('Đường');
    expect(marked('Hổ Vĩnh Cửu'.normalize('NFD'), 'cuu')).toBe('Cửu'.normalize('NFD'));
  });

  it('prefers the start of the name, then the start of a word, then anywhere', () => {
    expect(findMatch('Tiger Tiger', 'tiger')).toEqual({ start: 0, end: 5 });
    expect(findMatch('Sabretiger Tiger', 'tiger')).toEqual({ start: 11, end: 16 });
    expect(marked('Sabretiger', 'tiger')).toBe('tiger');
  });

  it('handles Chinese substrings and punctuation', () => {
    expect(marked('麻将胡了', '胡了')).toBe('胡了');
    expect(marked("Tiger's Luck", 'tigers')).toBe("Tiger's");
    expect(marked('Sweet-Bonanza', 'sweet bonanza')).toBe('Sweet-Bonanza');
  });

  it('is null when the name does not hold the query', () => {
    expect(findMatch('Fortune Tiger', 'dragon')).toBeNull();
    expect(findMatch('Fortune Tiger', '')).toBeNull();
  });
});
