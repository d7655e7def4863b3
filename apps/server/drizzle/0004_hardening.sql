CREATE TABLE "member_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "referral_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"reason" text NOT NULL,
	"shared_with_id" integer,
	"status" text DEFAULT 'review' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_counts" (
	"merchant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "registration_counts_merchant_id_scope_key_day_pk" PRIMARY KEY("merchant_id","scope","key","day")
);
--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "challenge" text;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "difficulty" smallint;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD COLUMN "site_session_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_ip" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_device" text;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "member_uploads" ADD CONSTRAINT "member_uploads_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_uploads" ADD CONSTRAINT "member_uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_shared_with_id_members_id_fk" FOREIGN KEY ("shared_with_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_counts" ADD CONSTRAINT "registration_counts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_uploads_member_idx" ON "member_uploads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_flags_uq" ON "referral_flags" USING btree ("referrer_id","source","invitee_id");--> statement-breakpoint
CREATE INDEX "referral_flags_status_idx" ON "referral_flags" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_registration_ip_idx" ON "members" USING btree ("merchant_id","registration_ip","created_at");--> statement-breakpoint
CREATE INDEX "members_registration_device_idx" ON "members" USING btree ("merchant_id","registration_device","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_uq" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request_uq" ON "withdrawal_orders" USING btree ("member_id","request_id");