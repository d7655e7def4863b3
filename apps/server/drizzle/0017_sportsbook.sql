CREATE TABLE "sb_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"seq" smallint NOT NULL,
	"payload_hash" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"potential" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"balance_after" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sb_bets_stake_positive" CHECK ("sb_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "sb_books" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"margin_bps" integer NOT NULL,
	"cash_out_margin_bps" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"member_market_limit" bigint NOT NULL,
	"member_daily_limit" bigint NOT NULL,
	"liability_cap" bigint NOT NULL,
	"in_play_delay_ms" integer NOT NULL,
	"suspend_after_event_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_exposure" (
	"fixture_id" integer NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sb_exposure_fixture_id_market_selection_pk" PRIMARY KEY("fixture_id","market","selection")
);
--> statement-breakpoint
CREATE TABLE "sb_fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"source" text NOT NULL,
	"feed_ref" text,
	"sport" text NOT NULL,
	"league_code" text NOT NULL,
	"league_name" text NOT NULL,
	"country" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"model" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"score" jsonb,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"elapsed" integer DEFAULT 0 NOT NULL,
	"clock" text,
	"markets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suspended_until" timestamp with time zone,
	"operator_suspended" boolean DEFAULT false NOT NULL,
	"feed_at" timestamp with time zone,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_legs" (
	"bet_id" bigint NOT NULL,
	"seq" smallint NOT NULL,
	"fixture_id" integer NOT NULL,
	"market_type" text NOT NULL,
	"line" integer,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sb_legs_bet_id_seq_pk" PRIMARY KEY("bet_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sb_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_session_id" bigint,
	"language" text DEFAULT 'EN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_books" ADD CONSTRAINT "sb_books_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_exposure" ADD CONSTRAINT "sb_exposure_fixture_id_sb_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sb_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_fixtures" ADD CONSTRAINT "sb_fixtures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_legs" ADD CONSTRAINT "sb_legs_bet_id_sb_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sb_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_legs" ADD CONSTRAINT "sb_legs_fixture_id_sb_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sb_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_sessions" ADD CONSTRAINT "sb_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_sessions" ADD CONSTRAINT "sb_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_sessions" ADD CONSTRAINT "sb_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sb_bets_request_uq" ON "sb_bets" USING btree ("member_id","request_id","seq");--> statement-breakpoint
CREATE INDEX "sb_bets_member_idx" ON "sb_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "sb_bets_pending_idx" ON "sb_bets" USING btree ("placed_at") WHERE "sb_bets"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sb_fixtures_feed_ref_uq" ON "sb_fixtures" USING btree ("merchant_id","feed_ref");--> statement-breakpoint
CREATE INDEX "sb_fixtures_merchant_start_idx" ON "sb_fixtures" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "sb_fixtures_active_idx" ON "sb_fixtures" USING btree ("merchant_id","status","starts_at") WHERE "sb_fixtures"."status" in ('scheduled', 'live');--> statement-breakpoint
CREATE INDEX "sb_fixtures_unsettled_idx" ON "sb_fixtures" USING btree ("merchant_id") WHERE "sb_fixtures"."result_version" > "sb_fixtures"."settled_version";--> statement-breakpoint
CREATE INDEX "sb_legs_fixture_idx" ON "sb_legs" USING btree ("fixture_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_sessions_token_uq" ON "sb_sessions" USING btree ("token_hash");--> statement-breakpoint
-- The batch credit of migration 0016 serves every in-house vendor that settles many rounds at once (the
-- lottery's numeros, the sportsbook's fixtures): its body names no vendor, so it takes the general name.
ALTER FUNCTION lottery_credit_batch(integer, text, text, text, text[], text[], integer[], bigint[], bigint[],
    jsonb[], text[]) RENAME TO vendor_credit_batch;
--> statement-breakpoint
-- A member may hold many open bets of the book at once, as of the lottery: one open round per game is a
-- rule of the other games only.
DROP INDEX "game_rounds_open_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_uq" ON "game_rounds" USING btree ("member_id","vendor_code","game_code") WHERE "game_rounds"."status" = 'open' and "game_rounds"."game_type" not in ('LOTT', 'ELOTT', 'SPORTS', 'ESPORTS');
