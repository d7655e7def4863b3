ALTER TABLE "game_vendors" ADD COLUMN "maintenance_message" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD COLUMN "previous_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD CONSTRAINT "vendor_credentials_previous_ck" CHECK (("vendor_credentials"."previous_secret" is null) = ("vendor_credentials"."previous_until" is null));