import { RateLimiter } from '../../src/http/rate-limit';
import { validationMessage } from '../../src/http/validation';
import { pickEncoding } from '../../src/http/shared-answer';

describe('SPEC §8 rate limits and 400 messages (no database)', () => {
  it('counts per key in a fixed window, then lets the key go again', async () => {
    let now = 1_000;
    const limiter = new RateLimiter(3, 10_000, () => now);
    expect(await Promise.all([1, 2, 3].map(async () => (await limiter.hit('a')).limited))).toEqual([
      false,
      false,
      false,
    ]);
    expect((await limiter.peek('a')).limited).toBe(true);
    const over = await limiter.hit('a');
    expect(over).toMatchObject({ limited: true, count: 4, retryAfterMs: 10_000 });
    expect((await limiter.hit('b')).limited).toBe(false);
    now += 10_000;
    expect(await limiter.hit('a')).toMatchObject({ limited: false, count: 1 });
    await limiter.hit('a');
    await limiter.reset('a');
    expect(await limiter.peek('a')).toMatchObject({ limited: false, count: 0 });
  });

  it('names the field that is wrong', () => {
    const err = (keyword: string, instancePath: string, params: Record<string, unknown>) => [
      { keyword, instancePath, schemaPath: '', params, message: 'x' },
    ];
    expect(validationMessage(err('required', '', { missingProperty: 'account' }), 'body')).toBe('account is required');
    expect(validationMessage(err('type', '/site_id', { type: 'integer' }), 'body')).toBe('site_id must be an integer');
    expect(validationMessage(err('type', '', { type: 'object' }), 'body')).toBe('The body must be a JSON object');
    expect(validationMessage(err('maxLength', '/account', { limit: 64 }), 'body')).toBe(
      'account must be at most 64 characters',
    );
    expect(validationMessage(err('enum', '/type', { allowedValues: [1, 2] }), 'body')).toBe('type must be one of 1, 2');
  });
});

describe('SPEC §7 game list compression (no database)', () => {
  it('picks br, else gzip, as the client accepts them', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
  });
});
