/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let zeros = 0;
  for (const byte of digest) {
    if (byte === 0) {
      zeros += 8;
      continue;
    }
    return zeros + Math.clz32(byte) - 24;
  }
  return zeros;
}

export interface SolvePowOptions {
  signal?: AbortSignal;
  /** SHA-256 of the bytes (default: the browser's Web Crypto). */
  digest?: (data: Uint8Array) => Promise<ArrayBuffer>;
  /** How many candidates are hashed at once before the page gets a turn. */
  batch?: number;
}

const encoder = new TextEncoder();

/**
 * The captcha's non-visual alternative: the smallest n such that SHA-256("<token>:<n>") starts with
 * `bits` zero bits (the platform checks the same; see server/src/modules/auth/captcha.ts). Hashes
 * in batches so the page stays responsive; stops when `signal` aborts.
 */
export async function solvePow(token: string, bits: number, options: SolvePowOptions = {}): Promise<number> {
  const digest =
    options.digest ?? ((data: Uint8Array) => crypto.subtle.digest('SHA-256', data as unknown as BufferSource));
  const batch = options.batch ?? 512;
  for (let start = 0; ; start += batch) {
    if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const hashes = await Promise.all(
      Array.from({ length: batch }, (_, i) => digest(encoder.encode(`${token}:${start + i}`))),
    );
    const found = hashes.findIndex((h) => leadingZeroBits(new Uint8Array(h)) >= bits);
    if (found >= 0) return start + found;
  }
}
