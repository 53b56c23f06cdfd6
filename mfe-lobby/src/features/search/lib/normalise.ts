/**
 * Text folding for the game search: lower case, no tone marks or diacritics, đ/Đ as d, punctuation
 * as single spaces. A member typing on a phone keyboard without Vietnamese input ("ho vinh cuu")
 * must find "Hổ Vĩnh Cửu", and "Dragon's" must find "DRAGONS".
 */

/** Combining marks left by NFKD: Vietnamese tones, circumflex, breve and horn; Latin accents. */
const MARKS = /\p{M}/gu;
/** Dropped rather than spaced, so "dragon's" and "dragons" fold alike. */
const APOSTROPHES = /['’ʼ`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const SEPARATOR = /^[^\p{L}\p{N}]$/u;
/** Letters whose stroke is part of the letter: NFKD leaves them whole, so they are mapped by hand. */
const STROKED: Readonly<Record<string, string>> = { đ: 'd', ð: 'd', ł: 'l', ø: 'o', ħ: 'h' };
const STROKED_LETTERS = /[đðłøħ]/g;

/** Case, marks and stroked letters folded; separators kept as they are. */
function fold(text: string): string {
  return (
    text
      // Lower case first: "Đ" has no decomposition, but its lower case "đ" is mapped below.
      .toLowerCase()
      .replace(APOSTROPHES, '')
      // NFKD also turns full-width Latin letters and digits (common in Chinese names) into ASCII.
      .normalize('NFKD')
      .replace(MARKS, '')
      .replace(STROKED_LETTERS, (c) => STROKED[c] ?? c)
  );
}

const NON_ASCII = /[\u0080-\uffff]/;
// CJK ideographs never fold (no case, no decomposition): Chinese names skip the lookup.
const FOLDABLE_CHARS = /[\u0080-\u33ff\u4dc0-\u4dff\ua000-\u{10ffff}]/gu;
const ASCII_APOSTROPHES = /['`]/g;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

// Folding a character does not depend on its neighbours (marks are dropped, so their order does
// not matter), and a catalogue uses a few thousand distinct characters at most: each is folded once
// and looked up afterwards, which makes folding 20,000 Vietnamese names several times quicker.
const FOLDED_CHARS_MAX = 20_000;
const foldedChars = new Map<string, string>();
const foldChar = (char: string): string => {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = fold(char);
    if (foldedChars.size >= FOLDED_CHARS_MAX) foldedChars.clear();
    foldedChars.set(char, folded);
  }
  return folded;
};

/** The searchable form of a name or a query: folded, words separated by one space, trimmed. */
export function normalise(text: string): string {
  let folded = text.toLowerCase();
  if (NON_ASCII.test(folded)) folded = folded.replace(FOLDABLE_CHARS, foldChar);
  folded = folded.replace(ASCII_APOSTROPHES, '');
  // Plain ASCII (most English names, and Vietnamese once folded) takes the cheaper expression.
  return (NON_ASCII.test(folded) ? folded.replace(SEPARATORS, ' ') : folded.replace(ASCII_SEPARATORS, ' ')).trim();
}

/** The normalised form without spaces ("fortunetiger"), for names and queries typed as one word. */
export const compact = (normalised: string): string => normalised.replaceAll(' ', '');

/** Where a normalised query sits in the original text, in UTF-16 offsets of that text. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * The part of `text` that matches an already normalised `query`, for highlighting: the match at
 * the start of the name first, then at the start of a word, then anywhere (the order the search
 * ranks by). Null when this text does not contain the query (the game may have matched by a name
 * in another language).
 */
export function findMatch(text: string, query: string): TextRange | null {
  if (!query) return null;
  // Fold character by character, remembering where each folded character came from.
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let pendingSpace = false;
  let offset = 0;
  for (const char of text) {
    const start = offset;
    offset += char.length;
    const piece = foldChar(char);
    if (piece === '') {
      // A lone combining mark or an apostrophe: it belongs to the character before it.
      if (!pendingSpace && to.length > 0) to[to.length - 1] = offset;
      continue;
    }
    for (const c of piece) {
      if (SEPARATOR.test(c)) {
        pendingSpace = folded.length > 0;
        continue;
      }
      if (pendingSpace) {
        folded += ' ';
        from.push(start);
        to.push(start);
        pendingSpace = false;
      }
      folded += c;
      from.push(start);
      to.push(offset);
    }
  }
  let at = folded.startsWith(query) ? 0 : -1;
  if (at < 0) {
    const word = folded.indexOf(` ${query}`);
    at = word >= 0 ? word + 1 : folded.indexOf(query);
  }
  if (at < 0) return null;
  const start = from[at];
  const end = to[at + query.length - 1];
  return start === undefined || end === undefined ? null : { start, end };
}
