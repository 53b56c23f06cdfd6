CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"gp_id" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_identity_key" UNIQUE NULLS NOT DISTINCT("kind","member_id","gp_id","currency"),
	CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('member_main', 'member_provider', 'house', 'provider_float', 'promotion_pool', 'payment_clearing')),
	CONSTRAINT "accounts_member_balance_check" CHECK ("accounts"."kind" not in ('member_main', 'member_provider') or "accounts"."balance" >= 0),
	CONSTRAINT "accounts_member_owner_check" CHECK ("accounts"."kind" not in ('member_main', 'member_provider') or "accounts"."member_id" is not null),
	CONSTRAINT "accounts_provider_check" CHECK ("accounts"."kind" not in ('member_provider', 'provider_float') or "accounts"."gp_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"site_id" integer NOT NULL,
	"answer" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"gp_id" text NOT NULL,
	"gt_id" smallint NOT NULL,
	"names" jsonb NOT NULL,
	"devices" smallint DEFAULT 3 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "games_game_code_unique" UNIQUE("game_code")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "member_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"host" text,
	"device" smallint,
	"client" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"account" text NOT NULL,
	"account_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"member_type" smallint DEFAULT 1 NOT NULL,
	"agent_type" smallint DEFAULT 0 NOT NULL,
	"agent_level" smallint DEFAULT 0 NOT NULL,
	"is_agent" smallint DEFAULT 0 NOT NULL,
	"agent_active" smallint DEFAULT 0 NOT NULL,
	"is_playing" smallint DEFAULT 0 NOT NULL,
	"cash_back_status" smallint DEFAULT 0 NOT NULL,
	"wallet_status" smallint DEFAULT 1 NOT NULL,
	"first_login_to_change_password" smallint DEFAULT 0 NOT NULL,
	"need_bank_account_deposit_verified" smallint DEFAULT 0 NOT NULL,
	"member_name" text,
	"member_email" text,
	"member_phone" text,
	"member_birthday" text,
	"introducer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'disabled', 'frozen'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "postings_nonzero_check" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "provider_game_types" (
	"gp_id" text NOT NULL,
	"gt_id" smallint NOT NULL,
	"gp_gt_name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "provider_game_types_gp_id_gt_id_pk" PRIMARY KEY("gp_id","gt_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"gp_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colors" jsonb NOT NULL,
	"currencies" jsonb NOT NULL,
	"house" smallint DEFAULT 0 NOT NULL,
	"customized" smallint DEFAULT 0 NOT NULL,
	"maintain" smallint DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"login_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_gp_id_providers_gp_id_fk" FOREIGN KEY ("gp_id") REFERENCES "public"."providers"("gp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_gp_id_providers_gp_id_fk" FOREIGN KEY ("gp_id") REFERENCES "public"."providers"("gp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_gt_id_game_types_id_fk" FOREIGN KEY ("gt_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_game_types" ADD CONSTRAINT "provider_game_types_gp_id_providers_gp_id_fk" FOREIGN KEY ("gp_id") REFERENCES "public"."providers"("gp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_game_types" ADD CONSTRAINT "provider_game_types_gt_id_game_types_id_fk" FOREIGN KEY ("gt_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_login_id_member_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."member_logins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_member_idx" ON "accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "games_gp_gt_idx" ON "games" USING btree ("gp_id","gt_id");--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_account_key" ON "members" USING btree ("site_id","account_key");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");