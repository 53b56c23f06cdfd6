import zlib from 'node:zlib';
import { GameCatalogue } from '../../../src/modules/games/catalogue';

/** A list-like body: many similar entries, as the game list is. */
const body = JSON.stringify({
  list: Array.from({ length: 3000 }, (_, i) => ({
    id: i,
    game_code: `GP${i % 40}_SLOT_${i}`,
    game_name: { en_US: `Lucky Game ${i}`, vi_VN: `Trò may mắn ${i}` },
    icon_light: `/api/assets/games/GP${i % 40}_SLOT_${i}.webp`,
  })),
});

/** A list the same for everyone (it has the parts members' lists are made from). */
const variantOf = (text: string) =>
  ({ json: text, encoded: {}, parts: [text] }) as unknown as Parameters<GameCatalogue['compressed']>[0];
/** A member's own list: no parts. */
const memberListOf = (text: string) => ({ json: text, etag: 'W/"m"', encoded: {} });

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

  it("keeps a member's own list at brotli 9 whatever its size: not worth seconds for one member", async () => {
    const catalogue = new GameCatalogue(null as never, 100_000);
    const list = memberListOf(body);
    const first = await catalogue.compressed(list, 'br');
    await new Promise((r) => setTimeout(r, 300));
    expect(await catalogue.compressed(list, 'br')).toBe(first);
    expect(zlib.brotliDecompressSync(first).toString()).toBe(body);
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

describe("members' own lists (SPEC §7 member_favorite)", () => {
  const parts = ['{"list":[', '{"id":1,"member_favorite":0}', ',', '{"id":2,"member_favorite":0}', ']}'];
  const everyones = {
    parts,
    partOf: new Map([
      [1, 1],
      [2, 3],
    ]),
    body: parts.join(''),
    etag: 'W/"v"',
    gameCount: 2,
    encoded: {},
  };
  const catalogueKeeping = (bytes: number) => {
    const catalogue = new GameCatalogue(null as never, 100_000, bytes);
    Object.assign(catalogue, { variant: async () => everyones });
    return catalogue;
  };
  const params = { currency: 'VND', supportDevice: 1, lang: 'vi_VN' as const };

  it('marks the favourites, shares a list between members with the same ones, and sends visitors theirs', async () => {
    const catalogue = catalogueKeeping(1_000_000);
    const none = await catalogue.list(params, new Set([99]));
    expect(none.answer).toBe(everyones);
    const a = await catalogue.list(params, new Set([2]));
    expect(a.answer.json).toBe('{"list":[{"id":1,"member_favorite":0},{"id":2,"member_favorite":1}]}');
    expect((await catalogue.list(params, new Set([2, 99]))).answer).toBe(a.answer);
    const both = await catalogue.list(params, new Set([2, 1]));
    expect(JSON.parse(both.answer.json).list.map((g: { member_favorite: number }) => g.member_favorite)).toEqual([
      1, 1,
    ]);
    expect((await catalogue.list(params, new Set([1, 2]))).answer).toBe(both.answer);
  });

  it('keeps at most its bytes of them, the least recently asked going first', async () => {
    const size = everyones.body.length;
    const catalogue = catalogueKeeping(size * 2);
    const one = (await catalogue.list(params, new Set([1]))).answer;
    const two = (await catalogue.list(params, new Set([2]))).answer;
    // Asked again: now the most recent.
    expect((await catalogue.list(params, new Set([1]))).answer).toBe(one);
    await catalogue.list(params, new Set([1, 2]));
    // The list of [2] was the least recent: it went, [1] stayed.
    expect((await catalogue.list(params, new Set([1]))).answer).toBe(one);
    expect((await catalogue.list(params, new Set([2]))).answer).not.toBe(two);
  });
});
