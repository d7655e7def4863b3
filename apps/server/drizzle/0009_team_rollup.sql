CREATE TABLE "team_daily" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint NOT NULL,
	"first_deposit_count" integer NOT NULL,
	"first_deposit" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"active_members" integer NOT NULL,
	CONSTRAINT "team_daily_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_rollups" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"rolled_through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_daily" ADD CONSTRAINT "team_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_daily_merchant_day_idx" ON "team_daily" USING btree ("merchant_id","day");--> statement-breakpoint
-- A change of upline moves history between teams: the brand's rolled-up days are written again by the next
-- run of `agents.rollup` (reports read member_daily live for them meanwhile).
CREATE OR REPLACE FUNCTION team_daily_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    DELETE FROM team_rollups WHERE merchant_id = NEW.merchant_id;
    DELETE FROM team_daily WHERE merchant_id = NEW.merchant_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_team_daily_forget AFTER UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION team_daily_forget();
