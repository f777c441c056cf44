CREATE INDEX "bundle_orders_paid_created_idx" ON "bundle_orders" USING btree ("created_at") WHERE payment_id is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_created_idx" ON "orders" USING btree ("created_at") WHERE payment_id is not null;--> statement-breakpoint
CREATE INDEX "products_counted_stock_idx" ON "products" USING btree ("stock") WHERE archived_at is null and stock is not null;--> statement-breakpoint
CREATE INDEX "tickets_open_idx" ON "tickets" USING btree ("created_at") WHERE lower(trim(status)) not in ('solved', 'resolved');