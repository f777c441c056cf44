DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","new_price","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category","discount_percent","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","average_rating","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("new_price") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating") WHERE archived_at is null;