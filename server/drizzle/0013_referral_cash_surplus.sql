CREATE TABLE "cash_surplus_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"net_loss" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_surplus_claims_once_a_day" UNIQUE("member_id","day"),
	CONSTRAINT "cash_surplus_claims_amount_check" CHECK ("cash_surplus_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_surplus_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"cap" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_surplus_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "cash_surplus_settings_rate_check" CHECK ("cash_surplus_settings"."rate_bp" between 0 and 10000),
	CONSTRAINT "cash_surplus_settings_amounts_check" CHECK ("cash_surplus_settings"."cap" >= 0 and "cash_surplus_settings"."min_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_progress" (
	"referred_member_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"first_deposit_order_no" text,
	"first_deposit_amount" bigint,
	"first_deposit_at" timestamp with time zone,
	"share_paid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"order_no" text NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_once" UNIQUE("referred_member_id","kind","order_no"),
	CONSTRAINT "referral_rewards_kind_check" CHECK ("referral_rewards"."kind" in ('first_deposit', 'deposit_share')),
	CONSTRAINT "referral_rewards_amount_check" CHECK ("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"share_bp" integer NOT NULL,
	"share_days" integer NOT NULL,
	"share_cap" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "referral_settings_share_check" CHECK ("referral_settings"."share_bp" between 0 and 10000 and "referral_settings"."share_days" >= 0),
	CONSTRAINT "referral_settings_cap_check" CHECK ("referral_settings"."share_cap" >= 0),
	CONSTRAINT "referral_settings_tiers_check" CHECK (jsonb_typeof("referral_settings"."tiers") = 'array')
);
--> statement-breakpoint
CREATE INDEX "referral_progress_referrer_idx" ON "referral_progress" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_first_deposit_once" ON "referral_rewards" USING btree ("referred_member_id") WHERE "referral_rewards"."kind" = 'first_deposit';--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at");