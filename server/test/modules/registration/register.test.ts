import { eq } from 'drizzle-orm';
import { LANGUAGE_CODES } from '@site/shared/constants';
import { members } from '../../../src/db/schema';
import { DATABASES, json, newCaptcha, post, startServer, type TestServer } from '../../helpers';

describe.each(DATABASES)('SPEC §2/§3/§5/§7/§8 registration (%s)', (label) => {
  let server: TestServer;
  let n = 0;
  /** A fresh client address per registration, so the per-address limits (996, 997) stay out of the way. */
  const addr = () => `10.50.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
  let agentId: number;
  beforeAll(async () => {
    server = await startServer(label);
    const [agent] = await server.app.platform.db.select().from(members).where(eq(members.accountKey, 'agent01'));
    agentId = agent!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A unique single-word name (VND names are unique and letters only). */
  const newName = () => {
    let k = ++n + 1000;
    let out = '';
    while (k > 0) {
      out = String.fromCharCode(97 + (k % 26)) + out;
      k = Math.floor(k / 26);
    }
    return `Minh${out}`;
  };
  let phoneSeq = 0;
  const newPhone = () => `09${String(10_000_000 + ++phoneSeq).slice(-8)}`;

  /** An SMS code for a phone, read through the dev outbox. */
  async function smsCode(phone: string, currency = 'VND') {
    const sent = json(
      await post(server, '/api/register/sms', { member_phone: phone, currency, type: 'register_member', site_id: 1 }),
    );
    if (sent.code !== '100') throw new Error(`sms: ${JSON.stringify(sent)}`);
    const outbox = json(await server.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` }));
    return outbox.data.list[0].code as string;
  }

  /** A complete VND form (captcha, SMS code), with overrides. */
  async function vndForm(over: Record<string, unknown> = {}, ip = addr()) {
    const phone = (over.member_phone as string) ?? newPhone();
    const c = await newCaptcha(server, 2, ip);
    const code = await smsCode(phone);
    return {
      ip,
      form: {
        site_id: 1,
        member_currency: 'VND',
        member_account: `vn${Date.now().toString(36).slice(-6)}${n}`,
        password: 'abc12345',
        member_confirm_password: 'abc12345',
        member_name: newName(),
        member_phone: phone,
        phone_verify: code,
        member_birthday: '1995-4-30',
        withdraw_password: '2580',
        answer: c.answer,
        captcha_token: c.token,
        ...over,
      },
    };
  }
  async function register(over: Record<string, unknown> = {}) {
    const { ip, form } = await vndForm(over);
    const res = await post(server, '/api/register', form, { remoteAddress: ip });
    return { res, body: json(res) };
  }
  /** A USD form: no captcha, no SMS, every contact shown. */
  async function registerUsd(over: Record<string, unknown> = {}, ip = addr()) {
    const form = {
      site_id: 1,
      member_currency: 'USD',
      member_account: `us${++n}x${Date.now() % 100000}`,
      password: 'abc12345',
      member_email: `u${n}.${Date.now()}@example.com`,
      member_birthday: '1990-1-2',
      ...over,
    };
    const res = await post(server, '/api/register', form, { remoteAddress: ip });
    return { res, body: json(res) };
  }

  describe('SPEC §3 register settings', () => {
    it('lists settings per field and currency; member_currency opens VND, RMB, USD, THB but not WON', async () => {
      const body = json(await post(server, '/api/arks/web/register-settings', { site_id: 1 }));
      expect(body.code).toBe('100');
      const list = body.data.list as Array<Record<string, unknown>>;
      const open = list
        .filter((s) => s.name === 'member_currency' && s.is_display === 1)
        .map((s) => s.currency)
        .sort();
      expect(open).toEqual(['RMB', 'THB', 'USD', 'VND']);
      expect(list.find((s) => s.name === 'member_phone' && s.currency === 'VND')).toEqual({
        name: 'member_phone',
        currency: 'VND',
        is_display: 1,
        is_required: 1,
        is_unique: 1,
        is_member_center: 1,
        is_verification: 1,
        is_member_center_verification: 1,
      });
      const agreement = json(await post(server, '/api/arks/web/register-settings/service-agreement', { site_id: 1 }));
      const agreements = agreement.data.list as Array<{ language: string; title: string; content: string }>;
      // SPEC §9: the terms in every language, the site's own language first, each in its own words.
      expect(agreements.map((a) => a.language).sort()).toEqual([...LANGUAGE_CODES].sort());
      expect(agreements.slice(0, 3).map((a) => a.language)).toEqual(['vi_VN', 'en_US', 'zh_CN']);
      expect(new Set(agreements.map((a) => a.title)).size).toBe(LANGUAGE_CODES.length);
      expect(new Set(agreements.map((a) => a.content)).size).toBe(LANGUAGE_CODES.length);
      for (const a of agreements)
        expect([a.language, a.content]).toEqual([a.language, expect.stringMatching(/18|১৮|၁၈/)]);
    });
    it('a currency that is not open answers HTTP 400', async () => {
      const { res, body } = await registerUsd({ member_currency: 'WON' });
      expect(res.statusCode).toBe(400);
      expect(body.message).toMatch(/WON is not open/);
    });
  });

  describe('SPEC §7 register success', () => {
    it('creates the member, logs in (token works), keeps the introducer from a recommend code', async () => {
      const { body } = await register({
        register_type: 'recommend_code',
        introducer: 'saovang1',
        member_email: 'new.member@example.com',
      });
      expect(body.code).toBe('100');
      expect(body.data).toMatchObject({
        member_currency: 'VND',
        member_id: expect.any(Number),
        token: expect.any(String),
      });
      const layout = json(
        await post(server, '/api/member/profile/common/layout', {}, { headers: { authorization: body.data.token } }),
      );
      expect(layout.data.member_account).toBe(body.data.member_account);
      const [row] = await server.app.platform.db.select().from(members).where(eq(members.id, body.data.member_id));
      expect(row!.registerType).toBe('recommend_code');
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });
    it('SPEC §6 an agent domain locks the agent: check-agent-domain, then register with agent_domain_id', async () => {
      const domain = json(
        await post(server, '/api/arks/web/check-agent-domain', { host: 'agent01.saovang.local', site_id: 1 }),
      );
      expect(domain.data).toMatchObject({ is_valid: 1, currency: 'VND', agent_id: agentId });
      expect(
        json(await post(server, '/api/arks/web/check-agent-domain', { host: 'www.example.com', site_id: 1 })).data
          .is_valid,
      ).toBe(0);
      const { body } = await register({ agent_domain_id: domain.data.agent_domain_id });
      expect(body.code).toBe('100');
      const [row] = await server.app.platform.db.select().from(members).where(eq(members.id, body.data.member_id));
      expect(row!.introducerId).toBe(agentId);
    });
  });
  it('SPEC §5 a field the currency form hides is not stored: no withdraw password of any text (USD hides it)', async () => {
    const { body } = await registerUsd({ withdraw_password: 'not a pin at all' });
    expect(body.code).toBe('100');
    const [row] = await server.app.platform.db.select().from(members).where(eq(members.id, body.data.member_id));
    expect(row!.withdrawPasswordHash).toBeNull();
    // So the member sets one later, where binding an account and withdrawing ask for it.
    const profile = json(
      await post(server, '/api/member/profile', {}, { headers: { authorization: body.data.token } }),
    );
    expect(profile.data.member_profile.is_withdraw_password).toBe(0);
    // Shown (VND), it is checked and kept.
    const vnd = await register({ withdraw_password: '2580' });
    const [kept] = await server.app.platform.db.select().from(members).where(eq(members.id, vnd.body.data.member_id));
    expect(kept!.withdrawPasswordHash).toMatch(/^\$argon2id\$/);
  });

  describe('SPEC §7 valid_message', () => {
    it('is_valid 1 for an agent id and a recommend code; 0 with the reason otherwise', async () => {
      const valid = async (b: Record<string, unknown>) =>
        json(await post(server, '/api/register/valid_message', { site_id: 1, ...b })).data;
      expect(await valid({ agent_id: agentId })).toMatchObject({ is_valid: 1 });
      expect(await valid({ recommend_code: 'AGENT01VIP' })).toMatchObject({ is_valid: 1 });
      expect(await valid({ agent_id: 999999 })).toMatchObject({ is_valid: 0, code: '106' });
      expect(await valid({ recommend_code: 'NOPE1234' })).toMatchObject({ is_valid: 0, code: '112' });
      expect((await post(server, '/api/register/valid_message', { site_id: 1 })).statusCode).toBe(400);
    });
  });

  describe('SPEC §8 register codes', () => {
    const code = async (over: Record<string, unknown>) => (await register(over)).body;
    it.each([
      ['102', { member_account: 'demo01' }, 'member_account'],
      ['103', { member_name: 'Adminb' }, 'member_name'],
      ['105', { member_email: 'demo01@example.com' }, 'member_email'],
      ['206', { member_email: 'not-an-email' }, 'member_email'],
      ['214', { member_name: 'Admin' }, 'member_name'],
      ['216', { member_email: 'spam@example.com' }, 'member_email'],
      ['227', { member_name: 'Minh An' }, 'member_name'],
      ['106', { register_type: 'member_agent', introducer: '999999' }, 'introducer'],
      ['112', { register_type: 'recommend_code', introducer: 'NOPE1234' }, 'introducer'],
      ['109', { register_type: 'recommend_code', introducer: 'FROZEN01' }, 'introducer'],
      ['110', { register_type: 'recommend_code', introducer: 'OLDCODE1' }, 'introducer'],
      ['228', { register_type: 'recommend_code', introducer: 'x!' }, 'introducer'],
      ['114', { identity_id: '079088001111' }, 'identity_id'],
      ['307', { member_telegram: 'bad name!' }, 'member_telegram'],
      ['305', { member_zalo: 'abc' }, 'member_zalo'],
      ['224', { answer: 'zzzz' }, 'member_captcha'],
      ['113', { phone_verify: '000000' }, 'phone_verify'],
    ])('SPEC §8 register %s', async (expected, over, field) => {
      if (expected === '103') {
        // Make a member named Adminb first (103 is the uniqueness of the name).
        expect((await code({ member_name: 'Adminb' })).code).toBe('100');
      }
      if (expected === '113') {
        const body = await code({ phone_verify: '000000' });
        // The real code is another 6-digit number (1 in a million to collide).
        expect(body).toMatchObject({ code: '113', codeFull: '113.phone_verify', data: { field: 'phone_verify' } });
        return;
      }
      const body = await code(over);
      expect(body).toMatchObject({ code: expected, codeFull: `${expected}.${field}`, data: { field } });
      expect(body.message.length).toBeGreaterThan(5);
    });

    it('SPEC §8 register 113: five wrong SMS codes spend the code, so the right one no longer registers', async () => {
      const { form } = await vndForm();
      const attempt = async (phone_verify: string) => {
        const ip = addr();
        const c = await newCaptcha(server, 2, ip);
        const sent = { ...form, phone_verify, answer: c.answer, captcha_token: c.token };
        return json(await post(server, '/api/register', sent, { remoteAddress: ip }));
      };
      const wrong = form.phone_verify === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await attempt(wrong)).code).toBe('113');
      expect(await attempt(form.phone_verify)).toMatchObject({ code: '113', codeFull: '113.phone_verify' });
    });

    it('SPEC §8 register 104 (phone taken) and 209 (phone invalid)', async () => {
      const phone = newPhone();
      expect((await register({ member_phone: phone })).body.code).toBe('100');
      server.clock.offsetMs = 6 * 60_000; // the next SMS to the same phone is allowed after five minutes
      try {
        expect((await register({ member_phone: phone })).body).toMatchObject({
          code: '104',
          codeFull: '104.member_phone',
        });
      } finally {
        server.clock.offsetMs = 0;
      }
      const { ip, form } = await vndForm();
      const bad = json(await post(server, '/api/register', { ...form, member_phone: '09012' }, { remoteAddress: ip }));
      expect(bad).toMatchObject({ code: '209', codeFull: '209.member_phone' });
    });

    it('SPEC §8 register 215 (refused phone) and 223 (identity id of a closed account)', async () => {
      const c = await newCaptcha(server, 2);
      const base = {
        site_id: 1,
        member_currency: 'VND',
        member_account: 'phone215x',
        password: 'abc12345',
        member_confirm_password: 'abc12345',
        member_name: newName(),
        phone_verify: '123456',
        withdraw_password: '1111',
        answer: c.answer,
        captcha_token: c.token,
      };
      expect(
        json(await post(server, '/api/register', { ...base, member_phone: '0999999999' }, { remoteAddress: addr() })),
      ).toMatchObject({ code: '215' });
      await server.app.platform.db
        .update(members)
        .set({ identityId: 'CLOSED123' })
        .where(eq(members.accountKey, 'disabled01'));
      expect((await register({ identity_id: 'CLOSED123' })).body).toMatchObject({
        code: '223',
        codeFull: '223.identity_id',
      });
    });

    it('SPEC §8 register 107 (recommend closed for RMB), 108 (agent inactive), 219 (not an agent), 222 (agent domain without agent)', async () => {
      const c = await newCaptcha(server, 2);
      const rmb = json(
        await post(
          server,
          '/api/register',
          {
            site_id: 1,
            member_currency: 'RMB',
            member_account: 'rmbuser01',
            password: 'abc12345',
            member_confirm_password: 'abc12345',
            member_name: '王小红',
            member_wechat: 'wx_12345',
            answer: c.answer,
            captcha_token: c.token,
            register_type: 'recommend_code',
            introducer: 'SAOVANG1',
          },
          { remoteAddress: addr() },
        ),
      );
      expect(rmb).toMatchObject({ code: '107', codeFull: '107.introducer' });
      const [agent02] = await server.app.platform.db.select().from(members).where(eq(members.accountKey, 'agent02'));
      const [demo01] = await server.app.platform.db.select().from(members).where(eq(members.accountKey, 'demo01'));
      expect((await registerUsd({ register_type: 'member_agent', introducer: String(agent02!.id) })).body.code).toBe(
        '108',
      );
      expect((await registerUsd({ register_type: 'member_agent', introducer: String(demo01!.id) })).body.code).toBe(
        '219',
      );
      const old = json(
        await post(server, '/api/arks/web/check-agent-domain', { host: 'old-agent.saovang.local', site_id: 1 }),
      );
      expect(old.data.is_valid).toBe(0);
      const { agentDomains } = await import('../../../src/db/schema');
      const [domain] = await server.app.platform.db
        .select()
        .from(agentDomains)
        .where(eq(agentDomains.host, 'old-agent.saovang.local'));
      expect((await register({ agent_domain_id: domain!.id })).body).toMatchObject({
        code: '222',
        codeFull: '222.phone_verify',
      });
    });

    it('SPEC §8 register 301–308: each contact field of USD', async () => {
      const cases: Array<[string, string]> = [
        ['member_qq', '301'],
        ['member_skype', '302'],
        ['member_line', '303'],
        ['member_wechat', '304'],
        ['member_zalo', '305'],
        ['member_fb', '306'],
        ['member_telegram', '307'],
        ['member_whats_app', '308'],
      ];
      for (const [field, expected] of cases) {
        const { body } = await registerUsd({ [field]: 'no spaces allowed' });
        expect(body).toMatchObject({ code: expected, codeFull: `${expected}.${field}` });
      }
      expect((await registerUsd({ member_skype: 'player.one@live', member_telegram: '@player_one' })).body.code).toBe(
        '100',
      );
    });

    it('SPEC §8 register 218 (blacklisted address), 996 (too frequently), 997 (address limit)', async () => {
      expect((await registerUsd({}, '10.66.9.9')).body).toMatchObject({ code: '218', codeFull: '218.toast' });
      const ip997 = '10.51.0.1';
      for (let i = 0; i < 5; i++) expect((await registerUsd({}, ip997)).body.code).toBe('100');
      expect((await registerUsd({}, ip997)).body).toMatchObject({ code: '997', codeFull: '997.toast' });
      const ip996 = '10.52.0.1';
      const codes: string[] = [];
      for (let i = 0; i < 11; i++) codes.push((await registerUsd({ member_email: 'bad' }, ip996)).body.code);
      expect(codes.slice(0, 10).every((c) => c === '206')).toBe(true);
      expect(codes[10]).toBe('996');
    });

    it('HTTP 400 for §5 rules without a code of their own (data.key is the i18n key) and for malformed bodies; nothing is created', async () => {
      const { res, body } = await registerUsd({ member_account: 'ab' });
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({
        code: '400',
        codeFull: '400.member_account',
        data: { field: 'member_account', key: 'signup.err_account_length' },
      });
      expect((await registerUsd({ password: 'lettersonly' })).body.data.key).toBe('signup.err_psw_format');
      expect((await registerUsd({ member_birthday: '1990--' })).body.data.key).toBe('signup.err_birthday_incomplete');
      const missing = await post(server, '/api/register', {
        site_id: 1,
        member_currency: 'USD',
        member_account: 'abcdef',
      });
      expect(json(missing)).toMatchObject({ code: '400', message: 'password is required' });
      const wrongType = await post(server, '/api/register', {
        site_id: 1,
        member_currency: 'USD',
        member_account: 'abcdef',
        password: { secret: 1 },
      });
      expect(json(wrongType).message).toBe('password must be a string');
      const [none] = await server.app.platform.db.select().from(members).where(eq(members.accountKey, 'abcdef'));
      expect(none).toBeUndefined();
    });
  });

  describe('SPEC §7 register/verification (one field at a time)', () => {
    const verify = async (field: Record<string, string>, currency = 'VND') =>
      json(
        await post(server, '/api/register/verification', {
          site_id: 1,
          member_currency: currency,
          verification: 1,
          ...field,
        }),
      );
    it('100 for a free value; the §8 code otherwise', async () => {
      expect((await verify({ member_account: 'freshname1' })).code).toBe('100');
      expect((await verify({ member_account: 'DEMO01' })).code).toBe('102');
      expect((await verify({ member_phone: '0901234567' })).code).toBe('104');
      expect((await verify({ member_email: 'demo01@example.com' })).code).toBe('105');
      expect((await verify({ member_email: 'x@' })).code).toBe('206');
      expect((await verify({ member_phone: '12ab' })).code).toBe('209');
      expect((await verify({ member_name: 'Admin' })).code).toBe('214');
      expect((await verify({ member_phone: '0999999999' })).code).toBe('215');
      expect((await verify({ identity_id: '079088001111' })).code).toBe('114');
      expect((await verify({ member_qq: 'a b c d e' }, 'USD')).code).toBe('301');
      expect((await verify({ member_name: 'A1' })).code).toBe('227');
      const two = await post(server, '/api/register/verification', {
        site_id: 1,
        member_currency: 'VND',
        member_account: 'a',
        member_email: 'b',
      });
      expect(two.statusCode).toBe(400);
    });
  });

  describe('SPEC §7/§8 register/sms and the outbox', () => {
    const sms = async (phone: string, currency = 'VND') =>
      json(
        await post(server, '/api/register/sms', { member_phone: phone, currency, type: 'register_member', site_id: 1 }),
      );
    it('sends a 6-digit code with an expiry, readable at /api/dev/sms', async () => {
      const phone = newPhone();
      const body = await sms(phone);
      expect(body).toEqual({
        code: '100',
        message: 'success',
        data: { countdown: 300, verify_time: 120, expires_in: 600 },
      });
      const outbox = json(await server.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` }));
      expect(outbox.data.list[0]).toMatchObject({
        code: expect.stringMatching(/^\d{6}$/),
        type: 'register_member',
        currency: 'VND',
        used: false,
      });
    });
    it('SPEC §8 SMS 102 within five minutes, 099 invalid, 201 blank, 103 no balance, 104 refused number', async () => {
      const phone = newPhone();
      expect((await sms(phone)).code).toBe('100');
      expect((await sms(phone)).code).toBe('102');
      expect((await sms('12345')).code).toBe('099');
      expect((await sms('   ')).code).toBe('201');
      expect((await sms('0812345678', 'THB')).code).toBe('103');
      expect((await sms('0999999999')).code).toBe('104');
    });
  });
});
