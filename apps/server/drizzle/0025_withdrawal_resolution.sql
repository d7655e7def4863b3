ALTER TABLE "withdrawal_orders" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "refund_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_refund_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("refund_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_resolution" CHECK ("withdrawal_orders"."resolution" is null or ("withdrawal_orders"."status" = 'not_received' and "withdrawal_orders"."resolution" in ('refunded', 'arrived')));