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
