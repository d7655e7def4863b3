ALTER TABLE "promotion_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;