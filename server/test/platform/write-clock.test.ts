import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { members } from '../../src/db/schema';
import { CoherentCache, MAX_AGE_MS, WriteClock, type CatalogueEdges } from '../../src/db/write-clock';
import { DATABASES, freshDatabase } from '../helpers';

/** A clock that knows a ledger function updating accounts, and sessions cascading from members. */
function clockWith(watch: string[]): WriteClock {
  const clock = new WriteClock();
  const edges: CatalogueEdges = new Map([
    ['ledger_post_entry', new Set(['accounts', 'ledger_entries'])],
    ['members', new Set(['sessions'])],
  ]);
  clock.learn(edges, new Set(['ledger_post_entry']));
  clock.watch(watch);
  return clock;
}

describe('the write clock: which statements may change a watched table', () => {
  const clock = clockWith(['members', 'sessions', 'accounts', 'bank_accounts']);

  it('a read changes nothing; a write names its table, quoted or not', () => {
    expect(clock.touched('select "members"."id" from "members" where "id" = $1')).toEqual([]);
    expect(clock.touched('select * from members m where m.id = $1 for update')).toEqual([]);
    expect(clock.touched('update "members" set "is_playing" = $1 where "id" = $2')).toEqual(['members', 'sessions']);
    expect(clock.touched('insert into "sessions" ("member_id") values ($1)')).toEqual(['sessions']);
    expect(clock.touched('delete from bank_accounts where id = $1')).toEqual(['bank_accounts']);
  });

  it('a table whose name ends another (bank_accounts, accounts) is not mistaken for it', () => {
    expect(clock.touched('update "bank_accounts" set "status" = $1')).toEqual(['bank_accounts']);
    expect(clock.touched('update "member_accounts_log" set x = 1')).toEqual([]);
  });

  it('a select that calls a writing function changes what the function writes', () => {
    expect(clock.touched('select o_status from ledger_post_entry($1, $2)')).toEqual(['accounts']);
  });

  it('a data-modifying WITH and several statements in one text are writes', () => {
    expect(clock.touched('with f as (update members set is_playing = 1 where id = $1 returning id) select 1')).toEqual(
      expect.arrayContaining(['members', 'sessions']),
    );
    expect(clock.touched('begin; update accounts set balance = 0; commit')).toEqual(['accounts']);
  });

  it('the end of a transaction is a commit or a rollback, not a rollback to a savepoint', () => {
    expect(clock.ends('commit')).toBe(true);
    expect(clock.ends('rollback')).toBe(true);
    expect(clock.ends('rollback to savepoint sp1')).toBe(false);
    expect(clock.ends('release savepoint sp1')).toBe(false);
    expect(clock.touched('savepoint sp1')).toEqual([]);
  });

  it('generations move only for the tables written', () => {
    const c = clockWith(['members', 'accounts']);
    const before = c.generation(['accounts']);
    c.moved(['members']);
    expect(c.generation(['accounts'])).toBe(before);
    expect(c.generation(['members', 'accounts'])).toBe(before + 1);
  });
});

describe('CoherentCache: a copy is answered only while its tables are unchanged', () => {
  it('keeps a read, drops it when a table moves, and never keeps a read during which one moved', async () => {
    const clock = clockWith(['members']);
    const cache = new CoherentCache<number, string>(clock, ['members']);
    let reads = 0;
    const load = async () => `v${++reads}`;
    expect(await cache.read(1, load)).toBe('v1');
    expect(await cache.read(1, load)).toBe('v1');
    clock.moved(['members']);
    expect(await cache.read(1, load)).toBe('v2');
    clock.moved(['members']);
    // A write completes while the read is under way: answered, not kept.
    expect(
      await cache.read(1, async () => {
        clock.moved(['members']);
        return 'during';
      }),
    ).toBe('during');
    expect(await cache.read(1, load)).toBe('v3');
    expect(await cache.read(1, load)).toBe('v3');
  });

  it('keeps no null answer, re-reads after the maximum age, and holds at most its bound', async () => {
    let now = 0;
    const clock = clockWith(['members']);
    const cache = new CoherentCache<number, string>(clock, ['members'], 2, () => now);
    let reads = 0;
    expect(await cache.read(9, async () => (reads++, null))).toBeNull();
    expect(await cache.read(9, async () => (reads++, null))).toBeNull();
    expect(reads).toBe(2);
    expect(await cache.read(1, async () => 'a')).toBe('a');
    now = MAX_AGE_MS;
    expect(await cache.read(1, async () => 'b')).toBe('b');
    await cache.read(2, async () => 'c');
    await cache.read(3, async () => 'd');
    expect(cache.size).toBe(2);
  });

  it('without a clock (a transaction) nothing is kept', async () => {
    const cache = new CoherentCache<number, number>(undefined, ['members']);
    let n = 0;
    await cache.read(1, async () => ++n);
    expect(await cache.read(1, async () => ++n)).toBe(2);
  });
});

describe.each(DATABASES)('the write clock on the database itself (%s)', (label) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase(label, { seeded: true });
    drop = fresh.drop;
    database = await openDatabase(fresh.database);
    database.clock.watch(['members', 'sessions', 'accounts']);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('learns from the catalogue that ledger_post_entry writes balances and a session cascades to its grants', () => {
    database.clock.watch(['socket_grants']);
    expect(database.clock.touched('select * from ledger_post_entry($1, $2, $3, $4, $5, $6)')).toContain('accounts');
    expect(database.clock.touched('delete from "sessions" where "id" = $1')).toEqual(
      expect.arrayContaining(['sessions', 'socket_grants']),
    );
  });

  it('a statement moves its table once it completes; a read moves nothing', async () => {
    const { db, clock } = database;
    const g = clock.generation(['members']);
    await db.select().from(members).where(eq(members.account, 'demo01'));
    expect(clock.generation(['members'])).toBe(g);
    await db.update(members).set({ memberName: 'Clock Test' }).where(eq(members.account, 'demo01'));
    expect(clock.generation(['members'])).toBeGreaterThan(g);
    expect(clock.generation(['accounts'])).toBe(clock.generation(['accounts']));
  });

  it('a transaction moves its tables again when it commits, and a rolled back one too', async () => {
    const { db, clock } = database;
    let inside = 0;
    const g = clock.generation(['members']);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ memberName: 'In a transaction' }).where(eq(members.account, 'demo01'));
      inside = clock.generation(['members']);
    });
    expect(inside).toBeGreaterThan(g);
    expect(clock.generation(['members'])).toBeGreaterThan(inside);
    const h = clock.generation(['members']);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update members set member_name = 'Rolled back' where account = 'demo01'`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(clock.generation(['members'])).toBeGreaterThan(h);
  });
});
