/**
 * The artwork as WebP, for the lists that show dozens of pictures at once. A browser lays out and
 * paints an SVG `<img>` on its main thread (a tile's art is a small document with gradients, paths
 * and text), which is what made a click on a game type slow on a phone; a WebP is decoded off the
 * main thread. Each picture is rasterised once per process by sharp (libvips, on libuv's thread
 * pool, never on the event loop) and kept in a cache bounded by bytes; concurrent requests for the
 * same picture share one rendering. Renderings run one at a time on one libvips thread: a page of
 * new tiles costs the platform one core for a moment, never every core the machine has.
 */
import sharp from 'sharp';

sharp.concurrency(1);
import { etagOf } from '../../http/shared-answer';

export interface Raster {
  body: Buffer;
  etag: string;
}

/** Quality 80: the art is flat colours and gradients, where WebP at 80 shows no banding. */
const WEBP = { quality: 80, effort: 4 } as const;

export class RasterCache {
  private done = new Map<string, Raster>();
  private pending = new Map<string, Promise<Raster>>();
  private bytes = 0;
  /** The end of the queue of renderings (each starts when the one before has finished). */
  private queue: Promise<unknown> = Promise.resolve();

  /** `maxBytes`: about 11 KB a tile, so the default holds some 6,000 tiles. */
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /**
   * The picture for `key`, rasterised from `svg()` at `scale` times its own size on first demand.
   * The ETag is the SVG's with the format and scale, so a changed artwork gets a new one.
   */
  get(key: string, svg: () => string, scale = 1): Promise<Raster> {
    const hit = this.done.get(key);
    if (hit) {
      // Most recently used last: the oldest is evicted first.
      this.done.delete(key);
      this.done.set(key, hit);
      return Promise.resolve(hit);
    }
    const running = this.pending.get(key);
    if (running) return running;
    const source = svg();
    const work = this.queue
      .then(() =>
        sharp(Buffer.from(source), { density: 72 * scale })
          .webp(WEBP)
          .toBuffer(),
      )
      .then((body) => {
        const raster = { body, etag: etagOf(`${source}|webp|${scale}`) };
        this.store(key, raster);
        return raster;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    this.queue = work.catch(() => undefined);
    return work;
  }

  private store(key: string, raster: Raster) {
    this.done.set(key, raster);
    this.bytes += raster.body.length;
    for (const [oldKey, old] of this.done) {
      if (this.bytes <= this.maxBytes) break;
      this.done.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }
}
