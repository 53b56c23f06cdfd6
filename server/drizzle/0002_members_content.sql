CREATE TABLE "agent_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"host" text NOT NULL,
	"agent_id" integer NOT NULL,
	"currency" text NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "agent_domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"display_before_login" smallint DEFAULT 1 NOT NULL,
	"display_after_login" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulletin_hides" (
	"member_id" integer NOT NULL,
	"bulletin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletin_hides_member_id_bulletin_id_pk" PRIMARY KEY("member_id","bulletin_id")
);
--> statement-breakpoint
CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"display_device" smallint NOT NULL,
	"display_location" smallint DEFAULT 2 NOT NULL,
	"for_visitors" smallint DEFAULT 1 NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"use_type" smallint NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text,
	"title" text NOT NULL,
	"link_type" smallint NOT NULL,
	"link_method" smallint DEFAULT 0 NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"game_link_parameter" jsonb,
	"active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enc_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ip_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_devices" (
	"member_id" integer NOT NULL,
	"device_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_devices_member_id_device_key_pk" PRIMARY KEY("member_id","device_key")
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"is_display" smallint DEFAULT 0 NOT NULL,
	"is_required" smallint DEFAULT 0 NOT NULL,
	"is_unique" smallint DEFAULT 0 NOT NULL,
	"is_member_center" smallint DEFAULT 0 NOT NULL,
	"is_verification" smallint DEFAULT 0 NOT NULL,
	"is_member_center_verification" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_settings_site_id_currency_name_pk" PRIMARY KEY("site_id","currency","name")
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"template" text,
	"language" text,
	"data" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_currencies" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"is_friend" smallint DEFAULT 0 NOT NULL,
	"recommend_open" smallint DEFAULT 1 NOT NULL,
	"cash_surplus" smallint DEFAULT 0 NOT NULL,
	"sms_credits" integer DEFAULT 0 NOT NULL,
	"sms_verify_seconds" integer DEFAULT 120 NOT NULL,
	"agent_level_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "site_currencies_site_id_currency_pk" PRIMARY KEY("site_id","currency")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"phone" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"event_id" text,
	"event_time" bigint,
	"payload" jsonb NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "status" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "device_key" text;--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "question" text;--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "questions_left" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "wrong_answers" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "identity_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdraw_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contacts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "double_validation" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "transfer_validation" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "recommend_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "recommend_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_ip" text;--> statement-breakpoint
ALTER TABLE "bulletin_hides" ADD CONSTRAINT "bulletin_hides_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_hides" ADD CONSTRAINT "bulletin_hides_bulletin_id_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enc_grants" ADD CONSTRAINT "enc_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_value_key" ON "blacklist" USING btree ("site_id","kind","value");--> statement-breakpoint
CREATE INDEX "letters_member_idx" ON "letters" USING btree ("member_id","language");--> statement-breakpoint
CREATE INDEX "site_contents_kind_idx" ON "site_contents" USING btree ("site_id","kind");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_idx" ON "sms_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "member_logins_ip_idx" ON "member_logins" USING btree ("ip");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_recommend_code" ON "members" USING btree ("site_id","recommend_code");--> statement-breakpoint
CREATE INDEX "members_register_ip_idx" ON "members" USING btree ("register_ip");