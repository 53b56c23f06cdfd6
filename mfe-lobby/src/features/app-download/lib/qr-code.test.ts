import { encodeQr, penalty } from './qr-code';

/**
 * 'https://apps.example.com/ios' as this encoder drew it (version 3, level M, mask 6), and as a
 * reference decoder (zbar) read it back when the encoder was written: a guard against regressions.
 */
const EXPECTED = [
  '#######.#......##.#...#######',
  '#.....#.#.......##.#..#.....#',
  '#.###.#.###....##.....#.###.#',
  '#.###.#..##.#...##..#.#.###.#',
  '#.###.#.#.##..###.##..#.###.#',
  '#.....#....##..###....#.....#',
  '#######.#.#.#.#.#.#.#.#######',
  '.........#####.##............',
  '#..######.#.##...##..#..#.###',
  '..#.#...#....#..#####...#.##.',
  '###..###.#.###.##.....#...#..',
  '##......#.#.##..##..#..###..#',
  '#######.....##.##..##.#.....#',
  '.#.....#...#.##.###...#######',
  '#...#.###.#..#..#.##..#.#.#.#',
  '##...#..##.##..#.....##.#.#.#',
  '#.#.###..#.##.#.#..##....#...',
  '####.#.#..##.##.#.####..#.##.',
  '###..###...##..#...###.###..#',
  '##..##.#..##..#....##...###..',
  '##.#.####....#####.#########.',
  '........####..#....##...##...',
  '#######.#...#.#...###.#.##...',
  '#.....#.#.##..##.#.##...#...#',
  '#.###.#.##..###..#########...',
  '#.###.#.##.##....##.##.#...#.',
  '#.###.#..#####.#.#..##.##.###',
  '#.....#..####...###...#####.#',
  '#######.#...#..#.#.##..##....',
];

const draw = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

describe('the QR code encoder of the app download page', () => {
  it('draws a known code module for module', () => {
    const qr = encodeQr('https://apps.example.com/ios')!;
    expect(qr).toMatchObject({ version: 3, size: 29, mask: 6 });
    expect(draw(qr.modules)).toEqual(EXPECTED);
  });

  it('has the finder, timing and dark modules of the standard whatever the mask', () => {
    for (let mask = 0; mask < 8; mask++) {
      const { modules, size } = encodeQr('https://apps.example.com/saovang/android.apk', { mask })!;
      const rows = draw(modules);
      // The three finders: a 7×7 ring around a 3×3 block.
      for (const [x, y] of [
        [0, 0],
        [size - 7, 0],
        [0, size - 7],
      ] as const) {
        expect(rows.slice(y, y + 7).map((r) => r.slice(x, x + 7))).toEqual([
          '#######',
          '#.....#',
          '#.###.#',
          '#.###.#',
          '#.###.#',
          '#.....#',
          '#######',
        ]);
      }
      // Timing patterns alternate between the finders.
      for (let i = 8; i < size - 8; i++) {
        expect(modules[6]![i]).toBe(i % 2 === 0);
        expect(modules[i]![6]).toBe(i % 2 === 0);
      }
      expect(modules[size - 8]![8]).toBe(true);
    }
  });

  it('grows the version with the text, up to 213 bytes (version 10); longer gives nothing', () => {
    expect(encodeQr('A')!.version).toBe(1);
    expect(encodeQr('x'.repeat(14))!.version).toBe(1);
    expect(encodeQr('x'.repeat(15))!.version).toBe(2);
    expect(encodeQr('x'.repeat(122))!.version).toBe(7);
    // From version 7 the version is written in the symbol too.
    expect(encodeQr('x'.repeat(122))!.size).toBe(45);
    expect(encodeQr('x'.repeat(213))!.version).toBe(10);
    expect(encodeQr('x'.repeat(214))).toBeNull();
  });

  it('picks the mask with the lowest penalty', () => {
    const best = encodeQr('https://apps.example.com/saovang/ios')!;
    for (let mask = 0; mask < 8; mask++) {
      expect(penalty(best.modules)).toBeLessThanOrEqual(
        penalty(encodeQr('https://apps.example.com/saovang/ios', { mask })!.modules),
      );
    }
  });
});
