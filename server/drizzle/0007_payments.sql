CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_status_check" CHECK ("bank_accounts"."status" in ('unverified', 'verified')),
	CONSTRAINT "bank_accounts_verified_check" CHECK ("bank_accounts"."status" = 'unverified' or "bank_accounts"."verified_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_banks" (
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_banks_currency_code_pk" PRIMARY KEY("currency","code")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_account_id" integer,
	"psp_reference" text,
	"failure_reason" text,
	"return_url" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"hold_entry_id" bigint,
	"settle_entry_id" bigint,
	"dispatched_at" timestamp with time zone,
	"dispatch_attempts" integer DEFAULT 0 NOT NULL,
	"next_dispatch_at" timestamp with time zone,
	CONSTRAINT "payment_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'success', 'failed', 'cancelled')),
	CONSTRAINT "payment_orders_kind_check" CHECK ("payment_orders"."kind" in ('deposit', 'withdraw')),
	CONSTRAINT "payment_orders_method_check" CHECK ("payment_orders"."method" in ('bank_transfer', 'e_wallet', 'fast_payment')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0),
	CONSTRAINT "payment_orders_fee_check" CHECK ("payment_orders"."fee" >= 0 and "payment_orders"."fee" < "payment_orders"."amount"),
	CONSTRAINT "payment_orders_settled_check" CHECK (("payment_orders"."status" = 'pending') = ("payment_orders"."settled_at" is null)),
	CONSTRAINT "payment_orders_withdraw_hold_check" CHECK ("payment_orders"."kind" <> 'withdraw' or "payment_orders"."hold_entry_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "withdraw_password_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_active_number" ON "bank_accounts" USING btree ("bank_code","account_number") WHERE "bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "bank_accounts_member_idx" ON "bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payment_orders_member_idx" ON "payment_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("kind","status","next_dispatch_at");--> statement-breakpoint
CREATE INDEX "withdraw_password_failures_member_idx" ON "withdraw_password_failures" USING btree ("member_id","created_at");