CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"contact" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"agent_level" smallint,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "agent_applications_status_check" CHECK ("agent_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "agent_applications_reviewed_check" CHECK (("agent_applications"."status" = 'pending') = ("agent_applications"."reviewed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "agent_programmes" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"open" smallint DEFAULT 1 NOT NULL,
	"tiers" jsonb NOT NULL,
	"active_bet_min" bigint NOT NULL,
	"transfer_min" bigint NOT NULL,
	"transfer_max" bigint NOT NULL,
	"transfer_daily_max" bigint NOT NULL,
	"balance_low_max" bigint NOT NULL,
	"balance_medium_max" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_programmes_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "agent_programmes_tiers_check" CHECK (jsonb_typeof("agent_programmes"."tiers") = 'array'),
	CONSTRAINT "agent_programmes_limits_check" CHECK ("agent_programmes"."transfer_min" > 0 and "agent_programmes"."transfer_max" >= "agent_programmes"."transfer_min" and "agent_programmes"."transfer_daily_max" >= "agent_programmes"."transfer_max")
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"active_members" integer NOT NULL,
	"bets" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"base" bigint NOT NULL,
	"tier_index" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"commission" bigint NOT NULL,
	"status" text NOT NULL,
	"entry_id" bigint,
	"statement" jsonb NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlements_agent_period" UNIQUE("agent_id","period"),
	CONSTRAINT "agent_settlements_status_check" CHECK ("agent_settlements"."status" in ('paid', 'nothing')),
	CONSTRAINT "agent_settlements_paid_check" CHECK (("agent_settlements"."status" = 'paid') = ("agent_settlements"."commission" > 0 and "agent_settlements"."entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_transfers_entry_key" UNIQUE("entry_id"),
	CONSTRAINT "agent_transfers_amount_check" CHECK ("agent_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agent_domain_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_one_pending" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_site_idx" ON "agent_applications" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "agent_settlements_site_period_idx" ON "agent_settlements" USING btree ("site_id","period");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_idx" ON "agent_transfers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "members_introducer_idx" ON "members" USING btree ("introducer_id");