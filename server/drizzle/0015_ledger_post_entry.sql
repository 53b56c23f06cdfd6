-- One ledger entry in one statement (hand-written; called by postEntry / postEntryInTx in
-- src/modules/ledger/ledger.ts, which checks the entry's shape first: balanced, non-zero amounts).
-- A money call's entry was seven round trips (a savepoint, the entry, the account locks, one update
-- per account, the postings, the release); the platform's CPU spent on building and sending them
-- bounded the transfer rate. The rules are unchanged:
-- - the accounts are locked in id order (no deadlock between entries);
-- - a key already applied answers 'exists' (same kind) or 'idempotency_conflict' and writes nothing;
-- - unknown accounts, more than one currency, a member account below zero: refused, nothing written;
-- - the entry counts once per member it touches, on that member's lowest-id account (entry_count);
-- - for each member it moved, the main wallet's balance and the entry counter after it (the
--   member.cash event, SPEC §7, published after the commit without another read).
-- An expected refusal is an answer, not an error, so the caller's transaction goes on; the writes
-- run in a block that catches a CHECK violation (a subtransaction: the savepoint of old, on the
-- server), so the database's own guards refuse without aborting the caller's transaction either.
-- The answer for a key already applied: 'exists' with its entry (same kind), else a conflict.
CREATE OR REPLACE FUNCTION ledger_applied_key(p_key text, p_kind text)
RETURNS TABLE (o_status text, o_entry_id bigint, o_member_ids text, o_detail text, o_cash jsonb)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN e.kind = p_kind THEN 'exists' ELSE 'idempotency_conflict' END,
         CASE WHEN e.kind = p_kind THEN e.id END,
         '',
         CASE WHEN e.kind = p_kind THEN '' ELSE format('Idempotency key %s was used for another movement', p_key) END,
         NULL::jsonb
  FROM ledger_entries e WHERE e.idempotency_key = p_key
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post_entry(
  p_key text,
  p_kind text,
  p_memo jsonb,
  p_created_at timestamptz,
  p_account_ids integer[],
  p_amounts bigint[]
) RETURNS TABLE (o_status text, o_entry_id bigint, o_member_ids text, o_detail text, o_cash jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_ids integer[];
  v_found integer;
  v_currencies text;
  v_currency_count integer;
  v_short record;
  v_entry bigint;
  v_members text;
  v_cash jsonb;
BEGIN
  SELECT array_agg(x ORDER BY x) INTO v_ids FROM (SELECT DISTINCT unnest(p_account_ids) AS x) ids;

  SELECT count(*) INTO v_found FROM (
    SELECT a.id FROM accounts a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE
  ) locked;

  RETURN QUERY SELECT * FROM ledger_applied_key(p_key, p_kind);
  IF FOUND THEN
    RETURN;
  END IF;

  IF v_found <> cardinality(v_ids) THEN
    RETURN QUERY SELECT 'unknown_account'::text, NULL::bigint, ''::text,
      format('Unknown account %s', (SELECT min(x) FROM unnest(v_ids) AS x
                                    WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = x))), NULL::jsonb;
    RETURN;
  END IF;

  SELECT count(DISTINCT a.currency), string_agg(DISTINCT a.currency, ', ')
    INTO v_currency_count, v_currencies FROM accounts a WHERE a.id = ANY (v_ids);
  IF v_currency_count <> 1 THEN
    RETURN QUERY SELECT 'mixed_currency'::text, NULL::bigint, ''::text,
      format('An entry moves one currency; got %s', v_currencies), NULL::jsonb;
    RETURN;
  END IF;

  SELECT a.id, a.kind, a.balance, d.delta INTO v_short
  FROM accounts a
  JOIN (SELECT u.id, sum(u.amount) AS delta FROM unnest(p_account_ids, p_amounts) AS u(id, amount) GROUP BY u.id) d
    ON d.id = a.id
  WHERE a.kind IN ('member_main', 'member_provider') AND a.balance + d.delta < 0
  ORDER BY a.id LIMIT 1;
  IF FOUND THEN
    RETURN QUERY SELECT 'insufficient_funds'::text, NULL::bigint, ''::text,
      format('Account %s (%s) has %s and cannot be debited %s', v_short.id, v_short.kind, v_short.balance, -v_short.delta),
      NULL::jsonb;
    RETURN;
  END IF;

  BEGIN
    INSERT INTO ledger_entries (idempotency_key, kind, memo, created_at)
    VALUES (p_key, p_kind, coalesce(p_memo, '{}'::jsonb), coalesce(p_created_at, now()))
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_entry;
    IF v_entry IS NULL THEN
      -- Another transaction applied the key meanwhile (on other accounts, or this would have waited above).
      RETURN QUERY SELECT * FROM ledger_applied_key(p_key, p_kind);
      RETURN;
    END IF;

    WITH d AS (
      SELECT u.id, sum(u.amount) AS delta FROM unnest(p_account_ids, p_amounts) AS u(id, amount) GROUP BY u.id
    ), t AS (
      SELECT a.id, a.member_id, d.delta,
        coalesce(a.kind IN ('member_main', 'member_provider') AND a.id = min(a.id) FILTER (
          WHERE a.kind IN ('member_main', 'member_provider')) OVER (PARTITION BY a.member_id), false) AS counts
      FROM accounts a JOIN d ON d.id = a.id
    ), changed AS (
      UPDATE accounts a
      SET balance = a.balance + t.delta,
          entry_count = a.entry_count + CASE WHEN t.counts THEN 1 ELSE 0 END,
          updated_at = now()
      FROM t
      WHERE a.id = t.id AND (t.delta <> 0 OR t.counts)
      RETURNING t.member_id, t.counts
    )
    SELECT coalesce(string_agg(c.member_id::text, ',' ORDER BY c.member_id), '') INTO v_members
    FROM changed c WHERE c.counts;

    INSERT INTO postings (entry_id, account_id, amount)
    SELECT v_entry, u.id, u.amount FROM unnest(p_account_ids, p_amounts) WITH ORDINALITY AS u(id, amount, n) ORDER BY u.n;
  EXCEPTION WHEN check_violation THEN
    RETURN QUERY SELECT 'insufficient_funds'::text, NULL::bigint, ''::text,
      'The database refused the entry: a balance check failed'::text, NULL::jsonb;
    RETURN;
  END;

  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'member_id', c.member_id, 'currency', c.currency, 'balance', c.balance::text, 'seq', c.seq)), '[]'::jsonb)
    INTO v_cash
  FROM (
    SELECT DISTINCT ON (m.member_id) m.member_id, main.currency, main.balance, m.seq
    FROM (SELECT a.member_id, sum(a.entry_count) AS seq FROM accounts a
          WHERE a.member_id = ANY (string_to_array(nullif(v_members, ''), ',')::integer[])
            AND a.kind IN ('member_main', 'member_provider')
          GROUP BY a.member_id) m
    JOIN accounts main ON main.member_id = m.member_id AND main.kind = 'member_main'
    ORDER BY m.member_id, main.id
  ) c;

  RETURN QUERY SELECT 'created'::text, v_entry, v_members, ''::text, v_cash;
END
$$;
