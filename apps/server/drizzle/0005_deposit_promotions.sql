ALTER TABLE "deposit_orders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;