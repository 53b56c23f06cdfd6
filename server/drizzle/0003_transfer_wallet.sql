CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"gp_id" text NOT NULL,
	"game_type" smallint NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer,
	"device" smallint DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_in" bigint DEFAULT 0 NOT NULL,
	"amount_out" bigint,
	"close_reason" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"http_status" smallint DEFAULT 200 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"currency" text PRIMARY KEY NOT NULL,
	"contributed" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "transfer_disabled" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_transfer_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "maintain_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "maintain_end_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_one_open" ON "game_sessions" USING btree ("member_id") WHERE "game_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "idempotency_records_created_idx" ON "idempotency_records" USING btree ("created_at");