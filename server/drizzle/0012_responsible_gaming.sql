CREATE TABLE "rg_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_blocks_kind_check" CHECK ("rg_blocks"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "rg_blocks_range_check" CHECK ("rg_blocks"."ends_at" > "rg_blocks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rg_deposit_limits" (
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_deposit_limits_member_id_period_pk" PRIMARY KEY("member_id","period"),
	CONSTRAINT "rg_deposit_limits_period_check" CHECK ("rg_deposit_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "rg_deposit_limits_amount_check" CHECK ("rg_deposit_limits"."amount" is null or "rg_deposit_limits"."amount" > 0),
	CONSTRAINT "rg_deposit_limits_pending_check" CHECK ("rg_deposit_limits"."pending_amount" is null or "rg_deposit_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rg_blocks_member_idx" ON "rg_blocks" USING btree ("member_id","ends_at");