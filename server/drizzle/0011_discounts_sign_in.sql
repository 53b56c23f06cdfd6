CREATE TABLE "discount_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"bonus" bigint,
	"entry_id" bigint,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_applications_once" UNIQUE("promotion_id","member_id"),
	CONSTRAINT "discount_applications_status_check" CHECK ("discount_applications"."status" in ('paid', 'pending')),
	CONSTRAINT "discount_applications_paid_check" CHECK (("discount_applications"."status" = 'paid') = ("discount_applications"."entry_id" is not null and "discount_applications"."bonus" is not null and "discount_applications"."bonus" > 0))
);
--> statement-breakpoint
CREATE TABLE "discount_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"gt_id" smallint,
	"title" jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"pop_up" smallint DEFAULT 0 NOT NULL,
	"eligibility" text DEFAULT 'all' NOT NULL,
	"apply_type" text DEFAULT 'none' NOT NULL,
	"bonus" bigint,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_promotions_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_period_check" CHECK ("discount_promotions"."ends_at" > "discount_promotions"."starts_at"),
	CONSTRAINT "discount_status_check" CHECK ("discount_promotions"."status" in ('active', 'ended')),
	CONSTRAINT "discount_ended_check" CHECK (("discount_promotions"."status" = 'ended') = ("discount_promotions"."ended_at" is not null)),
	CONSTRAINT "discount_gt_check" CHECK ("discount_promotions"."gt_id" is null or "discount_promotions"."gt_id" between 2 and 9),
	CONSTRAINT "discount_pop_up_check" CHECK ("discount_promotions"."pop_up" in (0, 1)),
	CONSTRAINT "discount_eligibility_check" CHECK ("discount_promotions"."eligibility" in ('all', 'new_members', 'depositors', 'regular_members')),
	CONSTRAINT "discount_apply_type_check" CHECK ("discount_promotions"."apply_type" in ('none', 'bonus', 'request')),
	CONSTRAINT "discount_bonus_check" CHECK (("discount_promotions"."apply_type" <> 'bonus' or "discount_promotions"."bonus" is not null) and ("discount_promotions"."bonus" is null or "discount_promotions"."bonus" > 0))
);
--> statement-breakpoint
CREATE TABLE "sign_in_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"cycle_day" integer NOT NULL,
	"reward" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_records_once_a_day" UNIQUE("member_id","day"),
	CONSTRAINT "sign_in_records_streak_check" CHECK ("sign_in_records"."streak" >= 1 and "sign_in_records"."cycle_day" >= 1),
	CONSTRAINT "sign_in_records_reward_check" CHECK ("sign_in_records"."reward" > 0)
);
--> statement-breakpoint
CREATE TABLE "sign_in_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"open" smallint DEFAULT 1 NOT NULL,
	"rewards" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_settings_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "sign_in_settings_open_check" CHECK ("sign_in_settings"."open" in (0, 1)),
	CONSTRAINT "sign_in_settings_rewards_check" CHECK (jsonb_typeof("sign_in_settings"."rewards") = 'array' and jsonb_array_length("sign_in_settings"."rewards") between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "discount_applications" ADD CONSTRAINT "discount_applications_promotion_id_discount_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."discount_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_applications_member_idx" ON "discount_applications" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "discount_promotions_lookup_idx" ON "discount_promotions" USING btree ("site_id","currency","ends_at");