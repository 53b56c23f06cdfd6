CREATE TABLE "red_envelope_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"cash" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_claims_once" UNIQUE("promotion_id","member_id"),
	CONSTRAINT "red_envelope_claims_cash_check" CHECK ("red_envelope_claims"."cash" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelope_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"budget" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_promotions_code_unique" UNIQUE("code"),
	CONSTRAINT "red_envelope_remaining_check" CHECK ("red_envelope_promotions"."remaining" >= 0 and "red_envelope_promotions"."remaining" <= "red_envelope_promotions"."budget"),
	CONSTRAINT "red_envelope_range_check" CHECK ("red_envelope_promotions"."min_amount" > 0 and "red_envelope_promotions"."max_amount" >= "red_envelope_promotions"."min_amount"),
	CONSTRAINT "red_envelope_period_check" CHECK ("red_envelope_promotions"."ends_at" > "red_envelope_promotions"."starts_at"),
	CONSTRAINT "red_envelope_status_check" CHECK ("red_envelope_promotions"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "red_envelope_claims" ADD CONSTRAINT "red_envelope_claims_promotion_id_red_envelope_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."red_envelope_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "red_envelope_claims_member_idx" ON "red_envelope_claims" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "red_envelope_promotions_lookup_idx" ON "red_envelope_promotions" USING btree ("site_id","currency","ends_at");