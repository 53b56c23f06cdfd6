import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { captchas, memberLogins, sessions } from '../../../src/db/schema';
import { CAPTCHA_CHARS, CAPTCHA_POW_BITS, powSolves } from '../../../src/modules/auth/captcha';
import { DATABASES, json, login, loginPayload, newCaptcha, post, startServer, type TestServer } from '../../helpers';

const LAYOUT = '/api/member/profile/common/layout';

describe.each(DATABASES)('SPEC §7 captcha, login and logout; SPEC §8 login codes (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });
  const db = () => server.app.platform.db;

  describe('SPEC §7 POST /api/captcha', () => {
    it('answers a token, a real SVG image as a data URL, a placeholder and the proof-of-work difficulty', async () => {
      const res = await post(server, '/api/captcha', { type: 1, site_id: 1 }, { headers: { lang: 'en_US' } });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(body).toMatchObject({ code: '100', message: 'success' });
      expect(Object.keys(body.data).sort()).toEqual(['captcha', 'placeholder', 'pow_bits', 'token']);
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{32,}$/); // 24 random bytes: 192 bits
      expect(body.data.placeholder).toBe('Enter the code');
      expect(body.data.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(body.data.captcha.split(',')[1], 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg[^>]*width="120" height="44"/);
      expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(4 + 3); // 4 characters + noise lines
      const dev = json(await server.inject({ method: 'GET', url: `/api/dev/captcha/${body.data.token}` }));
      expect(dev.data.answer).toHaveLength(4);
      for (const ch of dev.data.answer) expect(CAPTCHA_CHARS).toContain(ch);
      expect(dev.data.type).toBe(1);
    });

    it('stores only a hash of the token, with its type, answer and a 5-minute expiry', async () => {
      const c = await newCaptcha(server);
      const hash = createHash('sha256').update(c.token).digest('hex');
      const [row] = await db().select().from(captchas).where(eq(captchas.tokenHash, hash));
      expect(row).toBeDefined();
      expect(row!.answer).toBe(c.answer);
      const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(ttl).toBe(5 * 60_000);
    });

    it('rejects a body without a valid type with HTTP 400', async () => {
      const res = await post(server, '/api/captcha', { type: 3, site_id: 1 });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        code: '400',
        message: 'type must be one of 1, 2',
        data: null,
        message_key: 'not_allowed',
        field: 'type',
        params: { allowed: '1, 2' },
      });
      const missing = await post(server, '/api/captcha', { type: 1 });
      expect(json(missing).message).toBe('site_id is required');
    });

    it('answers code 101 (the client waits a second) when one address asks too often', async () => {
      const remoteAddress = '10.9.9.9';
      const codes: string[] = [];
      for (let i = 0; i < 31; i++)
        codes.push(json(await post(server, '/api/captcha', { type: 1, site_id: 1 }, { remoteAddress })).code);
      expect(codes.slice(0, 30).every((c) => c === '100')).toBe(true);
      expect(codes[30]).toBe('101');
      // Another address is not affected.
      expect(
        json(await post(server, '/api/captcha', { type: 1, site_id: 1 }, { remoteAddress: '10.9.9.10' })).code,
      ).toBe('100');
    });
  });

  describe('the captcha without reading it (WCAG 2.2 SC 3.3.8): a proof of work', () => {
    const solve = (token: string, bits: number) => {
      for (let n = 0; ; n++) if (powSolves(token, String(n), bits)) return n;
    };
    it('a login answered "pow:<n>" for its own token passes; a wrong n, or n of another token, does not', async () => {
      const first = await newCaptcha(server);
      const res = json(await post(server, '/api/captcha', { type: 1, site_id: 1 }));
      expect(res.data.pow_bits).toBe(CAPTCHA_POW_BITS);
      const n = solve(first.token, CAPTCHA_POW_BITS);
      const ok = json(
        await post(
          server,
          '/api/login',
          loginPayload('demo02', 'demo1234', { token: first.token, answer: `pow:${n}` }),
        ),
      );
      expect(ok.code).toBe('100');
      // Single use, like the picture.
      const again = json(
        await post(
          server,
          '/api/login',
          loginPayload('demo02', 'demo1234', { token: first.token, answer: `pow:${n}` }),
        ),
      );
      expect(again.code).toBe('105');
      const other = await newCaptcha(server);
      let wrong = n;
      while (powSolves(other.token, String(wrong), CAPTCHA_POW_BITS)) wrong++;
      const refused = json(
        await post(
          server,
          '/api/login',
          loginPayload('demo02', 'demo1234', { token: other.token, answer: `pow:${wrong}` }),
        ),
      );
      expect(refused.code).toBe('105');
    });
  });

  describe('SPEC §7 POST /api/login', () => {
    it('logs in demo01 and answers member_id, member_account, member_login_id, member_currency, token', async () => {
      const { res, body } = await login(server, 'demo01');
      expect(res.statusCode).toBe(200);
      expect(body.code).toBe('100');
      expect(Object.keys(body.data).sort()).toEqual([
        'member_account',
        'member_currency',
        'member_id',
        'member_login_id',
        'token',
      ]);
      expect(body.data).toMatchObject({ member_account: 'demo01', member_currency: 'VND' });
      expect(Number.isInteger(body.data.member_id)).toBe(true);
      expect(Number.isInteger(body.data.member_login_id)).toBe(true);
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
      const [loginRow] = await db().select().from(memberLogins).where(eq(memberLogins.id, body.data.member_login_id));
      expect(loginRow!.memberId).toBe(body.data.member_id);
      // Only the SHA-256 of the token is stored.
      const stored = await db().select().from(sessions).where(eq(sessions.memberId, body.data.member_id));
      expect(stored.some((s) => s.tokenHash === createHash('sha256').update(body.data.token).digest('hex'))).toBe(true);
      expect(stored.some((s) => s.tokenHash === body.data.token)).toBe(false);
    });

    it('accepts the account in any letter case and the captcha answer case-insensitively', async () => {
      const c = await newCaptcha(server);
      const swapped = [...c.answer]
        .map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()))
        .join('');
      const body = json(
        await post(server, '/api/login', loginPayload('DEMO02', 'demo1234', { token: c.token, answer: swapped })),
      );
      expect(body.code).toBe('100');
      expect(body.data.member_account).toBe('demo02');
      expect(body.data.member_currency).toBe('USD');
    });

    it('101 for a wrong password and for an unknown account, with the same message', async () => {
      const wrong = (await login(server, 'demo01', 'wrong-pass')).body;
      const unknown = (await login(server, 'nobody99', 'demo1234')).body;
      expect(wrong).toEqual({ code: '101', message: 'Wrong account or password', data: null });
      expect(unknown).toEqual(wrong);
    });

    it('102 for a disabled member and 103 for a frozen member', async () => {
      expect((await login(server, 'disabled01')).body).toMatchObject({ code: '102', data: null });
      expect((await login(server, 'frozen01')).body).toMatchObject({ code: '103', data: null });
      expect((await login(server, 'frozen01')).body.message).toMatch(/frozen/);
    });

    it('105 for a wrong answer, checked before the password, and the captcha is used up', async () => {
      const c = await newCaptcha(server);
      const wrong = json(
        await post(
          server,
          '/api/login',
          loginPayload('demo01', 'not-the-password', { token: c.token, answer: 'zzzz' }),
        ),
      );
      expect(wrong.code).toBe('105');
      expect(wrong.message).toMatch(/verification code/);
      // The same captcha with the right answer is refused now: single use.
      const again = json(await post(server, '/api/login', loginPayload('demo01', 'demo1234', c)));
      expect(again.code).toBe('105');
    });

    it('105 when a captcha is reused after a successful login', async () => {
      const c = await newCaptcha(server);
      expect(json(await post(server, '/api/login', loginPayload('demo01', 'demo1234', c))).code).toBe('100');
      expect(json(await post(server, '/api/login', loginPayload('demo01', 'demo1234', c))).code).toBe('105');
    });

    it('105 when the captcha expired (5 minutes) or is of the register type', async () => {
      const c = await newCaptcha(server);
      server.clock.offsetMs = 5 * 60_000 + 1_000;
      try {
        expect(json(await post(server, '/api/login', loginPayload('demo01', 'demo1234', c))).code).toBe('105');
      } finally {
        server.clock.offsetMs = 0;
      }
      const register = await newCaptcha(server, 2);
      expect(json(await post(server, '/api/login', loginPayload('demo01', 'demo1234', register))).code).toBe('105');
      const unknown = json(
        await post(
          server,
          '/api/login',
          loginPayload('demo01', 'demo1234', { token: 'no-such-token', answer: 'abcd' }),
        ),
      );
      expect(unknown.code).toBe('105');
    });

    it('HTTP 400 naming the field for a malformed body, and nothing changes', async () => {
      const c = await newCaptcha(server);
      const loginsBefore = (await db().select({ value: count() }).from(memberLogins))[0]!.value;
      // The English message, and the same as a key with the field (the apps translate it, SPEC §9).
      const cases: Array<[Record<string, unknown>, string, Record<string, unknown>]> = [
        [
          { password: 'demo1234', answer: c.answer, captcha_token: c.token },
          'account is required',
          { message_key: 'required', field: 'account' },
        ],
        [
          { account: 'demo01', answer: c.answer, captcha_token: c.token },
          'password is required',
          { message_key: 'required', field: 'password' },
        ],
        [
          { account: 'demo01', password: 'demo1234', captcha_token: c.token },
          'answer is required',
          { message_key: 'required', field: 'answer' },
        ],
        [
          { account: 'demo01', password: 'demo1234', answer: c.answer },
          'captcha_token is required',
          { message_key: 'required', field: 'captcha_token' },
        ],
        [
          { account: '', password: 'demo1234', answer: c.answer, captcha_token: c.token },
          'account must not be empty',
          { message_key: 'not_empty', field: 'account' },
        ],
        [
          { account: 'demo01', password: 'demo1234', answer: c.answer, captcha_token: c.token, site_id: 'one' },
          'site_id must be an integer',
          { message_key: 'invalid_type', field: 'site_id', params: { type: 'integer' } },
        ],
      ];
      for (const [payload, message, keyed] of cases) {
        const res = await post(server, '/api/login', payload);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual({ code: '400', message, data: null, ...keyed });
      }
      const broken = await server.inject({
        method: 'POST',
        url: '/api/login',
        payload: '{"account":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      expect(json(broken).code).toBe('400');
      // Nothing changed: the captcha is still unused and no login was recorded.
      const dev = json(await server.inject({ method: 'GET', url: `/api/dev/captcha/${c.token}` }));
      expect(dev.data.used).toBe(false);
      const loginsAfter = (await db().select({ value: count() }).from(memberLogins))[0]!.value;
      expect(loginsAfter).toBe(loginsBefore);
      expect(json(await post(server, '/api/login', loginPayload('demo01', 'demo1234', c))).code).toBe('100');
    });

    it('a new login revokes the older token (layout with it answers HTTP 401)', async () => {
      const first = (await login(server, 'firstlogin01')).body.data.token as string;
      expect((await post(server, LAYOUT, {}, { headers: { authorization: first } })).statusCode).toBe(200);
      const second = (await login(server, 'firstlogin01')).body.data.token as string;
      expect(second).not.toBe(first);
      const old = await post(server, LAYOUT, {}, { headers: { authorization: `Bearer ${first}` } });
      expect(old.statusCode).toBe(401);
      expect(json(old)).toMatchObject({ code: '401', data: null });
      expect((await post(server, LAYOUT, {}, { headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(200);
    });

    it('rate limits failed logins per account and address (HTTP 429, code 429) without locking the account for others', async () => {
      const attacker = '10.7.7.7';
      // demo04 has logged in from both addresses before (a shared computer, and the owner's own).
      expect((await login(server, 'demo04', 'demo1234', attacker)).body.code).toBe('100');
      expect((await login(server, 'demo04', 'demo1234', '10.7.7.8')).body.code).toBe('100');
      for (let i = 0; i < 8; i++)
        expect((await login(server, 'demo04', 'bad-password', attacker)).body.code).toBe('101');
      const blocked = await login(server, 'demo04', 'demo1234', attacker);
      expect(blocked.res.statusCode).toBe(429);
      expect(blocked.body.code).toBe('429');
      expect(blocked.body.message).toMatch(/Too many failed login attempts/);
      expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
      // The page says it in its language from the key, with the seconds to wait.
      expect(blocked.body).toMatchObject({
        message_key: 'too_many_attempts',
        params: { retry_after_s: Number(blocked.res.headers['retry-after']) },
      });
      // The owner, from another address, still logs in.
      expect((await login(server, 'demo04', 'demo1234', '10.7.7.8')).body.code).toBe('100');
      // And the attacker's address may still try other accounts.
      expect((await login(server, 'demo03', 'demo1234', attacker)).body.code).toBe('100');
    });

    it('password guessing spread over many addresses: five tries, then each new address waits; the owner passes and lifts it', async () => {
      // firstlogin01's owner has logged in from 10.29.9.9.
      expect((await login(server, 'firstlogin01', 'demo1234', '10.29.9.9')).body.code).toBe('100');
      const answers: (string | number)[] = [];
      for (let i = 0; i < 7; i++) {
        const r = await login(server, 'firstlogin01', `guess${i}x`, `10.8.${i}.1`);
        answers.push(r.res.statusCode === 429 ? 429 : r.body.code);
      }
      expect(answers).toEqual(['101', '101', '101', '101', '101', 429, 429]);
      const held = await login(server, 'firstlogin01', 'demo1234', '10.8.50.1');
      expect(held.res.statusCode).toBe(429);
      expect(held.body.message).toMatch(/Too many failed logins for this account/);
      expect(Number(held.res.headers['retry-after'])).toBeGreaterThan(0);
      // The owner's address is not held back, and the owner's login lifts the hold.
      expect((await login(server, 'firstlogin01', 'demo1234', '10.29.9.9')).body.code).toBe('100');
      expect((await login(server, 'firstlogin01', 'guess9x', '10.8.60.1')).body.code).toBe('101');
    });
  });

  describe('SPEC §7 POST /api/logout', () => {
    it('revokes the session; always answers success, also without a token or twice', async () => {
      const token = (await login(server, 'demo02')).body.data.token as string;
      const out = await post(server, '/api/logout', undefined, {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(out.statusCode).toBe(200);
      expect(json(out)).toEqual({ code: '100', message: 'success', data: null });
      expect((await post(server, LAYOUT, {}, { headers: { authorization: token } })).statusCode).toBe(401);
      expect(json(await post(server, '/api/logout', {}, { headers: { authorization: token } })).code).toBe('100');
      expect(json(await post(server, '/api/logout')).code).toBe('100');
    });
  });
});
