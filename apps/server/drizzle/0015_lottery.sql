CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"units" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numeros" integer NOT NULL,
	"win_stop" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"numero_id" bigint NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_numero_id_key_pk" PRIMARY KEY("numero_id","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"vendor_code" text NOT NULL,
	"lobby_group" text NOT NULL,
	"kind" text NOT NULL,
	"region" text,
	"provinces" text[],
	"interval_seconds" integer,
	"time_zone" text NOT NULL,
	"cutoff_seconds" integer NOT NULL,
	"source" text NOT NULL,
	"prize_mode" text NOT NULL,
	"paytable" jsonb,
	"bet_types" text[],
	"unit_prices" jsonb NOT NULL,
	"max_multiple" integer NOT NULL,
	"liability_cap" bigint NOT NULL,
	"daily_limit" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_numeros" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero" text NOT NULL,
	"day" text NOT NULL,
	"province" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text,
	"seed_hash" text,
	"result" jsonb,
	"corrections" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero_id" bigint NOT NULL,
	"chase_id" bigint,
	"request_id" text NOT NULL,
	"seq" integer NOT NULL,
	"payload_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"result_version" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"balance_after" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_tickets_amount_positive" CHECK ("lottery_tickets"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "game_rounds_open_uq";--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_ticket_id_lottery_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."lottery_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_numero_id_lottery_numeros_id_fk" FOREIGN KEY ("numero_id") REFERENCES "public"."lottery_numeros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_numero_id_lottery_numeros_id_fk" FOREIGN KEY ("numero_id") REFERENCES "public"."lottery_numeros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_numeros" ADD CONSTRAINT "lottery_numeros_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_numeros" ADD CONSTRAINT "lottery_numeros_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_numero_id_lottery_numeros_id_fk" FOREIGN KEY ("numero_id") REFERENCES "public"."lottery_numeros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_ticket_idx" ON "lottery_bets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_merchant_code_uq" ON "lottery_games" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_numeros_game_numero_uq" ON "lottery_numeros" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_numeros_game_draw_idx" ON "lottery_numeros" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_numeros_unsettled_idx" ON "lottery_numeros" USING btree ("draw_at") WHERE "lottery_numeros"."status" in ('open', 'closed', 'drawn');--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_request_uq" ON "lottery_tickets" USING btree ("member_id","request_id","seq");--> statement-breakpoint
CREATE INDEX "lottery_tickets_numero_idx" ON "lottery_tickets" USING btree ("numero_id","status");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","game_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_chase_idx" ON "lottery_tickets" USING btree ("chase_id") WHERE "lottery_tickets"."chase_id" is not null;--> statement-breakpoint
CREATE INDEX "lottery_tickets_pending_idx" ON "lottery_tickets" USING btree ("placed_at") WHERE "lottery_tickets"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_open_uq" ON "game_rounds" USING btree ("member_id","vendor_code","game_code") WHERE "game_rounds"."status" = 'open' and "game_rounds"."game_type" not in ('LOTT', 'ELOTT');