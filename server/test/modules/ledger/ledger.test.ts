import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/db/client';
import { accounts, ledgerEntries, members, postings } from '../../../src/db/schema';
import {
  ensureAccount,
  entryStatement,
  houseAccount,
  LedgerError,
  postEntry,
  postEntryInTx,
  postEntryInTxWith,
  verifyLedger,
} from '../../../src/modules/ledger/ledger';
import type { Db, Database } from '../../../src/db/client';
import { seedDemoData } from '../../../src/seed/seed';
import { DATABASES, freshDatabase } from '../../helpers';

describe.each(DATABASES)('SPEC §3 wallet / ARCHITECTURE "Money": the double-entry ledger (%s)', (label) => {
  let database: Database;
  let drop: () => Promise<void>;
  let mainId: number;
  let providerId: number;
  let houseId: number;

  beforeAll(async () => {
    const fresh = await freshDatabase(label);
    drop = fresh.drop;
    database = await openDatabase(fresh.database);
    await seedDemoData(database.db);
    const db = database.db;
    const [demo01] = await db.select().from(members).where(eq(members.accountKey, 'demo01'));
    mainId = await ensureAccount(db, { kind: 'member_main', memberId: demo01!.id, currency: 'VND' });
    providerId = await ensureAccount(db, {
      kind: 'member_provider',
      memberId: demo01!.id,
      gpId: 'GP005',
      currency: 'VND',
    });
    houseId = await houseAccount(db, 'VND');
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const balance = async (id: number) =>
    (await database.db.select({ b: accounts.balance }).from(accounts).where(eq(accounts.id, id)))[0]!.b;
  const entryCount = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n;

  it('the seeded opening balances balance: per currency, balances and postings sum to zero', async () => {
    expect(await verifyLedger(database.db)).toEqual([]);
    expect(await balance(mainId)).toBe(5_000_000n);
    // The house carries the other side of every VND opening balance and of the red-envelope budgets (promotion_pool).
    const vndMembers = await database.db
      .select({ total: sql<string>`sum(${accounts.balance})::text` })
      .from(accounts)
      .where(
        and(
          eq(accounts.currency, 'VND'),
          sql`${accounts.kind} in ('member_main', 'member_provider', 'promotion_pool')`,
        ),
      );
    expect(await balance(houseId)).toBe(-BigInt(vndMembers[0]!.total));
  });

  it('moves money in one balanced entry and keeps the sum at zero', async () => {
    const result = await postEntry(database.db, {
      idempotencyKey: `test:transfer-in:${label}:1`,
      kind: 'transfer_in',
      postings: [
        { accountId: mainId, amount: -200_000n },
        { accountId: providerId, amount: 200_000n },
      ],
    });
    expect(result.created).toBe(true);
    expect(await balance(mainId)).toBe(4_800_000n);
    expect(await balance(providerId)).toBe(200_000n);
    const rows = await database.db.select().from(postings).where(eq(postings.entryId, result.entryId));
    expect(rows.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('counts each entry once per member (the member.cash seq): a transfer between two wallets of one member is one movement', async () => {
    const counter = async () =>
      Number(
        (
          await database.db
            .select({ n: sql<string>`sum(${accounts.entryCount})::text` })
            .from(accounts)
            .where(sql`${accounts.memberId} = (select member_id from accounts where id = ${mainId})`)
        )[0]!.n,
      );
    const before = await counter();
    await postEntry(database.db, {
      idempotencyKey: `test:seq:${label}:1`,
      kind: 'transfer_out',
      postings: [
        { accountId: providerId, amount: -1_000n },
        { accountId: mainId, amount: 1_000n },
      ],
    });
    await postEntry(database.db, {
      idempotencyKey: `test:seq:${label}:2`,
      kind: 'adjust',
      postings: [
        { accountId: houseId, amount: -5n },
        { accountId: mainId, amount: 5n },
      ],
    });
    expect(await counter()).toBe(before + 2);
    expect(await verifyLedger(database.db)).toEqual([]);
    // verifyLedger notices a counter that disagrees with the postings.
    await database.db
      .update(accounts)
      .set({ entryCount: sql`${accounts.entryCount} + 1` })
      .where(eq(accounts.id, providerId));
    expect((await verifyLedger(database.db)).join('\n')).toMatch(/counts \d+ entries but \d+ touched its accounts/);
    await database.db
      .update(accounts)
      .set({ entryCount: sql`${accounts.entryCount} - 1` })
      .where(eq(accounts.id, providerId));
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('applies an idempotency key once: a retry changes nothing', async () => {
    const input = {
      idempotencyKey: `test:retry:${label}`,
      kind: 'transfer_out',
      postings: [
        { accountId: providerId, amount: -50_000n },
        { accountId: mainId, amount: 50_000n },
      ],
    };
    const first = await postEntry(database.db, input);
    expect(first.memberIds).toHaveLength(1); // main and provider wallet of one member: one member moved
    const before = [await balance(mainId), await balance(providerId), await entryCount()];
    const retry = await postEntry(database.db, input);
    expect(retry).toEqual({ entryId: first.entryId, created: false, memberIds: [] });
    expect([await balance(mainId), await balance(providerId), await entryCount()]).toEqual(before);
  });

  it('refuses a negative member balance, and nothing is written', async () => {
    const before = [await balance(mainId), await balance(providerId), await entryCount()];
    await expect(
      postEntry(database.db, {
        idempotencyKey: `test:overdraw:${label}`,
        kind: 'transfer_out',
        postings: [
          { accountId: providerId, amount: -10_000_000n },
          { accountId: mainId, amount: 10_000_000n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect([await balance(mainId), await balance(providerId), await entryCount()]).toEqual(before);
  });

  it('refuses unbalanced, mixed-currency and malformed entries', async () => {
    const usdHouse = await houseAccount(database.db, 'USD');
    const cases: Array<[Parameters<typeof postEntry>[1], string]> = [
      [
        {
          idempotencyKey: 'u1',
          kind: 'x',
          postings: [
            { accountId: mainId, amount: -5n },
            { accountId: houseId, amount: 4n },
          ],
        },
        'unbalanced',
      ],
      [
        {
          idempotencyKey: 'u2',
          kind: 'x',
          postings: [
            { accountId: mainId, amount: -5n },
            { accountId: usdHouse, amount: 5n },
          ],
        },
        'mixed_currency',
      ],
      [
        {
          idempotencyKey: 'u3',
          kind: 'x',
          postings: [
            { accountId: mainId, amount: 0n },
            { accountId: houseId, amount: 0n },
          ],
        },
        'invalid_entry',
      ],
      [{ idempotencyKey: 'u4', kind: 'x', postings: [{ accountId: mainId, amount: 5n }] }, 'invalid_entry'],
      [
        {
          idempotencyKey: 'u5',
          kind: 'x',
          postings: [
            { accountId: 999_999, amount: -5n },
            { accountId: houseId, amount: 5n },
          ],
        },
        'unknown_account',
      ],
    ];
    for (const [input, code] of cases) {
      const err = await postEntry(database.db, input).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(LedgerError);
      expect((err as LedgerError).code).toBe(code);
    }
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('the database itself refuses a negative member balance, an unbalanced entry and edits of postings', async () => {
    const db = database.db;
    await expect(db.update(accounts).set({ balance: -1n }).where(eq(accounts.id, mainId))).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(ledgerEntries)
          .values({ idempotencyKey: `raw:${label}`, kind: 'raw' })
          .returning();
        await tx.insert(postings).values({ entryId: entry!.id, accountId: houseId, amount: 7n });
      }),
    ).rejects.toThrow();
    await expect(db.update(postings).set({ amount: 1n })).rejects.toThrow();
    await expect(db.delete(postings)).rejects.toThrow();
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('concurrent debits never overdraw: exactly as many succeed as the balance allows', async () => {
    const db = database.db;
    const pocket = await ensureAccount(db, {
      kind: 'member_provider',
      memberId: (await db.select().from(members).where(eq(members.accountKey, 'demo01')))[0]!.id,
      gpId: 'GP009',
      currency: 'VND',
    });
    await postEntry(db, {
      idempotencyKey: `test:fund:${label}`,
      kind: 'transfer_in',
      postings: [
        { accountId: mainId, amount: -500_000n },
        { accountId: pocket, amount: 500_000n },
      ],
    });
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        postEntry(db, {
          idempotencyKey: `test:race:${label}:${i}`,
          kind: 'transfer_out',
          postings: [
            { accountId: pocket, amount: -100_000n },
            { accountId: mainId, amount: 100_000n },
          ],
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    expect(await balance(pocket)).toBe(0n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it("a refused entry inside a caller's transaction writes nothing and the transaction goes on", async () => {
    const db = database.db;
    const [main0, provider0, entries0] = [await balance(mainId), await balance(providerId), await entryCount()];
    const refusals: string[] = [];
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      for (const input of [
        // More than the wallet holds.
        { accountId: providerId, amount: -100_000_000n },
        // An account that does not exist.
        { accountId: 987_654, amount: -1n },
      ]) {
        const err = await postEntryInTx(tx, {
          idempotencyKey: `test:in-tx-refused:${label}:${input.accountId}`,
          kind: 'transfer_out',
          postings: [input, { accountId: mainId, amount: -input.amount }],
        }).catch((e: unknown) => e);
        refusals.push((err as LedgerError).code);
      }
      // The same transaction still writes: an entry after the refusals commits with it.
      const ok = await postEntryInTx(tx, {
        idempotencyKey: `test:in-tx-after:${label}`,
        kind: 'transfer_out',
        postings: [
          { accountId: providerId, amount: -1_000n },
          { accountId: mainId, amount: 1_000n },
        ],
      });
      expect(ok.created).toBe(true);
      expect(ok.posted?.memberIds).toHaveLength(1);
      // member.cash comes with the entry: the main wallet and the counter right after it.
      const [seq] = await tx
        .select({ n: sql<string>`sum(${accounts.entryCount})::text` })
        .from(accounts)
        .where(eq(accounts.memberId, ok.posted!.memberIds[0]!));
      expect(ok.posted?.cash).toEqual([
        { memberId: ok.posted!.memberIds[0], currency: 'VND', balance: main0 + 1_000n, seq: Number(seq!.n) },
      ]);
    });
    expect(refusals).toEqual(['insufficient_funds', 'unknown_account']);
    expect([await balance(mainId), await balance(providerId), await entryCount()]).toEqual([
      main0 + 1_000n,
      provider0 - 1_000n,
      entries0 + 1,
    ]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('one key under concurrent calls: applied once, the others answer the same entry; another kind under it is a conflict', async () => {
    const db = database.db;
    const input = {
      idempotencyKey: `test:same-key-race:${label}`,
      kind: 'transfer_out',
      postings: [
        { accountId: providerId, amount: -2_000n },
        { accountId: mainId, amount: 2_000n },
      ],
    };
    const before = await balance(mainId);
    const results = await Promise.all(Array.from({ length: 6 }, () => postEntry(db, input)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await balance(mainId)).toBe(before + 2_000n);
    const err = await postEntry(db, { ...input, kind: 'transfer_in' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LedgerError);
    expect((err as LedgerError).code).toBe('idempotency_conflict');
    expect(await verifyLedger(db)).toEqual([]);
  });

  it("an entry and the caller's own writes in one statement (entryStatement): applied together; refused, neither once the transaction rolls back", async () => {
    const db = database.db;
    const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.accountKey, 'demo01'));
    const st = entryStatement(
      `test_entry_with_${label}`,
      'flag as (update members set is_playing = $2 where id = $1 returning id)',
    );
    const playing = async () =>
      (await db.select({ p: members.isPlaying }).from(members).where(eq(members.id, demo!.id)))[0]!.p;
    const main0 = await balance(mainId);
    const entries0 = await entryCount();
    const move = (amount: bigint, key: string) => ({
      idempotencyKey: `test:with-writes:${key}:${label}`,
      kind: 'transfer_in',
      postings: [
        { accountId: mainId, amount: -amount },
        { accountId: providerId, amount },
      ],
    });
    const r = await db.transaction(async (t) =>
      postEntryInTxWith(t as unknown as Db, st, [demo!.id, 1], move(500n, 'ok')),
    );
    expect(r?.created).toBe(true);
    expect(r?.posted?.cash[0]?.balance).toBe(main0 - 500n);
    expect(await playing()).toBe(1);
    // More than the wallet holds: refused, and the statement's own write goes with the transaction.
    const err = await db
      .transaction(async (t) =>
        postEntryInTxWith(t as unknown as Db, st, [demo!.id, 0], move(10_000_000_000_000n, 'refused')),
      )
      .catch((e: unknown) => e);
    expect((err as LedgerError).code).toBe('insufficient_funds');
    expect(await playing()).toBe(1);
    expect([await balance(mainId), await entryCount()]).toEqual([main0 - 500n, entries0 + 1]);
    // Nothing to move: the writes alone.
    expect(await db.transaction(async (t) => postEntryInTxWith(t as unknown as Db, st, [demo!.id, 0], null))).toBe(
      null,
    );
    expect(await playing()).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
