DROP INDEX "bundle_orders_paid_created_idx";--> statement-breakpoint
DROP INDEX "orders_paid_created_idx";--> statement-breakpoint
CREATE INDEX "bundle_orders_paid_created_idx" ON "bundle_orders" USING btree ("created_at") WHERE (payment_id is not null or payment_method = 'cod');--> statement-breakpoint
CREATE INDEX "orders_paid_created_idx" ON "orders" USING btree ("created_at") WHERE (payment_id is not null or payment_method = 'cod');