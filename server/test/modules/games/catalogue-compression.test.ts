import zlib from 'node:zlib';
import { GameCatalogue, MemberLists } from '../../../src/modules/games/catalogue';

/** A list-like body: many similar entries, as the game list is. */
const body = JSON.stringify({
  list: Array.from({ length: 3000 }, (_, i) => ({
    id: i,
    game_code: `GP${i % 40}_SLOT_${i}`,
    game_name: { en_US: `Lucky Game ${i}`, vi_VN: `Trò may mắn ${i}` },
    icon_light: `/api/assets/games/GP${i % 40}_SLOT_${i}.webp`,
  })),
});

const variantOf = (text: string) =>
  ({ body: text, encoded: {} }) as unknown as Parameters<GameCatalogue['compressed']>[0];

describe('game list compression (SPEC §3 game_list, docs/performance.md)', () => {
  it('answers at once with brotli 9, then a big list is served at brotli 11, the same text and smaller', async () => {
    const catalogue = new GameCatalogue(null as never, 100_000);
    const variant = variantOf(body);
    const first = await catalogue.compressed(variant, 'br');
    expect(zlib.brotliDecompressSync(first).toString()).toBe(body);
    let later = first;
    for (let i = 0; i < 200 && later === first; i++) {
      await new Promise((r) => setTimeout(r, 25));
      later = await catalogue.compressed(variant, 'br');
    }
    expect(later).not.toBe(first);
    expect(later.length).toBeLessThan(first.length);
    expect(zlib.brotliDecompressSync(later).toString()).toBe(body);
  });

  it('keeps a list under the threshold at brotli 9, and gzip as it is', async () => {
    const catalogue = new GameCatalogue(null as never, body.length + 1);
    const variant = variantOf(body);
    const first = await catalogue.compressed(variant, 'br');
    const gz = await catalogue.compressed(variant, 'gzip');
    await new Promise((r) => setTimeout(r, 300));
    expect(await catalogue.compressed(variant, 'br')).toBe(first);
    expect(await catalogue.compressed(variant, 'gzip')).toBe(gz);
    expect(zlib.gunzipSync(gz).toString()).toBe(body);
  });
});

describe("members' compressed lists (docs/performance.md)", () => {
  const bytes = (n: number) => Promise.resolve(Buffer.alloc(n));
  const settle = () => new Promise((r) => setImmediate(r));

  it('makes each once, keeps the most recently used within its bytes, and forgets a failed one', async () => {
    const lists = new MemberLists(250);
    let made = 0;
    const make = (n: number) => () => {
      made++;
      return bytes(n);
    };
    const a = lists.get('a', make(100));
    expect(lists.get('a', make(100))).toBe(a);
    void lists.get('b', make(100));
    await settle();
    void lists.get('a', make(100)); // a used again: b is now the oldest
    void lists.get('c', make(100));
    await settle();
    expect(made).toBe(3);
    expect(lists.size).toBe(2);
    void lists.get('b', make(100)); // b was dropped, so it is made again
    expect(made).toBe(4);
    const failed = lists.get('x', () => Promise.reject(new Error('no')));
    await expect(failed).rejects.toThrow('no');
    await settle();
    void lists.get('x', make(10));
    expect(made).toBe(5);
  });
});
