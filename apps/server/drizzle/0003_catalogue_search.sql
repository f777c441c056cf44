CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("average_rating");--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (products_search_document(brandname, productname, category, colors, material, description));--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (lower(brandname || ' ' || productname || ' ' || category) gin_trgm_ops);