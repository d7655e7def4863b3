CREATE TABLE "rg_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"end_requested_at" timestamp with time zone,
	"lifts_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"operator_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_exclusions_kind_ck" CHECK ("rg_exclusions"."kind" in ('timeout', 'self', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "rg_pending_limits" (
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_pending_limits_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "rg_play_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"lost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rg_play_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"deposit_day" bigint,
	"deposit_week" bigint,
	"deposit_month" bigint,
	"loss_day" bigint,
	"loss_week" bigint,
	"loss_month" bigint,
	"wager_day" bigint,
	"wager_week" bigint,
	"wager_month" bigint,
	"session_minutes" integer,
	"reality_check_minutes" integer,
	"excluded_until" timestamp with time zone,
	"session_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_settings_limits_ck" CHECK (least("rg_settings"."deposit_day", "rg_settings"."deposit_week", "rg_settings"."deposit_month", "rg_settings"."loss_day", "rg_settings"."loss_week", "rg_settings"."loss_month", "rg_settings"."wager_day", "rg_settings"."wager_week", "rg_settings"."wager_month") >= 0)
);
--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_pending_limits" ADD CONSTRAINT "rg_pending_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_play_days" ADD CONSTRAINT "rg_play_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_exclusions_member_idx" ON "rg_exclusions" USING btree ("member_id","started_at");
--> statement-breakpoint
-- What a member's rounds count against its loss and wager limits, per brand day: kept for every member as
-- stakes are taken (a round opened or added to), paid and rolled back, so that a limit set today counts
-- today's play.
CREATE OR REPLACE FUNCTION rg_play_days_on_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_wagered bigint;
  d_lost bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    d_wagered := NEW.stake;
    d_lost := NEW.stake - NEW.payout;
  ELSE
    d_wagered := NEW.stake - OLD.stake;
    d_lost := (NEW.stake - NEW.payout) - (OLD.stake - OLD.payout);
  END IF;
  IF d_wagered = 0 AND d_lost = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO rg_play_days AS d (member_id, day, wagered, lost)
    VALUES (NEW.member_id, brand_day(NEW.merchant_id, now()), d_wagered, d_lost)
  ON CONFLICT (member_id, day) DO UPDATE SET wagered = d.wagered + excluded.wagered, lost = d.lost + excluded.lost;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_rg_play_days AFTER INSERT OR UPDATE OF stake, payout ON game_rounds FOR EACH ROW EXECUTE FUNCTION rg_play_days_on_round();
--> statement-breakpoint
-- The play of the current weeks and months before the table existed.
INSERT INTO rg_play_days (member_id, day, wagered, lost)
  SELECT member_id, brand_day(merchant_id, created_at), sum(stake), sum(stake - payout) FROM game_rounds
    WHERE created_at > now() - interval '40 days' AND status <> 'void'
    GROUP BY 1, 2;
--> statement-breakpoint
-- Refuses a stake the member's own rules forbid, raising the refusal's SQLSTATE with a message the wallet
-- service reads: `rg|<limit>|<period>|<limit amount>|<used>|<until, epoch ms>`. Takes the member's settings
-- row for the rest of the statement, so that two stakes of one member are decided one after the other.
CREATE OR REPLACE FUNCTION rg_check_bet(p_merchant integer, p_member integer, p_amount bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s rg_settings;
  v_day date;
  v_week date;
  v_month date;
  w_day bigint; w_week bigint; w_month bigint;
  l_day bigint; l_week bigint; l_month bigint;
BEGIN
  SELECT * INTO s FROM rg_settings WHERE member_id = p_member FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF s.excluded_until IS NOT NULL AND s.excluded_until > now() THEN
    RAISE EXCEPTION USING ERRCODE = 'WL010', MESSAGE = 'rg|exclusion||||' ||
      CASE WHEN isfinite(s.excluded_until) THEN (extract(epoch FROM s.excluded_until) * 1000)::bigint::text ELSE '' END;
  END IF;
  IF s.session_minutes IS NOT NULL AND s.session_started_at + make_interval(mins => s.session_minutes) <= now() THEN
    RAISE EXCEPTION USING ERRCODE = 'WL009', MESSAGE = 'rg|session||' || s.session_minutes || '|' ||
      floor(extract(epoch FROM now() - s.session_started_at) / 60)::bigint || '|';
  END IF;
  IF coalesce(s.loss_day, s.loss_week, s.loss_month, s.wager_day, s.wager_week, s.wager_month) IS NULL THEN
    RETURN;
  END IF;
  v_day := brand_day(p_merchant, now());
  v_week := v_day - (extract(isodow FROM v_day)::integer - 1);
  v_month := date_trunc('month', v_day)::date;
  SELECT coalesce(sum(wagered) FILTER (WHERE day = v_day), 0), coalesce(sum(wagered) FILTER (WHERE day >= v_week), 0),
      coalesce(sum(wagered) FILTER (WHERE day >= v_month), 0), coalesce(sum(lost) FILTER (WHERE day = v_day), 0),
      coalesce(sum(lost) FILTER (WHERE day >= v_week), 0), coalesce(sum(lost) FILTER (WHERE day >= v_month), 0)
    INTO w_day, w_week, w_month, l_day, l_week, l_month
    FROM rg_play_days WHERE member_id = p_member AND day >= least(v_week, v_month) AND day <= v_day;
  IF s.loss_day IS NOT NULL AND l_day + p_amount > s.loss_day THEN
    RAISE EXCEPTION USING ERRCODE = 'WL008', MESSAGE = 'rg|loss|day|' || s.loss_day || '|' || l_day || '|';
  ELSIF s.loss_week IS NOT NULL AND l_week + p_amount > s.loss_week THEN
    RAISE EXCEPTION USING ERRCODE = 'WL008', MESSAGE = 'rg|loss|week|' || s.loss_week || '|' || l_week || '|';
  ELSIF s.loss_month IS NOT NULL AND l_month + p_amount > s.loss_month THEN
    RAISE EXCEPTION USING ERRCODE = 'WL008', MESSAGE = 'rg|loss|month|' || s.loss_month || '|' || l_month || '|';
  ELSIF s.wager_day IS NOT NULL AND w_day + p_amount > s.wager_day THEN
    RAISE EXCEPTION USING ERRCODE = 'WL008', MESSAGE = 'rg|wager|day|' || s.wager_day || '|' || w_day || '|';
  ELSIF s.wager_week IS NOT NULL AND w_week + p_amount > s.wager_week THEN
    RAISE EXCEPTION USING ERRCODE = 'WL008', MESSAGE = 'rg|wager|week|' || s.wager_week || '|' || w_week || '|';
  ELSIF s.wager_month IS NOT NULL AND w_month + p_amount > s.wager_month THEN
    RAISE EXCEPTION USING ERRCODE = 'WL008', MESSAGE = 'rg|wager|month|' || s.wager_month || '|' || w_month || '|';
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_vendor_debit(p_merchant integer, p_vendor text, p_txn text, p_member integer,
    p_wallet text, p_house bigint, p_game_type text, p_game_code text, p_game_name text, p_round text,
    p_amount bigint, p_reference text, p_key text, p_reply jsonb)
RETURNS TABLE (replay_kind text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  v_round bigint;
  v_account bigint;
  v_transfer ledger_transfers;
BEGIN
  -- Taken by the debit's replays and by any rollback of it: after the lock, what they wrote is read.
  PERFORM pg_advisory_xact_lock(hashtext(p_merchant || ':' || p_vendor || ':' || p_txn));
  SELECT v.kind, v.response INTO replay_kind, answer FROM vendor_transactions v
    WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor AND v.transaction_id = p_txn;
  IF FOUND THEN
    RETURN NEXT;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM vendor_transactions v WHERE v.merchant_id = p_merchant AND v.vendor_code = p_vendor
      AND v.ref_transaction_id = p_txn AND v.kind = 'rollback') THEN
    RAISE EXCEPTION 'debit % was rolled back before it arrived', p_txn USING ERRCODE = 'WL002';
  END IF;
  -- Limits and exclusions, decided under the lock of the member's settings row with the stake taken below.
  PERFORM rg_check_bet(p_merchant, p_member, p_amount);
  INSERT INTO game_rounds AS g (merchant_id, member_id, vendor_code, game_type, game_code, game_name, round_id,
      stake, valid_bet, status)
    VALUES (p_merchant, p_member, p_vendor, p_game_type, p_game_code, p_game_name, p_round, p_amount, 0, 'open')
    ON CONFLICT (merchant_id, vendor_code, round_id) DO UPDATE SET stake = g.stake + excluded.stake
      WHERE g.status = 'open' AND g.member_id = excluded.member_id AND g.game_code = excluded.game_code
    RETURNING g.id INTO v_round;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'round % is settled, void, or another player''s', p_round USING ERRCODE = 'WL004';
  END IF;
  SELECT id INTO v_account FROM accounts WHERE member_id = p_member AND wallet_code = p_wallet;
  IF v_account IS NOT NULL THEN
    SELECT * INTO v_transfer FROM ledger_transfer(p_merchant, v_account, p_house, p_amount, 'bet', p_reference,
      p_key, v_round, NULL);
  END IF;
  IF v_transfer.id IS NULL THEN
    RAISE EXCEPTION 'the balance is not enough for %', p_amount USING ERRCODE = 'WL001';
  END IF;
  answer := p_reply || jsonb_build_object('balance', round(coalesce(v_transfer.debit_balance_after, 0) / 100.0, 2));
  INSERT INTO vendor_transactions (merchant_id, vendor_code, transaction_id, kind, member_id, round_id,
      ref_transaction_id, amount, transfer_id, status, response)
    VALUES (p_merchant, p_vendor, p_txn, 'debit', p_member, v_round, NULL, p_amount, v_transfer.id, 200, answer);
  replay_kind := NULL;
  RETURN NEXT;
END $$;
--> statement-breakpoint
