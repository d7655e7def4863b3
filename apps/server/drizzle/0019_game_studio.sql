CREATE TABLE "demo_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fun_wallet_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"debit_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "demo_rounds_status_ck" CHECK ("demo_rounds"."status" in ('open', 'settled', 'void')),
	CONSTRAINT "demo_rounds_amounts_ck" CHECK ("demo_rounds"."stake" > 0 and "demo_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fun_wallets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refilled_at" timestamp with time zone,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fun_wallets_balance_non_negative" CHECK ("fun_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_room_choices" (
	"round_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"multiplier" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_room_choices_round_id_member_id_pk" PRIMARY KEY("round_id","member_id"),
	CONSTRAINT "card_room_choices_ck" CHECK ("card_room_choices"."multiplier" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "card_room_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"round_no" integer NOT NULL,
	"phase" text NOT NULL,
	"banker_seat" smallint NOT NULL,
	"players" jsonb NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"bet_ends_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"outcome" jsonb,
	"rake" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_room_seats" (
	"room_id" integer NOT NULL,
	"seat" smallint NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" bigint,
	"present" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_room_seats_room_id_seat_pk" PRIMARY KEY("room_id","seat")
);
--> statement-breakpoint
CREATE TABLE "card_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"code" text NOT NULL,
	"level" text NOT NULL,
	"base_bet" bigint NOT NULL,
	"min_balance" bigint NOT NULL,
	"seats" smallint NOT NULL,
	"rake_bps" integer NOT NULL,
	"bet_seconds" smallint DEFAULT 10 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_rooms_seats_ck" CHECK ("card_rooms"."seats" between 2 and 6),
	CONSTRAINT "card_rooms_rake_ck" CHECK ("card_rooms"."rake_bps" between 0 and 2000),
	CONSTRAINT "card_rooms_bet_ck" CHECK ("card_rooms"."base_bet" > 0 and "card_rooms"."min_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_table_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player" text NOT NULL,
	"bet_id" text NOT NULL,
	"spot" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_table_bets_status_ck" CHECK ("live_table_bets"."status" in ('pending', 'placed', 'won', 'lost', 'void', 'refused')),
	CONSTRAINT "live_table_bets_amount_ck" CHECK ("live_table_bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_table_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"round_no" integer NOT NULL,
	"state" text DEFAULT 'betting' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"result" jsonb,
	CONSTRAINT "live_table_rounds_state_ck" CHECK ("live_table_rounds"."state" in ('betting', 'closed', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "live_table_seats" (
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_table_seats_merchant_id_game_code_member_id_pk" PRIMARY KEY("merchant_id","game_code","member_id")
);
--> statement-breakpoint
ALTER TABLE "house_sessions" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD COLUMN "mode" text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE "house_sessions" ADD COLUMN "fun_player_id" bigint;--> statement-breakpoint
ALTER TABLE "demo_rounds" ADD CONSTRAINT "demo_rounds_fun_wallet_id_fun_wallets_id_fk" FOREIGN KEY ("fun_wallet_id") REFERENCES "public"."fun_wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_wallets" ADD CONSTRAINT "fun_wallets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_wallets" ADD CONSTRAINT "fun_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_room_choices" ADD CONSTRAINT "card_room_choices_round_id_card_room_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."card_room_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_room_rounds" ADD CONSTRAINT "card_room_rounds_room_id_card_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."card_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_room_seats" ADD CONSTRAINT "card_room_seats_room_id_card_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."card_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_room_seats" ADD CONSTRAINT "card_room_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_room_seats" ADD CONSTRAINT "card_room_seats_session_id_house_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."house_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_rooms" ADD CONSTRAINT "card_rooms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_bets" ADD CONSTRAINT "live_table_bets_round_id_live_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_table_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_bets" ADD CONSTRAINT "live_table_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_bets" ADD CONSTRAINT "live_table_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_rounds" ADD CONSTRAINT "live_table_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_seats" ADD CONSTRAINT "live_table_seats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_seats" ADD CONSTRAINT "live_table_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_rounds_round_uq" ON "demo_rounds" USING btree ("fun_wallet_id","round_id");--> statement-breakpoint
CREATE INDEX "demo_rounds_created_idx" ON "demo_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fun_wallets_member_uq" ON "fun_wallets" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "fun_wallets_used_idx" ON "fun_wallets" USING btree ("used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_room_rounds_no_uq" ON "card_room_rounds" USING btree ("room_id","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "card_room_rounds_open_uq" ON "card_room_rounds" USING btree ("room_id") WHERE "card_room_rounds"."phase" in ('betting', 'dealing', 'dealt');--> statement-breakpoint
CREATE INDEX "card_room_rounds_room_idx" ON "card_room_rounds" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_room_seats_member_uq" ON "card_room_seats" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_rooms_code_uq" ON "card_rooms" USING btree ("merchant_id","vendor_code","game_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "live_table_bets_bet_uq" ON "live_table_bets" USING btree ("round_id","member_id","bet_id");--> statement-breakpoint
CREATE INDEX "live_table_bets_round_idx" ON "live_table_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "live_table_rounds_no_uq" ON "live_table_rounds" USING btree ("merchant_id","game_code","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "live_table_rounds_open_uq" ON "live_table_rounds" USING btree ("merchant_id","game_code") WHERE "live_table_rounds"."state" <> 'settled';--> statement-breakpoint
CREATE INDEX "live_table_rounds_state_idx" ON "live_table_rounds" USING btree ("state","closes_at");--> statement-breakpoint
CREATE INDEX "live_table_seats_seen_idx" ON "live_table_seats" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_fun_player_id_fun_wallets_id_fk" FOREIGN KEY ("fun_player_id") REFERENCES "public"."fun_wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_sessions_fun_player_idx" ON "house_sessions" USING btree ("fun_player_id");--> statement-breakpoint
ALTER TABLE "house_sessions" ADD CONSTRAINT "house_sessions_mode_ck" CHECK (("house_sessions"."mode" = 'real' and "house_sessions"."member_id" is not null and "house_sessions"."fun_player_id" is null) or ("house_sessions"."mode" = 'demo' and "house_sessions"."fun_player_id" is not null));--> statement-breakpoint
-- Every in-house catalogue entry is now a game of its own (a slot, fishing or table definition, or a room
-- game). Entries of the earlier catalogue that played a copy of another game are switched off; the games
-- themselves are added to the demo brand by its seed.
UPDATE "games" SET "enabled" = false
  WHERE "engine" IN ('slot', 'dice', 'fish', 'baccarat')
    AND ("vendor_code", "game_code") NOT IN (
    ('LOTUS', 'lotus-fortune'),
    ('LOTUS', 'lucky-dice'),
    ('LOTUS', 'koi-pond-ways'),
    ('LOTUS', 'jade-temple-riches'),
    ('GOLDPEAK', 'gold-peak-rush'),
    ('GOLDPEAK', 'mighty-nugget-mine'),
    ('GOLDPEAK', 'glittering-vault'),
    ('NEONREEL', 'cyber-city-nights'),
    ('NEONREEL', 'laser-diamonds'),
    ('NEONREEL', 'neon-sevens'),
    ('DRAGONFORGE', 'dragons-hoard'),
    ('DRAGONFORGE', 'blazing-phoenix'),
    ('DRAGONFORGE', 'thunder-legends'),
    ('STARFRUIT', 'cosmic-fruits'),
    ('STARFRUIT', 'juicy-fruit-burst'),
    ('STARFRUIT', 'sunny-star-party'),
    ('LUCKYCAT', 'lucky-cat-coins'),
    ('LUCKYCAT', 'fortune-envelopes'),
    ('LUCKYCAT', 'prosperous-panda'),
    ('JADEWAVE', 'pearl-lagoon'),
    ('JADEWAVE', 'tidal-dragon'),
    ('JADEWAVE', 'serene-turtle'),
    ('PIXELPALACE', 'retro-fruit-jump'),
    ('PIXELPALACE', 'pixel-heroes'),
    ('PIXELPALACE', 'arcade-invaders'),
    ('TIGERSTRIKE', 'tiger-strike'),
    ('TIGERSTRIKE', 'roaring-tiger-gold'),
    ('TIGERSTRIKE', 'savage-strike'),
    ('LOTUS', 'ocean-hunter'),
    ('DRAGONFORGE', 'dragon-forge-fishing'),
    ('OCEANKING', 'ocean-king-legend'),
    ('REEFRUSH', 'coral-frenzy'),
    ('LOTUS', 'royal-baccarat'),
    ('CARDHOUSE', 'niu-niu'),
    ('VELVET', 'velvet-baccarat-1'),
    ('VELVET', 'velvet-baccarat-2'),
    ('VELVET', 'velvet-baccarat-vip'),
    ('ROYALTABLE', 'royal-roulette-1'),
    ('ROYALTABLE', 'royal-roulette-vip'),
    ('ORCHID', 'orchid-sicbo-1'),
    ('ORCHID', 'orchid-sicbo-vip'),
    ('SILKROAD', 'silkroad-dragontiger-2'),
    ('SILKROAD', 'silkroad-dragontiger-1')
  );
