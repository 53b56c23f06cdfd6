/**
 * SPEC §8 limits shared by several API processes (REDIS_URL): the counters live in Redis,
 * so two platforms on one Redis enforce one limit together; when Redis does not answer, each process
 * falls back to its own counters instead of refusing or locking anyone out.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiter, RedisRateLimiter } from '../../src/http/rate-limit';
import { json, newCaptcha, post, startServer, type TestServer } from '../helpers';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('rate limits in Redis (not per process)', () => {
  let redis: Redis;
  const prefix = `site-rate-test-${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts per key in a window shared by every limiter on the same Redis', async () => {
    const a = new RedisRateLimiter(redis, 'rule', 3, 2_000, new RateLimiter(3, 2_000), undefined, prefix);
    const b = new RedisRateLimiter(redis, 'rule', 3, 2_000, new RateLimiter(3, 2_000), undefined, prefix);
    expect((await a.hit('k')).limited).toBe(false);
    expect((await b.hit('k')).limited).toBe(false);
    expect(await a.peek('k')).toMatchObject({ limited: false, count: 2 });
    expect((await b.hit('k')).limited).toBe(false);
    const over = await a.hit('k');
    expect(over.limited).toBe(true);
    expect(over.count).toBe(4);
    expect(over.retryAfterMs).toBeGreaterThan(0);
    expect(over.retryAfterMs).toBeLessThanOrEqual(2_000);
    expect((await b.peek('k')).limited).toBe(true);
    expect((await a.hit('other')).limited).toBe(false);
    await b.reset('k');
    expect(await a.peek('k')).toMatchObject({ limited: false, count: 0 });
    // The window ends: the key starts again.
    await a.hit('w');
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await a.hit('w')).toMatchObject({ count: 1, limited: false });
  });

  it('falls back to the process counters when Redis does not answer, and says so', async () => {
    const dead = new Redis('redis://127.0.0.1:9', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    dead.on('error', () => undefined);
    const errors: string[] = [];
    const limiter = new RedisRateLimiter(
      dead,
      'rule',
      2,
      10_000,
      new RateLimiter(2, 10_000),
      (err) => errors.push(err.message),
      prefix,
    );
    expect((await limiter.hit('k')).limited).toBe(false);
    expect((await limiter.hit('k')).limited).toBe(false);
    expect((await limiter.hit('k')).limited).toBe(true);
    expect((await limiter.peek('k')).limited).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    dead.disconnect();
  });

  describe('two platforms on one Redis', () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      const env = { SITE_DEV_TOOLS: '1', REDIS_URL, RATE_LIMIT_REDIS_PREFIX: prefix, LOGIN_FAILURE_MAX: '3' };
      a = await startServer('PGlite', { env });
      b = await startServer('PGlite', { env });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('failed logins for one account from one address add up across both; the next attempt on either is HTTP 429', async () => {
      const address = '203.0.113.77';
      const attempt = async (server: TestServer) => {
        const captcha = await newCaptcha(server, 1, address);
        return post(
          server,
          '/api/login',
          {
            account: 'demo01',
            password: 'wrong-password',
            site_id: 1,
            captcha_token: captcha.token,
            answer: captcha.answer,
            host: 't',
            device: 1,
          },
          { remoteAddress: address },
        );
      };
      expect(json(await attempt(a)).code).toBe('101');
      expect(json(await attempt(b)).code).toBe('101');
      expect(json(await attempt(a)).code).toBe('101');
      // Three failures in all (the limit): both processes now refuse, before checking the password.
      expect((await attempt(b)).statusCode).toBe(429);
      expect((await attempt(a)).statusCode).toBe(429);
    });
  });
});
