/**
 * The provider wallet API: signature, idempotent bet, insufficient balance, win,
 * rollback of an unknown bet blocking the late bet, no rollback after a win, and the bet history.
 */
import { eq } from 'drizzle-orm';
import { members } from '../../../src/db/schema';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import { DATABASES, json, post, signedProviderCall, startServer, tokenFor, type TestServer } from '../../helpers';

const signedCall = signedProviderCall;

describe.each(DATABASES)('provider wallet API on %s', (label) => {
  let server: TestServer;
  let memberId: number;
  const base = () => ({ gp_id: 'GP001', member_id: memberId, currency: 'VND' });
  const balance = async () => json(await signedCall(server, 'balance', base())).data.balance as number;

  beforeAll(async () => {
    server = await startServer(label);
    const [m] = await server.app.platform.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.account, 'demo01'));
    memberId = m!.id;
  });
  afterAll(() => server?.close());

  it("refuses a bad signature, another provider's key and a tampered body", async () => {
    const body = { ...base() };
    expect((await signedCall(server, 'balance', body, { secret: 'wrong' })).statusCode).toBe(401);
    expect(json(await signedCall(server, 'balance', body, { secret: 'wrong' })).code).toBe('301');
    expect((await signedCall(server, 'balance', body, { gp: 'GP002' })).statusCode).toBe(401);
    expect((await signedCall(server, 'balance', body, { tamper: true })).statusCode).toBe(401);
    const res = await server.inject({ method: 'POST', url: '/api/provider/wallet/balance', payload: body });
    expect(res.statusCode).toBe(401);
    expect(await balance()).toBe(150_000);
  });

  it('takes a bet once per transaction id, refuses a reused id with another body, and a short balance', async () => {
    const bet = {
      ...base(),
      transaction_id: 'b-1',
      round_id: 'r-1',
      amount: 10_000,
      game_code: 'GP001_SLOT_0001',
      game_type: 2,
    };
    const first = json(await signedCall(server, 'bet', bet));
    expect(first).toMatchObject({ code: '100', data: { balance: 140_000, created: true } });
    const again = json(await signedCall(server, 'bet', bet));
    expect(again).toMatchObject({ code: '100', data: { balance: 140_000, created: false } });
    expect(await balance()).toBe(140_000);
    expect(json(await signedCall(server, 'bet', { ...bet, amount: 20_000 })).code).toBe('311');
    expect(json(await signedCall(server, 'bet', { ...bet, transaction_id: 'b-1b' })).code).toBe('317');
    expect(
      json(await signedCall(server, 'bet', { ...bet, transaction_id: 'b-big', round_id: 'r-big', amount: 999_999 }))
        .code,
    ).toBe('310');
    expect(await balance()).toBe(140_000);
  });

  it('pays a win on its round once; no win for an unknown round; no rollback after the win', async () => {
    const win = { ...base(), transaction_id: 'w-1', round_id: 'r-1', amount: 25_000, detail: { reels: 'x' } };
    expect(json(await signedCall(server, 'win', win))).toMatchObject({ code: '100', data: { balance: 165_000 } });
    expect(json(await signedCall(server, 'win', win))).toMatchObject({
      code: '100',
      data: { balance: 165_000, created: false },
    });
    expect(json(await signedCall(server, 'win', { ...win, transaction_id: 'w-2' })).code).toBe('315');
    expect(json(await signedCall(server, 'win', { ...win, transaction_id: 'w-3', round_id: 'nope' })).code).toBe('313');
    const rb = json(
      await signedCall(server, 'rollback', {
        ...base(),
        transaction_id: 'rb-1',
        bet_transaction_id: 'b-1',
        round_id: 'r-1',
      }),
    );
    expect(rb.code).toBe('314');
    expect(await balance()).toBe(165_000);
  });

  it('rolls back an open bet, and accepts a rollback of an unknown bet that then refuses the late bet', async () => {
    await signedCall(server, 'bet', { ...base(), transaction_id: 'b-2', round_id: 'r-2', amount: 5_000 });
    expect(await balance()).toBe(160_000);
    const rb = json(
      await signedCall(server, 'rollback', { ...base(), transaction_id: 'rb-2', bet_transaction_id: 'b-2' }),
    );
    expect(rb).toMatchObject({ code: '100', data: { balance: 165_000 } });
    expect(
      json(await signedCall(server, 'win', { ...base(), transaction_id: 'w-late', round_id: 'r-2', amount: 1 })).code,
    ).toBe('316');

    const unknown = json(
      await signedCall(server, 'rollback', {
        ...base(),
        transaction_id: 'rb-3',
        bet_transaction_id: 'b-3',
        round_id: 'r-3',
      }),
    );
    expect(unknown).toMatchObject({ code: '100', data: { balance: 165_000 } });
    const late = json(
      await signedCall(server, 'bet', { ...base(), transaction_id: 'b-3', round_id: 'r-3', amount: 1_000 }),
    );
    expect(late.code).toBe('312');
    expect(await balance()).toBe(165_000);
    expect(await verifyLedger(server.app.platform.db)).toEqual([]);
  });

  it('lists the rounds in the bet history (newest first, filters, totals)', async () => {
    const token = await tokenFor(server, 'demo01');
    const res = json(
      await post(
        server,
        '/api/arks/web/member/bet-records',
        { page: 1, count: 10 },
        { headers: { authorization: token } },
      ),
    );
    expect(res.code).toBe('100');
    expect(res.data.total_count).toBe(2);
    expect(res.data.list[0]).toMatchObject({
      round_id: 'r-2',
      status: 'rolled_back',
      bet_amount: 5000,
      win_amount: 0,
      profit: 0,
    });
    expect(res.data.list[1]).toMatchObject({
      round_id: 'r-1',
      gp_id: 'GP001',
      game_code: 'GP001_SLOT_0001',
      status: 'settled',
      bet_amount: 10000,
      win_amount: 25000,
      profit: 15000,
    });
    expect(res.data.list[1].game_name).not.toBe('GP001_SLOT_0001');
    expect(res.data).toMatchObject({ total_bet: 10000, total_win: 25000 });
    const other = json(
      await post(
        server,
        '/api/arks/web/member/bet-records',
        { page: 1, count: 10, gp_id: 'GP002' },
        { headers: { authorization: token } },
      ),
    );
    expect(other.data.total_count).toBe(0);
    const future = json(
      await post(
        server,
        '/api/arks/web/member/bet-records',
        { start_date: '2999-01-01' },
        { headers: { authorization: token } },
      ),
    );
    expect(future.data.total_count).toBe(0);
    expect((await post(server, '/api/arks/web/member/bet-records', {})).statusCode).toBe(401);
    const spec = json(await server.inject({ url: '/api/openapi.json' }));
    expect(spec.paths['/api/arks/web/member/bet-records']).toBeDefined();
    expect(spec.paths['/api/provider/wallet/bet']).toBeDefined();
  });
});
