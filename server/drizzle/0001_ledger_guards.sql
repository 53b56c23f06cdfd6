-- Ledger guards the schema DSL cannot express (hand-written; see src/ledger/ledger.ts).
-- 1. Every ledger entry balances: per currency, its postings sum to zero. Checked at commit time
--    (deferred), so an entry's postings may be inserted one by one within its transaction.
CREATE OR REPLACE FUNCTION ledger_check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced integer;
BEGIN
  SELECT count(*) INTO unbalanced FROM (
    SELECT a.currency, sum(p.amount) AS total
    FROM postings p JOIN accounts a ON a.id = p.account_id
    WHERE p.entry_id = NEW.entry_id
    GROUP BY a.currency
  ) t WHERE t.total <> 0;
  IF unbalanced > 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', NEW.entry_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balanced
  AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();
--> statement-breakpoint
-- 2. The ledger is append-only: a correction is a new entry, never an edit.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
