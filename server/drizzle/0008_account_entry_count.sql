ALTER TABLE "accounts" ADD COLUMN "entry_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: each entry counts once per member it touched, on that member's lowest-id account.
UPDATE "accounts" AS a SET "entry_count" = c.n
FROM (
  SELECT first_id, count(*) AS n FROM (
    SELECT min(p."account_id") AS first_id
    FROM "postings" p JOIN "accounts" ac ON ac."id" = p."account_id"
    WHERE ac."member_id" IS NOT NULL AND ac."kind" IN ('member_main', 'member_provider')
    GROUP BY p."entry_id", ac."member_id"
  ) per_entry GROUP BY first_id
) c
WHERE a."id" = c.first_id;
