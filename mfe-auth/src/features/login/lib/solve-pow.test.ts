import { createHash, webcrypto } from 'node:crypto';
import { leadingZeroBits, solvePow } from './solve-pow';

const digest = (data: Uint8Array) => webcrypto.subtle.digest('SHA-256', data);
const zerosOf = (text: string) => leadingZeroBits(new Uint8Array(createHash('sha256').update(text).digest()));

describe('the captcha without reading it (WCAG 2.2 SC 3.3.8): the proof of work the platform checks', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0x0f, 0xff]))).toBe(4);
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
  });

  it('finds the smallest n whose SHA-256("<token>:<n>") starts with the asked zero bits', async () => {
    const n = await solvePow('tok-abc', 10, { digest, batch: 64 });
    expect(zerosOf(`tok-abc:${n}`)).toBeGreaterThanOrEqual(10);
    for (let i = 0; i < n; i++) expect(zerosOf(`tok-abc:${i}`)).toBeLessThan(10);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solvePow('tok', 30, { digest, signal: controller.signal })).rejects.toThrow('aborted');
  });
});
