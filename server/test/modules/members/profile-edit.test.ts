import { hash, verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { REGISTER_CONTACT_FIELDS } from '@site/shared/constants';
import { blacklist, members, registerSettings } from '../../../src/db/schema';
import { DATABASES, json, login, post, startServer, type TestServer } from '../../helpers';

type Published = { channel: string; event: string; data: unknown };

describe.each(DATABASES)('SPEC §3/§5/§7/§8 profile edit and withdraw password (%s)', (label) => {
  let server: TestServer;
  let passwordHash: string;
  const events: Published[] = [];
  let n = 0;
  const db = () => server.app.platform.db;

  beforeAll(async () => {
    server = await startServer(label);
    passwordHash = await hash('demo1234');
    const ctx = server.app.platform;
    const original = ctx.publisher;
    ctx.publisher = {
      publish: (e) => (events.push(e), original.publish(e)),
      sessionsEnded: () => original.sessionsEnded(),
    };
    // The USD form lists every contact; the member centre edits them all here (codes 301–308).
    for (const name of REGISTER_CONTACT_FIELDS)
      await ctx.db
        .update(registerSettings)
        .set({ isMemberCenter: 1 })
        .where(and(eq(registerSettings.currency, 'USD'), eq(registerSettings.name, name)));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A member of the test's own (password demo1234) and its token. */
  async function newMember(over: Partial<typeof members.$inferInsert> = {}) {
    const account = `pf${++n}x${Date.now() % 100000}`;
    const [row] = await db()
      .insert(members)
      .values({
        siteId: 1,
        account,
        accountKey: account,
        passwordHash,
        currency: 'VND',
        createdAt: new Date(),
        ...over,
      })
      .returning();
    const { body } = await login(server, account, 'demo1234', `10.50.${Math.floor(n / 250)}.${(n % 250) + 1}`);
    if (body.code !== '100') throw new Error(`login: ${JSON.stringify(body)}`);
    return { id: row!.id, account, token: body.data.token as string };
  }
  const edit = async (token: string, b: Record<string, unknown>) =>
    post(server, '/api/member/profile/edit', b, { headers: { authorization: token } });
  const code = async (token: string, b: Record<string, unknown>) => json(await edit(token, b)).code as string;
  const profile = async (token: string) =>
    json(await post(server, '/api/member/profile', {}, { headers: { authorization: token } })).data.member_profile;
  let phoneSeq = 0;
  const newPhone = () => `08${String(20_000_000 + ++phoneSeq).slice(-8)}`;
  async function profileSmsCode(token: string, phone: string) {
    const sent = json(
      await post(server, '/api/member/profile/sms', { member_phone: phone }, { headers: { authorization: token } }),
    );
    if (sent.code !== '100') throw new Error(`sms: ${JSON.stringify(sent)}`);
    const outbox = json(await server.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` }));
    return outbox.data.list[0] as { code: string; type: string };
  }

  it('SPEC §3 edit: the member-centre fields change, the profile answers them, profile.updated is published', async () => {
    const m = await newMember();
    events.length = 0;
    const res = await edit(m.token, {
      member_email: 'pf.new@example.com',
      member_birthday: '1994-07-09',
      member_zalo: 'zalo.pf',
      member_telegram: '@pf_tele',
      member_others: 'Gọi sau 18 giờ',
    });
    const body = json(res);
    expect(body.code).toBe('100');
    expect(body.data.member_profile).toMatchObject({
      member_email: 'pf.new@example.com',
      member_birthday: '1994-07-09',
      member_zalo: 'zalo.pf',
      member_telegram: '@pf_tele',
      member_others: 'Gọi sau 18 giờ',
    });
    expect(await profile(m.token)).toMatchObject({ member_email: 'pf.new@example.com', member_zalo: 'zalo.pf' });
    expect(events).toContainEqual({
      channel: `member.${m.id}`,
      event: 'profile.updated',
      data: { field: 'profile' },
    });
    // Unchanged values are no change: nothing is published.
    events.length = 0;
    expect(await code(m.token, { member_email: 'PF.NEW@example.com', member_birthday: '1994-7-9' })).toBe('100');
    expect(events).toEqual([]);
    // An empty value clears an optional field.
    expect(await code(m.token, { member_zalo: '' })).toBe('100');
    expect((await profile(m.token)).member_zalo).toBe('');
  });

  it('SPEC §3 member_name and identity_id: set once while empty (120, 121), the identity id answered masked', async () => {
    const m = await newMember();
    expect(await code(m.token, { member_name: 'Thanhpf', identity_id: 'ID77001234' })).toBe('100');
    const p = await profile(m.token);
    expect(p.member_name).toBe('Thanhpf');
    expect(p.new_identity_id).toBe('******1234');
    const again = json(await edit(m.token, { member_name: 'Khacpf' }));
    expect(again).toMatchObject({ code: '120', codeFull: '120.member_name', data: { field: 'member_name' } });
    expect(json(await edit(m.token, { identity_id: 'ID77009999' }))).toMatchObject({
      code: '121',
      codeFull: '121.identity_id',
    });
    // Sending the value on file is no change.
    expect(await code(m.token, { member_name: 'Thanhpf' })).toBe('100');
  });

  it('SPEC §3 122: a field the register settings keep out of the member centre', async () => {
    const vnd = await newMember();
    expect(json(await edit(vnd.token, { member_qq: '12345678' }))).toMatchObject({
      code: '122',
      codeFull: '122.toast',
    });
    const usd = await newMember({ currency: 'USD' });
    expect(await code(usd.token, { member_name: 'John' })).toBe('122');
    expect(await code(usd.token, { member_birthday: '1990-1-2' })).toBe('122');
    expect(await code(usd.token, { member_qq: '12345678', member_others: 'ok' })).toBe('100');
  });

  it('SPEC §8 uniqueness as registration: 103 name, 104 phone, 105 email, 114 identity id, 223 a closed account', async () => {
    const owner = await newMember({
      memberName: 'Uniquepf',
      memberEmail: 'taken.pf@example.com',
      memberPhone: '0912399001',
      identityId: 'TAKEN0001',
    });
    // A closed account cannot log in; its row is enough.
    await db().insert(members).values({
      siteId: 1,
      account: 'closedpf1',
      accountKey: 'closedpf1',
      passwordHash,
      currency: 'VND',
      identityId: 'CLOSED0001',
      status: 'disabled',
      createdAt: new Date(),
    });
    const m = await newMember();
    expect(json(await edit(m.token, { member_name: 'uniquepf' }))).toMatchObject({
      code: '103',
      codeFull: '103.member_name',
    });
    expect(json(await edit(m.token, { member_email: 'Taken.PF@example.com' }))).toMatchObject({
      code: '105',
      codeFull: '105.member_email',
    });
    const code104 = json(await edit(m.token, { member_phone: '0912399001', phone_verify: '123456' }));
    expect(code104).toMatchObject({ code: '104', codeFull: '104.member_phone' });
    expect(await code(m.token, { identity_id: 'taken0001' })).toBe('114');
    expect(await code(m.token, { identity_id: 'CLOSED0001' })).toBe('223');
    // The member's own values are not "taken" by itself.
    expect(await code(owner.token, { member_email: 'taken.pf@example.com', member_others: 'x' })).toBe('100');
  });

  it('SPEC §5/§8 rules as registration: 206, 209, 227, contacts 301–308, 400 with the rule key', async () => {
    const m = await newMember();
    expect(await code(m.token, { member_email: 'not-an-email' })).toBe('206');
    expect(await code(m.token, { member_phone: '09123', phone_verify: '123456' })).toBe('209');
    expect(await code(m.token, { member_name: 'Two Words' })).toBe('227');
    expect(json(await edit(m.token, { member_zalo: 'a b' }))).toMatchObject({
      code: '305',
      codeFull: '305.member_zalo',
    });
    expect(await code(m.token, { member_telegram: 'x' })).toBe('307');
    const usd = await newMember({ currency: 'USD' });
    const contacts: Record<string, string> = {
      member_qq: '301',
      member_skype: '302',
      member_line: '303',
      member_wechat: '304',
      member_zalo: '305',
      member_fb: '306',
      member_telegram: '307',
      member_whats_app: '308',
    };
    for (const [field, expected] of Object.entries(contacts))
      expect([field, await code(usd.token, { [field]: 'bad value!' })]).toEqual([field, expected]);
    const birthday = await edit(m.token, { member_birthday: '1990-1-' });
    expect(birthday.statusCode).toBe(400);
    expect(json(birthday)).toMatchObject({
      code: '400',
      data: { field: 'member_birthday', key: 'signup.err_birthday_incomplete' },
    });
    // VND phone is required by its setting: clearing it is refused.
    const owner = await newMember({ memberPhone: '0912399002' });
    expect(json(await edit(owner.token, { member_phone: '' }))).toMatchObject({
      code: '400',
      data: { field: 'member_phone', key: 'signup.err_phone_required' },
    });
  });

  it('SPEC §8 blacklists as registration: 214 name, 215 phone, 216 email', async () => {
    await db()
      .insert(blacklist)
      .values([
        { siteId: 1, kind: 'name', value: 'Cấmpf' },
        { siteId: 1, kind: 'email', value: 'banned.pf@example.com' },
        { siteId: 1, kind: 'phone', value: '0912399003' },
      ]);
    const m = await newMember();
    expect(await code(m.token, { member_name: 'Cấmpf' })).toBe('214');
    expect(await code(m.token, { member_email: 'banned.pf@example.com' })).toBe('216');
    expect(await code(m.token, { member_phone: '0912399003', phone_verify: '123456' })).toBe('215');
  });

  it('SPEC §4/§7 a new phone needs an SMS code of its own purpose (113); the right one changes it', async () => {
    const m = await newMember({ memberPhone: '0912399004' });
    const phone = newPhone();
    expect(json(await edit(m.token, { member_phone: phone }))).toMatchObject({
      code: '400',
      data: { field: 'phone_verify', key: 'signup.err_phone_verify_required' },
    });
    // A registration code for the same phone answers only registration.
    const reg = json(
      await post(server, '/api/register/sms', {
        member_phone: phone,
        currency: 'VND',
        type: 'register_member',
        site_id: 1,
      }),
    );
    expect(reg.code).toBe('100');
    const regCode = json(await server.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` })).data.list[0].code;
    expect(json(await edit(m.token, { member_phone: phone, phone_verify: regCode }))).toMatchObject({
      code: '113',
      codeFull: '113.phone_verify',
    });
    const other = newPhone();
    const sms = await profileSmsCode(m.token, other);
    expect(sms.type).toBe('member_profile_phone');
    expect(
      await code(m.token, { member_phone: other, phone_verify: '000000' === sms.code ? '111111' : '000000' }),
    ).toBe('113');
    expect(await code(m.token, { member_phone: other, phone_verify: sms.code })).toBe('100');
    expect((await profile(m.token)).member_phone).toBe(other);
    // The code is spent.
    expect(await code(m.token, { member_phone: newPhone(), phone_verify: sms.code })).toBe('113');
  });

  it('SPEC §8 SMS codes on /member/profile/sms: 201 blank, 099 invalid, 102 too soon; 401 without a token', async () => {
    const m = await newMember();
    const sms = async (phone: string) =>
      json(
        await post(server, '/api/member/profile/sms', { member_phone: phone }, { headers: { authorization: m.token } }),
      ).code;
    expect(await sms('')).toBe('201');
    expect(await sms('12ab')).toBe('099');
    const phone = newPhone();
    expect(await sms(phone)).toBe('100');
    expect(await sms(phone)).toBe('102');
    expect((await post(server, '/api/member/profile/sms', { member_phone: phone })).statusCode).toBe(401);
    expect((await post(server, '/api/member/profile/edit', { member_others: 'x' })).statusCode).toBe(401);
  });

  const withdrawPassword = async (token: string, b: Record<string, unknown>) =>
    json(await post(server, '/api/member/profile/withdraw_password', b, { headers: { authorization: token } }));
  const storedHash = async (id: number) =>
    (await db().select({ h: members.withdrawPasswordHash }).from(members).where(eq(members.id, id)))[0]!.h;

  it('SPEC §5 withdraw password: set with the login password (101, 103, 104), then is_withdraw_password is 1', async () => {
    const m = await newMember();
    expect((await profile(m.token)).is_withdraw_password).toBe(0);
    const set = { withdraw_password: '2468', confirm_withdraw_password: '2468' };
    expect((await withdrawPassword(m.token, set)).code).toBe('101');
    expect((await withdrawPassword(m.token, { ...set, password: 'wrong123' })).code).toBe('101');
    expect(
      (
        await withdrawPassword(m.token, {
          password: 'demo1234',
          withdraw_password: '24a8',
          confirm_withdraw_password: '24a8',
        })
      ).code,
    ).toBe('103');
    expect(
      (
        await withdrawPassword(m.token, {
          password: 'demo1234',
          withdraw_password: '12345',
          confirm_withdraw_password: '12345',
        })
      ).code,
    ).toBe('103');
    expect(
      (
        await withdrawPassword(m.token, {
          password: 'demo1234',
          withdraw_password: '2468',
          confirm_withdraw_password: '2469',
        })
      ).code,
    ).toBe('104');
    events.length = 0;
    expect(await withdrawPassword(m.token, { ...set, password: 'demo1234' })).toMatchObject({ code: '100' });
    expect((await profile(m.token)).is_withdraw_password).toBe(1);
    expect(await verify((await storedHash(m.id))!, '2468')).toBe(true);
    expect(events).toContainEqual({
      channel: `member.${m.id}`,
      event: 'profile.updated',
      data: { field: 'withdraw_password' },
    });
  });

  it('SPEC §5 withdraw password change: the current one is asked for (102 with attempts left, 105 same), then 106 locks', async () => {
    const m = await newMember({ withdrawPasswordHash: await hash('1357') });
    const change = (old: string, next: string, confirm = next) =>
      withdrawPassword(m.token, {
        old_withdraw_password: old,
        withdraw_password: next,
        confirm_withdraw_password: confirm,
      });
    // With one set, the login password does not replace the current withdraw password.
    expect(
      (
        await withdrawPassword(m.token, {
          password: 'demo1234',
          withdraw_password: '2468',
          confirm_withdraw_password: '2468',
        })
      ).code,
    ).toBe('102');
    expect(await change('0000', '2468')).toMatchObject({ code: '102', data: { attempts_left: 3 } });
    expect((await change('1357', '1357')).code).toBe('105');
    expect((await change('1357', '2468')).code).toBe('100');
    expect(await verify((await storedHash(m.id))!, '2468')).toBe(true);
    expect(await change('1357', '9753')).toMatchObject({ code: '102', data: { attempts_left: 2 } });
    expect(await change('1111', '9753')).toMatchObject({ code: '102', data: { attempts_left: 1 } });
    expect(await change('2222', '9753')).toMatchObject({ code: '102', data: { attempts_left: 0 } });
    const locked = await change('2468', '9753');
    expect(locked.code).toBe('106');
    expect(locked.data.retry_after_s).toBeGreaterThan(0);
    // The lock is the withdrawal's too: its clock runs out, then the right one works.
    server.clock.offsetMs += 16 * 60_000;
    expect((await change('2468', '9753')).code).toBe('100');
    server.clock.offsetMs -= 16 * 60_000;
  });

  it('SPEC §5 a body outside the schema is a 400 naming the field', async () => {
    const m = await newMember();
    const res = await post(
      server,
      '/api/member/profile/withdraw_password',
      { withdraw_password: '1234' },
      { headers: { authorization: m.token } },
    );
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: '400', field: 'confirm_withdraw_password' });
  });
});
