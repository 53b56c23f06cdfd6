import { and, eq, sql } from 'drizzle-orm';
import { DEV_OPERATOR_API_KEY } from '../../../src/config';
import { discountApplications, discountPromotions, members } from '../../../src/db/schema';
import { issueSession } from '../../../src/modules/auth/sessions';
import { memberBalances } from '../../../src/modules/members/members';
import { verifyLedger } from '../../../src/modules/ledger/ledger';
import { discountSeedCode, WELCOME_BONUS } from '../../../src/seed/discounts';
import { DATABASES, json, post, startServer, tokenFor, type TestServer } from '../../helpers';

const LIST = '/api/arks/web/activity/discount';
const DETAIL = '/api/arks/web/activity/discount/detail';
const APPLY = '/api/arks/web/activity/discount/apply';
const POP_UP = '/api/arks/web/activity/discount/pop-up';
const OP = '/api/operator/discounts';
const OP_KEY = { 'x-operator-key': DEV_OPERATOR_API_KEY };
const CARACAS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(DATABASES)('SPEC §2/§3/§7 discounts (%s)', (label) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let seq = 0;

  beforeAll(async () => {
    server = await startServer(label);
    for (const a of ['demo01', 'demo02', 'agent01', 'wallet01']) tokens[a] = await tokenFor(server, a);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.platform.db;
  const asMember = (account: string) => ({ headers: { authorization: tokens[account]! } });
  const list = (body: Record<string, unknown>, account?: string) =>
    post(server, LIST, { site_id: 1, ...body }, account ? asMember(account) : {}).then(json);
  const detail = (body: Record<string, unknown>, account?: string) =>
    post(server, DETAIL, { site_id: 1, ...body }, account ? asMember(account) : {}).then(json);
  const apply = (account: string, id: number) => post(server, APPLY, { id }, asMember(account)).then(json);
  const operator = (path: string, body: unknown) => post(server, `${OP}/${path}`, body, { headers: OP_KEY });
  const idOf = async (currency: string, key: string) =>
    (
      await db()
        .select({ id: discountPromotions.id })
        .from(discountPromotions)
        .where(eq(discountPromotions.code, discountSeedCode(currency, key)))
    )[0]!.id;
  const mainOf = async (memberId: number, currency: string) => (await memberBalances(db(), memberId, currency)).main;
  const memberId = async (account: string) =>
    (await db().select({ id: members.id }).from(members).where(eq(members.account, account)))[0]!.id;
  /** Members created straight in the database, each with a session token. */
  const newMember = async (currency: string, fields: Partial<typeof members.$inferInsert> = {}) => {
    const account = `dc${label[1]}${++seq}`.toLowerCase();
    const [m] = await db()
      .insert(members)
      .values({ siteId: 1, account, accountKey: account, passwordHash: 'x', currency, ...fields })
      .returning();
    const s = await issueSession(server.app.platform, m!, { ip: '127.0.0.1', client: {}, deviceKey: `dev-${account}` });
    return { id: m!.id, token: s.token };
  };
  const newDiscount = async (fields: Record<string, unknown> = {}) => {
    const res = await operator('create', {
      currency: 'VND',
      title: { vi_VN: `Khuyến mãi thử ${++seq}`, en_US: `Test promotion ${seq}` },
      content: { vi_VN: '<p>Nội dung</p>', en_US: '<p>Body</p>' },
      start_at: iso(Date.now() - HOUR),
      end_at: iso(Date.now() + 24 * HOUR),
      ...fields,
    });
    expect(res.statusCode).toBe(200);
    return json(res).data;
  };

  describe('SPEC §2 /discount: the list by site, currency, category and language', () => {
    it('a visitor lists the running VND promotions in Vietnamese, with their categories, Caracas times and artwork', async () => {
      const body = await list({ currency: 'VND', language: 'vi_VN' });
      expect(body.code).toBe('100');
      const titles = body.data.list.map((d: { title: string }) => d.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          'Thưởng chào mừng thành viên',
          'Hoàn trả slot 1,2% mỗi ngày',
          'Hoàn tiền casino trực tuyến cuối tuần',
          'Bảo hiểm cược thể thao đầu tiên',
          'Xổ số may mắn x2',
        ]),
      );
      // Ended ones are not listed.
      expect(titles).not.toContain('Lễ hội khai trương');
      expect(titles).not.toContain('Giải đấu bài tháng trước');
      expect(body.data.categories).toEqual([2, 3, 4, 5]);
      const welcome = body.data.list.find((d: { title: string }) => d.title === 'Thưởng chào mừng thành viên');
      expect(welcome).toMatchObject({
        gt_id: null,
        currency: 'VND',
        timezone: 'America/Caracas',
        status: 'running',
        pop_up: 1,
        eligibility: 'all',
        apply_type: 'bonus',
        bonus: 50_000,
        applied: 0,
        application_status: null,
      });
      expect(welcome.start_at).toMatch(CARACAS);
      expect(welcome.end_at).toMatch(CARACAS);
      expect(welcome.banner).toMatch(new RegExp(`^/api/assets/discounts/${welcome.id}\\.svg\\?lang=vi_VN&v=\\w+$`));
      // The operator's order first: the welcome bonus (sort 1) leads.
      expect(body.data.list[0].id).toBe(welcome.id);
    });

    it('a category narrows the list to its game type; 0 and null mean every category', async () => {
      const slot = await list({ currency: 'VND', gt_id: 2 });
      expect(slot.data.list.map((d: { gt_id: number }) => d.gt_id)).toEqual([2]);
      expect(slot.data.categories).toEqual([2, 3, 4, 5]);
      const all = (await list({ currency: 'VND' })).data.list.length;
      expect((await list({ currency: 'VND', gt_id: 0 })).data.list).toHaveLength(all);
      expect((await list({ currency: 'VND', gt_id: null })).data.list).toHaveLength(all);
      expect((await list({ currency: 'VND', gt_id: 9 })).data.list).toEqual([]);
    });

    it('the language of the body, else the lang header, else vi_VN; every currency has its own promotions', async () => {
      const en = await list({ currency: 'USD', language: 'en_US' });
      expect(en.data.list.map((d: { title: string }) => d.title)).toEqual([
        'Member welcome bonus',
        'Daily 1.2% slot rebate',
        'Live casino weekend cashback',
      ]);
      expect(en.data.list[0]).toMatchObject({ currency: 'USD', bonus: 5 });
      const zh = json(await post(server, LIST, { site_id: 1, currency: 'RMB' }, { headers: { lang: 'zh_CN' } }));
      expect(zh.data.list[0]).toMatchObject({ title: '会员欢迎彩金', currency: 'RMB', bonus: 20 });
      expect((await list({ currency: 'THB' })).data.list[0].title).toBe('Thưởng chào mừng thành viên');
      expect(await list({ currency: 'WON' })).toMatchObject({ code: '100', data: { list: [], categories: [] } });
      expect((await list({ site_id: 2, currency: 'VND' })).data.list).toEqual([]);
    });

    it('HTTP 400 for a malformed body (currency and site_id are required)', async () => {
      expect((await post(server, LIST, { site_id: 1 })).statusCode).toBe(400);
      expect((await post(server, LIST, { currency: 'VND' })).statusCode).toBe(400);
      expect((await post(server, LIST, { site_id: 1, currency: 'XXX' })).statusCode).toBe(400);
    });

    it('the artwork is a generated SVG with the title in the language asked', async () => {
      const welcome = (await list({ currency: 'VND', language: 'zh_CN' })).data.list[0];
      const res = await server.inject({ url: welcome.banner });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
      expect(res.body).toContain('会员欢迎彩金');
      expect(res.body).toContain('₫50,000'); // the bonus ribbon, in the money format of the language
      const vi = await server.inject({ url: welcome.banner.replace('lang=zh_CN', 'lang=vi_VN') });
      expect(vi.body).toMatch(/\+ 50\.000\s₫/);
      expect((await server.inject({ url: '/api/assets/discounts/999999.svg' })).statusCode).toBe(404);
    });
  });

  describe('SPEC §2 /discount/{id}: one promotion; SPEC §8-style codes for unknown and ended', () => {
    it('answers the body in the language asked', async () => {
      const id = await idOf('VND', 'welcome');
      const body = await detail({ id, currency: 'VND', language: 'en_US' });
      expect(body.code).toBe('100');
      expect(body.data).toMatchObject({ id, title: 'Member welcome bonus', status: 'running' });
      expect(body.data.content).toContain('Once per member');
    });

    it('101 unknown, of another currency or site, or not started yet; 102 ended', async () => {
      const id = await idOf('VND', 'welcome');
      expect(await detail({ id: 999_999, currency: 'VND' })).toMatchObject({ code: '101', data: null });
      expect(await detail({ id, currency: 'USD' })).toMatchObject({ code: '101', data: null });
      expect(await detail({ id, currency: 'VND', site_id: 2 })).toMatchObject({ code: '101' });
      const later = await newDiscount({ start_at: iso(Date.now() + HOUR), end_at: iso(Date.now() + 5 * HOUR) });
      expect(await detail({ id: later.id, currency: 'VND' })).toMatchObject({ code: '101' });
      expect((await list({ currency: 'VND' })).data.list.map((d: { id: number }) => d.id)).not.toContain(later.id);
      const ended = await idOf('VND', 'chess-ended');
      const body = await detail({ id: ended, currency: 'VND' });
      expect(body).toMatchObject({ code: '102', data: null });
      expect(body.message).toMatch(/ended/);
    });
  });

  describe('SPEC §7 apply: a bonus through the ledger once per member, or an application for the operator', () => {
    it('applying credits the bonus once; a second apply is refused (103); the lists show it applied', async () => {
      const id = await idOf('VND', 'welcome');
      const me = await memberId('demo01');
      const before = await mainOf(me, 'VND');
      const first = await apply('demo01', id);
      expect(first).toMatchObject({
        code: '100',
        data: { id, status: 'paid', bonus: 50_000, member_cash: Number(before + WELCOME_BONUS.VND!) },
      });
      expect(await mainOf(me, 'VND')).toBe(before + 50_000n);
      const again = await apply('demo01', id);
      expect(again).toMatchObject({ code: '103', data: null });
      expect(await mainOf(me, 'VND')).toBe(before + 50_000n);
      expect(await verifyLedger(db())).toEqual([]);

      const mine = (await list({ currency: 'VND' }, 'demo01')).data.list.find((d: { id: number }) => d.id === id);
      expect(mine).toMatchObject({ applied: 1, application_status: 'paid' });
      const visitor = (await list({ currency: 'VND' })).data.list.find((d: { id: number }) => d.id === id);
      expect(visitor).toMatchObject({ applied: 0, application_status: null });
      expect((await detail({ id, currency: 'VND' }, 'demo01')).data).toMatchObject({ applied: 1 });
    });

    it('concurrent applies of one member pay once; the ledger stays balanced', async () => {
      const id = await idOf('VND', 'welcome');
      const m = await newMember('VND');
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          post(server, APPLY, { id }, { headers: { authorization: m.token } }).then(json),
        ),
      );
      expect(answers.filter((a) => a.code === '100')).toHaveLength(1);
      expect(answers.filter((a) => a.code === '103')).toHaveLength(39);
      expect(await mainOf(m.id, 'VND')).toBe(50_000n);
      const rows = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(discountApplications)
        .where(and(eq(discountApplications.promotionId, id), eq(discountApplications.memberId, m.id)));
      expect(rows[0]!.n).toBe(1);
      expect(await verifyLedger(db())).toEqual([]);
    }, 120_000);

    it('an application is recorded for the operator (pending, no money); who may take part is checked (104)', async () => {
      const live = await idOf('VND', 'live-weekend'); // depositors: demo01 has successful deposits
      const me = await memberId('demo01');
      const before = await mainOf(me, 'VND');
      expect(await apply('demo01', live)).toMatchObject({
        code: '100',
        data: { id: live, status: 'pending', bonus: null, member_cash: Number(before) },
      });
      expect(await mainOf(me, 'VND')).toBe(before);
      expect(await apply('demo01', live)).toMatchObject({ code: '103' });
      expect(await apply('wallet01', live)).toMatchObject({ code: '104', data: null }); // never deposited

      const sport = await idOf('VND', 'sport-first-bet'); // regular members only
      expect(await apply('agent01', sport)).toMatchObject({ code: '104' });
      expect(await apply('wallet01', sport)).toMatchObject({ code: '100', data: { status: 'pending' } });

      const ops = json(await operator('applications', { id: live }));
      expect(ops.data).toMatchObject({ total: 1, page: 1 });
      expect(ops.data.list[0]).toMatchObject({
        member_id: me,
        member_account: 'demo01',
        status: 'pending',
        bonus: null,
      });
    });

    it('new_members: only members registered since the promotion started', async () => {
      const d = await newDiscount({ eligibility: 'new_members', apply_type: 'bonus', bonus: 1_000 });
      expect(await apply('demo02', d.id)).toMatchObject({ code: '101' }); // USD member, VND promotion
      const old = await newMember('VND');
      await db()
        .update(members)
        .set({ createdAt: new Date(Date.now() - 48 * HOUR) })
        .where(eq(members.id, old.id));
      expect(json(await post(server, APPLY, { id: d.id }, { headers: { authorization: old.token } }))).toMatchObject({
        code: '104',
      });
      const fresh = await newMember('VND');
      expect(json(await post(server, APPLY, { id: d.id }, { headers: { authorization: fresh.token } }))).toMatchObject({
        code: '100',
        data: { bonus: 1_000 },
      });
    });

    it('101 unknown or of another currency, 102 ended, 105 nothing to apply for; 401 without a token; nothing paid', async () => {
      const me = await memberId('demo01');
      const before = await mainOf(me, 'VND');
      expect(await apply('demo01', 999_999)).toMatchObject({ code: '101', data: null });
      expect(await apply('demo02', await idOf('VND', 'welcome'))).toMatchObject({ code: '101' });
      expect(await apply('demo01', await idOf('VND', 'chess-ended'))).toMatchObject({ code: '105' });
      const endedBonus = await newDiscount({ apply_type: 'bonus', bonus: 2_000 });
      expect((await operator('end', { id: endedBonus.id })).statusCode).toBe(200);
      expect(await apply('demo01', endedBonus.id)).toMatchObject({ code: '102', data: null });
      expect(await apply('demo01', await idOf('VND', 'slot-rebate'))).toMatchObject({ code: '105' });
      expect((await post(server, APPLY, { id: 1 })).statusCode).toBe(401);
      expect((await post(server, APPLY, {}, asMember('demo01'))).statusCode).toBe(400);
      expect(await mainOf(me, 'VND')).toBe(before);
    });
  });

  describe('operator: create, change and end a discount', () => {
    it('a created promotion appears in the list at once; a change shows; the end takes it out (102)', async () => {
      const created = await newDiscount({
        gt_id: 7,
        title: { vi_VN: 'Thể thao ảo thứ Tư', en_US: 'Virtual sport Wednesday', zh_CN: '虚拟体育星期三' },
        apply_type: 'bonus',
        bonus: 12_345,
        sort: 0,
      });
      expect(created).toMatchObject({ gt_id: 7, status: 'running', bonus: 12_345, applications: 0, created: true });
      let shown = await list({ currency: 'VND', gt_id: 7, language: 'zh_CN' });
      expect(shown.data.list).toEqual([
        expect.objectContaining({ id: created.id, title: '虚拟体育星期三', bonus: 12_345 }),
      ]);
      expect(shown.data.categories).toContain(7);
      const banner = shown.data.list[0].banner;

      const changed = await operator('update', { id: created.id, title: { zh_CN: '虚拟体育周三狂欢' }, pop_up: 1 });
      expect(changed.statusCode).toBe(200);
      // The languages given change; the others stay.
      expect(json(changed).data).toMatchObject({
        title: { vi_VN: 'Thể thao ảo thứ Tư', en_US: 'Virtual sport Wednesday', zh_CN: '虚拟体育周三狂欢' },
        pop_up: 1,
      });
      shown = await list({ currency: 'VND', gt_id: 7, language: 'zh_CN' });
      expect(shown.data.list[0]).toMatchObject({ title: '虚拟体育周三狂欢', pop_up: 1 });
      expect(shown.data.list[0].banner).not.toBe(banner); // a new picture address after a change

      const ended = json(await operator('end', { id: created.id }));
      expect(ended.data).toMatchObject({ status: 'ended', ended_at: expect.any(String) });
      expect((await list({ currency: 'VND', gt_id: 7 })).data.list).toEqual([]);
      expect(await detail({ id: created.id, currency: 'VND' })).toMatchObject({ code: '102' });
      // Ending twice changes nothing.
      expect(json(await operator('end', { id: created.id })).data.ended_at).toBe(ended.data.ended_at);
    });

    it('code makes creation idempotent', async () => {
      const body = {
        currency: 'USD',
        title: { en_US: 'Once' },
        start_at: iso(Date.now() - HOUR),
        end_at: iso(Date.now() + HOUR),
        code: `test:${label}:once`,
      };
      const a = json(await operator('create', body)).data;
      const b = json(await operator('create', { ...body, title: { en_US: 'Twice' } })).data;
      expect(a.created).toBe(true);
      expect(b).toMatchObject({ id: a.id, created: false, title: { en_US: 'Once' } });
    });

    it('HTTP 400 naming what is wrong, 404 unknown id, 401 without the key; nothing written', async () => {
      const count = async () =>
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(discountPromotions)
        )[0]!.n;
      const before = await count();
      const base = {
        currency: 'VND',
        title: { vi_VN: 'x' },
        start_at: iso(Date.now()),
        end_at: iso(Date.now() + HOUR),
      };
      const bad = async (body: unknown, pattern: RegExp) => {
        const res = await operator('create', body);
        expect(res.statusCode).toBe(400);
        expect(json(res).message).toMatch(pattern);
      };
      await bad({ ...base, end_at: iso(Date.now() - HOUR) }, /end_at/);
      await bad({ ...base, end_at: iso(Date.now() - 3 * HOUR), start_at: iso(Date.now() - 4 * HOUR) }, /future/);
      await bad({ ...base, apply_type: 'bonus' }, /bonus/);
      await bad({ ...base, apply_type: 'bonus', bonus: 1.5 }, /bonus/);
      await bad({ ...base, gt_id: 1 }, /gt_id/);
      await bad({ ...base, title: {} }, /title/);
      await bad({ ...base, title: { xx_XX: 'x' } }, /title/);
      expect(await count()).toBe(before);
      expect((await operator('update', { id: 999_999, sort: 1 })).statusCode).toBe(404);
      expect((await operator('end', { id: 999_999 })).statusCode).toBe(404);
      expect((await operator('applications', { id: 999_999 })).statusCode).toBe(404);
      const id = await idOf('VND', 'lottery-lucky');
      const res = await operator('update', { id, end_at: '2000-01-01T00:00:00Z' });
      expect(res.statusCode).toBe(400);
      expect((await post(server, `${OP}/create`, base)).statusCode).toBe(401);
      expect((await post(server, `${OP}/create`, base, { headers: { 'x-operator-key': 'wrong' } })).statusCode).toBe(
        401,
      );
    });
  });

  describe('SPEC §2 pop-up discount and the history of pop-up promotions', () => {
    it('current: the pop-up running now; history: the earlier pop-ups that ended, newest first', async () => {
      const body = json(await post(server, POP_UP, { site_id: 1, currency: 'VND', language: 'en_US' }));
      expect(body.code).toBe('100');
      expect(body.data.current.map((d: { title: string }) => d.title)).toContain('Member welcome bonus');
      expect(
        body.data.current.every((d: { pop_up: number; status: string }) => d.pop_up === 1 && d.status === 'running'),
      ).toBe(true);
      expect(body.data.history.map((d: { title: string }) => d.title)).toContain('Grand opening festival');
      expect(body.data.history.every((d: { status: string }) => d.status === 'ended')).toBe(true);

      // A new pop-up is current; once ended it leads the history.
      const d = await newDiscount({ pop_up: 1, title: { en_US: 'Flash pop-up' } });
      let now = json(await post(server, POP_UP, { site_id: 1, currency: 'VND', language: 'en_US' })).data;
      expect(now.current.map((x: { id: number }) => x.id)).toContain(d.id);
      await operator('end', { id: d.id });
      now = json(await post(server, POP_UP, { site_id: 1, currency: 'VND', language: 'en_US' })).data;
      expect(now.current.map((x: { id: number }) => x.id)).not.toContain(d.id);
      expect(now.history[0]).toMatchObject({ id: d.id, title: 'Flash pop-up', status: 'ended' });

      // Each currency has its own.
      const usd = json(await post(server, POP_UP, { site_id: 1, currency: 'USD', language: 'en_US' })).data;
      expect(usd.current.map((x: { currency: string }) => x.currency)).toEqual(['USD']);
    });

    it('a promotion that ends by its time moves to the history (server clock moved past end_at)', async () => {
      const d = await newDiscount({ pop_up: 1, end_at: iso(Date.now() + HOUR) });
      server.clock.offsetMs = 2 * HOUR;
      try {
        const now = json(await post(server, POP_UP, { site_id: 1, currency: 'VND' })).data;
        expect(now.current.map((x: { id: number }) => x.id)).not.toContain(d.id);
        expect(now.history.map((x: { id: number }) => x.id)).toContain(d.id);
        expect(await detail({ id: d.id, currency: 'VND' })).toMatchObject({ code: '102' });
      } finally {
        server.clock.offsetMs = 0;
      }
    });
  });
});
