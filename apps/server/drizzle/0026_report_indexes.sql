CREATE INDEX "members_merchant_created_idx" ON "members" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_created_idx" ON "audit_log" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_merchant_created_idx" ON "bonuses" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_merchant_created_idx" ON "deposit_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_merchant_created_idx" ON "withdrawal_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_settlements_merchant_period_idx" ON "agent_settlements" USING btree ("merchant_id","period_from");