/**
 * The platform's play1 / leave1 transfer written as plain SQL on node-postgres, for the money bench
 * to run beside the platform's own (docs/performance.md "Money"): the floor of what the database
 * and the driver cost for the same work on the same machine.
 *
 * Each call is what the platform's call writes and reads, in one transaction:
 * - the member's session looked up by the token's SHA-256 (before the transaction, as the platform's
 *   authentication does);
 * - the idempotency record inserted, the member row locked;
 * - play: the member's main and provider wallets locked, a game session opened, one ledger entry
 *   (main → provider, the whole main balance) with its two postings, both balances and the entry
 *   counter updated, the member marked playing;
 * - leave: the open session read and closed, one ledger entry back (provider → main), the member
 *   marked not playing;
 * - the stored answer written to the idempotency record.
 * The ledger's database guards (the balanced-entry trigger at commit, the balance checks) run as they
 * do for the platform. What it leaves out is the platform's own checks that read no table here (the
 * request's validation, the catalogue) and the site, provider and responsible-gaming reads.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

const sha256 = (s) => createHash('sha256').update(s).digest('hex');

/**
 * Runs `inFlight` workers for `seconds`, each on one member of `players` ({memberId, token, currency,
 * game: {gpId, game_type, game_code}}), alternating play and leave. Answers {calls, latencies, errors}.
 */
export async function plainTransfers(url, players, { inFlight, seconds, poolSize = 10, label = 'plain' }) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const startedAt = Date.now();
  try {
    await Promise.all(
      Array.from({ length: inFlight }, async (_, w) => {
        const p = players[w % players.length];
        for (let i = 0; Date.now() < deadline; i++) {
          const t0 = performance.now();
          try {
            await (i % 2 === 0 ? play(pool, p, `${label}-${w}-${i}`) : leave(pool, p, `${label}-${w}-${i}`));
            latencies.push(performance.now() - t0);
          } catch (err) {
            errors++;
            if (errors === 1) console.error(`plain SQL transfer failed: ${err.message}`);
          }
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return { calls: latencies.length, elapsed: (Date.now() - startedAt) / 1000, latencies, errors };
}

async function begin(pool, p, key, route) {
  const auth = await pool.query(
    `select s.id as session_id, m.id, m.status from sessions s join members m on m.id = s.member_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() limit 1`,
    [sha256(p.token)],
  );
  if (auth.rows[0]?.status !== 'active') throw new Error('session not valid');
  const client = await pool.connect();
  try {
    await client.query('begin');
    const idem = await client.query(
      `insert into idempotency_records (member_id, key, route, request_hash) values ($1, $2, $3, $4)
       on conflict do nothing returning key`,
      [p.memberId, key, route, sha256(`${route}\n${key}`)],
    );
    if (!idem.rows.length) throw new Error('idempotency key reused');
    await client.query('select * from members where id = $1 for update', [p.memberId]);
    return { client, sessionId: auth.rows[0].session_id };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    client.release();
    throw err;
  }
}

async function end(client, p, key, answer) {
  await client.query('update idempotency_records set response = $3 where member_id = $1 and key = $2', [
    p.memberId,
    key,
    JSON.stringify(answer),
  ]);
  await client.query('commit');
}

/** Locks the member's main and provider wallets, in id order; answers them by kind. */
async function wallets(client, p, gpId) {
  const { rows } = await client.query(
    `select id, kind, balance::text as balance from accounts
     where member_id = $1 and currency = $2
       and ((kind = 'member_main' and gp_id is null) or (kind = 'member_provider' and gp_id = $3))
     order by id for update`,
    [p.memberId, p.currency, gpId],
  );
  const main = rows.find((r) => r.kind === 'member_main');
  const provider = rows.find((r) => r.kind === 'member_provider');
  if (!main || !provider) throw new Error('wallets missing');
  return { main, provider };
}

/** One ledger entry of `amount` (> 0) from one account to another, with the member's entry counter. */
async function post(client, key, kind, from, to, amount, memo) {
  const entry = await client.query(
    `insert into ledger_entries (idempotency_key, kind, memo) values ($1, $2, $3) returning id`,
    [key, kind, JSON.stringify(memo)],
  );
  const entryId = entry.rows[0].id;
  // The member's entry counter is kept on its lowest-id account (accounts.entry_count).
  const counted = Math.min(Number(from.id), Number(to.id));
  await client.query(
    `update accounts a set balance = a.balance + v.delta, entry_count = a.entry_count + v.n, updated_at = now()
     from unnest($1::int[], $2::bigint[], $3::int[]) as v(id, delta, n) where a.id = v.id`,
    [
      [from.id, to.id],
      [`-${amount}`, amount],
      [Number(from.id) === counted ? 1 : 0, Number(to.id) === counted ? 1 : 0],
    ],
  );
  await client.query(`insert into postings (entry_id, account_id, amount) values ($1, $2, $3), ($1, $4, $5)`, [
    entryId,
    from.id,
    `-${amount}`,
    to.id,
    amount,
  ]);
}

async function play(pool, p, key) {
  const { client, sessionId } = await begin(pool, p, key, 'POST /api/member/game/play1');
  try {
    const { main, provider } = await wallets(client, p, p.game.gpId);
    const amount = main.balance;
    const session = await client.query(
      `insert into game_sessions (member_id, gp_id, game_type, game_code, device, currency, member_session_id, amount_in, opened_at)
       values ($1, $2, $3, $4, 1, $5, $6, $7, now()) returning id`,
      [p.memberId, p.game.gpId, p.game.game_type, p.game.game_code, p.currency, sessionId, amount],
    );
    const id = session.rows[0].id;
    if (BigInt(amount) > 0n) {
      await post(client, `plain:${id}:in`, 'transfer_in', main, provider, amount, { session_id: id });
    }
    await client.query('update members set is_playing = 1 where id = $1', [p.memberId]);
    await end(client, p, key, { code: '100', data: { session_id: id } });
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function leave(pool, p, key) {
  const { client } = await begin(pool, p, key, 'POST /api/member/game/leave1');
  try {
    const open = await client.query(`select id, gp_id from game_sessions where member_id = $1 and status = 'open'`, [
      p.memberId,
    ]);
    const session = open.rows[0];
    if (session) {
      const { main, provider } = await wallets(client, p, session.gp_id);
      const amount = provider.balance;
      if (BigInt(amount) > 0n) {
        await post(client, `plain:${session.id}:out`, 'transfer_out', provider, main, amount, {
          session_id: session.id,
        });
      }
      await client.query(
        `update game_sessions set status = 'closed', amount_out = $2, close_reason = 'leave1', closed_at = now() where id = $1`,
        [session.id, amount],
      );
      await client.query('update members set is_playing = 0 where id = $1', [p.memberId]);
    }
    await end(client, p, key, { code: '100', data: { closed: session ? 1 : 0 } });
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
