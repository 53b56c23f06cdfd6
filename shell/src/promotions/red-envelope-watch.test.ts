import { bus } from '@site/shared/bus';
import type { ApiResult, RedEnvelopePromotionResponse } from '@site/shared/contracts';
import { testMember } from '@site/shared/testing';
import { startRedEnvelopeWatch } from './red-envelope-watch';

const PROMOTION = {
  id: 3,
  start_at: '2026-05-01 00:00:00',
  end_at: '2026-05-06 00:00:00',
  timezone: 'America/Caracas' as const,
  currency: 'VND',
};
const answer = (data: RedEnvelopePromotionResponse): ApiResult<RedEnvelopePromotionResponse> => ({
  code: '100',
  message: '',
  data,
  ok: true,
});
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('SPEC §4 / §7 red envelope: the shell asks whether one is open, and hands it to the modal host', () => {
  const opened: unknown[] = [];
  const closed: unknown[] = [];
  let stop: () => void = () => undefined;
  let offs: Array<() => void> = [];

  beforeEach(() => {
    opened.length = 0;
    closed.length = 0;
    offs = [bus.on('modal:open', (e) => opened.push(e)), bus.on('modal:close', (e) => closed.push(e))];
    bus.emit('session:changed', { status: 'anonymous' });
  });
  afterEach(() => {
    stop();
    for (const off of offs) off();
  });

  it('a member session asks once; an open envelope opens MODALS.red_envelope with it', async () => {
    const fetchPromotion = jest.fn(async () => answer(PROMOTION));
    stop = startRedEnvelopeWatch({ fetchPromotion });
    expect(fetchPromotion).not.toHaveBeenCalled(); // a visitor is not asked about
    const member = testMember({ id: 41 });
    bus.emit('session:changed', { status: 'member', token: 't', member });
    bus.emit('session:changed', { status: 'member', token: 't', member: { ...member, member_cash: 5 } }); // the same member again
    await flush();
    expect(fetchPromotion).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([{ name: 'red_envelope', params: { promotion: PROMOTION } }]);
  });

  it('none open: nothing is shown; RedEnvelopeDisplay asks again and shows the new one', async () => {
    let next: RedEnvelopePromotionResponse = null;
    const fetchPromotion = jest.fn(async () => answer(next));
    stop = startRedEnvelopeWatch({ fetchPromotion });
    bus.emit('session:changed', { status: 'member', token: 't', member: testMember({ id: 42 }) });
    await flush();
    expect(opened).toEqual([]);
    next = PROMOTION;
    bus.emit('promotion:red-envelope', {
      id: 3,
      currency: 'VND',
      start_at: PROMOTION.start_at,
      end_at: PROMOTION.end_at,
      timezone: 'America/Caracas',
    });
    await flush();
    expect(fetchPromotion).toHaveBeenCalledTimes(2);
    expect(opened).toEqual([{ name: 'red_envelope', params: { promotion: PROMOTION } }]);
  });

  it('logging out closes it, and an answer that arrives after the logout is dropped', async () => {
    let release: (v: ApiResult<RedEnvelopePromotionResponse>) => void = () => undefined;
    const fetchPromotion = jest.fn(() => new Promise<ApiResult<RedEnvelopePromotionResponse>>((r) => (release = r)));
    stop = startRedEnvelopeWatch({ fetchPromotion });
    bus.emit('session:changed', { status: 'member', token: 't', member: testMember({ id: 43 }) });
    bus.emit('session:changed', { status: 'anonymous' });
    release(answer(PROMOTION));
    await flush();
    expect(opened).toEqual([]);
    expect(closed).toEqual([{ name: 'red_envelope' }]);
  });

  it('a failed question shows nothing (the next event or session asks again)', async () => {
    const fetchPromotion = jest.fn(async () => {
      throw new Error('network');
    });
    stop = startRedEnvelopeWatch({ fetchPromotion });
    bus.emit('session:changed', { status: 'member', token: 't', member: testMember({ id: 44 }) });
    await flush();
    expect(opened).toEqual([]);
  });
});
