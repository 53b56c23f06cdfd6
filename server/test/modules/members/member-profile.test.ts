import { DATABASES, json, login, post, startServer, tokenFor, type TestServer } from '../../helpers';

describe.each(DATABASES)('SPEC §3/§6/§7 member profile, password change and checks (%s)', (label) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(label);
  });
  afterAll(async () => {
    await server?.close();
  });
  const auth = (token: string) => ({ headers: { authorization: token } });

  it('SPEC §3 member/profile: every field, identity masked, withdraw password flag', async () => {
    const token = await tokenFor(server, 'demo01');
    const body = json(await post(server, '/api/member/profile', {}, auth(token)));
    expect(body.code).toBe('100');
    const p = body.data.member_profile;
    expect(Object.keys(p).sort()).toEqual(
      [
        'id',
        'member_account',
        'member_name',
        'is_withdraw_password',
        'member_birthday',
        'member_email',
        'member_currency',
        'member_phone',
        'member_line',
        'member_others',
        'member_qq',
        'member_skype',
        'member_wechat',
        'member_fb',
        'member_zalo',
        'member_telegram',
        'member_whats_app',
        'new_identity_id',
      ].sort(),
    );
    expect(p).toMatchObject({
      member_account: 'demo01',
      member_name: 'Nguyễn Văn An',
      is_withdraw_password: 1,
      member_zalo: 'an.nguyen',
      new_identity_id: '********1111',
    });
    expect((await post(server, '/api/member/profile', {})).statusCode).toBe(401);
  });

  it('SPEC §5 forced password change: firstlogin01 has the flag; edit_password codes 101–104 then success clears it', async () => {
    const token = await tokenFor(server, 'firstlogin01');
    const layout = async () => json(await post(server, '/api/member/profile/common/layout', {}, auth(token))).data;
    expect((await layout()).first_login_to_change_password).toBe(1);
    const edit = async (b: Record<string, string>) =>
      json(await post(server, '/api/member/profile/edit_password', b, auth(token))).code;
    expect(await edit({ old_password: 'nope', new_password: 'abc12345', confirm_password: 'abc12345' })).toBe('101');
    expect(await edit({ old_password: 'demo1234', new_password: 'abc', confirm_password: 'abc' })).toBe('102');
    expect(await edit({ old_password: 'demo1234', new_password: 'abc12345', confirm_password: 'abc12346' })).toBe(
      '103',
    );
    expect(await edit({ old_password: 'demo1234', new_password: 'demo1234', confirm_password: 'demo1234' })).toBe(
      '104',
    );
    expect(await edit({ old_password: 'demo1234', new_password: 'abc12345', confirm_password: 'abc12345' })).toBe(
      '100',
    );
    expect((await layout()).first_login_to_change_password).toBe(0);
    expect((await login(server, 'firstlogin01', 'abc12345')).body.code).toBe('100');
    const bad = await post(
      server,
      '/api/member/profile/edit_password',
      { old_password: 'x' },
      auth(await tokenFor(server, 'demo03')),
    );
    expect(json(bad)).toEqual({
      code: '400',
      message: 'new_password is required',
      data: null,
      message_key: 'required',
      field: 'new_password',
    });
  });

  it('SPEC §3 layout of verify01 asks for the bank-account verification', async () => {
    const token = await tokenFor(server, 'verify01');
    expect(
      json(await post(server, '/api/member/profile/common/layout', {}, auth(token))).data
        .need_bank_account_deposit_verified,
    ).toBe(1);
  });

  it("SPEC §7 member_info answers the currency of the token's own member only", async () => {
    const { body } = await login(server, 'demo02');
    const res = json(await post(server, '/api/member_info', { id: body.data.member_id }, auth(body.data.token)));
    expect(res).toEqual({ code: '100', message: 'success', data: { id: body.data.member_id, currency: 'USD' } });
    expect(
      json(await post(server, '/api/member_info', { id: body.data.member_id + 1 }, auth(body.data.token))).code,
    ).toBe('101');
  });

  it('SPEC §6 apply_for_agent/check: 100 active agent, 101 not an agent, 102 agent not active', async () => {
    const check = async (account: string) =>
      json(
        await post(
          server,
          '/api/member/apply_for_agent/check',
          { agent_id: 1, apply_agent_flag: 0 },
          auth(await tokenFor(server, account)),
        ),
      ).code;
    expect(await check('agent01')).toBe('100');
    expect(await check('demo03')).toBe('101');
    expect(await check('agent02')).toBe('102');
  });

  it("SPEC §6 agent-level-rename gives the level names of the member's currency", async () => {
    const body = json(
      await post(server, '/api/arks/web/agent-level-rename', {}, auth(await tokenFor(server, 'agent01'))),
    );
    expect(body.data.detail[0]).toEqual({ agent_level: 1, name: 'Đại lý cấp 1' });
  });

  it('SPEC §2 bonus_setting/check is_friend and cash_surplus/check active per currency', async () => {
    expect(json(await post(server, '/api/bonus_setting/check', { member_currency: 'VND', site_id: 1 })).data).toEqual({
      is_friend: 1,
    });
    expect(json(await post(server, '/api/bonus_setting/check', { member_currency: 'THB', site_id: 1 })).data).toEqual({
      is_friend: 0,
    });
    expect(json(await post(server, '/api/arks/web/cash_surplus/check', { site_id: 1, currency: 'VND' })).data).toEqual({
      active: 1,
    });
    expect(json(await post(server, '/api/arks/web/cash_surplus/check', { site_id: 1, currency: 'USD' })).data).toEqual({
      active: 0,
    });
    expect(json(await post(server, '/api/arks/web/cash_surplus/check', { site_id: 1 })).message).toBe(
      'currency is required',
    );
  });
});
