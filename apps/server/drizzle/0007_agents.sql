CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer,
	"member_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"top_rate" integer NOT NULL,
	"status" text NOT NULL,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind_ck" CHECK ("agent_contracts"."kind" in ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contracts_status_ck" CHECK ("agent_contracts"."status" in ('offered', 'signed', 'rejected', 'terminated', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "agent_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"account_type" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"payer_id" integer,
	"period_key" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"due_by" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "member_daily" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agent_link_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_deposit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "frozen_reason" text;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily" ADD CONSTRAINT "member_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily" ADD CONSTRAINT "member_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."status" in ('offered', 'signed');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_code_uq" ON "agent_links" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "agent_links_agent_idx" ON "agent_links" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period_uq" ON "agent_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlements_member_idx" ON "agent_settlements" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_settlements_payer_idx" ON "agent_settlements" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_settlements_due_idx" ON "agent_settlements" USING btree ("merchant_id","due_by") WHERE "agent_settlements"."status" = 'due';--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE INDEX "member_daily_merchant_day_idx" ON "member_daily" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");--> statement-breakpoint
-- The brand day of a moment, in the brand's time zone (the site's default when the zone is missing or unknown).
CREATE OR REPLACE FUNCTION brand_day(merchant integer, at timestamptz) RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text := coalesce((SELECT settings->>'timeZone' FROM merchants WHERE id = merchant), 'Asia/Manila');
BEGIN
  RETURN (at AT TIME ZONE zone)::date;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN (at AT TIME ZONE 'Asia/Manila')::date;
END $$;
--> statement-breakpoint
-- The agent tree's closure follows members.upline_id in the same transaction: a new member gets its own row
-- and one per ancestor; a move takes the whole subtree away from the old ancestors and under the new ones.
CREATE OR REPLACE FUNCTION agent_tree_on_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
  ELSIF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NEW;
  ELSE
    DELETE FROM agent_tree t USING agent_tree sub, agent_tree up
      WHERE sub.ancestor_id = NEW.id AND t.descendant_id = sub.descendant_id
        AND up.descendant_id = NEW.id AND up.ancestor_id <> NEW.id AND t.ancestor_id = up.ancestor_id;
  END IF;
  IF NEW.upline_id IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'member % cannot be placed under its own downline %', NEW.id, NEW.upline_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_tree_no_cycle';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id) THEN
      RAISE EXCEPTION 'upline % is not of brand %', NEW.upline_id, NEW.merchant_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_tree_same_brand';
    END IF;
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      SELECT NEW.merchant_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      FROM agent_tree up, agent_tree sub
      WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_agent_tree_ins AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION agent_tree_on_member();
--> statement-breakpoint
CREATE TRIGGER members_agent_tree_upd AFTER UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION agent_tree_on_member();
--> statement-breakpoint
-- Members that exist already: their own rows, then one per ancestor up the upline chain.
INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
  SELECT merchant_id, id, id, 0 FROM members;
--> statement-breakpoint
INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
  WITH RECURSIVE up(merchant_id, ancestor_id, descendant_id, depth) AS (
    SELECT merchant_id, upline_id, id, 1 FROM members WHERE upline_id IS NOT NULL
    UNION ALL
    SELECT up.merchant_id, m.upline_id, up.descendant_id, up.depth + 1
      FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.upline_id IS NOT NULL AND up.depth < 1000
  )
  SELECT merchant_id, ancestor_id, descendant_id, depth FROM up;
--> statement-breakpoint
-- One member's day row, added to.
CREATE OR REPLACE FUNCTION member_daily_add(merchant integer, member integer, at timestamptz,
    d_deposits bigint, d_deposit_count integer, d_first bigint, d_withdrawals bigint, d_valid_bet bigint,
    d_payout bigint, d_rounds integer, d_bonus bigint, d_commission bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_daily AS d (merchant_id, member_id, day, deposits, deposit_count, first_deposit, withdrawals,
      valid_bet, payout, rounds, bonus, commission)
    VALUES (merchant, member, brand_day(merchant, at), d_deposits, d_deposit_count, d_first, d_withdrawals,
      d_valid_bet, d_payout, d_rounds, d_bonus, d_commission)
  ON CONFLICT (member_id, day) DO UPDATE SET
    deposits = d.deposits + excluded.deposits,
    deposit_count = d.deposit_count + excluded.deposit_count,
    first_deposit = d.first_deposit + excluded.first_deposit,
    withdrawals = d.withdrawals + excluded.withdrawals,
    valid_bet = d.valid_bet + excluded.valid_bet,
    payout = d.payout + excluded.payout,
    rounds = d.rounds + excluded.rounds,
    bonus = d.bonus + excluded.bonus,
    commission = d.commission + excluded.commission
$$;
--> statement-breakpoint
-- Money a member's day counts: deposits (and the first one ever), withdrawals held less released, bonuses,
-- and dividends and salaries received.
CREATE OR REPLACE FUNCTION member_daily_on_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member integer;
  first bigint := 0;
BEGIN
  IF NEW.kind IN ('deposit', 'bonus', 'withdrawal_release', 'dividend', 'salary') THEN
    SELECT member_id INTO member FROM accounts WHERE id = NEW.credit_account_id;
  ELSIF NEW.kind = 'withdrawal_hold' THEN
    SELECT member_id INTO member FROM accounts WHERE id = NEW.debit_account_id;
  ELSE
    RETURN NULL;
  END IF;
  IF member IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.kind = 'deposit' THEN
    UPDATE members SET first_deposit_at = NEW.created_at WHERE id = member AND first_deposit_at IS NULL;
    IF FOUND THEN
      first := NEW.amount;
    END IF;
    PERFORM member_daily_add(NEW.merchant_id, member, NEW.created_at, NEW.amount, 1, first, 0, 0, 0, 0, 0, 0);
  ELSIF NEW.kind = 'withdrawal_hold' THEN
    PERFORM member_daily_add(NEW.merchant_id, member, NEW.created_at, 0, 0, 0, NEW.amount, 0, 0, 0, 0, 0);
  ELSIF NEW.kind = 'withdrawal_release' THEN
    PERFORM member_daily_add(NEW.merchant_id, member, NEW.created_at, 0, 0, 0, -NEW.amount, 0, 0, 0, 0, 0);
  ELSIF NEW.kind = 'bonus' THEN
    PERFORM member_daily_add(NEW.merchant_id, member, NEW.created_at, 0, 0, 0, 0, 0, 0, 0, NEW.amount, 0);
  ELSE
    PERFORM member_daily_add(NEW.merchant_id, member, NEW.created_at, 0, 0, 0, 0, 0, 0, 0, 0, NEW.amount);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_member_daily AFTER INSERT ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION member_daily_on_transfer();
--> statement-breakpoint
-- A round counts on the day it settles: its valid bet, its payout, one round.
CREATE OR REPLACE FUNCTION member_daily_on_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'settled' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'settled') THEN
    PERFORM member_daily_add(NEW.merchant_id, NEW.member_id, coalesce(NEW.settled_at, now()), 0, 0, 0, 0,
      NEW.valid_bet, NEW.payout, 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_member_daily AFTER INSERT OR UPDATE OF status ON game_rounds FOR EACH ROW EXECUTE FUNCTION member_daily_on_round();
--> statement-breakpoint
-- Figures of what happened before the tables existed.
INSERT INTO member_daily (merchant_id, member_id, day, valid_bet, payout, rounds)
  SELECT merchant_id, member_id, brand_day(merchant_id, settled_at), sum(valid_bet), sum(payout), count(*)
  FROM game_rounds WHERE status = 'settled' AND settled_at IS NOT NULL
  GROUP BY merchant_id, member_id, brand_day(merchant_id, settled_at);
