import { eq } from 'drizzle-orm';
import { memberLogins } from '../../../src/db/schema';
import { DATABASES, json, loginPayload, newCaptcha, post, startServer, type TestServer } from '../../helpers';

const LAYOUT = '/api/member/profile/common/layout';

describe.each(DATABASES)('SPEC §7/§8 login paths, double validation, verify and reset (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Logs in with a fresh captcha and optional extra payload fields, from an address. */
  async function loginAs(
    account: string,
    extra: Record<string, unknown> = {},
    remoteAddress = '127.0.0.1',
    password = 'demo1234',
    headers: Record<string, string> = {},
  ) {
    const c = await newCaptcha(server, 1, remoteAddress);
    const res = await post(
      server,
      '/api/login',
      { ...loginPayload(account, password, c), ...extra },
      { remoteAddress, headers },
    );
    return { res, body: json(res) };
  }

  describe('SPEC §7 GET /api/get_login_header', () => {
    it('gives single-use headers that /login accepts once', async () => {
      const res = await server.inject({ method: 'GET', url: '/api/get_login_header' });
      const body = json(res);
      expect(body.code).toBe('100');
      const headers = body.data.headers as Record<string, string>;
      expect(Object.keys(headers).sort()).toEqual(['x-login-nonce', 'x-login-time']);
      expect((await loginAs('demo01', {}, '127.0.0.1', 'demo1234', headers)).body.code).toBe('100');
      const reused = await loginAs('demo01', {}, '127.0.0.1', 'demo1234', headers);
      expect(reused.res.statusCode).toBe(400);
      expect(reused.body.message).toMatch(/login header/);
      expect(reused.body.message_key).toBe('login_header_expired');
    });
  });

  describe('SPEC §8 login address codes', () => {
    it('SPEC §8 login 201: a blacklisted address', async () => {
      expect((await loginAs('demo01', {}, '10.66.1.2')).body).toMatchObject({ code: '201', data: null });
    });
    it('SPEC §8 login 202: a region the site does not serve', async () => {
      expect((await loginAs('demo01', {}, '10.77.3.4')).body).toMatchObject({ code: '202', data: null });
    });
    it('SPEC §8 login 203: too many accounts from one address in a day', async () => {
      const limits = server.app.platform.options.limits.accountsPerAddress;
      const saved = limits.max;
      limits.max = 2;
      try {
        const ip = '10.88.0.1';
        expect((await loginAs('demo01', {}, ip)).body.code).toBe('100');
        expect((await loginAs('demo02', {}, ip)).body.code).toBe('100');
        expect((await loginAs('demo03', {}, ip)).body).toMatchObject({ code: '203' });
        // The accounts that already logged in from there still can.
        expect((await loginAs('demo01', {}, ip)).body.code).toBe('100');
      } finally {
        limits.max = saved;
      }
    });
    it('SPEC §8 login 106: the member may log in only from his listed address', async () => {
      expect((await loginAs('iplock01', {}, '10.20.30.41')).body).toMatchObject({ code: '106' });
      expect((await loginAs('iplock01', {}, '10.20.30.40')).body.code).toBe('100');
    });
  });

  describe('SPEC §8 login 107 and the double validation of SPEC §4/§5', () => {
    it('a known device logs straight in; a new device answers 107 with the first question', async () => {
      expect((await loginAs('device01', { udid: 'demo-device-01' })).body.code).toBe('100');
      const { body } = await loginAs('device01', { udid: 'new-device-1' });
      expect(body.code).toBe('107');
      expect(body.data).toEqual({
        member_login_id: expect.any(Number),
        member_account: 'device01',
        question: 'member_name',
        available_questions_count: 3,
      });
    });

    it('skip gives the next question; a right answer logs in and the device becomes known', async () => {
      const { body } = await loginAs('device01', { udid: 'new-device-2' });
      const id = body.data.member_login_id;
      const skip = json(await post(server, '/api/login/double_validation/skip', { member_login_id: id }));
      expect(skip).toEqual({
        code: '100',
        message: 'success',
        data: { member_login_id: id, available_questions_count: 2, question: 'identity_id' },
      });
      const c = await newCaptcha(server);
      const ok = json(
        await post(server, '/api/login/double_validation', {
          member_login_id: id,
          answer: '079090001234',
          captcha_answer: c.answer,
          captcha_token: c.token,
          udid: 'new-device-2',
        }),
      );
      expect(ok.code).toBe('100');
      expect(ok.data).toMatchObject({ member_login_id: id, member_account: 'device01', member_currency: 'VND' });
      expect((await post(server, LAYOUT, {}, { headers: { authorization: ok.data.token } })).statusCode).toBe(200);
      // Now known: no question.
      expect((await loginAs('device01', { udid: 'new-device-2' })).body.code).toBe('100');
      // The finished login cannot be answered again: 101.
      const c2 = await newCaptcha(server);
      expect(
        json(
          await post(server, '/api/login/double_validation', {
            member_login_id: id,
            answer: 'x',
            captcha_answer: c2.answer,
            captcha_token: c2.token,
          }),
        ).code,
      ).toBe('101');
    });

    it('SPEC §8 double validation 101 (skip: unknown login), 102 expired, 106 other address, 105 captcha, 104 blank, 205 malformed, 103 wrong, 206, 998', async () => {
      expect(json(await post(server, '/api/login/double_validation/skip', { member_login_id: 999999 })).code).toBe(
        '101',
      );
      const start = async (udid: string) => (await loginAs('device01', { udid })).body.data.member_login_id as number;
      const answer = async (id: number, ans: string, opts: { remoteAddress?: string; badCaptcha?: boolean } = {}) => {
        const c = await newCaptcha(server, 1, opts.remoteAddress);
        const payload = {
          member_login_id: id,
          answer: ans,
          captcha_answer: opts.badCaptcha ? 'zzzz' : c.answer,
          captcha_token: c.token,
        };
        return json(
          await post(
            server,
            '/api/login/double_validation',
            payload,
            opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {},
          ),
        ).code;
      };
      let id = await start('dv-a');
      expect(await answer(id, 'Lê Minh Châu', { remoteAddress: '10.1.1.1' })).toBe('106');
      expect(await answer(id, 'Lê Minh Châu', { badCaptcha: true })).toBe('105');
      expect(await answer(id, '   ')).toBe('104');
      expect(await answer(id, 'Someone Else')).toBe('103');
      expect(await answer(id, 'Another Person')).toBe('206');
      expect(await answer(id, 'lê  minh châu')).toBe('206'); // locked question, even with the right answer
      // Skip to the email question, a malformed answer is 205.
      expect(json(await post(server, '/api/login/double_validation/skip', { member_login_id: id })).data.question).toBe(
        'identity_id',
      );
      expect(json(await post(server, '/api/login/double_validation/skip', { member_login_id: id })).data).toMatchObject(
        { question: 'member_phone', available_questions_count: 1 },
      );
      expect(await answer(id, 'abc')).toBe('205');
      expect(await answer(id, '0999999999')).toBe('103');
      expect(await answer(id, '0999999998')).toBe('998');
      expect(await answer(id, '0912345678')).toBe('101'); // closed
      // No question left to skip to: 998.
      id = await start('dv-b');
      await post(server, '/api/login/double_validation/skip', { member_login_id: id });
      await post(server, '/api/login/double_validation/skip', { member_login_id: id });
      expect(json(await post(server, '/api/login/double_validation/skip', { member_login_id: id })).code).toBe('998');
      // Expired after 10 minutes: 102.
      id = await start('dv-c');
      server.clock.offsetMs = 11 * 60_000;
      try {
        expect(json(await post(server, '/api/login/double_validation/skip', { member_login_id: id })).code).toBe('102');
      } finally {
        server.clock.offsetMs = 0;
      }
      // The withdraw password question is checked against its argon2id hash.
      const [row] = await server.app.platform.db.select().from(memberLogins).where(eq(memberLogins.id, id));
      expect(row!.status).toBe('double_validation');
    });

    it('SPEC §8 double validation 202: the account was frozen meanwhile', async () => {
      const { body } = await loginAs('device01', { udid: 'dv-frozen' });
      const { members } = await import('../../../src/db/schema');
      const db = server.app.platform.db;
      await db.update(members).set({ status: 'frozen' }).where(eq(members.accountKey, 'device01'));
      try {
        expect(
          json(await post(server, '/api/login/double_validation/skip', { member_login_id: body.data.member_login_id }))
            .code,
        ).toBe('202');
      } finally {
        await db.update(members).set({ status: 'active' }).where(eq(members.accountKey, 'device01'));
      }
    });

    it('SPEC §4/§9 forgotten password: a code by SMS to the phone on file (300 s) answers the question', async () => {
      const db = server.app.platform.db;
      const { members, smsMessages } = await import('../../../src/db/schema');
      const phone = '0977000111';
      await db.update(members).set({ memberPhone: phone }).where(eq(members.accountKey, 'device01'));
      // An address of its own, so its captchas do not count against the other tests' rate.
      const ip = '10.44.0.7';
      const start = async (udid: string) =>
        (await loginAs('device01', { udid }, ip)).body.data.member_login_id as number;
      const ask = async (id: number, remoteAddress = ip) =>
        json(await post(server, '/api/login/double_validation/sms', { member_login_id: id }, { remoteAddress }));
      const answer = async (id: number, code: string) => {
        const c = await newCaptcha(server, 1, ip);
        return json(
          await post(
            server,
            '/api/login/double_validation',
            {
              member_login_id: id,
              answer: code,
              answer_by: 'sms',
              captcha_answer: c.answer,
              captcha_token: c.token,
              udid: 'dv-sms',
            },
            { remoteAddress: ip },
          ),
        );
      };
      const latest = async () => {
        const rows = await db.select().from(smsMessages).where(eq(smsMessages.phone, phone));
        return rows.sort((a, b) => b.id - a.id)[0]!;
      };
      try {
        expect((await ask(999999)).code).toBe('101');
        const id = await start('dv-sms');
        expect((await ask(id, '10.1.1.9')).code).toBe('106');
        const sent = await ask(id);
        expect(sent).toMatchObject({ code: '100', data: { countdown: 300, phone_tail: '0111' } });
        const sms = await latest();
        expect(sms).toMatchObject({ type: 'double_validation', currency: 'VND' });
        // One code per phone per five minutes: 102 (the page still starts its countdown).
        expect((await ask(id)).code).toBe('102');
        // Not six digits: 205; a wrong code counts as a wrong answer.
        expect((await answer(id, '12345')).code).toBe('205');
        const wrong = sms.code === '000000' ? '000001' : '000000';
        expect((await answer(id, wrong)).code).toBe('103');
        const done = await answer(id, sms.code);
        expect(done.code).toBe('100');
        expect(done.data).toMatchObject({ member_account: 'device01' });
        // Used once.
        expect((await answer(id, sms.code)).code).toBe('101');
        // A registration code of the same phone never answers a login.
        await db.update(smsMessages).set({ usedAt: new Date() }).where(eq(smsMessages.phone, phone));
        await db.insert(smsMessages).values({
          siteId: sms.siteId,
          phone,
          currency: 'VND',
          type: 'register_member',
          code: '246810',
          ip,
          createdAt: new Date(),
          expiresAt: new Date(Date.now() + 600_000),
        });
        const other = await start('dv-sms-2');
        expect((await answer(other, '246810')).code).toBe('103');
        // No phone on file: 099.
        await db.update(members).set({ memberPhone: null }).where(eq(members.accountKey, 'device01'));
        expect((await ask(await start('dv-sms-3'))).code).toBe('099');
      } finally {
        await db.update(members).set({ memberPhone: '0912345678' }).where(eq(members.accountKey, 'device01'));
      }
    });

    it('HTTP 400 for a malformed double-validation body', async () => {
      const res = await post(server, '/api/login/double_validation', { member_login_id: 'x' });
      expect(res.statusCode).toBe(400);
      expect(json(res).code).toBe('400');
    });
  });

  describe('SPEC §8 login 802: transfer validation through /arks/web/vx/verify and /vx/reset', () => {
    it('802, then verify codes 105, 204, 201 (any wrong factor), 101, 102, then reset codes 201, 202, 203 and success', async () => {
      const first = await loginAs('transfer01');
      expect(first.body).toMatchObject({
        code: '802',
        data: { member_account: 'transfer01', member_login_id: expect.any(Number) },
      });
      const verify = async (body: Record<string, unknown>) => {
        const c = await newCaptcha(server, 1, '10.3.3.3');
        const payload = { captcha_token: c.token, answer: c.answer, ...body };
        return json(await post(server, '/api/arks/web/vx/verify', payload, { remoteAddress: '10.3.3.3' }));
      };
      expect(
        (await verify({ account: 'transfer01', withdraw_password: '2468', member_phone: '0987654321', answer: 'zzzz' }))
          .code,
      ).toBe('105');
      expect((await verify({ account: 'transfer01', withdraw_password: '2468' })).code).toBe('204');
      // A wrong withdraw password, phone or email: one code, so a guess learns nothing about which.
      expect(
        (await verify({ account: 'transfer01', withdraw_password: '1111', member_phone: '0987654321' })).code,
      ).toBe('201');
      expect(
        (await verify({ account: 'transfer01', withdraw_password: '2468', member_phone: '0900000000' })).code,
      ).toBe('201');
      expect(
        (await verify({ account: 'transfer01', withdraw_password: '2468', member_email: 'x@example.com' })).code,
      ).toBe('201');
      expect((await verify({ account: 'nobody77', withdraw_password: '2468', member_phone: '1' })).code).toBe('101');
      expect((await verify({ account: 'frozen01', withdraw_password: '2468', member_phone: '1' })).code).toBe('102');
      const ok = await verify({ account: 'transfer01', withdraw_password: '2468', member_phone: '098 765 4321' });
      expect(ok.code).toBe('100');
      expect(ok.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const reset = async (body: Record<string, unknown>) => json(await post(server, '/api/arks/web/vx/reset', body));
      expect((await reset({ account: 'transfer01', password: 'newpass1', token: 'wrong' })).code).toBe('201');
      expect((await reset({ account: 'demo01', password: 'newpass1', token: ok.data.token })).code).toBe('201');
      expect((await reset({ account: 'nobody77', password: 'newpass1', token: ok.data.token })).code).toBe('101');
      expect((await reset({ account: 'disabled01', password: 'newpass1', token: ok.data.token })).code).toBe('102');
      expect((await reset({ account: 'transfer01', password: 'short', token: ok.data.token })).code).toBe('202');
      expect((await reset({ account: 'transfer01', password: 'lettersonly', token: ok.data.token })).code).toBe('202');
      expect((await reset({ account: 'transfer01', password: 'demo1234', token: ok.data.token })).code).toBe('203');
      expect(await reset({ account: 'transfer01', password: 'fresh2024', token: ok.data.token })).toEqual({
        code: '100',
        message: 'success',
        data: null,
      });
      expect((await reset({ account: 'transfer01', password: 'fresh2025', token: ok.data.token })).code).toBe('201'); // single use
      // No more 802: the new password logs in.
      expect((await loginAs('transfer01', {}, '127.0.0.1', 'fresh2024')).body.code).toBe('100');
    });

    /** vx/verify with a fresh captcha, from an address. */
    async function verifyFrom(remoteAddress: string, body: Record<string, unknown>) {
      const c = await newCaptcha(server, 1, remoteAddress);
      return post(
        server,
        '/api/arks/web/vx/verify',
        { captcha_token: c.token, answer: c.answer, ...body },
        { remoteAddress },
      );
    }

    it('verify is rate limited per account and address (HTTP 429), not for the owner elsewhere', async () => {
      // demo02 logged in from 10.4.4.5 before: that address is the owner's.
      expect((await loginAs('demo02', {}, '10.4.4.5')).body.code).toBe('100');
      for (let i = 0; i < 8; i++) {
        const res = await verifyFrom('10.4.4.4', { account: 'demo02', withdraw_password: '0000', member_phone: '1' });
        // Past five failures the account-wide delay may answer first: either way the guess is refused.
        expect([201, 429]).toContain(res.statusCode === 429 ? 429 : Number(json(res).code));
      }
      const blocked = await verifyFrom('10.4.4.4', {
        account: 'demo02',
        withdraw_password: '4321',
        member_phone: '2025550143',
      });
      expect(blocked.statusCode).toBe(429);
      const owner = json(
        await verifyFrom('10.4.4.5', { account: 'demo02', withdraw_password: '4321', member_phone: '2025550143' }),
      );
      expect(owner.code).toBe('100');
    });

    it('guessing the withdraw password from many addresses does not scale: delay, then lock; the owner passes', async () => {
      // agent01 has logged in from 10.5.0.1 (the owner's address).
      expect((await loginAs('agent01', {}, '10.5.0.1')).body.code).toBe('100');
      const codes: (string | number)[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await verifyFrom(`10.6.${i}.1`, {
          account: 'agent01',
          withdraw_password: String(1000 + i),
          member_phone: '1',
        });
        codes.push(res.statusCode === 429 ? 429 : json(res).code);
      }
      // Five free failures, then each new address must wait: 429 with a Retry-After.
      expect(codes.slice(0, 5)).toEqual(['201', '201', '201', '201', '201']);
      expect(codes.slice(5)).toEqual([429, 429]);
      const waited = await verifyFrom('10.6.99.1', {
        account: 'agent01',
        withdraw_password: '9999',
        member_phone: '0933333333',
      });
      expect(waited.statusCode).toBe(429);
      expect(Number(waited.headers['retry-after'])).toBeGreaterThan(0);
      // The owner's address is not held back by someone else's guessing.
      const owner = await verifyFrom('10.5.0.1', {
        account: 'agent01',
        withdraw_password: '0000',
        member_phone: '0933333333',
      });
      expect(json(owner).code).toBe('201');
    });

    it('HTTP 400 for malformed verify and reset bodies', async () => {
      expect(
        json(await post(server, '/api/arks/web/vx/verify', { account: 'demo01', captcha_token: 't', answer: 'a' })),
      ).toEqual({
        code: '400',
        message: 'withdraw_password is required',
        data: null,
        message_key: 'required',
        field: 'withdraw_password',
      });
      expect(json(await post(server, '/api/arks/web/vx/reset', { account: 'demo01', password: 'abc123' }))).toEqual({
        code: '400',
        message: 'token is required',
        data: null,
        message_key: 'required',
        field: 'token',
      });
    });
  });
});
