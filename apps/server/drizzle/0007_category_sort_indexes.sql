DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category","discount_percent","id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","average_rating","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","new_price","id");