CREATE TABLE "provider_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"gp_id" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"game_code" text DEFAULT '' NOT NULL,
	"game_type" smallint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"win_transaction_id" text,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"rollback_transaction_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bet_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"gp_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_gp_id_transaction_id_pk" PRIMARY KEY("gp_id","transaction_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_round_key" ON "provider_rounds" USING btree ("gp_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_bet_key" ON "provider_rounds" USING btree ("gp_id","bet_transaction_id");--> statement-breakpoint
CREATE INDEX "provider_rounds_member_idx" ON "provider_rounds" USING btree ("member_id","bet_at");