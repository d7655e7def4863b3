CREATE TABLE "team_balances" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_daily" ADD COLUMN "active_gaps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "team_daily" ADD COLUMN "registrations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_rollups" ADD COLUMN "snapshot_day" date;--> statement-breakpoint
ALTER TABLE "team_rollups" ADD COLUMN "snapshot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_balances" ADD CONSTRAINT "team_balances_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_balances_merchant_idx" ON "team_balances" USING btree ("merchant_id");--> statement-breakpoint
-- The rows written before hold the agent's own figures too and no gaps or registrations: rolled again.
DELETE FROM team_daily;--> statement-breakpoint
DELETE FROM team_rollups;--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_daily_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    DELETE FROM team_rollups WHERE merchant_id = NEW.merchant_id;
    DELETE FROM team_daily WHERE merchant_id = NEW.merchant_id;
    DELETE FROM team_balances WHERE merchant_id = NEW.merchant_id;
  END IF;
  RETURN NULL;
END $$;
